#!/usr/bin/python3
"""mpmath as an independent oracle for the softmax statistics the course shows.

Reads a JSON list of cases on stdin and writes a JSON list of results. mpmath
(Debian's python3-mpmath, run by /usr/bin/python3) computes them to 50
significant digits from the inputs as given: nothing here reuses our code or
our formulas' implementation. Near one-hot, 1 - p_k (p_k the largest weight)
is about e^-gap, and holding it to 50 digits takes 50 + gap/ln(10) digits of
p_k: the working precision grows with the row's spread of logits, or the
oracle would cancel exactly as the formula under test once did. Each result
is {maxWeight, entropy, jacobianNorm} as the nearest doubles to the exact
values:
  maxWeight     max_j p_j
  entropy       -sum_j p_j ln p_j (nats)
  jacobianNorm  the Frobenius norm of diag(p) - p p^T, summed entry by entry

A case has "kind":
  softmax     logits (a list of numbers, -Infinity allowed as null), scale,
              precision: p = softmax(scale * logits), with the scaled logits
              first rounded to float32 for "float32", as the API narrows them
  saturation  seed, dK, keys, queries: numpy's legacy generator draws, per
              query, q = randn(1, dK) and then each key k = randn(1, dK), as
              am.saturation documents; the dot products are exact here, and
              the statistics of softmax(q.K) ("unscaled") and of
              softmax(q.K / sqrt(dK)) ("scaled") are averaged over the queries.
"""
import json
import sys

import mpmath
import numpy as np

mpmath.mp.dps = 50


def statistics(logits):
    """The statistics of softmax(logits) to 50 digits, logits a list of mpf (or -inf)."""
    finite = [z for z in logits if z != mpmath.ninf]
    top = max(finite)
    spread = top - min(finite)
    with mpmath.workdps(60 + int(2 * spread / mpmath.log(10))):
        exps = [mpmath.e ** (z - top) if z != mpmath.ninf else mpmath.mpf(0) for z in logits]
        total = mpmath.fsum(exps)
        p = [x / total for x in exps]
        entropy = -mpmath.fsum(x * mpmath.log(x) for x in p if x > 0)
        squares = mpmath.fsum(((p[i] if i == j else 0) - p[i] * p[j]) ** 2
                              for i in range(len(p)) for j in range(len(p)))
        return {'maxWeight': +max(p), 'entropy': +entropy, 'jacobianNorm': mpmath.sqrt(squares)}


def as_doubles(stats):
    return {name: float(value) for name, value in stats.items()}


def softmax_case(case):
    scale = mpmath.mpf(case.get('scale', 1.0))
    logits = []
    for z in case['logits']:
        if z is None:
            logits.append(mpmath.ninf)
            continue
        scaled = float(scale * mpmath.mpf(z))  # the API forms scale * logits in float64
        if case.get('precision') == 'float32':
            scaled = float(np.float32(scaled))
        logits.append(mpmath.mpf(scaled))
    return as_doubles(statistics(logits))


def saturation_case(case):
    rng = np.random.RandomState(case['seed'])
    d_k, keys, queries = case['dK'], case['keys'], case['queries']
    root = mpmath.sqrt(d_k)
    sums = {'unscaled': {}, 'scaled': {}}
    for _ in range(queries):
        q = rng.randn(1, d_k)[0]
        dots = []
        for _ in range(keys):
            k = rng.randn(1, d_k)[0]
            dots.append(mpmath.fsum(mpmath.mpf(float(a)) * mpmath.mpf(float(b)) for a, b in zip(q, k)))
        for side, logits in (('unscaled', dots), ('scaled', [d / root for d in dots])):
            for name, value in statistics(logits).items():
                sums[side][name] = sums[side].get(name, 0) + value
    return {side: as_doubles({name: value / queries for name, value in stats.items()}) for side, stats in sums.items()}


def main():
    cases = json.load(sys.stdin)
    kinds = {'softmax': softmax_case, 'saturation': saturation_case}
    json.dump([kinds[case['kind']](case) for case in cases], sys.stdout)


if __name__ == '__main__':
    main()
