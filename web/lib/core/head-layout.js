// Where numpy's reshapes put each number when a (n, h·d_k) matrix is cut
// into h heads. Layout only, no arithmetic: numpy reads the row-major
// buffer in order, so the shape asked for decides which numbers land
// together. Used by the bug gallery (a head run on the wrong rows) and by
// chapter 3's reshape figure (each cell named by where it came from).

// Head `head`'s (n, d_k) block of a row-major (n, h·d_k) matrix, as numpy's
// two reshapes lay it out: transposed, row i is token i's piece `head`
// (columns head·d_k … head·d_k + d_k − 1); without the transpose, it is the
// numbers head·n·d_k + i·d_k onwards of the buffer, i.e. token
// ⌊(head·n + i)/h⌋'s piece (head·n + i) mod h.
export function headRows(M, { n, heads, dK, head, transposed }) {
  const out = new Float64Array(n * dK);
  for (let i = 0; i < n; i += 1) {
    const start = transposed ? i * heads * dK + head * dK : (head * n + i) * dK;
    out.set(M.subarray(start, start + dK), i * dK);
  }
  return out;
}

// Where row i of head `head` comes from without the transpose: [token, piece].
export const untransposedSource = ({ n, heads, head }, i) => [Math.floor((head * n + i) / heads), (head * n + i) % heads];
