// The display-only look-ups the misconception demos' models (section 11)
// need to talk about a matrix: the largest cells of a row. None of them does
// arithmetic on the core's numbers.

// Every column holding the largest finite entry of row r (ties all count).
export function topColumnsOfRow(values, cols, r) {
  const max = maxOfRow(values, cols, r, (c) => Number.isFinite(values[r * cols + c]));
  return Array.from({ length: cols }, (_, c) => c).filter((c) => values[r * cols + c] === max);
}

// The largest entry of row r, restricted to columns where keep(c) is true.
export function maxOfRow(values, cols, r, keep = () => true) {
  let max = -Infinity;
  for (let c = 0; c < cols; c += 1) if (keep(c) && values[r * cols + c] > max) max = values[r * cols + c];
  return max;
}
