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
import { message } from '../text/messages.js';
import { near, parseAnswer, sameShape } from './answers.js';
import { parseFormula, sameFormula, shapeNote } from './formula-answer.js';
import { CHAPTERS } from '../../course.mjs';
//
// prompt: {id, from (the chapter file it was learned in), question,
//          choices: [{id, label, right?, feedback (wrong ones)}]}
//      or {id, from, question, kind: 'number' | 'shape', answer (a number,
//          or [rows, columns]), places (decimals asked for; a number
//          without is whole), why(answer text), mistakes: [{value, feedback}]}
// Their words are messages of web/locales/ ("recall-…"): the tables name
// them, and readable() makes each a property that looks its message up when
// read, so that a page built, or a deck shown, in a language reads in it.

function readable(entry, fields) {
  for (const field of fields) {
    const id = entry[field];
    if (id !== undefined) Object.defineProperty(entry, field, { get: () => message(id), enumerable: true });
  }
  return entry;
}

const CHOICE = [
  {
    id: 'qkv/roles', from: 'scores.html',
    question: 'recall-qkv-roles-question',
    choices: [
      { id: 'v', right: true, label: 'recall-qkv-roles-choice-v' },
      { id: 'k', label: 'recall-qkv-roles-choice-k', feedback: 'recall-qkv-roles-choice-k-feedback' },
      { id: 'q', label: 'recall-qkv-roles-choice-q', feedback: 'recall-qkv-roles-choice-q-feedback' },
    ],
  },
  {
    id: 'scores/shape', from: 'scores.html',
    question: 'recall-scores-shape-question',
    choices: [
      { id: 'nn', right: true, label: 'recall-scores-shape-choice-nn' },
      { id: 'dd', label: 'recall-scores-shape-choice-dd', feedback: 'recall-scores-shape-choice-dd-feedback' },
      { id: 'nd', label: 'recall-scores-shape-choice-nd', feedback: 'recall-scores-shape-choice-nd-feedback' },
    ],
  },
  {
    id: 'scaling/why', from: 'scores.html',
    question: 'recall-scaling-why-question',
    choices: [
      { id: 'variance', right: true, label: 'recall-scaling-why-choice-variance' },
      { id: 'sum', label: 'recall-scaling-why-choice-sum', feedback: 'recall-scaling-why-choice-sum-feedback' },
      { id: 'mean', label: 'recall-scaling-why-choice-mean', feedback: 'recall-scaling-why-choice-mean-feedback' },
    ],
  },
  {
    id: 'masking/fill', from: 'scores.html',
    question: 'recall-masking-fill-question',
    choices: [
      { id: 'minus-infinity', right: true, label: 'recall-masking-fill-choice-minus-infinity' },
      { id: 'zero', label: 'recall-masking-fill-choice-zero', feedback: 'recall-masking-fill-choice-zero-feedback' },
      { id: 'after', label: 'recall-masking-fill-choice-after', feedback: 'recall-masking-fill-choice-after-feedback' },
    ],
  },
  {
    id: 'softmax/stable', from: 'formula.html',
    question: 'recall-softmax-stable-question',
    choices: [
      { id: 'overflow', right: true, label: 'recall-softmax-stable-choice-overflow' },
      { id: 'normalise', label: 'recall-softmax-stable-choice-normalise', feedback: 'recall-softmax-stable-choice-normalise-feedback' },
      { id: 'sharper', label: 'recall-softmax-stable-choice-sharper', feedback: 'recall-softmax-stable-choice-sharper-feedback' },
    ],
  },
  {
    id: 'weighted-sum/output', from: 'formula.html',
    question: 'recall-weighted-sum-output-question',
    choices: [
      { id: 'average', right: true, label: 'recall-weighted-sum-output-choice-average' },
      { id: 'keys', label: 'recall-weighted-sum-output-choice-keys', feedback: 'recall-weighted-sum-output-choice-keys-feedback' },
      { id: 'weights', label: 'recall-weighted-sum-output-choice-weights', feedback: 'recall-weighted-sum-output-choice-weights-feedback' },
    ],
  },
  {
    id: 'formula/output-shape', from: 'formula.html',
    question: 'recall-formula-output-shape-question',
    choices: [
      { id: 'ndv', right: true, label: 'recall-formula-output-shape-choice-ndv' },
      { id: 'ndk', label: 'recall-formula-output-shape-choice-ndk', feedback: 'recall-formula-output-shape-choice-ndk-feedback' },
      { id: 'nn', label: 'recall-formula-output-shape-choice-nn', feedback: 'recall-formula-output-shape-choice-nn-feedback' },
    ],
  },
  {
    id: 'multi-head/join', from: 'heads.html',
    question: 'recall-multi-head-join-question',
    choices: [
      { id: 'concat', right: true, label: 'recall-multi-head-join-choice-concat' },
      { id: 'average', label: 'recall-multi-head-join-choice-average', feedback: 'recall-multi-head-join-choice-average-feedback' },
      { id: 'sum', label: 'recall-multi-head-join-choice-sum', feedback: 'recall-multi-head-join-choice-sum-feedback' },
    ],
  },
  {
    id: 'multi-head/params', from: 'heads.html',
    question: 'recall-multi-head-params-question',
    choices: [
      { id: 'same', right: true, label: 'recall-multi-head-params-choice-same' },
      { id: 'times', label: 'recall-multi-head-params-choice-times', feedback: 'recall-multi-head-params-choice-times-feedback' },
      { id: 'fewer', label: 'recall-multi-head-params-choice-fewer', feedback: 'recall-multi-head-params-choice-fewer-feedback' },
    ],
  },
  {
    id: 'online-softmax/rescale', from: 'inside.html',
    question: 'recall-online-softmax-rescale-question',
    choices: [
      { id: 'rescale', right: true, label: 'recall-online-softmax-rescale-choice-rescale' },
      { id: 'restart', label: 'recall-online-softmax-rescale-choice-restart', feedback: 'recall-online-softmax-rescale-choice-restart-feedback' },
      { id: 'add', label: 'recall-online-softmax-rescale-choice-add', feedback: 'recall-online-softmax-rescale-choice-add-feedback' },
    ],
  },
  {
    id: 'learning/mask-gradient', from: 'inside.html',
    question: 'recall-learning-mask-gradient-question',
    choices: [
      { id: 'no', right: true, label: 'recall-learning-mask-gradient-choice-no' },
      { id: 'normaliser', label: 'recall-learning-mask-gradient-choice-normaliser', feedback: 'recall-learning-mask-gradient-choice-normaliser-feedback' },
      { id: 'half', label: 'recall-learning-mask-gradient-choice-half', feedback: 'recall-learning-mask-gradient-choice-half-feedback' },
    ],
  },
  {
    id: 'trained-heads/two-layers', from: 'further.html',
    question: 'recall-trained-heads-two-layers-question',
    choices: [
      { id: 'copy', right: true, label: 'recall-trained-heads-two-layers-choice-copy' },
      { id: 'capacity', label: 'recall-trained-heads-two-layers-choice-capacity', feedback: 'recall-trained-heads-two-layers-choice-capacity-feedback' },
      { id: 'mask', label: 'recall-trained-heads-two-layers-choice-mask', feedback: 'recall-trained-heads-two-layers-choice-mask-feedback' },
    ],
  },
];

// ---- typed prompts: sizes in the question, the answer computed from them ----

const causalHidden = (n) => (n * (n - 1)) / 2; // the keys after each query: (n−1) + … + 1 + 0
const softmaxFirst = (row) => Math.exp(row[0]) / row.reduce((sum, z) => sum + Math.exp(z), 0);

const TYPED = [
  {
    id: 'masking/hidden-count', from: 'scores.html', kind: 'number',
    question: 'recall-masking-hidden-count-question',
    answer: causalHidden(6),
    why: (a) => message('recall-masking-hidden-count-why', { answer: a }),
    mistakes: [
      { value: 36 - causalHidden(6), feedback: 'recall-masking-hidden-count-slip-kept' },
      { value: 36 - 6, feedback: 'recall-masking-hidden-count-slip-off-diagonal' },
    ],
  },
  {
    id: 'scaling/divisor', from: 'scores.html', kind: 'number',
    question: 'recall-scaling-divisor-question',
    answer: Math.sqrt(64),
    why: (a) => message('recall-scaling-divisor-why', { answer: a }),
    mistakes: [
      { value: 64, feedback: 'recall-scaling-divisor-slip-dk' },
    ],
  },
  {
    id: 'softmax/masked-row', from: 'formula.html', kind: 'number', places: 3,
    question: 'recall-softmax-masked-row-question',
    answer: softmaxFirst([2, 0, -Infinity]),
    why: (a) => message('recall-softmax-masked-row-why', { answer: a, exp: Math.exp(2).toFixed(3) }),
    mistakes: [
      { value: softmaxFirst([2, 0, 0]), feedback: 'recall-softmax-masked-row-slip-zero-score' },
      { value: 2 / 2, feedback: 'recall-softmax-masked-row-slip-no-exp' },
    ],
  },
  {
    id: 'formula/weights-shape', from: 'formula.html', kind: 'shape',
    question: 'recall-formula-weights-shape-question',
    answer: [7, 7],
    why: (a) => message('recall-formula-weights-shape-why', { answer: a }),
    mistakes: [
      { value: [7, 32], feedback: 'recall-formula-weights-shape-slip-output' },
      { value: [7, 16], feedback: 'recall-formula-weights-shape-slip-queries' },
    ],
  },
  {
    id: 'formula/write', from: 'formula.html', kind: 'formula',
    question: 'recall-formula-write-question',
    answer: 'softmax(QKᵀ/√d_k + M)·V',
    why: (a) => message('recall-formula-write-why', { answer: a }),
    mistakes: [
      { value: 'softmax(QKᵀ/√d_k)·V', feedback: 'recall-formula-write-slip-no-mask' },
      { value: 'softmax(QKᵀ/d_k + M)·V', feedback: 'recall-formula-write-slip-dk' },
      { value: 'softmax(QKᵀ + M)·V', feedback: 'recall-formula-write-slip-unscaled' },
      { value: 'softmax(KQᵀ/√d_k + M)·V', feedback: 'recall-formula-write-slip-transposed' },
      { value: 'softmax(QKᵀ/√d_k + M, axis=0)·V', feedback: 'recall-formula-write-slip-columns' },
      { value: 'softmax(QKᵀ + M)·V/√d_k', feedback: 'recall-formula-write-slip-output-scaled' },
    ],
  },
  {
    id: 'multi-head/head-width', from: 'heads.html', kind: 'number',
    question: 'recall-multi-head-head-width-question',
    answer: 512 / 8,
    why: (a) => message('recall-multi-head-head-width-why', { answer: a }),
    mistakes: [
      { value: 512, feedback: 'recall-multi-head-head-width-slip-whole' },
      { value: 512 * 8, feedback: 'recall-multi-head-head-width-slip-multiplied' },
    ],
  },
  {
    id: 'multi-head/param-count', from: 'heads.html', kind: 'number',
    question: 'recall-multi-head-param-count-question',
    answer: 4 * 8 * 8,
    why: (a) => message('recall-multi-head-param-count-why', { answer: a }),
    mistakes: [
      { value: 3 * 8 * 8, feedback: 'recall-multi-head-param-count-slip-no-output' },
    ],
  },
  {
    id: 'online-softmax/factor', from: 'inside.html', kind: 'number', places: 3,
    question: 'recall-online-softmax-factor-question',
    answer: Math.exp(2 - 3),
    why: (a) => message('recall-online-softmax-factor-why', { answer: a }),
    mistakes: [
      { value: Math.exp(3 - 2), feedback: 'recall-online-softmax-factor-slip-upside-down' },
      { value: 1, feedback: 'recall-online-softmax-factor-slip-unchanged' },
    ],
  },
  {
    id: 'backward/dz-sum', from: 'inside.html', kind: 'number',
    question: 'recall-backward-dz-sum-question',
    answer: 0,
    // A full sentence: after a wrong answer it follows that mistake's feedback.
    why: (a) => message('recall-backward-dz-sum-why', { answer: a }),
    mistakes: [
      { value: 1, feedback: 'recall-backward-dz-sum-slip-weights' },
    ],

  },
];

// Every prompt, in the course's order: by the chapter it is from, choices
// before typed answers within a chapter (the deck asks new prompts in this order).
const chapterIndex = (p) => CHAPTERS.findIndex((c) => c.file === p.from);
for (const p of CHOICE) p.choices.forEach((c) => readable(c, ['label', 'feedback']));
for (const p of TYPED) p.mistakes.forEach((m) => readable(m, ['feedback']));
export const PROMPTS = [...CHOICE, ...TYPED].map((p) => readable(p, ['question'])).sort((a, b) => chapterIndex(a) - chapterIndex(b));

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
  if (same(p, read.value, p.answer)) return { right: true, state: 'is-right', mark: '✓', text: message('recall-verdict-typed-right', { why }) };
  const slip = p.mistakes.find((m) => same(p, read.value, m.value));
  // A formula that is no known slip may still not fit: its shapes say where.
  const feedback = slip ? slip.feedback : p.kind === 'formula' ? shapeNote(read.value, parseFormula(p.answer).value) : '';
  const verdict = feedback ? message('recall-verdict-typed-slip', { feedback, why }) : message('recall-verdict-typed-wrong', { why });
  return { right: false, state: 'is-wrong', mark: '✗', text: verdict };
}

// given: the choice's id picked (undefined: nothing), or the text typed for a
// typed prompt. → {right, state, mark, text}
export function judgeRecall(p, given) {
  if (isTyped(p)) return judgeTyped(p, given);
  const choiceId = given;
  const choice = p.choices.find((c) => c.id === choiceId);
  if (!choice) return { right: false, state: 'is-format', mark: '', text: message('recall-pick-first') };
  if (choice.right) return { right: true, state: 'is-right', mark: '✓', text: message('recall-verdict-choice-right', { answer: choice.label }) };
  return { right: false, state: 'is-wrong', mark: '✗', text: message('recall-verdict-choice-wrong', {
    feedback: choice.feedback, answer: p.choices.find((c) => c.right).label }) };
}

// ---- the recall that opens a chapter, as HTML (the build writes it into
// the page, so nothing moves when the page's script wires it up) ----

const escape = (text) => String(text).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
// Rich text (web/lib/text/rich-text.js) as HTML: what richText() makes in the DOM.
const richHtml = (text) => parseRichText(text).map((run) => ('text' in run ? escape(run.text)
  : `<var${run.word ? ' class="is-word"' : ''}>${escape(run.name)}</var>${run.sub === null ? '' : `<sub>${escape(run.sub)}</sub>`}`)).join('');

// One prompt's form; `name` makes its radios' name and ids unique on the page.
export function promptHtml(p, name) {
  if (isTyped(p)) return typedHtml(p, name);
  const choices = shownChoices(p).map((c, k) => `<label class="answer-field__choice"><input type="radio" name="${name}" value="${escape(c.id)}" id="${name}-${k}"> `
    + `<span class="answer-field__choice-text">${richHtml(c.label)}</span></label>`).join('');
  return formHtml(p, `<fieldset class="answer-field answer-field--choice"><legend class="answer-field__label recall__question">${richHtml(p.question)}</legend>${choices}</fieldset>`);
}

// A typed prompt's form: the question labels one text box. A formula's
// box says how to write one in a hint under it, not in a placeholder: the
// sentence is longer than the box on a phone, and a placeholder goes away
// as soon as the reader types.
function typedHtml(p, name) {
  const attributes = {
    shape: ` placeholder="${escape(message('recall-placeholder-shape'))}"`,
    formula: ` aria-describedby="${name}-hint"`,
  }[p.kind] ?? ' inputmode="decimal"';
  const hint = p.kind === 'formula' ? `<p class="field__hint" id="${name}-hint">${escape(message('recall-formula-hint'))}</p>` : '';
  return formHtml(p, `<div class="answer-field"><label class="answer-field__label recall__question" for="${name}-0">${richHtml(p.question)}</label>`
    + `<input class="field__input answer-field__input recall__input" type="text" name="${name}" id="${name}-0" autocomplete="off" spellcheck="false"${attributes}>${hint}</div>`);
}

// Any prompt's form around its field: the Check button and the verdict's live region.
function formHtml(p, field) {
  return `<form class="recall__prompt" data-part="recall-prompt" data-prompt="${escape(p.id)}" novalidate>${field}`
    + `<button class="button" type="submit">${escape(message('recall-check'))}</button>`
    + '<div class="recall__verdict" data-part="recall-verdict" aria-live="polite" hidden></div></form>';
}

// The chapter `file`'s opening recall, for <div class="recall" data-recall="file">.
export function recallHtml(file) {
  const ids = RECALL_AT[file];
  if (!ids) throw new Error(`data-recall="${file}": no chapter of that name has a recall (web/lib/course/recall.js RECALL_AT)`); // developer-facing
  const slug = file.replace(/\.html$/, '');
  return `<div class="recall" data-recall="${escape(file)}" role="group" aria-labelledby="recall-title-${slug}">`
    + `<h3 class="recall__title" id="recall-title-${slug}">${escape(message('recall-title'))}</h3><p class="recall__intro">${escape(message('recall-intro'))}</p>`
    + ids.map((id, k) => promptHtml(prompt(id), `recall-${slug}-${k}`)).join('') + '</div>';
}

// Every prompt's form, for the home page's deck to clone (web/page/recall.js):
// the page makes no HTML from text, so the build writes it here, once.
export const PROMPT_NAME = 'review-prompt';
export const promptTemplate = () => `<template data-recall-prompts>${PROMPTS.map((p, k) => promptHtml(p, `${PROMPT_NAME}-${k}`)).join('')}</template>`;

// Every <div class="recall" data-recall="…"></div> in a section's HTML, filled.
export const withRecall = (html) => html.replace(/<div class="recall" data-recall="([^"]+)"><\/div>/g, (_, file) => recallHtml(file));
