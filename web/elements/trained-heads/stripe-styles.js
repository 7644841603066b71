// The three stripes a head is scored on (./sequence.js finds their cells),
// as both trained-heads widgets draw them: one key label and one outline
// each, used by the maps of <attention-trained-heads> and of the trainer,
// by their keys and by the SVG export. The outlines differ in line as well
// as colour (dashed, dotted, solid and heavier), so no reader needs the colour.

import { message } from '../../lib/text/messages.js';

// The key's labels, in the language of whoever reads them.
export const STRIPE_LABELS = {
  get previous() { return message('trained-heads-stripe-previous'); },
  get duplicate() { return message('trained-heads-stripe-duplicate'); },
  get induction() { return message('trained-heads-stripe-induction'); },
};

export const STRIPE_STYLES = {
  previous: { colour: 'danger', line: 'dashed', width: 2 },
  duplicate: { colour: 'text', line: 'dotted', width: 2 },
  induction: { colour: 'accent', line: 'solid', width: 3 },
};

// What a matrix figure needs to outline and key some of them:
// {marks, markLabels, markStyles} for the stripes named, in this order.
export function stripeMarks(cells, names = Object.keys(STRIPE_STYLES)) {
  const pick = (table) => Object.fromEntries(names.map((name) => [name, table[name]]));
  return { marks: pick(cells), markLabels: pick(STRIPE_LABELS), markStyles: pick(STRIPE_STYLES) };
}
