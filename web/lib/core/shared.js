// Several copies of the widget code can run on one page: a chapter's
// bundle, the classic embed script, the ES module, or the ES module a second
// time under another URL (a bundler's chunk beside a copy on the page). They
// must still share one WebAssembly core, one worker and one configuration.
// The first copy to run registers its own; later copies use those.

const REGISTRY = Symbol.for('attention-math.shared');

// shareFirst('getAttentionMath', getAttentionMath) → the function the first
// copy on the page registered under that name (this copy's, if it is first).
export function shareFirst(name, own) {
  const registry = (globalThis[REGISTRY] ??= {});
  registry[name] ??= own;
  return registry[name];
}
