// What the reader has done in the course: steps read, predictions made,
// exercises and checkpoints solved. Kept in localStorage so it survives a
// reload and is shared by every chapter page: over http by origin, and from
// file:// too (Chromium gives file:// pages one storage; some browsers none).
//
// Storage can be missing or refuse writes (private windows, sandboxed
// iframes, a full quota, a browser set to block it): the course then keeps
// progress in memory for this page and says so through `persistent`. No
// caller ever has to guard a call.
//
// Entries are {kind, id} → value, where kind is one of KINDS and value is
// any JSON value (a prediction's answer, true for a solved exercise). Every
// change is announced on `document` as an `attention-progress` event whose
// detail is {kind, id, value}, so a step map or the home page can follow.
// The kinds:
//   step, prediction, exercise: what a chapter's pages record;
//   checkpoint: a checkpoint passed, {solved: true, help} (./checkpoint-record.js;
//     `true` from before checkpoints drew the reader's own numbers);
//   attempt: the numbers a checkpoint shows now, {round, help, passed}, and
//     while under way `steps`, the steps passed with what was typed
//     (./checkpoint-record.js; read back with care, as anything stored is);
//   review: the review deck's cards, prompt id → {level, due, …, last} (./review.js:
//     `last`, the latest answer, lets a chapter's recall show it that day).
// Beside them, `seed`: the reader's own random seed, from which every
// checkpoint draws its numbers (./reader-seed.js), made on first use and
// kept with the progress (exported and imported with it, ./progress-file.js).

export const KINDS = Object.freeze(['step', 'prediction', 'exercise', 'checkpoint', 'attempt', 'review']);

// A stored exercise value that means solved: anything recorded but false,
// null or an attempt kept as {solved: false} (nothing recorded is not solved).
export const exerciseSolved = (value) => value !== undefined && value !== false && value !== null && value?.solved !== false;

const STORAGE_KEY = 'attention-math:progress:v1';

function openStorage() {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = `${STORAGE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

// Ids are the reader's keys, not code: kept in objects without a prototype,
// so an id such as "constructor" or "__proto__" is an id like any other.
function emptyEntries() {
  return Object.create(null);
}

function emptyState() {
  return { ...Object.fromEntries(KINDS.map((kind) => [kind, emptyEntries()])), seed: null };
}

// A seed is a whole number from 0 to 2³² − 1 (what the core's generator takes).
export const isSeed = (value) => Number.isInteger(value) && value >= 0 && value <= 0xffffffff;

// A state from storage, an older page, a file or a hand edit must not break
// this one: anything that is not the shape written here is dropped, kind by
// kind (and a seed that is not one).
export function normalizeState(parsed) {
  const state = emptyState();
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return state;
  for (const kind of KINDS) {
    const entries = parsed[kind];
    if (entries && typeof entries === 'object' && !Array.isArray(entries)) state[kind] = Object.assign(emptyEntries(), entries);
  }
  if (isSeed(parsed.seed)) state.seed = parsed.seed;
  return state;
}

function parseState(text) {
  if (!text) return emptyState();
  try {
    return normalizeState(JSON.parse(text));
  } catch {
    return emptyState(); // unreadable: start afresh rather than fail
  }
}

// 32 random bits from the browser's generator (Math.random where there is none).
function randomSeed() {
  const cell = new Uint32Array(1);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(cell);
  else cell[0] = Math.floor(Math.random() * 2 ** 32);
  return cell[0];
}

function readStored(storage) {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null; // storage that opened but will not read: start afresh
  }
}

function announce(kind, id, value) {
  globalThis.document?.dispatchEvent(new CustomEvent('attention-progress', { detail: { kind, id, value } }));
}

function requireKind(kind) {
  if (!KINDS.includes(kind)) throw new Error(`progress: kind must be one of ${KINDS.join(', ')}, got ${String(kind)}`); // developer-facing
}

export class ProgressStore {
  constructor(storage = openStorage()) {
    this.storage = storage;
    this.state = parseState(readStored(storage));
    // Another tab (or another chapter page) wrote: take its state, and say
    // so, or a step map or the home page open there would show the old one.
    globalThis.addEventListener?.('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) this.#reload();
    });
    // A page restored from the back-forward cache missed every write made
    // meanwhile (going back from a chapter to the home page does that).
    globalThis.addEventListener?.('pageshow', (event) => {
      if (event.persisted) this.#reload();
    });
  }

  // Takes the stored state again; the detail {kind: null, id: null} means
  // "anything may have changed", as after clear().
  #reload() {
    if (!this.storage) return;
    this.state = parseState(readStored(this.storage));
    announce(null, null);
  }

  // One store per page, shared by every element that records progress.
  static shared() {
    globalThis.__attentionMathProgress ??= new ProgressStore();
    return globalThis.__attentionMathProgress;
  }

  // false when progress lasts only as long as this page.
  get persistent() {
    return this.storage !== null;
  }

  get(kind, id) {
    requireKind(kind);
    return Object.hasOwn(this.state[kind], id) ? this.state[kind][id] : undefined;
  }

  has(kind, id) {
    return this.get(kind, id) !== undefined;
  }

  set(kind, id, value = true) {
    requireKind(kind);
    if (typeof id !== 'string' || id === '') throw new Error('progress: id must be a non-empty string'); // developer-facing
    this.state[kind][id] = value;
    this.save();
    announce(kind, id, value);
  }

  // Every id of one kind that has a value.
  ids(kind) {
    requireKind(kind);
    return Object.keys(this.state[kind]);
  }

  // Forgets one entry.
  delete(kind, id) {
    requireKind(kind);
    if (!Object.hasOwn(this.state[kind], id)) return;
    delete this.state[kind][id];
    this.save();
    announce(kind, id, undefined);
  }

  // The reader's seed: the stored one, or a new random one, kept at once
  // (so every chapter page, and a reload, draws the same numbers).
  get seed() {
    if (!isSeed(this.state.seed)) {
      this.state.seed = randomSeed();
      this.save();
    }
    return this.state.seed;
  }

  // A copy of everything kept, as plain JSON data (for a file: ./progress-file.js).
  snapshot() {
    return JSON.parse(JSON.stringify(this.state));
  }

  // Everything replaced by `state` (normalised as storage is), announced as
  // clear() is.
  replace(state) {
    this.state = normalizeState(state);
    this.save();
    announce(null, null);
  }

  // Forgets all progress. The seed goes too: a fresh start draws new numbers.
  clear() {
    this.state = emptyState();
    this.save();
    announce(null, null);
  }

  save() {
    if (!this.storage) return;
    try {
      this.storage.setItem(STORAGE_KEY, JSON.stringify(this.state));
    } catch {
      // Quota or a policy change mid-visit: keep going in memory.
      this.storage = null;
    }
  }
}
