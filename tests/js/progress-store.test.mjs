// ProgressStore (web/lib/course/progress-store.js) under Node, with a storage
// of our own: what it keeps, what it survives (no storage, storage that
// throws, junk in storage, ids that are also Object.prototype's names), and
// that every change, including one made by another tab or missed while the
// page sat in the back-forward cache, is announced on `document`.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

// The page globals the store uses: document (for its events) and window's
// addEventListener (for `storage` and `pageshow`).
const page = new EventTarget();
globalThis.document = new EventTarget();
globalThis.addEventListener = page.addEventListener.bind(page);

const { ProgressStore, KINDS } = await import('../../web/lib/course/progress-store.js');
const KEY = 'attention-math:progress:v1';

class MemoryStorage {
  constructor(items = {}) { this.items = new Map(Object.entries(items)); }
  getItem(key) { return this.items.has(key) ? this.items.get(key) : null; }
  setItem(key, value) { this.items.set(key, String(value)); }
  removeItem(key) { this.items.delete(key); }
}

function recordEvents() {
  const seen = [];
  const listener = (event) => seen.push(event.detail);
  document.addEventListener('attention-progress', listener);
  seen.stop = () => document.removeEventListener('attention-progress', listener);
  return seen;
}

function storageEvent(key, newValue) {
  return Object.assign(new Event('storage'), { key, newValue });
}

beforeEach(() => {
  delete globalThis.__attentionMathProgress;
});

test('keeps each kind of progress, and a new page reads it back', () => {
  const storage = new MemoryStorage();
  const store = new ProgressStore(storage);
  assert.equal(store.persistent, true);
  store.set('step', 'scaling');
  store.set('prediction', 'scaling/variance-256', 256);
  store.set('exercise', 'softmax/row-sum', true);
  store.set('checkpoint', 'formula/shapes', { solved: true });
  const later = new ProgressStore(storage);
  assert.equal(later.get('step', 'scaling'), true);
  assert.equal(later.get('prediction', 'scaling/variance-256'), 256);
  assert.deepEqual(later.get('checkpoint', 'formula/shapes'), { solved: true });
  assert.deepEqual(later.ids('exercise'), ['softmax/row-sum']);
  assert.equal(later.has('step', 'masking'), false);
  assert.deepEqual(Object.keys(JSON.parse(storage.getItem(KEY))).sort(), [...KINDS, 'seed'].sort());
});

test('the reader’s seed: made on first use, kept, read back by a new page; a fresh start draws another', () => {
  const storage = new MemoryStorage();
  const store = new ProgressStore(storage);
  assert.equal(JSON.parse(storage.getItem(KEY) ?? '{}').seed, undefined, 'not made before it is asked for');
  const seed = store.seed;
  assert.ok(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32, String(seed));
  assert.equal(store.seed, seed, 'the same seed every time');
  assert.equal(JSON.parse(storage.getItem(KEY)).seed, seed, 'kept at once');
  assert.equal(new ProgressStore(storage).seed, seed, 'a new page (a reload, another chapter) reads it back');
  store.clear();
  const seeds = new Set([seed]);
  for (let i = 0; i < 20; i += 1) { seeds.add(store.seed); store.clear(); }
  assert.ok(seeds.size >= 20, `fresh starts draw fresh seeds: ${seeds.size} of 21 differ`);
  // Two readers with empty storage: two seeds (crypto.getRandomValues, 32 bits).
  assert.notEqual(new ProgressStore(new MemoryStorage()).seed, new ProgressStore(new MemoryStorage()).seed);
});

test('a stored seed that is not one (negative, fractional, too large, text) is replaced', () => {
  for (const seed of [-1, 1.5, 2 ** 32, '7', null]) {
    const store = new ProgressStore(new MemoryStorage({ [KEY]: JSON.stringify({ seed }) }));
    assert.notEqual(store.seed, seed);
    assert.ok(Number.isInteger(store.seed) && store.seed >= 0 && store.seed < 2 ** 32);
  }
  assert.equal(new ProgressStore(new MemoryStorage({ [KEY]: JSON.stringify({ seed: 4294967295 }) })).seed, 4294967295);
});

test('snapshot, replace and delete: a copy out, everything in (normalised and announced), one entry gone', () => {
  const store = new ProgressStore(new MemoryStorage());
  store.set('step', 'why');
  store.set('review', 'scaling/why-root', { level: 2, due: 5 });
  const seed = store.seed;
  const copy = store.snapshot();
  copy.step.qkv = true;
  assert.equal(store.has('step', 'qkv'), false, 'a copy, not the store');
  const seen = recordEvents();
  store.replace({ step: { masking: true }, exercise: [1], seed: 12 });
  seen.stop();
  assert.deepEqual([seen.length, seen[0].kind], [1, null]);
  assert.deepEqual(store.ids('step'), ['masking']);
  assert.deepEqual(store.ids('exercise'), [], 'junk dropped');
  assert.equal(store.seed, 12);
  store.replace(copy);
  assert.equal(store.seed, seed);
  assert.deepEqual(store.get('review', 'scaling/why-root'), { level: 2, due: 5 });
  store.delete('step', 'qkv');
  store.delete('step', 'nothing');
  assert.deepEqual(store.ids('step').sort(), ['why']);
});

test('every change is announced on document with its kind, id and value', () => {
  const seen = recordEvents();
  const store = new ProgressStore(new MemoryStorage());
  store.set('prediction', 'qkv/shape', '7x16');
  store.clear();
  seen.stop();
  assert.deepEqual(seen[0], { kind: 'prediction', id: 'qkv/shape', value: '7x16' });
  assert.deepEqual([seen.length, seen[1].kind, seen[1].id], [2, null, null], 'clear() says anything may have changed');
  assert.deepEqual(store.ids('prediction'), []);
});

test('ids that are also names on Object.prototype are ordinary ids', () => {
  const storage = new MemoryStorage();
  const store = new ProgressStore(storage);
  for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
    assert.equal(store.has('step', id), false, `${id} is not read before it is set`);
    assert.equal(store.get('step', id), undefined);
  }
  store.set('step', '__proto__', 'yes');
  store.set('step', 'constructor', 1);
  const later = new ProgressStore(storage);
  assert.equal(later.get('step', '__proto__'), 'yes');
  assert.equal(later.get('step', 'constructor'), 1);
  assert.equal(later.has('step', 'toString'), false);
  assert.deepEqual(later.ids('step').sort(), ['__proto__', 'constructor']);
});

test('without storage it keeps progress in memory and says it is not persistent', () => {
  const store = new ProgressStore(null);
  assert.equal(store.persistent, false);
  store.set('step', 'why');
  assert.equal(store.get('step', 'why'), true);
});

test('a browser that blocks localStorage (its getter throws) gives a store in memory', () => {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get() { throw new Error('SecurityError: access denied'); } });
  try {
    const store = ProgressStore.shared();
    assert.equal(store.persistent, false);
    store.set('step', 'why');
    assert.equal(store.has('step', 'why'), true);
    assert.equal(ProgressStore.shared(), store, 'one store per page');
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    else delete globalThis.localStorage;
  }
});

test('storage that opens but throws on reading starts afresh instead of throwing', () => {
  const storage = new MemoryStorage();
  storage.getItem = () => { throw new Error('read denied'); };
  const store = new ProgressStore(storage);
  assert.deepEqual(store.ids('step'), []);
});

test('a write that fails (full quota) drops to memory and keeps what was set', () => {
  const storage = new MemoryStorage();
  const store = new ProgressStore(storage);
  storage.setItem = () => { throw new Error('QuotaExceededError'); };
  store.set('exercise', 'scores/shape', true);
  assert.equal(store.persistent, false);
  assert.equal(store.get('exercise', 'scores/shape'), true);
});

test('junk in storage is dropped kind by kind', () => {
  for (const stored of ['not json', '[]', 'null', '{"step": [1, 2], "prediction": {"qkv/shape": 3}, "exercise": "x"}']) {
    const store = new ProgressStore(new MemoryStorage({ [KEY]: stored }));
    assert.deepEqual(store.ids('step'), [], stored);
    assert.deepEqual(store.ids('exercise'), [], stored);
  }
  const mixed = new ProgressStore(new MemoryStorage({ [KEY]: '{"step": [1, 2], "prediction": {"qkv/shape": 3}}' }));
  assert.equal(mixed.get('prediction', 'qkv/shape'), 3);
});

test('misuse throws a message naming what is wrong', () => {
  const store = new ProgressStore(null);
  assert.throws(() => store.set('steps', 'why'), /kind must be one of step, prediction, exercise, checkpoint, attempt, review, got steps/);
  assert.throws(() => store.get('badge', 'why'), /kind must be one of/);
  assert.throws(() => store.set('step', ''), /id must be a non-empty string/);
  assert.throws(() => store.set('step', 7), /id must be a non-empty string/);
});

test('a change made by another tab is taken and announced', () => {
  const storage = new MemoryStorage();
  const store = new ProgressStore(storage);
  const other = new ProgressStore(new MemoryStorage());
  other.set('step', 'masking');
  const seen = recordEvents();
  storage.setItem(KEY, JSON.stringify(other.state));
  page.dispatchEvent(storageEvent(KEY, storage.getItem(KEY)));
  seen.stop();
  const ignored = recordEvents();
  page.dispatchEvent(storageEvent('attention-math-theme', 'dark')); // not ours
  ignored.stop();
  assert.equal(ignored.length, 0);
  assert.equal(store.get('step', 'masking'), true);
  // Every store made by these tests listens (a page has one); each says so.
  assert.ok(seen.length >= 1 && seen.every((detail) => detail.kind === null && detail.id === null));
});

test('a page back from the back-forward cache reads what other pages wrote meanwhile', () => {
  const storage = new MemoryStorage();
  const home = new ProgressStore(storage);
  new ProgressStore(storage).set('step', 'softmax'); // a chapter page, while home sat in the cache
  assert.equal(home.has('step', 'softmax'), false);
  const seen = recordEvents();
  page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  assert.equal(home.has('step', 'softmax'), false, 'a fresh load has read storage already');
  page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  seen.stop();
  assert.equal(home.has('step', 'softmax'), true);
  assert.ok(seen.length >= 1);
});
