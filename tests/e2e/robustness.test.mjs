// The page against the bad-input catalogue (tests/robustness-catalogue.mjs):
// every case typed into its field shows a message beside it and keeps the
// widget's last good numbers; nonsense links are explained; hostile token
// names stay text; a core abort is survived; 1,000 interactions leak nothing.
//
// One page per chapter, shared by the cases that chapter holds (the links'
// cases first, each loaded into that page; then the page as it ships, for
// the catalogue and then the hostile text), subtests naming each case
// group. Widgets are drawn as for printing (beforeprint, states.mjs
// readThrough), not by scrolling to each one. The leak and abort tests share
// one page of the test module (the leak counted first, the abort last).
//
// Locators only (page.locator pierces open shadow roots), so the tests hold
// whether or not a widget keeps its DOM in a shadow root.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chapterOf, pageUrl, testSiteDir, usePages } from './browser.mjs';
import { readThrough, widgetsDrawn } from './states.mjs';
import { PAGE_CASES, URL_CASES, HOSTILE_TEXT } from '../robustness-catalogue.mjs';

const { withPage } = usePages();

// Loads a chapter into `page` and draws every widget and disclosure, so
// that every field and message can be reached. `hooks`: the copy of the
// site that loads the test module (_testFault, _heapStats).
async function load(page, file, query = '', { hooks = false } = {}) {
  await page.goto(pageUrl(file, query, hooks ? testSiteDir() : undefined));
  await readThrough(page);
  await widgetsDrawn(page);
}

// A chapter page that records the dialogs anything opened.
function withChapterPage(body, options = {}) {
  return withPage(options, async (page) => {
    page.dialogs = [];
    page.on('dialog', (dialog) => { page.dialogs.push(dialog.message()); dialog.dismiss().catch(() => {}); });
    return body(page);
  });
}

function fieldInput(page, { widget, field }) {
  if (field === 'x') return page.locator(widget).getByLabel(/, dimension 1$/).first();
  return page.locator(`${widget} input[id$="-${field}"]`).first();
}

function fieldMessage(page, { widget, field }) {
  return page.locator(`${widget} [id$="-${field}-message"]`).first();
}

// What the widget shows, minus messages, alerts and status lines: the
// numbers that must survive bad input unchanged.
function shownNumbers(page, widget) {
  return page.locator(widget).first().evaluate((host) => {
    const root = host.shadowRoot ?? host;
    const skip = '[id$="-message"], [role=status], [role=alert]';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts = [];
    while (walker.nextNode()) {
      if (!walker.currentNode.parentElement.closest(skip)) parts.push(walker.currentNode.textContent);
    }
    return parts.join('');
  });
}

// Every file a case of the catalogue needs, in the course's order.
const FILES = [...new Set([...URL_CASES.flatMap((entry) => entry.expect.map((e) => chapterOf(e.widget))),
  ...PAGE_CASES.map((entry) => chapterOf(entry.widget)), chapterOf('walkthrough'), chapterOf('qkv')])];

// Links with nonsense parameters, loaded one by one: every widget still
// draws, and each refused parameter of this chapter is explained.
async function nonsenseLinks(page, file) {
  for (const entry of URL_CASES.filter((e) => e.expect.some((expected) => chapterOf(expected.widget) === file))) {
    await load(page, file, entry.query);
    const states = await page.$$eval('[data-state]', (widgets) => widgets.map((w) => `${w.localName}:${w.dataset.state}`));
    assert.ok(states.length > 0);
    assert.deepEqual(states.filter((s) => !s.endsWith(':ready')), [], `${entry.name}: every widget drew`);
    for (const expected of entry.expect.filter((e) => chapterOf(e.widget) === file)) {
      const shown = page.getByText(expected.message).first();
      assert.ok(await shown.isVisible(), `${entry.name}: ${expected.message} is shown`);
    }
    assert.deepEqual(page.log.pageErrors, [], entry.name);
  }
}

// The catalogue's cases of this chapter: each bad value gets a message
// beside its field and the last good numbers stay.
async function pageCatalogue(page, file) {
  for (const entry of PAGE_CASES.filter((e) => chapterOf(e.widget) === file)) {
    const label = `${entry.group}: ${entry.name} (${entry.widget} ${entry.field} = ${JSON.stringify(entry.input)})`;
    const input = fieldInput(page, entry);
    const before = await shownNumbers(page, entry.widget);
    const good = await input.inputValue();
    await input.fill(entry.input);
    const message = fieldMessage(page, entry);
    await message.waitFor({ state: 'visible' }).catch(() => {});
    assert.ok(await message.isVisible(), `${label}: a message is shown beside the field`);
    assert.match(await message.textContent(), entry.message, label);
    assert.equal(await shownNumbers(page, entry.widget), before, `${label}: the last good numbers stay`);
    assert.equal(await page.locator(entry.widget).first().getAttribute('data-state'), 'ready', label);
    await input.fill(good); // back to the good value, which clears the message
    await message.waitFor({ state: 'hidden' });
  }
  assert.deepEqual(page.log.pageErrors, []);
}

// Elements a hostile name would create if it were ever parsed as HTML.
function injectedElements(page) {
  return page.locator('[onerror], [onload], img, script:not([src]):not([type])').count();
}

// Types each hostile text into the text fields of every widget on the page
// (their first three each: the embedding cells alone number dozens), then
// puts the good value back; → how many fields took it.
async function typeHostileText(page) {
  const widgets = await page.$$eval('[data-state]', (nodes) => [...new Set(nodes.map((n) => n.localName))]);
  let typed = 0;
  for (const widget of widgets) {
    const fields = page.locator(`${widget} input[type=text]`);
    const count = Math.min(3, await fields.count());
    for (let i = 0; i < count; i += 1) {
      const field = fields.nth(i);
      if (!(await field.isVisible()) || !(await field.isEditable())) continue; // a closed "More practice" holds one
      const good = await field.inputValue();
      await field.fill(HOSTILE_TEXT[typed % HOSTILE_TEXT.length]);
      await field.fill(good);
      typed += 1;
    }
  }
  return typed;
}

async function assertNothingRan(page, baseline) {
  await page.waitForTimeout(300); // an onerror would fire by now
  assert.deepEqual(page.dialogs, [], 'no dialog opened');
  assert.equal(await injectedElements(page), baseline, 'no element was created from reader text');
  assert.deepEqual(page.log.pageErrors, []);
}

// Hostile token names: linked (on the worked example's chapter), they reach
// the row labels and the Python script as text; typed into a token name and
// into the text fields of every widget (there, and in the chapter before
// it, whose widgets are the derivation's first steps), nothing runs.
let typedHostile = 0;
async function hostileText(page, file) {
  if (file === chapterOf('walkthrough')) {
    const linked = HOSTILE_TEXT.filter((t) => !/\s/.test(t)).slice(0, 4);
    const x = linked.map((_, i) => `${i},${i + 1}`).join(';');
    await load(page, file, `?tokens=${encodeURIComponent(linked.join(' '))}&x=${encodeURIComponent(x)}`);
    const baseline = await injectedElements(page);
    const walkthrough = page.locator('attention-walkthrough');
    for (const name of linked) {
      assert.ok(await walkthrough.getByText(name, { exact: false }).filter({ visible: true }).count() > 0, `${name} shown as text`);
    }
    assert.match(await page.locator('#walkthrough-python').textContent(), /TOKENS = \["<svg\/onload=alert\(2\)>"/);
    const token = walkthrough.getByLabel('Token 1 name');
    for (const text of HOSTILE_TEXT) await token.fill(text);
    typedHostile += await typeHostileText(page);
    await assertNothingRan(page, baseline);
  } else {
    const baseline = await injectedElements(page);
    typedHostile += await typeHostileText(page);
    await assertNothingRan(page, baseline);
  }
}

for (const file of FILES) {
  const hostile = [chapterOf('walkthrough'), chapterOf('qkv')].includes(file);
  test(`${file}: nonsense links, the page catalogue${hostile ? ', hostile token names' : ''}`, (t) => withChapterPage(async (page) => {
    await t.test('links with nonsense parameters: every widget still draws, and each refused parameter is explained', () => nonsenseLinks(page, file));
    await load(page, file);
    await t.test('page catalogue: each bad value gets a message beside its field and the last good numbers stay', () => pageCatalogue(page, file));
    if (hostile) await t.test('hostile token names, typed or linked, are shown as text and never run', () => hostileText(page, file));
  }, { clean: false }));
}

test('hostile text reached enough fields', () => {
  assert.ok(typedHostile >= 15, `typed into ${typedHostile} fields`);
});

// 1,000 interactions in four fields of the worked example's chapter, a
// quarter of them bad input. The shared core's heap, its malloc'd bytes and
// its live Embind handles are read before and after. Then, on the same page,
// a core abort: reported, the core re-created, the widgets keep working.
test('the test module’s page: 1,000 interactions leak nothing; then a core abort and an out-of-memory are survived', (t) => withChapterPage(async (page) => {
  await load(page, chapterOf('walkthrough'), '', { hooks: true });
  await t.test('1,000 page interactions leave WASM memory and Embind handles flat', async () => {
    const snapshot = () => page.evaluate(async () => {
      const core = await globalThis.AttentionMath.shared();
      return { ...core._heapStats(), handles: core.count_emval_handles() };
    });
    const steps = [
      [{ widget: 'attention-softmax', field: 'z' }, (i) => (i % 4 === 3 ? 'x, 1' : `${i % 7}, 1, -1, 0.5`)],
      [{ widget: 'attention-walkthrough', field: 'seed' }, (i) => (i % 4 === 3 ? '-1' : String(i))],
      [{ widget: 'attention-walkthrough', field: 'x' }, (i) => (i % 4 === 3 ? 'NaN' : String((i % 9) / 10))],
      [{ widget: 'attention-formula', field: 'dk' }, (i) => (i % 4 === 3 ? '0' : String(1 + (i % 64)))],
    ];
    // Each interaction is what typing produces, an input event, and gets a
    // turn of the event loop, so each one is drawn (or refused) on its own.
    // Dispatched from inside the page: a Playwright fill() per keystroke
    // would make this test take minutes.
    const type = (where, values) => fieldInput(page, where).evaluate(async (input, texts) => {
      for (const text of texts) {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }, values);
    let interactions = 0;
    const run = async (rounds) => {
      for (let round = 0; round < rounds; round += 1) {
        for (const [where, value] of steps) {
          await type(where, Array.from({ length: 25 }, (_, i) => value(interactions / steps.length + i)));
        }
        interactions += 25 * steps.length;
      }
    };
    await run(1); // warm-up: 100 interactions
    const start = await snapshot();
    await run(9);
    assert.equal(interactions, 1000);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-state]')].every((w) => w.dataset.state === 'ready'));
    const end = await snapshot();
    console.log('leak check, 1,000 page interactions:');
    console.log(`  heap size   ${start.heapSize} → ${end.heapSize} bytes`);
    console.log(`  malloc'd    ${start.inUse} → ${end.inUse} bytes`);
    console.log(`  live Embind handles ${start.handles} → ${end.handles}`);
    assert.equal(end.heapSize, start.heapSize, 'the WASM heap did not grow');
    assert.ok(end.inUse - start.inUse <= 4096, 'malloc’d bytes stay flat');
    assert.ok(end.handles <= start.handles, 'no Embind handles leak');
    assert.deepEqual(page.log.pageErrors, []);
  });
  await t.test('a core abort is reported, the core re-created, and the widgets keep working', async () => {
    // The leak test left its last values in the fields: back to good ones.
    await fieldInput(page, { widget: 'attention-softmax', field: 'z' }).fill('2, 1, 0.1, -1');
    await page.waitForFunction(() => document.querySelector('attention-softmax').dataset.state === 'ready');
    const softmax = page.locator('attention-softmax').first();
    const logits = fieldInput(page, { widget: 'attention-softmax', field: 'z' });
    const before = await shownNumbers(page, 'attention-softmax');
    const restarted = page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('attention-math-restart', (event) => resolve(event.detail), { once: true });
    }));
    // Abort the shared instance, then edit a widget while it restarts.
    const message = await page.evaluate(async () => {
      const core = await globalThis.AttentionMath.shared();
      try { core._testFault('abort', 0); } catch (error) { return error.message; }
      return 'no error';
    });
    assert.match(message, /the calculator failed \(.*\) and has been restarted/);
    await logits.fill('3, 1, 0');
    const report = await restarted;
    assert.equal(report.restarted, true);
    assert.equal(await softmax.getAttribute('data-state'), 'ready', 'the widget was not blanked');
    // The edit made during the restart was refused with a message, or drawn
    // after it: either way, the next edit draws with the fresh core.
    await logits.fill('5, 1, 0');
    await page.waitForFunction(() => document.querySelector('attention-softmax').dataset.state === 'ready');
    await page.waitForTimeout(100);
    assert.notEqual(await shownNumbers(page, 'attention-softmax'), before, 'the widget redraws with the new core');
    const walkthrough = fieldInput(page, { widget: 'attention-walkthrough', field: 'seed' });
    await walkthrough.fill('7');
    await page.waitForFunction(() => document.querySelector('#walkthrough-output')?.textContent.includes('Attention'));
    // An out-of-memory in the page is handled the same way.
    const oom = await page.evaluate(async () => {
      const core = await globalThis.AttentionMath.shared();
      await core.whenReady();
      try { core._testFault('allocate', 3.5 * 2 ** 30); } catch (error) { return error.message; }
      return 'no error';
    });
    assert.match(oom, /out of memory.*restarted/);
    assert.deepEqual(page.log.pageErrors, []);
  });
}, { clean: false }));
