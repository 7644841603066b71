// Spaced retrieval on the page (no core needed, so the home page has it too):
//   - [data-recall="<chapter file>"]: the recall that opens a chapter, two to
//     four prompts from earlier chapters (web/lib/course/recall.js RECALL_AT),
//     written into the page by the build, wired here;
//   - [data-review-deck]: the home page's review deck, the prompts due now
//     (web/lib/course/review.js), up to five at a time;
//   - [data-progress-file]: save the progress to a file, load it from one
//     (web/lib/course/progress-file.js); works from file:// (a download link
//     made from a Blob, a file input read with FileReader).
// Every answer, in a chapter or on the home page, schedules its card. A
// prompt is one fieldset of radios, or one text box for a typed answer, and
// a Check button; its feedback is a live region, aimed at the answer given.

import { isTyped, judgeRecall, prompt } from '../lib/course/recall.js';
import { answer, answeredToday, deck, dueText, whenText } from '../lib/course/review.js';
import { FILE_NAME, progressFile, readProgressFile } from '../lib/course/progress-file.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';
import { sentenceGap, sentences } from '../lib/text/join.js';
import { showVerdict } from '../lib/course/feedback.js';

let count = 0;
const DECK_SIZE = 5;

// A prompt shown answered: the verdict, when the card comes back, the
// inputs disabled and the Check button gone.
function showAnswered(form, result, card, now) {
  const body = showVerdict(form.querySelector('[data-part="recall-verdict"]'), result.state, result.text, result.mark);
  body.append(sentenceGap(), card.due > now ? message('course-map-recall-next-review', { when: whenText(card.due, now) }) : message('course-map-recall-due-again'));
  for (const input of form.querySelectorAll('input')) input.disabled = true;
  form.querySelector('button[type="submit"]')?.remove();
  form.dataset.answered = '';
}

// Wires one prompt's form (written by the build, or copied from the build's template for the
// deck): Check judges the choice, shows the feedback, schedules the card;
// `after(card)` once answered.
function wireForm(store, form, after = () => {}) {
  const p = prompt(form.dataset.prompt);
  const verdict = form.querySelector('[data-part="recall-verdict"]');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const given = isTyped(p) ? form.querySelector('input[type="text"]').value : form.querySelector('input:checked')?.value;
    const result = judgeRecall(p, given);
    if (result.state === 'is-format') {
      showVerdict(verdict, result.state, result.text, result.mark);
      return;
    }
    const now = Date.now();
    const card = answer(store, p.id, result.right, now, given);
    showAnswered(form, result, card, now);
    after(card);
  });
  return form;
}

// A chapter's prompt answered earlier today (review.js answeredToday: the
// rule) is shown as it was left: the reader's answer, its verdict judged
// again, when the card comes back. Nothing is scheduled: this is not a new
// answer. A stored answer the prompt cannot take (a hand edit) is ignored.
function restoreAnswered(store, form) {
  const p = prompt(form.dataset.prompt);
  const now = Date.now();
  const card = store.get('review', p.id);
  const given = answeredToday(card, now);
  if (given === null) return;
  const result = judgeRecall(p, given);
  if (result.state === 'is-format') return;
  if (isTyped(p)) {
    form.querySelector('input[type="text"]').value = given;
  } else {
    const radio = [...form.querySelectorAll('input[type="radio"]')].find((input) => input.value === given);
    if (!radio) return;
    radio.checked = true;
  }
  showAnswered(form, result, card, now);
}

// A prompt's form for the deck: a copy of the one the build wrote into the
// page's template (promptTemplate), its radios' name and ids made unique.
function promptForm(store, p, after) {
  count += 1;
  const source = document.querySelector('template[data-recall-prompts]')?.content.querySelector(`[data-prompt="${CSS.escape(p.id)}"]`);
  if (!source) throw new Error(`the page has no recall prompt ${p.id} (web/build/page.mjs writes them)`); // developer-facing
  const form = source.cloneNode(true);
  const name = form.querySelector('input').name;
  for (const node of form.querySelectorAll(`[name="${name}"]`)) node.name = `review-${count}`;
  for (const node of form.querySelectorAll(`[id^="${name}-"]`)) node.id = node.id.replace(name, `review-${count}`);
  for (const node of form.querySelectorAll(`[for^="${name}-"]`)) node.htmlFor = node.htmlFor.replace(name, `review-${count}`);
  return wireForm(store, form, after);
}

// The build wrote the chapter's recall into the page (web/build/page.mjs).
function initChapterRecall(store, box) {
  for (const form of box.querySelectorAll('[data-prompt]')) {
    wireForm(store, form);
    restoreAnswered(store, form);
  }
}

function initDeck(store, box) {
  const status = part(el('p', 'recall__status'), 'deck-status');
  status.setAttribute('role', 'status');
  const list = el('div', 'recall__deck');
  box.append(status, list);
  const draw = () => {
    const now = Date.now();
    const { due, fresh, next, size } = deck(store, now);
    const asked = new Set([...list.querySelectorAll('[data-prompt]')].map((n) => n.dataset.prompt));
    // Answered prompts stay with their feedback until the page is left; new ones join.
    const waiting = () => list.querySelectorAll('[data-prompt]:not([data-answered])').length;
    const adding = due.filter((p) => !asked.has(p.id)).slice(0, Math.max(0, DECK_SIZE - waiting()));
    list.append(...adding.map((p) => promptForm(store, p, draw)));
    const open = waiting();
    if (size === 0) status.textContent = message('course-map-deck-empty');
    else if (open > 0) status.textContent = dueText(due.length, fresh);
    else if (next === null) status.textContent = message('course-map-deck-nothing-due');
    else status.textContent = sentences(message('course-map-deck-nothing-due'), message('course-map-deck-next-question', { when: whenText(next, now) }));
  };
  document.addEventListener('attention-progress', (event) => { if (event.detail?.kind !== 'review') draw(); });
  draw();
}

function initProgressFile(store, box) {
  const save = el('button', 'button button--quiet', message('course-map-progress-save'));
  save.type = 'button';
  const loadId = `progress-file-${++count}`;
  const loadLabel = el('label', 'progress-file__label', message('course-map-progress-load-label'));
  loadLabel.htmlFor = loadId;
  const input = el('input', 'progress-file__input');
  Object.assign(input, { type: 'file', id: loadId, accept: '.json,application/json' });
  const note = part(el('p', 'progress-file__message'), 'progress-file-message');
  note.setAttribute('role', 'status');
  save.addEventListener('click', () => {
    const blob = new Blob([progressFile(store.snapshot(), Date.now())], { type: 'application/json' });
    const link = el('a');
    link.href = URL.createObjectURL(blob);
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    note.textContent = message('course-map-progress-saved', { file: FILE_NAME });
  });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const read = readProgressFile(String(reader.result));
      if (read.ok) store.replace(read.state);
      if (!read.ok) note.textContent = read.message;
      else if (read.saved) note.textContent = message('course-map-progress-loaded-saved', { date: read.saved.slice(0, 10) });
      else note.textContent = message('course-map-progress-loaded');
      input.value = '';
    };
    reader.onerror = () => { note.textContent = message('course-map-progress-unreadable'); };
    reader.readAsText(file);
  });
  box.append(save, loadLabel, input, note);
}

export function initRecall(store) {
  for (const box of document.querySelectorAll('[data-recall]')) initChapterRecall(store, box);
  for (const box of document.querySelectorAll('[data-review-deck]')) initDeck(store, box);
  for (const box of document.querySelectorAll('[data-progress-file]')) initProgressFile(store, box);
}
