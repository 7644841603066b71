// Asks, from the <head>, for the KaTeX faces the page's formulas need at
// once (web/build/math.mjs names them on <html data-fonts="…">), instead of
// after the first layout. Over http(s) only: from file:// there is no
// network to wait for, and Chromium fetches fonts there without CORS, so a
// crossorigin preload would go unused (with a console warning).
export function preloadFonts(doc = document, protocol = location.protocol) {
  const fonts = doc.documentElement.dataset.fonts;
  if (!fonts || !/^https?:$/.test(protocol)) return;
  // Beside KaTeX's stylesheet: a language's pages (site/zh-CN/…) link it as ../katex/.
  const css = doc.querySelector('link[rel="stylesheet"][href$="katex.min.css"]')?.getAttribute('href') ?? 'katex/katex.min.css';
  const dir = css.replace(/katex\.min\.css$/, '');
  for (const font of fonts.split(' ')) {
    doc.head.append(Object.assign(doc.createElement('link'), {
      rel: 'preload', as: 'font', type: 'font/woff2', href: `${dir}fonts/${font}`, crossOrigin: 'anonymous',
    }));
  }
}
