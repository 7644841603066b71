// What the state rows of chapter 1's widgets share (state-rows/qkv.mjs,
// scaling.mjs, masking.mjs): setting a widget's attributes and waiting until
// it has drawn them, and the page's width.

// Sets (or, for null, removes) the widget's attributes, then waits until it
// has drawn those values and has nothing on its way (a CoreTask).
export async function setWidget(page, tag, attributes, timeout = 60000) {
  await page.evaluate(([name, attrs]) => {
    const widget = document.querySelector(name);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null) widget.removeAttribute(key);
      else widget.setAttribute(key, value);
    }
  }, [tag, attributes]);
  await page.waitForFunction(([name, attrs]) => {
    const widget = document.querySelector(name);
    if (widget.dataset.state !== 'ready' || widget.pending) return false;
    return Object.entries(attrs).every(([key, value]) => {
      const field = widget.fields.find((f) => f.attribute === key);
      const drawn = widget.drawn?.[field.key];
      return value === null ? JSON.stringify(drawn) === JSON.stringify(field.fallback) : String(drawn === true ? 1 : drawn === false ? 0 : drawn) === value;
    });
  }, [tag, attributes], { timeout });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// Nothing wider than the screen: the page does not scroll sideways.
export async function widthProblems(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const screen = page.viewportSize().width;
  return width > screen ? [`the page is ${width}px wide in a ${screen}px viewport`] : [];
}
