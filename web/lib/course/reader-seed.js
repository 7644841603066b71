// Each reader's own checkpoint numbers. The reader has one random seed,
// kept with their progress (ProgressStore's `seed`); a checkpoint's numbers
// are drawn from (seed, checkpoint name, round) through the core's generator
// (numpy's legacy MT19937: am.rand), so they are the same on every page and
// after a reload, differ from one reader to the next, and "New numbers"
// (round + 1) draws again. Pure: no DOM, no storage; Node tests call it.
//
// A seed reaches the address bar only when the reader asks to share their
// numbers: ?reader=<seed>.<round> (linkedNumbers reads it back).

import { isSeed } from './progress-store.js';
import { attemptOf } from './checkpoint-record.js';

// One 32-bit seed for the core's generator from the reader's seed, the
// checkpoint's name and the round: FNV-1a over the text, then MurmurHash3's
// finaliser, so that neighbouring seeds and rounds land far apart.
export function drawSeed(readerSeed, name, round = 0) {
  if (!isSeed(readerSeed)) throw new Error(`drawSeed: readerSeed must be a whole number from 0 to 4294967295, got ${readerSeed}`); // developer-facing
  const text = `${readerSeed}/${name}/${round}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// A source of draws for one checkpoint: `count` uniform numbers in [0, 1)
// from the core (np.random.seed(s); np.random.rand(count)), handed out in
// order by the helpers.
export function drawer(am, seed, count = 32) {
  const values = Array.from(am.rand(seed, 1, count));
  let at = 0;
  const next = () => {
    if (at >= values.length) throw new Error(`drawer: more than ${count} draws`); // developer-facing
    const value = values[at];
    at += 1;
    return value;
  };
  return {
    seed,
    // A whole number from lo to hi, both included.
    integer: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    // One of `choices`.
    pick: (choices) => choices[Math.floor(next() * choices.length)],
    // A whole number from 0 to 2³² − 1 (a seed for the core).
    seed32: () => Math.floor(next() * 2 ** 32),
    // `items` in an order of their own (Fisher–Yates).
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

// The reader's draw for checkpoint `name` in round `round`.
export const readerDrawer = (am, readerSeed, name, round = 0) => drawer(am, drawSeed(readerSeed, name, round));

// "?reader=123.2" → {seed: 123, round: 2}; null when the link has none or a
// malformed one (a bad value is ignored, never guessed at).
export function linkedNumbers(search) {
  const raw = new URLSearchParams(search).get('reader');
  const match = raw === null ? null : /^(\d{1,10})(?:\.(\d{1,4}))?$/.exec(raw.trim());
  if (!match) return null;
  const seed = Number(match[1]);
  return isSeed(seed) ? { seed, round: Number(match[2] ?? 0) } : null;
}

// The address `href` with the reader's numbers in it (and the hash kept).
export function shareLink(href, { seed, round }) {
  const url = new URL(href);
  url.searchParams.set('reader', round ? `${seed}.${round}` : String(seed));
  return url.href;
}

// The address without them (back to the reader's own numbers).
export function withoutNumbers(href) {
  const url = new URL(href);
  url.searchParams.delete('reader');
  return url.href;
}

// Whose numbers checkpoint `name` shows on a page with query `search`, from
// a store (ProgressStore, or anything with its get(kind, id) and seed):
// the reader's own (their seed, the round of their attempt), or a shared
// link's. A link's numbers keep an attempt of their own (id
// "name@seed.round"), so that asking for help with them, or passing them,
// leaves the reader's own attempt as it was.
// → {id, seed, round, attempt, linked}.
export function numbersFor(store, name, search = '') {
  const link = linkedNumbers(search);
  if (!link) {
    const attempt = attemptOf(store.get('attempt', name));
    return { id: name, seed: store.seed, round: attempt.round, attempt, linked: false };
  }
  const id = `${name}@${link.seed}.${link.round}`;
  const attempt = { ...attemptOf(store.get('attempt', id)), round: link.round };
  return { id, seed: link.seed, round: link.round, attempt, linked: true };
}
