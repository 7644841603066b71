// Chapter 1's learned head (issue 23) against PyTorch and numpy
// (tests/oracle/sentences_oracle.py), which rebuild the toy language, its X,
// its held-out split, the seed-42 starting point and the training itself from
// the recipe's prose, with none of our code:
// - the module's sentences are the oracle's, each with the same held-out mark;
// - the random head is numpy's seed-42 draw, exactly;
// - the shipped learned head is what torch.optim.Adam reaches from there in
//   200 steps (so "learned" means learned by that recipe);
// - the forward pass of the shipped head (weights exported by the module) on
//   every four-word sentence, every intermediate, within 1e-12 of torch's
//   float64 (the accuracy the README states for float64 paths);
// - held-out accuracy, computed from torch's outputs on sentences the head was
//   never trained on, is at least 95 % (the figure README.md states), and the
//   module reports the same counts.
// Shapes are the seed's: n = 4, d_model = 6, d_k = d_v = 3.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAttentionMath } from '../js/load-module.mjs';
import { PYTHON } from '../parity/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const am = await loadAttentionMath();
const model = am.sentenceModel();
const learned = { WQ: Array.from(model.learned.WQ), WK: Array.from(model.learned.WK), WV: Array.from(model.learned.WV) };
const oracle = JSON.parse(execFileSync(PYTHON, [path.join(here, 'sentences_oracle.py')], {
  input: JSON.stringify({ learned }), maxBuffer: 1 << 28, encoding: 'utf8',
}));
const versions = `torch ${oracle.torch}, numpy ${oracle.numpy}`;
const FLOAT64 = 1e-12;

// The largest |ours − theirs|, after checking each against `allowed` times max(1, |theirs|).
function maxError(ours, theirs, allowed, label) {
  assert.equal(ours.length, theirs.length, `${label}: length`);
  let worst = 0;
  for (let i = 0; i < ours.length; i++) {
    const error = Math.abs(ours[i] - theirs[i]);
    assert.ok(error <= allowed * Math.max(1, Math.abs(theirs[i])), `${label}[${i}]: ours ${ours[i]}, oracle ${theirs[i]}, off by ${error}`);
    worst = Math.max(worst, error);
  }
  return worst;
}
const argmax = (values) => values.indexOf(Math.max(...values));

test('the seed\'s shapes: n = 4, d_model = 6, d_k = d_v = 3', () => {
  assert.deepEqual([model.n, model.dModel, model.dK, model.dV], [4, 6, 3, 3]);
  for (const w of ['WQ', 'WK', 'WV']) assert.equal(model.learned[w].length, 6 * 3);
});

test('the toy language and its held-out split are the oracle\'s, sentence for sentence', () => {
  const ours = model.sentences.map((s) => [s.tokens.join(' ').toLowerCase(), s.pattern, s.heldOut, s.verb, s.subject, s.subjectAnimal]);
  const theirs = oracle.sentences.map((s) => [s.tokens.join(' '), s.pattern, s.heldOut, s.verb, s.subject, s.subjectAnimal]);
  assert.deepEqual(ours, theirs);
  const held = theirs.filter((s) => s[2]).length;
  console.log(`${versions}: ${theirs.length} four-word sentences, ${held} held out (${oracle.all} with chapter 3's)`);
});

test('the random head is numpy\'s seed-42 draw; the learned one is where torch\'s Adam gets from there in 200 steps', () => {
  for (const w of ['WQ', 'WK', 'WV']) assert.deepEqual(Array.from(model.random[w]), oracle.random[w], `random ${w}`);
  let worst = 0;
  for (const w of ['WQ', 'WK', 'WV']) worst = Math.max(worst, maxError(learned[w], oracle.trained[w], FLOAT64, `trained ${w}`));
  console.log(`${versions}: the shipped head against torch's training of the recipe: max |ΔW| ${worst.toExponential(2)}`);
});

test('the shipped head\'s forward pass on every sentence is torch\'s, within 1e-12', () => {
  let worst = 0;
  for (const s of oracle.sentences) {
    for (const weights of ['learned', 'random']) {
      const ours = am.sentenceAttention({ tokens: s.tokens, weights });
      const label = `${s.tokens.join(' ')} (${weights})`;
      worst = Math.max(worst, maxError(ours.X, s.X, FLOAT64, `${label} X`));
      for (const name of ['Q', 'K', 'V', 'scaledScores', 'weights', 'output']) {
        worst = Math.max(worst, maxError(ours[name], s[weights][name], FLOAT64, `${label} ${name}`));
      }
    }
  }
  console.log(`${versions}: ${oracle.sentences.length} sentences × 2 heads, every intermediate: max error ${worst.toExponential(2)}`);
});

test('held out: the learned head answers and attends right on at least 95 % of sentences it never trained on', () => {
  const accuracy = (weights, heldOut) => {
    const group = oracle.sentences.filter((s) => s.heldOut === heldOut);
    let answer = 0, attention = 0;
    for (const s of group) {
      const out = s[weights].output.slice(s.verb * 3, s.verb * 3 + 3);
      const row = s[weights].weights.slice(s.verb * 4, s.verb * 4 + 4);
      answer += argmax(out) === s.subjectAnimal;
      attention += argmax(row) === s.subject;
    }
    return { sentences: group.length, answer, attention };
  };
  const held = accuracy('learned', true), random = accuracy('random', true), training = accuracy('learned', false);
  console.log(`${versions}: held out, learned head: answer ${held.answer}/${held.sentences}, largest weight on the subject `
    + `${held.attention}/${held.sentences}; random head: ${random.answer}/${random.sentences} and ${random.attention}/${random.sentences}; `
    + `training sentences: ${training.answer}/${training.sentences}`);
  assert.ok(held.sentences >= 100, 'enough held-out sentences to measure');
  assert.ok(held.answer / held.sentences >= 0.95, `held-out answers ${held.answer}/${held.sentences}`);
  assert.ok(held.attention / held.sentences >= 0.95, `held-out attention ${held.attention}/${held.sentences}`);
  assert.ok(random.answer / random.sentences < 0.5, 'the random head does not answer: the learning is in W');
  // The module's own report says the same.
  const reported = model.accuracy.learned.heldOut;
  assert.deepEqual([reported.sentences, reported.answerRight, reported.attentionRight], [held.sentences, held.answer, held.attention]);
});
