// The small attention problem the online-softmax section runs: n queries,
// m keys, drawn from the core's numpy generator, so a seed reproduces it in
// numpy (np.random.seed(seed); Q = np.random.randn(n, d_k) …).

export const ONLINE_SOFTMAX_SIZES = { n: 4, m: 8, dK: 4, dV: 2 };

// Q, K and V come from three consecutive seeds; Q is scaled up so that the
// scores spread wide enough for the running maximum to move between chunks.
const QUERY_SPREAD = 2;

export function onlineSoftmaxProblem(am, seed) {
  const { n, m, dK, dV } = ONLINE_SOFTMAX_SIZES;
  const Q = am.randn(seed, n, dK).map((x) => x * QUERY_SPREAD);
  const K = am.randn((seed + 1) % 2 ** 32, m, dK);
  const V = am.randn((seed + 2) % 2 ** 32, m, dV);
  return { Q, K, V, n, m, dK, dV };
}
