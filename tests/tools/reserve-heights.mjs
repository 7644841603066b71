// The heights web/embed/reserve.css keeps for each embedded widget until it
// has drawn, measured: every widget the stylesheet names is put, with its
// default inputs, into the plain example's column (at a 900 px window
// and at 375), drawn, and measured. A reserve far from the drawn
// height moves the text under the widget when the numbers arrive.
//
//   node tests/tools/reserve-heights.mjs           prints reserved vs drawn
//   node tests/tools/reserve-heights.mjs --write   rewrites the heights in reserve.css
//
// tests/e2e/embed.test.mjs imports measureReserves() and fails when a
// reserve is stale, so this is what to run when a widget changes height.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser, openPage, repoDir, siteDir } from '../e2e/browser.mjs';

const reservePath = join(repoDir, 'web', 'embed', 'reserve.css');
const WIDTHS = Object.freeze({ wide: 900, phone: 375 });
const PHONE_QUERY = '@media (max-width: 600px)';
const NOT_DRAWN = ':not([data-state="ready"]):not([data-state="error"])';
// One rule of reserveCss() below, read back: the tag and its height.
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const RULE = new RegExp(`(attention-[a-z-]+)${escapeRegExp(NOT_DRAWN)} \\{ min-height: (\\d+)px; \\}`, 'g');

// The course's own elements (a prediction, an exercise, a checkpoint) take
// their content from a name, so they have no one height to keep.
const NAMED = new Set(['attention-predict', 'attention-exercise', 'attention-by-hand', 'attention-derive']);

// Every widget an author can embed: one file each in web/elements/.
function embeddableTags() {
  return readdirSync(join(repoDir, 'web', 'elements')).filter((name) => name.endsWith('.js'))
    .map((name) => name.replace(/\.js$/, '')).filter((tag) => !NAMED.has(tag)).sort();
}

// → {wide: {tag: px}, phone: {tag: px}}, from the stylesheet's two blocks.
function readReserves(css = readFileSync(reservePath, 'utf8')) {
  const at = css.indexOf(PHONE_QUERY);
  const read = (part) => Object.fromEntries([...part.matchAll(RULE)].map((m) => [m[1], Number(m[2])]));
  return { wide: read(css.slice(0, at)), phone: read(css.slice(at)) };
}

const HEADER = `/* Space kept for each widget until it has drawn, so the text under it does
   not jump when the script arrives and the numbers appear (layout shift).
   Generated: \`node tests/tools/reserve-heights.mjs --write\` measures each
   widget with its default inputs in the plain example's column;
   tests/e2e/embed.test.mjs fails when one has gone stale. */
`;

function reserveCss(drawn) {
  const tags = Object.keys(drawn.wide);
  const rules = (heights, indent) => tags.map((tag) => `${indent}${tag}${NOT_DRAWN} { min-height: ${heights[tag]}px; }`).join('\n');
  return `${HEADER}
${tags.map((tag) => tag + NOT_DRAWN).join(', ')} {
  display: block;
  margin-block: 1rem;
}

${rules(drawn.wide, '')}

${PHONE_QUERY} {
${rules(drawn.phone, '  ')}
}
`;
}

// Each tag alone in the example's <main>, so that it has the host's column.
async function drawnHeights(browser, width, tags) {
  const page = await openPage(browser, { viewport: { width, height: 900 } });
  try {
    await page.goto(pathToFileURL(join(siteDir, 'examples', 'plain', 'index.html')).href);
    const heights = {};
    for (const tag of tags) {
      await page.evaluate((name) => {
        const main = document.querySelector('main');
        main.replaceChildren(document.createElement(name));
        main.firstChild.scrollIntoView();
      }, tag);
      await page.waitForFunction((name) => ['ready', 'error'].includes(document.querySelector(name)?.dataset.state), tag, { timeout: 30000 });
      await page.waitForTimeout(100); // fonts and the last frame of layout
      heights[tag] = await page.evaluate((name) => Math.round(document.querySelector(name).getBoundingClientRect().height), tag);
    }
    return heights;
  } finally {
    await page.closeAll();
  }
}

// → {wide: {tag: {reserved, drawn}}, phone: {…}}.
export async function measureReserves(browser) {
  const reserved = readReserves();
  const result = {};
  for (const [name, width] of Object.entries(WIDTHS)) {
    const drawn = await drawnHeights(browser, width, embeddableTags());
    result[name] = Object.fromEntries(Object.keys(drawn).map((tag) => [tag, { reserved: reserved[name][tag], drawn: drawn[tag] }]));
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const browser = await launchBrowser();
  try {
    const measured = await measureReserves(browser);
    for (const [name, tags] of Object.entries(measured)) {
      for (const [tag, { reserved, drawn }] of Object.entries(tags)) {
        console.log(`${name.padEnd(5)} ${tag.padEnd(38)} reserved ${String(reserved).padStart(5)}  drawn ${String(drawn).padStart(5)}`);
      }
    }
    if (process.argv.includes('--write')) {
      const drawn = Object.fromEntries(Object.entries(measured).map(([name, tags]) => [name, Object.fromEntries(Object.entries(tags).map(([tag, h]) => [tag, h.drawn]))]));
      writeFileSync(reservePath, reserveCss(drawn));
      console.log(`wrote ${reservePath}`);
    }
  } finally {
    await browser.close();
  }
}
