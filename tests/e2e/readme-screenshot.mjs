// Writes the README's screenshot (web/readme/screenshot.png): the worked
// example at desktop width, light theme. Not a test; run it after a build:
//   node tests/e2e/readme-screenshot.mjs
import { join } from 'node:path';
import { launchBrowser, openWalkthrough, repoDir } from './browser.mjs';

const browser = await launchBrowser();
try {
  const page = await openWalkthrough(browser, '?seed=42&dk=3&dv=3', { viewport: { width: 1200, height: 1000 } });
  // From the fields to the bottom of the heatmap: inputs, output and weights in one picture.
  const box = (selector) => page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  });
  const top = (await box('attention-walkthrough')).top - 16;
  const bottom = (await box('#walkthrough-output')).bottom + 40;
  await page.screenshot({ path: join(repoDir, 'web', 'readme', 'screenshot.png'), fullPage: true,
                          clip: { x: 0, y: top, width: 1200, height: bottom - top } });
  await page.closeAll();
} finally {
  await browser.close();
}
