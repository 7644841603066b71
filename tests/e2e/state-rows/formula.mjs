// State rows of formula.html for the page pass (../page-pass.mjs, ../states.mjs):
// the blank-slate derivation worked with a mistake at every step (first:
// once it is passed, what it held back is the reader's), then the formula map.
import { pointAt, prefixed } from '../browser.mjs';
import { derive, waitReady } from '../course.mjs';
import { REASONS } from '../../../web/lib/course/derivation.js';
import { PROMPTS } from '../../../web/lib/course/recall.js';

// axe leaves text of one character out of its contrast check ("too short to
// determine"), and a formula term is often one letter (V, M): inside the
// lit term every piece of text is measured here too, WCAG's ratio of its
// colour to the term's background (a solid colour, composited on the page's).
function termContrast(term) {
  return term.evaluate((node) => {
    const rgba = (colour) => colour.match(/[\d.]+/g).map(Number).concat(1).slice(0, 4);
    const on = (top, under) => top.slice(0, 3).map((c, i) => c * top[3] + under[i] * (1 - top[3]));
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((c) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let background = [255, 255, 255];
    const layers = [];
    for (let n = node; n; n = n.parentElement) layers.unshift(rgba(getComputedStyle(n).backgroundColor));
    for (const layer of layers) background = on(layer, background);
    const low = [];
    for (const text of node.querySelectorAll('.katex-html *')) {
      if (![...text.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim())) continue;
      const colour = on(rgba(getComputedStyle(text).color), background);
      const [a, b] = [luminance(colour), luminance(background)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      if (ratio < 4.5) low.push(`“${text.textContent}” ${getComputedStyle(text).color} on rgb(${background.map(Math.round)}), ${ratio.toFixed(2)}:1`);
    }
    return low;
  });
}

export default [
  {
    page: 'formula.html',
    name: 'the recall that opens the chapter: a question answered wrong, with the feedback aimed at that choice',
    async run(page, { axe }) {
      const form = page.locator('[data-recall="formula.html"] [data-part="recall-prompt"]').first();
      const id = await form.getAttribute('data-prompt');
      const wrong = PROMPTS.find((p) => p.id === id).choices.find((c) => !c.right);
      await form.locator(`input[value="${wrong.id}"]`).check();
      await form.getByRole('button', { name: 'Check' }).click();
      const verdict = form.locator('[data-part="recall-verdict"]');
      await verdict.locator('p').waitFor();
      const found = prefixed('a recall question answered wrong', await axe('[data-recall]'));
      if (!(await verdict.textContent()).includes(wrong.feedback.replace(/_/g, ''))) found.push(`the recall's feedback is not the wrong choice's own: ${await verdict.textContent()}`);
      return found;
    },
  },
  {
    page: 'formula.html',
    name: 'the blank-slate derivation: a stray part, a wrong shape and a wrong reason with their feedback, then complete',
    async run(page, { axe, phone }) {
      const found = [];
      const element = derive(page);
      await waitReady(page, element);
      const step = (k) => element.locator('[data-part="step"]').nth(k);
      const check = (k) => step(k).getByRole('button', { name: `Check step ${k + 1}` }).click();
      for (const id of ['scores', 'scale-model']) await element.locator(`[data-tile="${id}"]`).click();
      await check(0);
      await step(0).locator('[data-part="verdict"] p').waitFor();
      found.push(...prefixed('a stray part', await axe('attention-derive')));
      await step(0).locator('[data-part="chain"]').getByRole('button').last().click();
      for (const id of ['scale', 'mask', 'softmax', 'values']) await element.locator(`[data-tile="${id}"]`).click();
      await check(0);
      const boxes = step(1).getByRole('textbox');
      await boxes.first().waitFor();
      const shapes = ['(n, d_k)', '(n, d_k)', '(n, d_v)', '(n, n)', '(n, n)', '(n, n)', '(n, d_model)'];
      for (const [j, text] of shapes.entries()) await boxes.nth(j).fill(text);
      await check(1);
      await step(1).locator('[data-part="verdict"] p').waitFor();
      found.push(...prefixed('a wrong shape', await axe('attention-derive')));
      await boxes.last().fill('(n, d_v)');
      await check(1);
      const groups = step(2).locator('[data-part="reason"]');
      await groups.first().waitFor();
      const choose = async (k, right) => {
        const radios = groups.nth(k).getByRole('radio');
        const values = await radios.evaluateAll((nodes) => nodes.map((n) => n.value));
        const want = REASONS[k].choices.find((c) => Boolean(c.right) === right).id;
        await radios.nth(values.indexOf(want)).check();
      };
      for (let k = 0; k < REASONS.length; k += 1) await choose(k, k !== 1);
      await check(2);
      await step(2).locator('[data-part="feedback"]').first().waitFor();
      found.push(...prefixed('a wrong reason', await axe('attention-derive')));
      await choose(1, true);
      await check(2);
      await element.locator('[data-part="status"]', { hasText: 'Checkpoint complete' }).waitFor();
      found.push(...prefixed('complete', await axe('attention-derive')));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > (phone ? 390 : 1280)) found.push(`the page is ${width}px wide with the derivation worked`);
      return found;
    },
  },
  {
    page: 'formula.html',
    name: 'each term of the formula map pointed at, then focused (its step, legend entry and shape rows light up)',
    async run(page, { axe }) {
      const found = [];
      const terms = page.locator('attention-formula .formula-term');
      const count = await terms.count();
      if (count !== 6) found.push(`${count} terms in the formula map, not 6`);
      for (let i = 0; i < count; i += 1) {
        const term = terms.nth(i);
        const step = await term.getAttribute('data-step');
        await pointAt(page, term);
        await page.waitForFunction((s) => document.querySelector('.formula-widget')?.dataset.active === s, step);
        found.push(...prefixed(`pointed at ${step}`, [...await axe('attention-formula'), ...await termContrast(term)]));
        await page.mouse.move(0, 0);
        await term.focus();
        await page.keyboard.press('Shift'); // keyboard modality: :focus-visible
        found.push(...prefixed(`focused ${step}`, [...await axe('attention-formula'), ...await termContrast(term)]));
        await term.blur();
      }
      return found;
    },
  },
  {
    page: 'formula.html',
    // Closed, the widget shows nothing the open state of the row above does not (lit in every view): every rule, once.
    views: ['desktop-light'],
    name: 'a term of the formula map pointed at while the shapes are closed, as the page opens',
    async run(page, { axe }) {
      const shapes = page.locator('attention-formula details', { has: page.locator(':scope > summary', { hasText: 'Every shape, for sizes you choose' }) });
      await shapes.evaluate((d) => { d.open = false; });
      await pointAt(page, page.locator('attention-formula figure a[data-step="scores"]'));
      const found = prefixed('shapes closed, scores pointed at', await axe('attention-formula'));
      await page.mouse.move(0, 0);
      await shapes.evaluate((d) => { d.open = true; });
      return found;
    },
  },
];
