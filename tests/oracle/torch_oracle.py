#!/usr/bin/python3
"""PyTorch as an independent oracle for attention, forward and backward.

Reads a JSON list of cases on stdin and writes a JSON list of results. torch
(Debian's python3-torch 1.13, run by /usr/bin/python3) computes everything in
float64; nothing here reuses our code or our formulas' implementation.

A case has "kind" and flat row-major matrices:
  attention           Q (n×dK), K (m×dK), V (m×dV), mask
  attention_backward  the same and dOutput (n×dV): autograd of L = Σ output ⊙ dOutput
  multihead           X (n×dModel), WQ, WK (dModel×h·dK), WV (dModel×h·dV), WO (h·dV×dModel), heads, mask
  multihead_backward  the same and dOutput (n×dModel)
  transformer_backward  an attention-only language model (issue 15): config
                      {layers, heads, dModel, vocab, context}, tokens, the
                      weights (embedding, positional, layers[l].WQ/WK/WV/WO,
                      unembedding); autograd of the mean next-token
                      cross-entropy, each layer through nn.MultiheadAttention
  transformer_circuits  the same model, head1 and head2 (from 1): the three
                      matrices of the induction circuit read from the weights,
                      each head's slices taken as nn.MultiheadAttention takes
                      them (in_proj_weight's rows viewed as (heads, dK, dModel))
mask: causal (query i may not see key j > i), keyPadding (true = hidden key),
maskFill (the value a hidden cell's scaled score is *set to*: masked_fill,
not added; the two agree only for -inf).

What torch itself does, and what we compare:
- A hidden cell's score is a constant (masked_fill): no gradient flows
  through it, whatever the fill.
- A query that sees no key, with fill -inf: softmax over all -inf is NaN in
  torch (the plain formula and nn.MultiheadAttention alike), and NaN spreads
  to every gradient. Our API defines that row's weights as 0 (so its output is
  0 and it passes no gradient). The "defined" reference implements exactly
  that in torch (the row's scores replaced by constants, its weights
  multiplied by 0); "torchNanRows" lists the rows where plain torch gives NaN,
  so the tests can state it. With a finite fill such a row is an ordinary
  softmax over equal constants: uniform weights, as torch gives.
- nn.MultiheadAttention takes boolean masks only (fill -inf) and needs
  dK = dV = dModel / heads; other cases use the plain per-head formula.

For forward attention each result also carries an a-priori rounding-error
bound (see forward_bound) for float32 and float64, elementwise.
"""
import json
import math
import sys

import torch

torch.set_default_dtype(torch.float64)


def matrix(case, name, rows, cols):
    return torch.tensor(case[name], dtype=torch.float64).reshape(rows, cols)


def hidden_cells(case, n, m):
    """n×m booleans, true where query i may not see key j."""
    hidden = torch.zeros(n, m, dtype=torch.bool)
    if case.get("causal"):
        hidden |= torch.triu(torch.ones(n, m, dtype=torch.bool), diagonal=1)
    if case.get("keyPadding"):
        hidden |= torch.tensor(case["keyPadding"], dtype=torch.bool)[None, :]
    return hidden


def fill_of(case):
    fill = case.get("maskFill", "-inf")
    return float(fill) if not isinstance(fill, str) else float(fill.replace("Infinity", "inf"))


def attend(q, k, v, hidden, fill, defined=True):
    """softmax(masked_fill(Q·Kᵀ/√dK, hidden, fill))·V, with the pieces.
    defined: rows that see no key under fill -inf get weights 0 (our API's
    definition) instead of torch's NaN."""
    raw = q @ k.T
    scaled = (raw / math.sqrt(q.shape[1])).masked_fill(hidden, fill)
    if raw.requires_grad:
        raw.retain_grad()
        scaled.retain_grad()
    blind = hidden.all(dim=1, keepdim=True) & (fill == -math.inf)
    if defined:
        weights = torch.softmax(scaled.masked_fill(blind, 0.0), dim=1).masked_fill(blind, 0.0)
    else:
        weights = torch.softmax(scaled, dim=1)
    if weights.requires_grad:
        weights.retain_grad()
    return {"rawScores": raw, "scaledScores": scaled, "weights": weights, "output": weights @ v}


def gamma(k, u):
    return k * u / (1 - k * u)


def forward_bound(q, k, v, hidden, fill, u, inputs_rounded):
    """An elementwise bound on |computed − exact| for weights and output when
    attention runs in a precision with unit roundoff u (2^-24 float32, 2^-53
    float64), from standard forward error analysis (Higham, ch. 3):
      scores:  |ŝ − s| ≤ γ(dK+r)·Σ|q||k|  (r = 2 when Q, K are rounded to the
               precision first), then /√dK adds 2u|z|; a hidden cell is the fill, exact.
      shift:   t = z − max z, error e_z + max e_z + u|t|
      exp:     relative error expm1(error of t) + 3u (glibc's exp is within
               1 ulp, the fast path's kernels within 2; one more for forming
               2^k), plus an absolute error of the smallest normal number,
               for results that underflow
      sum, /:  γ(m) on the sum, u on the division
      output:  Σ_j |p̂ − p|·|v| + (γ(m) + r/2·u)·Σ_j p|v|
    First-order terms are kept; tests allow twice the bound for the rest."""
    n, d_k = q.shape
    m = k.shape[0]
    r = 2 if inputs_rounded else 0
    tiny = 2.0 ** -126 if u > 2.0 ** -30 else 2.0 ** -1022
    z = (q @ k.T / math.sqrt(d_k)).masked_fill(hidden, fill)
    e_z = (gamma(d_k + r, u) * (q.abs() @ k.abs().T) / math.sqrt(d_k) + 2 * u * z.abs()).masked_fill(hidden, 0.0)
    blind = hidden.all(dim=1, keepdim=True) & (fill == -math.inf)
    z = z.masked_fill(blind, 0.0)
    e_z = e_z.masked_fill(blind, 0.0)
    peak = z.max(dim=1, keepdim=True).values
    t = z - peak
    finite_t = torch.where(torch.isfinite(t), t, torch.zeros_like(t))
    e_t = e_z + e_z.max(dim=1, keepdim=True).values + u * finite_t.abs()
    e = torch.exp(t)
    relative = torch.expm1(e_t) + 3 * u
    a = torch.where(e > 0, e * relative, torch.zeros_like(e)) + tiny
    total = e.sum(dim=1, keepdim=True)
    d_total = a.sum(dim=1, keepdim=True) + gamma(m, u) * (e + a).sum(dim=1, keepdim=True)
    p = e / total
    b_p = (a + p * d_total) / (total - d_total).clamp(min=total * 0.5) + u * p
    p = p.masked_fill(blind, 0.0)
    b_p = b_p.masked_fill(blind, 0.0)
    b_out = b_p @ v.abs() * (1 + u) + (gamma(m, u) + r / 2 * u) * (p @ v.abs())
    return {"scaledScores": e_z, "weights": b_p, "output": b_out}


def flat(t):
    """Row-major numbers; NaN and ±inf as the strings JS's Number() reads."""
    def number(x):
        x = float(x)
        if math.isnan(x):
            return "NaN"
        return x if math.isfinite(x) else ("Infinity" if x > 0 else "-Infinity")
    return [number(x) for x in t.detach().reshape(-1)]


def nan_rows(t):
    return [i for i in range(t.shape[0]) if bool(torch.isnan(t[i]).any())]


def attention_case(case, backward):
    n, m, d_k, d_v = case["n"], case["m"], case["dK"], case["dV"]
    q, k, v = matrix(case, "Q", n, d_k), matrix(case, "K", m, d_k), matrix(case, "V", m, d_v)
    hidden, fill = hidden_cells(case, n, m), fill_of(case)
    out = {"fullyMaskedRows": [i for i in range(n) if bool(hidden[i].all())]}
    plain = attend(q, k, v, hidden, fill, defined=False)
    out["torchNanRows"] = nan_rows(plain["output"])
    if not backward:
        ref = attend(q, k, v, hidden, fill)
        out.update({name: flat(ref[name]) for name in ("weights", "output", "scaledScores")})
        for precision, u in (("float32", 2.0 ** -24), ("float64", 2.0 ** -53)):
            bound = forward_bound(q, k, v, hidden, fill, u, inputs_rounded=precision == "float32")
            out["bound"] = out.get("bound", {})
            out["bound"][precision] = {name: flat(b) for name, b in bound.items()}
        return out
    d_out = matrix(case, "dOutput", n, d_v)
    for t in (q, k, v):
        t.requires_grad_(True)
    ref = attend(q, k, v, hidden, fill)
    (ref["output"] * d_out).sum().backward()
    out.update({
        "output": flat(ref["output"]), "weights": flat(ref["weights"]),
        "dQ": flat(q.grad), "dK": flat(k.grad), "dV": flat(v.grad),
        "dWeights": flat(ref["weights"].grad), "dScaledScores": flat(ref["scaledScores"].grad),
        "dRawScores": flat(ref["rawScores"].grad),
    })
    # What plain autograd gives (NaN wherever a blind row under -inf reaches).
    q2, k2, v2 = (t.detach().clone().requires_grad_(True) for t in (q, k, v))
    (attend(q2, k2, v2, hidden, fill, defined=False)["output"] * d_out).sum().backward()
    out["torchNanGradients"] = any(bool(torch.isnan(t.grad).any()) for t in (q2, k2, v2))
    return out


def layer_parameters(case):
    n, d_model, h = case["n"], case["dModel"], case["heads"]
    x = matrix(case, "X", n, d_model)
    w_q = torch.tensor(case["WQ"], dtype=torch.float64).reshape(d_model, -1)
    w_k = torch.tensor(case["WK"], dtype=torch.float64).reshape(d_model, -1)
    w_v = torch.tensor(case["WV"], dtype=torch.float64).reshape(d_model, -1)
    w_o = torch.tensor(case["WO"], dtype=torch.float64).reshape(-1, d_model)
    return x, w_q, w_k, w_v, w_o, h


def layer_formula(x, w_q, w_k, w_v, w_o, h, hidden, fill, defined=True):
    """Multi-head self-attention, head by head: concat_i(attend(X·W_Q_i, ...))·W_O."""
    d_k, d_v = w_q.shape[1] // h, w_v.shape[1] // h
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    heads = [attend(q[:, i * d_k:(i + 1) * d_k], k[:, i * d_k:(i + 1) * d_k], v[:, i * d_v:(i + 1) * d_v],
                    hidden, fill, defined) for i in range(h)]
    concat = torch.cat([head["output"] for head in heads], dim=1)
    return {"heads": heads, "concat": concat, "output": concat @ w_o}


def torch_module(x, w_q, w_k, w_v, w_o, h, case):
    """nn.MultiheadAttention with our weights: in_proj = [W_Qᵀ; W_Kᵀ; W_Vᵀ], out_proj = W_Oᵀ."""
    n, d_model = x.shape
    module = torch.nn.MultiheadAttention(d_model, h, bias=False, batch_first=True)
    with torch.no_grad():
        module.in_proj_weight.copy_(torch.cat([w_q.T, w_k.T, w_v.T]))
        module.out_proj.weight.copy_(w_o.T)
    attn_mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1) if case.get("causal") else None
    padding = torch.tensor(case["keyPadding"], dtype=torch.bool)[None, :] if case.get("keyPadding") else None
    output, weights = module(x[None], x[None], x[None], key_padding_mask=padding, attn_mask=attn_mask,
                             need_weights=True, average_attn_weights=False)
    return module, output[0], weights[0]


def module_applies(case, w_q, w_v, h):
    d_model = case["dModel"]
    return (fill_of(case) == -math.inf and d_model % h == 0
            and w_q.shape[1] == d_model and w_v.shape[1] == d_model)


def multihead_case(case, backward):
    x, w_q, w_k, w_v, w_o, h = layer_parameters(case)
    n = x.shape[0]
    hidden, fill = hidden_cells(case, n, n), fill_of(case)
    out = {"fullyMaskedRows": [i for i in range(n) if bool(hidden[i].all())], "module": None}
    if not backward:
        ref = layer_formula(x, w_q, w_k, w_v, w_o, h, hidden, fill)
        out["output"] = flat(ref["output"])
        out["headWeights"] = [flat(head["weights"]) for head in ref["heads"]]
        out["torchNanRows"] = nan_rows(layer_formula(x, w_q, w_k, w_v, w_o, h, hidden, fill, False)["output"])
        if module_applies(case, w_q, w_v, h):
            with torch.no_grad():
                _, output, weights = torch_module(x, w_q, w_k, w_v, w_o, h, case)
            out["module"] = {"output": flat(output), "headWeights": [flat(weights[i]) for i in range(h)],
                             "nanRows": nan_rows(output)}
        return out
    d_out = matrix(case, "dOutput", n, case["dModel"])
    params = [t.clone().requires_grad_(True) for t in (x, w_q, w_k, w_v, w_o)]
    ref = layer_formula(*params, h, hidden, fill)
    (ref["output"] * d_out).sum().backward()
    out.update({"output": flat(ref["output"]),
                **{name: flat(p.grad) for name, p in zip(("dX", "dWQ", "dWK", "dWV", "dWO"), params)}})
    if module_applies(case, w_q, w_v, h) and not out["fullyMaskedRows"]:
        xm = x.clone().requires_grad_(True)
        module, output, _ = torch_module(xm, w_q, w_k, w_v, w_o, h, case)
        (output * d_out).sum().backward()
        d = case["dModel"]
        g = module.in_proj_weight.grad
        out["module"] = {"output": flat(output), "dX": flat(xm.grad), "dWQ": flat(g[:d].T),
                         "dWK": flat(g[d:2 * d].T), "dWV": flat(g[2 * d:].T), "dWO": flat(module.out_proj.weight.grad.T)}
    return out


def transformer_case(case):
    """x = E[tokens] + P[:n]; x += MultiheadAttention_l(x) (causal) per layer;
    loss = cross_entropy(x·U at positions 0 … n−2, tokens 1 … n−1), mean."""
    c = case["config"]
    d, h, vocab, context = c["dModel"], c["heads"], c["vocab"], c["context"]
    tokens = torch.tensor(case["tokens"], dtype=torch.long)
    n = tokens.shape[0]
    e = matrix(case, "embedding", vocab, d).requires_grad_(True)
    p = matrix(case, "positional", context, d).requires_grad_(True)
    u = matrix(case, "unembedding", d, vocab).requires_grad_(True)
    layers = []
    for layer in case["layers"]:
        layers.append({name: matrix(layer, name, d, d).requires_grad_(True) for name in ("WQ", "WK", "WV", "WO")})
    x = e[tokens] + p[:n]
    causal = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    for w in layers:
        module = torch.nn.MultiheadAttention(d, h, bias=False, batch_first=True)
        # The module's own parameters are replaced by ours, so autograd reaches them.
        del module.in_proj_weight
        del module.out_proj.weight
        module.in_proj_weight = torch.cat([w["WQ"].T, w["WK"].T, w["WV"].T])
        module.out_proj.weight = w["WO"].T
        out, _ = module(x[None], x[None], x[None], attn_mask=causal, need_weights=False)
        x = x + out[0]
    logits = x @ u
    loss = torch.nn.functional.cross_entropy(logits[:-1], tokens[1:])
    loss.backward()
    return {"loss": float(loss), "logits": flat(logits), "embedding": flat(e.grad), "positional": flat(p.grad),
            "unembedding": flat(u.grad),
            "layers": [{name: flat(w[name].grad) for name in ("WQ", "WK", "WV", "WO")} for w in layers]}


def head_slices(w, h, head):
    """One head's W_Q, W_K, W_V (dModel×dK) and W_O (dK×dModel), cut the way
    nn.MultiheadAttention cuts its in_proj_weight and out_proj.weight."""
    d = w["WQ"].shape[0]
    in_proj = torch.cat([w["WQ"].T, w["WK"].T, w["WV"].T]).view(3, h, d // h, d)
    out_proj = w["WO"].T.view(d, h, d // h)
    q, k, v = (in_proj[role, head - 1].T for role in range(3))
    return q, k, v, out_proj[:, head - 1, :].T


def circuits_case(case):
    """P1 = (P W_Q1)(P W_K1)ᵀ/√dK with −inf where j > i (masked_fill);
    K = (E W_Q2)(E W_V1 W_O1 W_K2)ᵀ/√dK; C = E W_V2 W_O2 U; D = (E W_Q2)(E W_K2)ᵀ/√dK."""
    c = case["config"]
    d, h, vocab, context = c["dModel"], c["heads"], c["vocab"], c["context"]
    e, p, u = matrix(case, "embedding", vocab, d), matrix(case, "positional", context, d), matrix(case, "unembedding", d, vocab)
    layers = [{name: matrix(layer, name, d, d) for name in ("WQ", "WK", "WV", "WO")} for layer in case["layers"]]
    q1, k1, v1, o1 = head_slices(layers[0], h, case["head1"])
    q2, k2, v2, o2 = head_slices(layers[1], h, case["head2"])
    root = math.sqrt(d // h)
    above = torch.triu(torch.ones(context, context, dtype=torch.bool), diagonal=1)
    previous = torch.einsum("ik,jk->ij", p @ q1, p @ k1).div(root).masked_fill(above, float("-inf"))
    written = torch.einsum("bd,dk,ke->be", e, v1, o1)
    composition = torch.einsum("ak,bk->ab", e @ q2, written @ k2) / root
    copying = torch.linalg.multi_dot([e, v2, o2, u])
    direct = torch.einsum("ak,bk->ab", e @ q2, e @ k2) / root
    return {"previousToken": flat(previous), "kComposition": flat(composition), "copying": flat(copying),
            "direct": flat(direct)}


KINDS = {
    "attention": lambda c: attention_case(c, backward=False),
    "attention_backward": lambda c: attention_case(c, backward=True),
    "multihead": lambda c: multihead_case(c, backward=False),
    "multihead_backward": lambda c: multihead_case(c, backward=True),
    "transformer_backward": transformer_case,
    "transformer_circuits": circuits_case,
}


def main():
    cases = json.load(sys.stdin)
    results = [KINDS[c["kind"]](c) for c in cases]
    json.dump({"torch": torch.__version__, "results": results}, sys.stdout, allow_nan=False)


if __name__ == "__main__":
    main()
