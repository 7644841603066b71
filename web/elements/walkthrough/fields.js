// The three numbers that pick a worked example, in one place: the URL
// parameter, the element attribute, the label and the range the core
// accepts. The ranges below are only the starting values, used to read the
// URL before the module has loaded; adoptCoreLimits() replaces them with the
// core's own `am.limits` as soon as it is ready.

export const WALKTHROUGH_FIELDS = [
  {
    key: 'seed', param: 'seed', attribute: 'seed', label: 'the seed', subject: 'The seed',
    min: 0, max: 2 ** 32 - 1, fallback: 42,
    hint: 'Seeds numpy’s generator, which draws W_Q, W_K and W_V.',
  },
  {
    key: 'dK', param: 'dk', attribute: 'd-k', label: 'd_k', subject: 'd_k',
    min: 1, max: 64, fallback: 3,
    hint: 'Width of each query and key.',
  },
  {
    key: 'dV', param: 'dv', attribute: 'd-v', label: 'd_v', subject: 'd_v',
    min: 1, max: 64, fallback: 3,
    hint: 'Width of each value, and so of each output row.',
  },
];

export function defaultWalkthroughState() {
  return Object.fromEntries(WALKTHROUGH_FIELDS.map((f) => [f.key, f.fallback]));
}

// Takes the accepted ranges from the core, so the page and the C++ checks
// cannot drift apart.
export function adoptCoreLimits(limits) {
  const byKey = { seed: limits.maxSeed, dK: limits.maxHeadWidth, dV: limits.maxHeadWidth };
  for (const field of WALKTHROUGH_FIELDS) field.max = byKey[field.key];
}
