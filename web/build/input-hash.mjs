// A hash of the files under some paths (files or folders), names and
// contents, to rebuild something only when what it is made from changed.
// Installs and caches inside them (node_modules, Astro's, Docusaurus's and
// VitePress's own) are not inputs.

import { createHash } from 'node:crypto';
import { access, readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

const SKIPPED = /[\\/](node_modules|\.docusaurus|\.astro|\.vitepress[\\/](cache|dist))[\\/]/;

async function filesUnder(path) {
  if (!(await access(path).then(() => true, () => false))) return [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return [path]; // a file
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name))
    .filter((file) => !SKIPPED.test(file)).sort();
}

export async function hashInputs(paths, root) {
  const hash = createHash('sha256');
  for (const path of paths) {
    for (const file of await filesUnder(path)) hash.update(relative(root, file)).update('\0').update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}
