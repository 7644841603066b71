// The course's recall prompts: short questions, each on an idea of one
// chapter. Two kinds:
//   - choice: pick one of three; a wrong choice gets feedback aimed at that
//     mistake. What the chapters derive, in words.
//   - typed (kind 'number', 'shape' or 'formula'): the reader writes a number
//     or a shape worked out from the question's sizes, or the formula itself
//     (./formula-answer.js reads it): produced from memory, not
//     recognised among choices. A wrong answer that is a known slip (the
//     kept scores counted instead of the hidden ones, d_k for √d_k…) gets
//     feedback aimed at it; any other gets the reason. Each answer is
//     computed here from the question's sizes, and checked against numpy or
//     torch in tests/js/review.test.mjs.
// They open each chapter after the first (RECALL_AT: two to four from
// earlier chapters, web/page/recall.js) and make the home page's review deck
// (./review.js brings each back on a schedule).

import { parseRichText } from '../text/rich-text.js';
import { near, parseAnswer, sameShape } from './answers.js';
import { parseFormula, sameFormula, shapeNote } from './formula-answer.js';
import { CHAPTERS } from '../../course.mjs';
//
// prompt: {id, from (the chapter file it was learned in), question,
//          choices: [{id, label, right?, feedback (wrong ones)}]}
//      or {id, from, question, kind: 'number' | 'shape', answer (a number,
//          or [rows, columns]), places (decimals asked for; a number
//          without is whole), why(answer text), mistakes: [{value, feedback}]}

const CHOICE = [
  {
    id: 'qkv/roles', from: 'scores.html',
    question: 'Which matrix’s rows does attention mix to make its output?',
    choices: [
      { id: 'v', right: true, label: 'V, the values.' },
      { id: 'k', label: 'K, the keys.', feedback: 'Keys are only compared with queries, to make the scores; what is mixed is what each token offers, its value row.' },
      { id: 'q', label: 'Q, the queries.', feedback: 'A query asks; it is dotted with the keys and never mixed. The output mixes the value rows.' },
    ],
  },
  {
    id: 'scores/shape', from: 'scores.html',
    question: 'Q is (n, d_k) and K is (n, d_k). What shape is Q·Kᵀ?',
    choices: [
      { id: 'nn', right: true, label: '(n, n).' },
      { id: 'dd', label: '(d_k, d_k).', feedback: 'That is Kᵀ·Q’s shape, which sums over tokens. Q·Kᵀ is (n, d_k) times (d_k, n): the d_k coordinates are summed away.' },
      { id: 'nd', label: '(n, d_k).', feedback: 'A product keeps the outer sizes: (n, d_k) times (d_k, n) is (n, n), one score for every query–key pair.' },
    ],
  },
  {
    id: 'scaling/why', from: 'scores.html',
    question: 'Why are the scores divided by √d_k?',
    choices: [
      { id: 'variance', right: true, label: 'To bring the variance of q·k from about d_k back to about 1.' },
      { id: 'sum', label: 'So that each row of weights sums to 1, whatever d_k is.', feedback: 'Softmax does that whatever the scores are divided by. √d_k controls how spread out the scores are.' },
      { id: 'mean', label: 'To average q·k over its d_k coordinates, one per term.', feedback: 'An average would divide by d_k and leave a variance of about 1/d_k: nearly uniform weights. √d_k is the standard deviation of q·k.' },
    ],
  },
  {
    id: 'masking/fill', from: 'scores.html',
    question: 'A causal mask hides key j from query i when j > i. What does it do to that score?',
    choices: [
      { id: 'minus-infinity', right: true, label: 'Adds −∞ to it, so that its weight after softmax is 0.' },
      { id: 'zero', label: 'Sets it to 0, so that the hidden key adds nothing.', feedback: 'A score of 0 is an ordinary score: e⁰ = 1, so the hidden key still gets weight. It takes −∞ to get a weight of 0.' },
      { id: 'after', label: 'Nothing before softmax: its weight is zeroed after it.', feedback: 'Zeroed after softmax, the row sums to less than 1: the hidden keys’ share is lost instead of going to the visible ones.' },
    ],
  },
  {
    id: 'softmax/stable', from: 'formula.html',
    question: 'Why subtract each row’s maximum before taking exp in softmax?',
    choices: [
      { id: 'overflow', right: true, label: 'So that exp cannot overflow; the weights do not change.' },
      { id: 'normalise', label: 'So that each row of weights sums to exactly 1.', feedback: 'Dividing by the sum does that. Subtracting the maximum changes no weight at all; it keeps every exp at most 1.' },
      { id: 'sharper', label: 'To make the weights sharper around the top key.', feedback: 'A shift common to the whole row cancels between numerator and denominator: the weights are exactly the same, only safe to compute.' },
    ],
  },
  {
    id: 'weighted-sum/output', from: 'formula.html',
    question: 'What is one query’s output row?',
    choices: [
      { id: 'average', right: true, label: 'The value rows, averaged with that query’s weights.' },
      { id: 'keys', label: 'The key rows, averaged with that query’s scores.', feedback: 'Keys only make the scores. The weights, after softmax, mix the value rows.' },
      { id: 'weights', label: 'That query’s row of weights, one per key.', feedback: 'The weights are the mixing proportions (n of them); the output is the mixture of the values, d_v wide.' },
    ],
  },
  {
    id: 'formula/output-shape', from: 'formula.html',
    question: 'One head, n tokens, d_k for queries and keys, d_v for values: what shape is its output?',
    choices: [
      { id: 'ndv', right: true, label: '(n, d_v).' },
      { id: 'ndk', label: '(n, d_k).', feedback: 'd_k lives only inside Q·Kᵀ and is summed away. The weights (n, n) times V (n, d_v) give (n, d_v).' },
      { id: 'nn', label: '(n, n).', feedback: 'That is the weights’ shape. Multiplied by V (n, d_v), they give one output row per query, d_v wide.' },
    ],
  },
  {
    id: 'multi-head/join', from: 'heads.html',
    question: 'h heads each give an (n, d_model/h) output. How are they joined?',
    choices: [
      { id: 'concat', right: true, label: 'Side by side into (n, d_model), then times W_O.' },
      { id: 'average', label: 'Averaged into one (n, d_model/h), then times W_O.', feedback: 'Averaging would blur what each head found. They are concatenated, and W_O mixes them.' },
      { id: 'sum', label: 'Added into one (n, d_model/h), then times W_O.', feedback: 'Adding would mix the heads’ coordinates before W_O could weigh them. They are concatenated side by side.' },
    ],
  },
  {
    id: 'multi-head/params', from: 'heads.html',
    question: 'One head of width d_model becomes h heads of width d_model/h. How many parameters do W_Q, W_K and W_V have now?',
    choices: [
      { id: 'same', right: true, label: 'The same as one wide head.' },
      { id: 'times', label: 'h times as many as one wide head.', feedback: 'Each head is narrower by h: h heads of d_model × d_model/h hold d_model² per projection, as one wide head does.' },
      { id: 'fewer', label: 'h times fewer than one wide head.', feedback: 'Each head is h times narrower, but there are h of them: d_model² per projection in all.' },
    ],
  },
  {
    id: 'online-softmax/rescale', from: 'inside.html',
    question: 'Online softmax: a new chunk brings a larger maximum. What happens to the running sum ℓ?',
    choices: [
      { id: 'rescale', right: true, label: 'The old ℓ is multiplied by e^(m − m′), then the new terms are added.' },
      { id: 'restart', label: 'It starts again from 0 and sums the new chunk’s terms.', feedback: 'That would forget every key read so far. Their terms are kept, rescaled to the new maximum by e^(m − m′).' },
      { id: 'add', label: 'The new terms are added; the old ℓ stays as it is.', feedback: 'The old terms are relative to the old maximum m; to be added to terms relative to m′ they are multiplied by e^(m − m′) first.' },
    ],
  },
  {
    id: 'learning/mask-gradient', from: 'inside.html',
    question: 'Does any gradient reach a score that the mask hid?',
    choices: [
      { id: 'no', right: true, label: 'No: its weight is 0, and so is its gradient.' },
      { id: 'normaliser', label: 'Yes: it still counts in the softmax’s sum.', feedback: 'A hidden key adds e^(−∞) = 0 to the sum, and its weight is 0: the softmax’s backward pass gives it dZ = 0.' },
      { id: 'half', label: 'Yes: half of it, through the normaliser.', feedback: 'There is no partial path: dZ_ij = P_ij (dP_ij − Σ_l P_il dP_il), and P_ij = 0 for a hidden key.' },
    ],
  },
  {
    id: 'trained-heads/two-layers', from: 'further.html',
    question: 'Why does an induction head need a second layer?',
    choices: [
      { id: 'copy', right: true, label: 'A first head must copy each token’s previous token into its position.' },
      { id: 'capacity', label: 'One layer has too few parameters to store the pairs.', feedback: 'It is not size: a single layer cannot look for “the token after an earlier copy”, because no position yet holds what came before it.' },
      { id: 'mask', label: 'The causal mask hides the earlier copy from one layer.', feedback: 'The earlier copy is in the past, so the mask lets the query see it; what is missing in one layer is the previous token copied into each position.' },
    ],
  },
];

// ---- typed prompts: sizes in the question, the answer computed from them ----

const causalHidden = (n) => (n * (n - 1)) / 2; // the keys after each query: (n−1) + … + 1 + 0
const softmaxFirst = (row) => Math.exp(row[0]) / row.reduce((sum, z) => sum + Math.exp(z), 0);

const TYPED = [
  {
    id: 'masking/hidden-count', from: 'scores.html', kind: 'number',
    question: 'A sentence of 6 tokens under a causal mask: how many of its 36 scores does the mask hide?',
    answer: causalHidden(6),
    why: (a) => `Query i may see keys 1 to i, itself included; the hidden scores are the ones above the diagonal, 5 + 4 + 3 + 2 + 1 = ${a}.`,
    mistakes: [
      { value: 36 - causalHidden(6), feedback: 'That is how many it keeps: the diagonal and everything below it.' },
      { value: 36 - 6, feedback: 'That hides every score off the diagonal; only keys after the query are hidden, the ones above it.' },
    ],
  },
  {
    id: 'scaling/divisor', from: 'scores.html', kind: 'number',
    question: 'Queries and keys are 64 wide (d_k = 64). By what number are the scores divided before softmax?',
    answer: Math.sqrt(64),
    why: (a) => `By √d_k = √64 = ${a}, the standard deviation of q·k when its 64 terms have variance 1.`,
    mistakes: [
      { value: 64, feedback: 'That is d_k itself: it would shrink the variance of the scores to 1/64 and make the weights nearly even.' },
    ],
  },
  {
    id: 'softmax/masked-row', from: 'formula.html', kind: 'number', places: 3,
    question: 'A row of scores (2, 0, −∞), the last key masked. What is the first weight after softmax? Give 3 decimals.',
    answer: softmaxFirst([2, 0, -Infinity]),
    why: (a) => `e² / (e² + e⁰ + e^(−∞)) = ${Math.exp(2).toFixed(3)} / (${Math.exp(2).toFixed(3)} + 1 + 0) = ${a}.`,
    mistakes: [
      { value: softmaxFirst([2, 0, 0]), feedback: 'The masked key was counted as a score of 0, but e^(−∞) = 0: it adds nothing to the sum.' },
      { value: 2 / 2, feedback: 'Softmax divides e^z, not z, by the sum of the row’s e^z.' },
    ],
  },
  {
    id: 'formula/weights-shape', from: 'formula.html', kind: 'shape',
    question: 'n = 7 tokens, d_k = 16, d_v = 32. What shape is the weights matrix P = softmax(QKᵀ/√d_k + M)?',
    answer: [7, 7],
    why: (a) => `${a}: one weight for every query–key pair; d_k is summed away in QKᵀ, and d_v only enters with V.`,
    mistakes: [
      { value: [7, 32], feedback: 'That is the output’s shape, P·V. P itself pairs queries with keys.' },
      { value: [7, 16], feedback: 'That is Q’s shape. QKᵀ sums over d_k, leaving one score per query–key pair.' },
    ],
  },
  {
    id: 'formula/write', from: 'formula.html', kind: 'formula',
    question: 'Write the formula of one attention head, mask included, from Q, K, V, the mask M and d_k.',
    answer: 'softmax(QKᵀ/√d_k + M)·V',
    why: (a) => `The formula is ${a}: the scores QKᵀ, scaled by √d_k, masked by adding M, a softmax along each row, and the weights mix the value rows.`,
    mistakes: [
      { value: 'softmax(QKᵀ/√d_k)·V', feedback: 'Right without the mask; the question asks for it: M is added to the scaled scores, inside the softmax.' },
      { value: 'softmax(QKᵀ/d_k + M)·V', feedback: 'That divides by d_k; the scale is its square root, √d_k, the standard deviation of q·k.' },
      { value: 'softmax(QKᵀ + M)·V', feedback: 'The scores are not scaled: divide QKᵀ by √d_k before the softmax.' },
      { value: 'softmax(KQᵀ/√d_k + M)·V', feedback: 'That is the score matrix transposed: row i must be query i’s scores over the keys, QKᵀ.' },
      { value: 'softmax(QKᵀ/√d_k + M, axis=0)·V', feedback: 'That normalises down each column, over the queries; the softmax runs along each row, over the keys.' },
      { value: 'softmax(QKᵀ + M)·V/√d_k', feedback: 'That scales the output, after the softmax; the scale goes on the scores, inside it.' },
    ],
  },
  {
    id: 'multi-head/head-width', from: 'heads.html', kind: 'number',
    question: 'A layer of width d_model = 512 has h = 8 heads. How wide is each head’s d_k?',
    answer: 512 / 8,
    why: (a) => `d_model / h = 512 / 8 = ${a}: the width is split across the heads, so the layer costs the same as one wide head.`,
    mistakes: [
      { value: 512, feedback: 'Each head gets a share of the width, not all of it: d_model / h.' },
      { value: 512 * 8, feedback: 'The heads split the width; they do not multiply it: d_model / h.' },
    ],
  },
  {
    id: 'multi-head/param-count', from: 'heads.html', kind: 'number',
    question: 'd_model = 8, with any number of heads and no biases: how many weights do W_Q, W_K, W_V and W_O hold together?',
    answer: 4 * 8 * 8,
    why: (a) => `Four matrices of d_model × d_model = 64 each: 4 × 64 = ${a}, however many heads share them.`,
    mistakes: [
      { value: 3 * 8 * 8, feedback: 'W_O counts too: it maps the concatenated heads, d_model wide, back to d_model.' },
    ],
  },
  {
    id: 'online-softmax/factor', from: 'inside.html', kind: 'number', places: 3,
    question: 'Online softmax: a new chunk raises the running maximum from 2 to 3. By what factor is the running sum multiplied? Give 3 decimals.',
    answer: Math.exp(2 - 3),
    why: (a) => `e^(m − m′) = e^(2 − 3) = ${a}: every term already in the sum was measured from the old maximum and must shrink to the new one.`,
    mistakes: [
      { value: Math.exp(3 - 2), feedback: 'That is e^(m′ − m): it grows the old terms, but each is now measured from a larger maximum and must shrink.' },
      { value: 1, feedback: 'Kept as it is, the old terms stay measured from the old maximum, 2, and no longer add up with the new ones.' },
    ],
  },
  {
    id: 'backward/dz-sum', from: 'inside.html', kind: 'number',
    question: 'The softmax’s backward pass gives a row of score gradients dz. Whatever dp is, what do that row’s entries add up to?',
    answer: 0,
    // A full sentence: after a wrong answer it follows that mistake's feedback.
    why: (a) => `The entries of dz add up to ${a}: adding the same number to every score of a row changes no weight, so the gradient has no component along (1, 1, …, 1).`,
    mistakes: [
      { value: 1, feedback: 'It is the weights that add up to 1, not the gradients of their scores.' },
    ],
  },
];

// Every prompt, in the course's order: by the chapter it is from, choices
// before typed answers within a chapter (the deck asks new prompts in this order).
const chapterIndex = (p) => CHAPTERS.findIndex((c) => c.file === p.from);
export const PROMPTS = [...CHOICE, ...TYPED].sort((a, b) => chapterIndex(a) - chapterIndex(b));

// The recall that opens each chapter after the first: ideas of earlier chapters.
// Each has at least one typed answer: writing it from memory is harder, and
// does more for recall, than picking it out.
export const RECALL_AT = {
  // Not why √d_k here: the chapter's own derivation asks it.
  'formula.html': ['qkv/roles', 'masking/hidden-count', 'scores/shape'],
  'heads.html': ['formula/write', 'softmax/stable', 'softmax/masked-row', 'scaling/why'],
  'inside.html': ['multi-head/join', 'multi-head/head-width', 'formula/output-shape'],
  'further.html': ['online-softmax/rescale', 'backward/dz-sum', 'weighted-sum/output'],
  // Spaced, from chapters 1, 2 and 3. Not chapter 5's two-layer question: it would answer the bug
  // gallery's last prediction ("an induction head in one layer") minutes before it is asked.
  'review.html': ['scaling/divisor', 'masking/fill', 'formula/weights-shape', 'multi-head/param-count'],
};

export const prompt = (id) => PROMPTS.find((p) => p.id === id);

// The order a prompt's choices are shown in: fixed per prompt (the same on
// every page and in the review deck), not the catalogue's, where the right
// one comes first. FNV-1a of "11/<prompt>/<choice>": the salt 11 is the
// first that puts the right choice first, second and third four times each
// (tests/js/review.test.mjs).
const hash = (text) => {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
};
const key = (p, c) => hash(`11/${p.id}/${c.id}`);
export const shownChoices = (p) => [...p.choices].sort((a, b) => key(p, a) - key(p, b));

export const isTyped = (p) => ['number', 'shape', 'formula'].includes(p.kind);

// A typed prompt's answer as the page writes it: 0.881, 15, (7, 7), or a formula as written.
export const answerText = (p, value = p.answer) => (p.kind === 'shape' ? `(${value[0]}, ${value[1]})`
  : p.kind === 'formula' ? value : p.places ? value.toFixed(p.places) : String(value));

// How far a typed number may be from the answer: half a unit in the last
// decimal asked for (0.8808 and 0.881 are right for 3 decimals), exact for a
// whole number.
const tolerance = (p) => (p.places ? 0.5 * 10 ** -p.places + 1e-12 : 0);
// A formula is the same when it computes the same (./formula-answer.js): any spelling of it is right.
const same = (p, value, expected) => (p.kind === 'shape' ? sameShape(value, expected)
  : p.kind === 'formula' ? sameFormula(value, parseFormula(expected).value) : near(value, expected, tolerance(p)));

function judgeTyped(p, text) {
  const read = parseAnswer(p, text);
  if (!read.ok) return { right: false, state: 'is-format', mark: '', text: read.message };
  const why = p.why(answerText(p));
  if (same(p, read.value, p.answer)) return { right: true, state: 'is-right', mark: '✓', text: `Right. ${why}` };
  const slip = p.mistakes.find((m) => same(p, read.value, m.value));
  // A formula that is no known slip may still not fit: its shapes say where.
  const feedback = slip ? slip.feedback : p.kind === 'formula' ? shapeNote(read.value, parseFormula(p.answer).value) : '';
  return { right: false, state: 'is-wrong', mark: '✗', text: `Not quite. ${feedback ? `${feedback} ` : ''}${why}` };
}

// given: the choice's id picked (undefined: nothing), or the text typed for a
// typed prompt. → {right, state, mark, text}
export function judgeRecall(p, given) {
  if (isTyped(p)) return judgeTyped(p, given);
  const choiceId = given;
  const choice = p.choices.find((c) => c.id === choiceId);
  if (!choice) return { right: false, state: 'is-format', mark: '', text: 'Pick one answer first.' };
  if (choice.right) return { right: true, state: 'is-right', mark: '✓', text: `Right: ${choice.label}` };
  return { right: false, state: 'is-wrong', mark: '✗', text: `Not quite. ${choice.feedback} The answer: ${p.choices.find((c) => c.right).label}` };
}

// ---- the recall that opens a chapter, as HTML (the build writes it into
// the page, so nothing moves when the page's script wires it up) ----

const escape = (text) => String(text).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
// Rich text (web/lib/text/rich-text.js) as HTML: what richText() makes in the DOM.
const richHtml = (text) => parseRichText(text).map((run) => ('text' in run ? escape(run.text)
  : `<var${run.word ? ' class="is-word"' : ''}>${escape(run.name)}</var>${run.sub === null ? '' : `<sub>${escape(run.sub)}</sub>`}`)).join('');

export const RECALL_TITLE = 'Before you start: recall';
export const RECALL_INTRO = 'Answer from memory, without scrolling back: recalling an idea is what makes it stay. '
  + 'Each answer also schedules the question in the review deck on the home page.';

// One prompt's form; `name` makes its radios' name and ids unique on the page.
export function promptHtml(p, name) {
  if (isTyped(p)) return typedHtml(p, name);
  const choices = shownChoices(p).map((c, k) => `<label class="answer-field__choice"><input type="radio" name="${name}" value="${escape(c.id)}" id="${name}-${k}"> `
    + `<span class="answer-field__choice-text">${richHtml(c.label)}</span></label>`).join('');
  return formHtml(p, `<fieldset class="answer-field answer-field--choice"><legend class="answer-field__label recall__question">${richHtml(p.question)}</legend>${choices}</fieldset>`);
}

// A typed prompt's form: the question labels one text box.
function typedHtml(p, name) {
  const hint = p.kind === 'shape' ? ' placeholder="(rows, columns)"'
    : p.kind === 'formula' ? ' placeholder="Plain text, numpy or LaTeX: a transpose as ^T, a root as sqrt( )"' : ' inputmode="decimal"';
  return formHtml(p, `<div class="answer-field"><label class="answer-field__label recall__question" for="${name}-0">${richHtml(p.question)}</label>`
    + `<input class="field__input answer-field__input recall__input" type="text" name="${name}" id="${name}-0" autocomplete="off" spellcheck="false"${hint}></div>`);
}

// Any prompt's form around its field: the Check button and the verdict's live region.
function formHtml(p, field) {
  return `<form class="recall__prompt" data-part="recall-prompt" data-prompt="${escape(p.id)}" novalidate>${field}`
    + '<button class="button" type="submit">Check</button>'
    + '<div class="recall__verdict" data-part="recall-verdict" aria-live="polite" hidden></div></form>';
}

// The chapter `file`'s opening recall, for <div class="recall" data-recall="file">.
export function recallHtml(file) {
  const ids = RECALL_AT[file];
  if (!ids) throw new Error(`data-recall="${file}": no chapter of that name has a recall (web/lib/course/recall.js RECALL_AT)`);
  const slug = file.replace(/\.html$/, '');
  return `<div class="recall" data-recall="${escape(file)}" role="group" aria-labelledby="recall-title-${slug}">`
    + `<h3 class="recall__title" id="recall-title-${slug}">${RECALL_TITLE}</h3><p class="recall__intro">${escape(RECALL_INTRO)}</p>`
    + ids.map((id, k) => promptHtml(prompt(id), `recall-${slug}-${k}`)).join('') + '</div>';
}

// Every prompt's form, for the home page's deck to clone (web/page/recall.js):
// the page makes no HTML from text, so the build writes it here, once.
export const PROMPT_NAME = 'review-prompt';
export const promptTemplate = () => `<template data-recall-prompts>${PROMPTS.map((p, k) => promptHtml(p, `${PROMPT_NAME}-${k}`)).join('')}</template>`;

// Every <div class="recall" data-recall="…"></div> in a section's HTML, filled.
export const withRecall = (html) => html.replace(/<div class="recall" data-recall="([^"]+)"><\/div>/g, (_, file) => recallHtml(file));
