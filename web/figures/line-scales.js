// A line figure's axes as functions from data to drawing coordinates, for
// its DOM renderer and its SVG renderer alike: x linear or log₂, y linear or
// log₁₀, inside a W × H box less its padding {left, right, top, bottom}.

export function xScale({ values, scale = 'linear', min, max }, W, PAD) {
  const span = W - PAD.left - PAD.right;
  if (scale === 'log2') {
    const first = Math.log2(min ?? values[0]);
    const last = Math.log2(max ?? values.at(-1));
    return (v) => PAD.left + (span * (Math.log2(v) - first)) / (last - first || 1);
  }
  const lo = min ?? values[0];
  const hi = max ?? values.at(-1);
  return (v) => PAD.left + (span * (v - lo)) / (hi - lo || 1);
}

export function yScale({ min, max, scale = 'linear' }, H, PAD) {
  const span = H - PAD.top - PAD.bottom;
  if (scale === 'log10') {
    const [lo, hi] = [Math.log10(min), Math.log10(max)];
    return (v) => PAD.top + (span * (hi - Math.log10(Math.max(v, min)))) / (hi - lo || 1);
  }
  return (v) => H - PAD.bottom - (span * (v - min)) / (max - min || 1);
}
