// The course in another language, page by page: each page of site/<code>/
// is loaded in the views given, read through (predictions revealed, every
// widget drawn, every disclosure open), and checked for
//   - axe at load and after the read-through;
//   - no widget in its error state, and a clean page (the fixture: no console
//     error, nothing fetched from outside file://);
//   - nothing wider than the screen, and on a phone the phone fit
//     (checks/phone-fit.mjs);
//   - the page's language and direction on <html>;
//   - what it shows in the language: `leftovers(words)` returns the words a
//     reader sees that the language would not write (English left behind).
// The pseudo-locales (web/locales/index.js) and zh-CN use it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTERS, axe, pageUrl, renderAllSections, usePages, visibleText } from './browser.mjs';
import { readThrough } from './states.mjs';
import { measurePhoneFit, phoneFitProblems } from './checks/phone-fit.mjs';

// What a page in any language may show as the English pages do: names
// (softmax, numpy, GPT-2 small, WebAssembly, Attention Math), the subscripts
// of symbols (d_model, S_ij, m_new, the circuit's S_comp …), a gradient's
// name (dW, dp), formats (SVG, PNG, CSV), key and file names, and the toy
// sentences' words and letters, which are the models' data. Intl's list
// format writes "and" in the pseudo-locales, which take English's rules.
const KEPT = new Set(['softmax', 'argmax', 'numpy', 'NumPy', 'PyTorch', 'float', 'float32', 'float64', 'GPT', 'BERT', 'RNN',
  'MLP', 'Adam', 'GPU', 'GPUs', 'FlashAttention', 'Transformer', 'Frobenius', 'logit', 'logits', 'token', 'head', 'embedding',
  'query', 'key', 'value', 'score', 'mask', 'nats', 'reshape', 'transpose', 'Elhage', 'Olsson', 'et', 'al', 'NaN', 'exp',
  'Tab', 'Ctrl', 'Enter', 'SVG', 'PNG', 'CSV', 'JavaScript', 'Python', 'Jupyter', 'Chromium', 'Firefox', 'GitHub', 'small',
  'seed', 'onehot', 'rowsum', 'sum', 'LaTeX', 'sqrt', 'Attention', 'Math', 'WebAssembly', 'Var', 'max', 'ln',
  'Inf', 'inf', 'bug', 'maximum', 'model', 'ij', 'pos', 'comp', 'direct', 'copy', 'prev', 'dup', 'ind', 'medium', 'large',
  'XL', 'FLOPs', 'FLOP', 'MB', 'GB', 'Page', 'Up', 'Down', 'walkthrough', 'py', 'attention', 'Softmax', 'base', 'scores',
  'future', 'np', 'new']);
// A gradient's name: d and the matrix (dW, dQ, dp, dz …).
const GRADIENT = /^d[A-Za-z]$/;
const TOY = /^(The|the|cat|sat|down|dog|ran|off|bird|birds|cats|dogs|fed|away|near|chased|Down|a|Cats|I|saw|red|fox|on|warm|mat|[A-L]+)$/;

export const keptAsIs = (word) => KEPT.has(word) || TOY.test(word) || GRADIENT.test(word);

export const PAGES = ['index.html', ...CHAPTERS.map((chapter) => chapter.file)];

// Returns usePages()'s helpers, so a language's own tests share its browser.
export function languagePass({ code, dir = 'ltr', views, leftovers }) {
  const pages = usePages();
  const { withPage } = pages;
  for (const file of PAGES) {
    for (const [view, options] of views) {
      const dark = options.colorScheme === 'dark';
      test(`${code}/${file}, ${view}: axe, fit and nothing left untranslated`, () => withPage(options, async (page) => {
        const problems = [];
        const note = (step, list) => { for (const line of list) problems.push(`${step}: ${line}`); };
        await page.goto(pageUrl(`${code}/${file}`));
        await renderAllSections(page);
        const root = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir || 'ltr']);
        assert.deepEqual(root, [code, dir], '<html lang dir>');
        note('at load', await axe(page, { contrastOnly: dark }));
        await readThrough(page);
        note('after the read-through', await axe(page, { contrastOnly: dark }));
        note('widgets', await page.$$eval('[data-state="error"]', (nodes) => nodes.map((n) => `${n.localName} is in its error state`)));
        const width = options.viewport?.width ?? 1280;
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) note('width', [`the page is ${pageWidth}px wide in a ${width}px viewport`]);
        if (options.viewport) note('phone fit', phoneFitProblems(await measurePhoneFit(page)));
        const text = await visibleText(page, 'main');
        const words = text.split(/[^\p{L}\p{M}'’-]+/u).filter(Boolean);
        const left = [...new Set(leftovers(words))];
        const where = (word) => text.match(new RegExp(`.{0,30}\\b${word}\\b.{0,30}`, 's'))?.[0].replace(/\s+/g, ' ') ?? word;
        if (left.length) note('untranslated', [`${left.length} words: ${left.slice(0, 40).map(where).join(' | ')}`]);
        assert.deepEqual(problems, []);
      }));
    }
  }
  return pages;
}
