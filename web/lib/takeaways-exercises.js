// The self-check exercises of section 12. Each one asks the core for its
// answer (solve), so the expected value and every number in the explanation
// are computed, not typed in. In prompts, _{…} is a subscript.
//
// spec: {id, prompt, kind: 'shape'|'number'|'vector', length (vectors),
//        decimals (vectors: fewest decimals accepted), example (placeholder), solve(am) → solved, isRight(value, solved),
//        hint(solved) (after a wrong answer; does not give it away),
//        explain(solved) (the answer and why)}

import { formatNumber } from './text/format.js';

const fmtInt = (v) => Math.round(v).toLocaleString('en-US');
const shapeOf = (am, sizes, name) => {
  const row = am.shapes(sizes).find((s) => s.name === name);
  return [row.rows, row.cols];
};
const sameShape = (a, b) => a[0] === b[0] && a[1] === b[1];

export const EXERCISES = [
  {
    id: 'scores-shape',
    prompt: 'A sequence of n = 7 tokens, with d_{k} = 16. What is the shape of the score matrix Q·Kᵀ?',
    kind: 'shape',
    example: '(rows, columns)',
    solve: (am) => ({ shape: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 16 }, 'Q·Kᵀ') }),
    isRight: (value, { shape }) => sameShape(value, shape),
    hint: () => 'Q is (7, 16) and Kᵀ is (16, 7). Which dimension does the product sum over?',
    explain: ({ shape }) => `(${shape.join(', ')}). (7, 16) times (16, 7): the 16 columns of d_{k} are summed away, `
      + 'leaving one score for every query–key pair.',
  },
  {
    id: 'output-shape',
    prompt: 'Same 7 tokens, now with d_{k} = 16 and d_{v} = 32. What is the shape of the attention output, the weights times V?',
    kind: 'shape',
    example: '(rows, columns)',
    solve: (am) => ({ shape: shapeOf(am, { n: 7, m: 7, dModel: 64, dK: 16, dV: 32 }, '·V') }),
    isRight: (value, { shape }) => sameShape(value, shape),
    hint: () => 'The weights are (7, 7) and V is (7, 32). d_{k} only lives inside the scores.',
    explain: ({ shape }) => `(${shape.join(', ')}). Weights (7, 7) times V (7, 32): one new d_{v}-wide row per token. `
      + 'd_{k} never reaches the output.',
  },
  {
    id: 'softmax',
    prompt: 'Compute softmax(1, 2, 3), each weight to 3 decimals.',
    kind: 'vector',
    length: 3,
    decimals: 3,
    example: 'e.g. 0.100, 0.200, 0.700',
    solve: (am) => ({ weights: Array.from(am.softmax({ logits: [1, 2, 3], cols: 3 }).weights) }),
    // Each within ±0.0005 of the core's weight: the core's value rounded to 3 decimals.
    isRight: (value, { weights }) => value.every((v, j) => Math.abs(v - weights[j]) <= 0.0005),
    hint: () => 'Divide each of e¹, e², e³ by their sum, e¹ + e² + e³ ≈ 30.19. The three weights add up to 1.',
    explain: ({ weights }) => `${weights.map((w) => formatNumber(w, 3)).join(', ')}. Each eᶻ over the sum `
      + 'of all three. A score 1 higher gets e ≈ 2.72 times the weight, and even the smallest score keeps a share.',
  },
  {
    id: 'dot-std',
    prompt: 'q and k each have d_{k} = 64 independent entries drawn from N(0, 1). What is the standard deviation of q·k?',
    kind: 'number',
    example: 'a number',
    solve: (am) => ({ dK: 64, sample: am.dotProducts({ seed: 0, dK: 64 }) }),
    isRight: (value, { dK }) => Math.abs(value - Math.sqrt(dK)) < 0.01,
    hint: () => 'Each product q[d]·k[d] has variance 1, and the variances of independent terms add.',
    explain: ({ dK, sample }) => `${Math.sqrt(dK)}. The variance is d_{k} = ${dK}, so the standard deviation is `
      + `√${dK} = ${Math.sqrt(dK)}: the reason scores are divided by √d_{k}. The core’s ${sample.values.length} random `
      + `pairs have variance ${formatNumber(sample.variance, 2)}.`,
  },
  {
    id: 'causal-count',
    prompt: 'A causal mask over n = 5 tokens. How many of the 25 scores are set to −∞?',
    kind: 'number',
    example: 'a whole number',
    solve: (am) => {
      const n = 5;
      const { scaledScores } = am.attention({ Q: new Float64Array(n), K: new Float64Array(n), V: new Float64Array(n),
                                              n, dK: 1, dV: 1, causal: true });
      // Counting the core's −∞ cells, row by row and in all.
      const hidden = Array.from({ length: n }, (_, i) => scaledScores.slice(i * n, (i + 1) * n).filter((s) => s === -Infinity).length);
      return { hidden, total: Array.from(scaledScores).filter((s) => s === -Infinity).length };
    },
    isRight: (value, { total }) => value === total,
    hint: () => 'Token i may see keys 1 to i. Count the hidden keys row by row.',
    explain: ({ hidden, total }) => `${total}. Row by row the core hides ${hidden.join(' + ')} keys: everything above `
      + 'the diagonal, n(n − 1)/2 cells.',
  },
  {
    id: 'row-sum',
    prompt: 'Without a mask, what does each row of attention weights add up to?',
    kind: 'number',
    example: 'a number',
    solve: (am) => {
      const n = 5;
      const dK = 8;
      const qkv = am.randn(1, 3 * n, dK);
      const part = (i) => qkv.slice(i * n * dK, (i + 1) * n * dK);
      return { rowSums: Array.from(am.attention({ Q: part(0), K: part(1), V: part(2), n, dK, dV: dK }).rowSums) };
    },
    isRight: (value) => value === 1,
    hint: () => 'Softmax turns each row of scores into a probability distribution over the keys.',
    explain: ({ rowSums }) => `1. Softmax normalises along the keys. For 5 random tokens the core’s row sums are `
      + `${rowSums.map(String).join(', ')}: 1, up to rounding in the last bit.`,
  },
  {
    id: 'params',
    prompt: 'd_{model} = 512, h = 8 heads, d_{k} = d_{v} = 64, no biases. How many parameters do W_{Q}, W_{K}, W_{V} and W_{O} hold together?',
    kind: 'number',
    example: 'e.g. 1,000,000',
    solve: (am) => am.attentionParams({ dModel: 512, heads: 8 }),
    isRight: (value, params) => value === params.total,
    hint: () => 'Across the 8 heads, W_{Q} maps 512 features to 8 × 64 = 512 columns. Count W_{K}, W_{V} and W_{O} the same way.',
    explain: (p) => `${fmtInt(p.total)}. W_{Q}, W_{K} and W_{V} are each 512 × (8·64) = ${fmtInt(p.WQ)}, and W_{O} is `
      + `(8·64) × 512 = ${fmtInt(p.WO)}: four times 512².`,
  },
  {
    id: 'flops',
    prompt: 'n = 10 tokens, d_{model} = 512. Going from 1 head with d_{k} = 512 to 8 heads with d_{k} = 64 multiplies the FLOPs by about how much?',
    kind: 'number',
    example: 'a ratio, e.g. 2',
    solve: (am) => {
      const one = am.attentionFlops({ n: 10, dModel: 512, heads: 1 });
      const eight = am.attentionFlops({ n: 10, dModel: 512, heads: 8 });
      return { one, eight, ratio: eight.total / one.total };
    },
    isRight: (value, { ratio }) => Math.abs(value - ratio) < 0.01,
    hint: () => 'Eight heads of width 64 do the work of one head of width 512, split eight ways.',
    explain: ({ one, eight, ratio }) => `About 1 (the core’s ratio is ${formatNumber(ratio, 4)}): ${fmtInt(one.total)} `
      + `FLOPs with 1 head, ${fmtInt(eight.total)} with 8. Only the steps done once per head grow: scaling `
      + `${fmtInt(one.scaling)} → ${fmtInt(eight.scaling)}, softmax ${fmtInt(one.softmax)} → ${fmtInt(eight.softmax)}.`,
  },
];
