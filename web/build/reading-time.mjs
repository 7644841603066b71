// How long a chapter takes, estimated from its sections' HTML by the method
// written out in web/course.mjs. The manifest keeps its own figures (they are
// part of the contract); this is what tests/js/course.test.mjs checks them
// against, so that adding a widget or an exercise shows up as a stale figure.
//
// Two figures per chapter: the main path, and the optional extras a reader
// may open. Everything inside a <details> of a section (the "Go deeper: …"
// and "More practice" disclosures) is optional, except its <summary>, which
// every reader passes; everything else is the main path.

const WORDS_PER_MINUTE = 200;
const MINUTES_PER_EQUATION = 0.25;
const MINUTES_PER_WIDGET = 2;
// Elements that cost more (or less) than a widget: a prediction is a quick
// guess, an exercise a short calculation. The old exercise set holds eight
// exercises in one element.
const MINUTES_BY_TAG = {
  'attention-predict': 1,
  'attention-exercise': 2,
  'attention-exercises': 8 * 2,
  // The blank-slate derivation: ten parts to order, seven shapes to give and
  // four questions of three or four reasons (some 450 words of its own).
  'attention-derive': 6,
  // A recall question: three choices, or a short typed answer worked out
  // from the question's sizes (one small sum or product), picked or written
  // from memory (Quantum Country's prompts take a median of 6 s once known;
  // a first answer takes longer).
  'recall-prompt': 0.5,
};
// <attention-by-hand> holds the checkpoints. Computing a whole row of the
// worked example by hand (four dot products, a max, four exps, a sum, four
// divisions, a weighted sum) is the long one, and so is the capstone (one
// head's row from its shapes to its output); the others ask for shapes read
// off the sizes, or for short entries (NaN, 0, −1, e⁻¹…).
const BY_HAND_ROW = /\/(?:by-hand|capstone)$/; // a row computed by hand, five steps or more
const MINUTES_PER_BY_HAND_ROW = 6;
const MINUTES_PER_CHECKPOINT = 3; // any other checkpoint
// The capstone's sixth step, after its row: the gradient back to the row's
// four scores (a weighted mean of dp, then four differences times a weight).
const MINUTES_BY_CHECKPOINT = { 'takeaways/capstone': MINUTES_PER_BY_HAND_ROW + 1.5 };

const DETAILS_TAG = /<(\/?)details\b([^>]*)>/g;
// A disclosure every reader is meant to open (a takeaway's answer, behind
// its question so that it is recalled first) is on the main path.
const ON_MAIN_PATH = /\bdata-path="main"/;

// Splits a section into what the main path shows and what its disclosures
// hold (nested ones included); summaries count as main.
export function splitOptional(html) {
  const source = html.replace(/<!--[\s\S]*?-->/g, ' ');
  let main = '';
  let optional = '';
  const open = []; // the disclosures we are inside: true for an optional one
  let at = 0;
  for (const match of source.matchAll(DETAILS_TAG)) {
    const piece = source.slice(at, match.index);
    if (!open.includes(true)) main += piece;
    else optional += piece;
    at = match.index + match[0].length;
    if (match[1]) open.pop();
    else open.push(!ON_MAIN_PATH.test(match[2]));
  }
  if (!open.includes(true)) main += source.slice(at);
  else optional += source.slice(at);
  const summaries = [];
  optional = optional.replace(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g, (_, inner) => {
    summaries.push(inner);
    return ' ';
  });
  return { main: `${main} ${summaries.join(' ')}`, optional };
}

// Text only a screen reader hears (the formula map's spoken names for its
// typeset terms) is not read on top of what the page shows: left out.
const VISUALLY_HIDDEN = /<span class="visually-hidden">[^<]*<\/span>/g;

function counts(html) {
  const text = html
    .replace(VISUALLY_HIDDEN, ' ')
    .replace(/\\\[[\s\S]*?\\\]/g, ' formula ')
    .replace(/\\\([\s\S]*?\\\)/g, ' formula ')
    .replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  // \[ opens a display equation; \\[0.3em] inside one is a line break.
  const equations = (html.match(/(?<!\\)\\\[/g) ?? []).length;
  const elements = [...html.matchAll(/<(attention-[a-z0-9-]+)\b([^>]*)>/g)]
    .map(([, tag, attributes]) => ({ tag, name: /\bname="([^"]*)"/.exec(attributes)?.[1] ?? '' }));
  // A chapter's opening recall, as the build writes it (web/lib/course/recall.js):
  // its words are read above, and each question is answered.
  for (const [, name] of html.matchAll(/data-part="recall-prompt" data-prompt="([^"]+)"/g)) elements.push({ tag: 'recall-prompt', name });
  return { words, equations, elements };
}

// → {main: {words, equations, elements}, optional: {…}}; an element is {tag, name}.
export function sectionCounts(html) {
  const { main, optional } = splitOptional(html);
  return { main: counts(main), optional: counts(optional) };
}

function elementMinutes({ tag, name }) {
  if (tag in MINUTES_BY_TAG) return MINUTES_BY_TAG[tag];
  if (tag === 'attention-by-hand') return MINUTES_BY_CHECKPOINT[name] ?? (BY_HAND_ROW.test(name) ? MINUTES_PER_BY_HAND_ROW : MINUTES_PER_CHECKPOINT);
  if (tag.endsWith('-checkpoint')) return MINUTES_PER_CHECKPOINT;
  return MINUTES_PER_WIDGET;
}

function minutesOf({ words, equations, elements }) {
  return words / WORDS_PER_MINUTE + equations * MINUTES_PER_EQUATION
    + elements.reduce((sum, element) => sum + elementMinutes(element), 0);
}

// → {main, optional}, in minutes, for a chapter made of these sections.
export function estimateMinutes(sectionHtmls) {
  let main = 0;
  let optional = 0;
  for (const html of sectionHtmls) {
    const parts = sectionCounts(html);
    main += minutesOf(parts.main);
    optional += minutesOf(parts.optional);
  }
  return { main, optional };
}
