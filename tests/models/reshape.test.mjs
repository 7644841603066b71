// <attention-reshape>'s model (web/elements/reshape/model.js): Q's cells,
// head by head, where numpy's own reshapes put them (numpy, run by
// /usr/bin/python3, is the oracle: np.arange(n·d_model) reshaped both
// ways), for both splits and both head counts; what the findings say; what
// the fields refuse; the prediction that guards the widget (heads-split/
// no-transpose) and the page's small reshape example, both against numpy.
// (The page draws these tables: tests/e2e/widget-smoke.)
import { test } from 'node:test';
import { withProse } from '../../web/build/page.mjs';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { D_MODEL, HEAD_COUNTS, LAYOUTS, fields, model } from '../../web/elements/reshape/model.js';
import { PREDICTIONS, predictionVerdict } from '../../web/lib/course/predictions.js';
import { inputs, parseField, tableText } from './harness.mjs';

const TOKENS = ['The', 'cat', 'sat', 'down'];
const n = TOKENS.length;
// numpy's blocks: [layout][heads] → h × n × d_k flat indices into Q's buffer.
const numpy = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `
import json, numpy as np
n, d = ${n}, ${D_MODEL}
Q = np.arange(n * d).reshape(n, d)
out = {}
for h in ${JSON.stringify(HEAD_COUNTS)}:
    k = d // h
    out[h] = {'transpose': Q.reshape(n, h, k).transpose(1, 0, 2).tolist(), 'reshape-only': Q.reshape(h, n, k).tolist()}
print(json.dumps(out))`], { encoding: 'utf8' }));

const name = (index) => `${TOKENS[Math.floor(index / D_MODEL)]}·${(index % D_MODEL) + 1}`;

test('each head holds the cells numpy puts there, named by token and column and tinted by token', () => {
  for (const heads of HEAD_COUNTS) {
    for (const layout of Object.keys(LAYOUTS)) {
      const m = model(null, inputs(fields, { layout, heads }));
      assert.equal(m.heads.length, heads);
      m.heads.forEach((figure, h) => {
        const want = numpy[heads][layout][h];
        assert.deepEqual(figure.rows.map((r) => r.cells.map((c) => c.value)), want, `${layout}, ${heads} heads, head ${h + 1}`);
        assert.deepEqual(tableText(figure).map((r) => r.slice(1)), want.map((r) => r.map(name)));
        assert.ok(figure.rows.every((r) => r.cells.every((c) => c.tone === `token-${Math.floor(c.value / D_MODEL)}`)));
        assert.match(figure.caption, new RegExp(`Head ${h + 1}’s queries, shape \\(${n}, ${D_MODEL / heads}\\)`));
      });
      // Q itself: one row per token, six cells in order.
      assert.deepEqual(m.source.rows.map((r) => r.cells.map((c) => c.value)), Array.from({ length: n }, (_, i) => Array.from({ length: D_MODEL }, (_, c) => i * D_MODEL + c)));
      assert.equal(m.code, LAYOUTS[layout].code);
    }
  }
});

test('the findings say which words head 1 sees, from the layout', () => {
  const right = model(null, inputs(fields, { layout: 'transpose', heads: 2 }));
  assert.match(right.findings, /head 1 holds columns 1–3, head 2 columns 4–6, of every token\. Every head sees all 4 tokens/);
  assert.equal(tableText(right.heads[0]).map((r) => r[0]).join(' '), TOKENS.map((t) => `“${t}”`).join(' '), 'rows named by token');
  const bug = model(null, inputs(fields, { layout: 'reshape-only', heads: 2 }));
  assert.match(bug.findings, /^Head 1’s 4 rows are “The” columns 1–3; “The” columns 4–6; “cat” columns 1–3; “cat” columns 4–6: 2 tokens, cut into pieces, and “sat” and “down” are not in head 1 at all\./);
  assert.equal(tableText(bug.heads[0]).map((r) => r[0]).join(' '), 'row 1 row 2 row 3 row 4', 'rows are not tokens');
  const three = model(null, inputs(fields, { layout: 'reshape-only', heads: 3 }));
  assert.match(three.findings, /“The” columns 1–2; “The” columns 3–4; “The” columns 5–6; “cat” columns 1–2/);
});

test('the fields refuse what is not a split or a head count of 2 or 3', () => {
  for (const text of ['1', '4', '6', 'two', '', '2.5', 'NaN']) assert.equal(parseField(fields, 'heads', text).ok, false, text);
  assert.deepEqual(parseField(fields, 'heads', '3'), { ok: true, value: 3 });
});

// The question before the widget: which cells of Q head 1 holds without the
// transpose. Each choice names a set of cells; numpy's head 1 (h = 2) is the
// set the right one names.
test('the split’s prediction: numpy’s head 1 is the choice the spec calls right; every verdict names its tokens and points at the widget', () => {
  const spec = PREDICTIONS['heads-split/no-transpose'];
  const s = spec.solve(null);
  const head1 = numpy[2]['reshape-only'][0].flat().sort((a, b) => a - b);
  const tokensIn = [...new Set(head1.map((i) => TOKENS[Math.floor(i / D_MODEL)]))];
  const columnsIn = [...new Set(head1.map((i) => (i % D_MODEL) + 1))].sort((a, b) => a - b);
  // numpy's head 1: every column of the first two tokens, nothing of the others.
  assert.deepEqual(tokensIn, TOKENS.slice(0, 2));
  assert.deepEqual(columnsIn, Array.from({ length: D_MODEL }, (_, c) => c + 1));
  assert.equal(s.truth, 'first-tokens');
  const label = spec.answer.choices.find((c) => c.value === s.truth).label;
  assert.equal(label, `All ${D_MODEL} columns of “${tokensIn[0]}” and “${tokensIn[1]}”, and nothing of the other words`);
  assert.match(spec.prompt, new RegExp(`shape \\(${n}, ${D_MODEL}\\)\\. Cut into h = 2 heads .* head 1 gets a \\(${n}, ${D_MODEL / 2}\\) block`));
  // The widget the reveal sets names the same tokens in its findings.
  const findings = model(null, inputs(fields, { layout: 'reshape-only', heads: 2 })).findings;
  assert.equal(s.findings, findings);
  assert.ok(findings.startsWith(`Head 1’s ${n} rows are “${tokensIn[0]}” columns 1–3;`), findings);
  const whole = `the whole rows of “${tokensIn[0]}” and “${tokensIn[1]}”, each cut into 2 pieces. The widget below shows it cell by cell.`;
  assert.equal(spec.answer.choices.length, 3);
  for (const { value } of spec.answer.choices) {
    const verdict = spec.judge(value, s);
    assert.equal(verdict.right, value === s.truth, value);
    assert.ok(verdict.text.endsWith(`it gets the first ${head1.length}, ${whole}`), `${value}: ${verdict.text}`);
    assert.ok(verdict.text.includes(`Q’s ${n * D_MODEL} numbers, in order, into head 1’s (${n}, ${D_MODEL / 2}) block`), verdict.text);
  }
  assert.match(spec.judge('first-columns', s).text, /^That is what the transpose gives\./);
  assert.equal(predictionVerdict(spec, s, { skipped: true }).text,
               `The answer: The first ${head1.length} of Q’s ${n * D_MODEL} numbers, in order: ${whole}`);
  // The reveal shows the asked case: the widget without the transpose, two heads.
  assert.deepEqual(spec.widget, { 'attention-reshape': { layout: 'reshape-only', heads: '2' } });
  assert.ok(fields.find((f) => f.key === 'layout').choices.some((c) => c.value === 'reshape-only'));
});

// The split step's example, np.arange(6) reshaped to (2, 3) and to (3, 2):
// the page prints numpy's own output beside each call, so it cannot drift.
test('the split step’s reshape example is numpy’s output', () => {
  const html = withProse(readFileSync(new URL('../../web/sections/10-heads-split.html', import.meta.url), 'utf8'));
  const shapes = [[2, 3], [3, 2]];
  const printed = JSON.parse(execFileSync('/usr/bin/python3', ['-c', `
import json, numpy as np
print(json.dumps([str(np.arange(6).reshape(r, c)) for r, c in ${JSON.stringify(shapes)}]))`], { encoding: 'utf8' }));
  const block = shapes.map(([r, c], k) => {
    const call = `np.arange(6).reshape(${r}, ${c})  `;
    return printed[k].split('\n').map((line, i) => `${i === 0 ? call : ' '.repeat(call.length)}# ${line}`).join('\n');
  }).join('\n');
  assert.ok(html.includes(`<pre class="code-block"><code>${block}</code></pre>`), block);
});
