// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver driving MiniBrowser
// under Xvfb; ./webkit-driver.mjs), the engine of Safari: every chapter of
// site/, over http at 1280 px and from file:// at 390 px, the pages in
// sequence (./engine-site.mjs: the page loads with no error, the core
// computes the model's figures, a widget redraws to the model's after input,
// a prediction (an exercise where a chapter has none) is answered, the
// training worker steps, the CSV export downloads: the file MiniBrowser
// saved is the widget's CSV). WebKitWebDriver reports no console messages:
// the page hook (./page-hook.js) writes errors down.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTER_FILES, PLAN, colourOnlyHeaders, hookedSite, origins, pageSettled, revealAll, scrollThrough, summary, visitChapter } from './engine-site.mjs';
import { startWebKit } from './webkit-driver.mjs';

const VIEW = { http: 'desktop', file: 'phone' };

test('WebKitGTK: every chapter, over http and from file://, and a Chinese one, loads clean, computes, answers input, a prediction, the worker and an export', async () => {
  const started = performance.now();
  assert.deepEqual(Object.keys(PLAN).sort(), CHAPTER_FILES, 'every chapter page of site/ has a plan');
  const webkit = await startWebKit();
  const site = hookedSite();
  const served = await origins(site.dir);
  after(async () => { await webkit.close(); await served.close(); site.remove(); });
  const problems = [];
  const driver = await webkit.session();
  console.log(`webkit ${driver.version}, up at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // At 390 px over http, every prediction revealed, read top to bottom: the
  // pages where WebKit printed "ResizeObserver loop completed with
  // undelivered notifications"; then further.html's colour-only maps.
  await driver.resize('phone');
  for (const file of ['review.html', 'heads.html', 'inside.html', 'further.html']) {
    const start = performance.now();
    await driver.goto(served.list[0][1](file));
    await driver.run(pageSettled);
    await driver.run(revealAll);
    const errors = await driver.run(scrollThrough);
    console.log(`webkit phone ${file}, scrolled through: ${((performance.now() - start) / 1000).toFixed(1)} s`, JSON.stringify(errors));
    problems.push(...errors.map((e) => `http 390 px ${file} scrolled through: ${e}`));
    if (file === 'further.html') {
      // Drawn by now: the trained heads', the trainer's and the circuit's colour-only maps.
      const headers = await driver.run(colourOnlyHeaders);
      console.log(`webkit phone further.html: ${headers.maps} colour-only maps, ${headers.labels} column labels`);
      assert.ok(headers.maps >= 4 && headers.labels >= 48, `colour-only maps looked at: ${JSON.stringify(headers)}`);
      problems.push(...headers.problems.map((p) => `http 390 px further.html: ${p}`));
    }
  }
  for (const [origin, urlOf] of served.list) {
    await driver.resize(VIEW[origin]);
    for (const file of Object.keys(PLAN)) {
      const seen = await visitChapter(driver, origin, urlOf, file, assert, webkit.downloads);
      console.log(`webkit ${origin} ${file}: ${seen.seconds} s`, summary(seen));
      problems.push(...seen.errors.map((e) => `${origin} ${file}: ${e}`));
    }
  }
  // A translated chapter: its prediction, widget, figures and export in Chinese (at 390 px, over http).
  await driver.resize('phone');
  const seen = await visitChapter(driver, 'http', served.list[0][1], 'formula.html', assert, webkit.downloads, 'zh-CN');
  console.log(`webkit http zh-CN/formula.html: ${seen.seconds} s`, summary(seen));
  problems.push(...seen.errors.map((e) => `http zh-CN/formula.html: ${e}`));
  await driver.close();
  console.log(`webkit: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
  assert.deepEqual(problems, [], 'no errors in any page');
});
