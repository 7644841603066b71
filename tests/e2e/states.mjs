// States a reader reaches that the tests of a whole page put it in, beyond
// browser.mjs's revealPredictions and drawAllWidgets.
import { drawAllWidgets } from './browser.mjs';
import { scrollThrough, widgetsDrawn } from './chapter.mjs';

// Every <details> open (a widget's secondary tables, W_O), inside widgets'
// shadow roots too; a widget that draws a disclosure's content only once it
// opens does so on its toggle event.
export async function openDisclosures(page) {
  await page.evaluate(() => {
    const open = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.localName === 'details') node.open = true;
        if (node.shadowRoot) open(node.shadowRoot);
      }
    };
    open(document);
  });
}

// The page as a reader has it after working through it: scrolled to the
// end, every prediction revealed and every widget drawn (scrolled through
// again, as the drawn widgets change the page's height), every disclosure
// open, nothing still computing, and two frames for the figures' resize
// observers to have run.
export async function readThrough(page) {
  await scrollThrough(page);
  await drawAllWidgets(page);
  await scrollThrough(page);
  await openDisclosures(page);
  await widgetsDrawn(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
