// What a widget holds outside its own nodes, counted from before the page's
// first script, for the tests of widgets removed and added again (single-page
// documentation hosts do that on every navigation): listeners on document
// and window (through a wrapped addEventListener/removeEventListener), the
// nodes every IntersectionObserver, ResizeObserver and MutationObserver
// watches, and animation frames still asked for. In the page:
// globalThis.__lifecycle.{listeners(), watchedTotal(), watchedInside(root), pendingFrames()}.
// (What the test driver itself adds is left out.)

export function instrumentLifecycle(page) {
  return page.addInitScript(() => {
    const live = new Map(); // "document click" → Set of handlers
    const key = (target, type, options) => {
      const name = target === document ? 'document' : target === window ? 'window' : null;
      const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
      return name && `${name} ${type} ${capture}`;
    };
    const { addEventListener, removeEventListener } = EventTarget.prototype;
    // Playwright's own injected script listens on window the first time a
    // test waits on the page: not ours, not counted.
    const fromDriver = () => /\bInjectedScript\b/.test(new Error().stack);
    EventTarget.prototype.addEventListener = function (type, handler, options) {
      const k = key(this, type, options);
      if (k && !options?.once && !fromDriver()) (live.get(k) ?? live.set(k, new Set()).get(k)).add(handler);
      return addEventListener.call(this, type, handler, options);
    };
    EventTarget.prototype.removeEventListener = function (type, handler, options) {
      const k = key(this, type, options);
      if (k) live.get(k)?.delete(handler);
      return removeEventListener.call(this, type, handler, options);
    };
    const watched = new Map(); // observer → Set of nodes
    for (const name of ['IntersectionObserver', 'ResizeObserver', 'MutationObserver']) {
      const proto = globalThis[name].prototype;
      const { observe, disconnect } = proto;
      proto.observe = function (node, ...rest) {
        if (!fromDriver()) (watched.get(this) ?? watched.set(this, new Set()).get(this)).add(node);
        return observe.call(this, node, ...rest);
      };
      proto.disconnect = function () {
        watched.delete(this);
        return disconnect.call(this);
      };
      if (proto.unobserve) {
        const { unobserve } = proto;
        proto.unobserve = function (node) {
          watched.get(this)?.delete(node);
          return unobserve.call(this, node);
        };
      }
    }
    let frames = 0;
    const { requestAnimationFrame, cancelAnimationFrame } = window;
    const pending = new Set();
    window.requestAnimationFrame = (callback) => {
      const id = requestAnimationFrame((t) => { pending.delete(id); frames += 1; callback(t); });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => { pending.delete(id); cancelAnimationFrame(id); };
    globalThis.__lifecycle = {
      listeners: () => Object.fromEntries([...live].map(([k, set]) => [k, set.size]).filter(([, n]) => n > 0)),
      // How many nodes the observers watch, in all.
      watchedTotal: () => [...watched.values()].reduce((sum, nodes) => sum + nodes.size, 0),
      // How many watched nodes lie inside `root` (the removed widget).
      watchedInside: (root) => [...watched.values()].reduce((sum, nodes) => sum + [...nodes]
        .filter((n) => n === root || root.contains(n) || root.shadowRoot?.contains(n)).length, 0),
      pendingFrames: () => pending.size,
    };
  });
}
