// configure({coreUrl, workerUrl}) (web/lib/core/locate.js) where there is no
// document, as in a test or a server-side render: what it accepts, what it
// refuses and with which code, that a refused call changes nothing, and that
// each option is refused once the core or the worker has been claimed.
// (tests/e2e/widgets-module.test.mjs checks it in a page, with relative URLs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { claimCore, claimWorker, configure } from '../../web/lib/core/locate.js';

const refusal = (options) => {
  try {
    configure(options);
  } catch (error) {
    return [error.constructor.name, error.code, error.argument, error.call];
  }
  return null;
};

test('bad options are refused with a code, the option and call "configure", and change nothing', () => {
  assert.deepEqual(refusal(undefined), ['TypeError', 'type', '', 'configure']);
  assert.deepEqual(refusal('https://example.org/a.mjs'), ['TypeError', 'type', '', 'configure']);
  assert.deepEqual(refusal({ core: 'x' }), ['Error', 'unknown_option', 'core', 'configure']);
  assert.deepEqual(refusal({ coreUrl: null }), ['TypeError', 'type', 'coreUrl', 'configure']);
  assert.deepEqual(refusal({ coreUrl: '' }), ['Error', 'required', 'coreUrl', 'configure']);
  assert.deepEqual(refusal({ workerUrl: 'data:text/javascript,1' }), ['Error', 'range', 'workerUrl', 'configure']);
  assert.deepEqual(refusal({ workerUrl: 0 }), ['TypeError', 'type', 'workerUrl', 'configure']);
  // No document to resolve against: a relative URL is refused, and the message says why.
  assert.throws(() => configure({ coreUrl: 'lib/attention-math.mjs' }), { code: 'range', message: /outside a page, give an absolute one/ });
  // A good coreUrl beside a bad workerUrl: neither is kept.
  assert.deepEqual(refusal({ coreUrl: 'https://example.org/a.mjs', workerUrl: true }), ['TypeError', 'type', 'workerUrl', 'configure']);
  assert.deepEqual(configure({}), {});
});

test('good options are kept as absolute URLs, workerUrl: false turns the worker off, and a claimed option is refused', () => {
  assert.deepEqual(configure({ coreUrl: new URL('https://example.org/lib/attention-math.mjs') }),
    { coreUrl: 'https://example.org/lib/attention-math.mjs' });
  assert.deepEqual(configure({ workerUrl: false }), { coreUrl: 'https://example.org/lib/attention-math.mjs', workerUrl: false });
  assert.equal(claimCore().url, 'https://example.org/lib/attention-math.mjs');
  assert.throws(() => configure({ coreUrl: 'https://example.org/other.mjs' }), { code: 'too_late', argument: 'coreUrl' });
  assert.deepEqual(configure({ workerUrl: 'https://example.org/lib/compute-worker.mjs' }).workerUrl, 'https://example.org/lib/compute-worker.mjs');
  assert.equal(claimWorker().url, 'https://example.org/lib/compute-worker.mjs');
  assert.throws(() => configure({ workerUrl: false }), { code: 'too_late', argument: 'workerUrl' });
});
