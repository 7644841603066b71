// The downloadable site (build/wasm/attention-math-<version>.zip, from the
// CMake target site_zip), unzipped into a fresh temporary folder and opened
// from file:// there: the tutorial and the plain embedding example must
// work with nothing but the zip's contents.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHAPTERS, chapterOf, drawAllWidgets, loadCore, repoDir, usePages, waitForWalkthrough } from './browser.mjs';

const version = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')).version; // the one source (CMakeLists.txt reads it)
const zipPath = join(repoDir, 'build', 'wasm', `attention-math-${version}.zip`);

// Pages from the usePages fixture with `clean: false`: what may be
// requested is the unzipped folder, not the site (assertOnlyInside).
const { withPage } = usePages();
let unpacked;
before(async () => {
  unpacked = mkdtempSync(join(tmpdir(), 'attention-math-zip-'));
  execFileSync('/usr/bin/python3', ['-m', 'zipfile', '-e', zipPath, unpacked]);
});
after(async () => {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});

const root = () => join(unpacked, `attention-math-${version}`);

// A blob: URL is the page's own (the scaling widget's worker from file://).
function assertOnlyInside(page) {
  const inside = pathToFileURL(root()).href + '/';
  const outside = page.log.requests.filter((url) => !url.startsWith(inside) && !url.startsWith('data:') && !url.startsWith('blob:'));
  assert.deepEqual(outside, [], 'requests outside the unzipped folder');
  assert.deepEqual([...page.log.consoleErrors, ...page.log.pageErrors], [], 'console errors');
}

test(`the zip is versioned from CMake's project(VERSION) (${version}) and holds the site`, () => {
  console.log(`# ${zipPath}: ${(statSync(zipPath).size / 1e6).toFixed(2)} MB`);
  for (const file of ['index.html', ...CHAPTERS.map((chapter) => chapter.file), 'attention-math.js', 'attention-math-widgets.js', 'attention-math-widgets.css',
    'attention-math.d.ts', 'examples/plain/index.html', 'examples/mkdocs/index.html', 'examples/sphinx/index.html']) {
    assert.ok(existsSync(join(root(), file)), `${file} is in the zip`);
  }
  // These need http (root-relative URLs, ES modules): left out on purpose.
  for (const tool of ['vitepress', 'docusaurus', 'starlight', 'myst']) {
    assert.ok(!existsSync(join(root(), 'examples', tool)), `examples/${tool} is not in the zip`);
  }
});

test('unzipped, the tutorial opens from file:// and shows the core\'s worked example', () => withPage({ clean: false }, async (page) => {
  await page.goto(pathToFileURL(join(root(), chapterOf('walkthrough'))).href);
  await waitForWalkthrough(page);
  const am = await loadCore();
  assert.equal(await page.textContent('#walkthrough-output'), am.walkthrough({ seed: 42, dK: 3, dV: 3 }).transcript);
  assertOnlyInside(page);
}));

test('unzipped, the plain embedding example renders its widgets', () => withPage({ clean: false }, async (page) => {
  await page.goto(pathToFileURL(join(root(), 'examples', 'plain', 'index.html')).href);
  await drawAllWidgets(page); // widgets draw as they near the viewport
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('main > *')].filter((e) => e.localName.startsWith('attention-'));
    return widgets.length > 0 && widgets.every((w) => w.dataset.state === 'ready');
  });
  const weights = await page.locator('attention-softmax tbody tr td:nth-child(4)').allTextContents();
  const am = await loadCore();
  const expected = [...am.softmax({ logits: [1, 2, 3], cols: 3, precision: 'float32' }).weights].map((w) => w.toFixed(4));
  assert.deepEqual(weights.slice(0, 3), expected);
  assertOnlyInside(page);
}));
