// One smoke test per widget, in Chromium, on its chapter page (rows:
// widget-rows.mjs). The numbers themselves are checked in Node, where each
// widget's model (web/elements/<step>/model.js) runs against the real core
// (tests/models/); here, that the page draws exactly those figures:
//   1. it draws, and the figures it holds are the model's for the values it
//      drew (the page's CSV export, block for block, against the CSV of the
//      model's figures computed in Node);
//   2. bad input typed into a field gets its message (the field's
//      accessible description, aria-invalid) and the last good state stays;
//   3. a good value typed in redraws to the model's figures for it, and the
//      URL holds it: the page opened at that URL draws the same;
//   4. the export menu, from the keyboard's point of view (its summary and
//      buttons by role and name), downloads the CSV the widget exports.
// Two row fields for widgets that keep more than fields (widget-rows.mjs):
// `label` in bad/change, a field typed into a box of the widget's own (no
// field control: the trained heads' sequence), found by its label and sent
// with Enter; `busy`, an attribute the widget holds while its worker computes
// numbers it will draw (the trainer's data-busy), waited out before the
// page is read; `interact`, the row's own interaction (a drag from the
// keyboard), run after the others, with the page's drawn state and a check
// that the page still draws the model's figures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertPageClean, downloadBytes, loadCore, openPage, revealPredictions, sectionUrl, usePages } from './browser.mjs';
import { WIDGET_ROWS } from './widget-rows.mjs';
import { collectFigures } from '../../web/lib/widget/figure-export.js';
import { figuresCsv } from '../../web/figures/csv.js';

const { withSection, browser } = usePages();
const am = await loadCore();

// The figure blocks of a widget's CSV (everything after its title and the
// line of values that made it).
const blocks = (csv) => {
  const lines = csv.split('\r\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('figure: '))).join('\r\n');
};

// What the model gives, in Node, for the inputs the page drew (a row's
// `inputs(am, drawn)` gives prepare's, where the values alone do not say them).
async function nodeCsv(row, drawn) {
  const module = await import(row.model);
  const given = row.inputs ? row.inputs(am, drawn) : drawn.values;
  const prepared = module.prepare ? module.prepare(am, given) : {};
  const figures = collectFigures(module.model(am, { ...drawn.values, ...prepared, ...drawn.view }));
  return blocks(figuresCsv({ title: '', figures }));
}

// The widget's drawn values and view state, and its CSV, from the page.
async function drawnOf(page, tag, busy = null) {
  if (busy) await page.waitForFunction(([name, attribute]) => !document.querySelector(name).hasAttribute(attribute), [tag, busy]);
  return page.evaluate(async (name) => {
    const widget = document.querySelector(name);
    return { values: widget.drawn, view: widget.viewState?.() ?? {}, csv: await widget.toCSV(), state: widget.dataset.state };
  }, tag);
}

// Types `text` into field `key` of the widget, through its own input or,
// with a `label`, the widget's own box of that label, sent with Enter (a
// select chooses it, a switch is set on for '1', off for '0'); with `via: 'attribute'`, sets
// the field's attribute to it instead, as a link or a host page would (a
// switch cannot be given a bad value by hand, and a field may be drawn as
// something else: <attention-why>'s hidden select behind its buttons).
const inputOf = (page, tag, key) => page.evaluateHandle(([name, field]) => document.querySelector(name).controls[field].input, [tag, key]);
async function type(page, tag, key, text, via = 'input', label = null) {
  if (label) {
    const box = await page.locator(tag).first().getByLabel(label, { exact: true }).elementHandle();
    await box.fill(text);
    await box.press('Enter');
    return box;
  }
  const input = await inputOf(page, tag, key);
  if (via === 'attribute') {
    await page.evaluate(([name, field, value]) => {
      const widget = document.querySelector(name);
      widget.setAttribute(widget.fields.find((f) => f.key === field).attribute, value);
    }, [tag, key, text]);
    return input;
  }
  if (await input.evaluate((node) => node.localName === 'select')) await input.selectOption(text);
  else if (await input.evaluate((node) => node.type === 'checkbox')) await input.setChecked(text === '1');
  else await input.fill(text);
  return input;
}

// Bad input for a field no one can type into (a select) comes from a link:
// the page opened again at `?link`.
async function badLink(page, row) {
  await page.goto(sectionUrl(row.section, `?${row.bad.link}`));
  await revealPredictions(page, `#${row.section} attention-predict`);
  await page.waitForFunction((name) => document.querySelector(name)?.dataset.state === 'ready', row.tag);
  return inputOf(page, row.tag, row.bad.key);
}

// The field's accessible description: the message slot (and hint) it names.
const description = (input) => input.evaluate((node) => node.getAttribute('aria-describedby').split(' ')
  .map((id) => node.getRootNode().getElementById(id)).filter((n) => n && !n.hidden).map((n) => n.textContent).join(' '));

const changed = (page, tag, before) => page.waitForFunction(([name, was]) => {
  const widget = document.querySelector(name);
  return widget.dataset.state === 'ready' && JSON.stringify(widget.drawn) !== was;
}, [tag, JSON.stringify(before)]);

for (const row of WIDGET_ROWS) {
  test(`<${row.tag}> draws the model’s figures, refuses bad input and keeps its numbers, round-trips its URL, and downloads its CSV`, () => withSection(row.section, { query: row.query ? `?${row.query}` : '' }, async (page) => {
    const widget = page.locator(row.tag).first();
    const first = await drawnOf(page, row.tag, row.busy);
    assert.equal(first.state, 'ready');
    assert.equal(blocks(first.csv), await nodeCsv(row, first), 'the page draws the model’s figures');

    const bad = row.bad.link ? await badLink(page, row) : await type(page, row.tag, row.bad.key, row.bad.text, row.bad.via, row.bad.label);
    await page.waitForFunction((node) => node.getAttribute('aria-invalid') === 'true', bad);
    assert.match(await description(bad), row.bad.message);
    assert.deepEqual(await drawnOf(page, row.tag, row.busy), first, 'the last good state stays');

    await type(page, row.tag, row.change.key, row.change.text, row.change.via, row.change.label);
    await changed(page, row.tag, first.values);
    const second = await drawnOf(page, row.tag, row.busy);
    assert.equal(blocks(second.csv), await nodeCsv(row, second), 'redrawn to the model’s figures for the new value');
    await page.waitForURL((url) => url.search.includes(`${row.param}=`));
    const linked = page.url();
    const again = await openPage(browser());
    try {
      await again.goto(linked);
      await revealPredictions(again, `#${row.section} attention-predict`);
      await again.waitForFunction((name) => document.querySelector(name)?.dataset.state === 'ready', row.tag);
      assert.deepEqual(await drawnOf(again, row.tag, row.busy), second, 'the link draws the same');
      assertPageClean(again);
    } finally {
      await again.closeAll();
    }

    if (row.interact) {
      await row.interact({ page, widget, drawn: () => drawnOf(page, row.tag, row.busy),
                           sameAsModel: async (d) => assert.equal(blocks(d.csv), await nodeCsv(row, d), 'the page draws the model’s figures') });
    }

    await widget.getByText('Download this figure').click();
    const button = widget.getByRole('button', { name: /as CSV/ });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.equal((await downloadBytes(download)).toString('utf8'), row.interact ? (await drawnOf(page, row.tag, row.busy)).csv : second.csv);
  }));
}
