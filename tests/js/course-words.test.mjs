// What the course's questions say to a reader, under Node with the real
// core: every prompt, hint, verdict and answer of the predictions,
// exercises and checkpoints (web/lib/course/), for right and wrong answers.
// A newcomer does not know what "the core" is: the page says "computed
// live" (and where the numbers come from, once, on the home page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { PREDICTIONS } from '../../web/lib/course/predictions.js';
import { EXERCISES } from '../../web/lib/course/exercises.js';
import { CHECKPOINTS } from '../../web/lib/course/checkpoints.js';

const am = await loadAttentionMath();
const JARGON = /\bcore\b|C\+\+/i;
const call = (f, ...args) => (typeof f === 'function' ? f(...args) : f);

// Answers worth judging: every choice, a few numbers and shapes, the
// sketch's start and its truth.
function candidates(answer, s) {
  if (answer.kind === 'choice') return call(answer.choices, s).map((c) => c.value);
  if (answer.kind === 'sketch') return [call(answer.start, s), answer.truth(s)];
  if (answer.kind === 'shape') return [[5, 2], [2, 5], [5, 4], [7, 7], [16, 16], [8, 2]];
  return [0, 1, 16, 256, 8];
}

function noJargon(where, texts) {
  for (const text of texts.flat()) {
    if (typeof text === 'string') assert.doesNotMatch(text, JARGON, `${where}: ${text}`);
  }
}

test('the predictions never say "the core" to the reader', () => {
  for (const [name, spec] of Object.entries(PREDICTIONS)) {
    const s = spec.solve(am);
    const judged = candidates(spec.answer, s).map((value) => spec.judge(value, s).text);
    noJargon(name, [call(spec.prompt, s), spec.explain(s), judged, (spec.code ?? []).map((line) => line.text)]);
  }
});

test('nor do the exercises', () => {
  for (const [name, spec] of Object.entries(EXERCISES)) {
    const s = spec.solve(am);
    const hints = [0, 1, 8, 64, [5, 2], [10, 64], [0.1, 0.2, 0.7]].map((value) => {
      try {
        return spec.hint(value, s);
      } catch {
        return ''; // a value of the wrong kind for this exercise
      }
    });
    noJargon(name, [spec.prompt, spec.explain(s), hints]);
  }
});

test('nor do the checkpoints, step by step, with the exact values as the answers', () => {
  for (const [name, spec] of Object.entries(CHECKPOINTS)) {
    const attributes = Object.fromEntries(Object.entries(spec.attributes ?? {}).map(([k, v]) => [k, String(v)]));
    const s = spec.solve(am, attributes);
    const texts = [spec.title, spec.intro(s), spec.given(s).map((g) => g.caption)];
    const done = [];
    for (const step of spec.steps) {
      const size = step.entries(s).length;
      const values = step.references(s, done, Array(size).fill(NaN))[0];
      texts.push(step.title, step.ask(s, done), step.entries(s), step.answer(s, done), step.because?.(s) ?? '',
        Array.from({ length: size }, (_, j) => step.hint(s, done, values, j)),
        (step.mistakes?.(s, done) ?? []).map(([, hint]) => hint));
      done.push(values);
    }
    noJargon(name, texts);
  }
});
