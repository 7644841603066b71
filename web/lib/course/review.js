// The review deck's schedule: each recall prompt (./recall.js) is a card
// that comes back after an expanding interval, 1, 3, 7, 16, 35 and then 75
// days, one step further after each right answer given when it is due (a
// right answer before then leaves it where it is); a wrong answer sends it
// back to the start, due again in 10 minutes. Spaced retrieval beats massed
// retrieval (g ≈ 0.74; expanding and uniform spacing did not differ
// significantly: /work/shared/pedagogy.md); this is the expanding one.
//
// A card is stored in the ProgressStore, kind `review`, prompt id →
// {level, due, reviews, lapses, last}: level = right answers in a row, due = when
// it is next asked (ms since 1970), last = the latest answer, {given, at}
// (what the reader chose or typed, and when; cards from before it have none). A prompt enters the deck once the reader
// has started the chapter it is from, or answered it anywhere (a chapter's
// opening recall). Pure: the time is always passed in; Node tests run it.

import { CHAPTERS } from '../../course.mjs';
import { message } from '../text/messages.js';
import { PROMPTS } from './recall.js';

export const DAY = 24 * 60 * 60 * 1000;
export const INTERVALS = [1, 3, 7, 16, 35, 75].map((days) => days * DAY);
export const AGAIN = 10 * 60 * 1000;

const isCard = (card) => card && Number.isInteger(card.level) && card.level >= 0 && Number.isFinite(card.due);

// The card after an answer at time `now`.
export function schedule(card, right, now) {
  const previous = isCard(card) ? card : { level: 0, due: now, reviews: 0, lapses: 0 };
  const reviews = (previous.reviews ?? 0) + 1;
  if (!right) return { level: 0, due: now + AGAIN, reviews, lapses: (previous.lapses ?? 0) + 1 };
  // Right before it was due (a chapter's recall answered again after a
  // reload, say): no step further. The spacing is the point; an answer a few
  // minutes after the last one proves nothing new.
  if (isCard(card) && card.due > now) return { ...previous, reviews };
  const level = previous.level + 1;
  return { level, due: now + INTERVALS[Math.min(level, INTERVALS.length) - 1], reviews, lapses: previous.lapses ?? 0 };
}

// Records an answer to prompt `id` in `store` (`given`: the choice's id or
// the text typed, kept so a reload can show it); returns the new card.
export function answer(store, id, right, now, given) {
  const card = schedule(store.get('review', id), right, now);
  if (typeof given === 'string') card.last = { given, at: now };
  else delete card.last; // (a copy of the stored card: an answer not given here is not the last one)
  store.set('review', id, card);
  return card;
}

// The rule for a chapter's opening recall after a reload: a prompt answered
// on the same calendar day (the reader's own clock) shows that answer and
// its verdict, judged again, instead of asking again; the next day it is
// asked afresh. A day, not a session, because a reload or a second visit
// that day is the same sitting to a reader, and asking again minutes later
// proves nothing (schedule() already refuses to promote such an answer;
// showing it answered keeps that from even being tried). → the answer
// given, or null (none that day, or a stored one that is not a string with
// a time no later than now).
export function answeredToday(card, now) {
  const last = card?.last;
  if (!last || typeof last.given !== 'string' || !Number.isFinite(last.at) || last.at > now) return null;
  const day = (time) => new Date(time).toDateString();
  return day(last.at) === day(now) ? last.given : null;
}

// Whether the reader has started a chapter: a step of it read.
const started = (store, file) => CHAPTERS.find((c) => c.file === file)?.sections.some((id) => store.get('step', id)) ?? false;

// The deck at time `now`: {due: prompts to ask now (a card's due time, then
// the course's order), fresh: how many of those were never answered, next:
// when the next one not yet due comes, or null, size: how many prompts are
// in the deck}.
export function deck(store, now) {
  const cards = PROMPTS.filter((p) => isCard(store.get('review', p.id)) || started(store, p.from))
    .map((p, order) => ({ prompt: p, card: store.get('review', p.id), order }));
  const dueAt = ({ card }) => (isCard(card) ? card.due : now); // a new prompt is due at once
  const dueCards = cards.filter((c) => dueAt(c) <= now).sort((a, b) => dueAt(a) - dueAt(b) || a.order - b.order);
  const later = cards.filter((c) => dueAt(c) > now).map(dueAt);
  return { due: dueCards.map((c) => c.prompt), fresh: dueCards.filter((c) => !isCard(c.card)).length,
           next: later.length ? Math.min(...later) : null, size: cards.length };
}

// What the deck asks now, in words. New questions are told apart from
// reviews: after a first sitting every question of a started chapter is
// due, and "10 of 16 due now" read as 10 forgotten (a newcomer's reading).
export function dueText(due, fresh) {
  const reviews = due - fresh;
  if (reviews > 0 && fresh > 0) return message('course-review-due-both', { reviews, fresh });
  if (reviews > 0) return message('course-review-due', { reviews });
  if (fresh > 0) return message('course-review-due-new', { fresh });
  return message('course-review-answer-from-memory');
}

// How long until a due time after `now`: {unit: 'minutes' | 'hours' | 'days', count}.
export function dueIn(due, now) {
  const minutes = Math.max(1, Math.round((due - now) / 60000));
  if (minutes < 90) return { unit: 'minutes', count: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 36) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.round(hours / 24) };
}

// "in 3 days", "in 10 minutes", for a due time after `now`: a phrase the
// page puts in a sentence of its own.
export const whenText = (due, now) => message('course-review-in', dueIn(due, now));
