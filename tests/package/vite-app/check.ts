// Type-checked against the installed package (tsc --noEmit, both
// moduleResolution "bundler" and "node16"): the entries, as an author uses
// them. The @ts-expect-error lines are misuses the types must reject.
import AttentionMath from 'attention-math';
import type { AttentionMathModule, AttentionResult } from 'attention-math';
import { configure, getAttentionMath, tagNames } from 'attention-math/widgets';
import type { AttentionTagName, AttentionWidgetElement } from 'attention-math/widgets';
import anywidget from 'attention-math/anywidget';
import type { AnyModelLike } from 'attention-math/anywidget';

export async function use(): Promise<number> {
  const am: AttentionMathModule = await AttentionMath();
  const result: AttentionResult = am.attention({ Q: [1, 0], K: [1, 0], V: [2, 3], n: 1, m: 1, dK: 2, dV: 2 });
  const shared: AttentionMathModule = await getAttentionMath();
  const located: { coreUrl?: string; workerUrl?: string | false } = configure({ coreUrl: new URL('https://example.org/attention-math.mjs'), workerUrl: false });
  const first: AttentionTagName = tagNames[0];
  const softmax: AttentionWidgetElement<'attention-softmax'> = document.createElement('attention-softmax');
  softmax.setAttribute('logits', '1,2,3');
  softmax.addEventListener('attention-change', (event) => console.log(event.detail));
  // @ts-expect-error: the factory's promise, not the module
  AttentionMath().softmax({ logits: [1], cols: 1 });
  // @ts-expect-error: configure takes coreUrl and workerUrl only
  configure({ coreURL: 'x' });
  // @ts-expect-error: workerUrl is a URL or false
  configure({ workerUrl: true });
  // @ts-expect-error: not an attribute of <attention-softmax>
  softmax.setAttribute('seed', '1');
  // The anywidget front-end module: render({ model, el }) returns its cleanup.
  const state: Record<string, unknown> = { element: 'softmax', logits: '1,2,3' };
  const model: AnyModelLike = { get: (name) => state[name], set: (name, value) => { state[name] = value; }, on: () => {}, save_changes: () => {} };
  const cleanup: () => void = anywidget.render({ model, el: document.createElement('div') });
  cleanup();
  // @ts-expect-error: render needs the element to draw into
  anywidget.render({ model });
  return result.output[0] + shared.version.length + first.length + String(located.coreUrl).length;
}
