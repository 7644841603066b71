// <attention-masking> in Chromium, what only a browser can show: a nonsense
// link value is refused beside its switch; one idea per figure (the other
// fills wait, not built, in a closed disclosure, drawn as it opens and kept
// up to date while open); the switches redraw the model's figures and the
// URL keeps them; the three fill heatmaps are drawn on one colour scale (the
// same weight, the same colour). The numbers are checked against the core
// and numpy in tests/models/masking.test.mjs, the figures and the URL round
// trip in widget-smoke, axe, fit and the words with left padding in
// state-rows/masking.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, usePages } from './browser.mjs';
import { fields, model, prepare } from '../../web/elements/masking/model.js';
import { inputs, tableText } from '../models/harness.mjs';

const { withSection } = usePages();
const am = await loadCore();

// The widget shows the model's figures for `values`: the mask, each fill
// panel drawn (weights, leaks, verdict), and, if drawn, the empty row.
async function expectShown(page, values) {
  const given = inputs(fields, values);
  const figures = model(am, { ...given, ...prepare(am, given) });
  await page.waitForFunction((want) => {
    const widget = document.querySelector('#masking attention-masking');
    return widget.dataset.state === 'ready' && JSON.stringify(widget.drawn) === want;
  }, JSON.stringify(given));
  const drawn = await page.evaluate(() => {
    const widget = document.querySelector('#masking attention-masking');
    const cells = (root) => [...root.querySelectorAll('[data-part="cell"]')];
    const empty = widget.querySelector('[data-part="empty-row"]');
    return {
      mask: cells(widget.querySelector('[data-part="mask"]')).map((td) => td.textContent),
      maskSummary: widget.querySelector('[data-part="mask-summary"]').textContent,
      fills: [...widget.querySelectorAll('[data-fill]')].map((panel) => ({
        fill: panel.dataset.fill,
        weights: cells(panel).map((td) => Number(td.dataset.value)),
        leaks: cells(panel).filter((td) => td.classList.contains('is-leak')).length,
        verdict: panel.querySelector('[data-part="verdict"]').textContent,
      })),
      empty: empty && {
        table: [...empty.querySelectorAll('[data-part="table"] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent)),
        verdict: empty.querySelector('[data-part="empty-verdict"]').textContent,
      },
    };
  });
  assert.deepEqual(drawn.mask, Array.from(figures.mask.values, (v) => (v === -Infinity ? '−∞' : String(v))));
  assert.equal(drawn.maskSummary, figures.maskSummary);
  drawn.fills.forEach((panel, i) => {
    const { weights, verdict } = figures.fills[i];
    assert.equal(panel.fill, ['−∞', '−1e9', '0'][i]);
    assert.deepEqual(panel.weights, Array.from(weights.values), `fill ${panel.fill}`);
    assert.equal(panel.leaks, weights.marks.leak.length, `leaks flagged under fill ${panel.fill}`);
    assert.equal(panel.verdict, verdict.text + (verdict.rest ?? ''));
  });
  if (drawn.empty) {
    assert.deepEqual(drawn.empty.table, tableText(figures.emptyRow.table));
    assert.equal(drawn.empty.verdict, figures.emptyRow.verdict);
  }
  return drawn;
}

test('a nonsense link value is refused beside its switch; the other fills wait unbuilt in a closed disclosure, drawn as it opens, on the one colour scale, and kept up to date; the switches redraw and the URL keeps them', () => withSection('masking', { query: '?masking.causal=maybe' }, async (page) => {
  const causal = page.getByRole('checkbox', { name: /Causal mask/ });
  const message = await causal.evaluate((input) => input.getAttribute('aria-describedby').split(' ')
    .map((id) => document.getElementById(id)).filter((node) => !node.hidden).map((node) => node.textContent).join(' '));
  assert.match(message, /masking\.causal was ignored/);
  assert.equal(await causal.isChecked(), true);
  const first = await expectShown(page, {});
  assert.equal(first.fills[0].weights[1], 0, 'the causal mask applies');

  // One idea per figure: the mask and the −∞ weights show; the other fills wait, not yet drawn.
  assert.deepEqual(first.fills.map((f) => f.fill), ['−∞']);
  const more = page.locator('#masking [data-part="other-fills"]');
  const disclosures = await page.$$eval('#masking attention-masking details > summary', (nodes) => nodes.map((n) => n.textContent));
  assert.deepEqual(disclosures.filter((text) => text !== 'Download this figure'), [await more.locator(':scope > summary').textContent()],
    'one disclosure besides the download menu');
  assert.equal(await more.getAttribute('open'), null);
  assert.equal(await more.locator(':scope > :not(summary)').count(), 0, 'nothing is built until it opens');
  await more.locator(':scope > summary').click();
  const opened = await expectShown(page, {});
  assert.deepEqual(opened.fills.map((f) => f.fill), ['−∞', '−1e9', '0']);
  assert.equal(opened.fills[2].leaks, 6);

  // One colour scale, 0 to 1: the same weight is the same colour in every panel,
  // and a leaked 0.321 is paler than cat → cat under −∞.
  const legends = await page.$$eval('#masking [data-fill] [data-part="legend"]',
    (nodes) => nodes.map((n) => [...n.querySelectorAll('[data-part="legend-label"]')].map((l) => l.textContent)));
  assert.deepEqual(legends, [['0.000', '1.000'], ['0.000', '1.000'], ['0.000', '1.000']]);
  const colour = (fill, r, c) => page.$eval(`#masking [data-fill="${fill}"] [data-part="cell"][data-row="${r}"][data-col="${c}"]`,
    (td) => getComputedStyle(td).backgroundColor);
  assert.equal(await colour('−∞', 3, 3), await colour('−1e9', 3, 3));
  assert.notEqual(await colour('0', 2, 3), await colour('−∞', 1, 1));
  const corners = await page.$$eval('#masking [data-part="grid"] thead th:first-child', (nodes) => nodes.map((n) => n.textContent));
  assert.deepEqual(corners, Array(4).fill('query ↓ key →'));

  // Switching the causal mask off (an encoder) hides nothing; open, the other fills follow at once.
  await causal.uncheck();
  await page.waitForURL(/masking\.causal=0/);
  const open = await expectShown(page, { causal: false });
  assert.equal(open.fills[2].leaks, 0);
  await causal.check();
  await page.getByRole('checkbox', { name: /Left padding/ }).check();
  await page.waitForURL(/masking\.pad=1/);
  await expectShown(page, { pad: true });
}));
