// The theme's server, as MyST starts it (template.yml: build.start) for
// `myst build --html`: MyST serves the processed pages as JSON on
// CONTENT_CDN_PORT, asks this server for each page on PORT (and for
// <page>.json, robots.txt, myst-theme.css, sitemap.xml …), and writes what it
// gets into _build/html, with the theme's public/ beside it. Paths in the
// pages are under BASE_URL (/docs). MyST waits for a line with "http://" and
// the port before it asks.
import { createServer } from 'node:http';

const { PORT, CONTENT_CDN_PORT } = process.env;
const base = process.env.BASE_URL ?? '';
const content = (path) => fetch(`http://localhost:${CONTENT_CDN_PORT}${path}`).then((r) => (r.ok ? r.json() : null));

// A file the pages name (the anywidget module) is in MyST's public folder,
// named from the site's root; in a static build it is written to build/
// under BASE_URL, and MyST rewrites this prefix to that, as for its own themes.
const asset = (url) => (process.env.MODE === 'static' && typeof url === 'string' && url.startsWith('/') ? `/myst_assets_folder${url}` : url);

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// MyST's processed tree (mdast) to HTML: the nodes these pages hold, and
// the children of anything else. An {anywidget} node becomes a placeholder
// that client.js renders with @myst-theme/anywidget.
function html(node) {
  const inner = () => (node.children ?? []).map(html).join('');
  switch (node.type) {
    case 'text': return escape(node.value);
    case 'heading': return `<h${node.depth} id="${escape(node.html_id ?? node.identifier ?? '')}">${inner()}</h${node.depth}>`;
    case 'paragraph': return `<p>${inner()}</p>`;
    case 'emphasis': return `<em>${inner()}</em>`;
    case 'strong': return `<strong>${inner()}</strong>`;
    case 'inlineCode': return `<code>${escape(node.value)}</code>`;
    case 'code': return `<pre><code>${escape(node.value)}</code></pre>`;
    case 'link': return `<a href="${escape(node.url)}">${inner()}</a>`;
    case 'list': return node.ordered ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`;
    case 'listItem': return `<li>${inner()}</li>`;
    case 'anywidget': {
      const { type, esm, model, css, id } = node;
      return `<div class="anywidget" data-anywidget="${escape(JSON.stringify({ type, esm: asset(esm), model, css: asset(css), class: node.class, id }))}"></div>`;
    }
    default: return inner();
  }
}

function page(project, pages, current, data) {
  const title = data.frontmatter?.title ?? current.title;
  const nav = pages
    .map((p) => `<a href="${base}/${p.slug === project.index ? '' : `${p.slug}/`}"${p.slug === current.slug ? ' aria-current="page"' : ''}>${escape(p.title)}</a>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(project.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${base}/myst-theme.css">
<script>document.documentElement.classList.toggle('dark', (localStorage.getItem('myst:theme') ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')) === 'dark');</script>
<script type="module" src="${base}/anywidget-client.js"></script>
</head>
<body>
<header><a class="site-title" href="${base}/">${escape(project.title)}</a><button type="button" class="theme-switch" aria-pressed="false">Dark theme</button></header>
<nav aria-label="Pages">${nav}</nav>
<main><article><h1>${escape(title)}</h1>${html(data.mdast)}</article></main>
</body>
</html>
`;
}

const STYLES = `
:root { color-scheme: light; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --link: #0969da; }
html.dark { color-scheme: dark; --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --link: #4493f8; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, sans-serif; }
header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; padding: 0.75rem 1rem; border-bottom: 1px solid var(--line); }
.site-title { font-weight: 700; color: var(--fg); text-decoration: none; }
.theme-switch { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid var(--line); border-radius: 6px; background: transparent; color: var(--fg); }
nav { display: flex; gap: 1rem; padding: 0.5rem 1rem; border-bottom: 1px solid var(--line); }
nav a { color: var(--link); }
nav a[aria-current] { font-weight: 700; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
code { font-size: 0.9em; }
.anywidget { margin: 1rem 0; }
`;

const sitemap = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';
const FIXED = {
  '/myst-theme.css': ['text/css', STYLES],
  '/robots.txt': ['text/plain', 'User-agent: *\n'],
  '/sitemap.xml': ['application/xml', sitemap],
  // MyST fetches it whatever the pages say; they name none (<link rel="icon" href="data:,">).
  '/favicon.ico': ['image/x-icon', ''],
  '/sitemap_style.xsl': ['application/xml', '<?xml version="1.0"?>\n<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>\n'],
};

createServer(async (request, response) => {
  try {
    const path = new URL(request.url, 'http://localhost').pathname.replace(/\/$/, '') || '/';
    if (FIXED[path]) {
      response.writeHead(200, { 'content-type': FIXED[path][0] }).end(FIXED[path][1]);
      return;
    }
    const config = await content('/config.json');
    const project = config.projects[0];
    const slug = path === '/' ? project.index : path.slice(1).replace(/\.json$/, '');
    const data = await content(`/content/${slug}.json`);
    if (!data) {
      response.writeHead(404).end();
      return;
    }
    if (path.endsWith('.json')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      return;
    }
    // The index page is not in project.pages: its title is in its own content.
    const index = await content(`/content/${project.index}.json`);
    const pages = [{ slug: project.index, title: index.frontmatter?.title }, ...project.pages.filter((p) => p.slug)];
    const current = pages.find((p) => p.slug === slug) ?? { slug };
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(project, pages, current, data));
  } catch (error) {
    response.writeHead(500).end(String(error?.stack ?? error));
  }
}).listen(Number(PORT), 'localhost', () => console.log(`Attention Math MyST theme at http://localhost:${PORT}`));
