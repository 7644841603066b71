// What the course keeps of a checkpoint (ProgressStore kinds `checkpoint`
// and `attempt`), as pure functions of the stored values, so that the
// checkpoint elements, the aids they lock and the home page read them one way.
//
//   attempt: the numbers a checkpoint shows now: {round, help, passed}.
//     `round` counts "New numbers" (0 for the reader's first draw); `help`
//     is set once the reader asks for help with these numbers (a step's
//     answer, an aid opened before passing); `passed`, once they pass them.
//   checkpoint: the record, {solved: true, help}: passed, and whether every
//     pass so far used help. A pass without help is never taken back by a
//     later one with help. `true` is a pass recorded before checkpoints drew
//     the reader's own numbers (their answers were on screen): not counted.

// The attempt as stored, or the first one; anything else read as the first.
export function attemptOf(value) {
  const round = Number.isInteger(value?.round) && value.round >= 0 ? value.round : 0;
  return { round, help: value?.help === true, passed: value?.passed === true };
}

// The aids that give a checkpoint's answer (a calculator, a printout) are
// open once its numbers are passed, or the reader asked for help with them.
export const aidsOpen = (attempt) => attempt.passed || attempt.help;

export const withHelp = (attempt) => ({ ...attempt, help: true });

export const nextRound = (attempt) => ({ round: attempt.round + 1, help: false, passed: false });

// The record after a pass of `attempt`: without help if this pass or any
// before it was without help.
export function recordPass(record, attempt) {
  const before = recordOf(record);
  return { solved: true, help: before.status === 'passed' ? false : attempt.help };
}

// status: 'passed' (without help), 'with-help', 'earlier' (a pass from
// before the reader's own numbers) or 'none'.
export function recordOf(value) {
  if (value === true) return { status: 'earlier' };
  if (value?.solved !== true) return { status: 'none' };
  return { status: value.help === false ? 'passed' : 'with-help' };
}

export const passedWithoutHelp = (value) => recordOf(value).status === 'passed';
