// <attention-subject-head>'s model (web/elements/subject-head/model.js) and
// its prediction (why/sat-looks-at) against the real core: every sentence it
// offers is one the head never trained on; the bars and the table hold the
// verb's row of weights under the learned and the random head, as the core
// computes them; what the prose beside it says holds (the learned head sends
// the verb's attention to its subject in every sentence offered, the random
// one spreads it, the three matrices are 54 numbers, the random head's
// held-out answers are about a guess's 1 in 3); the prediction's verdicts.
// (torch checks the core's numbers: tests/oracle/torch_sentences.test.mjs;
// the page draws these figures: tests/e2e/widget-rows/subject-head.mjs.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { NARROW, SENTENCES, fields, model, prepare } from '../../web/elements/subject-head/model.js';
import { predicted } from '../js/course-answers.mjs';
import { inputs, loadCore, parseField, tableText } from './harness.mjs';

const am = await loadCore();
const core = am.sentenceModel();
const show = (sentence) => model(am, { ...inputs(fields, sentence ? { sentence } : {}), ...prepare(am) });
const fixed = (x, d) => x.toFixed(d);
// The core's entry for a sentence, by its words.
const entry = (sentence) => core.sentences.find((s) => s.tokens.join(' ') === sentence);

test('every sentence offered is held out, and the learned head sends the verb to its subject; the random one spreads it', () => {
  assert.equal(SENTENCES[0], 'The cat sat down', 'the prediction\'s sentence comes first');
  for (const sentence of SENTENCES) {
    const s = entry(sentence);
    assert.ok(s, `${sentence} is a sentence of the language`);
    assert.equal(s.heldOut, true, `${sentence} was never trained on`);
    const learned = Array.from(s.learned.weights), random = Array.from(s.random.weights);
    assert.equal(learned.indexOf(Math.max(...learned)), s.subject, `${sentence}: learned looks at the subject`);
    assert.ok(learned[s.subject] > 0.9, `${sentence}: learned weight on the subject ${learned[s.subject]}`);
    assert.ok(Math.max(...random) < 0.5 && Math.min(...random) > 0.05, `${sentence}: random spreads it (${random})`);
    assert.match(show(sentence).heldOutNote, new RegExp(`never saw “${sentence}”`));
  }
  // "with no rule for which gets the most (in “The cat sat down” it happens to
  // be the subject; in “The cat fed birds” it is “birds”)" (01-why.html).
  const randomTop = (sentence) => {
    const s = entry(sentence), w = Array.from(s.random.weights);
    return s.tokens[w.indexOf(Math.max(...w))];
  };
  assert.equal(randomTop('The cat sat down'), 'cat');
  assert.equal(randomTop('The cat fed birds'), 'birds');
  // On "The cat sat down" the random head's most goes to the subject only
  // narrowly (the reviewer's complaint: it read like the learned head).
  assert.match(show('The cat sat down').randomSummary, /“cat”, its subject, but only narrowly/);
  // "trained it ... on 374 sentences of a small made-up language, such as
  // “The cat sat away” and “The dog ran off”. Another 130, “The cat sat down”
  // among them, were held out of training" (01-why.html).
  assert.equal(core.accuracy.learned.training.sentences, 374);
  assert.equal(core.accuracy.learned.heldOut.sentences, 130);
  assert.equal(core.sentences.filter((t) => !t.heldOut).length, 374);
  for (const sentence of ['The cat sat away', 'The dog ran off']) assert.equal(entry(sentence).heldOut, false, `${sentence} was trained on`);
  // "three numbers, read as scores for the language’s three animals (cat,
  // dog, bird)".
  assert.deepEqual(Array.from(core.answers), ['cat', 'dog', 'bird']);
  assert.equal(core.dV, 3);
  // "Training changed those 54 numbers."
  assert.equal(['WQ', 'WK', 'WV'].reduce((n, w) => n + core.learned[w].length, 0), 54);
});

test('bars, table and lines hold the core\'s row of the verb, for both heads', () => {
  for (const sentence of SENTENCES) {
    const figures = show(sentence);
    const s = entry(sentence);
    const pass = am.sentenceAttention({ tokens: sentence.split(' '), weights: 'learned' });
    assert.equal(pass.verb, s.verb);
    const table = tableText(figures.table);
    assert.deepEqual(table.map((r) => r[0]), s.tokens);
    s.tokens.forEach((_, j) => {
      assert.equal(table[j][2], fixed(s.learned.weights[j], 4));
      assert.equal(table[j][3], fixed(s.random.weights[j], 4));
      assert.equal(figures.learned.bars[j].value, s.learned.weights[j]);
      assert.equal(figures.random.bars[j].value, s.random.weights[j]);
    });
    assert.equal(table[s.subject][1], 'subject');
    assert.equal(table[s.verb][1], 'verb (asking)');
    assert.deepEqual(figures.learned.bars.map((b) => b.marks.includes('top')), s.tokens.map((_, j) => j === s.subject));
    assert.match(figures.learnedSummary, new RegExp(`goes to “${s.tokens[s.subject]}”, its subject; its output names the animal “${core.answers[s.subjectAnimal]}”`));
    // The random line: its spread (smallest and largest share beside 1/n),
    // where the most goes, and "only narrowly" when the subject leads the
    // runner-up by less than NARROW times.
    const random = Array.from(s.random.weights), top = random.indexOf(Math.max(...random));
    const runnerUp = random.indexOf(Math.max(...random.filter((_, j) => j !== top)));
    assert.match(figures.randomSummary, new RegExp(`shares are spread, from ${fixed(Math.min(...random), 3)} to ${fixed(random[top], 3)} `
      + `\\(an even split gives ${fixed(1 / s.tokens.length, 3)} to each word\\)\\. The most goes to “${s.tokens[top]}”`));
    if (top !== s.subject) {
      assert.match(figures.randomSummary, new RegExp(`not to its subject “${s.tokens[s.subject]}” \\(${fixed(random[s.subject], 3)}\\)`));
    } else {
      assert.equal(figures.randomSummary.includes(`its subject, but only narrowly: “${s.tokens[runnerUp]}” gets ${fixed(random[runnerUp], 3)}.`),
                   random[top] < NARROW * random[runnerUp], sentence);
    }
    assert.match(figures.randomSummary, new RegExp(`names the animal “${core.answers[s.random.predicted]}”`));
  }
});

test('the held-out record is the core\'s, and the random head answers about as often as a guess', () => {
  const { learned, random } = core.accuracy;
  const { record } = show();
  const pct = (x) => `${Math.round(100 * x)} %`;
  assert.equal(record, `On all ${learned.heldOut.sentences} held-out sentences, the learned head puts its largest weight on the verb’s subject in `
    + `${learned.heldOut.attentionRight} (${pct(learned.heldOut.attention)}) and names its animal in ${learned.heldOut.answerRight} (${pct(learned.heldOut.answer)}). `
    + `The random head puts it there in ${random.heldOut.attentionRight} (${pct(random.heldOut.attention)}) and names the animal in `
    + `${random.heldOut.answerRight} (${pct(random.heldOut.answer)}, about the 1 in 3 of a guess): even where its `
    + 'weight lands on the subject, its untrained values do not carry which animal that word is to the answer.');
  assert.ok(Math.abs(random.heldOut.answer - 1 / core.answers.length) < 0.1, `random answers ${random.heldOut.answer}: about 1 in 3`);
});

test('a sentence that is not offered is refused, as a link would give it; the core refuses words it does not know', () => {
  const refused = parseField(fields, 'sentence', 'The dog sat down');
  assert.equal(refused.ok, false);
  assert.match(refused.message, /not “The dog sat down”/);
  assert.throws(() => am.sentenceAttention({ tokens: ['The', 'zebra', 'sat', 'down'] }), (e) => e.argument === 'tokens' && /zebra/.test(e.message));
  assert.throws(() => am.sentenceAttention({ tokens: ['The', 'cat', 'sat'] }), (e) => e.code === 'shape');
  assert.throws(() => am.sentenceAttention({ tokens: ['The', 'cat', 'sat', 'down'], weights: 'trained' }), (e) => e.argument === 'weights');
});

test('prediction why/sat-looks-at: cat is right with the core\'s weight; other words are told why not', () => {
  const w = core.example.weights.slice(2 * 4, 3 * 4);
  const right = predicted('why/sat-looks-at', '1');
  assert.equal(right.state, 'is-right');
  assert.ok(right.text.includes(`gives “cat” ${fixed(w[1], 4)}`), right.text);
  assert.match(predicted('why/sat-looks-at', '0').text, /^✗You predicted “The”\. “The” says a noun is coming/);
  assert.match(predicted('why/sat-looks-at', '2').text, /already has its own vector/);
  assert.match(predicted('why/sat-looks-at', null, { skipped: true }).text, /^The answer: “cat”, the one who sat/);
});

test('the masking step says chapter 1’s trained head has no mask: in “Down sat a cat” “sat” looks ahead to “cat”', async () => {
  const { readFileSync } = await import('node:fs');
  const html = withProse(readFileSync(new URL('../../web/sections/05-masking.html', import.meta.url), 'utf8')).replace(/\s+/g, ' ');
  assert.match(html, /pick “Down sat a cat” in its list, and “sat” looks ahead to “cat”/);
  const tokens = ['Down', 'sat', 'a', 'cat'];
  const pass = am.sentenceAttention({ tokens, weights: 'learned' });
  const row = Array.from(pass.weights).slice(4, 8); // the query "sat"
  assert.ok(row[3] > 0.9, `“sat” puts ${row[3]} on “cat”, a later word`);
});

// "the score uses both: in every sentence of the list the subject is the
// first noun. It is not simply the word to the left: in “Down sat a cat” the
// subject comes after the verb, and the head still finds it" (01-why.html).
test('in every sentence offered the subject is the first noun; in “Down sat a cat” it follows the verb and still gets the most', () => {
  const kind = new Map(core.vocabulary.map((w) => [w.word, w.kind]));
  for (const sentence of SENTENCES) {
    const s = entry(sentence);
    const firstNoun = s.tokens.findIndex((t) => kind.get(t.toLowerCase()) === 'noun');
    assert.equal(s.subject, firstNoun, sentence);
  }
  const down = entry('Down sat a cat');
  assert.ok(down.subject > down.verb, 'the subject comes after the verb');
  const learned = Array.from(down.learned.weights);
  assert.equal(learned.indexOf(Math.max(...learned)), down.subject);
  assert.ok(SENTENCES.some((sentence) => entry(sentence).subject < entry(sentence).verb - 1), 'a sentence where the subject is not the word just before the verb');
});
