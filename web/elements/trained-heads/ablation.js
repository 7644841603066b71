// Switching off one layer of the trained model, and scoring its guesses.
// The numbers stay the core's: the model is copied with one layer's W_O set
// to zeros and run through the same am.transformerForward. A layer with
// W_O = 0 still computes its attention, but adds nothing to the residual
// stream, so later layers see the stream as if it were not there.

// A copy of `model` (am.transformerPretrained()'s shape) with layer
// `index`'s output projection W_O all zeros; the original is untouched.
export function withoutLayerOutput(model, index) {
  return {
    ...model,
    layers: model.layers.map((layer, l) => (l === index ? { ...layer, WO: new Float64Array(layer.WO.length) } : layer)),
  };
}

// The index, within values[from … from + count − 1], of the largest value
// (the first, on a tie): a row's top logit or its heaviest weight.
export function argmaxOf(values, from, count) {
  let best = 0;
  for (let k = 1; k < count; k++) if (values[from + k] > values[from + best]) best = k;
  return best;
}

// The model's guess at each position (the top logit) and whether it is the
// next token of the sequence (null at the last position: nothing to check).
export function nextGuesses({ logits, vocab }, tokens) {
  return tokens.map((_, i) => {
    const guess = argmaxOf(logits, i * vocab, vocab);
    return { guess, right: i + 1 < tokens.length ? guess === tokens[i + 1] : null };
  });
}

// The guesses an induction head can make: at positions whose letter came
// before (the induction stripe's rows) and that have a next letter.
export function guessesInRepeat(guesses, marks) {
  const checked = marks.induction.map(([i]) => guesses[i]).filter((g) => g.right !== null);
  return { right: checked.filter((g) => g.right).length, count: checked.length };
}
