// Random softmax and attention cases with real numpy's answers: for the
// tests that check an entry point of the core (the ES module, the npm
// package) against numpy rather than against our own formulas.
import { execFileSync } from 'node:child_process';
import { PYTHON } from './harness.mjs';

// numpy's stable softmax of each row, and softmax(QKᵀ/√d_k)·V.
export function numpyResults(cases) {
  const script = `
import json, sys
import numpy as np
def softmax(s):
    w = np.exp(s - s.max(axis=-1, keepdims=True))
    return w / w.sum(axis=-1, keepdims=True)
out = []
for c in json.load(sys.stdin):
    logits = np.array(c['logits']).reshape(-1, c['cols'])
    q = np.array(c['Q']).reshape(c['n'], c['dK'])
    k = np.array(c['K']).reshape(c['m'], c['dK'])
    v = np.array(c['V']).reshape(c['m'], c['dV'])
    out.append({'weights': softmax(logits).ravel().tolist(),
                'output': (softmax(q @ k.T / np.sqrt(c['dK'])) @ v).ravel().tolist()})
print(json.dumps(out))
`;
  return JSON.parse(execFileSync(PYTHON, ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' }));
}

export function randomCase(random) {
  const rows = random.integer(1, 4), cols = random.integer(1, 9);
  const n = random.integer(1, 5), m = random.integer(1, 7), dK = random.integer(1, 8), dV = random.integer(1, 4);
  const values = (count, scale) => Array.from({ length: count }, () => (random() * 2 - 1) * scale);
  return { rows, cols, logits: values(rows * cols, random.pick([1, 10, 100])), n, m, dK, dV,
           Q: values(n * dK, 3), K: values(m * dK, 3), V: values(m * dV, 1) };
}
