// Exercises site/attention-math.d.ts as an author would use it; checked by
// `tsc --noEmit -p tests/types` (ctest: types_dts). The @ts-expect-error
// lines are misuses the declarations must reject: if one stops being an
// error, tsc fails, so the test can fail both ways.
import AttentionMath from '../../site/attention-math.js';
import type { AttentionMathError, AttentionMathErrorCode, AttentionMathModule, AttentionResult, Matrix }
  from '../../site/attention-math.js';

async function everyCall(am: AttentionMathModule): Promise<number> {
  const x: Matrix = am.randn(42, 2, 3);
  const u: Matrix = am.rand(0, 1, 4);
  const w = am.walkthrough({ seed: 7, dK: 4, dV: 2 });
  const transcript: string = w.transcript;
  const own = am.walkthrough({ tokens: ['a', 'b'], X: [1, 2, 3, 4], dModel: 2 });
  const att: AttentionResult = am.attention({ Q: w.Q, K: w.K, V: w.V, n: w.n, dK: w.dK, dV: w.dV, causal: true,
                                              keyPadding: [false, false, true, false], precision: 'float32' });
  const masked: number[] = att.fullyMaskedRows;
  const mh = am.multiHeadAttention({ X: w.X, n: w.n, dModel: 6, heads: 2, WQ: [], WK: [], WV: [], WO: [] });
  const firstHead: Matrix = mh.heads[0].weights;
  const params: number = am.attentionParams({ dModel: 768, heads: 12, bias: true }).total;
  const flops: number = am.attentionFlops({ n: 1024, dModel: 768, heads: 12 }).softmax;
  const sm = am.softmax({ logits: [1, 2, -Infinity], cols: 3, form: 'naive', precision: 'float64', scale: 2 });
  const entropy: number = sm.rows[0].entropy;
  const printed: string = am.numpyStr([1, 2, 3]);
  const product: Matrix = am.matmul({ A: [1, 2], B: [3, 4], rows: 1, inner: 2, cols: 1 });
  const dot: number = am.dotTerms({ Q: w.Q, K: w.K, n: 4, dK: 4, i: 0, j: 1 }).sum;
  const share: Matrix = am.weightedSumTerms({ weights: w.weights, V: w.V, n: 4, dV: 2, row: 1 }).contributions;
  const kept: number = am.principalPlane({ values: w.Q, rows: 4, cols: 4 }).kept;
  const buggy = am.attentionVariant({ Q: w.Q, K: w.K, V: w.V, n: 4, m: 4, dK: 4, dV: 2, variant: 'mask-with-zero' });
  const variance: number = am.dotProducts({ dK: 64 }).variance;
  const saturated: number = am.saturation({ dK: 512 }).unscaled.maxWeight;
  const clipped: number = am.histogram({ values: x, bins: 10, low: -3, high: 3 }).clipped;
  const names: string[] = am.shapes({ n: 4, dModel: 6, dK: 3, dV: 3 }).map((s) => s.name);
  const maxTokens: number = am.limits.walkthrough.maxTokens;
  const version: string = am.version;

  // @ts-expect-error dK is a number, not a string
  am.walkthrough({ dK: '3' });
  // @ts-expect-error softmax needs cols
  am.softmax({ logits: [1, 2] });
  // @ts-expect-error no such precision
  am.attention({ Q: [], K: [], V: [], n: 1, dK: 1, dV: 1, precision: 'float16' });
  // @ts-expect-error the limits are read-only
  am.limits = am.limits;
  const grads = am.attentionBackward({ Q: [1, 0], K: [1, 0], V: [1, 0], dOutput: [1, 0], n: 1, dK: 2, causal: true });
  const check = am.gradientCheck({ X: [1, 0], n: 1, dModel: 2, WQ: [1, 0, 0, 1], WK: [1, 0, 0, 1], WV: [1, 0, 0, 1],
                                   WO: [1, 0, 0, 1], dOutput: [1, 1], step: 1e-5 });
  const mhGrads = am.multiHeadBackward({ X: [1, 0], n: 1, dModel: 2, WQ: [1, 0, 0, 1], WK: [1, 0, 0, 1], WV: [1, 0, 0, 1],
                                    WO: [1, 0, 0, 1], dOutput: [1, 1] });
  const start = am.trainerStart({ task: 'previous', seed: 0 });
  const trained = am.trainerSteps({ task: 'previous', seed: 0, state: start.state, steps: 10, learningRate: 0.02 });
  const online = am.onlineSoftmax({ Q: [1, 0], K: [1, 0], V: [1, 0], n: 1, dK: 2, dV: 2, chunk: 1 });
  const fast = am.fastAttention({ Q: [1, 0], K: [1, 0], V: [1, 0], n: 1, dK: 2, precision: 'float32', path: 'tiled',
                                  keyPadding: [false], maskFill: -1e9 });
  const budget = am.fastAttentionLimits().scoreBudgetBytes;
  // @ts-expect-error no such path
  am.fastAttention({ Q: [], K: [], V: [], n: 1, dK: 1, path: 'flash' });
  // @ts-expect-error the old spelling is gone
  am.fastAttention({ q: [], k: [], v: [], n: 1, dK: 1, dtype: 'float32' });
  const parsed = am.parseMatrix('1, 2; 3 4');
  const learned = parsed.values[parsed.cols - 1] + fast.output[0] + budget + online.finalDifference + online.steps[0].runningMax[0] + grads.dQ[0] + check.maxRelativeError + mhGrads.heads[0].dRawScores.length + trained.losses.length
    + trained.evaluation.correctRows;
  // @ts-expect-error no such task
  am.trainerStart({ task: 'reverse' });
  const model = am.transformerInit({ layers: 2, heads: 1, dModel: 32, vocab: 12, context: 24, seed: 0 });
  const chunk = am.transformerTrain({ model, steps: 5, learningRate: 0.01, batch: 16, seed: 0 });
  const again = am.transformerTrain({ model: structuredClone(chunk.model), steps: 5 });
  const forward = am.transformerForward({ model: am.transformerPretrained(), tokens: [1, 2, 3, 1, 2, 3] });
  const heads = am.headScores({ model: again.model, seed: 1, sequences: 16 });
  const circuit = am.transformerCircuits({ model: am.transformerPretrained(), head1: 1, head2: 1 });
  const diagonal = circuit.kComposition.values[0] + circuit.copying.values[circuit.copying.cols + 1]
    + circuit.previousToken.rows + circuit.direct.values[0];
  const layerTwo = heads.filter((h) => h.layer === 2).map((h) => h.induction + h.previousToken + h.duplicateToken);
  const heldOut = forward.attention[1][0][0] + forward.logits[forward.vocab - 1] + forward.losses.length
    + chunk.firstHalfLoss[0] + chunk.secondHalfLoss[0] + chunk.losses.length + again.model.step + layerTwo.length
    + model.config.dModel + model.layers[0].WQ.length + model.adamM.length + diagonal;
  // @ts-expect-error tokens are numbers
  am.transformerForward({ model, tokens: ['a'] });
  // @ts-expect-error a model is required
  am.headScores({ seed: 0 });
  // @ts-expect-error heads are numbers
  am.transformerCircuits({ model, head1: '1' });
  // @ts-expect-error not a variant
  am.attentionVariant({ Q: [], K: [], V: [], n: 1, dK: 1, dV: 1, variant: 'scale-twice' });

  return x.length + u.length + transcript.length + own.n + masked.length + firstHead.length + params + flops + entropy
    + printed.length + product[0] + dot + kept + share.length + buggy.rowSums.length + variance + saturated + clipped
    + names.length + maxTokens + version.length + learned + heldOut;
}

function routed(am: AttentionMathModule): string {
  try {
    am.attention({ Q: [], K: [], V: [], n: 1, dK: 1, dV: 1 });
  } catch (caught) {
    const error = caught as AttentionMathError;
    const code: AttentionMathErrorCode = error.code;
    const got: number | string | undefined = error.params.got;
    // @ts-expect-error not a documented code
    const wrong: AttentionMathErrorCode = 'invalid';
    return `${error.call} ${code} ${error.argument} ${got} ${wrong}`;
  }
  return '';
}

function elements(): void {
  const softmax = document.createElement('attention-softmax');
  softmax.setAttribute('logits', '1,2,3');
  softmax.setAttribute('theme', 'dark');
  const walkthrough = document.querySelector('attention-walkthrough');
  walkthrough?.setAttribute('d-k', '4');
  const state: 'loading' | 'ready' | 'error' | undefined = softmax.dataset.state;
  softmax.addEventListener('attention-change', (event) => console.log(event.detail, state));
  // @ts-expect-error attention-softmax has no d-k attribute
  softmax.setAttribute('d-k', '4');
  document.body.append(softmax);
  // Figure export: Promises, typed options.
  softmax.toSVG({ theme: 'dark' }).then((svg: string) => svg.length);
  softmax.toPNG({ scale: 2 }).then((png: Blob) => png.size);
  softmax.toCSV().then((csv: string) => csv.split('\r\n'));
  // @ts-expect-error the theme is light or dark
  softmax.toSVG({ theme: 'sepia' });
  // @ts-expect-error a prediction draws no figure to export
  document.createElement('attention-predict').toSVG();
}

// The factory both ways: the browser global and the module's default export.
globalThis.AttentionMath().then(everyCall);
AttentionMath().then(everyCall).then(elements);
AttentionMath().then(routed);
