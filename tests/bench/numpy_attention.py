"""numpy's attention for the benchmark (tests/bench/run.sh): the seed's formula,
softmax(Q·Kᵀ/√d_k)·V, batched over heads with np.matmul. Prints one JSON object
per line. Times are CPU time of this process (time.process_time), like the
other engines; run.sh pins BLAS to one thread so every engine uses one core.

Usage: /usr/bin/python3 tests/bench/numpy_attention.py [seconds per case] [n ...]
"""
import json
import sys
import time

import numpy as np

D = 64


def attention(q, k, v):
    scores = np.matmul(q, k.transpose(0, 2, 1)) / np.sqrt(q.shape[-1]).astype(q.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= weights.sum(axis=-1, keepdims=True)
    return np.matmul(weights, v)


def measure(fn, budget):
    """Warm-up calls, then batches of at least 10 ms until `budget` seconds; median per call."""
    start, calls = time.process_time(), 0
    while calls < 3 or time.process_time() - start < min(0.2, budget):
        fn()
        calls += 1
    per_call = (time.process_time() - start) / calls
    batch = 1 if per_call >= 0.01 else int(0.01 / max(per_call, 1e-7)) + 1
    times, start = [], time.process_time()
    while len(times) < 3 or (time.process_time() - start < budget and len(times) < 50):
        t = time.process_time()
        for _ in range(batch):
            fn()
        times.append((time.process_time() - t) / batch)
    times.sort()
    return {"median_s": times[len(times) // 2], "runs": len(times), "batch": batch}


def main():
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 0.5
    sizes = [int(a) for a in sys.argv[2:]] or [4, 64, 256, 1024, 2048]
    print(json.dumps({"info": "numpy", "version": np.__version__}), flush=True)
    rng = np.random.RandomState(0)
    for heads in (1, 12):
        for n in sizes:
            for dtype in ("float32", "float64"):
                q, k, v = (rng.randn(heads, n, D).astype(dtype) for _ in range(3))
                record = {"engine": "numpy", "dtype": dtype, "heads": heads, "n": n}
                record.update(measure(lambda: attention(q, k, v), budget))
                print(json.dumps(record), flush=True)


if __name__ == "__main__":
    main()
