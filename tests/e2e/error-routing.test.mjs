// The core's errors carry the option they are about (error.argument,
// CONTRACTS.md §1): a widget puts the message beside that field, whatever
// the message's words say, and in its alert line when no field is named.
// The last good numbers stay either way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePages } from './browser.mjs';

const { withSection } = usePages();

// What the widget shows in field messages and its alert line after
// showCoreError(error), for an error made like the core's.
function route(page, widget, error) {
  return page.locator(widget).evaluate((host, e) => {
    host.showCoreError(Object.assign(new Error(e.message), e));
    const root = host.shadowRoot ?? host;
    const shown = (nodes) => [...nodes].filter((n) => !n.hidden).map((n) => n.id.replace(/^.*-(\w+)-message$/, '$1'));
    const alert = root.querySelector('[role="alert"]');
    return { fields: shown(root.querySelectorAll('[id$="-message"]')), alert: alert.hidden ? '' : alert.textContent };
  }, error);
}

test('an error goes beside the field its argument names, not the one its words name', () => withSection('softmax', {}, async (page) => {
  // The words name the logits (the first field); the argument, the scale.
  const byArgument = await route(page, 'attention-softmax',
    { call: 'softmax', code: 'range', argument: 'scale', params: {}, message: 'softmax: scale: too large for these logits' });
  assert.deepEqual(byArgument, { fields: ['scale'], alert: '' });
  assert.match(await page.locator('attention-softmax [id$="-scale-message"]').textContent(),
    /^scale: too large for these logits\. Still showing 1\.$/);
}));

test('an error about the call as a whole, or an option no field holds, goes to the alert line', () => withSection('softmax', {}, async (page) => {
  for (const argument of ['', 'form']) {
    const shown = await route(page, 'attention-softmax',
      { call: 'softmax', code: 'invalid', argument, params: {}, message: 'softmax: precision: not what was asked' });
    assert.deepEqual(shown.fields, [], `argument "${argument}": no field`);
    assert.match(shown.alert, /^precision: not what was asked\. The last good result is still shown\.$/);
  }
  assert.equal(await page.locator('attention-softmax').getAttribute('data-state'), 'ready');
}));

// d_model = 36 with 4 heads: columns of 9, wider than any reader's multi-head
// checkpoint (2–4 heads of 2–8 columns), whose own sizes the calculator
// refuses until it is passed (web/lib/course/aids.js); 24 with 4 heads is one
// of them, so the link was refused for about one fresh profile in 21.
test('the core itself: 5 heads for d_model = 36 is code incompatible, argument heads, and lands beside heads', () => withSection('heads-cost', { query: '?cost.dm=36&cost.h=4' }, async (page) => {
  const params = page.locator('attention-params');
  await params.locator('input[id$="-h"]').fill('5');
  await params.locator('[id$="-h-message"]').waitFor();
  assert.match(await params.locator('[id$="-h-message"]').textContent(), /^h must divide dmodel = 36, so 5 heads cannot share/);
  assert.equal(await params.locator('[id$="-dm-message"]').isHidden(), true);
}));
