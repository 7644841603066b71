// The aids that would give a checkpoint's answer away: the shape calculator
// above the shapes checkpoint, the softmax widget above the numerics one,
// the parameter calculator below the multi-head shapes, the worked example's
// printout under the by-hand row. On the course's pages such a widget names
// its checkpoint (aid-for="formula/shapes"), and until the reader has passed
// the numbers that checkpoint shows them, or asked for help with them
// (./checkpoint-record.js), it keeps the answer off the screen:
//   - the shape calculator stays in its closed disclosure, whose summary says
//     that opening it counts as asking for help (it prints every shape, in
//     symbols too, whatever the sizes);
//   - the others compute anything but the checkpoint's own numbers: those are
//     refused like a bad value, with a message saying why, and the last good
//     state stays.
// Embedded copies name no checkpoint and lock nothing.
//
// The comparisons are pure (Node tests call them); lockedOptions and
// askHelp read and write the shared ProgressStore.

import { routedError } from '../core/errors.js';
import { message } from '../text/messages.js';
import { aidsOpen } from './checkpoint-record.js';
import { optionsFor } from './checkpoints.js';
import { ProgressStore } from './progress-store.js';
import { numbersFor } from './reader-seed.js';
import { aidsLocked, askHelp, search } from './aid-state.js';

export { aidsLocked, askHelp };

// The options of the numbers checkpoint `name` shows the reader now, while
// they are locked; null once passed or helped with.
export function lockedOptions(am, name, store = ProgressStore.shared(), query = search()) {
  if (!name) return null;
  const numbers = numbersFor(store, name, query);
  if (aidsOpen(numbers.attempt)) return null;
  return optionsFor(name, am, { readerSeed: numbers.seed, round: numbers.round }).options;
}


// ---- what each aid refuses while its checkpoint is locked ----

// Where the checkpoint sits from the widget: below it, but above the
// parameter calculator (it ends chapter 3's split step, the calculator
// comes in the cost step after it) and above the worked example's
// printout (the by-hand row opens the worked example).
const LOCKED = () => message('course-aid-locked', { where: 'below' });
const LOCKED_ABOVE = () => message('course-aid-locked', { where: 'above' });

// <attention-softmax>: logits whose gaps (scale·z − max) are, within 0.05,
// those of the numerics checkpoint's z or −z (softmax depends only on the
// gaps, so a shifted copy gives the same weights). → message or null.
export function softmaxRefusal(options, logits, scale = 1) {
  if (!options || logits.length !== 3) return null;
  const z = String(options.z).split(',').map(Number);
  const gaps = (values) => values.map((v) => v - Math.max(...values));
  const mine = gaps(logits.map((v) => v * scale));
  const near = (target) => gaps(target).every((g, j) => Math.abs(g - mine[j]) < 0.05);
  return near(z) || near(z.map((v) => -v)) ? LOCKED() : null;
}

// <attention-params>: the multi-head checkpoint's d_model with its heads.
export function paramsRefusal(options, { dModel, heads }) {
  if (!options) return null;
  return Number(options['d-model']) === dModel && Number(options.heads) === heads ? LOCKED_ABOVE() : null;
}

// <attention-walkthrough>: the by-hand row's own example (its seed and
// widths, the seed's sentence).
export function walkthroughRefusal(options, { seed, dK, dV, embeddings }) {
  if (!options || embeddings) return null;
  return Number(options.seed) === seed && Number(options['d-k']) === dK && Number(options['d-v']) === dV ? LOCKED_ABOVE() : null;
}

// The shape calculator's summary while it is locked, and what opening it
// means: a note the calculator appends to its summary, starting with the
// space (or none) its language puts there, in the current language.
export const calculatorLockedNote = () => message('course-aid-calculator-note');

// In a widget's prepare(): throws, as a refusal of field `argument`, when
// the widget names a checkpoint (aid-for) whose numbers `refuse(options)`
// recognises in what it was asked to draw.
export function guardAid(host, am, refuse, argument) {
  const name = host.getAttribute('aid-for');
  const message = name ? refuse(lockedOptions(am, name)) : null;
  if (message) throw routedError(message, { argument, code: 'aid' });
}
