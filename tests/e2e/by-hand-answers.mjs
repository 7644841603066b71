// What a reader computes for the worked example's checkpoint
// (walkthrough/by-hand): the query QUERY (row i) of seed 42, d_k = d_v = 3,
// from the numbers as printed, rounding every step to 3 decimals (numpy
// computes what the reader types). Shared by course-checkpoints.test.mjs
// and the checkpoint's state row (state-rows/walkthrough.mjs).
import { loadCore, runPython } from './browser.mjs';

// The checkpoint's row: the query no earlier figure shows by default.
export const QUERY = 'The';

export const python = (code) => JSON.parse(runPython(`import numpy as np, json\n${code}`));
export const row = (m, i, w) => Array.from(m.slice(i * w, (i + 1) * w));

let answers = null;
export async function byHandAnswers() {
  if (answers) return answers;
  const am = await loadCore();
  const w = am.walkthrough({ seed: 42, dK: 3, dV: 3 });
  const i = w.tokens.indexOf(QUERY);
  const printed = (values) => Array.from(values, (v) => Number(v.toFixed(3)));
  const inputs = { q: printed(row(w.Q, i, 3)), K: printed(w.K), V: printed(w.V) };
  answers = {
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
  return answers;
}
