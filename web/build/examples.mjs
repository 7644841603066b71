// The embedding examples, built into site/examples/ from web/examples/:
//   plain/   copied as is; it loads the bundle from the site's root (../../);
//   mkdocs/  a MkDocs Material site, built with `mkdocs build`;
//   sphinx/  a Sphinx project (alabaster), built with `sphinx-build`.
// The two generators get their own copy of the embed bundle, placed the way
// the README tells documentation authors to place it, so each built example
// is self-contained. Debian's mkdocs, mkdocs-material and python3-sphinx
// are installed by web/install-deps.sh.

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// What an author copies from site/ next to their pages.
const EMBED_FILES = ['attention-math-widgets.js', 'attention-math-widgets.css', 'compute-worker.js', 'katex/fonts'];

async function copyEmbedFiles(siteDir, destination) {
  await mkdir(join(destination, 'katex'), { recursive: true });
  await Promise.all(EMBED_FILES.map((name) => cp(join(siteDir, name), join(destination, name), { recursive: true })));
}

async function inScratchCopy(sourceDir, work) {
  const scratch = await mkdtemp(join(tmpdir(), 'attention-example-'));
  try {
    await cp(sourceDir, scratch, { recursive: true });
    return await work(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function buildMkdocs(source, siteDir, out) {
  await inScratchCopy(source, async (dir) => {
    await copyEmbedFiles(siteDir, join(dir, 'docs', 'attention'));
    await run('mkdocs', ['build', '--quiet', '--clean', '--site-dir', out], { cwd: dir });
  });
}

async function buildSphinx(source, siteDir, out) {
  await inScratchCopy(source, async (dir) => {
    await copyEmbedFiles(siteDir, join(dir, '_static', 'attention'));
    await run('sphinx-build', ['-q', '-b', 'html', '-E', dir, out]);
    await rm(join(out, '.doctrees'), { recursive: true, force: true });
    await rm(join(out, '.buildinfo'), { force: true });
  });
}

export async function buildExamples(webDir, siteDir) {
  const source = join(webDir, 'examples');
  const out = join(siteDir, 'examples');
  await rm(out, { recursive: true, force: true });
  await cp(join(source, 'plain'), join(out, 'plain'), { recursive: true });
  await buildMkdocs(join(source, 'mkdocs'), siteDir, join(out, 'mkdocs'));
  await buildSphinx(join(source, 'sphinx'), siteDir, join(out, 'sphinx'));
}
