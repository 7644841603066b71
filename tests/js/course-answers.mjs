// What the course's questions say of what a reader answers, computed in
// Node as the elements compute it, against the real core: an exercise
// (web/lib/course/exercises.js judge, through the answer box's parseAnswer),
// a prediction (web/lib/course/predictions.js predictionVerdict) and a
// checkpoint's steps (web/lib/course/checkpoints.js judgeStep). The
// text is what the page shows (textContent): the verdict's mark, then the
// text with W_K, d_k… as name and subscript ("WK"). Used by the Node tests
// (course-exercises, course-predictions) and by the e2e tests, which check
// that the page shows exactly these verdicts.
import { loadAttentionMath } from './load-module.mjs';
import { EXERCISES, judge } from '../../web/lib/course/exercises.js';
import { PREDICTIONS, predictionVerdict } from '../../web/lib/course/predictions.js';
import { CHECKPOINTS, judgeStep, optionsFor } from '../../web/lib/course/checkpoints.js';
import { parseAnswer } from '../../web/lib/course/answer-field.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { formatNumber } from '../../web/lib/text/format.js';

const am = await loadAttentionMath();

// Rich text as the page's textContent has it: a symbol's name, then its subscript.
export const shown = (text) => parseRichText(text).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');

const solvedOf = new Map();
export function solved(name) {
  if (!solvedOf.has(name)) solvedOf.set(name, (EXERCISES[name] ?? PREDICTIONS[name]).solve(am));
  return solvedOf.get(name);
}

// What the exercise `name` says of `text` typed into its box: {state, text}.
export function answer(name, text) {
  const spec = EXERCISES[name];
  const read = parseAnswer(spec.answer, text);
  if (!read.ok) return { state: 'is-format', text: shown(read.message) };
  const verdict = judge(spec, solved(name), read.value);
  return { state: verdict.state, text: verdict.mark + shown(verdict.text) };
}

// What the prediction `name` says: `given` is the text typed (a text
// answer), a choice's value, or a sketch's bar values; `restored`, shown
// again on a later visit; `skipped`, "Just show me". A text answer the box
// refuses is its message (state is-format), and nothing is revealed.
export function predicted(name, given, { restored = false, skipped = false } = {}) {
  const spec = PREDICTIONS[name];
  let outcome;
  if (skipped) outcome = { skipped: true };
  else if (spec.answer.kind === 'choice') {
    const choices = typeof spec.answer.choices === 'function' ? spec.answer.choices(solved(name)) : spec.answer.choices;
    outcome = { answer: choices.find((c) => c.value === given).label, value: given };
  } else if (spec.answer.kind === 'sketch') {
    outcome = { answer: given.map((v) => formatNumber(v, 2)).join(', '), value: given }; // as the sketch says it
  } else {
    const read = parseAnswer(spec.answer, given);
    if (!read.ok) return { state: 'is-format', text: shown(read.message) };
    outcome = { answer: given.trim(), value: read.value };
  }
  const verdict = predictionVerdict(spec, solved(name), outcome, restored);
  return { state: verdict.state, text: (verdict.mark ?? '') + shown(verdict.text) };
}

// A prediction's question as the page shows it.
export function prompt(name) {
  const spec = PREDICTIONS[name];
  return shown(typeof spec.prompt === 'function' ? spec.prompt(solved(name)) : spec.prompt);
}

// A checkpoint worked through as <attention-by-hand name> works it: with
// its fixed numbers (its attributes at their defaults), or with a reader's
// ({readerSeed, round}: the numbers the page draws for that reader), or
// with `attributes` of its own: check(k, entries) → {state, text}, the text
// as the step's verdict shows it (a hint is followed by its "Show this
// step’s answer" button; a right step checked against exact values by one
// line per entry, "label: exact … · yours … ✓", and the sentence of why);
// `invalid`: the boxes the page marks aria-invalid. A right step is done,
// and the next steps see its values.
export function checkpoint(name, { readerSeed = null, round = 0, attributes = {} } = {}) {
  const spec = CHECKPOINTS[name];
  const fixed = readerSeed === null ? { ...spec.attributes, ...attributes } : attributes;
  const { options } = optionsFor(name, am, { attributes: fixed, readerSeed: readerSeed ?? 0, round });
  const s = spec.solve(am, options);
  const done = [];
  return {
    solved: s,
    options,
    check(k, entries) {
      const step = spec.steps[k];
      const result = judgeStep(step, s, done, step.entries(s), entries.map(String));
      if (result.state === 'is-format') return { state: result.state, text: shown(result.text), invalid: [result.at] };
      let text = result.mark + shown(result.text);
      const invalid = result.wrong.flatMap((wrong, j) => (wrong ? [j] : []));
      if (!result.right) return { state: result.state, text: `${text}Show this step’s answer`, invalid };
      done.push(result.values);
      if (result.checked) {
        for (const { label, parts } of result.checked.lines) text += `${shown(label)}: ${parts.join(' · ')} ✓`;
        if (result.checked.why) text += shown(result.checked.why);
      }
      return { state: result.state, text, invalid };
    },
    // The answer "Show this step’s answer" gives for step k now.
    answer: (k) => shown(`Answer: ${spec.steps[k].answer(s, done)}`),
  };
}
