// The theme of a widget that lives in someone else's page. theme="light"
// or "dark" pins it; theme="auto" (or none) follows the host, in the order
// documentation themes announce it:
//   1. MkDocs Material: data-md-color-scheme on <body> ("slate" is dark);
//   2. data-theme="light|dark" on <html> or <body> (Docusaurus, Furo, PyData);
//   3. class="dark" on <html> (VitePress, and Tailwind's class convention). On
//      a VitePress page (its appearance script, #check-dark-mode, is in the
//      head) no such class means light, whatever the system says: the reader
//      may have chosen light on a dark system;
//   4. the reader's system setting (prefers-color-scheme).
// The result goes on the host element as data-attn-theme, which the shadow
// stylesheet turns into color-scheme. One observer serves every widget.

const watched = new Set();
let observer = null;
let rootClass = null; // watches <html>'s class
let systemSetting = null; // the MediaQueryList listened to

const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

export function hostTheme(doc = document) {
  const scheme = doc.body?.getAttribute('data-md-color-scheme') ?? doc.documentElement.getAttribute('data-md-color-scheme');
  if (scheme) return scheme === 'slate' ? 'dark' : 'light';
  for (const node of [doc.documentElement, doc.body]) {
    const theme = node?.getAttribute('data-theme');
    if (theme === 'light' || theme === 'dark') return theme;
  }
  if (doc.documentElement.classList.contains('dark')) return 'dark';
  if (doc.getElementById('check-dark-mode')) return 'light';
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function resolveTheme(element) {
  const pinned = element.getAttribute('theme');
  return pinned === 'light' || pinned === 'dark' ? pinned : hostTheme(element.ownerDocument);
}

export function applyTheme(element) {
  const theme = resolveTheme(element);
  if (element.getAttribute('data-attn-theme') !== theme) element.setAttribute('data-attn-theme', theme);
}

function refresh() {
  for (const element of watched) applyTheme(element);
}

// A palette toggle flips an attribute; Material's instant navigation and
// Furo's switcher both do. Watch the whole document for the two attribute
// names, <html>'s class (only there: classes change all the time below it),
// and the system setting.
function startWatching() {
  if (observer) return;
  observer = new MutationObserver(refresh);
  observer.observe(document.documentElement, {
    attributes: true, subtree: true, attributeFilter: ['data-theme', 'data-md-color-scheme'],
  });
  rootClass = new MutationObserver(refresh);
  rootClass.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  systemSetting = darkQuery();
  systemSetting?.addEventListener?.('change', refresh);
}

export function watchTheme(element) {
  watched.add(element);
  startWatching();
  applyTheme(element);
}

// The last widget gone (a single-page host moved to a page without any),
// nothing is watched until one comes back.
function stopWatching() {
  observer?.disconnect();
  observer = null;
  rootClass?.disconnect();
  rootClass = null;
  systemSetting?.removeEventListener?.('change', refresh);
  systemSetting = null;
}

export function unwatchTheme(element) {
  watched.delete(element);
  if (!watched.size) stopWatching();
}
