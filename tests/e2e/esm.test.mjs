// site/attention-math.mjs in Chromium: a page that loads it with
// <script type="module"> over http, under a sub-path and under the strict
// Content-Security-Policy, gets the same numbers as the classic module in
// Node, with no page error and no request outside the site. (From file://
// Chromium refuses module scripts, which is why the classic script stays.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCore, siteDir, usePages } from './browser.mjs';
import { serveWithAndWithoutCsp } from './static-server.mjs';

const LOGITS = [1, 2, 3, -1, 0.5, 40];
const Q = [1, 0, 0.5, -1], K = [0.2, 1, -0.3, 0.4, 2, -1], V = [1, 2, 3, 4, 5, 6];
const ATTENTION = { Q, K, V, n: 2, m: 3, dK: 2, dV: 2 };

// A host page with the module script, as an author would write it, and the
// classic script beside it: the module's API is compared with the classic
// one's in the same browser (each environment adds its own few keys).
// The module script is a file of its own: the strict CSP refuses inline scripts.
const PAGE = `<!doctype html><html lang="en"><title>ES module</title><link rel="icon" href="data:,">
<script src="attention-math.js"></script>
<script type="module" src="host.mjs"></script>`;
const HOST_SCRIPT = `import AttentionMath from './attention-math.mjs';
const [am, classic] = await Promise.all([AttentionMath(), window.AttentionMath()]);
window.result = {
  factory: typeof AttentionMath,
  distinct: AttentionMath !== window.AttentionMath && am !== classic,
  version: am.version,
  api: Object.keys(am).sort(),
  classicApi: Object.keys(classic).sort(),
  softmax: Array.from(am.softmax({ logits: ${JSON.stringify(LOGITS)}, rows: 2, cols: 3 }).weights),
  attention: Array.from(am.attention(${JSON.stringify(ATTENTION)}).output),
};`;

// Pages from the usePages fixture with `clean: false`: its clean check
// counts every http request as outside; each test checks against its server.
const { withPage } = usePages();
let dir;
let servers;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'attention-math-esm-'));
  for (const file of ['attention-math.mjs', 'attention-math.js']) cpSync(join(siteDir, file), join(dir, file));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'host.mjs'), HOST_SCRIPT);
  servers = await serveWithAndWithoutCsp(dir);
});
after(async () => {
  await servers?.close();
  rmSync(dir, { recursive: true, force: true });
});

for (const name of ['http', 'csp']) {
  test(`<script type="module"> imports the core and computes the classic module's numbers (${name})`, () => withPage({ clean: false }, async (page) => {
      await page.goto(servers[name].url);
      await page.waitForFunction(() => window.result, null, { timeout: 30000 });
      const result = await page.evaluate(() => window.result);
      const am = await loadCore();
      assert.equal(result.factory, 'function');
      assert.equal(result.version, am.version);
      assert.ok(result.distinct);
      assert.deepEqual(result.api, result.classicApi);
      assert.deepEqual(result.softmax, Array.from(am.softmax({ logits: LOGITS, rows: 2, cols: 3 }).weights));
      assert.deepEqual(result.attention, Array.from(am.attention(ATTENTION).output));
      const { consoleErrors, pageErrors, requests } = page.log;
      assert.deepEqual([...consoleErrors, ...pageErrors], []);
      assert.deepEqual(requests.filter((url) => !url.startsWith(servers[name].url) && !url.startsWith('data:')), []);
  }));
}
