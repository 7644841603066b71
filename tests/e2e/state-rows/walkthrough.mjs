// State rows of the worked example (section walkthrough, formula.html) and
// of its glossary, for the page pass (../page-pass.mjs, ../states.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axe as axeOn, prefixed, siteDir } from '../browser.mjs';

const widget = 'attention-walkthrough';
// Until the worked example has drawn these values.
const drawnWith = (page, want) => page.waitForFunction(([name, values]) => {
  const w = document.querySelector(name);
  return w.dataset.state === 'ready' && Object.entries(values).every(([key, value]) => w.drawn?.[key] === value);
}, [widget, want]);

// The glossary's ids as built into formula.html (for a page that links there).
const builtGlossaryIds = () => [...readFileSync(join(siteDir, 'formula.html'), 'utf8').matchAll(/\bid="(glossary[^"]*)"/g)].map((m) => m[1]);

// On a page read through: every link into the glossary lands on one of its
// ids on formula.html, and an optional term (one only "Go deeper" needs) is
// linked to only from an optional part (a <details>).
async function glossaryLinkProblems(page, file, optional, ids) {
  const found = [];
  for (const term of optional) {
    const outside = await page.$$eval(`a[href$="#glossary-${term}"]`, (links) => links.filter((a) => !a.closest('details')).length);
    if (outside) found.push(`${term} is linked to from the main path ${outside} times`);
  }
  const targets = await page.$$eval('a[href*="#glossary"]', (links) => links.map((a) => a.getAttribute('href')));
  for (const href of targets) {
    const [target, id] = href.split('#');
    if (!(target === '' ? file === 'formula.html' : target === 'formula.html')) found.push(`${href} does not lead to the glossary's page`);
    if (!ids.includes(id)) found.push(`${href} names no id of the glossary`);
  }
  if (!targets.length) found.push(`${file} links nothing of the glossary`);
  return found;
}

const OPTIONAL_TERMS = ['delta', 'frobenius', 'nats'];

export default [
  {
    page: 'formula.html',
    // Dark as the system sets it, and (from light) as the toggle does; the messages' contrast is what a theme changes.
    views: ['desktop-light', 'desktop-dark'],
    name: 'the worked example with invalid-field messages showing (a width typed wrong, a link’s unusable embeddings); in light, also dark through the toggle',
    async run(page, { axe, view }) {
      const found = [];
      const before = await page.textContent('#walkthrough-output');
      await page.locator('#walkthrough-dk').fill('1.5');
      await page.locator('#walkthrough-dk-message').waitFor({ state: 'visible' });
      // What a link with ?tokens=a b&x=1,2;3 sets: tokens and x that do not fit together.
      await page.locator(widget).evaluate((w) => { w.setAttribute('tokens', 'a b'); w.setAttribute('x', '1,2;3'); });
      const embeddings = page.locator('#walkthrough [data-part="embeddings"]');
      await page.waitForFunction(() => /row 2 has 1/.test(document.querySelector('#walkthrough [data-part="embeddings"]').textContent));
      if (!(await embeddings.isVisible())) found.push('the embeddings editor is not shown with its message');
      if (await page.textContent('#walkthrough-output') !== before) found.push('the output changed with refused input');
      found.push(...prefixed('messages showing', await axe('#walkthrough')));
      if (view === 'desktop-light') {
        // The toggle (rather than the system setting) must give the same result.
        const toggle = page.locator('#theme-toggle');
        await toggle.click();
        if (await page.evaluate(() => document.documentElement.dataset.theme) !== 'dark') found.push('the toggle did not set the dark theme');
        found.push(...prefixed('dark through the toggle', await axeOn(page, { contrastOnly: true })));
        await toggle.click();
      }
      await page.locator(widget).evaluate((w) => { w.removeAttribute('tokens'); w.removeAttribute('x'); });
      await page.locator('#walkthrough-dk').fill('3');
      await drawnWith(page, { dK: 3, tokens: null });
      return found;
    },
  },
  {
    page: 'formula.html',
    views: ['phone-light'],
    name: 'the widest worked example (d_k = d_v = 64) on a phone',
    async run(page) {
      await page.locator('#walkthrough-dk').fill('64');
      await page.locator('#walkthrough-dv').fill('64');
      await drawnWith(page, { dK: 64, dV: 64 });
      const found = [];
      const { wide, room } = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, room: innerWidth }));
      if (wide > room) found.push(`the page is ${wide}px wide with d_k = d_v = 64, in ${room}px`);
      await page.locator('#walkthrough-dk').fill('3');
      await page.locator('#walkthrough-dv').fill('3');
      await drawnWith(page, { dK: 3, dV: 3 });
      return found;
    },
  },
  {
    page: 'formula.html',
    views: ['desktop-light'],
    name: 'the glossary: first the terms the steps use (token, dot product, transpose, mask …), then those only “Go deeper” needs, each linked to from where it is needed',
    async run(page) {
      const groups = await page.$$eval('#glossary h3', (headings) => headings.map((h) => ({
        title: h.textContent,
        terms: [...h.nextElementSibling.querySelectorAll('dt')].map((dt) => dt.id.replace(/^glossary-/, '')),
      })));
      const found = [];
      if (groups.length !== 2) found.push(`${groups.length} groups of terms, not 2`);
      for (const term of ['token', 'head', 'embedding', 'd-model', 'query', 'd-k', 'score', 'softmax', 'dot-product', 'transpose', 'mask', 'logit', 'variance', 'normal', 'float32']) {
        if (!groups[0]?.terms.includes(term)) found.push(`${term} is not among the terms the steps use: ${groups[0]?.terms}`);
      }
      if (JSON.stringify([...(groups[1]?.terms ?? [])].sort()) !== JSON.stringify(OPTIONAL_TERMS)) found.push(`the optional terms are ${groups[1]?.terms}`);
      const ids = await page.$$eval('#glossary, #glossary [id]', (nodes) => nodes.map((n) => n.id));
      return [...found, ...await glossaryLinkProblems(page, 'formula.html', OPTIONAL_TERMS, ids)];
    },
  },
  {
    page: 'scores.html',
    views: ['desktop-light'],
    name: 'chapter 1’s links into the glossary (on formula.html), none to an optional term from the main path',
    run: (page) => glossaryLinkProblems(page, 'scores.html', OPTIONAL_TERMS, builtGlossaryIds()),
  },
];
