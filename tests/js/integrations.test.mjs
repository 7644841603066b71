// The MkDocs plugin and the Sphinx extension (web/integrations/), as the
// build installed them into build/py (web/build/python-packages.mjs), run
// on small scratch projects: what an author writes, what comes out, and the
// messages an author gets for a mistake.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const python = join(repoDir, 'build', 'py', 'bin', 'python');
let scratch;
before(() => {
  assert.ok(existsSync(python), 'build/py: run node web/build.mjs first (it installs the two packages)');
  scratch = mkdtempSync(join(tmpdir(), 'attention-integrations-'));
});
after(() => rmSync(scratch, { recursive: true, force: true }));

function project(name, files) {
  const dir = join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

// Resolves to {ok, output}: a failing build is an answer, not an exception.
async function build(args, cwd) {
  try {
    const { stdout, stderr } = await run(python, args, { cwd });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    return { ok: false, output: `${error.stdout}${error.stderr}` };
  }
}

const sphinx = (dir) => build(['-m', 'sphinx', '-q', '-W', '--keep-going', '-b', 'html', dir, join(dir, '_build')], dir);
const SPHINX_CONF = "extensions = ['myst_parser', 'attention_math_sphinx']\n";

test('sphinx: options become attributes, from reStructuredText and MyST; the assets are linked only where a widget is', async () => {
  const dir = project('sphinx-ok', {
    'conf.py': SPHINX_CONF,
    'index.rst': 'Home\n====\n\n.. toctree::\n\n   md\n   plain\n\n.. attention-math:: softmax\n   :logits: 1,2,3\n   :theme: dark\n\n'
      + '.. attention-math:: attention-masking\n   :causal:\n',
    'md.md': '# MyST\n\n```{attention-math} walkthrough\n:seed: 7\n:d-k: 4\n:tokens: a "b" <c>\n```\n',
    'plain.rst': 'No widget\n=========\n\nText only.\n',
  });
  const result = await sphinx(dir);
  assert.ok(result.ok, result.output);
  const page = (name) => readFileSync(join(dir, '_build', `${name}.html`), 'utf8');
  assert.match(page('index'), /<attention-softmax logits="1,2,3" theme="dark"><\/attention-softmax>/);
  assert.match(page('index'), /<attention-masking causal=""><\/attention-masking>/);
  assert.match(page('md'), /<attention-walkthrough seed="7" d-k="4" tokens="a &quot;b&quot; &lt;c&gt;"><\/attention-walkthrough>/);
  for (const name of ['index', 'md']) {
    assert.match(page(name), /<script defer="defer" src="_static\/attention-math\/attention-math-widgets.js"><\/script>/);
    assert.match(page(name), /href="_static\/attention-math\/attention-math-widgets.css"/);
  }
  assert.doesNotMatch(page('plain'), /attention-math-widgets/);
  for (const file of ['attention-math-widgets.js', 'attention-math-widgets.css', 'compute-worker.js', 'katex/fonts/KaTeX_Main-Regular.woff2']) {
    assert.ok(existsSync(join(dir, '_build', '_static', 'attention-math', file)), file);
  }
});

test('sphinx: an unknown widget, an attribute the element does not take, and content are errors that say what is allowed', async () => {
  const dir = project('sphinx-bad', {
    'conf.py': SPHINX_CONF,
    'index.rst': 'Home\n====\n\n.. toctree::\n\n   md\n\n.. attention-math:: sofmax\n\n.. attention-math:: softmax\n   :seed: 3\n\n'
      + '.. attention-math:: scores\n\n   some content\n',
    'md.md': '# MyST\n\n```{attention-math} softmax\n:bogus: 1\n```\n',
  });
  const result = await sphinx(dir);
  assert.equal(result.ok, false);
  assert.match(result.output, /index\.rst:\d+: ERROR: attention-math: no widget named 'sofmax'; the widgets are: why, (.*, )?qkv, scores, .*softmax/);
  assert.match(result.output, /index\.rst:\d+: ERROR: attention-math softmax: <attention-softmax> has no attribute 'seed'; it takes: logits, scale, precision, theme, url-key/);
  assert.match(result.output, /index\.rst:\d+: ERROR: Error in "attention-math" directive:\nno content permitted/);
  assert.match(result.output, /md\.md:\d+: ERROR: attention-math softmax: <attention-softmax> has no attribute 'bogus'/);
});

const mkdocs = (dir) => build(['-m', 'mkdocs', 'build', '--strict', '--quiet'], dir);

test('mkdocs: `plugins: [attention-math]` links the script and stylesheet from every page and copies them into the site', async () => {
  const dir = project('mkdocs-ok', {
    'mkdocs.yml': 'site_name: t\nuse_directory_urls: true\nplugins: [attention-math]\nnav: [index.md, deep/page.md]\n',
    'docs/index.md': '# Home\n\n<attention-softmax logits="1,2,3"></attention-softmax>\n',
    'docs/deep/page.md': '# Deep\n\n<attention-scores></attention-scores>\n',
  });
  const result = await mkdocs(dir);
  assert.ok(result.ok, result.output);
  const home = readFileSync(join(dir, 'site', 'index.html'), 'utf8');
  const deep = readFileSync(join(dir, 'site', 'deep', 'page', 'index.html'), 'utf8');
  assert.match(home, /<script src="attention-math\/attention-math-widgets.js"[^>]*><\/script>/);
  assert.match(home, /href="attention-math\/attention-math-widgets.css"/);
  assert.match(deep, /<script src="\.\.\/\.\.\/attention-math\/attention-math-widgets.js"[^>]*><\/script>/);
  for (const file of ['attention-math-widgets.js', 'attention-math-widgets.css', 'compute-worker.js', 'katex/fonts/KaTeX_Main-Regular.woff2']) {
    assert.ok(existsSync(join(dir, 'site', 'attention-math', file)), file);
  }
});

test('mkdocs: assets_dir moves the assets; one outside the site is refused with a message', async () => {
  const moved = project('mkdocs-dir', {
    'mkdocs.yml': 'site_name: t\nplugins:\n  - attention-math:\n      assets_dir: /static/widgets/\n',
    'docs/index.md': '# Home\n',
  });
  assert.ok((await mkdocs(moved)).ok);
  assert.ok(existsSync(join(moved, 'site', 'static', 'widgets', 'attention-math-widgets.js')));
  const outside = project('mkdocs-outside', {
    'mkdocs.yml': 'site_name: t\nplugins:\n  - attention-math:\n      assets_dir: ../elsewhere\n',
    'docs/index.md': '# Home\n',
  });
  const result = await mkdocs(outside);
  assert.equal(result.ok, false);
  assert.match(result.output, /attention-math: assets_dir must be a folder inside the site, such as 'attention-math', not '\.\.\/elsewhere'/);
});
