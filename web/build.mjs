// Builds the web layer into site/: web/main.js -> site/app.js (one minified
// classic IIFE script, because file:// pages cannot load ES modules),
// web/styles/*.css -> site/app.css, web/page/index.html -> site/index.html.
// site/attention-math.js comes from the CMake wasm build and is left alone.
// Deterministic (sorted inputs, no timestamps, no source maps) and offline.
//
// Usage, from anywhere: node web/build.mjs

import { build } from 'esbuild';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoDir = resolve(webDir, '..');
const siteDir = join(repoDir, 'site');
const stylesDir = join(webDir, 'styles');

// Chromium, Firefox and Safari from 2024 on: custom elements, light-dark(),
// color-mix() and optional chaining are all used as-is.
const TARGETS = ['chrome123', 'firefox120', 'safari17.5'];

const shared = {
  bundle: true,
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
  logLevel: 'warning',
  target: TARGETS,
};

function bundleScript() {
  return build({
    ...shared,
    entryPoints: [join(webDir, 'main.js')],
    outfile: join(siteDir, 'app.js'),
    format: 'iife',
  });
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
  await Promise.all([
    bundleScript(),
    bundleStyles(),
    copyFile(join(webDir, 'page', 'index.html'), join(siteDir, 'index.html')),
  ]);
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
