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

export const KINDS = Object.freeze(['step', 'prediction', 'exercise', 'checkpoint']);

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
  return Object.fromEntries(KINDS.map((kind) => [kind, emptyEntries()]));
}

// A stored value from an older or hand-edited page must not break this one:
// anything that is not the shape written here is dropped, kind by kind.
function parseState(text) {
  const state = emptyState();
  if (!text) return state;
  try {
    const parsed = JSON.parse(text);
    for (const kind of KINDS) {
      const entries = parsed?.[kind];
      if (entries && typeof entries === 'object' && !Array.isArray(entries)) state[kind] = Object.assign(emptyEntries(), entries);
    }
  } catch {
    // Unreadable: start afresh rather than fail.
  }
  return state;
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
  if (!KINDS.includes(kind)) throw new Error(`progress: kind must be one of ${KINDS.join(', ')}, got ${String(kind)}`);
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
    if (typeof id !== 'string' || id === '') throw new Error('progress: id must be a non-empty string');
    this.state[kind][id] = value;
    this.save();
    announce(kind, id, value);
  }

  // Every id of one kind that has a value.
  ids(kind) {
    requireKind(kind);
    return Object.keys(this.state[kind]);
  }

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
