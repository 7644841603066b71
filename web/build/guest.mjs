// The embed bundles. site/attention-math-widgets.js: the WebAssembly core
// (site/attention-math.js, as CMake built it) followed by web/embed.js,
// which defines every widget as a shadow-DOM guest; its companion
// site/attention-math-widgets.css (fonts and reserved space in the
// document). site/attention-math-widgets.mjs: the same guests as an ES
// module (web/embed-module.js) that imports site/attention-math.mjs when a
// widget first needs numbers, and its module worker site/compute-worker.mjs.
// And the hand-written types, site/attention-math.d.ts and
// site/attention-math-widgets.d.ts. Runs after KaTeX's assets are in
// site/katex/.

import { build, transform } from 'esbuild';
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
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

// `import x from 'attention:<name>'` for generated modules: {name: source}.
const virtualModules = (sources) => ({
  name: 'attention-generated',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^attention:(guest-css|reserve-css|katex-fonts)$/ }, ({ path }) => ({ path: path.slice(10), namespace: 'attention-generated' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'attention-generated' }, ({ path }) => ({ contents: sources[path], loader: 'js' }));
  },
});
const cssModule = (css) => virtualModules({ 'guest-css': `export default ${JSON.stringify(css)};` });

// The ES module's KaTeX fonts: [family, descriptors, URL] for each
// @font-face of KaTeX's stylesheet, each URL a literal
// `new URL('./katex/fonts/….woff2', import.meta.url)`, which bundlers
// recognise as an asset and copy.
// inline: each URL a data: URL of the file (the anywidget module, which
// nothing may be looked up beside), read from fontsDir.
function katexFontsModule(katexCss, { inline = false, fontsDir = null } = {}) {
  const faces = (katexCss.match(FONT_FACE) ?? []).map((rule) => {
    const read = (name) => rule.match(new RegExp(`${name}:\\s*([^;}]+)`))?.[1].trim();
    const file = rule.match(/url\((['"]?)fonts\/([\w.-]+\.woff2)\1\)/)?.[2];
    if (!file) throw new Error(`a KaTeX @font-face without a woff2 file: ${rule}`);
    const descriptors = { style: read('font-style') ?? 'normal', weight: read('font-weight') ?? '400', display: read('font-display') ?? 'block' };
    const url = inline
      ? `new URL(${JSON.stringify(`data:font/woff2;base64,${readFileSync(join(fontsDir, file)).toString('base64')}`)})`
      : `new URL(${JSON.stringify(`./katex/fonts/${file}`)}, import.meta.url)`;
    return `[${JSON.stringify(read('font-family'))}, ${JSON.stringify(descriptors)}, ${url}]`;
  });
  return `export default [\n${faces.join(',\n')}\n];`;
}

// The core beside the bundle, imported at run time, never bundled in.
const coreModuleExternal = {
  name: 'attention-core-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\/attention-math\.mjs$/ }, ({ path }) => ({ path, external: true }));
  },
};

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
  // The compute worker loads this same file for its core
  // (web/lib/core/compute-worker.js): without a document, the widget half is skipped.
  await writeFile(join(siteDir, 'attention-math-widgets.js'), `${core}\n;if (typeof document !== 'undefined') {\n${result.outputFiles[0].text}}\n`);
  await writeFile(join(siteDir, 'attention-math-widgets.css'), await documentCss(webDir, katexCss));
  await copyTypes(webDir, siteDir);
}

// The hand-written declarations, as the package's `exports` name them:
// attention-math.d.ts (the zip's, and tests/types'), the same as .d.mts for
// `import` (Node's module resolution reads a .d.ts in a package without
// "type": "module" as CommonJS), attention-math.d.cts for `require`, and the
// widgets' attention-math-widgets.d.mts, its imports pointed at the .mjs.
async function copyTypes(webDir, siteDir) {
  const types = join(webDir, 'types');
  const core = await readFile(join(types, 'attention-math.d.ts'), 'utf8');
  const widgets = await readFile(join(types, 'attention-math-widgets.d.ts'), 'utf8');
  await Promise.all([
    writeFile(join(siteDir, 'attention-math.d.ts'), core),
    writeFile(join(siteDir, 'attention-math.d.mts'), core),
    copyFile(join(types, 'attention-math.d.cts'), join(siteDir, 'attention-math.d.cts')),
    writeFile(join(siteDir, 'attention-math-widgets.d.mts'), widgets.replaceAll("from './attention-math.js'", "from './attention-math.mjs'")),
  ]);
}

// Minified but for whitespace, which keeps the bundler hints
// (/* @vite-ignore */, /* webpackIgnore: true */) on the import() of a
// configured core URL: the bundlers that consume this file minify it again.
const moduleOptions = (options) => ({ ...options, minify: false, minifySyntax: options.minify, minifyIdentifiers: options.minify });

// The modules a guest bundle imports by name: its stylesheet, the reserved
// heights and KaTeX's fonts (`fonts`: katexFontsModule's options).
async function guestVirtualModules(webDir, siteDir, fonts) {
  const katexCss = await readFile(join(siteDir, 'katex', 'katex.min.css'), 'utf8');
  const reserve = (await transform(await readFile(join(webDir, 'embed', 'reserve.css'), 'utf8'), { loader: 'css', minify: true })).code;
  return virtualModules({
    'guest-css': `export default ${JSON.stringify(await guestCss(webDir, katexCss))};`,
    'reserve-css': `export default ${JSON.stringify(reserve)};`,
    'katex-fonts': katexFontsModule(katexCss, fonts),
  });
}

export async function buildGuestModule({ webDir, siteDir, options: pageOptions, plugins }) {
  const options = moduleOptions(pageOptions);
  const generated = await guestVirtualModules(webDir, siteDir);
  await Promise.all([
    build({
      ...options,
      entryPoints: [join(webDir, 'embed-module.js')],
      outfile: join(siteDir, 'attention-math-widgets.mjs'),
      format: 'esm',
      inject: [join(webDir, 'lib', 'host', 'html-element.js')],
      plugins: [...plugins, generated, coreModuleExternal],
    }),
    build({
      ...options,
      entryPoints: [join(webDir, 'lib', 'core', 'compute-worker-module.js')],
      outfile: join(siteDir, 'compute-worker.mjs'),
      format: 'esm',
      plugins: [...(options.plugins ?? []), coreModuleExternal],
    }),
  ]);
}

// site/attention-math-anywidget.mjs (web/anywidget.js): the anywidget
// front-end module, one file holding the widgets, the core (bundled from
// site/attention-math.mjs, its WebAssembly inside) and KaTeX's fonts as
// data: URLs; and its types, site/attention-math-anywidget.d.mts.
export async function buildAnywidgetModule({ webDir, siteDir, options: pageOptions, plugins }) {
  const options = moduleOptions(pageOptions);
  const generated = await guestVirtualModules(webDir, siteDir, { inline: true, fontsDir: join(siteDir, 'katex', 'fonts') });
  const coreBundled = {
    name: 'attention-core-bundled',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^\.\/attention-math\.mjs$/ }, () => ({ path: join(siteDir, 'attention-math.mjs') }));
    },
  };
  await build({
    ...options,
    entryPoints: [join(webDir, 'anywidget.js')],
    outfile: join(siteDir, 'attention-math-anywidget.mjs'),
    format: 'esm',
    inject: [join(webDir, 'lib', 'host', 'html-element.js')],
    plugins: [...plugins, generated, coreBundled],
  });
  await copyFile(join(webDir, 'types', 'attention-math-anywidget.d.ts'), join(siteDir, 'attention-math-anywidget.d.mts'));
}
