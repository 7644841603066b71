// `npm pack` runs this first (package.json's prepack): every file the
// package's `files` and `exports` name must be in site/, so a package is
// never packed from a tree where the wasm build or `node web/build.mjs` has
// not run. Usage: node web/build/check-package.mjs

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8'));

const targets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(targets));
const named = [...manifest.files, manifest.main, manifest.types, ...targets(manifest.exports)];
const missing = [...new Set(named)].filter((path) => !existsSync(join(repoDir, path)));
if (missing.length) {
  console.error(`Not built yet: ${missing.join(', ')}. Run web/build.sh (or node web/build.mjs after a wasm build) first.`);
  process.exit(1);
}
