// For the state rows of sections whose old tests held them to 375 px (a
// narrower phone than the page pass's 390): the page resized to `width` for
// a moment, the checks run there, and the view's own size put back.
//   problems = await atWidth(page, 375, async () => [...]);
export async function atWidth(page, width, check) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: before.height });
  try {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return await check();
  } finally {
    await page.setViewportSize(before);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

// The page wider than its viewport, as a problem line (none: []).
export async function pageWider(page) {
  const { wide, width } = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, width: innerWidth }));
  return wide > width ? [`the page is ${wide}px wide in a ${width}px viewport`] : [];
}

// Elements of section `id` whose right edge is past the viewport, outside
// the boxes that scroll on purpose (a heatmap's or table's scroller, the
// MathML KaTeX keeps for screen readers, an SVG).
export function stickingOut(page, id) {
  return page.evaluate((sectionId) => [...document.querySelectorAll(`#${sectionId} *`)]
    .filter((e) => e.getBoundingClientRect().right > innerWidth && !e.closest('[data-part="scroller"], [data-part="table"], .katex-mathml, svg'))
    .map((e) => `#${sectionId}: ${e.localName}.${[...e.classList].join('.')} sticks out of the ${innerWidth}px viewport`), id);
}
