// The course's recall prompts: short questions, each on an idea of one
// chapter, answered by picking one of three choices; a wrong choice gets
// feedback aimed at that mistake. They open each chapter after the first
// (RECALL_AT: two to four from earlier chapters, web/page/recall.js) and make
// the home page's review deck (./review.js brings each back on a schedule).
// No numbers: what they ask is what the chapters derive, in words.

import { parseRichText } from '../text/rich-text.js';
//
// prompt: {id, from (the chapter file it was learned in), question,
//          choices: [{id, label, right?, feedback (wrong ones)}]}

export const PROMPTS = [
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
      { id: 'rescale', right: true, label: 'The old ℓ is multiplied by e^(μ − μ′), then the new terms are added.' },
      { id: 'restart', label: 'It starts again from 0 and sums the new chunk’s terms.', feedback: 'That would forget every key read so far. Their terms are kept, rescaled to the new maximum by e^(μ − μ′).' },
      { id: 'add', label: 'The new terms are added; the old ℓ stays as it is.', feedback: 'The old terms are relative to the old maximum μ; to be added to terms relative to μ′ they are multiplied by e^(μ − μ′) first.' },
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

// The recall that opens each chapter after the first: ideas of earlier chapters.
export const RECALL_AT = {
  'formula.html': ['scaling/why', 'masking/fill', 'scores/shape'],
  'heads.html': ['softmax/stable', 'formula/output-shape', 'qkv/roles'],
  'inside.html': ['multi-head/join', 'weighted-sum/output', 'softmax/stable'],
  'further.html': ['online-softmax/rescale', 'learning/mask-gradient', 'qkv/roles'],
  // Not chapter 4's or 5's questions again: spaced, from chapters 1, 3 and 5.
  'review.html': ['scaling/why', 'masking/fill', 'multi-head/params', 'trained-heads/two-layers'],
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

// choiceId: what the reader picked (undefined: nothing). → {right, state, mark, text}
export function judgeRecall(p, choiceId) {
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
  const choices = shownChoices(p).map((c, k) => `<label class="answer-field__choice"><input type="radio" name="${name}" value="${escape(c.id)}" id="${name}-${k}"> `
    + `<span class="answer-field__choice-text">${richHtml(c.label)}</span></label>`).join('');
  return `<form class="recall__prompt" data-part="recall-prompt" data-prompt="${escape(p.id)}" novalidate>`
    + `<fieldset class="answer-field answer-field--choice"><legend class="answer-field__label recall__question">${richHtml(p.question)}</legend>${choices}</fieldset>`
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
