// The pipeline strip (issue 23): at the top of each step of chapters 1–2 up to
// the output (not the formula's checkpoint, nor the worked example), the
// formula's quantities in the order the formula computes them,
//   X → Q, K, V → S → S/√d_k → + M → P → O,
// each with its shape for chapter 1's sentence "The cat sat down" (n = 4,
// d_model = 6, d_k = d_v = 3, the seed's sizes). A quantity appears once
// the reader has reached the step that introduces it; the current step's is
// marked with its shape as a question, (?, ?), because the step asks for it
// (the Q, K, V step predicts V's shape, the scores step the score matrix's),
// and a later step's is an empty slot: the strip never answers what the
// course has not yet asked. Written into the page by the build, so it
// stands still while the page loads and needs no script; the shapes are the
// core's (am.shapes), read by the build from site/attention-math.js.

import { message } from '../lib/text/messages.js';

export const EXAMPLE = Object.freeze({ n: 4, dModel: 6, dK: 3, dV: 3 });

// Each quantity: its TeX, the am.shapes entry whose shape it has, and the
// section that introduces it. Q, K and V share one slot: with d_v = d_k they
// have one shape. Adding the mask M leaves the scaled scores' shape.
export const STAGES = Object.freeze([
  { tex: 'X', shape: 'X', section: 'qkv', given: true }, // the input: its shape is not asked
  { tex: 'Q,\\ K,\\ V', shape: 'Q', section: 'qkv' },
  { tex: 'S = QK^\\top', shape: 'Q·Kᵀ', section: 'scores' },
  { tex: 'S / \\sqrt{d_k}', shape: '/√d_k', section: 'scaling' },
  { tex: '+\\,M', shape: '/√d_k', section: 'masking' },
  { tex: 'P = \\operatorname{softmax}(\\cdot)', shape: 'softmax', section: 'softmax' },
  { tex: 'O = PV', shape: '·V', section: 'weighted-sum' },
]);

// The sections that show the strip: from the step of the first quantity to
// the step of the last. Chapter 1's opening, which motivates, has none; nor
// has the formula step after the output's, because its checkpoint asks the
// reader to put the formula together from a blank slate, and a strip of
// every part in order with its shape would be the answer on screen (a
// newcomer's reading copied it). The formula's own map shows once that
// checkpoint is passed or help is asked (data-after="formula/derive").
export function stripSections(chapters) {
  const introducing = new Set(STAGES.map((s) => s.section));
  const order = chapters.filter((c) => c.sections.some((id) => introducing.has(id))).flatMap((c) => c.sections);
  const first = order.findIndex((id) => introducing.has(id));
  const last = order.findLastIndex((id) => introducing.has(id));
  return first < 0 ? [] : order.slice(first, last + 1);
}

// The strips on the formula's own page stand above its blank-slate
// checkpoint too: a reader at the checkpoint could scroll up one step and
// copy the parts in order (a newcomer's reading did). So on that page each
// strip is held back, as the formula's map is, until the checkpoint is
// passed or help is asked (data-after, web/page/guards.js), and a line in
// its place says why; chapter 1's strips, a page away, stay.
export const HELD_BY = Object.freeze({ section: 'formula', checkpoint: 'formula/derive' });

// The strip sections on the page of HELD_BY.section, before it.
export function heldSections(chapters) {
  const chapter = chapters.find((c) => c.sections.includes(HELD_BY.section));
  if (!chapter) return new Set();
  return new Set(chapter.sections.slice(0, chapter.sections.indexOf(HELD_BY.section)));
}

// name → "(rows, cols)", from the core's shapes of the example.
export function shapesOf(am) {
  const entries = am.shapes(EXAMPLE);
  const byName = new Map(entries.map((e) => [e.name, `(${e.rows}, ${e.cols})`]));
  for (const stage of STAGES) {
    if (!byName.has(stage.shape)) throw new Error(`pipeline strip: am.shapes() has no entry "${stage.shape}"`);
  }
  return byName;
}

// The strip's HTML for section `id`, given the reading order of the strip's
// sections, the shapes (shapesOf) and the sections whose strip is held back
// (heldSections).
export function pipelineStrip(id, order, shapes, held = new Set()) {
  const at = order.indexOf(id);
  if (at < 0) return '';
  const reached = (stage) => order.indexOf(stage.section) <= at;
  const items = STAGES.map((stage, k) => {
    const arrow = k > 0 ? '<span class="pipeline__arrow" aria-hidden="true">→</span>' : '';
    if (!reached(stage)) {
      return `<li class="pipeline__stage is-ahead">${arrow}<span class="pipeline__slot"><span class="visually-hidden">${message('site-pipeline-later-step')}</span></span></li>`;
    }
    // X is the step's input, not what it works out: never the current one.
    const current = stage.section === id && !stage.given;
    const shape = current
      ? `<span aria-hidden="true">(?, ?)</span><span class="visually-hidden">${message('site-pipeline-shape-unknown')}</span>`
      : shapes.get(stage.shape);
    return `<li class="pipeline__stage${current ? ' is-current' : ''}"${current ? ' aria-current="step"' : ''}>${arrow}`
      + `<span class="pipeline__slot"><span class="pipeline__name">\\( ${stage.tex} \\)</span> `
      + `<span class="pipeline__shape">${shape}</span></span></li>`;
  });
  const { n, dModel, dK } = EXAMPLE;
  const asks = STAGES.some((stage) => stage.section === id && !stage.given);
  // The sizes are formulas, the same in every language: an argument, not words.
  const sizes = `\\( n = ${n} \\), \\( d_\\text{model} = ${dModel} \\), \\( d_k = d_v = ${dK} \\)`;
  const hold = held.has(id) ? ` data-after="${HELD_BY.checkpoint}"` : '';
  const figure = `<figure class="pipeline" data-part="pipeline"${hold}>
          <figcaption class="pipeline__caption">${message('site-pipeline-caption', { sizes, asks: asks ? 'yes' : 'no' })}</figcaption>
          <ol class="pipeline__stages">${items.join('')}</ol>
        </figure>`;
  if (!hold) return figure;
  return `<p class="pipeline pipeline--held" data-part="pipeline-held" data-before="${HELD_BY.checkpoint}">${message('site-pipeline-held')}</p>
        ${figure}`;
}

// The section's HTML with its strip after its heading.
export function withPipeline(html, id, order, shapes, held) {
  const strip = pipelineStrip(id, order, shapes, held);
  if (!strip) return html;
  const heading = html.indexOf('</h2>');
  if (heading < 0) throw new Error(`section ${id}: no <h2> to put the pipeline strip under`);
  return `${html.slice(0, heading + 5)}\n        ${strip}${html.slice(heading + 5)}`;
}
