// The embedding examples, built from web/examples/<tool>/ into site/examples/<tool>/,
// each the way its README section tells an author to do it:
//   plain/       copied as is; it loads the bundle from the site's root (../../);
//   mkdocs/      MkDocs Material with the plugin `attention-math` (web/integrations/);
//   sphinx/      Sphinx (alabaster) with the extension attention_math_sphinx, one
//                reStructuredText page and one MyST Markdown page;
//   vitepress/   VitePress 1.6.4, base /docs/;
//   docusaurus/  Docusaurus 3 (preset-classic, React 19), baseUrl /docs/;
//   starlight/   Starlight 0.37 on Astro 5 (Astro 6 and later need Node 22), base /docs;
//   myst/        mystmd 1.8.3 (MyST, Jupyter Book 2), `myst build --html` under /docs, its
//                {anywidget} directives naming site/attention-math-anywidget.mjs, with a
//                minimal theme of its own (theme/): MyST's themes download from outside npm.
// The Python tools are Debian's (web/install-deps.sh); the npm tools have
// their own package.json and lock in their folder, installed by `npm ci`.
// A tool is rebuilt only when its inputs changed (its folder, the files it
// takes from site/, its packages): a hash of them is kept in build/examples/.
// Each build prints its seconds.

import { execFile, spawn } from 'node:child_process';
import { build as esbuild } from 'esbuild';
import { access, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { hashInputs } from './input-hash.mjs';
import { EMBED_FILES, installPythonPackages } from './python-packages.mjs';

const execute = promisify(execFile);
// A failed tool says which one and why, in the last lines of its output.
const failed = (command, args, exit, output) =>
  new Error(`examples: ${command} ${args.join(' ')} failed (exit ${exit}):\n${output.trim().split('\n').slice(-30).join('\n')}`);

async function run(command, args, options) {
  try {
    return await execute(command, args, { maxBuffer: 64 << 20, ...options });
  } catch (error) {
    throw failed(command, args, error.code, `${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}
const exists = (path) => access(path).then(() => true, () => false);

// `myst build --html` starts the theme's server and leaves it running when
// it is done (jupyter-book/mystmd#1594): every build left a `node
// server.mjs` behind. MyST runs here in a process group of its own, and the
// group, server and all, is ended once MyST has exited.
function runInOwnGroup(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => { output = (output + chunk).slice(-64 << 10); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    // 'exit', not 'close': a leftover server may hold the pipes open.
    child.on('exit', (code, signal) => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group has no one left in it
      }
      if (code === 0) resolve();
      else reject(failed(command, args, code ?? signal, output));
    });
  });
}

function buildPlain({ source, out }) {
  return cp(source, out, { recursive: true });
}

function buildMkdocs({ source, out, python }) {
  return run(python, ['-m', 'mkdocs', 'build', '--quiet', '--clean', '--config-file', join(source, 'mkdocs.yml'), '--site-dir', out]);
}

async function buildSphinx({ source, out, python, scratch }) {
  // -W: a warning (an unknown widget or attribute, say) fails the build.
  await run(python, ['-m', 'sphinx', '-q', '-W', '-b', 'html', '-E', '-d', join(scratch, 'doctrees'), source, out]);
  await rm(join(out, '.buildinfo'), { force: true });
}

// The npm tools build in their own folder (their node_modules are there).
// They import the package, `attention-math` (a link to this repository, as
// `npm install` of a folder makes it), whose `attention-math/widgets` is
// site/attention-math-widgets.mjs: their bundlers take in the core, the
// worker and the fonts it names.
function buildVitepress({ source, out }) {
  return run(join(source, 'node_modules', '.bin', 'vitepress'), ['build', 'docs', '--outDir', out], { cwd: source });
}

function buildDocusaurus({ source, out }) {
  return run(join(source, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', out], { cwd: source });
}

// Astro asks before sending telemetry only once per machine: never here.
function buildStarlight({ source, out }) {
  return run(join(source, 'node_modules', '.bin', 'astro'), ['build', '--silent', '--outDir', out], {
    cwd: source, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

// MyST builds a copy of the project (in scratch) with the anywidget module
// beside its pages, as an author keeps it; the theme's browser script is
// bundled first (esbuild, from the example's own react and
// @myst-theme/anywidget) into the theme's public/, which MyST copies to the
// site's root.
async function buildMyst({ source, out, scratch, siteDir }) {
  const project = join(scratch, 'project');
  await cp(source, project, { recursive: true, filter: (path) => !/[\\/](node_modules|_build)$/.test(path) });
  await cp(join(siteDir, 'attention-math-anywidget.mjs'), join(project, 'attention-math-anywidget.mjs'));
  await esbuild({
    entryPoints: [join(source, 'theme', 'client.js')],
    outfile: join(project, 'theme', 'public', 'anywidget-client.js'),
    bundle: true, format: 'esm', minify: true, legalComments: 'none', logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  await runInOwnGroup(join(source, 'node_modules', '.bin', 'myst'), ['build', '--html'], {
    cwd: project, env: { ...process.env, BASE_URL: '/docs' },
  });
  await cp(join(project, '_build', 'html'), out, { recursive: true });
}

// What `attention-math/widgets` brings in, and the map that names it.
const MODULE_FILES = ['attention-math-widgets.mjs', 'attention-math.mjs', 'compute-worker.mjs', 'katex/fonts'];
const packageFiles = (webDir, siteDir) => [join(webDir, '..', 'package.json'), ...site(siteDir, MODULE_FILES)];

const site = (siteDir, names) => names.map((name) => join(siteDir, name));

// name → how it builds, and what it reads besides its own folder.
const TOOLS = {
  plain: { build: buildPlain, inputs: () => [] },
  mkdocs: { build: buildMkdocs, python: true, inputs: ({ webDir, siteDir }) => [join(webDir, 'integrations', 'mkdocs-attention-math'), ...site(siteDir, EMBED_FILES)] },
  sphinx: { build: buildSphinx, python: true, inputs: ({ webDir, siteDir }) => [join(webDir, 'integrations', 'sphinx-attention-math'), join(webDir, 'types'), ...site(siteDir, EMBED_FILES)] },
  vitepress: { build: buildVitepress, npm: true, inputs: ({ webDir, siteDir }) => packageFiles(webDir, siteDir) },
  docusaurus: { build: buildDocusaurus, npm: true, inputs: ({ webDir, siteDir }) => packageFiles(webDir, siteDir) },
  starlight: { build: buildStarlight, npm: true, inputs: ({ webDir, siteDir }) => packageFiles(webDir, siteDir) },
  myst: { build: buildMyst, npm: true, inputs: ({ siteDir }) => site(siteDir, ['attention-math-anywidget.mjs']) },
};

export async function buildExamples(webDir, siteDir, { tools = Object.keys(TOOLS) } = {}) {
  const repoDir = resolve(webDir, '..');
  const buildDir = join(repoDir, 'build');
  const stamps = join(buildDir, 'examples');
  await mkdir(stamps, { recursive: true });
  let python = null;
  const seconds = {};
  for (const name of tools) {
    const tool = TOOLS[name];
    const source = join(webDir, 'examples', name);
    const out = join(siteDir, 'examples', name);
    if (tool.npm && !(await exists(join(source, 'node_modules')))) {
      throw new Error(`web/examples/${name}: no node_modules; run web/install-deps.sh (it runs npm ci there)`);
    }
    if (tool.python && !python) {
      const installing = performance.now();
      python = await installPythonPackages({ webDir, siteDir, buildDir });
      const took = (performance.now() - installing) / 1000;
      if (took > 1) console.log(`examples: Python packages staged, built and installed into build/py in ${took.toFixed(1)} s`);
    }
    const started = performance.now();
    const hash = await hashInputs([source, ...tool.inputs({ webDir, siteDir })], repoDir);
    const stamp = join(stamps, `${name}.sha256`);
    if ((await exists(out)) && (await readFile(stamp, 'utf8').catch(() => '')) === hash) continue;
    await rm(stamp, { force: true });
    await rm(out, { recursive: true, force: true });
    const scratch = join(stamps, `${name}.work`);
    await rm(scratch, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    await tool.build({ source, out, python, scratch, siteDir });
    await rm(scratch, { recursive: true, force: true });
    await writeFile(stamp, hash);
    seconds[name] = (performance.now() - started) / 1000;
    console.log(`examples: built ${name} in ${seconds[name].toFixed(1)} s`);
  }
  return seconds;
}
