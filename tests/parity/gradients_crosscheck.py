"""A cross-check, not an oracle: the backward pass re-derived in numpy from the
same formulas the page derives, for tests/parity/gradients_crosscheck.test.mjs.

It restates our own formulas (masks applied as -inf, as the page does), so it
catches slips in translating them into C++ but shares any mistake in the
formulas themselves. The independent oracle for gradients is torch.autograd
(tests/oracle/torch_backward.test.mjs).

Reads a JSON list of cases on stdin, writes a JSON list of gradients.
A case is either one attention call (Q, K, V, dOutput) or, when it has "X",
a multi-head layer (X, WQ, WK, WV, WO, heads, dOutput). Masks: "causal" and
"keyPadding" (true = padded key).
"""
import json
import sys

import numpy as np


def mask_of(n, m, case):
    masked = np.zeros((n, m), dtype=bool)
    if case.get("causal"):
        masked |= np.triu(np.ones((n, m), dtype=bool), k=1)
    if case.get("keyPadding"):
        masked |= np.array(case["keyPadding"], dtype=bool)[None, :]
    return masked


def softmax_rows(z):
    peak = np.max(z, axis=1, keepdims=True)
    peak = np.where(np.isfinite(peak), peak, 0.0)
    e = np.exp(z - peak)
    total = e.sum(axis=1, keepdims=True)
    return np.divide(e, total, out=np.zeros_like(e), where=total > 0)


def attention_backward(q, k, v, d_out, masked):
    d_k = q.shape[1]
    scaled = np.where(masked, -np.inf, q @ k.T / np.sqrt(d_k))
    p = softmax_rows(scaled)
    d_v = p.T @ d_out
    d_p = d_out @ v.T
    d_scaled = p * (d_p - np.sum(d_p * p, axis=1, keepdims=True))
    d_scores = d_scaled / np.sqrt(d_k)
    return {"output": p @ v, "weights": p, "dV": d_v, "dWeights": d_p, "dScaledScores": d_scaled,
            "dRawScores": d_scores, "dQ": d_scores @ k, "dK": d_scores.T @ q}


def layer_backward(case):
    x = matrix(case, "X", case["n"], case["dModel"])
    h = case["heads"]
    w = {name: np.array(case[name], dtype=float) for name in ("WQ", "WK", "WV", "WO")}
    d_model = case["dModel"]
    w["WQ"] = w["WQ"].reshape(d_model, -1)
    w["WK"] = w["WK"].reshape(d_model, -1)
    w["WV"] = w["WV"].reshape(d_model, -1)
    w["WO"] = w["WO"].reshape(-1, d_model)
    d_k, d_v = w["WQ"].shape[1] // h, w["WV"].shape[1] // h
    d_out = matrix(case, "dOutput", case["n"], d_model)
    q, k, v = x @ w["WQ"], x @ w["WK"], x @ w["WV"]
    masked = mask_of(case["n"], case["n"], case)
    d_concat = d_out @ w["WO"].T
    outputs, d_q, d_k_all, d_v_all = [], [], [], []
    for i in range(h):
        qs, ks, vs = slice(i * d_k, (i + 1) * d_k), slice(i * d_k, (i + 1) * d_k), slice(i * d_v, (i + 1) * d_v)
        g = attention_backward(q[:, qs], k[:, ks], v[:, vs], d_concat[:, vs], masked)
        outputs.append(g["output"])
        d_q.append(g["dQ"])
        d_k_all.append(g["dK"])
        d_v_all.append(g["dV"])
    concat = np.concatenate(outputs, axis=1)
    d_q, d_k_all, d_v_all = (np.concatenate(a, axis=1) for a in (d_q, d_k_all, d_v_all))
    return {"output": concat @ w["WO"], "dWO": concat.T @ d_out, "dWQ": x.T @ d_q, "dWK": x.T @ d_k_all,
            "dWV": x.T @ d_v_all, "dX": d_q @ w["WQ"].T + d_k_all @ w["WK"].T + d_v_all @ w["WV"].T}


def matrix(case, name, rows, cols):
    return np.array(case[name], dtype=float).reshape(rows, cols)


def gradients(case):
    if "X" in case:
        return layer_backward(case)
    n, m, d_k, d_v = case["n"], case["m"], case["dK"], case["dV"]
    q, k, v = matrix(case, "Q", n, d_k), matrix(case, "K", m, d_k), matrix(case, "V", m, d_v)
    return attention_backward(q, k, v, matrix(case, "dOutput", n, d_v), mask_of(n, m, case))


def main():
    cases = json.load(sys.stdin)
    json.dump([{name: a.ravel().tolist() for name, a in gradients(c).items()} for c in cases], sys.stdout)


if __name__ == "__main__":
    main()
