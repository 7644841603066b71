// Injected as the first script of every page of the engine smoke tests'
// copy of the site (./engine-site.mjs). WebKitWebDriver reports no console
// messages, and Firefox and Chromium fire some errors (a ResizeObserver loop)
// without printing them, so the page itself writes down, from its first
// script on: error events (capture phase: a resource that failed to load
// too), unhandled rejections, console.error and console.warn. And every
// download the page starts from a Blob URL (web/lib/widget/figure-export.js
// clicks a hidden <a download>): its name and bytes as text, so a driver that
// cannot see the file saved can still check what was handed over.
(() => {
  const errors = [];
  const downloads = [];
  globalThis.__engineErrors = errors;
  globalThis.__engineDownloads = downloads;
  const note = (kind, text) => errors.push(`${kind}: ${text}`);
  const describe = (value) => (value && (value.stack || value.message)) || String(value);
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) note('load', `${target.localName} ${target.src || target.href}`);
    else note('error', `${event.message} (${event.filename || 'no file'}:${event.lineno || 0})`);
  }, true);
  addEventListener('unhandledrejection', (event) => note('unhandledrejection', describe(event.reason)), true);
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function logged(...args) {
      note(`console.${level}`, args.map(describe).join(' '));
      return original.apply(this, args);
    };
  }
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function clicked(...args) {
    if (this.download && this.href.startsWith('blob:')) {
      const record = { name: this.download, text: null };
      downloads.push(record);
      fetch(this.href).then((response) => response.text()).then((text) => { record.text = text; }, (error) => { record.text = `failed: ${error}`; });
    }
    return click.apply(this, args);
  };
})();
