// The pipeline strip of chapters 1–2 (web/build/pipeline.mjs), as the build
// writes it into the pages: a quantity shows only from the step that
// introduces it on, the current one is marked with its shape asked, not
// given, and the shapes are numpy's
// for the sentence's sizes (n = 4, d_model = 6, d_k = d_v = 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAPTERS } from '../../web/course.mjs';
import { assembleCourse } from '../../web/build/page.mjs';
import { EXAMPLE, HELD_BY, STAGES, heldSections, shapesOf, stripSections } from '../../web/build/pipeline.mjs';
import { loadAttentionMath } from './load-module.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const am = await loadAttentionMath();
const { pages } = await assembleCourse(join(webDir, 'page'), join(webDir, 'sections'), am);

// Each <section id> of a page and the strip in it: [{id, stages: [{state, text}]}].
function strips(html) {
  return [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"([\s\S]*?)<\/section>/g)].flatMap(([, id, body]) => {
    const figure = /<figure class="pipeline"[\s\S]*?<\/figure>/.exec(body);
    if (!figure) return [];
    const stages = [...figure[0].matchAll(/<li class="pipeline__stage( is-[a-z]+)?"[^>]*>([\s\S]*?)<\/li>/g)]
      .map(([, state, inner]) => ({ state: (state ?? '').trim(), text: inner.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim() }));
    return [{ id, stages }];
  });
}

test('the strip stands in every step from Q, K, V to the output, and nowhere else (not above the formula’s blank-slate checkpoint)', () => {
  const order = stripSections(CHAPTERS);
  assert.equal(order[0], 'qkv');
  assert.equal(order.at(-1), 'weighted-sum');
  assert.ok(!order.includes('formula') && !order.includes('walkthrough') && !order.includes('why') && !order.includes('multi-head'), order.join(' '));
  const found = pages.flatMap((page) => strips(page.html).map((s) => s.id));
  assert.deepEqual(found, order);
});

test('a quantity shows only from the step that introduces it; that step marks it, later ones are empty slots', () => {
  const order = stripSections(CHAPTERS);
  for (const page of pages) {
    for (const { id, stages } of strips(page.html)) {
      assert.equal(stages.length, STAGES.length, id);
      stages.forEach((shown, k) => {
        const stage = STAGES[k];
        const reached = order.indexOf(stage.section) <= order.indexOf(id);
        if (!reached) {
          assert.equal(shown.state, 'is-ahead', `${id}: ${stage.tex} is a later step`);
          assert.equal(shown.text, 'a later step', `${id}: a later step names nothing`);
        } else {
          const current = stage.section === id && !stage.given;
          assert.equal(shown.state, current ? 'is-current' : '', `${id}: ${stage.tex}`);
          // The step's own shape is what the step asks for: a question, not the answer.
          if (current) assert.match(shown.text, /shape: this step works it out$/, `${id}: ${stage.tex} is asked`);
          else assert.match(shown.text, /\(\d+, \d+\)$/, `${id}: ${stage.tex} has its shape`);
        }
      });
    }
  }
  // The masking step: everything up to + M, nothing of softmax or the output.
  const masking = pages.flatMap((p) => strips(p.html)).find((s) => s.id === 'masking');
  assert.deepEqual(masking.stages.map((s) => s.state), ['', '', '', '', 'is-current', 'is-ahead', 'is-ahead']);
});

test('on the formula’s own page every strip is held back until its checkpoint, with a line saying why; chapter 1’s are not', () => {
  const held = heldSections(CHAPTERS);
  assert.deepEqual([...held], ['softmax', 'weighted-sum']);
  for (const page of pages) {
    for (const [, id, body] of page.html.matchAll(/<section\b[^>]*\bid="([^"]+)"([\s\S]*?)<\/section>/g)) {
      const figure = /<figure class="pipeline"[^>]*>/.exec(body);
      if (!figure) continue;
      const standIn = /<p class="pipeline pipeline--held"[^>]*data-before="([^"]+)"[^>]*>([\s\S]*?)<\/p>/.exec(body);
      if (held.has(id)) {
        assert.match(figure[0], new RegExp(`data-after="${HELD_BY.checkpoint}"`), id);
        assert.equal(standIn?.[1], HELD_BY.checkpoint, `${id}: the line in its place`);
        assert.match(standIn[2], /href="#formula"/, `${id}: links to the checkpoint`);
      } else {
        assert.doesNotMatch(figure[0], /data-after/, id);
        assert.equal(standIn, null, id);
      }
    }
  }
});

test('the shapes are numpy’s for n = 4, d_model = 6, d_k = d_v = 3', () => {
  const numpy = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `
import json, numpy as np
n, d_model, d_k, d_v = ${EXAMPLE.n}, ${EXAMPLE.dModel}, ${EXAMPLE.dK}, ${EXAMPLE.dV}
rng = np.random.default_rng(0)
X = rng.standard_normal((n, d_model))
Q, K, V = X @ rng.standard_normal((d_model, d_k)), X @ rng.standard_normal((d_model, d_k)), X @ rng.standard_normal((d_model, d_v))
S = Q @ K.T
Z = S / np.sqrt(d_k) + np.triu(np.full((n, n), -np.inf), 1)
P = np.exp(Z - Z.max(axis=1, keepdims=True)); P /= P.sum(axis=1, keepdims=True)
O = P @ V
print(json.dumps([list(m.shape) for m in (X, Q, S, S / np.sqrt(d_k), Z, P, O)]))
`], { encoding: 'utf8' }));
  const shapes = shapesOf(am);
  assert.deepEqual(STAGES.map((s) => shapes.get(s.shape)), numpy.map(([r, c]) => `(${r}, ${c})`));
  // K and V share Q's slot: the same shape only because d_v = d_k here.
  assert.equal(EXAMPLE.dV, EXAMPLE.dK);
});
