// State rows of further.html for the page pass (../page-pass.mjs, ../states.mjs):
// the states of its widgets the read-through does not reach, each checked
// by axe where it is, and for fit (the sections whose old tests held them
// to 375 px are measured there too on a phone).
import { pointAt, prefixed } from '../browser.mjs';
import { atWidth, pageWider } from '../checks/narrow.mjs';

const HEADS = 'attention-trained-heads';
const TRAINER = 'attention-induction-training';
const LONG = 'ABCDEFGHIJKLABCDEFGHIJKL';
const map = (page, tag, k) => page.locator(`${tag} [data-part="heatmap"]`).nth(k);
const cell = (page, tag, k, r, c) => map(page, tag, k).locator(`[data-part="cell"][data-row="${r}"][data-col="${c}"]`);

// The trained heads' sequence, typed into its box and sent.
async function showSequence(page, text) {
  const box = page.locator(HEADS).getByLabel('Sequence (A–L, up to 24)', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await page.waitForFunction(([tag, t]) => document.querySelector(tag).dataset.sequence === t && document.querySelector(tag).dataset.state === 'ready', [HEADS, text]);
}

export default [
  {
    page: 'further.html',
    // One state for three widgets, so that one axe run (most of its time is the page, whatever the scope) sees them all.
    name: 'the training demo at step 30, the trainer after a chunk of training, a layer-2 cell of the trained heads focused (the layer-1 cell it reads lit; on a phone, layer 1’s row inline, in sight) and a trainer cell under the pointer; on a phone also at 375 px',
    async run(page, { axe, phone }) {
      const found = [];
      await page.locator('attention-learning').getByRole('textbox', { name: 'Training steps taken' }).fill('30');
      await page.waitForFunction(() => document.querySelector('attention-learning').dataset.step === '30');
      const trainer = page.locator(TRAINER);
      await trainer.getByRole('button', { name: 'Step (25 steps)' }).click();
      await page.waitForFunction((tag) => {
        const w = document.querySelector(tag);
        return w.dataset.step === '25' && !w.dataset.busy;
      }, TRAINER);
      const maps = await page.locator(`${HEADS} [data-part="maps"]`).textContent();
      if (!/induction 0\.\d\d/.test(maps)) found.push(`the trained heads' maps say no induction weight: “${maps.slice(0, 80)}”`);
      const progress = await trainer.locator('[data-part="progress"]').textContent();
      if (!/^Step 25 of 2000/.test(progress)) found.push(`the trainer says “${progress}”`);

      await page.mouse.move(0, 0); // no cell under the pointer: it would win over the focus
      if (phone) {
        // Stacked maps: a placeholder in the inline row until a cell is shown.
        const placeholder = await page.locator(`${HEADS} [data-part="link-row"]`).evaluate((box) => [getComputedStyle(box).display !== 'none',
          box.querySelector('[data-part="link-row-title"]')?.textContent, box.querySelectorAll('[data-part="link-cell"]').length]);
        if (JSON.stringify(placeholder) !== JSON.stringify([true, 'The layer-1 row that cell reads appears here (the layer-1 map is further up).', 0])) {
          found.push(`before a cell is shown, the inline row is ${JSON.stringify(placeholder)}`);
        }
      }
      const focused = cell(page, HEADS, 1, 10, 3);
      await focused.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await focused.focus();
      const lit = await map(page, HEADS, 0).locator('[data-part="cell"].is-highlighted')
        .evaluateAll((tds) => tds.map((td) => [Number(td.dataset.row), Number(td.dataset.col)]));
      if (JSON.stringify(lit) !== '[[3,2]]') found.push(`layer 1 lights ${JSON.stringify(lit)}, not [[3,2]]`);
      const row = await page.locator(`${HEADS} [data-part="link-row"]`).evaluate((box) => ({
        shown: getComputedStyle(box).display !== 'none',
        title: box.querySelector('[data-part="link-row-title"]')?.textContent ?? '',
        cells: [...box.querySelectorAll('[data-part="link-cell"]')].map((c) => [c.textContent, c.classList.contains('is-read'), getComputedStyle(c).backgroundColor]),
      }));
      if (!phone) {
        // Side by side, the layer-1 map is in view: no inline row.
        if (row.shown) found.push('side by side, the layer-1 row is drawn inline too');
      } else {
        // Stacked: the row is there, the read cell ringed, each shade the layer-1 map's own (row 3), in sight of the focused cell.
        const [top1, top2] = await page.locator(`${HEADS} [data-part="head"]`).evaluateAll((cols) => cols.map((c) => c.getBoundingClientRect().top));
        if (!(top2 > top1 + 100)) found.push('at 390 px the maps are not stacked');
        if (!row.shown) found.push('stacked, the layer-1 row is not drawn inline');
        if (row.title !== 'Layer 1 at position 3, looking back (shade: its weight, as in the maps; ringed: position 2):') found.push(`the inline row says “${row.title}”`);
        const cells = JSON.stringify(row.cells.map(([text, read]) => [text, read]));
        if (cells !== JSON.stringify([['D0', false], ['K1', false], ['A2', true], ['H3', false]])) found.push(`the inline row holds ${cells}`);
        const mapColours = await map(page, HEADS, 0).locator('tbody tr').nth(3).locator('[data-part="cell"]')
          .evaluateAll((tds) => tds.slice(0, 4).map((td) => getComputedStyle(td).backgroundColor));
        if (JSON.stringify(row.cells.map(([, , colour]) => colour)) !== JSON.stringify(mapColours)) found.push('the inline row’s shades are not the layer-1 map’s');
        const inView = await page.evaluate((tag) => {
          const visible = (node) => { const r = node.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; };
          return [visible(document.activeElement), visible(document.querySelector(`${tag} [data-part="link-cell"].is-read`))];
        }, HEADS);
        if (!inView.every(Boolean)) found.push(`the focused cell and the ringed cell not in one screen: ${inView}`);
      }

      // The pointer on a trainer cell (the focus stays on the layer-2 cell): its readout is that cell's name.
      const target = cell(page, TRAINER, 1, 10, 3);
      await pointAt(page, target);
      const [readout, label] = [await map(page, TRAINER, 1).locator('[data-part="readout"]').textContent(), await target.getAttribute('aria-label')];
      if (readout !== label || !/^layer 2, query A \(position 10\), key H \(position 3\): weight \d\.\d\d$/.test(label)) found.push(`the trainer's readout says “${readout}” for “${label}”`);
      found.push(...await axe(`attention-learning, ${HEADS}, ${TRAINER}`), ...await pageWider(page));
      if (phone) found.push(...prefixed('at 375 px', await atWidth(page, 375, () => pageWider(page))));

      // Escape clears the link (and, on a phone, the inline row).
      await page.keyboard.press('Escape');
      if (await map(page, HEADS, 0).locator('[data-part="cell"].is-highlighted').count()) found.push('Escape leaves the layer-1 cell lit');
      if (await page.locator(`${HEADS} [data-part="link-cell"]`).count()) found.push('Escape leaves the inline row drawn');
      await focused.blur();
      await page.mouse.move(0, 0);
      return found;
    },
  },
  {
    page: 'further.html',
    name: 'the circuit with a copying cell focused: no map scrolls sideways; too narrow for its numbers (a phone), a map is colour only, the value in its readout',
    async run(page, { axe, phone }) {
      const found = [];
      await page.locator('attention-circuit [data-part="move"][data-move="copying"] [data-part="cell"][tabindex="0"]').focus();
      await page.keyboard.press('ArrowDown');
      found.push(...await axe('attention-circuit'));
      const fit = await page.evaluate(() => ({
        width: document.documentElement.clientWidth,
        page: document.documentElement.scrollWidth,
        maps: [...document.querySelectorAll('attention-circuit [data-part="heatmap"]')].map((m) => {
          const box = m.querySelector('[data-part="scroller"]');
          const scrolls = box.scrollWidth > box.clientWidth + 1;
          return { scrolls, cued: !m.querySelector('[data-part="scroll-hint"]').hidden, stop: box.tabIndex === 0, right: m.getBoundingClientRect().right,
                   colourOnly: [...m.querySelectorAll('[data-part="cell"]')].every((td) => td.textContent === '') };
        }),
      }));
      if (fit.page > fit.width) found.push(`the page is ${fit.page}px wide in ${fit.width}`);
      if (fit.maps.length !== 4) found.push(`${fit.maps.length} maps, not 4`);
      fit.maps.forEach((m, k) => {
        if (m.right > fit.width + 0.5) found.push(`map ${k + 1} ends at ${m.right}px`);
        if (m.scrolls) found.push(`map ${k + 1} scrolls sideways`);
        if (m.cued !== m.scrolls) found.push(`map ${k + 1}: scrolls ${m.scrolls}, says so ${m.cued}`);
        if (m.stop !== m.scrolls) found.push(`map ${k + 1}: scrolls ${m.scrolls}, a Tab stop ${m.stop}`);
        // At 1280 px the numbers fit in the cells; on a phone they do not, and the cells are colour only.
        if (m.colourOnly !== phone) found.push(`map ${k + 1}: colour only ${m.colourOnly} at ${fit.width}px`);
      });
      if (phone) {
        // The focused cell (copying, after ArrowDown: letter attended B, next letter A) says its value in the readout.
        const { readout, value } = await page.locator('attention-circuit [data-part="move"][data-move="copying"]').evaluate((move) => ({
          readout: move.querySelector('[data-part="readout"]').textContent,
          value: Number(move.querySelector('[data-part="cell"][data-row="1"][data-col="0"]').dataset.value),
        }));
        if (!/copying, letter attended B, logit for next letter A/.test(readout) || !readout.includes(value.toFixed(1))) found.push(`the copying map's readout says “${readout}” (value ${value})`);
      }
      await page.evaluate(() => document.activeElement?.blur());
      return found;
    },
  },
  {
    page: 'further.html',
    views: ['desktop-light', 'desktop-dark'],
    name: 'one outline per stripe: the same style in both widgets’ maps and keys, told apart by line as well as colour',
    async run(page) {
      const found = [];
      const styleOf = (locator) => locator.first().evaluate((node) => {
        const s = getComputedStyle(node);
        return `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`;
      });
      const swatch = (tag, name) => page.locator(`${tag} [data-part="mark-key-item"].is-${name} [data-part="mark-swatch"]`);
      const marked = (tag, name) => map(page, tag, 1).locator(`[data-part="cell"].is-${name}`);
      const seen = {};
      for (const name of ['previous', 'duplicate', 'induction']) {
        const styles = [await styleOf(marked(HEADS, name)), await styleOf(swatch(HEADS, name))];
        if (name !== 'duplicate') styles.push(await styleOf(marked(TRAINER, name)), await styleOf(swatch(TRAINER, name)));
        if (new Set(styles).size !== 1) found.push(`${name}: ${styles.join(' | ')}`);
        seen[name] = styles[0];
      }
      const lines = Object.values(seen).map((style) => style.split(' ')[1]);
      if (JSON.stringify(lines) !== '["dashed","dotted","solid"]') found.push(`the stripes' lines are ${lines}, not dashed, dotted, solid`);
      return found;
    },
  },
  {
    page: 'further.html',
    views: ['desktop-light', 'phone-light'],
    name: 'the trained heads on 24 letters: both widgets’ maps colour only, 24 × 24 without sideways scroll; the readout the pointed cell’s name',
    async run(page) {
      const found = [];
      await showSequence(page, LONG);
      const maps = await page.$$eval(`#trained-heads :is(${HEADS}, ${TRAINER}) [data-part="heatmap"]`, (all) => all.map((m) => {
        const scroller = m.querySelector('[data-part="scroller"]');
        const cells = [...m.querySelectorAll('[data-part="cell"]')];
        return { printed: cells.filter((td) => td.textContent !== '').length, cols: m.querySelectorAll('thead th').length - 1,
                 scrolls: scroller.scrollWidth - scroller.clientWidth, hint: !m.querySelector('[data-part="scroll-hint"]').hidden,
                 right: m.getBoundingClientRect().right, width: cells[0].getBoundingClientRect().width };
      }));
      const width = page.viewportSize().width;
      if (JSON.stringify(maps.map((m) => m.cols)) !== '[24,24,16,16]') found.push(`maps of ${maps.map((m) => m.cols)} columns, not 24, 24, 16, 16`);
      for (const m of maps) {
        if (m.printed) found.push(`${m.cols} columns: ${m.printed} numbers printed in cells, not colour only`);
        if (m.scrolls > 0 || m.hint) found.push(`${m.cols} columns: scrolls sideways by ${m.scrolls}px`);
        if (m.right > width) found.push(`${m.cols} columns: the map ends at ${m.right}px`);
      }
      console.log(`# ${width} px: trained-heads cells ${maps.map((m) => m.width.toFixed(1)).join(', ')} px wide`);
      found.push(...await pageWider(page));
      // The readout says the cell under the pointer's name (its number: the core's, tests/models/trained-heads).
      const target = cell(page, HEADS, 1, 13, 2);
      await pointAt(page, target);
      const readout = await map(page, HEADS, 1).locator('[data-part="readout"]').textContent();
      const label = await target.getAttribute('aria-label');
      if (readout !== label || !label.startsWith('layer 2, head 1: position 13 (B) to position 2 (C): ')) found.push(`the readout says “${readout}” for “${label}”`);
      await page.mouse.move(0, 0);
      await showSequence(page, 'DKAHFBJCDKAHFBJC');
      return found;
    },
  },
];
