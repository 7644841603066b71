// The whole-page checks, once per (page, view): each page of the course is
// loaded once in each of the four views (1280 and 390 px, light and dark),
// read through once, and every check that concerns the whole page runs on
// that one state. The pass-*.test.mjs files call pagePass with their page, so
// ctest runs the six pages side by side.
//
// In each view:
//   1. load: axe on the page as it arrives;
//   2. read through (predictions revealed, every widget drawn, every
//      disclosure open: states.mjs readThrough, without wheel-scrolling) and
//      axe again; no widget in its error state;
//   3. nothing wider than the screen; on a phone, the phone fit
//      (checks/phone-fit.mjs: equations, tables and boxes fit or say they
//      scroll, numbers ≥ 12 px, Tab stops exactly on what scrolls);
//   4. on a desktop, honest scales (checks/honest-scales.mjs: every weight
//      heatmap on the one 0–1 colour scale, with a 0–1 key);
//   5. the rows of the state table (states.mjs STATE_ROWS) for this page:
//      a formula term lit, a cell focused, a checkpoint worked, a menu open…,
//      each entered on the page already loaded and checked by axe where it is;
//   6. in 1280 light, the page's structure against web/course.mjs (title,
//      sections in order, step map, time, neighbours, every #link resolves);
//      in 1280 dark, print (checks/print.mjs) on the pages that have figures;
//   7. a clean page: no console error or warning, no page error, nothing
//      fetched from outside file:// (the fixture asserts it).
// axe runs every rule in the light views and, in the dark ones, only the
// rules a theme can change (contrast): the rest cannot differ between them.
// Violations of every step are gathered and reported together.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, VIEWS, axe, pageUrl, usePages, renderAllSections, visibleText } from './browser.mjs';
import { readThrough, stateRowsFor } from './states.mjs';
import { measurePhoneFit, phoneFitProblems } from './checks/phone-fit.mjs';
import { honestScaleProblems } from './checks/honest-scales.mjs';
import { chapterStructureProblems, homeStructureProblems } from './checks/structure.mjs';
import { printProblems } from './checks/print.mjs';

const PRINTED = new Set(['formula.html']);

const literalSubscripts = (text) => [...text.matchAll(/.{0,30}(\b[dWqkvxS]_|S\[).{0,30}/g)].map((m) => `“${m[0]}” has a literal subscript`);

export function pagePass(file) {
  const { withPage } = usePages();
  const chapter = CHAPTERS.find((c) => c.file === file) ?? null;
  for (const [view, options] of VIEWS) {
    const dark = options.colorScheme === 'dark';
    const phone = Boolean(options.viewport);
    test(`${file}, ${view}: axe at load and after a read-through, fit, honest scales, every state of the state table, clean`, () => withPage(options, async (page) => {
      const problems = [];
      const note = (step, list) => { for (const line of list) problems.push(`${step}: ${line}`); };
      const took = {};
      const time = async (name, run) => { const start = Date.now(); await run(); took[name] = ((Date.now() - start) / 1000).toFixed(1); };
      const checkAxe = async (step, scope = null) => note(step, await axe(page, { scope, contrastOnly: dark }));

      await page.goto(pageUrl(file));
      await time('load', async () => {
        await renderAllSections(page);
        await checkAxe('at load');
      });
      if (view === 'desktop-light') {
        note('structure', chapter ? await chapterStructureProblems(page, chapter) : await homeStructureProblems(page));
      }
      await time('read', async () => {
        await readThrough(page);
        await checkAxe('after the read-through');
      });
      note('widgets', await page.$$eval('[data-state="error"]', (nodes) => nodes.map((n) => `${n.localName} is in its error state`)));
      // Symbols are set with real subscripts: no W_Q, d_k or S[cat, sat] in
      // what a reader sees outside program listings.
      if (view === 'desktop-light') note('symbols', literalSubscripts(await visibleText(page, 'main')));
      const width = options.viewport?.width ?? 1280;
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) note('width', [`the page is ${pageWidth}px wide in a ${width}px viewport`]);
      let measured = '';
      if (phone) {
        await time('fit', async () => {
          const fit = await measurePhoneFit(page);
          measured = `; ${fit.counts.equations} equations, ${fit.counts.tables} tables, ${fit.cues.length} cued heatmaps measured`;
          note('phone fit', phoneFitProblems(fit));
        });
      }
      if (!phone && chapter) await time('scales', async () => note('honest scales', await honestScaleProblems(page, file, options.colorScheme)));
      await time('states', async () => {
        const context = { view, dark, phone, axe: (scope) => axe(page, { scope, contrastOnly: dark }) };
        for (const row of stateRowsFor(file, view)) note(`state “${row.name}”`, await row.run(page, context));
      });
      if (view === 'desktop-dark' && PRINTED.has(file)) await time('print', async () => note('print', await printProblems(page, file)));
      console.log(`# ${file} ${view}: ${Object.entries(took).map(([k, s]) => `${k} ${s} s`).join(', ')}${measured}; ${problems.length} problems`);
      assert.deepEqual(problems, []);
    }));
  }
}
