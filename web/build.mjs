// Builds the web layer into site/: web/main.js -> site/app.js (one minified
// classic IIFE script, because file:// pages cannot load ES modules),
// web/styles/*.css -> site/app.css, and the course's pages, following the
// manifest in web/course.mjs (build/page.mjs): site/index.html, the course
// home, and one page per chapter, made of the section partials in
// web/sections/, with KaTeX typeset at build time and its stylesheet and
// fonts (cut down to what every page uses) copied to site/katex/.
// web/page/course.js -> site/course.js (step maps, progress, the home page)
// and web/page/page-init.js -> site/page-init.js (the pre-paint script that
// forwards old one-page links and applies the saved theme).
// site/attention-math.js comes from the CMake wasm build and is left alone;
// site/attention-math-widgets.js is that module plus every widget, for
// embedding in other sites (build/guest.mjs).
// Deterministic (sorted inputs, no timestamps, no source maps) and offline.
//
// Usage, from anywhere: node web/build.mjs

import { build } from 'esbuild';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { assembleCourse } from './build/page.mjs';
import { copyKatexAssets, nameFirstFonts, renderMath } from './build/math.mjs';
import { buildGuestBundle } from './build/guest.mjs';
import { buildExamples } from './build/examples.mjs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');
const siteDir = join(repoDir, 'site');
const stylesDir = join(webDir, 'styles');
const elementsDir = join(webDir, 'elements');

// Chromium, Firefox and Safari from 2024 on: custom elements, light-dark(),
// color-mix() and optional chaining are all used as-is.
const TARGETS = ['chrome123', 'firefox120', 'safari17.5'];

const shared = {
  bundle: true,
  minify: !process.env.NO_MINIFY, // NO_MINIFY=1: readable names in profiles
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  target: TARGETS,
};

// `import elements from 'attention:elements'` yields [[tagName, class], …]
// for every file in web/elements/, so adding a widget is adding a file.
const elementRegistry = {
  name: 'attention-elements',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^attention:elements$/ }, () => ({ path: 'elements', namespace: 'attention' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'attention' }, async () => {
      const files = (await readdir(elementsDir)).filter((name) => name.endsWith('.js')).sort();
      const imports = files.map((name, i) => `import e${i}, { tagName as t${i} } from ${JSON.stringify(join(elementsDir, name))};`);
      const list = files.map((_, i) => `[t${i}, e${i}]`).join(', ');
      return { contents: `${imports.join('\n')}\nexport default [${list}];`, resolveDir: elementsDir, loader: 'js' };
    });
  },
};

function bundleScript() {
  return build({
    ...shared,
    entryPoints: [join(webDir, 'main.js')],
    outfile: join(siteDir, 'app.js'),
    format: 'iife',
    plugins: [elementRegistry],
  });
}

// The Web Worker that runs slow core calls off the page's main thread
// (web/lib/core/compute-client.js starts it, over http(s) only).
function bundleWorker() {
  return build({
    ...shared,
    entryPoints: [join(webDir, 'lib', 'core', 'compute-worker.js')],
    outfile: join(siteDir, 'compute-worker.js'),
    format: 'iife',
  });
}

// The course's own scripts. page-init.js is a separate file, not an inline
// script, so the pages run under a Content-Security-Policy without
// 'unsafe-inline'; it gets the course index (which page holds each id and
// each widget's URL key) from the build, as `attention:course-index`.
function bundleCourseScripts(index) {
  const courseIndex = {
    name: 'attention-course-index',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^attention:course-index$/ }, () => ({ path: 'course-index', namespace: 'attention-course' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'attention-course' }, () => ({ contents: JSON.stringify(index), loader: 'json' }));
    },
  };
  const pageDir = join(webDir, 'page');
  return Promise.all([
    build({ ...shared, entryPoints: [join(pageDir, 'page-init.js')], outfile: join(siteDir, 'page-init.js'), format: 'iife', plugins: [courseIndex] }),
    build({ ...shared, entryPoints: [join(pageDir, 'course.js')], outfile: join(siteDir, 'course.js'), format: 'iife' }),
  ]);
}

// Every page is typeset before the fonts are subset, so that they keep the
// glyphs of all of them.
async function buildPages(pages) {
  await Promise.all(pages.map(({ file, html }) => writeFile(join(siteDir, file), nameFirstFonts(renderMath(html)))));
  await copyKatexAssets(join(repoDir, 'node_modules', 'katex', 'dist'), join(siteDir, 'katex'));
}

// The stylesheets are concatenated in file-name order (hence the numeric
// prefixes), through a generated entry of @imports.
async function bundleStyles() {
  const files = (await readdir(stylesDir)).filter((name) => name.endsWith('.css')).sort();
  return build({
    ...shared,
    stdin: {
      contents: files.map((name) => `@import "./${name}";`).join('\n'),
      resolveDir: stylesDir,
      loader: 'css',
      sourcefile: 'app.css',
    },
    outfile: join(siteDir, 'app.css'),
  });
}

async function main() {
  await mkdir(siteDir, { recursive: true });
  await rm(join(siteDir, 'theme-init.js'), { force: true }); // merged into page-init.js
  const { pages, index } = await assembleCourse(join(webDir, 'page'), join(webDir, 'sections'));
  await Promise.all([
    bundleScript(),
    bundleWorker(),
    bundleStyles(),
    bundleCourseScripts(index),
    buildPages(pages),
  ]);
  // The embed bundle reads the KaTeX stylesheet copied above.
  await buildGuestBundle({ webDir, siteDir, options: shared, plugins: [elementRegistry] });
  await buildExamples(webDir, siteDir);
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
