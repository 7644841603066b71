// The documentation tools' real builds (web/build/examples.mjs): MkDocs
// Material with our plugin, Sphinx with our extension (reStructuredText and
// MyST), VitePress, Docusaurus 3, Starlight, and mystmd (MyST, Jupyter Book 2)
// with the {anywidget} directive. Each built site is served under /docs/
// (and opened from file:// where the tool's output works there: VitePress,
// Docusaurus, Starlight and MyST write root-relative /docs/ URLs and ES modules, which
// file:// pages cannot load). In light, then dark through the host's own
// toggle, live: the core's numbers, the host's theme, no page error, no
// request outside the site, axe inside the widgets. Then: no CSS leak either
// way, single-page navigation, attributes and events from Vue and JSX.
// Screenshots of each tool at 1280 and 390 px, light and dark, to look at.
//
// Pages come from the usePages fixture (closed whatever happens), with
// `clean: false`: its clean check counts every http request as outside;
// here each page is checked against its own site root (assertClean).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VIEWS, loadCore, repoDir, screenshot, siteDir, usePages } from './browser.mjs';
import { checkGuests, checkNumbers, hostStyles, instrument, readWidgets, waitForWidgets, widgetAxeViolations, widgetStyles } from './guests.mjs';
import { serveSite } from './static-server.mjs';
import { elementAttributes } from '../../web/build/python-packages.mjs';

// Through open shadow roots too (MyST's anywidget renderer puts each widget in one).
const allDark = () => {
  const widgetsIn = (root) => [...root.querySelectorAll('*')].flatMap((e) => (e.localName.startsWith('attention-') ? [e] : e.shadowRoot ? widgetsIn(e.shadowRoot) : []));
  return widgetsIn(document).every((w) => w.getAttribute('data-attn-theme') === 'dark');
};

// Each tool: the pages to open, whether file:// works, its own elements
// whose styles must not change, how a reader turns it dark, and (for the
// single-page apps) a link to another page with widgets.
const TOOLS = {
  mkdocs: {
    pages: ['index.html'],
    file: true,
    host: ['body', '.md-typeset h1', '.md-typeset p', '.md-header', '.md-nav__link'],
    goDark: (page) => page.click('label[for="__palette_2"]'),
  },
  sphinx: {
    pages: ['index.html', 'myst.html'],
    file: true,
    host: ['body', 'div.body h1', 'div.body p', 'div.sphinxsidebar a', '#theme-switch'],
    goDark: (page) => page.click('#theme-switch'),
  },
  vitepress: {
    pages: ['index.html'],
    file: false,
    host: ['body', '.vp-doc h1', '.vp-doc p', '.VPNavBar', '.VPSidebar a', '.logits-button'],
    goDark: (page) => page.click('.VPNavBar .VPSwitchAppearance'),
    next: { link: '.VPSidebar a[href="/docs/scores.html"]', tag: 'attention-masking' },
  },
  docusaurus: {
    pages: [''],
    file: false,
    host: ['body', 'article h1', 'article p', '.navbar', '.navbar__link', '.logits-button'],
    // Its toggle cycles system → light → dark (or from where it stands).
    goDark: async (page) => {
      for (let i = 0; i < 3 && (await page.getAttribute('html', 'data-theme')) !== 'dark'; i += 1) {
        await page.click('.navbar button[title*="mode"]');
      }
    },
    next: { link: '.navbar a[href="/docs/scores/"]', tag: 'attention-masking' },
  },
  // MyST (mystmd), the {anywidget} directive: each widget in a shadow root of
  // MyST's renderer, through attention-math-anywidget.mjs; a minimal theme
  // of our own (web/examples/myst/theme/), class="dark" on <html>.
  myst: {
    pages: [''],
    file: false,
    host: ['body', 'main h1', 'main p', 'header', 'nav a', '.theme-switch'],
    goDark: (page) => page.click('.theme-switch'),
  },
  // A multi-page site (no client-side navigation): the widgets in MDX.
  starlight: {
    pages: [''],
    file: false,
    host: ['body', 'h1#_top', '.sl-markdown-content p', 'header.header', '.sidebar-content a'],
    goDark: (page) => page.selectOption('header starlight-theme-select select', 'dark'),
  },
};

const { withPage } = usePages();
let am;
const servers = {};
const reference = {};
before(async () => {
  am = await loadCore();
  for (const tool of Object.keys(TOOLS)) servers[tool] = await serveSite(join(siteDir, 'examples', tool), { prefix: '/docs/' });
});
after(() => Promise.all(Object.values(servers).map((s) => s.close())));

// The same widget in the plain example (a deliberately rude host), in each
// theme: what no host may change. Measured once, when a test first needs it.
async function referenceStyles(theme) {
  reference[theme] ??= await withPage({ colorScheme: theme }, async (page) => {
    await page.goto(pathToFileURL(join(siteDir, 'examples', 'plain', 'index.html')).href);
    await waitForWidgets(page);
    return widgetStyles(page, 'attention-softmax');
  });
  return reference[theme];
}

// The host's own styles with the widgets on its first page, read by that
// page's first test as soon as it has loaded (light, 1280 px, as the styles
// test's own page without them), for the styles test.
const stylesWithWidgets = {};

const base = (tool, origin) => (origin === 'file' ? `${pathToFileURL(join(siteDir, 'examples', tool)).href}/` : servers[tool].url);

// A tool's page in a fixture page, its widgets drawn: body({page, root}).
function withTool(tool, pagePath, { origin = 'http', colorScheme = 'light', viewport } = {}, body) {
  return withPage({ colorScheme, viewport, clean: false }, async (page) => {
    await instrument(page);
    const root = base(tool, origin);
    await page.goto(root + (origin === 'file' && pagePath === '' ? 'index.html' : pagePath));
    await waitForWidgets(page);
    return body({ page, root });
  });
}

// Nothing from outside the site's folder (data: and blob: are the page's own),
// no console error or warning, no uncaught exception.
function assertClean(page, root) {
  const outside = page.log.requests.filter((url) => !url.startsWith(root) && !/^(data|blob):/.test(url));
  assert.deepEqual(outside, [], 'requests outside the site');
  assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], [], 'console errors and page errors');
}

// Leaves the widgets out of a page: their stylesheet, and whichever script
// defines them (the classic file, or the chunk a bundler made of the module,
// under a name of its own). Returns the errors of its handler while the
// page was open. Playwright does not catch a route handler's rejection: one
// still running when the page closes (a chunk VitePress prefetches, fetched
// by route.fetch() as the context goes) was an unhandled rejection, which
// the core's Node module turned into a crash of the whole file (exit 7).
async function blockWidgets(page) {
  const failures = [];
  const handle = async (route) => {
    if (/attention-math-widgets\.css$/.test(route.request().url())) return route.abort();
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('customElements.define') && body.includes('attention-softmax')) return route.abort();
    return route.fulfill({ response, body });
  };
  await page.route(/\.(js|mjs|css)(\?.*)?$/, (route) => handle(route).catch((error) => {
    if (!page.isClosed()) failures.push(`${route.request().url()}: ${error.message}`);
  }));
  return failures;
}

async function checkTheme(page, theme) {
  const widgets = await readWidgets(page);
  checkGuests(widgets, theme);
  assert.deepEqual(await widgetAxeViolations(page), [], `axe-core inside the widgets, ${theme}`);
  if (widgets.some((w) => w.tag === 'attention-softmax')) {
    assert.deepEqual(await widgetStyles(page, 'attention-softmax'), await referenceStyles(theme), `the host's ${theme} theme left the widget's styles alone`);
  }
  return widgets;
}

for (const [tool, spec] of Object.entries(TOOLS)) {
  for (const pagePath of spec.pages) {
    for (const origin of spec.file ? ['http', 'file'] : ['http']) {
      // The first page from http is also the 1280 px screenshots, light and dark.
      const shoot = origin === 'http' && pagePath === spec.pages[0];
      test(`${tool} /docs/${pagePath} from ${origin}: the core's numbers in light, then dark through the host's toggle, live`, () => withTool(tool, pagePath, { origin }, async ({ page, root }) => {
        // The host's own styles with the widgets, as the page loaded (for the styles test below).
        if (shoot) {
          await Promise.all(spec.host.map((selector) => page.waitForSelector(selector, { state: 'attached' })));
          stylesWithWidgets[tool] = await hostStyles(page, spec.host);
        }
        const widgets = await checkTheme(page, 'light');
        assert.ok(widgets.length >= 2, `${widgets.length} widgets`);
        assert.ok(checkNumbers(am, widgets) >= 1, 'at least one widget checked against the core');
        assert.equal(await page.evaluate(() => globalThis.__wasmInstances), 1, 'one module for every widget');
        if (shoot) await screenshot(page, `doc-tools-${tool}-desktop-light.png`);
        await spec.goDark(page);
        await page.waitForFunction(allDark);
        await checkTheme(page, 'dark');
        checkNumbers(am, await readWidgets(page));
        if (shoot) await screenshot(page, `doc-tools-${tool}-desktop-dark.png`);
        assertClean(page, root);
      }));
    }
  }

  // With the widgets: read on the first test's page (above), loaded the same way.
  test(`${tool}: the widgets change none of the host's own styles`, async () => {
    const without = await withPage({ clean: false }, async (page) => {
      const failures = await blockWidgets(page);
      await page.goto(servers[tool].url + spec.pages[0]);
      // What the framework renders after hydration (the demo's button) too.
      await Promise.all(spec.host.map((selector) => page.waitForSelector(selector, { state: 'attached' })));
      const seen = await hostStyles(page, spec.host);
      assert.deepEqual(failures, [], 'the route that leaves the widgets out');
      return seen;
    });
    assert.ok(Object.values(without).every(Boolean), `every host selector matches: ${JSON.stringify(without)}`);
    assert.ok(stylesWithWidgets[tool], 'the first test read the styles with the widgets');
    assert.deepEqual(stylesWithWidgets[tool], without);
  });

  // 1280 px light and dark are taken by the first test above, on its page.
  // At 390 px one page: light, then the system goes dark (a host that does
  // not follow it is switched by its own toggle, as before).
  test(`${tool}: at 390 px the widgets draw, and follow the host into dark; screenshots at 390 px (look at them)`, () => {
    const phone = VIEWS.find(([view]) => view === 'phone-light')[1].viewport;
    return withTool(tool, spec.pages[0], { colorScheme: 'light', viewport: phone }, async ({ page }) => {
      await screenshot(page, `doc-tools-${tool}-phone-light.png`);
      await page.emulateMedia({ colorScheme: 'dark' });
      const followed = await page.waitForFunction(allDark, null, { timeout: 1000 }).then(() => true, () => false);
      if (!followed) await spec.goDark(page);
      await page.waitForFunction(allDark);
      await screenshot(page, `doc-tools-${tool}-phone-dark.png`);
    });
  });

  if (spec.next) {
    // One page: the framework's bound attributes and events, then a single-page
    // navigation away and back (its checks hold whatever the logits are).
    test(`${tool}: attributes bound from the framework and events to it; single-page navigation to a page with widgets and back`, (t) => withTool(tool, spec.pages[0], {}, async ({ page, root }) => {
      await t.test(`${tool}: attributes bound from the framework redraw the widget, and its events reach the framework's handler`, async () => {
        const bound = page.locator('attention-softmax').nth(1);
        const count = async () => Number((await page.textContent('.changes')).match(/\d+/)[0]);
        const before = await count();
        await page.click('.logits-button');
        await page.waitForFunction((el) => el.getAttribute('logits') === '3, 1, 0'
          && el.shadowRoot.querySelectorAll('tbody tr').length === 4, await bound.elementHandle());
        await page.waitForFunction((n) => Number(document.querySelector('.changes').textContent.match(/\d+/)[0]) > n, before);
        const widgets = (await readWidgets(page)).filter((w) => w.tag === 'attention-softmax');
        assert.equal(checkNumbers(am, widgets), 2);
        assert.ok(await count() > before, 'attention-change reached the handler');
        assertClean(page, root);
      });
      await t.test(`${tool}: single-page navigation to a page with widgets and back, one module, no reload`, async () => {
        await page.evaluate(() => { globalThis.__samePage = true; });
        await page.click(spec.next.link);
        await page.waitForFunction((tag) => document.querySelector(tag)?.dataset.state === 'ready', spec.next.tag);
        await waitForWidgets(page);
        await page.goBack();
        await page.waitForFunction(() => document.querySelector('attention-softmax')?.dataset.state === 'ready');
        await waitForWidgets(page);
        assert.ok(checkNumbers(am, await readWidgets(page)) >= 1);
        assert.equal(await page.evaluate(() => globalThis.__samePage), true, 'the page was not reloaded');
        assert.equal(await page.evaluate(() => globalThis.__wasmInstances), 1, 'the module was not loaded again');
        assertClean(page, root);
      });
    }));
  }
}

// The Sphinx directive accepts exactly the attributes in attributes.json,
// read from web/types/attention-math.d.ts; the elements must agree.
test('every element the widgets define takes no attribute that the directive would refuse', async () => {
  const { elements, common } = elementAttributes(readFileSync(join(repoDir, 'web', 'types', 'attention-math.d.ts'), 'utf8'));
  assert.deepEqual(common, ['theme', 'url-key']);
  const files = readdirSync(join(repoDir, 'web', 'elements')).filter((name) => name.endsWith('.js'));
  assert.deepEqual(Object.keys(elements).sort(), files.map((name) => name.replace(/\.js$/, '')).sort(), 'one entry per element');
  await withPage({}, async (page) => {
    await page.goto(pathToFileURL(join(siteDir, 'examples', 'plain', 'index.html')).href);
    await waitForWidgets(page);
    const observed = await page.evaluate((tags) => Object.fromEntries(tags.map((tag) => [tag, customElements.get(tag)?.observedAttributes ?? null])), Object.keys(elements));
    for (const [tag, attributes] of Object.entries(observed)) {
      assert.ok(attributes, `${tag} is defined`);
      assert.deepEqual(attributes.filter((a) => ![...elements[tag], ...common].includes(a)), [], `${tag}'s observed attributes are all in WidgetAttributeMap`);
    }
  });
});
