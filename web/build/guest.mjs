// The embed bundle, site/attention-math-widgets.js: the WebAssembly core
// (site/attention-math.js, as CMake built it) followed by web/embed.js,
// which defines every widget as a shadow-DOM guest. Also its companion
// site/attention-math-widgets.css (fonts and reserved space in the
// document), and the hand-written types, site/attention-math.d.ts. Runs
// after KaTeX's assets are in site/katex/.

import { build, transform } from 'esbuild';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The page's own stylesheets, made to work inside a shadow root: :root
// becomes :host, the page-level theme pins go (the host's theme decides,
// see web/lib/host/guest-theme.js), every design token (the custom properties set on
// :root) gains an --attn-* override,
// and rem becomes em: a host's root font size (MkDocs Material's is 125%)
// must not scale the widget; --attn-font-size on the element does.
function toGuestCss(css) {
  return css
    .replace(/(\d*\.?\d+)rem\b/g, '$1em')
    .replace(/:root\[data-theme="(light|dark)"\]\s*\{[^}]*\}/g, '')
    .replace(/:root\s*\{[^}]*\}/g, (block) => block.replace(/^(\s*)--([\w-]+):\s*([^;]+);/gm, '$1--$2: var(--attn-$2, $3);'))
    .replace(/:root\b/g, ':host');
}

async function readStyles(stylesDir) {
  const files = (await readdir(stylesDir)).filter((name) => name.endsWith('.css')).sort();
  const parts = await Promise.all(files.map((name) => readFile(join(stylesDir, name), 'utf8')));
  return parts.join('\n');
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

// KaTeX's rules (for a formula an author typesets into <attention-formula>)
// go in the shadow root; its @font-face rules go in the document.
async function guestCss(webDir, katexCss) {
  const page = toGuestCss(await readStyles(join(webDir, 'styles')));
  const host = await readFile(join(webDir, 'embed', 'guest.css'), 'utf8');
  const katexRules = katexCss.replace(FONT_FACE, '');
  const { code } = await transform(`${katexRules}\n${page}\n${host}`, { loader: 'css', minify: true, legalComments: 'none' });
  return code;
}

// The fonts' URLs are rewritten from the KaTeX stylesheet's folder to the
// site's root, where this file sits.
async function documentCss(webDir, katexCss) {
  const fonts = (katexCss.match(FONT_FACE) ?? []).join('\n').replace(/url\((['"]?)fonts\//g, 'url($1katex/fonts/');
  const reserve = await readFile(join(webDir, 'embed', 'reserve.css'), 'utf8');
  const { code } = await transform(`${fonts}\n${reserve}`, { loader: 'css', minify: true, legalComments: 'none' });
  return code;
}

const cssModule = (css) => ({
  name: 'attention-guest-css',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^attention:guest-css$/ }, () => ({ path: 'guest-css', namespace: 'attention-css' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'attention-css' }, () => ({ contents: `export default ${JSON.stringify(css)};`, loader: 'js' }));
  },
});

export async function buildGuestBundle({ webDir, siteDir, options, plugins }) {
  const katexCss = await readFile(join(siteDir, 'katex', 'katex.min.css'), 'utf8');
  const result = await build({
    ...options,
    entryPoints: [join(webDir, 'embed.js')],
    write: false,
    format: 'iife',
    plugins: [...plugins, cssModule(await guestCss(webDir, katexCss))],
  });
  const core = await readFile(join(siteDir, 'attention-math.js'), 'utf8');
  await writeFile(join(siteDir, 'attention-math-widgets.js'), `${core}\n;${result.outputFiles[0].text}`);
  await writeFile(join(siteDir, 'attention-math-widgets.css'), await documentCss(webDir, katexCss));
  await copyFile(join(webDir, 'types', 'attention-math.d.ts'), join(siteDir, 'attention-math.d.ts'));
}
