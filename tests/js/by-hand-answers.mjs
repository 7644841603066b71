// The checkpoints' answers from numpy. What a reader computes for the worked example's checkpoint
// (walkthrough/by-hand): the query QUERY (row i) of seed 42, d_k = d_v = 3,
// from the numbers as printed, rounding every step to 3 decimals (numpy
// computes what the reader types). Shared by tests/js/course-checkpoints.test.mjs,
// tests/e2e/course-checkpoints.test.mjs and the checkpoint's state row
// (tests/e2e/state-rows/walkthrough.mjs).
import { execFileSync } from 'node:child_process';
import { loadAttentionMath } from './load-module.mjs';

// The checkpoint's row: the query no earlier figure shows by default.
export const QUERY = 'The';

// Real numpy: /usr/bin/python3 is the interpreter with numpy (toolchain.md).
export const python = (code) => JSON.parse(execFileSync('/usr/bin/python3', ['-c', `import numpy as np, json\n${code}`], { encoding: 'utf8' }));
export const row = (m, i, w) => Array.from(m.slice(i * w, (i + 1) * w));

// For the seed's example and "The" by default, or for the example and row
// a reader's draw gives ({seed, query}: the checkpoint's options).
const answersOf = new Map();
export async function byHandAnswers({ seed = 42, query = QUERY } = {}) {
  const key = `${seed}/${query}`;
  if (answersOf.has(key)) return answersOf.get(key);
  const am = await loadAttentionMath();
  const w = am.walkthrough({ seed: Number(seed), dK: 3, dV: 3 });
  const i = w.tokens.indexOf(query);
  const printed = (values) => Array.from(values, (v) => Number(v.toFixed(3)));
  const inputs = { q: printed(row(w.Q, i, 3)), K: printed(w.K), V: printed(w.V) };
  const answers = {
    w,
    i,
    ...python(`q = np.array(${JSON.stringify(inputs.q)}); K = np.array(${JSON.stringify(inputs.K)}).reshape(4, 3)
V = np.array(${JSON.stringify(inputs.V)}).reshape(4, 3)
r = lambda a: np.round(a, 3).tolist()
raw = q @ K.T
z = np.round(raw / np.sqrt(3), 3)
s = np.round(z - z.max(), 3)
e = np.round(np.exp(s), 3)
total = round(float(e.sum()), 3)
weights = np.round(e / e.sum(), 3)
print(json.dumps({'raw': r(raw), 'z': z.tolist(), 'ez': r(np.exp(z)), 's': s.tolist(), 'e': e.tolist(), 'total': total,
  'weights': weights.tolist(), 'output': r(weights @ V), 'uniform': r(V.mean(axis=0)), 'keys': r(weights @ K)}))`),
  };
  answersOf.set(key, answers);
  return answers;
}

// numpy's own shapes for n = 5, d_model = 12, d_k = 4, d_v = 3, and for
// h = 3 heads of d_model/h = 4 (the checkpoints' fixed numbers), or for
// the sizes a reader's draw gives (`one`: {n, dModel, dK, dV}; `heads`:
// {n, dModel, heads}).
export function numpyShapes(one = { n: 5, dModel: 12, dK: 4, dV: 3 }, heads = { n: 5, dModel: 12, heads: 3 }) {
  return python(`n, dm, dk, dv = ${one.n}, ${one.dModel}, ${one.dK}, ${one.dV}
X = np.zeros((n, dm)); WQ = np.zeros((dm, dk)); WK = np.zeros((dm, dk)); WV = np.zeros((dm, dv))
Q, K, V = X @ WQ, X @ WK, X @ WV
S = Q @ K.T
one = [X, WQ, WK, WV, Q, K, V, S, S / np.sqrt(dk), S, S @ V]
n, dm, h = ${heads.n}, ${heads.dModel}, ${heads.heads}
X = np.zeros((n, dm))
d = dm // h
WQi = np.zeros((dm, d)); Qi = X @ WQi; Si = Qi @ Qi.T; Hi = Si @ (X @ np.zeros((dm, d)))
C = np.concatenate([Hi] * h, axis=-1); WO = np.zeros((h * d, dm)); Y = C @ WO
print(json.dumps({'one': [list(a.shape) for a in one], 'heads': [list(a.shape) for a in [WQi, Qi, Si, Hi, C, WO, Y]]}))`);
}
