// Spaced retrieval (issue 24, item 3), in Node: the recall prompts
// (web/lib/course/recall.js), the review deck's expanding schedule
// (review.js) and progress as a file (progress-file.js), on a real
// ProgressStore over an in-memory localStorage (reload = a new store on the
// same storage, as a page reload or a reopen from file:// has it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROMPTS, RECALL_AT, answerText, isTyped, judgeRecall, prompt, promptHtml, recallHtml, shownChoices, withRecall } from '../../web/lib/course/recall.js';
import { execFileSync } from 'node:child_process';
import { AGAIN, DAY, INTERVALS, answer, deck, dueText, schedule, whenText } from '../../web/lib/course/review.js';
import { FORMAT, progressFile, readProgressFile } from '../../web/lib/course/progress-file.js';
import { ProgressStore } from '../../web/lib/course/progress-store.js';
import { CHAPTERS } from '../../web/course.mjs';
import { formulaInputs, parseFormula, sameFormula } from '../../web/lib/course/formula-answer.js';

// localStorage as a browser has it: strings in, strings out.
function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => { items.set(key, String(value)); },
    removeItem: (key) => { items.delete(key); },
  };
}
const T0 = Date.UTC(2026, 0, 5, 9, 0);

test('the prompts: one right choice each, feedback of its own for every wrong one; each chapter after the first opens with 2-4 from earlier chapters', () => {
  const order = CHAPTERS.map((c) => c.file);
  assert.equal(new Set(PROMPTS.map((p) => p.id)).size, PROMPTS.length);
  const feedback = new Set();
  for (const p of PROMPTS) assert.ok(order.includes(p.from), `${p.id}: from ${p.from}`);
  assert.deepEqual(PROMPTS.map((p) => order.indexOf(p.from)), PROMPTS.map((p) => order.indexOf(p.from)).sort((a, b) => a - b), 'in the course’s order');
  for (const p of PROMPTS.filter((x) => !isTyped(x))) {
    assert.equal(p.choices.filter((c) => c.right).length, 1, p.id);
    for (const c of p.choices.filter((x) => !x.right)) {
      assert.ok(c.feedback?.length > 40 && !feedback.has(c.feedback), `${p.id}/${c.id}: feedback of its own`);
      feedback.add(c.feedback);
      const v = judgeRecall(p, c.id);
      assert.equal(v.right, false);
      assert.ok(v.text.includes(c.feedback) && v.text.includes(p.choices.find((x) => x.right).label));
    }
    assert.equal(judgeRecall(p, p.choices.find((c) => c.right).id).right, true);
    assert.equal(judgeRecall(p, undefined).state, 'is-format');
    assert.equal(judgeRecall(p, 'nonsense').state, 'is-format');
  }
  assert.deepEqual(Object.keys(RECALL_AT), order.slice(1), 'every chapter after the first');
  for (const [file, ids] of Object.entries(RECALL_AT)) {
    assert.ok(ids.length >= 2 && ids.length <= 4, `${file}: ${ids.length}`);
    assert.ok(ids.some((id) => isTyped(prompt(id))), `${file}: at least one answer written, not picked`);
    for (const id of ids) assert.ok(order.indexOf(prompt(id).from) < order.indexOf(file), `${file} recalls ${id} from an earlier chapter`);
  }
  const asked = Object.values(RECALL_AT).flat();
  assert.equal(new Set(asked).size, asked.length, 'no question opens two chapters: read in a day, the course would ask it twice');
  // Every chapter's ideas are in the deck.
  for (const file of order.slice(0, -1)) assert.ok(PROMPTS.some((p) => p.from === file), file);
});

// The typed prompts' answers, by numpy and torch (not by our formulas), from
// the sizes each question states.
const ORACLE = `
import json, numpy as np, torch
hidden = int(np.triu(np.ones((6, 6)), k=1).sum())
z = torch.tensor([2.0, 0.0, float('-inf')], dtype=torch.float64)
masked_first = float(torch.softmax(z, 0)[0])
Q, K, V = np.zeros((7, 16)), np.zeros((7, 16)), np.zeros((7, 32))
P = (Q @ K.T) / np.sqrt(16)
params = sum(w.numel() for w in torch.nn.MultiheadAttention(8, 2, bias=False).parameters())
s = torch.tensor([0.3, -1.2, 2.0, 0.7], dtype=torch.float64, requires_grad=True)
(torch.softmax(s, 0) * torch.tensor([1.0, -2.0, 0.5, 3.0], dtype=torch.float64)).sum().backward()
print(json.dumps({
  'masking/hidden-count': hidden,
  'scaling/divisor': float(np.sqrt(64)),
  'softmax/masked-row': masked_first,
  'formula/weights-shape': list(P.shape),
  'multi-head/head-width': torch.nn.MultiheadAttention(512, 8).head_dim,
  'multi-head/param-count': params,
  'online-softmax/factor': float(np.exp(2 - 3)),
  'backward/dz-sum': float(s.grad.sum()),
}))
`;

test('the typed prompts: each answer as numpy and torch give it; right, near and known-slip answers judged as such; junk refused', () => {
  const oracle = JSON.parse(execFileSync('/usr/bin/python3', ['-c', ORACLE], { encoding: 'utf8' }));
  const typed = PROMPTS.filter(isTyped);
  // The formula prompt's oracle is torch evaluating every spelling (the next test).
  assert.deepEqual(typed.filter((p) => p.kind !== 'formula').map((p) => p.id).sort(), Object.keys(oracle).sort(), 'every typed prompt has its oracle');
  for (const p of typed) {
    const expected = oracle[p.id];
    if (p.kind === 'formula') assert.equal(expected, undefined);
    else if (p.kind === 'shape') assert.deepEqual(p.answer, expected, p.id);
    else if (p.places) assert.ok(Math.abs(p.answer - expected) < 1e-12, `${p.id}: ${p.answer} against ${expected}`);
    else assert.ok(Math.abs(p.answer - expected) < 1e-9, `${p.id}: ${p.answer} against ${expected}`);
    // Right as the page writes it, and the reason states that same answer.
    const right = judgeRecall(p, answerText(p));
    assert.equal(right.right, true, p.id);
    assert.ok(right.text.includes(answerText(p)) || p.answer === 0, `${p.id}: the reason states the answer`);
    // Each known slip: wrong, with its own feedback, and not also the answer.
    for (const m of p.mistakes) {
      assert.ok(m.feedback.length > 30 && !feedback.has(m.feedback), `${p.id}: feedback of its own`);
      feedback.add(m.feedback);
      const v = judgeRecall(p, answerText(p, m.value));
      assert.equal(v.state, 'is-wrong', `${p.id}: ${answerText(p, m.value)}`);
      assert.ok(v.text.includes(m.feedback) && v.text.includes(answerText(p)), p.id);
    }
    for (const junk of ['', 'abc', 'null', 'true', 'NaN', '1e999x']) assert.equal(judgeRecall(p, junk).state, 'is-format', `${p.id}: ${junk}`);
  }
  // Decimals: half a unit in the last place asked for, no more.
  const row = prompt('softmax/masked-row');
  assert.equal(judgeRecall(row, String(row.answer)).right, true, 'more decimals than asked');
  assert.equal(judgeRecall(row, (row.answer + 0.0004).toFixed(4)).right, true);
  assert.equal(judgeRecall(row, (row.answer + 0.0006).toFixed(4)).right, false);
  assert.equal(judgeRecall(prompt('masking/hidden-count'), '15.5').right, false, 'a whole number is exact');
  assert.equal(judgeRecall(prompt('formula/weights-shape'), '7x7').right, true);
  assert.equal(judgeRecall(prompt('formula/weights-shape'), '(7, 7, 7)').state, 'is-format');
});
const feedback = new Set();

// A formula tree (web/lib/course/formula-answer.js) as torch code: the
// test's own transcription, so that torch, not our evaluator, computes
// what each spelling means.
function torchCode(node) {
  const c = torchCode;
  switch (node.k) {
    case 'num': return `${node.v}`;
    case 'name': return node.v === 'd_k' ? 'dk' : node.v;
    case 'neg': return `(-(${c(node.a)}))`;
    case 'T': return `tr(${c(node.a)})`;
    case '+': case '-': case '/': return `(${c(node.a)} ${node.k} ${c(node.b)})`;
    case '*': return `mul(${c(node.a)}, ${c(node.b)})`;
    case '^': return `(${c(node.a)} ** ${c(node.b)})`;
    case 'fn': return node.f === 'sqrt' ? `math.sqrt(${c(node.args[0])})` : `torch.softmax(${c(node.args[0])}, dim=${node.axis})`;
    default: throw new Error(node.k);
  }
}

test('the formula prompt: every spelling of softmax(QKᵀ/√d_k + M)·V right, each slip and misfit wrong, as torch evaluates them; junk refused', () => {
  const p = prompt('formula/write');
  const answer = parseFormula(p.answer).value;
  const spellings = [
    'softmax(QK^T/sqrt(d_k) + M) V', 'softmax(Q @ K.T / np.sqrt(d_k) + M) @ V', 'softmax(Q·Kᵀ/√d_k + M)·V', 'softmax(QKT/√dk+M)V',
    String.raw`\mathrm{softmax}\left(\frac{QK^\top}{\sqrt{d_k}} + M\right)V`, 'Softmax(Q K^T / d_k^0.5 + M) V', 'softmax(QK^T d_k^(-1/2) + M)V',
    'softmax((QK^T + M*sqrt(d_k))/sqrt(d_k))V', "softmax(Q K' / sqrt(d_k) + M) * V", 'torch.softmax(Q @ K.T / math.sqrt(d_k) + M, dim=-1) @ V',
    ...p.mistakes.map((m) => m.value),
    'softmax(QK^T/sqrt(d_k)+M)', 'softmax(QK^T/sqrt(d_k)+M)V^T', 'softmax(QK^T/sqrt(d_k)+M)V + M', 'softmax(QK/sqrt(d_k)+M)V', 'QK^T/sqrt(d_k) V',
    'softmax(QK^T/sqrt(d_k) - M) V', 'softmax(QK^T/sqrt(d_k) + M) V / 1', '2 softmax(QK^T/sqrt(d_k) + M) V',
  ];
  const read = spellings.map((text) => ({ text, r: parseFormula(text) }));
  for (const { text, r } of read) assert.ok(r.ok, `${text}: ${r.message}`);
  const inputs = formulaInputs();
  const matrixOf = (m) => Array.from({ length: m.r }, (_, i) => Array.from(m.d.subarray(i * m.c, (i + 1) * m.c)));
  const script = `
import json, math, sys, torch
data = json.loads(sys.stdin.read())
Q, K, V, M = (torch.tensor(data[k], dtype=torch.float64) for k in 'QKVM')
dk = float(data['dk'])
tr = lambda x: x if isinstance(x, (int, float)) else x.T
mul = lambda a, b: a * b if isinstance(a, (int, float)) or isinstance(b, (int, float)) else a @ b
ref = torch.softmax(Q @ K.T / math.sqrt(dk) + M, dim=-1) @ V
out = []
for code in data['codes']:
    try:
        x = eval(code)
        out.append(bool(x.shape == ref.shape and torch.allclose(x, ref, rtol=1e-9, atol=1e-12)))
    except RuntimeError:
        out.append(None)  # the shapes do not fit
print(json.dumps(out))`;
  const same = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], {
    encoding: 'utf8',
    input: JSON.stringify({ Q: matrixOf(inputs.Q), K: matrixOf(inputs.K), V: matrixOf(inputs.V), M: matrixOf(inputs.M), dk: inputs.d_k.d[0], codes: read.map(({ r }) => torchCode(r.value)) }),
  }));
  read.forEach(({ text, r }, k) => {
    assert.equal(sameFormula(r.value, answer), same[k] === true, `${text}: torch says ${same[k]}`);
    assert.equal(judgeRecall(p, text).right, same[k] === true, text);
    // A spelling that does not fit is told where, in symbols.
    if (same[k] === null) assert.match(judgeRecall(p, text).text, /cannot be multiplied|the shapes differ|Your formula gives/, text);
  });
  assert.equal(same.filter((x) => x === true).length, 11, 'the ten spellings of the answer, and V / 1');
  assert.ok(same.filter((x) => x === null).length >= 3, 'and some that do not fit');
  for (const junk of ['softmax(x)', 'softmax(QK^T', 'QK^T)', 'Q + ', 'softmax(QK^T, axis=2) V', '√', 'T', '\\frac{Q}', '('.repeat(5000), 'Q'.repeat(301), null, true]) {
    assert.equal(judgeRecall(p, junk).state, 'is-format', junk);
  }
});

test('the schedule expands 1, 3, 7, 16, 35, 75 days with each right answer; a wrong one starts again in 10 minutes', () => {
  let card;
  let now = T0;
  const gaps = [];
  for (let k = 0; k < 8; k += 1) {
    card = schedule(card, true, now);
    gaps.push((card.due - now) / DAY);
    now = card.due;
  }
  assert.deepEqual(gaps, [1, 3, 7, 16, 35, 75, 75, 75]);
  assert.equal(card.level, 8);
  assert.equal(card.reviews, 8);
  // Right again before it is due: no step further (a recall answered twice in a day).
  const early = schedule(card, true, now - DAY);
  assert.equal(early.level, card.level);
  assert.equal(early.due, card.due);
  assert.equal(early.reviews, card.reviews + 1);
  const first = schedule(undefined, true, T0);
  assert.deepEqual(schedule(first, true, T0 + 60000), { ...first, reviews: 2 }, 'minutes later: still due in a day');
  const lapsed = schedule(card, false, now);
  assert.deepEqual(lapsed, { level: 0, due: now + AGAIN, reviews: 9, lapses: 1 });
  assert.equal(schedule(lapsed, true, now + AGAIN).due, now + AGAIN + INTERVALS[0]);
  // Whatever was stored, a bad card starts afresh rather than breaking the deck.
  for (const bad of [null, 'x', { level: -1, due: 0 }, { level: 1.5, due: 0 }, { level: 1, due: 'soon' }]) {
    assert.deepEqual(schedule(bad, true, T0), { level: 1, due: T0 + DAY, reviews: 1, lapses: 0 });
  }
  assert.equal(whenText(T0 + AGAIN, T0), 'in 10 minutes');
  assert.equal(whenText(T0 + 3 * DAY, T0), 'in 3 days');
});

test('the deck says new questions apart from reviews', () => {
  assert.equal(dueText(7, 7), '7 new questions from the chapters you have started. Answer from memory.');
  assert.equal(dueText(1, 1), '1 new question from the chapters you have started. Answer from memory.');
  assert.equal(dueText(3, 0), '3 questions due for review. Answer from memory.');
  assert.equal(dueText(1, 0), '1 question due for review. Answer from memory.');
  assert.equal(dueText(6, 5), '1 question due for review and 5 new. Answer from memory.');
});

test('the deck: filled by the chapters started, due by the schedule, and the same after a reload', () => {
  const storage = memoryStorage();
  const store = new ProgressStore(storage);
  assert.deepEqual(deck(store, T0), { due: [], fresh: 0, next: null, size: 0 });
  store.set('step', 'qkv');
  const first = deck(store, T0);
  const chapter1 = PROMPTS.filter((p) => p.from === 'scores.html').map((p) => p.id);
  assert.deepEqual(first.due.map((p) => p.id), chapter1, 'a new prompt is due at once, in the course’s order');
  answer(store, chapter1[0], true, T0);
  answer(store, chapter1[1], false, T0);
  // A prompt answered in a chapter's recall joins the deck before its chapter is started.
  answer(store, 'multi-head/join', true, T0);
  const reloaded = new ProgressStore(storage);
  const later = deck(reloaded, T0 + 1000);
  assert.deepEqual(later.due.map((p) => p.id), chapter1.slice(2));
  assert.equal(later.size, chapter1.length + 1);
  assert.equal(later.next, T0 + AGAIN);
  assert.equal(later.fresh, chapter1.length - 2, 'never answered: new, not due for review');
  assert.deepEqual(deck(reloaded, T0 + AGAIN).due.map((p) => p.id), [chapter1[1], ...chapter1.slice(2)], 'the one answered wrong comes back first');
  assert.equal(deck(reloaded, T0 + AGAIN).fresh, chapter1.length - 2);
  const day = deck(reloaded, T0 + DAY).due.map((p) => p.id);
  assert.deepEqual(day.slice(0, 2), [chapter1[1], chapter1[0]], 'most overdue first');
  assert.ok(day.includes('multi-head/join'), 'due again after a day');
});

test('progress as a file: export and import round-trip everything (seed, checkpoints, the deck); anything else is refused and changes nothing', () => {
  const from = new ProgressStore(memoryStorage());
  from.set('step', 'qkv');
  from.set('checkpoint', 'formula/derive', { solved: true, help: false });
  from.set('attempt', 'formula/derive', { round: 2, help: false, passed: true });
  answer(from, 'scaling/why', true, T0);
  const seed = from.seed;
  const text = progressFile(from.snapshot(), T0);
  assert.equal(JSON.parse(text).format, FORMAT);
  const to = new ProgressStore(memoryStorage());
  to.set('step', 'masking');
  const read = readProgressFile(text);
  assert.equal(read.ok, true);
  assert.equal(read.saved, '2026-01-05T09:00:00.000Z');
  to.replace(read.state);
  assert.deepEqual(to.snapshot(), from.snapshot());
  assert.equal(to.seed, seed, 'the same numbers on the other device');
  assert.deepEqual(deck(to, T0 + DAY).due.map((p) => p.id), deck(from, T0 + DAY).due.map((p) => p.id));
  // A second round trip is the same file.
  assert.equal(progressFile(to.snapshot(), T0), text);
  const refusals = ['', '   ', 'not json', '[]', '{"format":"other"}', JSON.stringify({ format: FORMAT, version: 2, progress: {} }),
    JSON.stringify({ format: FORMAT, version: 1, progress: [1] }), JSON.stringify({ format: FORMAT, version: 1 }), null, 42,
    'x'.repeat(1_000_001)];
  for (const bad of refusals) {
    const r = readProgressFile(bad);
    assert.equal(r.ok, false, String(bad).slice(0, 40));
    assert.match(r.message, /Your progress is unchanged\.$/);
  }
  // Junk inside a real file is dropped kind by kind, as storage is read.
  const odd = readProgressFile(JSON.stringify({ format: FORMAT, version: 1, progress: { step: [1], seed: -4, review: { a: 1 } } }));
  assert.equal(odd.ok, true);
  assert.deepEqual(Object.keys(odd.state.step), []);
  assert.equal(odd.state.seed, null);
});

test('the recall is written into each chapter’s HTML (nothing moves when the script wires it); choices in a fixed order that is not the catalogue’s', () => {
  for (const [file, ids] of Object.entries(RECALL_AT)) {
    const html = recallHtml(file);
    assert.deepEqual([...html.matchAll(/data-prompt="([^"]+)"/g)].map((m) => m[1]), ids);
    assert.equal((html.match(/type="radio"/g) ?? []).length, ids.reduce((n, id) => n + (prompt(id).choices?.length ?? 0), 0));
    assert.equal((html.match(/type="text"/g) ?? []).length, ids.filter((id) => isTyped(prompt(id))).length);
    for (const [, id] of html.matchAll(/ for="([^"]+)"/g)) assert.ok(html.includes(` id="${id}"`), `label for ${id}`);
    assert.equal(new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])).size, (html.match(/ id="/g) ?? []).length, 'ids unique');
    assert.ok(html.includes('<var>d</var><sub>k</sub>') || !ids.some((id) => JSON.stringify(prompt(id)).includes('d_k')), 'rich text as on the page');
    assert.equal(withRecall(`<p>x</p><div class="recall" data-recall="${file}"></div>`), `<p>x</p>${html}`);
  }
  assert.throws(() => recallHtml('scores.html'), /no chapter of that name has a recall/);
  assert.equal(promptHtml({ id: 'x', question: '<b>&', choices: [{ id: '"', label: '<i>' }] }, 'n').includes('<b>'), false, 'escaped');
  const choice = PROMPTS.filter((p) => !isTyped(p));
  const at = choice.map((p) => shownChoices(p).findIndex((c) => c.right));
  assert.deepEqual([0, 1, 2].map((k) => at.filter((x) => x === k).length), [4, 4, 4], 'the right choice is first, second and third as often');
  for (const p of choice) assert.deepEqual(shownChoices(p).map((c) => c.id).sort(), p.choices.map((c) => c.id).sort());
});
