// The stable softmax of one row, step by step, as a reader computes it by
// hand: the row's maximum m, the shifted scores z − m, their exps
// e^(z − m), the sum ℓ of those, and the weights. The core has no call that
// returns these intermediates, so they are read off two that do the work:
// the online-softmax trace of a single chunk holds m and ℓ exactly as its
// recurrence defines them (with d_k = 1, q = 1 and the logits as keys, its
// scaled scores are the logits themselves), and softmax gives the weights.
// What is left is one subtraction (z − m) and one product (w·ℓ = e^(z − m))
// of the core's own numbers: no exp, no sum, no division here.

export function softmaxSteps(am, logits) {
  const cols = logits.length;
  const { weights } = am.softmax({ logits, cols });
  const trace = am.onlineSoftmax({ Q: [1], K: logits, V: new Float64Array(cols), n: 1, m: cols, dK: 1, dV: 1, chunk: cols });
  const max = trace.steps[0].runningMax[0];
  const sum = trace.steps[0].runningSum[0];
  return {
    max,
    shifted: Array.from(logits, (z) => z - max),
    exps: Array.from(weights, (w) => w * sum),
    sum,
    weights: Array.from(weights),
  };
}

// Σ of a row the reader wrote, by the core (a 1×m by m×1 product).
export function coreSum(am, values) {
  return am.matmul({ A: values, B: new Float64Array(values.length).fill(1), rows: 1, inner: values.length, cols: 1 })[0];
}
