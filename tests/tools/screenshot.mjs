// Screenshots of a page for looking at, not for testing: 1280 and 390 px,
// light and dark, four PNGs per target. A passing test does not prove the
// page looks right; these are what to open in an image viewer after a change.
//
//   node tests/tools/screenshot.mjs [page] [--selector CSS] [--full] [--out DIR]
//     page        a path under site/ (default index.html), with ?query and #hash
//     --selector  scroll to the first match and shoot it (its box only)
//     --full      the whole page, every section laid out and every widget
//                 drawn (tall pages make very tall images)
//     --out       where to write (default tests/e2e/screenshots/look)
//     --wait MS   extra settle time after load (default 600)
//     --reveal    reveal every prediction and draw every widget first (the
//                 page as a reader has it after working through it)
//
// Without --selector or --full it shoots the first screen. Files are named
// <name>-<width>-<theme>.png; the names are printed.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawAllWidgets, launchBrowser, openPage, renderAllSections, repoDir, siteDir } from '../e2e/browser.mjs';

function parseArgs(argv) {
  const args = { page: 'index.html', selector: null, full: false, reveal: false, out: join(repoDir, 'tests', 'e2e', 'screenshots', 'look'), wait: 600 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--selector') args.selector = argv[++i];
    else if (arg === '--full') args.full = true;
    else if (arg === '--reveal') args.reveal = true;
    else if (arg === '--out') args.out = argv[++i];
    else if (arg === '--wait') args.wait = Number(argv[++i]);
    else args.page = arg;
  }
  return args;
}

function pageUrl(page) {
  if (/^(https?|file):/.test(page)) return page;
  const [path, rest = ''] = page.split(/(?=[?#])/);
  return pathToFileURL(join(siteDir, path)).href + rest;
}

function baseName(args) {
  const page = args.page.replace(/^.*\//, '').replace(/[?#].*$/, '').replace(/\.html$/, '') || 'index';
  const what = args.selector ? `-${args.selector.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}` : '';
  return `${page}${what}`;
}

async function shoot(browser, args, width, theme) {
  const page = await openPage(browser, { viewport: { width, height: width > 600 ? 900 : 844 }, colorScheme: theme });
  await page.goto(pageUrl(args.page));
  await page.waitForLoadState('load');
  if (args.reveal) {
    await renderAllSections(page);
    await drawAllWidgets(page);
  }
  const file = join(args.out, `${baseName(args)}-${width}-${theme}.png`);
  if (args.selector) {
    const target = page.locator(args.selector).first();
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(args.wait);
    await target.screenshot({ path: file });
  } else {
    await page.waitForTimeout(args.wait);
    if (args.full) {
      // A capture of the whole page does not scroll, so sections that never
      // came near the screen would stay unpainted (content-visibility: auto)
      // and their widgets undrawn: wait for the widgets (they are all built
      // in idle time after load) and lay every section out.
      await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'), null, { timeout: 30000 }).catch(() => {});
      await renderAllSections(page);
    }
    await page.screenshot({ path: file, fullPage: args.full });
  }
  const problems = [...page.log.pageErrors, ...page.log.consoleErrors];
  await page.closeAll();
  return { file, problems };
}

const args = parseArgs(process.argv.slice(2));
mkdirSync(args.out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark']) {
      const { file, problems } = await shoot(browser, args, width, theme);
      console.log(file);
      for (const problem of problems) console.log(`  ${problem}`);
    }
  }
} finally {
  await browser.close();
}
