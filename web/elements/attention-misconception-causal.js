// <attention-misconception-causal mode="encoder" seed="42">
//
// Misconception (d), "every transformer needs a causal mask". The same
// scores run two ways: as an encoder (BERT: every token sees every token)
// and as a decoder (GPT: token i sees keys 1…i, the rest are set to −∞
// before the softmax, so they get weight 0).

import { AttentionWidget, field } from '../lib/widget.js';
import { createMatrixPanel } from '../lib/misconceptions-matrix.js';
import { el } from '../lib/dom.js';
import { formatNumber } from '../lib/format.js';

export const tagName = 'attention-misconception-causal';

export default class AttentionMisconceptionCausal extends AttentionWidget {
  static fields = [
    field({ key: 'mode', attribute: 'mode', param: 'mode', kind: 'choice', label: 'the kind of model',
            subject: 'The kind of model', caption: 'Model', fallback: 'encoder',
            choices: [{ value: 'encoder', label: 'Encoder (BERT): no mask' },
                      { value: 'decoder', label: 'Decoder (GPT): causal mask' }] }),
    field({ key: 'seed', attribute: 'seed', param: 'seed', label: 'the seed', subject: 'The seed', caption: 'Seed',
            min: 0, max: 4294967295, fallback: 42, hint: 'Draws W_Q, W_K and W_V for “The cat sat down”.' }),
  ];

  build() {
    const root = el('div', 'misconception-demo widget-card');
    const fields = el('div', 'widget-fields');
    fields.append(...this.fields.map((f) => this.controls[f.key].element));
    this.scores = createMatrixPanel({ name: 'scaled scores', caption: 'Scaled scores, after the mask',
                                      corner: 'query ╲ key', what: (r, c) => `score of ${r} for ${c}` });
    this.weights = createMatrixPanel({ name: 'weights', caption: 'Attention weights', scale: 'sequential',
                                       decimals: 3, corner: 'query ╲ key', what: (r, c) => `weight from ${r} to ${c}` });
    const pair = el('div', 'misconception-pair');
    pair.append(this.scores.element, this.weights.element);
    this.findings = el('ul', 'misconception-findings');
    this.findings.setAttribute('aria-live', 'polite');
    root.append(fields, pair, this.findings);
    return root;
  }

  update(am, { mode, seed }) {
    const w = am.walkthrough({ seed });
    const causal = mode === 'decoder';
    const result = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal });
    const labels = { rows: w.n, cols: w.n, rowLabels: w.tokens, colLabels: w.tokens };
    this.scores.update({ values: result.scores, ...labels });
    this.weights.update({ values: result.weights, ...labels });
    this.scores.setNote(causal ? 'future keys set to −∞' : 'nothing hidden');
    this.weights.setNote(causal ? 'zero above the diagonal' : 'every cell positive');
    this.showFindings(w, result, causal);
  }

  showFindings(w, result, causal) {
    const { n, tokens } = w;
    const first = tokens[0];
    const last = n - 1;
    const weight = (i, j) => formatNumber(result.weights[i * n + j], 3);
    const items = causal
      ? [`Decoder: “${first}” may only look at itself, so its weight on itself is ${weight(0, 0)}. `
          + `“${tokens[last]}” sees all ${n} tokens. Each row still sums to ${formatNumber(result.rowSums[0], 3)}.`,
         'This is what lets a model generate text one token at a time: a prediction may not read the answer it is predicting.']
      : [`Encoder: “${first}” gives ${weight(0, last)} of its attention to “${tokens[last]}”, a later token. `
          + `No weight is zero; each row sums to ${formatNumber(result.rowSums[0], 3)}.`,
         'BERT-style encoders read the whole sentence at once, so looking ahead is allowed, and cross-attention needs no causal mask either.'];
    this.findings.replaceChildren(...items.map((text) => el('li', '', text)));
  }
}
