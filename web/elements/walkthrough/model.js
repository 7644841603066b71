// The model of <attention-walkthrough> (../attention-walkthrough.js): its
// fields, the worked example it asks the core for (prepare), and what it
// shows: the numpy script, what that script prints (computed by the core,
// not by Python), the weights heatmap and one intermediate matrix at a time.
// Pure: no DOM, nothing read from an element; Node tests call it, and run
// its script through real numpy.

import { WEIGHT_SCALE, matrix } from '../../figures/model.js';
import { EMBEDDING_FIELDS, WALKTHROUGH_FIELDS } from './fields.js';
import { parseEmbeddingAttributes } from './attributes.js';
import { matricesFigure } from './matrices.js';
import { message } from '../../lib/text/messages.js';

export const fields = [...WALKTHROUGH_FIELDS, ...EMBEDDING_FIELDS];

// Which intermediate "Every matrix" shows at first.
export const FIRST_MATRIX = 'Q';

// tokens="…" and x="…" together replace the seed's sentence, read by the
// core's parser: {ok: true, value: null} for neither (the seed's sentence),
// {ok: true, value: {tokens, x, dModel}}, or {ok: false, message} with the
// sentence said under the embeddings (the last good ones stay).
export function readEmbeddings(am, { tokens, x }) {
  if (tokens === null && x === null) return { ok: true, value: null, message: '' };
  const parsed = parseEmbeddingAttributes(tokens, x, am.parseMatrix);
  return parsed.ok ? { ...parsed, message: '' }
    : { ...parsed, message: message('walkthrough-still-showing-embeddings', { problem: parsed.message }) };
}

// The example for (seed, d_k, d_v) and the embeddings in use (null: the
// seed's sentence; the element keeps the last good ones).
export function prepare(am, { seed, dK, dV, embeddings = null }) {
  const options = { seed, dK, dV };
  if (embeddings) Object.assign(options, { tokens: embeddings.tokens, X: embeddings.x, dModel: embeddings.dModel });
  return { example: am.walkthrough(options) };
}

// inputs: {example (prepare's), shown: the key of the matrix "Every matrix" shows}.
export function model(am, { example, shown = FIRST_MATRIX }) {
  const { n, tokens } = example;
  return {
    embeddings: { tokens, x: Array.from(example.X), dModel: example.dModel },
    python: example.python,
    transcript: example.transcript,
    summary: describeExample(example),
    weights: matrix({
      values: example.weights, rows: n, cols: n, rowLabels: tokens, colLabels: tokens, decimals: 3,
      caption: message('walkthrough-weights-caption'), corner: message('walkthrough-weights-corner'),
      scale: WEIGHT_SCALE, legend: true,
      describe: (from, to, text) => message('walkthrough-weight-cell', { from, to, text }),
    }),
    matrix: matricesFigure(example, shown),
  };
}

function describeExample({ seed, dK, dV, n, dModel }) {
  return message('walkthrough-summary', { seed: String(seed), n, dModel, dK, dV });
}
