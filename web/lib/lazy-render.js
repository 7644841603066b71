// Widgets draw their numbers when they come near the viewport, not all at
// load: drawing all sixteen at once kept the main thread busy for over a
// second before the page answered its first click. A widget still draws at
// once when it sits in the section the URL's #hash links to (the browser
// scrolls there, and widgets taller than the screen would otherwise wait),
// when the hash changes to its section, and before printing.

// Far enough ahead that a widget has drawn before a reader scrolling at a
// normal pace reaches it.
const MARGIN = '1000px 0px';

const waiting = new Map(); // element → callback
let observer = null;

function release(element) {
  const callback = waiting.get(element);
  if (!callback) return;
  waiting.delete(element);
  observer?.unobserve(element);
  callback();
}

function inLinkedSection(element) {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return false; // a malformed hash links nowhere
  }
  const target = id ? document.getElementById(id) : null;
  return Boolean(target && (target.contains(element) || element.contains(target)));
}

function releaseAll(filter = () => true) {
  for (const element of [...waiting.keys()]) if (filter(element)) release(element);
}

let listening = false;
function listenOnce() {
  if (listening) return;
  listening = true;
  addEventListener('hashchange', () => releaseAll(inLinkedSection));
  addEventListener('beforeprint', () => releaseAll());
}

// Calls `callback` once, when `element` is within MARGIN of the viewport.
export function whenNearViewport(element, callback) {
  if (typeof IntersectionObserver !== 'function' || inLinkedSection(element)) {
    callback();
    return;
  }
  listenOnce();
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  }, { rootMargin: MARGIN });
  waiting.set(element, callback);
  observer.observe(element);
}
