// The embed bundle (site/attention-math-widgets.js) in other people's pages:
// the plain, MkDocs Material and Sphinx examples that the build puts in
// site/examples/, each in light and dark, from file://, from a sub-path
// over http, and from that sub-path under a strict Content-Security-Policy.
// Every widget must render inside its own shadow root, with the core's
// numbers, in the host's theme, with no CSS leaking either way, no CSP
// violation of ours, and no request outside the site's folder.
//
// Pages come from the usePages fixture with `clean: false`: its clean check
// counts every http request as outside, and a host's own inline scripts
// refused under the CSP are the host's business; checkClean checks each
// page against its own origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { chapterOf, loadCore, siteDir, screenshot, usePages } from './browser.mjs';
import { readThrough } from './states.mjs';
import { checkGuests, checkNumbers, instrument, readWidgets, waitForWidgets, widgetAxeViolations } from './guests.mjs';
import { serveSite, STRICT_CSP } from './static-server.mjs';
import { measureReserves } from '../tools/reserve-heights.mjs';

const { withPage, browser } = usePages();
let am;
const servers = {};
before(async () => {
  am = await loadCore();
  servers.http = await serveSite(siteDir);
  servers.csp = await serveSite(siteDir, { csp: STRICT_CSP });
});
after(() => Promise.all(Object.values(servers).map((s) => s.close())));

const ORIGINS = {
  file: () => pathToFileURL(siteDir).href + '/',
  subpath: () => servers.http.url,
  csp: () => servers.csp.url,
};

// How each host goes dark. Plain and Sphinx follow the system setting
// until their switch is used; MkDocs Material starts on its first palette
// (light) whatever the system says, so dark is its toggle. Under the strict
// CSP Material's own inline scripts are refused and its toggle is dead, so
// there the test sets the attribute the toggle would have set.
const HOSTS = {
  plain: { page: 'examples/plain/index.html', goDark: null, goLight: (page) => page.click('#theme') },
  mkdocs: {
    page: 'examples/mkdocs/index.html',
    goDark: (page, origin) => (origin === 'csp'
      ? page.evaluate(() => document.body.setAttribute('data-md-color-scheme', 'slate'))
      : page.click('label[for="__palette_2"]')),
  },
  sphinx: { page: 'examples/sphinx/index.html', goDark: null, goLight: (page) => page.click('#theme-switch') },
};

// A host's example in a fixture page, in `theme`, its widgets drawn: body({page, base}).
function withHost(hostName, origin, theme, body) {
  const host = HOSTS[hostName];
  const base = ORIGINS[origin]();
  return withPage({ colorScheme: host.goDark && theme === 'light' ? 'dark' : theme, clean: false }, async (page) => {
    await instrument(page);
    await page.goto(base + host.page);
    if (theme === 'dark' && host.goDark) await host.goDark(page, origin);
    await waitForWidgets(page);
    return body({ page, base });
  });
}

// Nothing requested outside the site's own folder (a blob: URL is the
// page's own compute worker, written in the page); no console errors.
// A host's own inline scripts (MkDocs Material has some) are refused under
// the CSP, which is the host's business: only violations by our files, or
// any on the plain page, fail the test.
async function checkClean(page, base, hostName, origin) {
  const outside = page.log.requests.filter((url) => !url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:'));
  assert.deepEqual(outside, [], 'requests outside the site folder');
  const violations = await page.evaluate(() => globalThis.__violations);
  const ours = hostName === 'mkdocs' ? violations.filter((v) => v.blocked !== 'inline') : violations;
  assert.deepEqual(ours, [], 'CSP violations');
  // Material's inline scripts, refused, and its bundle, failing without them.
  const hostsOwn = /Executing inline script violates|__md_get is not defined/;
  const excused = (m) => hostName === 'mkdocs' && origin === 'csp' && hostsOwn.test(m);
  assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors].filter((m) => !excused(m)), [], 'console errors');
}

// What a host's page must show in `theme`: guests in that theme with the
// core's numbers, one module, KaTeX's fonts declared once, nothing outside
// the site, and from file:// axe inside the widgets and a screenshot.
async function checkGuestsIn(page, base, hostName, origin, theme) {
  const widgets = await readWidgets(page);
  checkGuests(widgets, theme);
  assert.ok(checkNumbers(am, widgets) >= 1, 'at least one widget checked against the core');
  assert.equal(await page.evaluate(() => globalThis.__wasmInstances), 1, 'one module for every widget');
  // KaTeX's fonts are declared once, in the document, where Chromium uses them.
  const fonts = await page.evaluate(() => ({
    links: [...document.querySelectorAll('link[rel~="stylesheet"]')].filter((l) => l.href.endsWith('/attention-math-widgets.css')).length,
    katexMain: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'KaTeX_Main').length,
  }));
  assert.deepEqual(fonts, { links: 1, katexMain: 4 });
  await checkClean(page, base, hostName, origin);
  if (origin === 'file') {
    assert.deepEqual(await widgetAxeViolations(page), [], 'axe-core, inside the widgets');
    await screenshot(page, `embed-${hostName}-${theme}.png`);
  }
}

// Until every widget on the page is in `theme`.
const allIn = (page, theme) => page.waitForFunction((want) => [...document.querySelectorAll('*')]
  .filter((e) => e.localName.startsWith('attention-')).every((w) => w.getAttribute('data-attn-theme') === want), theme);

// One page per host and origin, both themes on it. MkDocs Material starts
// light whatever the system says: the page loads with the system dark,
// shows light, then goes dark by its toggle (both old tests' states, on one
// load). Plain and Sphinx take the system's setting at load and pin it on
// <html> (data-theme), which the guests read: the page loads dark, then the
// host's own switch sets light (the guests read the same attribute again).
for (const hostName of Object.keys(HOSTS)) {
  for (const origin of Object.keys(ORIGINS)) {
    const host = HOSTS[hostName];
    const order = host.goDark ? ['light', 'dark'] : ['dark', 'light'];
    test(`${hostName} from ${origin}: widgets render the core's numbers as shadow-DOM guests, ${order.join(' then ')}`, (t) => withPage({ colorScheme: 'dark', clean: false }, async (page) => {
      const base = ORIGINS[origin]();
      await instrument(page);
      await page.goto(base + host.page);
      await waitForWidgets(page);
      for (const theme of order) {
        if (theme !== order[0]) {
          if (host.goDark) await host.goDark(page, origin);
          else await host.goLight(page);
          await allIn(page, theme);
        }
        await t.test(`${hostName} from ${origin}, ${theme}: widgets render the core's numbers as shadow-DOM guests`, () => checkGuestsIn(page, base, hostName, origin, theme));
      }
    }));
  }
}

// The plain example from file://, one page for three tests of live use:
// each works a widget of its own (softmax and the theme, the worked
// example, the head count).
test('plain, embedded and used live (one page)', (t) => withHost('plain', 'file', 'light', async ({ page }) => {
  await t.test('plain: attributes update live, theme pins and follows the host switch, no CSS leaks out', async () => {
    const softmax = page.locator('attention-softmax');
    await softmax.evaluate((w) => w.setAttribute('logits', '0, 0, 1, -inf'));
    await page.waitForFunction(() => document.querySelector('attention-softmax').shadowRoot.querySelectorAll('tbody tr').length === 5);
    const widgets = await readWidgets(page);
    checkNumbers(am, widgets);
    assert.deepEqual(widgets.find((w) => w.tag === 'attention-softmax').stableWeights.at(-1), '0.0000');

    // Typing goes through the same path (a locator pierces the shadow root).
    await softmax.locator('input[type=text]').first().fill('3, 1');
    await page.waitForFunction(() => document.querySelector('attention-softmax').shadowRoot.querySelectorAll('tbody tr').length === 3);
    assert.match(await softmax.getAttribute('logits'), /^3,\s?1$/);
    checkNumbers(am, await readWidgets(page));

    // The host's switch flips every widget; theme="light" pins one.
    await page.locator('attention-scores').evaluate((w) => w.setAttribute('theme', 'light'));
    await page.click('#theme');
    const themes = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('main > *')]
      .filter((e) => e.localName.startsWith('attention-')).map((e) => [e.localName, e.getAttribute('data-attn-theme')])));
    assert.equal(themes['attention-scores'], 'light');
    assert.equal(themes['attention-softmax'], 'dark');
    await page.locator('attention-scores').evaluate((w) => w.setAttribute('theme', 'auto'));
    assert.equal(await page.locator('attention-scores').getAttribute('data-attn-theme'), 'dark');

    // Keyboard: the heatmap's roving focus works inside a shadow root.
    const walkthrough = page.locator('attention-walkthrough');
    await walkthrough.locator('[data-part="weights"] [data-part="cell"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const focused = await walkthrough.evaluate((w) => {
      const cell = w.shadowRoot.activeElement;
      return `${cell?.dataset.row},${cell?.dataset.col},${cell?.tabIndex}`;
    });
    assert.equal(focused, '0,1,0');

    // Theming: an --attn-* property on the element overrides its token.
    await softmax.evaluate((w) => w.style.setProperty('--attn-surface', 'rgb(1, 2, 3)'));
    assert.equal(await softmax.evaluate((w) => getComputedStyle(w.shadowRoot.querySelector('.widget-card')).backgroundColor), 'rgb(1, 2, 3)');

    // Outward: the widgets' tokens and rules stay inside.
    const outside = await page.evaluate(() => ({
      token: getComputedStyle(document.body).getPropertyValue('--surface'),
      bodyFont: getComputedStyle(document.body).fontFamily,
      pColor: getComputedStyle(document.querySelector('main > p')).color,
      lightDomTables: document.querySelectorAll('table').length,
    }));
    assert.deepEqual(outside, { token: '', bodyFont: 'Georgia, serif', pColor: 'rgb(236, 230, 216)', lightDomTables: 0 });
    // Never touches the host's address unless given url-key.
    assert.equal(new URL(page.url()).search, '');
  });

// Two controls that reached for the element through the light DOM, which a
// shadow root hides: the embeddings' reset button (closest() stops at the
// shadow root) and the head count's message (querySelectorAll on the host).
  await t.test('plain, embedded: “Back to ‘The cat sat down’” restores the seed’s sentence from inside the shadow root', async () => {
    const walkthrough = page.locator('attention-walkthrough');
    const transcript = () => walkthrough.locator('[id$="-output"]').textContent();
    await walkthrough.evaluate((w) => { w.setAttribute('tokens', 'a b'); w.setAttribute('x', '1, 2; 3, 4'); });
    const edited = am.walkthrough({ seed: 7, dK: 4, dV: 3, tokens: ['a', 'b'], X: [1, 2, 3, 4], dModel: 2 }).transcript;
    await page.waitForFunction((want) => document.querySelector('attention-walkthrough').shadowRoot
      .querySelector('[id$="-output"]').textContent === want, edited);
    await walkthrough.getByRole('button', { name: /Back to/ }).click();
    await page.waitForFunction(() => !document.querySelector('attention-walkthrough').hasAttribute('tokens'));
    const seeds = am.walkthrough({ seed: 7, dK: 4, dV: 3 }).transcript;
    await page.waitForFunction((want) => document.querySelector('attention-walkthrough').shadowRoot
      .querySelector('[id$="-output"]').textContent === want, seeds);
    assert.equal(await transcript(), seeds);
    assert.equal(await walkthrough.getAttribute('x'), null);
    assert.deepEqual(page.log.pageErrors, []);
  });

  await t.test('plain, embedded: a refused head count is explained beside its field, with d_model subscripted', async () => {
    await page.locator('attention-multi-head input[id$="-h"]').fill('5');
    const message = page.locator('attention-multi-head [id$="-h-message"]');
    await message.waitFor();
    assert.match(await message.textContent(), /^h must divide dmodel = 24, so 5 heads cannot share its columns equally\./);
    assert.equal(await message.locator('sub').textContent(), 'model');
    assert.deepEqual(page.log.pageErrors, []);
  });

  // A widget speaks its own lang on an English page: its labels, and a field's
  // refusal, come from the zh-CN catalogue (web/locales/), the numbers stay.
  await t.test('plain, embedded: a widget with lang="zh-CN" speaks Chinese beside English ones, its refusals too', async () => {
    await page.evaluate(() => {
      const widget = document.createElement('attention-softmax');
      widget.id = 'chinese';
      widget.setAttribute('lang', 'zh-CN');
      widget.setAttribute('logits', '1, 2, 3');
      document.querySelector('main').append(widget);
    });
    const chinese = page.locator('#chinese');
    await page.waitForFunction(() => document.getElementById('chinese').dataset.state === 'ready');
    const cjk = (text) => (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
    const texts = await page.evaluate(() => [document.getElementById('chinese'), document.querySelector('attention-softmax:not(#chinese)')]
      .map((w) => w.shadowRoot.textContent));
    assert.ok(cjk(texts[0]) > 20, `the zh-CN widget has ${cjk(texts[0])} Chinese characters`);
    assert.equal(cjk(texts[1]), 0, 'the English widget beside it has none');
    await chinese.locator('input[type=text]').first().fill('1, abc');
    const refusal = chinese.locator('[id$="-message"]').first();
    await page.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.getElementById('chinese').shadowRoot.querySelector('[id$="-message"]')?.textContent ?? ''));
    assert.ok(cjk(await refusal.textContent()) > 0, 'the refusal is in Chinese');
    assert.equal(await chinese.getAttribute('logits'), '1, 2, 3', 'the last good value stays');
    assert.deepEqual(page.log.pageErrors, []);
  });
}));

test('mkdocs: instant navigation swaps in a page whose widgets upgrade themselves', () => withHost('mkdocs', 'subpath', 'light', async ({ page, base }) => {
    await page.evaluate(() => { globalThis.__samePage = true; }); // a full reload would lose this
    // Material intercepts only links listed in its sitemap.xml, which it
    // fetches after load and keeps in sessionStorage: a click before that
    // has arrived is a plain page load (seen in CI under load).
    await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.endsWith('__sitemap')));
    await page.click('a[href="walkthrough.html"]');
    await page.waitForFunction(() => document.querySelector('attention-walkthrough')?.dataset.state === 'ready');
    const navigations = page.log.requests.filter((url) => url.endsWith('walkthrough.html'));
    assert.equal(navigations.length, 1, 'fetched once');
    assert.equal(await page.evaluate(() => globalThis.__samePage), true, 'instant navigation, not a page load');
    assert.equal(await page.evaluate(() => globalThis.__wasmInstances), 1, 'the module was not loaded again');
    assert.ok(checkNumbers(am, await readWidgets(page)) === 1);
    await checkClean(page, base, 'mkdocs', 'subpath');
}));

test('the tutorial page itself, from a sub-path under the strict CSP: no violations, no outside requests', () => withPage({ clean: false }, async (page) => {
    await instrument(page);
    await page.goto(servers.csp.url + chapterOf('walkthrough'));
    await readThrough(page); // every widget drawn (as for printing), every disclosure open
    await page.waitForFunction(() => [...document.querySelectorAll('[data-state]')].every((w) => w.dataset.state === 'ready'), null, { timeout: 30000 });
    const transcript = await page.textContent('#walkthrough-output');
    assert.equal(transcript, am.walkthrough({ seed: 42, dK: 3, dV: 3 }).transcript);
    await checkClean(page, servers.csp.url, 'tutorial', 'csp');
}));

// A reserve is only as good as its height: one 1,200 px taller than its
// widget pulls the text under it up by as much when the numbers arrive.
test('every embeddable widget has a reserved height within 10% of what it draws (regenerate: tests/tools/reserve-heights.mjs --write)', async () => {
  const measured = await measureReserves(browser());
  const stale = [];
  for (const [width, tags] of Object.entries(measured)) {
    for (const [tag, { reserved, drawn }] of Object.entries(tags)) {
      if (reserved === undefined || Math.abs(reserved - drawn) > Math.max(0.1 * drawn, 40)) stale.push(`${width} ${tag}: reserved ${reserved}, draws ${drawn}`);
    }
  }
  assert.deepEqual(stale, []);
});

// The reserved heights (web/embed/reserve.css) and the loading line laid
// over the widget's body keep content from moving when the numbers arrive.
for (const hostName of Object.keys(HOSTS)) {
  for (const width of [900, 375]) {
    test(`layout shift while ${hostName}'s widgets load, at ${width} px, stays under 0.1 (CLS printed)`, () => withPage({ viewport: { width, height: 800 }, clean: false }, async (page) => {
        await page.addInitScript(() => {
          globalThis.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) globalThis.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(ORIGINS.file() + HOSTS[hostName].page);
        await waitForWidgets(page);
        await page.waitForTimeout(500);
        const cls = await page.evaluate(() => globalThis.__cls);
        console.log(`# CLS, ${hostName} example at ${width} px, file://: ${cls.toFixed(4)}`);
        assert.ok(cls < 0.1, `CLS ${cls} (0.1 is the "good" threshold)`);
    }));
  }
}
