// Honest scales, on every chapter as a reader has it (predictions revealed,
// widgets drawn, disclosures open), in light and dark: every heatmap that
// shows attention weights (a matrix whose rows are non-negative and sum to 1,
// whichever widget draws it) is coloured on ONE fixed 0–1 scale: each cell's
// colour is the scale's colour for its own value, not for its value
// stretched to the matrix's range, and a key reading 0 to 1 is shown with it
// (its own, or its widget's). Run by the page pass (../page-pass.mjs).
import { heatColour } from '../../../web/figures/colour-scale.js';

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

// Every weights heatmap on the page: its cells' values and colours, and the
// ends of the key shown with it.
export function weightHeatmaps(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-part="heatmap"] [data-part="grid"]')].filter((t) => t.checkVisibility()).map((table) => {
    const rows = [...table.tBodies[0].rows].map((tr) => [...tr.querySelectorAll('[data-part="cell"]')].map((td) => ({
      value: Number(td.dataset.value), colour: getComputedStyle(td).backgroundColor,
    })));
    const finite = rows.flat().filter((c) => Number.isFinite(c.value));
    const weights = finite.length > 0 && finite.every((c) => c.value >= 0 && c.value <= 1)
      && rows.every((row) => Math.abs(row.reduce((sum, c) => sum + (Number.isFinite(c.value) ? c.value : 0), 0) - 1) < 1e-6);
    const figure = table.closest('[data-part="heatmap"]');
    const widget = figure.parentElement.closest('[data-state]');
    const shown = (legend) => legend && !legend.hidden && legend.checkVisibility();
    const legend = [figure.querySelector(':scope > [data-part="legend"]'), ...widget.querySelectorAll('[data-part="legend"]')].find(shown);
    return {
      where: `${widget.localName}: ${figure.querySelector('[data-part="title"]:not([hidden])')?.textContent ?? table.caption?.textContent ?? ''}`.trim(),
      weights,
      cells: finite,
      legend: legend ? [...legend.querySelectorAll('[data-part="legend-label"]')].map((l) => Number(l.textContent.replace('−', '-'))) : null,
      legendTitle: legend?.querySelector('[data-part="legend-title"]')?.textContent ?? null,
    };
  }).filter((h) => h.weights));
}


// The fewest weight heatmaps each chapter shows, so that a renderer which
// stopped drawing them cannot pass by having none to check.
export const WEIGHT_HEATMAPS = { 'scores.html': 3, 'formula.html': 1, 'heads.html': 4, 'further.html': 2, 'review.html': 2 };

// What is wrong with the page's weight heatmaps in `colorScheme`, one line each.
export async function honestScaleProblems(page, file, colorScheme) {
  const heatmaps = await weightHeatmaps(page);
  const problems = [];
  if (heatmaps.length < (WEIGHT_HEATMAPS[file] ?? 0)) {
    problems.push(`${heatmaps.length} weight heatmaps on ${file}, expected at least ${WEIGHT_HEATMAPS[file]}: ${heatmaps.map((h) => h.where).join('; ')}`);
  }
  for (const heatmap of heatmaps) {
    if (JSON.stringify(heatmap.legend) !== '[0,1]') problems.push(`${heatmap.where}: its key reads ${JSON.stringify(heatmap.legend)}, not 0 to 1`);
    if (!/weight/.test(heatmap.legendTitle ?? '')) problems.push(`${heatmap.where}: the key does not name the weights (${heatmap.legendTitle})`);
    // The page rounds t to 1/1024 before mixing (web/figures/colour-scale.js).
    const wrong = heatmap.cells.filter((c) => c.colour !== rgb(heatColour(Math.round(c.value * 1024) / 1024, colorScheme).background));
    if (wrong.length) problems.push(`${heatmap.where}: ${wrong.length} of ${heatmap.cells.length} cells off the 0–1 scale, e.g. ${JSON.stringify(wrong.slice(0, 2))}`);
  }
  return problems;
}
