// The worked example (section walkthrough), in Chromium: what only a browser
// shows. That the page's script, run by real numpy, prints the page's
// output byte for byte, for fixed and random states and embeddings, and
// every message for a bad seed or width, are Node's
// (tests/models/walkthrough.test.mjs); that the page draws the model's
// figures, a bad width beside its field, the URL round trip, the CSV are the
// widget smoke test's; axe with messages showing (and dark through the
// toggle), the widest example on a phone and the glossary's links are the
// page pass's state rows (state-rows/walkthrough.mjs). Here: a link that
// sets every widget of the chapter at once, in the one-page spelling, and
// typing keeping that spelling; bad typing keeping the output and the URL;
// the heatmap from the keyboard; nonsense in a link said beside its fields;
// attributes redrawing and the URL following; the copy button; the theme
// toggle surviving a reload; a core that cannot load; a sub-path over http.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chapterOf, loadCore, openFigureMore, pageUrl, siteDir, text, usePages, waitForWalkthrough,
} from './browser.mjs';
import { readThrough } from './states.mjs';
import { serveSite } from './static-server.mjs';
import { model, prepare } from '../../web/elements/walkthrough/model.js';

const { withPage, withSection } = usePages();
const am = await loadCore();
const output = (page) => text(page, '#walkthrough-output');
const printed = (state) => model(am, prepare(am, state)).transcript;
const showsTranscript = (page, state) => page.waitForFunction((want) => document.querySelector('#walkthrough-output').textContent === want, printed(state));

// A refused value: its message shown and describing the field, the field
// marked, and neither the output nor the link changed.
async function expectRefused(page, id, kept, urlPattern) {
  const message = page.locator(`#walkthrough-${id}-message`);
  await message.waitFor({ state: 'visible' });
  assert.ok((await message.textContent()).trim().length > 10, `a message for ${id}`);
  const field = page.locator(`#walkthrough-${id}`);
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.ok((await field.getAttribute('aria-describedby')).split(' ').includes(`walkthrough-${id}-message`), 'the message describes the field');
  await page.waitForTimeout(50); // any (wrong) re-render would be a microtask away
  assert.equal(await output(page), kept);
  assert.match(page.url(), urlPattern, 'the URL keeps the last good state');
}

test('a link that sets every widget of the chapter opens that view; typing keeps the link’s spelling, refuses bad input and keeps the output; the heatmap from the keyboard', () => withSection('walkthrough', { query: '?seed=7&dk=4&dv=2&softmax.scale=50' }, async (page) => {
  await readThrough(page);
  assert.deepEqual(await page.$$eval('[data-state]', (ws) => ws.filter((w) => w.dataset.state !== 'ready').map((w) => w.localName)), [], 'every widget drawn');
  assert.match(page.url(), /softmax\.scale=50/);
  assert.match(await page.textContent('#softmax'), /NaN/);
  assert.equal(await output(page), printed({ seed: 7, dK: 4, dV: 2 }));
  assert.match(await output(page), /Q \(queries\)/);

  const seed = page.locator('#walkthrough-seed');
  await seed.fill('123');
  await showsTranscript(page, { seed: 123, dK: 4, dV: 2 });
  // The link spelt the example the one-page way (?seed=), read as an alias
  // of walkthrough.seed=: the URL keeps that spelling, and only it.
  await page.waitForURL(/[?&]seed=123(&|$)/);
  assert.match(page.url(), /[?&]dk=4(&|$)/);
  assert.doesNotMatch(page.url(), /walkthrough\./, 'not written twice');
  assert.equal(await page.locator('#walkthrough-seed-message').isVisible(), false, 'no message for good input');
  const kept = await output(page);
  await seed.fill('abc');
  await expectRefused(page, 'seed', kept, /[?&]seed=123(&|$)/);
  await page.locator('#walkthrough-dv').fill('x');
  await expectRefused(page, 'dv', kept, /[?&]seed=123(&|$)/);
  await page.locator('#walkthrough-dv').fill('2');
  await seed.fill('5');
  await showsTranscript(page, { seed: 5, dK: 4, dV: 2 });
  assert.equal(await page.locator('#walkthrough-seed-message').isVisible(), false, 'message cleared once the input is good again');
  assert.equal(await seed.getAttribute('aria-invalid'), null);

  // The weights heatmap: one roving tab stop, arrows and End move it, each cell named.
  const { tokens } = prepare(am, { seed: 5, dK: 4, dV: 2 }).example;
  const cells = page.locator('#walkthrough [data-part="weights"] [data-part="cell"]');
  assert.equal(await cells.count(), tokens.length ** 2);
  const { weights } = model(am, prepare(am, { seed: 5, dK: 4, dV: 2 }));
  const drawn = await cells.evaluateAll((tds) => tds.map((td) => ({ value: Number(td.dataset.value), text: td.textContent })));
  drawn.forEach((c, k) => {
    assert.equal(c.value, weights.values[k], `weight ${k}`);
    assert.ok(Math.abs(Number(c.text) - weights.values[k]) <= 5e-4 + 1e-12, `printed ${k}: ${c.text}`);
  });
  const stop = page.locator('#walkthrough [data-part="weights"] [data-part="cell"][tabindex="0"]');
  assert.equal(await stop.count(), 1, 'one roving tab stop');
  await stop.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  assert.equal(await focused(), `weight from ${tokens[1]} to ${tokens[1]}: ${await cells.nth(tokens.length + 1).textContent()}`);
  await page.keyboard.press('End');
  assert.match(await focused(), new RegExp(`to ${tokens.at(-1)}:`));
  assert.equal(await stop.count(), 1);
}));

test('nonsense in a link is said beside its fields; attributes redraw and the URL follows; the copy button copies the script; the theme toggle survives a reload', () => withPage({}, async (page) => {
  // Capture what the page writes: headless Chromium has no real clipboard permission for a file:// origin.
  await page.addInitScript(() => {
    globalThis.copied = null;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t) => { globalThis.copied = t; } } });
  });
  await page.goto(pageUrl(chapterOf('walkthrough'), '?seed=banana&dk=999&dv=2'));
  await waitForWalkthrough(page);
  const note = (id) => page.locator(`#walkthrough-${id}-message`);
  for (const id of ['seed', 'dk']) {
    assert.equal(await note(id).isVisible(), true, `a note for ${id}=`);
    assert.match(await note(id).textContent(), new RegExp(`The link’s ${id} was ignored`));
  }
  assert.equal(await note('dv').isVisible(), false, 'a good parameter gets no note');
  assert.equal(await output(page), printed({ seed: 42, dK: 3, dV: 2 }));
  assert.equal(await page.inputValue('#walkthrough-seed'), '42');

  await page.goto(pageUrl(chapterOf('walkthrough')));
  await waitForWalkthrough(page);
  assert.equal(await output(page), printed({ seed: 42, dK: 3, dV: 3 }), 'the default example');
  await page.evaluate(() => {
    const walkthrough = document.querySelector('attention-walkthrough');
    walkthrough.setAttribute('seed', '11');
    walkthrough.setAttribute('d-k', '2');
  });
  await showsTranscript(page, { seed: 11, dK: 2, dV: 3 });
  assert.equal(await page.inputValue('#walkthrough-seed'), '11');
  assert.equal(await page.inputValue('#walkthrough-dk'), '2');
  await page.waitForURL(/\?walkthrough\.seed=11&walkthrough\.dk=2$/); // d_v = 3 is the default: left out

  await openFigureMore(page, '#walkthrough'); // the script is one of the example's disclosures
  await page.getByRole('button', { name: 'Copy script' }).click();
  await page.waitForFunction(() => globalThis.copied !== null);
  assert.equal(await page.evaluate(() => globalThis.copied), model(am, prepare(am, { seed: 11, dK: 2, dV: 3 })).python);
  assert.equal(await page.evaluate(() => globalThis.copied), am.walkthrough({ seed: 11, dK: 2, dV: 3 }).python);
  await page.locator('#walkthrough [role="status"]', { hasText: 'Copied' }).waitFor();

  const toggle = page.locator('#theme-toggle');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), lightBg);
  await page.reload();
  await waitForWalkthrough(page);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
}));

test('a core that fails to load: every widget on the page says so in its own alert, and nothing is blank', async () => {
  // The site, its core replaced by one that cannot start (the rest linked, not copied).
  const dir = mkdtempSync(join(tmpdir(), 'attention-math-broken-'));
  try {
    for (const name of readdirSync(siteDir)) if (name !== 'attention-math.js') symlinkSync(join(siteDir, name), join(dir, name));
    writeFileSync(join(dir, 'attention-math.js'), 'var AttentionMath = () => Promise.reject(new Error("simulated wasm failure"));\n');
    await withPage({ clean: false }, async (page) => {
      await page.goto(pageUrl(chapterOf('walkthrough'), '', dir));
      await waitForWalkthrough(page);
      // Every widget tries the core (each as it would when scrolled to), and those in
      // closed disclosures (More practice, Go deeper) too: the read-through opens them.
      await readThrough(page);
      const alerts = await page.getByRole('alert').allTextContents();
      assert.equal(alerts.length, await page.locator('[data-state]').count());
      for (const alert of alerts) {
        assert.match(alert, /could not start/);
        assert.match(alert, /simulated wasm failure/);
      }
      assert.equal(await page.locator('#walkthrough-output').isVisible(), false);
      assert.deepEqual(page.log.pageErrors, []);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('works from a sub-path over http: the one-page link lands on the worked example, drawn by the core', async () => {
  const server = await serveSite(siteDir);
  try {
    await withPage({ clean: false }, async (page) => {
      await page.goto(`${server.url}?seed=9&dk=5&dv=1`);
      await waitForWalkthrough(page);
      assert.equal(await output(page), printed({ seed: 9, dK: 5, dV: 1 }));
      assert.equal(await output(page), am.walkthrough({ seed: 9, dK: 5, dV: 1 }).transcript);
      assert.deepEqual(page.log.requests.filter((url) => !url.startsWith(server.url)), []);
      assert.deepEqual(page.log.pageErrors, []);
      assert.deepEqual(page.log.consoleErrors, []);
    });
  } finally {
    await server.close();
  }
});
