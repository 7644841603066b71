// The npm package, used the way a user would: `npm pack` the repository into
// build/package/, install the tarball into a fresh scratch project (a copy of
// tests/package/vite-app/, whose own devDependency, vite, is pinned in its
// committed package-lock.json), then:
// - Node: `import AttentionMath from 'attention-math'` and
//   `require('attention-math')` give real numpy's numbers, and importing
//   `attention-math/widgets` where there is no DOM does not fail;
// - tsc --noEmit on a .ts file that imports both entries, against the
//   installed package's types (moduleResolution bundler, and node16 with a
//   CommonJS .cts beside it);
// - a Vite app that imports `attention-math/widgets`, built with
//   `vite build --base /docs/`, served under /docs/ and opened in Chromium:
//   the widgets draw the core's numbers, the slow call runs in the worker,
//   no page error, no request outside the site; and the same app from
//   Vite's dev server (with the package left out of its pre-bundling).
// Sizes and timings are printed (`# …` lines), never asserted.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawAllWidgets, launchBrowser, loadCore, openPage, repoDir } from '../e2e/browser.mjs';
import { serveSite } from '../e2e/static-server.mjs';
import { generator, testSeed } from '../parity/harness.mjs';
import { numpyResults, randomCase } from '../parity/softmax-attention-cases.mjs';

const workDir = join(repoDir, 'build', 'package');
const appDir = join(workDir, 'app');
const NPM_QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

const run = (command, args, cwd, input) => execFileSync(command, args, { cwd, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
const timed = (work) => {
  const start = process.hrtime.bigint();
  const result = work();
  return [result, Number(process.hrtime.bigint() - start) / 1e9];
};
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

let packed, browser;
before(() => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  let seconds;
  [packed, seconds] = timed(() => JSON.parse(run('npm', ['pack', '--json', '--pack-destination', workDir, ...NPM_QUIET], repoDir))[0]);
  console.log(`# npm pack: ${packed.filename}, ${kB(packed.size)} packed, ${kB(packed.unpackedSize)} unpacked, ${packed.entryCount} files, ${seconds.toFixed(1)} s`);
  cpSync(join(repoDir, 'tests', 'package', 'vite-app'), appDir, { recursive: true, filter: (path) => !path.includes('node_modules') });
  // The scratch project's own tools from its lock (from npm's cache when it has them), then the tarball.
  [, seconds] = timed(() => run('npm', ['ci', '--prefer-offline', ...NPM_QUIET], appDir));
  const [, install] = timed(() => run('npm', ['install', '--no-save', '--prefer-offline', ...NPM_QUIET, join(workDir, packed.filename)], appDir));
  console.log(`# scratch project: npm ci ${seconds.toFixed(1)} s, npm install <tarball> ${install.toFixed(1)} s`);
});
after(() => browser?.close());

test('the tarball holds the built core, the widgets, the anywidget module, their types, worker and fonts, and nothing else', () => {
  const files = packed.files.map((f) => f.path).sort();
  const fonts = files.filter((path) => path.startsWith('site/katex/fonts/'));
  assert.ok(fonts.length >= 16 && fonts.every((path) => path.endsWith('.woff2')), `KaTeX's fonts: ${fonts}`);
  assert.deepEqual(files.filter((path) => !fonts.includes(path)), [
    'README.md', 'package.json',
    'site/attention-math-anywidget.d.mts', 'site/attention-math-anywidget.mjs',
    'site/attention-math-widgets.css', 'site/attention-math-widgets.d.mts', 'site/attention-math-widgets.mjs',
    'site/attention-math.d.cts', 'site/attention-math.d.mts', 'site/attention-math.d.ts', 'site/attention-math.js', 'site/attention-math.mjs',
    'site/compute-worker.mjs',
  ]);
  for (const { path, size } of packed.files.filter((f) => !fonts.includes(f.path))) console.log(`#   ${path}: ${kB(size)}`);
});

// One script per module system, run in the scratch project: the same cases
// through the factory, with the numbers printed as JSON.
const NODE_SCRIPT = (load) => `${load}
const cases = JSON.parse(process.argv[2]);
const am = await AttentionMath();
let widgets;
try { widgets = (await import('attention-math/widgets')).tagNames.length; } catch (error) { widgets = error.code ?? error.message; }
let widgetsRequired;
try { require('attention-math/widgets'); widgetsRequired = 'loaded'; } catch (error) { widgetsRequired = error.code; }
console.log(JSON.stringify({ version: am.version, widgets, widgetsRequired, results: cases.map((c) => ({
  weights: Array.from(am.softmax({ logits: c.logits, rows: c.rows, cols: c.cols }).weights),
  output: Array.from(am.attention({ Q: c.Q, K: c.K, V: c.V, n: c.n, m: c.m, dK: c.dK, dV: c.dV }).output),
})) }));`;

const maxDiff = (a, b) => Math.max(0, ...a.map((x, i) => Math.abs(x - b[i])));

test('Node: import and require of attention-math give numpy\'s softmax and attention on 20 random cases, and the same numbers', async () => {
  writeFileSync(join(appDir, 'node-import.mjs'), NODE_SCRIPT("import AttentionMath from 'attention-math';\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);"));
  writeFileSync(join(appDir, 'node-require.cjs'), `(async () => {\n${NODE_SCRIPT("const AttentionMath = require('attention-math');")}\n})();`);
  const random = generator(testSeed(1414));
  const cases = Array.from({ length: 20 }, () => randomCase(random));
  const expected = numpyResults(cases);
  const [esm, cjs] = ['node-import.mjs', 'node-require.cjs'].map((file) => JSON.parse(run('/usr/bin/node', [file, JSON.stringify(cases)], appDir)));
  assert.equal(esm.version, (await loadCore()).version);
  const elementCount = readdirSync(join(repoDir, 'web', 'elements')).filter((name) => name.endsWith('.js')).length; // one element per file
  assert.equal(esm.widgets, elementCount, 'attention-math/widgets imports in Node (no DOM: nothing defined, no error)');
  assert.equal(esm.widgetsRequired, 'ERR_PACKAGE_PATH_NOT_EXPORTED', 'the widgets are an ES module only');
  assert.deepEqual(cjs.results, esm.results, 'require and import: the same numbers');
  esm.results.forEach((r, i) => {
    assert.ok(maxDiff(r.weights, expected[i].weights) < 1e-12, `case ${i}: softmax off numpy by ${maxDiff(r.weights, expected[i].weights)}`);
    assert.ok(maxDiff(r.output, expected[i].output) < 1e-12, `case ${i}: attention off numpy by ${maxDiff(r.output, expected[i].output)}`);
  });
});

test('tsc --noEmit: a .ts file importing both entries type-checks against the installed types, and its misuses are errors', () => {
  const tsc = join(repoDir, 'node_modules', '.bin', 'tsc');
  for (const config of ['tsconfig.json', 'tsconfig.node16.json']) {
    try {
      run(tsc, ['--noEmit', '-p', config], appDir);
    } catch (error) {
      assert.fail(`tsc -p ${config}:\n${error.stdout}${error.stderr}`);
    }
  }
});

const dirSize = (dir) => readdirSync(dir, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile()).reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

test('a Vite app importing attention-math/widgets, built for /docs/ and served there: the core\'s numbers, the worker, no error, nothing fetched from outside', async () => {
  const [output, seconds] = timed(() => run('/usr/bin/node', ['node_modules/vite/bin/vite.js', 'build', '--base', '/docs/', '--logLevel', 'warn'], appDir));
  const dist = join(appDir, 'dist');
  const assets = readdirSync(join(dist, 'assets'));
  console.log(`# vite build --base /docs/: ${seconds.toFixed(1)} s, dist ${kB(dirSize(dist))} in ${assets.length} assets`);
  assert.equal(output.trim(), '', `vite warned:\n${output}`);
  assert.ok(assets.some((name) => /^compute-worker.*\.js$/.test(name)), `the module worker is bundled: ${assets}`);
  // Vite copies KaTeX's fonts as assets, and inlines the few under its 4 kB limit as data: URLs.
  assert.ok(assets.filter((name) => name.endsWith('.woff2')).length >= 10, `KaTeX's fonts are copied as assets: ${assets}`);

  const server = await serveSite(dist, { prefix: '/docs/' });
  try {
    await checkAppPage(server.url, /\/docs\/assets\/compute-worker[^/]*\.js$/);
  } finally {
    await server.close();
  }
});

// The app's page in Chromium: every widget drawn with the core's numbers
// (the Node core's, and the page's shared instance's), the slow call in one
// worker at a URL matching `workerPattern`, KaTeX's fonts loading, no error,
// nothing fetched from outside the site.
async function checkAppPage(url, workerPattern) {
  browser ??= await launchBrowser();
  const page = await openPage(browser);
  try {
    await page.goto(url);
    await drawAllWidgets(page);
    await page.waitForFunction(() => [...document.querySelectorAll('main > [data-state]')].every((w) => w.dataset.state === 'ready'), null, { timeout: 60000 });
    const shown = await page.evaluate(async () => {
      const root = (tag) => document.querySelector(tag).shadowRoot;
      const am = await window.attentionMath();
      return {
        softmax: [...root('attention-softmax').querySelectorAll('tbody tr')].slice(0, -1).map((tr) => tr.children[3].textContent),
        pageCore: Array.from(am.softmax({ logits: [1, 2, 3, -1], cols: 4, precision: 'float32' }).weights).map((x) => x.toFixed(4)),
        transcript: root('attention-walkthrough').querySelector('[id$="-output"]').textContent,
        variance: root('attention-scaling').querySelector('.scaling-widget__panel:nth-child(1) [data-stat="variance"] dd').firstChild.textContent,
        fonts: await Promise.all([...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'KaTeX_Main')
          .map((f) => f.load().then(() => f.status, () => 'failed'))),
      };
    });
    const am = await loadCore();
    const softmax = [...am.softmax({ logits: [1, 2, 3, -1], cols: 4, precision: 'float32' }).weights].map((x) => x.toFixed(4));
    assert.deepEqual(shown, {
      softmax,
      pageCore: softmax,
      transcript: am.walkthrough({ seed: 7, dK: 4, dV: 3 }).transcript,
      variance: am.dotProducts({ seed: 0, dK: 1024 }).variance.toFixed(2),
      fonts: ['loaded', 'loaded', 'loaded', 'loaded'],
    });
    const workers = page.workers().map((w) => w.url());
    assert.equal(workers.length, 1, `one worker: ${workers}`);
    assert.match(workers[0], workerPattern);
    const { consoleErrors, pageErrors, requests } = page.log;
    assert.deepEqual([...consoleErrors, ...pageErrors], []);
    const origin = new URL(url).origin;
    assert.deepEqual(requests.filter((request) => !request.startsWith(url) && !request.startsWith(`${origin}/@`) && !request.startsWith('data:')), []);
  } finally {
    await page.closeAll();
  }
}

test('the same app from Vite\'s dev server, the package left out of its pre-bundling: the same numbers, and the worker', async () => {
  const { createServer } = await import(pathToFileURL(join(appDir, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href);
  const server = await createServer({ root: appDir, base: '/docs/', logLevel: 'error', server: { host: '127.0.0.1', port: 0, strictPort: false } });
  await server.listen();
  try {
    await checkAppPage(server.resolvedUrls.local[0], /\/docs\/node_modules\/attention-math\/site\/compute-worker\.mjs\?/);
  } finally {
    await server.close();
  }
});
