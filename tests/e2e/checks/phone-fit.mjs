// Phone first: at 390 px, as a reader has the page (every prediction
// revealed, every widget drawn, every disclosure open),
//   - no display equation, table or scrolling box is wider than the screen,
//     and nothing is cut off inside a box that scrolls sideways; the one
//     exception is a heatmap too wide for any phone (24 columns of numbers),
//     which must then say so (its visible scroll cue) and be a Tab stop, and
//     a program listing (the worked example's Python and its printout), whose
//     lines are not broken: it scrolls, and is a Tab stop;
//   - every number a reader sees (table and matrix cells, chart labels,
//     legends) is set at 12 px or more, SVG text counted at its drawn size
//     (typeset maths, whose scripts are smaller by design, is not counted);
//   - a formula or table box is a Tab stop exactly when it scrolls.
// Run by the page pass (../page-pass.mjs) on every page in both phone views.

// Everything the phone check looks at, measured in the page (shadow roots
// included): {overflow: […], small: […], tabStops: […], cues: […], counts}.
export function measurePhoneFit(page) {
  return page.evaluate(() => {
    const all = (root = document) => {
      const found = [...root.querySelectorAll('*')];
      for (const node of found) if (node.shadowRoot) found.push(...all(node.shadowRoot));
      return found;
    };
    const nodes = all();
    const width = document.documentElement.clientWidth;
    const name = (node) => {
      const where = node.closest('section[id]')?.id ?? node.getRootNode().host?.closest('section[id]')?.id ?? 'page';
      const label = (node.getAttribute('aria-label') ?? node.querySelector?.('caption')?.textContent ?? node.textContent)
        .replace(/\s+/g, ' ').trim().slice(0, 50);
      return `${where}: ${node.localName}.${[...node.classList].join('.')} “${label}”`;
    };
    // Seen: not hidden, and not a box kept for screen readers only (1 px, clipped).
    const shown = (node) => {
      if (!node.checkVisibility({ visibilityProperty: true }) || node.closest('.visually-hidden')) return false;
      const box = node.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const scrolls = (node) => node.scrollWidth > node.clientWidth + 1;
    // A heatmap that cannot fit says so: its scroll hint is shown.
    const cued = (node) => {
      const heatmap = node.closest('.heatmap');
      const hint = heatmap?.querySelector(':scope > .heatmap__scroll-hint');
      return Boolean(heatmap && node.classList.contains('heatmap__scroller') && hint && shown(hint) && node.tabIndex === 0);
    };
    const overflow = [];
    const cues = [];
    const counts = { equations: 0, tables: 0, equationsOver: 0, tablesOver: 0 };
    for (const node of nodes) {
      if (!shown(node)) continue;
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      const isEquation = node.classList.contains('katex-display');
      const isTable = node.localName === 'table';
      const isScroller = style.overflowX !== 'visible' && style.overflowX !== 'clip' && !node.closest('.katex');
      if (!isEquation && !isTable && !isScroller) continue;
      // A table inside a scrolling box that is cut off counts once, at the box.
      const outside = box.right > width + 0.5 || box.left < -0.5;
      const clipped = isScroller && scrolls(node);
      const equation = isEquation || node.querySelector(':scope > .katex-display');
      if (isEquation) counts.equations += 1;
      if (isTable) counts.tables += 1;
      if (!outside && !clipped) continue;
      if (node.localName === 'pre') {
        if (node.tabIndex !== 0) overflow.push(`${name(node)}: a listing that scrolls but is no Tab stop`);
        continue;
      }
      if (cued(node) || (isTable && node.closest('.heatmap__scroller') && cued(node.closest('.heatmap__scroller')))) {
        if (!isTable) cues.push(name(node));
        continue;
      }
      if (equation) counts.equationsOver += 1;
      if (isTable) counts.tablesOver += 1;
      overflow.push(`${name(node)} ${equation ? 'equation' : isTable ? 'table' : 'box'}: right ${Math.round(box.right)} of ${width}, scrollWidth ${node.scrollWidth} > clientWidth ${node.clientWidth}`);
    }
    // Numbers: text with a digit, outside typeset maths, at its drawn size.
    const small = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    for (const host of nodes) {
      if (!host.shadowRoot) continue;
      const inner = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_TEXT);
      while (inner.nextNode()) texts.push(inner.currentNode);
    }
    for (const text of texts) {
      const parent = text.parentElement;
      if (!/\d/.test(text.textContent) || !parent || parent.closest('.katex, script, style, title') || !shown(parent)) continue;
      let size = parseFloat(getComputedStyle(parent).fontSize);
      if (parent instanceof SVGElement) {
        const matrix = parent.getScreenCTM();
        if (matrix) size *= Math.hypot(matrix.a, matrix.b);
      }
      if (size < 11.95) small.add(`${name(parent)} “${text.textContent.trim().slice(0, 20)}” at ${size.toFixed(1)}px`);
    }
    // Tab stops: a box that can scroll is one exactly when it scrolls (down
    // too, where a widget limits a long table's height).
    const tabStops = [];
    const scrollsAnyWay = (node) => scrolls(node)
      || (node.scrollHeight > node.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(node).overflowY));
    for (const node of nodes) {
      const candidate = node.matches('.math-scroll, .data-table__scroller, .heatmap__scroller, [role="group"][tabindex]');
      if (!candidate || !shown(node)) continue;
      const stop = node.getAttribute('tabindex') === '0';
      if (stop !== scrollsAnyWay(node)) tabStops.push(`${name(node)}: ${stop ? 'a Tab stop that does not scroll' : 'scrolls but is no Tab stop'}`);
    }
    const pageWidth = document.documentElement.scrollWidth;
    return { overflow, small: [...small], tabStops, cues, counts, pageWidth, width };
  });
}


// The problems measurePhoneFit found, one line each (none: []).
export function phoneFitProblems(result) {
  const report = (title, list) => (list.length ? [`${title}:`, ...list.map((line) => `  ${line}`)] : []);
  return [
    ...(result.pageWidth > result.width ? [`the page is ${result.pageWidth}px wide in ${result.width}px`] : []),
    ...report('wider than the screen or cut off in a scrolling box', result.overflow),
    ...report('numbers under 12 px', result.small),
    ...report('Tab stops where boxes do not scroll, or none where they do', result.tabStops),
  ];
}
