// Section 7, the weighted sum, in Chromium: what only a browser shows. The
// numbers (every term the core's, adding up to am.attention's output row,
// the waterfalls' axes, the output table's marked row) are Node's
// (tests/models/weighted-sum.test.mjs); that the page draws the model's
// figures, a bad token from a link and the URL round trip are the widget
// smoke test's. Here: choosing a token redraws the formula line with real
// subscripts; each waterfall's 0 sits on its zero line, under drawn ticks;
// the output table lights the chosen row; and the share strip's ticks sit at
// 0, 25, 50, 75 and 100 % of the strip, each share ending at its running
// total (at 1280 and 390 px). (Axe in every view is the page pass.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, openFigureMore, usePages } from './browser.mjs';
import { fields, model, prepare } from '../../web/elements/weighted-sum/model.js';

const { withSection } = usePages();
const am = await loadCore();
const TOKENS = ['The', 'cat', 'sat', 'down'];
const figuresFor = (query) => model(am, { query, ...prepare(am, { query }) });
const widget = '#weighted-sum attention-weighted-sum';

// The stacked share strip as drawn: where each tick and each share's end
// sit, as a fraction of the strip's width.
function shareStrip(page) {
  return page.$eval(`${widget} [data-part="bars"]`, (bars) => {
    const list = bars.querySelector('[data-part="bar-list"]').getBoundingClientRect();
    const at = (x) => (x - list.left) / list.width;
    return {
      // The end ticks sit inside the strip: 0 at its left edge, 100% at its right.
      ticks: [...bars.querySelectorAll('[data-part="tick"]')].map((tick) => {
        const box = tick.getBoundingClientRect();
        const x = tick.matches(':first-child') ? box.left : tick.matches(':last-child') ? box.right : box.left + box.width / 2;
        return { text: tick.textContent, at: at(x), shown: tick.checkVisibility() };
      }),
      ends: [...bars.querySelectorAll('[data-part="bar"]')].map((bar) => at(bar.getBoundingClientRect().right)),
      width: list.width,
    };
  });
}

function expectShareStrip(strip, weights, width) {
  assert.deepEqual(strip.ticks.map((t) => t.text), ['0', '25%', '50%', '75%', '100%']);
  const px = 1.5 / strip.width; // within a pixel and a half
  strip.ticks.forEach((tick, i) => {
    assert.ok(tick.shown, `${tick.text} is shown`);
    assert.ok(Math.abs(tick.at - i / 4) < px, `${tick.text} at ${(100 * tick.at).toFixed(1)}% of the strip (${width} px)`);
  });
  assert.equal(strip.ends.length, weights.length);
  let total = 0;
  strip.ends.forEach((end, j) => {
    total += weights[j];
    assert.ok(Math.abs(end - total) < px + 1e-4, `share ${j + 1} ends at ${(100 * end).toFixed(2)}%, its running total is ${(100 * total).toFixed(2)}%`);
  });
}

test('choosing each token redraws the formula line with real subscripts and lights its output row; the waterfalls’ 0 sits on the zero line; the share strip’s ticks and shares at 1280 px', () => withSection('weighted-sum', {}, async (page) => {
  assert.equal(fields[0].fallback, 'cat');
  expectShareStrip(await shareStrip(page), figuresFor('cat').share.bars.map((b) => b.value), 1280);

  assert.match(await page.textContent(`${widget} [data-part="chart-note"]`), /stacked end to end.*output bar below the line is that total, drawn from zero/);
  const panels = await page.$$eval(`${widget} [data-part="waterfall"]`, (nodes) => nodes.map((panel) => {
    const zero = [...panel.querySelectorAll('[data-part="axis"] [data-part="tick"]')].find((t) => t.textContent === '0');
    const label = zero.getBoundingClientRect();
    const track = panel.querySelector('[data-part="total"] [data-part="track"]').getBoundingClientRect();
    const at = parseFloat(panel.style.getPropertyValue('--zero'));
    return {
      zero: zero.textContent, at, offset: label.left + label.width / 2 - (track.left + (track.width * at) / 100),
      ticks: [...panel.querySelectorAll('[data-part="tick"]')].filter((t) => t.checkVisibility()).map((t) => t.textContent),
      total: panel.querySelector('[data-part="total"] [data-part="bar-value"]').textContent,
    };
  }));
  const cat = figuresFor('cat');
  assert.equal(panels.length, 3);
  panels.forEach((panel, d) => {
    const { axis, total } = cat.waterfalls[d];
    assert.equal(panel.zero, '0');
    assert.ok(Math.abs(panel.offset) < 1.5, `the 0 sits on the zero line (off by ${panel.offset}px)`);
    assert.equal(panel.ticks.length, axis.ticks.length, `ticks under panel ${d + 1}`);
    assert.ok(Math.abs(panel.at - (100 * (0 - axis.min)) / (axis.max - axis.min)) < 1e-9, 'the zero line where the axis puts 0');
    assert.equal(Number(panel.total.replace('−', '-')), Number(total.value.toFixed(3)), 'the output bar prints the core’s total');
  });
  // In the cat row, dimension 3 crosses zero: the line sits inside the track, not at an end.
  assert.ok(panels[2].at > 5 && panels[2].at < 95, `zero at ${panels[2].at}%`);

  await openFigureMore(page, '#weighted-sum');
  const select = page.getByRole('combobox', { name: /Query token/ });
  for (const [row, token] of TOKENS.entries()) {
    await select.selectOption(token);
    await page.waitForFunction(([sel, t]) => document.querySelector(sel).drawn?.query === t, [widget, token]);
    const { terms } = figuresFor(token).formula;
    const line = await page.$eval(`${widget} [data-part="formula"]`, (p) => ({ text: p.textContent, subs: [...p.querySelectorAll('sub')].map((s) => s.textContent) }));
    // O_token and v_key written with real subscripts.
    assert.equal(line.subs.join(), [token, ...TOKENS].join());
    assert.ok(line.text.startsWith(`O${token} = ${terms[0].weight} · vThe + ${terms[1].weight} · vcat`), line.text);
    const lit = await page.$$eval(`${widget} [data-part="table"] tr.is-current > th`, (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(lit, [`${token} ◂`], `row ${row + 1} lit`);
    const totals = await page.$$eval(`${widget} [data-part="waterfall"] [data-part="total"] [data-part="bar-value"]`, (n) => n.map((x) => Number(x.textContent.replace('−', '-'))));
    assert.deepEqual(totals, figuresFor(token).waterfalls.map((w) => Number(w.total.value.toFixed(3))), 'each output bar prints the core’s total');
  }
  const text = await page.innerText('#weighted-sum');
  assert.doesNotMatch(text, /_|\bpositive and sum/);
  assert.match(text, /non-negative and sum to 1/);
}));

test('the share strip’s ticks and shares on a phone (390 px)', () => withSection('weighted-sum', { viewport: { width: 390, height: 844 } }, async (page) => {
  expectShareStrip(await shareStrip(page), figuresFor('cat').share.bars.map((b) => b.value), 390);
}));
