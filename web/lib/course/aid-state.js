// Whether a checkpoint's aids are locked, and asking for help with it, from
// the shared ProgressStore alone (no core): for the widgets that are aids
// (./aids.js) and for the page's script, which holds back what a checkpoint
// guards (web/page/guards.js) without loading the checkpoints' plans.

import { aidsOpen, withHelp } from './checkpoint-record.js';
import { ProgressStore } from './progress-store.js';
import { numbersFor } from './reader-seed.js';

export const search = () => globalThis.location?.search ?? '';

// Whether checkpoint `name`'s aids are still locked: its numbers neither
// passed nor helped with.
export function aidsLocked(name, store = ProgressStore.shared(), query = search()) {
  return Boolean(name) && !aidsOpen(numbersFor(store, name, query).attempt);
}

// The reader asked for help with the numbers `name` shows now: its aids
// open, and a pass of these numbers counts as one with help.
export function askHelp(name, store = ProgressStore.shared(), query = search()) {
  const numbers = numbersFor(store, name, query);
  if (aidsOpen(numbers.attempt)) return;
  store.set('attempt', numbers.id, withHelp(numbers.attempt));
}
