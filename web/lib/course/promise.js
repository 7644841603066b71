// The home page's promise (PROMISE in web/course.mjs): each item is checked
// by one or more checkpoints, and counts only once every one of them is
// passed without help (./checkpoint-record.js); the other checkpoints
// (PRACTICE) are practice, done by any pass. Pure: `get(kind, id)` reads
// the progress (ProgressStore's get); Node tests call it.

import { recordOf } from './checkpoint-record.js';
import { message } from '../text/messages.js';

// → {done, text}: the item's tick and the words beside it.
// A pass in the chapter comes minutes after the teaching; the words ask
// for a second one on a later day, which shows the promise is held.
export function promiseStatus(item, get) {
  const records = item.checkpoints.map((id) => recordOf(get('checkpoint', id)));
  const statuses = records.map((r) => r.status);
  const passed = statuses.filter((s) => s === 'passed').length;
  const total = statuses.length;
  if (passed === total) {
    return { done: true, text: message(records.every((r) => r.again) ? 'course-promise-checked-again' : 'course-promise-checked-once') };
  }
  const helped = statuses.includes('with-help');
  const earlier = statuses.includes('earlier');
  if (!helped && !earlier && passed === 0) return { done: false, text: message('course-promise-not-checked') };
  const count = total > 1 ? message('course-promise-passed-count', { passed, total }) : message('course-promise-not-checked');
  if (!helped && !earlier) return { done: false, text: count };
  const why = helped && earlier ? 'both' : helped ? 'helped' : 'earlier';
  return { done: false, text: message('course-promise-not-counted', { count, why }) };
}

// How many items of the promise are checked.
export const promiseDone = (promise, get) => promise.filter((item) => promiseStatus(item, get).done).length;

// A practice checkpoint (PRACTICE in web/course.mjs): done once passed,
// with help or without, and said which. → {done, text}.
export function practiceStatus(item, get) {
  const statuses = item.checkpoints.map((id) => recordOf(get('checkpoint', id)).status);
  if (statuses.includes('none')) return { done: false, text: message('course-practice-not-done') };
  if (statuses.every((s) => s === 'passed')) return { done: true, text: message('course-practice-done') };
  if (statuses.includes('with-help')) return { done: true, text: message('course-practice-done-with-help') };
  return { done: true, text: message('course-practice-done-earlier') };
}

export const practiceDone = (practice, get) => practice.filter((item) => practiceStatus(item, get).done).length;
