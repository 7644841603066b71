// Builds the web layer into site/: web/main.js -> site/app-<chapter>.js (a
// minified classic IIFE script per chapter with the elements it uses,
// because file:// pages cannot load ES modules),
// web/styles/*.css -> site/app.css, and the course's pages, following the
// manifest in web/course.mjs (build/page.mjs): site/index.html, the course
// home, and one page per chapter, made of the section partials in
// web/sections/ with their prose from the catalogues (web/locales/), for
// English in site/ and for every other language in site/<code>/ (the
// pseudo-locales only with --pseudo), with KaTeX typeset at build time and its stylesheet and
// fonts (cut down to what every page uses) copied to site/katex/.
// web/page/course.js -> site/course.js (step maps, progress, the home page)
// and web/page/page-init.js -> site/page-init.js (the pre-paint script that
// forwards old one-page links and applies the saved theme).
// site/attention-math.js comes from the CMake wasm build and is left alone;
// site/attention-math.mjs is the same core as an ES module (build/core-esm.mjs);
// site/attention-math-widgets.js is that module plus every widget, for
// embedding in other sites, and site/attention-math-widgets.mjs the widgets
// as an ES module that imports attention-math.mjs (build/guest.mjs);
// site/attention-math-anywidget.mjs the anywidget front-end module, one
// self-contained file (build/guest.mjs, web/anywidget.js).
// Deterministic (sorted inputs, no timestamps, no source maps) and offline.
//
// The embedding examples (build/examples.mjs) are a step of their own:
// node web/build.mjs --examples, once the site is built.
//
// Usage, from anywhere: node web/build.mjs [--examples] [--pseudo | --pseudo-only]

import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { assembleCourse, languageDir } from './build/page.mjs';
import { LANGUAGES, PSEUDO_LANGUAGES } from './locales/index.js';
import { catalogueScript, cataloguesFromPage, runtimeCatalogues } from './build/catalogues.mjs';
import { copyKatexAssets, nameFirstFonts, renderMath } from './build/math.mjs';
import { buildAnywidgetModule, buildGuestBundle, buildGuestModule } from './build/guest.mjs';
import { buildExamples } from './build/examples.mjs';
import { buildCoreModule } from './build/core-esm.mjs';
import { lightDarkFallback } from './build/light-dark-fallback.mjs';
import { cssMessages } from './build/css-messages.mjs';
import { message } from './lib/text/messages.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');
const siteDir = join(repoDir, 'site');
const stylesDir = join(webDir, 'styles');
const elementsDir = join(webDir, 'elements');

// Chromium, Firefox and Safari from 2024 on: custom elements, light-dark(),
// color-mix() and optional chaining are all used as-is; app.css carries a
// fallback for light-dark() (older Safari lost every theme colour without it).
const TARGETS = ['chrome123', 'firefox120', 'safari17.5'];

// The course pages' bundles read the catalogues from site/l10n/ (build/catalogues.mjs).
const pageCatalogues = cataloguesFromPage(LANGUAGES.map((language) => language.code));

const shared = {
  bundle: true,
  minify: !process.env.NO_MINIFY, // NO_MINIFY=1: readable names in profiles
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  target: TARGETS,
  plugins: [runtimeCatalogues()],
};

// `import elements from 'attention:elements'` yields [[tagName, class], …]
// for every file in web/elements/ (the embed bundle), or only for the tag
// names given (a chapter's bundle), so adding a widget is adding a file.
// A tag with no file of its own fails the build.
function elementRegistry(tagNames = null) {
  return {
    name: 'attention-elements',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^attention:elements$/ }, () => ({ path: 'elements', namespace: 'attention' }));
      esbuild.onLoad({ filter: /.*/, namespace: 'attention' }, async () => {
        const all = (await readdir(elementsDir)).filter((name) => name.endsWith('.js')).sort();
        const missing = (tagNames ?? []).filter((tag) => !all.includes(`${tag}.js`));
        if (missing.length) throw new Error(`no web/elements/<tag>.js for ${missing.join(', ')}`);
        const files = tagNames ? all.filter((name) => tagNames.includes(name.replace(/\.js$/, ''))) : all;
        const imports = files.map((name, i) => `import e${i}, { tagName as t${i} } from ${JSON.stringify(join(elementsDir, name))};`);
        const list = files.map((_, i) => `[t${i}, e${i}]`).join(', ');
        return { contents: `${imports.join('\n')}\nexport default [${list}];`, resolveDir: elementsDir, loader: 'js' };
      });
    },
  };
}

// One classic IIFE bundle per chapter page (site/app-<chapter>.js), with
// only the elements that page uses: the walkthrough, the scaling histograms
// and the learning demo are not downloaded and parsed on a page without
// them. The shared library is in each bundle (a reader's browser caches
// every file anyway); classic scripts, because file:// pages cannot load
// ES modules or their chunks.
function bundleChapterScripts(pages) {
  return Promise.all(pages.filter((page) => page.bundle).map((page) => build({
    ...shared,
    entryPoints: [join(webDir, 'main.js')],
    outfile: join(siteDir, page.bundle),
    format: 'iife',
    plugins: [...shared.plugins, pageCatalogues, elementRegistry(page.elements)],
  })));
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
    build({ ...shared, entryPoints: [join(pageDir, 'page-init.js')], outfile: join(siteDir, 'page-init.js'), format: 'iife', plugins: [...shared.plugins, courseIndex] }),
    build({ ...shared, entryPoints: [join(pageDir, 'course.js')], outfile: join(siteDir, 'course.js'), format: 'iife', plugins: [...shared.plugins, pageCatalogues] }),
    writeCatalogueScripts(),
  ]);
}

// Every page is typeset before the fonts are subset, so that they keep the
// glyphs of all of them. `pages`: every language's, each file under its
// language's folder (`dir`, '' for English).
// One language's pages (in site/<code>/, English at the top) and its index.
function assembleLanguage(language) {
  return assembleCourse(join(webDir, 'page'), join(webDir, 'sections'), null, language.code)
    .then(({ pages, index }) => ({ pages: pages.map((page) => ({ ...page, dir: languageDir(language.code) })), index }));
}

async function languagePages(language) {
  return (await assembleLanguage(language)).pages;
}

// site/l10n/<code>.js for every language (build/catalogues.mjs).
async function writeCatalogueScripts() {
  await mkdir(join(siteDir, 'l10n'), { recursive: true });
  await Promise.all(LANGUAGES.map(({ code, catalogue }) => writeFile(join(siteDir, 'l10n', `${code}.js`), catalogueScript(code, catalogue))));
}

async function buildPages(pages, { katex = true } = {}) {
  const dirs = [...new Set(pages.map((page) => page.dir).filter(Boolean))];
  await Promise.all(dirs.map((dir) => mkdir(join(siteDir, dir), { recursive: true })));
  // A display formula's box is named in its page's language (<html lang>).
  const formulaLabel = (html) => message('site-formula-label', undefined, html.match(/<html lang="([^"]+)"/)?.[1] ?? 'en');
  await Promise.all(pages.map(({ dir, file, html }) => writeFile(join(siteDir, dir, file), nameFirstFonts(renderMath(html, formulaLabel(html))))));
  if (katex) await copyKatexAssets(join(repoDir, 'node_modules', 'katex', 'dist'), join(siteDir, 'katex'));
}

// The stylesheets are concatenated in file-name order (hence the numeric
// prefixes), through a generated entry of @imports.
// Browsers without light-dark() get each theme colour from a fallback block
// appended to it (web/build/light-dark-fallback.mjs).
async function bundleStyles() {
  const files = (await readdir(stylesDir)).filter((name) => name.endsWith('.css')).sort();
  const out = join(siteDir, 'app.css');
  await build({
    ...shared,
    stdin: {
      contents: files.map((name) => `@import "./${name}";`).join('\n'),
      resolveDir: stylesDir,
      loader: 'css',
      sourcefile: 'app.css',
    },
    outfile: out,
  });
  const css = await readFile(out, 'utf8');
  const languages = [...LANGUAGES, ...PSEUDO_LANGUAGES].map((language) => language.code);
  await writeFile(out, css + lightDarkFallback(css) + cssMessages(languages));
}

async function main() {
  // `node web/build.mjs --examples`: only the embedding examples, from the site already built.
  if (process.argv.includes('--examples')) {
    await buildExamples(webDir, siteDir);
    return;
  }
  // `node web/build.mjs --pseudo-only`: only the pseudo-locales' pages, beside
  // a site already built and zipped (tests/run.sh, for the pseudo-locale runs).
  if (process.argv.includes('--pseudo-only')) {
    await buildPages((await Promise.all(PSEUDO_LANGUAGES.map(languagePages))).flat(), { katex: false });
    return;
  }
  await mkdir(siteDir, { recursive: true });
  await rm(join(siteDir, 'theme-init.js'), { force: true }); // merged into page-init.js
  await rm(join(siteDir, 'app.js'), { force: true }); // one bundle a chapter now
  // Every language of locales/index.js gets the course in site/<code>/; the
  // pseudo-locales only when asked (--pseudo, or PSEUDO=1), for testing, and
  // an earlier build's pseudo pages are removed otherwise, so that they never
  // reach the zip.
  const pseudo = process.argv.includes('--pseudo') || process.env.PSEUDO === '1';
  if (!pseudo) await Promise.all(PSEUDO_LANGUAGES.map((language) => rm(join(siteDir, languageDir(language.code)), { recursive: true, force: true })));
  const languages = [...LANGUAGES, ...(pseudo ? PSEUDO_LANGUAGES : [])];
  const built = [];
  for (const language of languages) built.push(await assembleLanguage(language));
  // The scripts are the same for every language: the English pages say which.
  const [{ pages, index }] = built;
  await Promise.all([
    bundleChapterScripts(pages),
    bundleWorker(),
    bundleStyles(),
    bundleCourseScripts(index),
    buildPages(built.flatMap((language) => language.pages)),
    buildCoreModule(siteDir),
  ]);
  // The embed bundles read the KaTeX stylesheet copied above.
  await Promise.all([buildGuestBundle, buildGuestModule, buildAnywidgetModule]
    .map((buildOne) => buildOne({ webDir, siteDir, options: shared, plugins: [...shared.plugins, elementRegistry()] })));
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
