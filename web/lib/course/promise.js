// The home page's promise (PROMISE in web/course.mjs): each item is checked
// by one or more checkpoints, and counts only once every one of them is
// passed without help (./checkpoint-record.js); the other checkpoints
// (PRACTICE) are practice, done by any pass. Pure: `get(kind, id)` reads
// the progress (ProgressStore's get); Node tests call it.

import { recordOf } from './checkpoint-record.js';

// → {done, text}: the item's tick and the words beside it.
// A pass in the chapter comes minutes after the teaching; the words ask
// for a second one on a later day, which shows the promise is held.
export const CHECKED_ONCE = 'Checked, without help. To see that it stays, pass it again on another day, with new numbers';
export const CHECKED_AGAIN = 'Checked, without help, on two different days: done';
export function promiseStatus(item, get) {
  const records = item.checkpoints.map((id) => recordOf(get('checkpoint', id)));
  const statuses = records.map((r) => r.status);
  const passed = statuses.filter((s) => s === 'passed').length;
  const total = statuses.length;
  if (passed === total) return { done: true, text: records.every((r) => r.again) ? CHECKED_AGAIN : CHECKED_ONCE };
  const helped = statuses.includes('with-help');
  const earlier = statuses.includes('earlier');
  if (!helped && !earlier && passed === 0) return { done: false, text: 'Not checked yet' };
  const why = [
    helped && 'a pass with help does not count: pass it again, without help',
    earlier && 'a pass from before your numbers were your own does not count: pass it again',
  ].filter(Boolean).join('; ');
  const count = total > 1 ? `${passed} of ${total} checkpoints passed without help` : 'Not checked yet';
  return { done: false, text: why ? `${count}; ${why}` : count };
}

// How many items of the promise are checked.
export const promiseDone = (promise, get) => promise.filter((item) => promiseStatus(item, get).done).length;

// A practice checkpoint (PRACTICE in web/course.mjs): done once passed,
// with help or without, and said which. → {done, text}.
export function practiceStatus(item, get) {
  const statuses = item.checkpoints.map((id) => recordOf(get('checkpoint', id)).status);
  if (statuses.includes('none')) return { done: false, text: 'Not done yet' };
  if (statuses.every((s) => s === 'passed')) return { done: true, text: 'Done, without help' };
  if (statuses.includes('with-help')) return { done: true, text: 'Done, with help' };
  return { done: true, text: 'Done, before your numbers were your own' };
}

export const practiceDone = (practice, get) => practice.filter((item) => practiceStatus(item, get).done).length;
