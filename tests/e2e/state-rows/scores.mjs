// State rows of scores.html for the page pass (../page-pass.mjs, ../states.mjs).
import { loadCore, pointAt, prefixed, visibleText } from '../browser.mjs';
import { setWidget, widthProblems } from '../widget-state.mjs';
import { fields as scalingFields, model as scalingModel } from '../../../web/elements/scaling/model.js';
import { parseRichText } from '../../../web/lib/text/rich-text.js';

const literalSubscripts = (text) => [...text.matchAll(/.{0,30}(\b[dWqkvxS]_|S\[).{0,30}/g)].map((m) => `“${m[0]}” has a literal subscript`);
const CHAPTER_1 = '#why, #qkv, #scaling, #masking';
const shown = (rich) => parseRichText(rich).map((run) => ('text' in run ? run.text : run.name + (run.sub ?? ''))).join('');

// From file:// the scaling widget computes d_k above 64 in a worker whose
// source the page writes into a blob: URL (a worker cannot load from a file
// URL): one such worker, and what it computed, drawn, is the core's (both
// panels' statistics and the callout against the model on the core's
// samples in Node).
async function scalingFromBlobWorker(page, dK) {
  const problems = [];
  const workers = page.workers().filter((w) => w.url().startsWith('blob:')).length;
  if (workers !== 1) problems.push(`${workers} blob: workers, not 1`);
  const am = await loadCore();
  const { spread } = scalingModel(am, { ...Object.fromEntries(scalingFields.map((f) => [f.key, f.fallback])), dK, samples: am.dotProducts({ seed: 0, dK }) });
  const drawn = await page.evaluate(() => ({
    stats: [...document.querySelectorAll('#scaling [data-part="histogram-panel"]')]
      .map((panel) => [...panel.querySelectorAll('[data-stat]')].map((item) => [item.dataset.stat, item.querySelector('dd').firstChild.textContent])),
    verdict: document.querySelector('#scaling [data-part="verdict"]').textContent,
  }));
  const want = { stats: ['raw', 'scaled'].map((p) => spread[p].stats.map(([name, value]) => [name, value])), verdict: shown(spread.verdict) };
  if (JSON.stringify(drawn) !== JSON.stringify(want)) problems.push(`d_k = ${dK} drawn as ${JSON.stringify(drawn)}, the core’s is ${JSON.stringify(want)}`);
  return problems;
}

export default [
  {
    // The geometry widget beyond its first drawing: a tip moved from the
    // keyboard (its focus ring and the weights said), then the learned view
    // (read-only arrows, the projection's note, the true 3-D table).
    page: 'scores.html',
    name: 'the geometry widget with a tip moved from the keyboard, then in its learned view',
    async run(page, { axe }) {
      const found = [];
      const handle = page.locator('attention-geometry').getByRole('button', { name: /^Key 2’s tip:/ });
      await handle.focus();
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => document.querySelector('attention-geometry').drawn.k2y !== 1.5);
      found.push(...prefixed('a tip moved from the keyboard', [...await axe('#scores'), ...await widthProblems(page)]));
      await setWidget(page, 'attention-geometry', { view: 'learned' });
      found.push(...prefixed('the learned view', [...await axe('#scores'), ...await widthProblems(page)]));
      await setWidget(page, 'attention-geometry', { view: null, 'k2-y': null });
      return found;
    },
  },
  {
    page: 'scores.html',
    name: 'the scores heatmap pointed at (first and last cell) and focused from the keyboard (Q’s row and Kᵀ’s column light up)',
    async run(page, { axe }) {
      const found = [];
      const cells = page.locator('attention-scores [data-part="cell"]');
      const count = await cells.count();
      if (!count) return ['no heatmap cell in attention-scores'];
      for (const at of [0, count - 1]) {
        await pointAt(page, cells.nth(at));
        found.push(...prefixed(`cell ${at} pointed at`, await axe('#scores')));
      }
      await cells.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      found.push(...prefixed('a cell focused', await axe('#scores')));
      await page.mouse.move(0, 0);
      return found;
    },
  },
  {
    // The worked example's bars (<attention-why>), in its section on formula.html: each query token pointed at,
    // then “The” chosen as a reader would, the button pressed.
    page: 'formula.html',
    name: 'each query token of the worked example’s bars pointed at, then “The” chosen',
    async run(page, { axe }) {
      const found = [];
      const tokens = page.getByRole('group', { name: 'Which token is asking?' }).getByRole('button');
      for (let i = 0; i < await tokens.count(); i += 1) {
        await pointAt(page, tokens.nth(i));
        found.push(...prefixed(`token ${i}`, await axe('#walkthrough')));
      }
      const group = page.getByRole('group', { name: 'Which token is asking?' });
      await group.getByRole('button', { name: 'The', exact: true }).click();
      await page.mouse.move(0, 0);
      found.push(...prefixed('“The” chosen', [...await axe('#walkthrough'), ...await widthProblems(page)]));
      await group.getByRole('button', { name: 'cat', exact: true }).click();
      await setWidget(page, 'attention-why', { query: null });
      return found;
    },
  },
  {
    // What the old per-widget tests of why, qkv, scaling and masking ran axe
    // on, in their views (light, dark, phone), beyond what the read-through
    // shows: two states of all four at once (axe costs about half a second a
    // run, whatever its scope).
    //   A: qkv at its largest sizes with X given
    //      directly, its matrices open; masking with left padding (“The”
    //      sees no key), the other fills closed; scaling at d_k = 1024 (some
    //      samples beyond the axis, said in a note) with its tables and
    //      saturation charts open;
    //   B: qkv at its largest sizes with projections (what its matrices
    //      closed show is shown here too); masking's other fills open;
    //      scaling while computing (the last numbers stay, washed out, and
    //      must stay readable).
    // In 1280 light, no literal subscript in qkv either way, what the masking
    // section then says (no API names, no caret maths), and scaling's numbers
    // at 1024, then 512, from the blob: worker, against the core.
    page: 'scores.html',
    views: ['desktop-light', 'desktop-dark', 'phone-light'],
    name: 'chapter 1’s widgets beyond the read-through: qkv at its largest sizes (X directly, then projected with its matrices open), masking with left padding (other fills closed, then open), scaling at d_k = 1024 (then computing)',
    async run(page, { axe, view }) {
      const found = [];
      const check = async (what) => {
        found.push(...prefixed(what, [...await axe(CHAPTER_1), ...await widthProblems(page)]));
        if (view === 'desktop-light') found.push(...prefixed(`${what}, qkv`, literalSubscripts(await visibleText(page, 'qkv'))));
      };
      const open = (selector, state) => page.$eval(selector, (details, value) => { details.open = value; }, state);
      await setWidget(page, 'attention-qkv', { n: '8', 'd-model': '12', 'd-k': '8', 'd-v': '8', direct: '1' });
      await open('#qkv [data-part="matrices"]', true);
      await setWidget(page, 'attention-masking', { pad: '1' });
      await open('#masking [data-part="other-fills"]', false);
      await setWidget(page, 'attention-scaling', { 'd-k': '1024' });
      await open('#scaling [data-part="histogram-tables"]', true);
      await open('#scaling [data-part="saturation"]', true);
      await page.waitForFunction(() => document.querySelectorAll('#scaling [data-part="saturation"] [data-part="table"] tbody tr').length === 11
        && document.querySelectorAll('#qkv [data-part="embeddings"] tbody tr').length === 8);
      if (view === 'desktop-light') found.push(...prefixed('scaling from file://', await scalingFromBlobWorker(page, 1024)));
      await page.mouse.move(0, 0);
      await check('A');

      await setWidget(page, 'attention-qkv', { direct: null });
      await open('#masking [data-part="other-fills"]', true);
      await page.waitForFunction(() => document.querySelectorAll('#qkv [data-part="projections"] tbody tr').length === 12 + 8 + 12 + 8 + 12 + 8
        && document.querySelectorAll('#masking [data-fill]').length === 3);
      await page.$eval('attention-scaling', (w) => w.classList.add('is-computing'));
      await page.waitForTimeout(300); // past the transition
      await check('B');
      if (view === 'desktop-light') {
        // Every disclosure of the masking section open: what a reader can see.
        await page.evaluate(() => document.querySelectorAll('#masking details').forEach((d) => { d.open = true; }));
        const text = await page.innerText('#masking');
        for (const [pattern, wanted] of [
          [/fullyMaskedRows|\^|Our core/, false], [/C\+\+ core/, false],
          [/this course’s choice; the formula gives NaN\), and is reported as fully masked/, true],
          // The row with nothing to see, said once, in the widget's disclosure
          // (the section's own Go deeper was merged into it).
          [/This course checks for the case first and chooses zeros/, true],
          [/0\/0 is NaN, which is what many libraries return/, true],
          [/float16’s largest finite value is 65504, so −1e9 overflows to −∞/, true],
        ]) {
          if (pattern.test(text) !== wanted) found.push(`the masking section ${wanted ? 'does not say' : 'says'} ${pattern}`);
        }
      }

      await page.$eval('attention-scaling', (w) => w.classList.remove('is-computing'));
      await setWidget(page, 'attention-scaling', { 'd-k': '512' }); // after the slow call, a later step still draws
      if (view === 'desktop-light') found.push(...prefixed('scaling from file://', await scalingFromBlobWorker(page, 512)));
      await setWidget(page, 'attention-scaling', { 'd-k': null });
      await setWidget(page, 'attention-masking', { pad: null });
      await setWidget(page, 'attention-qkv', { n: null, 'd-model': null, 'd-k': null, 'd-v': null });
      await page.mouse.move(0, 0);
      return found;
    },
  },
];
