// Links into the course: old one-page links (index.html?seed=7&dk=4#walkthrough,
// index.html#scaling, index.html?scaling.dk=256#scaling, …) land on the
// chapter that now holds what they name, with their whole query and hash,
// before the home page shows; so do links into the old first chapter whose
// section moved when it was split (formula.html#qkv → scores.html#qkv); the
// widgets there take the linked state. From
// file://, from an http sub-path, and through web/serve.mjs, which must
// send the pages compressed. And the build's rewritten cross-chapter links
// lead where they say. (Where each old link goes is web/page/forward-links.js,
// tested in Node by tests/js/course.test.mjs; here, the built pages.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHAPTERS, pageUrl, siteDir, loadCore, waitForWalkthrough, revealPredictions, usePages,
} from './browser.mjs';
import { serveSite as serveOnSubPath } from './static-server.mjs';
import { serveSite as serveCompressed } from '../../web/serve.mjs';
import { showFormula } from './course.mjs';

const { withPage } = usePages();
const am = await loadCore();

// [old link, where it must land]
const FORWARDS = [
  ['index.html?seed=7&dk=4#walkthrough', 'formula.html?seed=7&dk=4#walkthrough'],
  ['index.html#scaling', 'scores.html#scaling'],
  ['index.html?scaling.dk=256#scaling', 'scores.html?scaling.dk=256#scaling'],
  ['index.html?seed=9&dk=5&dv=1', 'formula.html?seed=9&dk=5&dv=1#walkthrough'],
  ['index.html?mh.h=3&mh.seed=7#multi-head', 'heads.html?mh.h=3&mh.seed=7#multi-head'],
  ['index.html?online.chunk=2', 'inside.html?online.chunk=2#online-softmax'],
  ['index.html#learning-softmax', 'inside.html#learning-softmax'],
  ['index.html?mc-bug.bug=mask-with-zero#misconceptions', 'review.html?mc-bug.bug=mask-with-zero#misconceptions'],
  ['heads.html#takeaways', 'review.html#takeaways'],
  // formula.html before the split: its first five sections are scores.html's now.
  ['formula.html?qkv.n=6&softmax.scale=50#qkv', 'scores.html?qkv.n=6&softmax.scale=50#qkv'],
  ['formula.html#why', 'scores.html#why'],
  ['formula.html?masking.causal=0', 'scores.html?masking.causal=0#masking'],
];

// Lands on the expected page with every parameter of the link and its hash
// (the worked example may add its own defaults to the query afterwards:
// ?seed=7&dk=4 becomes ?seed=7&dk=4&dv=3).
async function landsOn(page, url, expected) {
  const want = new URL(expected, 'http://x/');
  const file = want.pathname.slice(1);
  await page.goto(url);
  await page.waitForURL((at) => at.pathname.endsWith(`/${file}`), { timeout: 10000 });
  await page.waitForLoadState('load');
  const at = new URL(page.url());
  assert.equal(at.hash, want.hash, `${url} keeps its hash`);
  for (const [name, value] of want.searchParams) assert.equal(at.searchParams.get(name), value, `${url} keeps ${name}=`);
  const id = decodeURIComponent(want.hash.slice(1));
  assert.ok(await page.locator(`[id="${id}"]`).count(), `${expected} has #${id}`);
}

// A tab of its own (a history of its own) in the fixture page's context,
// recording what could go wrong as the fixture's pages do; closed after body(tab).
async function inNewTab(page, body) {
  const tab = await page.context().newPage();
  tab.log = { consoleErrors: [], pageErrors: [], requests: [] };
  tab.on('console', (m) => { if (['error', 'warning'].includes(m.type())) tab.log.consoleErrors.push(`${m.type()}: ${m.text()}`); });
  tab.on('pageerror', (error) => tab.log.pageErrors.push(String(error)));
  tab.on('request', (request) => tab.log.requests.push(request.url()));
  try {
    return await body(tab);
  } finally {
    await tab.close();
  }
}

// Each old link in a tab of its own: it lands, and the history is as long as
// after one goto() in a fresh tab (the old address is replaced, not kept).
function checkForwards(base, inside) {
  return withPage({}, async (page) => {
    const oneVisit = await inNewTab(page, async (tab) => {
      await tab.goto(pageUrl('heads.html'));
      return tab.evaluate(() => history.length);
    });
    for (const [from, to] of FORWARDS) {
      await inNewTab(page, async (tab) => {
        await landsOn(tab, base(from), to);
        assert.equal(await tab.evaluate(() => history.length), oneVisit, `${from}: the old address is not kept in the history`);
        const outside = tab.log.requests.filter((url) => !inside(url));
        assert.deepEqual(outside, [], `${from}: requests outside the site`);
        assert.deepEqual([...tab.log.consoleErrors, ...tab.log.pageErrors], [], from);
      });
    }
  });
}

test('from file://, old one-page links land on their chapter with query and hash', async () => {
  const base = (path) => {
    const [file] = path.split(/[?#]/);
    return pageUrl(file, path.slice(file.length));
  };
  await checkForwards(base, (url) => url.startsWith('file://') || url.startsWith('blob:'));
});

test('from an http sub-path, old links land on their chapter too, and a directory URL is the home page', async () => {
  const server = await serveOnSubPath(siteDir);
  try {
    await checkForwards((path) => server.url + path, (url) => url.startsWith(server.url) || url.startsWith('blob:'));
    await withPage({ clean: false }, async (page) => {
      await landsOn(page, `${server.url}?seed=3&dk=2&dv=5`, 'formula.html?seed=3&dk=2&dv=5#walkthrough');
      assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
    });
  } finally {
    await server.close();
  }
});

test('forwarded, the widgets take the linked state: the worked example and the scaling slider', () => withPage({}, async (page) => {
  await landsOn(page, pageUrl('index.html', '?seed=7&dk=4#walkthrough'), 'formula.html?seed=7&dk=4#walkthrough');
  await waitForWalkthrough(page);
  assert.equal(await page.textContent('#walkthrough-output'), am.walkthrough({ seed: 7, dK: 4, dV: 3 }).transcript);
  assert.equal(await page.locator('link[rel="preload"]').count(), 0, 'from file:// no font is preloaded (it would go unused)');
  await landsOn(page, pageUrl('index.html', '?scaling.dk=256#scaling'), 'scores.html?scaling.dk=256#scaling');
  await revealPredictions(page, '#scaling attention-predict'); // the step's prediction guards its widget
  await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
  assert.equal(await page.locator('#scaling').getByRole('slider').first().getAttribute('aria-valuetext'), 'd_k = 256');
}));

test('forwarded from the old first chapter, formula.html?scaling.dk=16#scaling, the scaling slider takes the state on scores.html', () => withPage({}, async (page) => {
  await landsOn(page, pageUrl('formula.html', '?scaling.dk=16#scaling'), 'scores.html?scaling.dk=16#scaling');
  await revealPredictions(page, '#scaling attention-predict');
  await page.waitForSelector('#scaling attention-scaling[data-state="ready"]');
  assert.equal(await page.locator('#scaling').getByRole('slider').first().getAttribute('aria-valuetext'), 'd_k = 16');
}));

test('links that name nothing of a chapter stay on the home page', () => withPage({}, async (page) => {
  for (const query of ['', '?utm_source=x', '#chapters-title', '#no-such-section']) {
    await page.goto(pageUrl('index.html', query));
    await page.waitForLoadState('load');
    assert.match(page.url(), new RegExp(`/index\\.html${query.replace(/[?#]/g, '\\$&')}$`));
    assert.equal(await page.locator('.chapter-card').count(), CHAPTERS.length);
  }
}));

test('a cross-chapter link written as #id in a section was rewritten by the build and leads there', () => withPage({}, async (page) => {
  await page.goto(pageUrl('review.html'));
  const link = page.locator('#misconceptions a[href="scores.html#qkv"]').first();
  assert.equal(await page.locator('#misconceptions a[href="#qkv"]').count(), 0, 'no dangling #qkv on review.html');
  await link.click();
  await page.waitForURL((url) => url.pathname.endsWith('/scores.html') && url.hash === '#qkv');
}));

// The derivation's two chapters point at each other: chapter 1 ends on
// softmax and the glossary of chapter 2; chapter 2 opens by recalling the
// masked scores, and its formula map (the typeset terms and the legend the
// widget builds) sends its first four steps back to scores.html.
test('the two halves of the derivation link each other, the formula map included', () => withPage({}, async (page) => {
  await page.goto(pageUrl('scores.html'));
  const end = page.locator('#masking > .prose').last();
  assert.deepEqual(await end.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ['formula.html#softmax', 'formula.html#glossary']);
  await revealPredictions(page, '#scaling attention-predict');
  assert.ok(await page.locator('#scaling a[href="formula.html#glossary-nats"]').count(), 'the glossary entries used in scaling');
  await page.goto(pageUrl('formula.html'));
  assert.equal(await page.locator('#softmax a[href="scores.html#masking"]').count(), 1, 'softmax recalls where chapter 1 ended');
  const hrefs = (selector) => page.$$eval(selector, (links) => Object.fromEntries(links.map((a) => [a.dataset.step ?? a.closest('[data-step]').dataset.step, a.getAttribute('href')])));
  const expected = {
    qkv: 'scores.html#qkv', scores: 'scores.html#scores', scaling: 'scores.html#scaling', masking: 'scores.html#masking',
    softmax: '#softmax', 'weighted-sum': '#weighted-sum',
  };
  assert.deepEqual(await hrefs('#formula a[data-step]'), expected, 'the typeset terms');
  await showFormula(page); // held back by the derivation checkpoint until passed or helped with
  await page.locator('#formula attention-formula').scrollIntoViewIfNeeded();
  const legend = page.locator('#formula attention-formula').getByRole('list', { name: 'The steps of the formula' });
  await legend.getByRole('link').first().waitFor();
  assert.deepEqual(await legend.getByRole('link').evaluateAll((links) => Object.fromEntries(links.map((a) => [a.closest('[data-step]').dataset.step, a.getAttribute('href')]))),
    expected, 'the legend of steps');
  await legend.getByRole('link', { name: 'Scaling' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/scores.html') && url.hash === '#scaling');
}));

test('web/serve.mjs sends every page brotli-compressed, and the forwarded pages work through it', async () => {
  const server = await serveCompressed({ root: siteDir });
  try {
    await withPage({ clean: false }, async (page) => {
      const encodings = new Map();
      // A response's headers are read after it arrived; one still being read
      // as the page closes must not become an unhandled rejection.
      page.on('response', (response) => response.allHeaders().then((headers) => {
        encodings.set(new URL(response.url()).pathname, headers['content-encoding'] ?? 'none');
      }, () => {}));
      await landsOn(page, `${server.url}index.html?seed=7&dk=4#walkthrough`, 'formula.html?seed=7&dk=4#walkthrough');
      await waitForWalkthrough(page);
      assert.equal(await page.textContent('#walkthrough-output'), am.walkthrough({ seed: 7, dK: 4, dV: 3 }).transcript);
      for (const path of ['/index.html', '/formula.html', '/app-formula.js', '/attention-math.js', '/app.css', '/page-init.js', '/course.js']) {
        assert.equal(encodings.get(path), 'br', path);
      }
      // Over http the first formulas' fonts are asked for from the <head>.
      assert.deepEqual(await page.$$eval('head link[rel="preload"][as="font"]', (links) => links.map((l) => l.getAttribute('href'))),
        ['katex/fonts/KaTeX_Main-Regular.woff2', 'katex/fonts/KaTeX_Math-Italic.woff2']);
      const fonts = [...encodings].filter(([path]) => path.endsWith('.woff2'));
      assert.ok(fonts.length > 0 && fonts.every(([, encoding]) => encoding === 'none'), 'woff2 is sent as it is');
      assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], []);
    });
  } finally {
    await server.close();
  }
});
