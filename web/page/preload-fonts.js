// Asks, from the <head>, for the KaTeX faces the page's formulas need at
// once (web/build/math.mjs names them on <html data-fonts="…">), instead of
// after the first layout. Over http(s) only: from file:// there is no
// network to wait for, and Chromium fetches fonts there without CORS, so a
// crossorigin preload would go unused (with a console warning).
export function preloadFonts(doc = document, protocol = location.protocol) {
  const fonts = doc.documentElement.dataset.fonts;
  if (!fonts || !/^https?:$/.test(protocol)) return;
  // In site/katex/, beside this script (page-init.js, at the top of site/):
  // a language's pages (site/zh-CN/…) reach it as ../katex/. The head runs
  // this before KaTeX's stylesheet link is parsed, so the script's own
  // address is what says where the site's top is.
  const root = doc.currentScript?.getAttribute('src')?.replace(/[^/]*$/, '') ?? '';
  const dir = `${root}katex/`;
  for (const font of fonts.split(' ')) {
    doc.head.append(Object.assign(doc.createElement('link'), {
      rel: 'preload', as: 'font', type: 'font/woff2', href: `${dir}fonts/${font}`, crossOrigin: 'anonymous',
    }));
  }
}
