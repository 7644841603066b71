// Each reader's own checkpoint numbers (web/lib/course/reader-seed.js, the
// plans' draw in web/lib/course/checkpoints.js), what the course keeps of a
// checkpoint (checkpoint-record.js) and what its aids refuse while it is
// locked (aids.js), in Node against the real core:
// - two readers with empty storage (two random seeds) get different numbers,
//   a reader gets the same numbers on every page and after a reload, and
//   "New numbers" draws others;
// - every draw is a checkpoint that works: the right answers, computed by
//   numpy from what the page prints (by-hand), or numpy's own shapes and
//   float32 softmax, pass every step; the wrong widths and orders each
//   checkpoint diagnoses stay distinguishable;
// - a shared link reproduces the numbers, and its attempt is its own;
// - a pass with help never counts, one without help is never undone;
// - the aids refuse exactly the numbers of a locked checkpoint;
// - the home page's promise counts only passes without help.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAttentionMath } from './load-module.mjs';
import { checkpoint } from './course-answers.mjs';
import { byHandAnswers, numpyShapes, python } from './by-hand-answers.mjs';
import { CHECKPOINTS, optionsFor } from '../../web/lib/course/checkpoints.js';
import { drawSeed, drawer, linkedNumbers, numbersFor, shareLink, withoutNumbers } from '../../web/lib/course/reader-seed.js';
import { aidsOpen, attemptOf, dayOf, nextRound, passedWithoutHelp, recordOf, recordPass, withHelp } from '../../web/lib/course/checkpoint-record.js';
import { calculatorLockedNote, lockedOptions, paramsRefusal, softmaxRefusal, walkthroughRefusal } from '../../web/lib/course/aids.js';
import { practiceDone, practiceStatus, promiseDone, promiseStatus } from '../../web/lib/course/promise.js';
import { CAPSTONE_CHECK, CHAPTERS, PRACTICE, PROMISE } from '../../web/course.mjs';
import { message } from '../../web/lib/text/messages.js';
import { readSections } from '../../web/build/page.mjs';

const am = await loadAttentionMath();
const NAMES = ['walkthrough/by-hand', 'formula/shapes', 'softmax/numerics', 'multi-head/shapes'];
const draw = (name, readerSeed, round = 0) => optionsFor(name, am, { readerSeed, round }).options;
const key = (options) => JSON.stringify(options);

// A store as the page has one: get(kind, id) and the reader's seed.
function memoryStore(seed, entries = {}) {
  return {
    seed,
    entries,
    get(kind, id) { return this.entries[`${kind}:${id}`]; },
    set(kind, id, value) { this.entries[`${kind}:${id}`] = value; },
  };
}

test('two readers with empty storage get different numbers; one reader the same on every page; New numbers others', () => {
  const seeds = Array.from({ length: 1000 }, (_, i) => (Math.imul(i + 1, 2654435761) >>> 0)); // 1,000 readers
  const differ = Object.fromEntries(NAMES.map((name) => [name, 0]));
  let allSame = 0;
  for (let i = 0; i + 1 < seeds.length; i += 2) {
    let same = 0;
    for (const name of NAMES) {
      if (key(draw(name, seeds[i])) !== key(draw(name, seeds[i + 1]))) differ[name] += 1;
      else same += 1;
    }
    if (same === NAMES.length) allSame += 1;
  }
  const pairs = seeds.length / 2;
  assert.equal(allSame, 0, 'no two readers share all their numbers');
  assert.equal(differ['walkthrough/by-hand'], pairs, 'the by-hand row: a seed of 32 bits each');
  for (const name of NAMES) assert.ok(differ[name] >= 0.99 * pairs, `${name}: ${differ[name]} of ${pairs} pairs differ`);
  // The same reader, the same numbers (a pure function of seed, name, round).
  for (const name of NAMES) assert.equal(key(draw(name, seeds[0])), key(draw(name, seeds[0])));
  // New numbers: the next rounds differ from the first (20 rounds, no repeat of round 0 for the by-hand row).
  for (const name of NAMES) {
    const rounds = new Set(Array.from({ length: 20 }, (_, r) => key(draw(name, seeds[0], r))));
    assert.ok(rounds.size >= (name === 'walkthrough/by-hand' ? 20 : 17), `${name}: ${rounds.size} different draws in 20 rounds`);
  }
  assert.notEqual(drawSeed(1, 'formula/shapes', 0), drawSeed(1, 'softmax/numerics', 0), 'each checkpoint draws on its own');
  assert.throws(() => drawSeed(-1, 'formula/shapes'), /readerSeed must be a whole number/);
});

test('the drawer: the core’s uniforms (np.random.seed; np.random.rand), whole numbers in range, shuffles that are permutations', () => {
  const d = drawer(am, 1234, 8);
  const numpy = python('np.random.seed(1234)\nprint(json.dumps(np.random.rand(8).tolist()))');
  assert.equal(d.integer(0, 9), Math.floor(numpy[0] * 10));
  assert.equal(d.seed32(), Math.floor(numpy[1] * 2 ** 32));
  assert.deepEqual(d.shuffle([1, 2, 3]).sort(), [1, 2, 3]);
  const small = drawer(am, 1, 2);
  small.integer(0, 1);
  small.integer(0, 1);
  assert.throws(() => small.integer(0, 1), /more than 2 draws/);
});

test('every draw is a checkpoint with distinguishable mistakes: four different sizes, heads that divide, logits far past float32', () => {
  for (let seed = 0; seed < 300; seed += 1) {
    const shapes = draw('formula/shapes', seed);
    const sizes = [shapes.n, shapes['d-model'], shapes['d-k'], shapes['d-v']].map(Number);
    assert.equal(new Set(sizes).size, 4, `formula/shapes for reader ${seed}: ${sizes}`);
    assert.ok(!(sizes[1] === 6 || sizes[1] === 768), 'never a preset of the calculator');
    const heads = draw('multi-head/shapes', seed);
    const [n, dModel, h] = [heads.n, heads['d-model'], heads.heads].map(Number);
    assert.ok(dModel % h === 0 && h >= 2 && h <= 4, `${dModel} / ${h}`);
    assert.equal(new Set([n, dModel, dModel / h]).size, 3, `multi-head/shapes for reader ${seed}: n ${n}, d_model ${dModel}, d_k ${dModel / h}`);
    assert.ok(!(n === 4 && dModel === 24), 'never the multi-head widget’s sizes');
    const z = draw('softmax/numerics', seed).z.split(',').map(Number);
    assert.equal(new Set(z).size, 3);
    assert.ok(Math.min(...z) >= 300 && Math.max(...z) - Math.min(...z) <= 4, String(z));
    const row = draw('walkthrough/by-hand', seed);
    assert.ok(['The', 'cat', 'sat', 'down'].includes(row.query) && Number(row.seed) < 2 ** 32);
    for (const name of NAMES) CHECKPOINTS[name].solve(am, draw(name, seed)); // solvable: no throw
    // The capstone's key 3 raises the maximum: its merge has a rescale below 1 to apply.
    const capstone = CHECKPOINTS['takeaways/capstone'].solve(am, draw('takeaways/capstone', seed));
    assert.ok(capstone.merge[2] < 1 && capstone.merge[0] < capstone.scores[2], `capstone for reader ${seed}: rescale ${capstone.merge[2]}`);
  }
});

test('readers’ by-hand rows: numpy’s answers from the printed numbers pass every step', async () => {
  for (const readerSeed of [7, 99, 123456789]) {
    const c = checkpoint('walkthrough/by-hand', { readerSeed });
    const a = await byHandAnswers({ seed: c.options.seed, query: c.options.query });
    assert.equal(c.solved.token, c.options.query);
    const steps = [a.z, a.s, [...a.e, a.total], a.weights, a.output];
    steps.forEach((entries, k) => assert.equal(c.check(k, entries).state, 'is-right', `reader ${readerSeed}, step ${k + 1}`));
    // The mistakes it names are told apart on these numbers too.
    const again = checkpoint('walkthrough/by-hand', { readerSeed });
    assert.match(again.check(0, a.raw.map((x) => x.toFixed(3))).text, /raw dot product/);
  }
});

test('readers’ shapes: numpy’s shapes pass; swapped widths get their hint', () => {
  for (const readerSeed of [7, 99, 123456789]) {
    const c = checkpoint('formula/shapes', { readerSeed });
    const o = c.options;
    const m = checkpoint('multi-head/shapes', { readerSeed });
    const { one, heads } = numpyShapes({ n: o.n, dModel: o['d-model'], dK: o['d-k'], dV: o['d-v'] },
      { n: m.options.n, dModel: m.options['d-model'], heads: m.options.heads });
    const spell = ([r, col]) => `(${r}, ${col})`;
    assert.match(c.check(0, one.slice(0, 7).map(([r, col]) => `(${col}, ${r})`)).text, /Rows and columns are swapped/);
    const dkForDv = one.slice(0, 7).map((s, k) => spell(k === 6 ? [Number(o.n), Number(o['d-k'])] : s));
    assert.match(c.check(0, dkForDv).text, /V is off\. You used d\s?k/);
    assert.equal(c.check(0, one.slice(0, 7).map(spell)).state, 'is-right');
    assert.equal(c.check(1, one.slice(7, 10).map(spell)).state, 'is-right');
    assert.equal(c.check(2, [spell(one[10])]).state, 'is-right');
    assert.equal(m.check(0, heads.slice(0, 4).map(spell)).state, 'is-right');
    assert.equal(m.check(1, heads.slice(4).map(spell)).state, 'is-right');
  }
});

test('readers’ numerics: numpy float32 agrees at every step, both ends NaN', () => {
  for (const readerSeed of [7, 99, 123456789]) {
    const c = checkpoint('softmax/numerics', { readerSeed });
    const z = c.solved.z;
    const o = python(`with np.errstate(all='ignore'):
    z = np.array(${JSON.stringify(z)}, dtype=np.float32)
    naive = np.exp(z) / np.exp(z).sum()
    negative = np.exp(-z) / np.exp(-z).sum()
    s = z - z.max()
    stable = np.exp(s) / np.exp(s).sum()
    negative_stable = np.exp(-z - (-z).max()) / np.exp(-z - (-z).max()).sum()
f = lambda a: [None if np.isnan(x) else float(x) for x in a]
print(json.dumps({'naive': f(naive), 'negative': f(negative), 's': s.tolist(), 'e': np.round(np.exp(s), 3).tolist(),
                  'stable': np.round(stable, 3).tolist(), 'negative_stable': np.round(negative_stable, 3).tolist()}))`);
    assert.deepEqual([o.naive, o.negative], [[null, null, null], [null, null, null]]);
    assert.match(c.check(0, o.stable).text, new RegExp(`On paper, yes\\. But exp\\(${z[0]}\\) does not fit in float32`));
    assert.equal(c.check(0, ['NaN', 'NaN', 'NaN']).state, 'is-right');
    assert.equal(c.check(1, o.s).state, 'is-right');
    assert.equal(c.check(2, o.e).state, 'is-right');
    assert.equal(c.check(3, o.stable).state, 'is-right');
    assert.match(c.check(4, o.negative_stable).text, /On paper, yes, and the stable formula gives exactly that/);
    assert.equal(c.check(4, ['NaN', 'NaN', 'NaN']).state, 'is-right');
  }
});

test('fixed numbers: attributes win over the reader’s draw (embedded copies, tests)', () => {
  assert.deepEqual(optionsFor('formula/shapes', am, { attributes: { n: '7' }, readerSeed: 5 }),
    { fixed: true, options: { n: '7', 'd-model': '12', 'd-k': '4', 'd-v': '3' } });
  assert.equal(optionsFor('softmax/numerics', am, { attributes: { z: null }, readerSeed: 5 }).fixed, false, 'an absent attribute is not one');
  assert.throws(() => CHECKPOINTS['softmax/numerics'].solve(am, { z: '1, 2, 3' }), /z must be three whole numbers from 201/);
  assert.throws(() => CHECKPOINTS['formula/shapes'].solve(am, { n: '0', 'd-model': '4', 'd-k': '2', 'd-v': '2' }), /n must be a whole number from 1 to 64/);
});

test('a shared link: ?reader=<seed>.<round> gives the same numbers, with an attempt of its own; New numbers drops it', () => {
  const href = 'file:///site/formula.html?softmax.scale=5#walkthrough';
  const shared = shareLink(href, { seed: 4294967295, round: 3 });
  assert.equal(shared, 'file:///site/formula.html?softmax.scale=5&reader=4294967295.3#walkthrough');
  assert.deepEqual(linkedNumbers(new URL(shared).search), { seed: 4294967295, round: 3 });
  assert.deepEqual(linkedNumbers('?reader=12'), { seed: 12, round: 0 });
  for (const bad of ['?reader=', '?reader=-1', '?reader=4294967296', '?reader=1.2.3', '?reader=abc', '?other=1']) assert.equal(linkedNumbers(bad), null, bad);
  assert.equal(withoutNumbers(shared), href);
  const store = memoryStore(77, { 'attempt:formula/shapes': { round: 2, help: true, passed: false } });
  const own = numbersFor(store, 'formula/shapes', '');
  assert.deepEqual(own, { id: 'formula/shapes', seed: 77, round: 2, attempt: { round: 2, help: true, passed: false }, linked: false });
  const linked = numbersFor(store, 'formula/shapes', '?reader=5.1');
  assert.deepEqual(linked, { id: 'formula/shapes@5.1', seed: 5, round: 1, attempt: { round: 1, help: false, passed: false }, linked: true });
  assert.equal(key(draw('formula/shapes', 5, 1)), key(optionsFor('formula/shapes', am, { readerSeed: linked.seed, round: linked.round }).options));
});

test('the record: a pass with help never counts, a pass without help is never undone, an old `true` asks to be done again', () => {
  const first = attemptOf(undefined);
  assert.deepEqual(first, { round: 0, help: false, passed: false });
  assert.deepEqual(attemptOf({ round: -1, help: 'yes' }), first, 'junk reads as the first attempt');
  assert.equal(aidsOpen(first), false);
  assert.equal(aidsOpen(withHelp(first)), true);
  assert.equal(aidsOpen({ ...first, passed: true }), true);
  assert.deepEqual(nextRound({ round: 2, help: true, passed: true }), { round: 3, help: false, passed: false });
  const helped = recordPass(undefined, withHelp(first));
  assert.deepEqual(helped, { solved: true, help: true });
  assert.equal(passedWithoutHelp(helped), false);
  const clean = recordPass(helped, first);
  assert.deepEqual(clean, { solved: true, help: false });
  assert.equal(passedWithoutHelp(clean), true);
  assert.deepEqual(recordPass(clean, withHelp(first)), { solved: true, help: false }, 'a later pass with help does not undo it');
  assert.deepEqual([true, undefined, { solved: false }, helped, clean].map((v) => recordOf(v).status), ['earlier', 'none', 'none', 'with-help', 'passed']);
  // The days of passes without help: the first, and the latest when it is another day.
  const monday = recordPass(helped, first, '2026-12-07');
  assert.deepEqual(monday, { solved: true, help: false, days: ['2026-12-07'] });
  assert.deepEqual(recordPass(monday, first, '2026-12-07'), monday, 'the same day again adds nothing');
  assert.deepEqual(recordPass(monday, withHelp(first), '2026-12-09'), monday, 'a pass with help is no later day');
  const thursday = recordPass(monday, first, '2026-12-10');
  assert.deepEqual(thursday.days, ['2026-12-07', '2026-12-10']);
  assert.deepEqual(recordPass(thursday, first, '2026-12-12').days, ['2026-12-07', '2026-12-12'], 'first and latest');
  assert.deepEqual([monday, thursday, clean].map((v) => recordOf(v).again), [false, true, false]);
  for (const junk of [{ days: 'x' }, { days: ['2026-12-07', 7] }, { days: ['a', 'b', 'c'] }, { days: ['2026-12-07', '2026-12-08', '2026-12-09'] }]) {
    assert.equal(recordOf({ ...clean, ...junk }).again, false, JSON.stringify(junk));
    assert.deepEqual(recordPass({ ...clean, ...junk }, first, '2026-12-07').days, ['2026-12-07'], 'junk days start afresh');
  }
  assert.match(dayOf(new Date(2026, 0, 5)), /^2026-01-05$/);
  assert.equal(passedWithoutHelp(true), false);
});

test('the aids refuse exactly the numbers of a locked checkpoint, and nothing once it is passed or helped with', () => {
  const store = memoryStore(31337);
  const locked = (name) => lockedOptions(am, name, store, '');
  const z = locked('softmax/numerics').z.split(',').map(Number);
  assert.match(softmaxRefusal(locked('softmax/numerics'), z), /numbers of your checkpoint below/);
  assert.ok(softmaxRefusal(locked('softmax/numerics'), z.map((v) => v - 990)), 'shifted: the same weights');
  assert.ok(softmaxRefusal(locked('softmax/numerics'), z.map((v) => v / 10), 10), 'scaled back up by the slider');
  assert.ok(softmaxRefusal(locked('softmax/numerics'), z.map((v) => -v)), 'the other end');
  assert.equal(softmaxRefusal(locked('softmax/numerics'), z.map((v, j) => v + (j === 0 ? 0.5 : 0))), null, 'other gaps are the widget’s to show');
  assert.equal(softmaxRefusal(locked('softmax/numerics'), [2, 1, 0.1, -1]), null);
  const heads = locked('multi-head/shapes');
  assert.ok(paramsRefusal(heads, { dModel: Number(heads['d-model']), heads: Number(heads.heads) }));
  assert.equal(paramsRefusal(heads, { dModel: 768, heads: 12 }), null);
  const row = locked('walkthrough/by-hand');
  assert.ok(walkthroughRefusal(row, { seed: Number(row.seed), dK: 3, dV: 3, embeddings: null }));
  assert.equal(walkthroughRefusal(row, { seed: 42, dK: 3, dV: 3, embeddings: null }), null);
  assert.equal(walkthroughRefusal(row, { seed: Number(row.seed), dK: 4, dV: 3, embeddings: null }), null);
  store.set('attempt', 'softmax/numerics', withHelp(attemptOf()));
  store.set('attempt', 'multi-head/shapes', { round: 0, help: false, passed: true });
  assert.equal(locked('softmax/numerics'), null, 'helped with: open');
  assert.equal(locked('multi-head/shapes'), null, 'passed: open');
  assert.equal(softmaxRefusal(null, z), null);
  store.set('attempt', 'softmax/numerics', nextRound(withHelp(attemptOf())));
  assert.notEqual(locked('softmax/numerics').z, z.join(', '), 'new numbers, locked again');
});

// An aid's refusal points the reader to their checkpoint, above or below it:
// each says the side its checkpoint is on in the chapter as built (since
// chapter 3 became three steps, its parameter calculator ends the step
// after the shapes checkpoint).
test('each aid says truly whether its checkpoint is above or below it on the page', async () => {
  const sections = await readSections(new URL('../../web/sections/', import.meta.url).pathname);
  const store = memoryStore(31337);
  const locked = (name) => lockedOptions(am, name, store, '');
  const said = {
    'attention-softmax': (o) => softmaxRefusal(o, o.z.split(',').map(Number)),
    'attention-params': (o) => paramsRefusal(o, { dModel: Number(o['d-model']), heads: Number(o.heads) }),
    'attention-walkthrough': (o) => walkthroughRefusal(o, { seed: Number(o.seed), dK: Number(o['d-k']), dV: Number(o['d-v']), embeddings: null }),
    'attention-formula': () => calculatorLockedNote(),
  };
  let aids = 0;
  for (const chapter of CHAPTERS) {
    const html = chapter.sections.map((id) => sections.get(id).html).join('\n');
    for (const match of html.matchAll(/<(attention-[a-z-]+)\b[^>]*\baid-for="([^"]+)"/g)) {
      const [, tag, name] = match;
      const checkpoint = [...html.matchAll(/<attention-by-hand\b[^>]*>/g)].find((m) => m[0].includes(`name="${name}"`));
      assert.ok(checkpoint && said[tag], `${chapter.file}: ${tag} aids ${name}, a checkpoint of the same page`);
      const side = checkpoint.index > match.index ? 'below' : 'above';
      assert.match(said[tag](locked(name)), new RegExp(`checkpoint ${side}\\b`), `${chapter.file}: ${tag}’s checkpoint ${name} is ${side} it`);
      aids += 1;
    }
  }
  assert.equal(aids, 4, 'the shape calculator, the softmax widget, the worked example and the parameter calculator');
});

test('the promise counts only passes without help: derive, shapes, and numerics with the by-hand row', () => {
  assert.deepEqual(PROMISE.map((item) => [item.text, item.checkpoints]), [
    ['Derive the formula', ['formula/derive']],
    ['Explain every shape', ['formula/shapes']],
    ['Reproduce the softmax numerics on a toy example', ['softmax/numerics', 'walkthrough/by-hand']],
  ]);
  const of = (records) => (kind, id) => (kind === 'checkpoint' ? records[id] : undefined);
  const [derive, , numerics] = PROMISE;
  const clean = { solved: true, help: false };
  // The words beside a checked item, in English as the tests read them.
  const CHECKED_ONCE = message('course-promise-checked-once');
  const CHECKED_AGAIN = message('course-promise-checked-again');
  const helped = { solved: true, help: true };
  assert.deepEqual(promiseStatus(derive, of({})), { done: false, text: 'Not checked yet' });
  assert.deepEqual(promiseStatus(derive, of({ 'formula/derive': clean })), { done: true, text: CHECKED_ONCE });
  assert.match(CHECKED_ONCE, /^Checked, without help\. To see that it stays, pass it again on another day/);
  const twice = { ...clean, days: ['2026-12-07', '2026-12-10'] };
  assert.deepEqual(promiseStatus(derive, of({ 'formula/derive': twice })), { done: true, text: CHECKED_AGAIN });
  assert.equal(promiseStatus(numerics, of({ 'softmax/numerics': twice, 'walkthrough/by-hand': clean })).text, CHECKED_ONCE, 'every checkpoint of the item, twice');
  assert.deepEqual(promiseStatus(derive, of({ 'formula/derive': helped })),
    { done: false, text: 'Not checked yet; a pass with help does not count: pass it again, without help' });
  assert.deepEqual(promiseStatus(derive, of({ 'formula/derive': true })),
    { done: false, text: 'Not checked yet; a pass from before your numbers were your own does not count: pass it again' });
  assert.deepEqual(promiseStatus(numerics, of({ 'softmax/numerics': clean })), { done: false, text: '1 of 2 checkpoints passed without help' });
  assert.equal(promiseStatus(numerics, of({ 'softmax/numerics': clean, 'walkthrough/by-hand': helped })).done, false);
  assert.equal(promiseStatus(numerics, of({ 'softmax/numerics': clean, 'walkthrough/by-hand': clean })).done, true);
  assert.equal(promiseDone(PROMISE, of({ 'formula/derive': clean, 'formula/shapes': helped, 'softmax/numerics': clean, 'walkthrough/by-hand': clean })), 2);
});

// Every checkpoint of the sections is either in the promise (ticked only by
// passes without help) or practice (ticked by any pass, and saying which),
// never both and never neither: on the home page nothing ticked looks
// uncounted (the merge once counted nowhere, and the capstone was ticked
// under the promises beside "0 of 3").
test('the promise and the practice checkpoints name every checkpoint once; practice is done by any pass, and says which', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = new URL('../../web/sections/', import.meta.url);
  const html = (await Promise.all((await readdir(dir)).filter((f) => f.endsWith('.html')).map((f) => readFile(new URL(f, dir), 'utf8')))).join('\n');
  const onPages = [...html.matchAll(/<attention-(?:by-hand|derive)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]).sort();
  const listed = [...PROMISE, ...PRACTICE].flatMap((item) => item.checkpoints).sort();
  assert.deepEqual(listed, onPages);
  assert.deepEqual(PRACTICE.map((item) => item.checkpoints[0]), ['walkthrough/learned-by-hand', 'multi-head/shapes', 'online-softmax/merge', 'takeaways/capstone']);
  assert.ok(PRACTICE.includes(CAPSTONE_CHECK));
  const of = (records) => (kind, id) => (kind === 'checkpoint' ? records[id] : undefined);
  const id = 'online-softmax/merge';
  const merge = PRACTICE.find((item) => item.checkpoints[0] === id);
  assert.deepEqual(practiceStatus(merge, of({})), { done: false, text: 'Not done yet' });
  assert.deepEqual(practiceStatus(merge, of({ [id]: { solved: false } })), { done: false, text: 'Not done yet' });
  assert.deepEqual(practiceStatus(merge, of({ [id]: { solved: true, help: false } })), { done: true, text: 'Done, without help' });
  assert.deepEqual(practiceStatus(merge, of({ [id]: { solved: true, help: true } })), { done: true, text: 'Done, with help' });
  assert.deepEqual(practiceStatus(merge, of({ [id]: true })), { done: true, text: 'Done, before your numbers were your own' });
  // A later pass with help does not take back the pass without help.
  const record = recordPass(recordPass(undefined, attemptOf({ round: 0 })), withHelp(attemptOf({ round: 1 })));
  assert.deepEqual(practiceStatus(CAPSTONE_CHECK, of({ 'takeaways/capstone': record })), { done: true, text: 'Done, without help' });
  const all = of({ [id]: { solved: true, help: true }, 'takeaways/capstone': { solved: true, help: false } });
  assert.equal(practiceDone(PRACTICE, all), 2);
  assert.equal(promiseDone(PROMISE, all), 0, 'the promises’ count leaves the practice out');
});
