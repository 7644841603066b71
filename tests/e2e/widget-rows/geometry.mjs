// <attention-geometry>: the widget smoke test's row (../widget-smoke.test.mjs).
// Beyond the fields (`interact`): key 2's tip moved from the keyboard (Tab
// from key 1's handle to its own, Up twice, Shift+Left once), which must
// land in its coordinates, its handle's label and the table's row, and
// redraw the model's figures.
import assert from 'node:assert/strict';

const shown = (v) => v.toFixed(2).replace('-', '−');

export default {
  tag: 'attention-geometry', section: 'scores', step: 'geometry',
  bad: { key: 'qx', text: '1e400', message: /^The query’s x must be a finite number from -3 to 3, not 1e400\. Still showing 1\.5\./ },
  change: { key: 'k3y', text: '2' }, param: 'geometry.k3y',
  async interact({ page, widget, drawn, sameAsModel }) {
    const { values } = await drawn();
    const handle = widget.getByRole('button', { name: /^Key 2’s tip:/ });
    await widget.getByRole('button', { name: /^Key 1’s tip:/ }).focus();
    await page.keyboard.press('Tab');
    assert.equal(await handle.evaluate((node) => node === node.getRootNode().activeElement), true, 'Tab goes from key 1’s tip to key 2’s');
    for (const key of ['ArrowUp', 'ArrowUp', 'Shift+ArrowLeft']) await page.keyboard.press(key);
    const want = { k2x: Number((values.k2x - 0.5).toFixed(2)), k2y: Number((values.k2y + 0.2).toFixed(2)) };
    await page.waitForFunction((w) => {
      const d = document.querySelector('attention-geometry').drawn;
      return d.k2x === w.k2x && d.k2y === w.k2y;
    }, want);
    await sameAsModel(await drawn());
    assert.equal(await handle.getAttribute('aria-label'), `Key 2’s tip: x ${shown(want.k2x)}, y ${shown(want.k2y)}`);
    const row = widget.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'k2', exact: true }) });
    assert.deepEqual((await row.getByRole('cell').allTextContents()).slice(0, 2), [shown(want.k2x), shown(want.k2y)]);
  },
};
