// The walkthrough's inputs, in one place: the attribute, the URL parameter
// (walkthrough.seed=…; the one-page tutorial's ?seed=&dk=&dv=&tokens=&x=
// are read as aliases), the label and the range the core accepts. The
// ranges below are the starting values, used to read attributes and links
// before the module has loaded; adoptCoreLimits() replaces them with the
// core's own `am.limits` as soon as it is ready, so the page and the C++
// checks cannot drift apart.

import { field } from '../../lib/fields/field.js';
import { named } from '../fields/named-field.js';

// Its names are the messages walkthrough-<param>-label, -hint…; the hint
// states the starting range (as text: a seed's bound is not grouped).
const whole = (spec) => named(field({
  ...spec,
  spokenCaption: true, // "d_k" is heard as the Python script spells it
}), `walkthrough-${spec.param}`, { min: String(spec.min), max: String(spec.max) });

export const WALKTHROUGH_FIELDS = [
  whole({
    key: 'seed', param: 'seed', alias: 'seed', attribute: 'seed',
    min: 0, max: 2 ** 32 - 1, fallback: 42,
  }),
  whole({
    key: 'dK', param: 'dk', alias: 'dk', attribute: 'd-k', label: 'd_k', subject: 'd_k',
    min: 1, max: 64, fallback: 3,
  }),
  whole({
    key: 'dV', param: 'dv', alias: 'dv', attribute: 'd-v', label: 'd_v', subject: 'd_v',
    min: 1, max: 64, fallback: 3,
  }),
];

// tokens="The cat sat down" and x="0.1,0.8,…; 0.9,0.1,…" go together and
// replace the seed's sentence (./attributes.js reads them with the core's
// parser); absent, the example is the seed's sentence. They have no field
// of their own: the embeddings editor is their control, and their messages
// (and the core's about X, tokens or dModel) go under it.
const text = (spec) => named({ kind: 'text', fallback: null, ...spec }, `walkthrough-${spec.param}`);

export const EMBEDDING_FIELDS = [
  text({ key: 'tokens', param: 'tokens', alias: 'tokens', attribute: 'tokens', arguments: ['tokens', 'X', 'dModel'] }),
  text({ key: 'x', param: 'x', alias: 'x', attribute: 'x' }),
];

export function adoptCoreLimits(limits) {
  const byKey = { seed: limits.maxSeed, dK: limits.maxHeadWidth, dV: limits.maxHeadWidth };
  for (const f of WALKTHROUGH_FIELDS) f.max = byKey[f.key];
}
