// <attention-qkv> in Chromium, what only a browser can show: the widget
// draws the model's shape lines, verdicts (with their data attributes) and
// scores; the "use X directly" switch redraws them and hides the weight
// matrices in the disclosure; the switch sits next to the prose that
// explains it; a bad size is refused beside its field and the last good
// numbers stay, a good one clears the message. The numbers are checked
// against the core and numpy in tests/models/qkv.test.mjs, the figures and
// the URL round trip in widget-smoke, the largest sizes and X directly
// under axe in state-rows/qkv.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, usePages } from './browser.mjs';
import { fields, model, prepare } from '../../web/elements/qkv/model.js';
import { parseRichText } from '../../web/lib/text/rich-text.js';
import { inputs } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');

// The widget shows the model's shapes, verdicts and scores for `values`.
async function expectShown(page, values) {
  const given = inputs(fields, values);
  const figures = model(am, { ...given, ...prepare(am, given) });
  await page.waitForFunction((want) => {
    const widget = document.querySelector('#qkv attention-qkv');
    return widget.dataset.state === 'ready' && JSON.stringify(widget.drawn) === want;
  }, JSON.stringify(given));
  const drawn = await page.evaluate(() => {
    const widget = document.querySelector('#qkv attention-qkv');
    return {
      shapes: [...widget.querySelectorAll('ul[aria-label="Shapes"] li')].map((li) => li.textContent),
      ahead: widget.querySelector('[data-part="ahead-shape"]')?.textContent,
      verdicts: [...widget.querySelectorAll('[data-part="verdicts"] li')].map((li) => ({
        text: li.textContent, className: li.className, data: { ...li.dataset } })),
      scores: [...widget.querySelectorAll('[data-part="heatmap"] [data-part="cell"]')].map((td) => Number(td.dataset.value)),
    };
  });
  const line = (parts) => parts.map((p) => (typeof p === 'string' ? p : `${shown(p.name)} ${p.dims}`)).join('');
  assert.deepEqual(drawn.shapes, figures.shapeLines.map(line));
  assert.equal(drawn.ahead, line(figures.aheadLine), 'Q·Kᵀ’s shape, with the scores behind “Looking ahead”');
  assert.deepEqual(drawn.verdicts, figures.verdicts.map((v) => ({ text: shown(v.text), className: v.className ?? '', data: v.data })));
  assert.deepEqual(drawn.scores, Array.from(figures.scores.values));
  return drawn;
}

test('the shapes, verdicts and scores are the model’s; “use X directly” redraws them (its explanation waits for the scores step) and leaves no weight matrices; bad sizes are refused and the last good numbers stay', () => withSection('qkv', {}, async (page) => {
  const before = await expectShown(page, {});
  assert.equal(before.verdicts[0].data.symmetric, 'false');
  // The scores are the next step's: closed until the reader looks ahead, so
  // their (n, n) grid does not answer that step's first question.
  const ahead = page.locator('attention-qkv [data-part="scores-ahead"]');
  assert.equal(await ahead.evaluate((d) => d.open), false, 'the scores wait behind “Looking ahead”');
  assert.equal(await page.locator('attention-qkv [data-part="heatmap"]').isVisible(), false);
  await ahead.locator('summary').click();
  assert.ok(await page.locator('attention-qkv [data-part="heatmap"]').isVisible());

  // The switch is on the scores it changes. The prose that explains it uses
  // scores, so it waits for the scores step, at its end, and links back here.
  const direct = page.getByRole('checkbox', { name: /Use X directly/ });
  const explained = await page.evaluate(() => {
    // Its heading: the summary of a "Go deeper" (the main path skips it).
    const heading = [...document.querySelectorAll('#scores details.go-deeper > summary')].find((h) => /Why not use/i.test(h.textContent));
    return { inQkv: [...document.querySelectorAll('#qkv h3, #qkv summary')].some((h) => /Why not use/i.test(h.textContent)),
      linksBack: Boolean(heading?.parentElement.querySelector('a[href="#qkv"]')) };
  });
  assert.deepEqual(explained, { inQkv: false, linksBack: true }, '“Why not use X directly?” at the end of the scores step, linking back to the switch');

  await direct.check();
  await page.waitForURL(/qkv\.direct=1/);
  const on = await expectShown(page, { direct: true });
  assert.equal(on.verdicts[0].data.symmetric, 'true');
  assert.ok(on.verdicts.some((v) => v.data.selfWeight));
  const matrices = page.locator('#qkv [data-part="matrices"]');
  await matrices.locator(':scope > summary').click();
  // The disclosure draws its grids once open (figure-more.js), not in the click's own task: wait for them.
  await matrices.locator('[data-part="embeddings"]').waitFor({ state: 'visible' });
  assert.equal(await matrices.locator('[data-part="embeddings"]').isVisible(), true);
  assert.equal(await matrices.locator('[data-part="projections"]').isVisible(), false, 'no weight matrices when Q = K = V = X');
  await direct.uncheck();
  await expectShown(page, {});
  assert.equal(await matrices.locator('[data-part="projections"]').isVisible(), true);

  const n = page.getByRole('textbox', { name: 'Tokens n' });
  const description = () => n.evaluate((input) => input.getAttribute('aria-describedby').split(' ')
    .map((id) => document.getElementById(id)).filter((node) => !node.hidden).map((node) => node.textContent).join(' '));
  await n.fill('9');
  await page.waitForFunction((input) => input.getAttribute('aria-invalid') === 'true', await n.elementHandle());
  assert.match(await description(), /at most 8/);
  await expectShown(page, {}); // the last good shapes, verdicts and scores
  await n.fill('8');
  await expectShown(page, { n: 8 });
  assert.equal(await n.getAttribute('aria-invalid'), null);
}));
