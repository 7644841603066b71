// site/attention-math-widgets.mjs, the widgets as an ES module, in Chromium,
// served under a sub-path (/docs/attention/), with its files in a folder of
// their own (lib/) and the pages beside it, as a documentation site would
// hold them:
// - it finds the core and its worker from import.meta.url, with the core's
//   numbers, under the strict Content-Security-Policy too;
// - importing it twice, or after the classic script, defines each element
//   once and compiles one core;
// - the classic script over http gets its worker too (compute-worker.js
//   beside it, or a blob: worker when the folder has none);
// - configure({coreUrl, workerUrl}) moves both, and refuses bad input;
// - single-page navigation: pages of widgets swapped in and out leave no
//   listener or observer behind, and the background build starts again for
//   each new page.
// Pages come from the usePages fixture with `clean: false`: its clean check
// counts every http request as outside; assertClean checks against the
// server's root, and CSP violations too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawAllWidgets, loadCore, siteDir, usePages } from './browser.mjs';

// Every file in web/elements/ is one element (web/build.mjs's registry).
const ELEMENT_COUNT = readdirSync(new URL('../../web/elements/', import.meta.url)).filter((name) => name.endsWith('.js')).length;
import { instrumentLifecycle } from './lifecycle-probe.mjs';
import { serveWithAndWithoutCsp } from './static-server.mjs';

const LIB_FILES = ['attention-math.mjs', 'attention-math.js', 'attention-math-widgets.mjs', 'attention-math-widgets.js',
  'attention-math-widgets.css', 'compute-worker.mjs', 'compute-worker.js', 'katex/fonts'];

const WIDGETS = `<attention-softmax logits="1, 2, 3, -1"></attention-softmax>
<attention-walkthrough seed="7" d-k="4"></attention-walkthrough>
<attention-scaling d-k="1024"></attention-scaling>`;

const page = (script, body = WIDGETS, head = '') => `<!doctype html><html lang="en"><title>widgets</title>
<link rel="icon" href="data:,">${head}<script type="module" src="${script}"></script><main>${body}</main>`;

// Each page's module script is a file of its own: the strict CSP refuses inline scripts.
const FILES = {
  'module.html': page('twice.mjs'),
  'twice.mjs': `import * as first from './lib/attention-math-widgets.mjs';
const second = await import('./lib/attention-math-widgets.mjs?copy=2');
window.probe = { tagNames: first.tagNames.length, copies: first !== second,
  sameCore: (await first.getAttentionMath()) === (await second.getAttentionMath()) };`,
  'mixed.html': page('mixed.mjs', WIDGETS, '<script src="lib/attention-math-widgets.js"></script>'),
  'mixed.mjs': `import { getAttentionMath } from './lib/attention-math-widgets.mjs';
window.probe = { shared: (await getAttentionMath()) === (await globalThis.AttentionMath.shared()) };`,
  'classic.html': `<!doctype html><html lang="en"><title>classic</title><link rel="icon" href="data:,">
<script defer src="lib/attention-math-widgets.js"></script><main>${WIDGETS}</main>`,
  'bare/classic.html': `<!doctype html><html lang="en"><title>classic</title><link rel="icon" href="data:,">
<script defer src="attention-math-widgets.js"></script><main>${WIDGETS}</main>`,
  'configure.html': page('configure.mjs', ''),
  'configure.mjs': `import { configure, getAttentionMath } from './lib/attention-math-widgets.mjs';
const attempt = (options) => {
  try { configure(options); return null; } catch (e) { return { name: e.name, code: e.code, argument: e.argument, message: e.message }; }
};
const refused = [null, 'lib/attention-math.mjs', [], { coreURL: 'x' }, { coreUrl: 42 }, { coreUrl: '  ' },
  { coreUrl: 'javascript:alert(1)' }, { workerUrl: true }, { coreUrl: 'http://[::1' },
  { coreUrl: 'other/attention-math.mjs', workerUrl: {} }].map(attempt);
const configured = configure({ coreUrl: 'other/attention-math.mjs', workerUrl: new URL('other/compute-worker.mjs', location.href) });
document.querySelector('main').innerHTML = ${JSON.stringify(WIDGETS)};
await getAttentionMath();
window.probe = { refused, configured, late: attempt({ coreUrl: 'lib/attention-math.mjs' }) };`,
  'spa.html': page('spa.mjs', ''),
  'spa.mjs': "import './lib/attention-math-widgets.mjs';\nwindow.probe = true;",
};

const { withPage } = usePages();
let dir, am;
let servers;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'attention-math-widgets-module-'));
  for (const file of LIB_FILES) cpSync(join(siteDir, file), join(dir, 'lib', file), { recursive: true });
  for (const file of ['attention-math.mjs', 'compute-worker.mjs']) cpSync(join(siteDir, file), join(dir, 'other', file));
  cpSync(join(siteDir, 'attention-math-widgets.js'), join(dir, 'bare', 'attention-math-widgets.js'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  am = await loadCore();
  servers = await serveWithAndWithoutCsp(dir);
});
after(async () => {
  await servers?.close();
  rmSync(dir, { recursive: true, force: true });
});

// A page of the folder in a fixture page, with CSP violations and
// WebAssembly compilations counted from before the first script: body(tab).
function withTab(name, server, body) {
  return withPage({ clean: false }, async (tab) => {
    await open(tab, name, server);
    return body(tab);
  });
}

async function open(tab, name, server) {
  await tab.addInitScript(() => {
    globalThis.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => globalThis.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    globalThis.__wasmInstances = 0;
    const original = WebAssembly.instantiate;
    WebAssembly.instantiate = function (...args) {
      globalThis.__wasmInstances += 1;
      return original.apply(this, args);
    };
  });
  await tab.goto(server.url + name);
}

// The numbers each widget shows, read from its shadow root.
function readNumbers(tab) {
  return tab.evaluate(() => {
    const root = (tag) => document.querySelector(tag).shadowRoot;
    return {
      softmax: [...root('attention-softmax').querySelectorAll('tbody tr')].slice(0, -1).map((tr) => tr.children[3].textContent),
      transcript: root('attention-walkthrough').querySelector('[id$="-output"]').textContent,
      variance: root('attention-scaling').querySelector('[data-stat="variance"] dd').firstChild.textContent,
    };
  });
}

function coreNumbers() {
  const logits = [1, 2, 3, -1];
  return {
    softmax: [...am.softmax({ logits, cols: 4, precision: 'float32' }).weights].map((x) => x.toFixed(4)),
    transcript: am.walkthrough({ seed: 7, dK: 4, dV: 3 }).transcript,
    variance: am.dotProducts({ seed: 0, dK: 1024 }).variance.toFixed(2),
  };
}

async function drawnWidgets(tab) {
  await tab.waitForFunction(() => window.probe, null, { timeout: 30000 });
  await drawAllWidgets(tab);
  await tab.waitForFunction(() => [...document.querySelectorAll('main > *')].every((w) => w.dataset.state === 'ready'), null, { timeout: 60000 });
}

// No page error, no console error or warning, no CSP violation, and no
// request outside the site (blob: and data: URLs are the page's own).
async function assertClean(tab, server) {
  const { consoleErrors, pageErrors, requests } = tab.log;
  assert.deepEqual([...consoleErrors, ...pageErrors], []);
  assert.deepEqual(await tab.evaluate(() => globalThis.__violations), []);
  assert.deepEqual(requests.filter((url) => !url.startsWith(server.url) && !/^(data|blob):/.test(url)), []);
}

const workerUrls = (tab) => tab.workers().map((w) => w.url().replace(/^.*\/docs\/attention\//, ''));

for (const name of ['http', 'csp']) {
  test(`imported twice (${name}): every element once, one core, the worker beside the module, the core's numbers, fonts from beside the module`, () => withTab('module.html', servers[name], async (tab) => {
    const server = servers[name];
    await drawnWidgets(tab);
    assert.deepEqual(await tab.evaluate(() => window.probe), { tagNames: ELEMENT_COUNT, copies: true, sameCore: true });
    assert.deepEqual(await readNumbers(tab), coreNumbers());
    assert.equal(await tab.evaluate(() => globalThis.__wasmInstances), 1, 'one core compiled on the page');
    assert.deepEqual(workerUrls(tab), ['lib/compute-worker.mjs']);
    const fonts = await tab.evaluate(async () => {
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'KaTeX_Main');
      const regular = faces.find((f) => f.weight === '400' && f.style === 'normal');
      await regular.load();
      return { faces: faces.length, status: regular.status };
    });
    assert.deepEqual(fonts, { faces: 4, status: 'loaded' });
    assert.ok(tab.log.requests.includes(`${server.url}lib/katex/fonts/KaTeX_Main-Regular.woff2`));
    assert.ok(tab.log.requests.includes(`${server.url}lib/attention-math.mjs`));
    // Each widget keeps its place before it draws, as with the classic script.
    assert.equal(await tab.evaluate(() => document.adoptedStyleSheets.length), 1);
    await assertClean(tab, server);
  }));
}

test('imported after the classic script: the classic elements stay, one core is shared, no error', () => withTab('mixed.html', servers.http, async (tab) => {
  await drawnWidgets(tab);
  assert.deepEqual(await tab.evaluate(() => window.probe), { shared: true });
  assert.deepEqual(await readNumbers(tab), coreNumbers());
  assert.equal(await tab.evaluate(() => globalThis.__wasmInstances), 1);
  assert.deepEqual(workerUrls(tab), ['lib/compute-worker.js'], 'the classic copy came first: its worker');
  await assertClean(tab, servers.http);
}));

// The classic embed script used to start no worker over http (it looked
// for a script named attention-math.js). Now: compute-worker.js beside it,
// loading its core from the embed script itself; under the strict CSP too.
for (const name of ['http', 'csp']) {
  test(`the classic embed script over ${name} computes d_k = 1024 in compute-worker.js beside it, with the core's numbers`, () => withTab('classic.html', servers[name], async (tab) => {
    await tab.waitForFunction(() => customElements.get('attention-softmax'));
    await tab.evaluate(() => { window.probe = true; });
    await drawnWidgets(tab);
    assert.deepEqual(workerUrls(tab), ['lib/compute-worker.js']);
    assert.deepEqual(await readNumbers(tab), coreNumbers());
    assert.equal(await tab.evaluate(() => globalThis.__wasmInstances), 1, 'the page compiles one core (the worker has its own)');
    await assertClean(tab, servers[name]);
  }));
}

test('a classic embed whose folder lacks compute-worker.js falls back to a blob: worker, with the same numbers', () => withTab('bare/classic.html', servers.http, async (tab) => {
  await tab.waitForFunction(() => customElements.get('attention-softmax'));
  await tab.evaluate(() => { window.probe = true; });
  await drawnWidgets(tab);
  assert.deepEqual(await readNumbers(tab), coreNumbers());
  assert.ok(workerUrls(tab).some((url) => url.startsWith('blob:')), `a blob: worker (${workerUrls(tab)})`);
  // The missing file's 404 is the only complaint.
  assert.deepEqual(tab.log.pageErrors, []);
  assert.ok(tab.log.consoleErrors.every((m) => /404/.test(m)), tab.log.consoleErrors.join('\n'));
}));

test('configure({coreUrl, workerUrl}) moves the core and the worker, refuses bad input with a code and the option, and refuses a late call', () => withTab('configure.html', servers.http, async (tab) => {
  const server = servers.http;
  await drawnWidgets(tab);
  const { refused, configured, late } = await tab.evaluate(() => window.probe);
  const codes = refused.map((r) => r && [r.name, r.code, r.argument]);
  assert.deepEqual(codes, [
    ['TypeError', 'type', ''], ['TypeError', 'type', ''], ['TypeError', 'type', ''], ['Error', 'unknown_option', 'coreURL'],
    ['TypeError', 'type', 'coreUrl'], ['Error', 'required', 'coreUrl'], ['Error', 'range', 'coreUrl'],
    ['TypeError', 'type', 'workerUrl'], ['Error', 'range', 'coreUrl'], ['TypeError', 'type', 'workerUrl'],
  ]);
  for (const r of refused) assert.match(r.message, /^configure: /);
  assert.match(refused[3].message, /coreURL: is not an option \(the options are coreUrl, workerUrl\)/);
  // The last refused call named a good coreUrl beside a bad workerUrl: nothing of it was kept.
  assert.deepEqual(configured, { coreUrl: `${server.url}other/attention-math.mjs`, workerUrl: `${server.url}other/compute-worker.mjs` });
  assert.equal(late.code, 'too_late');
  assert.equal(late.argument, 'coreUrl');
  assert.deepEqual(await readNumbers(tab), coreNumbers());
  assert.deepEqual(workerUrls(tab), ['other/compute-worker.mjs']);
  assert.ok(tab.log.requests.includes(`${server.url}other/attention-math.mjs`));
  assert.ok(!tab.log.requests.includes(`${server.url}lib/attention-math.mjs`), 'the default core is not fetched');
  await assertClean(tab, server);
}));

// A single-page host swaps the page's content: here 3 times, each page
// with widgets on screen and one far below it (30,000 px down: past the
// near-viewport margin, so only the background build draws it). Pages 1 and
// 3 wait until the far widget is built in the background (so the build
// starts again for a new page), page 2 is left before it is; after each,
// what is held with no widget on the page is the same. (It was 12 pages,
// the far widget waited for on every fourth: the check is per kind of page,
// and counts exactly, so a leak of one listener per page shows at the first
// repeat, as it did at each of the eleven.)
const SPA_PAGE = `<attention-softmax logits="1, 2, 3"></attention-softmax>
<attention-walkthrough seed="3"></attention-walkthrough>
<attention-multi-head></attention-multi-head>
<attention-online-softmax></attention-online-softmax>
<attention-scaling d-k="16"></attention-scaling>
<div style="height: 30000px"></div>
<attention-softmax id="far" logits="4, 0, -4"></attention-softmax>`;

test('single-page navigation: pages of widgets in and out leave no listener or observer behind, and each page\'s far widget is built in the background', () => withPage({ clean: false }, async (tab) => {
  await instrumentLifecycle(tab);
  await tab.goto(`${servers.http.url}spa.html`);
  await tab.waitForFunction(() => window.probe);
  const navigate = (html) => tab.evaluate((content) => {
    document.querySelector('main').innerHTML = content;
    window.scrollTo(0, 0);
  }, html);
  const held = () => tab.evaluate(() => ({
    listeners: globalThis.__lifecycle.listeners(),
    watched: globalThis.__lifecycle.watchedTotal(),
    frames: globalThis.__lifecycle.pendingFrames(),
  }));
  const visibleReady = () => tab.waitForFunction(() => [...document.querySelectorAll('main > :not(div):not(#far)')]
    .every((w) => w.dataset.state === 'ready'), null, { timeout: 60000 });
  let baseline = null;
  const started = Date.now();
  for (const [k, far] of [[0, true], [1, false], [2, true]]) {
    await navigate(SPA_PAGE);
    await visibleReady();
    if (far) {
      // Left alone, the page's far widget is built without a scroll.
      await tab.waitForFunction(() => document.getElementById('far').dataset.state === 'ready', null, { timeout: 30000 });
    }
    await navigate('<p>A page without widgets.</p>');
    await tab.waitForTimeout(50);
    if (k === 0) baseline = await held();
    else assert.deepEqual(await held(), baseline, `after page ${k + 1}`);
  }
  console.log(`# 3 single-page navigations in ${((Date.now() - started) / 1000).toFixed(1)} s; held with no widget: ${JSON.stringify(baseline)}`);
  assert.equal(baseline.watched, 0, 'no observer watches anything once the widgets are gone');
  assert.equal(baseline.frames, 0);
  assert.deepEqual([...tab.log.consoleErrors, ...tab.log.pageErrors], []);
  assert.deepEqual(tab.log.requests.filter((url) => !url.startsWith(servers.http.url) && !/^(data|blob):/.test(url)), []);
}));
