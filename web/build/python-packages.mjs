// The two Python packages in web/integrations/ (the MkDocs plugin and the
// Sphinx extension), installed the way the README tells authors to, but
// offline: into a virtual environment, build/py, that sees Debian's mkdocs,
// Sphinx and MyST (--system-site-packages), with pip --no-index
// --no-build-isolation (PyPI is not reachable; Debian's setuptools builds them).
// Each package ships the embed assets as package data: they are copied from
// site/ into a staged copy of the package (build/integrations/<package>/),
// never into web/. Its wheel goes to build/dist/ (what an author installs:
// web/embed/README.md), and the venv installs that wheel. A package is
// rebuilt only when its sources or its assets changed (a hash of both, kept
// beside the venv).

import { execFile } from 'node:child_process';
import { access, cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashInputs } from './input-hash.mjs';
import { promisify } from 'node:util';

const run = promisify(execFile);

// What a page needs from site/: the classic script (it links the stylesheet
// itself if the page has not), the stylesheet, the fonts it names, and the
// worker for slow calls, which the script finds beside itself over http.
export const EMBED_FILES = ['attention-math-widgets.js', 'attention-math-widgets.css', 'compute-worker.js', 'katex/fonts'];

export const PACKAGES = [
  { folder: 'mkdocs-attention-math', module: 'attention_math_mkdocs' },
  { folder: 'sphinx-attention-math', module: 'attention_math_sphinx', attributes: true },
];

export async function copyEmbedFiles(siteDir, destination) {
  await mkdir(join(destination, 'katex'), { recursive: true });
  await Promise.all(EMBED_FILES.map((name) => cp(join(siteDir, name), join(destination, name), { recursive: true })));
}

// Every element's attributes, from the hand-written declarations that
// site/attention-math.d.ts is copied from (WidgetAttributeMap), and the two
// every element takes (AttentionWidgetAttributes). The Sphinx directive
// checks its options against them; tests/e2e/doc-tools.test.mjs checks them
// against the elements' observedAttributes in Chromium.
export function elementAttributes(declarations) {
  const body = (name) => {
    const start = declarations.indexOf(`export interface ${name} {`);
    if (start < 0) throw new Error(`attention-math.d.ts: no interface ${name}`);
    return declarations.slice(start, declarations.indexOf('\n}', start));
  };
  const keys = (text) => [...text.matchAll(/['"]?([\w-]+)['"]?\?:/g)].map((m) => m[1]);
  const elements = {};
  for (const line of body('WidgetAttributeMap').split('\n')) {
    const match = line.match(/^\s*'(attention-[\w-]+)':\s*\{(.*)\};/);
    if (match) elements[match[1]] = keys(match[2]);
  }
  if (!Object.keys(elements).length) throw new Error('attention-math.d.ts: WidgetAttributeMap lists no element');
  return { elements, common: keys(body('AttentionWidgetAttributes')) };
}

const exists = (path) => access(path).then(() => true, () => false);

export async function ensureVenv(venv) {
  if (await exists(join(venv, 'bin', 'python'))) return;
  // Debian's python: the `python3` first on PATH may be another one, without mkdocs or Sphinx.
  await run('/usr/bin/python3', ['-m', 'venv', '--system-site-packages', venv]);
}

// Stages, then installs (if changed) every package; resolves to the venv's python.
export async function installPythonPackages({ webDir, siteDir, buildDir }) {
  const venv = join(buildDir, 'py');
  await ensureVenv(venv);
  const declarations = await readFile(join(webDir, 'types', 'attention-math.d.ts'), 'utf8');
  const attributes = `${JSON.stringify(elementAttributes(declarations), null, 1)}\n`;
  for (const { folder, module, attributes: withAttributes } of PACKAGES) {
    const stage = join(buildDir, 'integrations', folder);
    await rm(stage, { recursive: true, force: true });
    await cp(join(webDir, 'integrations', folder), stage, {
      recursive: true,
      filter: (path) => !/(__pycache__|\.egg-info|[\\/]build)$/.test(path),
    });
    const assets = join(stage, module, 'assets');
    await copyEmbedFiles(siteDir, assets);
    if (withAttributes) await writeFile(join(stage, module, 'attributes.json'), attributes); // not a page asset
    const stamp = join(venv, `.${folder}.sha256`);
    const hash = await hashInputs([stage], stage);
    if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) continue;
    // The wheel an author installs (build/dist/), then the venv from that very wheel.
    const pip = (args) => run(join(venv, 'bin', 'pip'), [...args, '--quiet', '--no-index', '--disable-pip-version-check'], { cwd: buildDir });
    const dist = join(buildDir, 'dist');
    await pip(['wheel', '--no-build-isolation', '--no-deps', '--wheel-dir', dist, stage]);
    const wheel = (await readdir(dist)).find((name) => name.startsWith(`${folder.replaceAll('-', '_')}-`) && name.endsWith('.whl'));
    await pip(['install', '--no-deps', '--force-reinstall', join(dist, wheel)]);
    await writeFile(stamp, hash);
  }
  return join(venv, 'bin', 'python');
}
