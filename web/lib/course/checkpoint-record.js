// What the course keeps of a checkpoint (ProgressStore kinds `checkpoint`
// and `attempt`), as pure functions of the stored values, so that the
// checkpoint elements, the aids they lock and the home page read them one way.
//
//   attempt: the numbers a checkpoint shows now: {round, help, passed, steps?}.
//     `round` counts "New numbers" (0 for the reader's first draw); `help`
//     is set once the reader asks for help with these numbers (a step's
//     answer, an aid opened before passing); `passed`, once they pass them.
//     `steps`, while the attempt is under way: the steps passed so far, in
//     order, each {typed, help}: what the reader typed (or, for a step of
//     tiles, the tiles' ids), and whether that step's answer was shown
//     before it passed. A reload shows them done again (after the element
//     re-checks them); New numbers drops them. A by-hand pass keeps them
//     all, so the reader can look back at their worked row. Absent when
//     there are none, so an attempt without steps is stored as before.
//   checkpoint: the record, {solved: true, help}: passed, and whether every
//     pass so far used help. A pass without help is never taken back by a
//     later one with help. `true` is a pass recorded before checkpoints drew
//     the reader's own numbers (their answers were on screen): not counted.

// Bounds on what a stored step list may hold: more than any checkpoint has
// (the element then checks it against its own step count).
const MAX_STEPS = 16;
const MAX_ENTRIES = 32;
const MAX_TEXT = 200;

const isStep = (step) => step !== null && typeof step === 'object' && !Array.isArray(step)
  && typeof step.help === 'boolean' && Array.isArray(step.typed) && step.typed.length <= MAX_ENTRIES
  && step.typed.every((text) => typeof text === 'string' && text.length <= MAX_TEXT);

// The passed steps stored in an attempt, copied as {typed, help}; [] when
// there are none or when any of them is not that shape (a hand edit, junk):
// a list that is partly wrong is dropped whole, and the checkpoint starts
// afresh, rather than resumed at a step the reader never reached.
export function stepsOf(value) {
  const steps = value?.steps;
  if (!Array.isArray(steps) || steps.length > MAX_STEPS || !steps.every(isStep)) return [];
  return steps.map(({ typed, help }) => ({ typed: [...typed], help }));
}

// The attempt as stored, or the first one; anything else read as the first.
export function attemptOf(value) {
  const round = Number.isInteger(value?.round) && value.round >= 0 ? value.round : 0;
  const attempt = { round, help: value?.help === true, passed: value?.passed === true };
  const steps = stepsOf(value);
  return steps.length ? { ...attempt, steps } : attempt;
}

// The attempt with `steps` as its passed steps (none: the key goes).
export function withSteps(attempt, steps) {
  const { steps: _before, ...rest } = attempt;
  return steps.length ? { ...rest, steps: steps.map(({ typed, help }) => ({ typed: [...typed], help: help === true })) } : rest;
}

// The aids that give a checkpoint's answer (a calculator, a printout) are
// open once its numbers are passed, or the reader asked for help with them.
export const aidsOpen = (attempt) => attempt.passed || attempt.help;

export const withHelp = (attempt) => ({ ...attempt, help: true });

export const nextRound = (attempt) => ({ round: attempt.round + 1, help: false, passed: false });

// The reader's calendar day, as the record keeps it ("2026-12-04").
export function dayOf(date = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
const isDay = (day) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day);

// The days of passes without help a record holds: its first and its latest,
// when they differ. Anything else stored there (a hand edit) is read as none.
function daysOf(value) {
  const days = value?.days;
  return Array.isArray(days) && days.length <= 2 && days.every(isDay) ? [...days] : [];
}

// The record after a pass of `attempt` on `day`: without help if this pass
// or any before it was without help. A pass without help on a later day
// than the first is kept too: the promise is held when it is recalled
// again after a gap, not only minutes after the step that taught it.
export function recordPass(record, attempt, day) {
  const before = recordOf(record);
  const help = before.status === 'passed' ? false : attempt.help;
  const days = daysOf(record);
  if (!attempt.help && isDay(day) && days[0] !== day) days.splice(days.length ? 1 : 0, 1, day);
  return days.length ? { solved: true, help, days } : { solved: true, help };
}

// status: 'passed' (without help), 'with-help', 'earlier' (a pass from
// before the reader's own numbers) or 'none'; `again`: passed without help
// on two different days.
// A record of a pass, with help or without (not `true`, a pass from before).
export const isPass = (value) => value?.solved === true;

export function recordOf(value) {
  if (value === true) return { status: 'earlier', again: false };
  if (!isPass(value)) return { status: 'none', again: false };
  return { status: value.help === false ? 'passed' : 'with-help', again: value.help === false && daysOf(value).length === 2 };
}

export const passedWithoutHelp = (value) => recordOf(value).status === 'passed';
