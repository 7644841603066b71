// Whole messages put side by side as the language does. English writes ", "
// between list items and a space after a full stop; Chinese writes 、 or ；
// and nothing after 。. Each join is a catalogue message holding both parts
// (Fluent drops a message's own leading and trailing spaces, so a lone ", "
// could not be one). No Intl.ListFormat: engines word it differently.
import { message } from './messages.js';

function joinWith(id, items) {
  const kept = items.filter((item) => item !== '' && item != null).map(String);
  return kept.length ? kept.reduce((first, second) => message(id, { first, second })) : '';
}

// Items of one list: "0.274 for “The”, 0.164 for “cat”" / "…、…".
export const listItems = (items) => joinWith('shared-list-items', items);
// Clauses of one sentence, each with its own comma: "Q (n, d_k); K (n, d_k)" / "…；…".
export const listClauses = (items) => joinWith('shared-list-clauses', items);
// Whole sentences in a row: "Right. Why." / "对。为什么。"
export const sentences = (...texts) => joinWith('shared-two-sentences', texts);
// The space between two sentences when the second is appended as its own node: " " or "".
export const sentenceGap = () => message('shared-two-sentences', { first: '', second: '' });
// A name and a note on it, as on a button "SVG (vector image)" / "SVG（矢量图）".
export const nameAndNoteGap = () => message('shared-name-and-note', { name: '', note: '' });
// What comes between a label and its value, the colon included: ": " or "：".
export const labelColon = () => message('shared-label-colon', { label: '', value: '' });
