// What the Firefox and WebKit smoke tests share: a copy of site/ whose pages
// load ./page-hook.js first, served over http (tests/e2e/static-server.mjs)
// and opened from file://; the steps each chapter goes through, as functions
// run inside the page (so the two drivers run the very same code); and the
// Node side of each step's check (the widget models against the real core).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { serveSite } from '../e2e/static-server.mjs';
import { WIDGET_ROWS } from '../e2e/widget-rows.mjs';
import { collectFigures } from '../../web/lib/widget/figure-export.js';
import { figuresCsv } from '../../web/figures/csv.js';
import { message, withLanguage } from '../../web/lib/text/messages.js';
import { LANGUAGES } from '../../web/locales/index.js';

export const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const siteDir = join(repoDir, 'site');

// A browser the test needs and cannot find fails the test, with what to
// install: CI installs them (web/install-deps.sh --test).
export function requireBinary(path, pkg) {
  if (!existsSync(path)) throw new Error(`${path} is missing: install Debian's ${pkg} (web/install-deps.sh --test installs it). This test fails rather than skips, since CI has it.`);
  return path;
}

// The site, copied, with the hook as the first script of every page.
export function hookedSite() {
  const dir = mkdtempSync(join(tmpdir(), 'attention-math-engines-'));
  cpSync(siteDir, dir, { recursive: true });
  cpSync(join(repoDir, 'tests', 'engines', 'page-hook.js'), join(dir, 'engine-hook.js'));
  // The pages of every language: a translation's, in its folder, load the hook from one folder up.
  const folders = ['', ...LANGUAGES.map((l) => l.code).filter((code) => existsSync(join(dir, code))).map((code) => `${code}/`)];
  for (const folder of folders) {
    for (const file of readdirSync(join(dir, folder)).filter((name) => name.endsWith('.html'))) {
      const path = join(dir, folder, file);
      const html = readFileSync(path, 'utf8');
      if (!/<head>/.test(html)) throw new Error(`${folder}${file} has no <head> to put the hook in`);
      writeFileSync(path, html.replace('<head>', `<head>\n<script src="${folder ? '../' : ''}engine-hook.js"></script>`));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Both origins of the copy: {origins: [[name, url(file)]], close()}.
export async function origins(dir) {
  const server = await serveSite(dir, { prefix: '/' });
  return {
    list: [['http', (file) => `${server.url}${file}`], ['file', (file) => pathToFileURL(join(dir, file)).href]],
    close: server.close,
  };
}

export const CHAPTER_FILES = readdirSync(siteDir).filter((name) => name.endsWith('.html')).sort();

const row = (tag) => WIDGET_ROWS.find((r) => r.tag === tag);

// Per chapter: the prediction answered (or, where a chapter has none, an
// exercise), the widget given input, the worker, the export. Every chapter
// page of site/ must be listed (the test checks), index.html included.
export const PLAN = {
  'index.html': {},
  'scores.html': { predict: { name: 'scores/shape-7-16', text: '7x16' }, widget: row('attention-scores') },
  'formula.html': { predict: { name: 'softmax/rows-or-columns' }, widget: row('attention-softmax') },
  'heads.html': { exercise: { name: 'multi-head/params', text: '1' }, widget: row('attention-multi-head') },
  'review.html': { exercise: { name: 'takeaways/cross-shape', text: '(7, 7)' }, widget: row('attention-misconception-temperature') },
  'inside.html': { predict: { name: 'backward/score-direction' }, widget: row('attention-online-softmax') },
  'further.html': { predict: { name: 'trained-heads/layer-2-target' }, widget: row('attention-induction-training'), worker: 'attention-induction-training' },
};

// ---- In the page. Each function is sent as its source text and run there,
// so it uses nothing from this module. Each resolves or throws with a message.

// The page has loaded (its scripts ran, the hook is in) and every element on it is defined.
export async function pageSettled() {
  const until = async (test, what, ms = 20000) => {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await until(() => document.readyState === 'complete', 'the load event');
  if (!globalThis.__engineErrors) throw new Error('the page hook did not run');
  const tags = [...new Set([...document.querySelectorAll('*')].map((n) => n.localName).filter((n) => n.startsWith('attention-')))];
  await until(() => tags.every((t) => customElements.get(t)), `elements defined: ${tags.filter((t) => !customElements.get(t))}`);
  return { tags, title: document.title, lang: document.documentElement.lang, width: document.documentElement.scrollWidth, viewport: innerWidth };
}

// Answers question `name` (an <attention-predict>, or an <attention-exercise>
// with kind 'exercise'): the text typed into its box, or its first choice,
// committed by its own button. Resolves with the verdict the page shows.
export async function answer(kind, name, text) {
  const until = async (test, what, ms = 20000) => {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const element = document.querySelector(`attention-${kind}[name="${name}"]`);
  if (!element) throw new Error(`no attention-${kind} named ${name} in ${decodeURIComponent(location.pathname)}`);
  const closed = element.closest('details:not([open])');
  if (closed) closed.open = true;
  element.scrollIntoView({ block: 'center' });
  await until(() => element.dataset.state === 'ready' && element.querySelector('form'), `${name} ready`);
  const form = element.querySelector('form');
  const radio = form.querySelector('input[type="radio"]');
  if (radio) radio.click();
  else {
    const box = form.querySelector('input:not([type="radio"]):not([type="hidden"])');
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const part = kind === 'predict' ? 'prediction-verdict' : 'verdict';
  const verdict = element.querySelector(`[data-part="${part}"]`);
  form.querySelector('button[type="submit"]').click();
  await until(() => !verdict.hidden && verdict.textContent.trim(), `${name}: a verdict`);
  if (kind === 'predict' && !element.hasAttribute('revealed')) throw new Error(`${name}: answered but not revealed`);
  return verdict.textContent.trim();
}

// Reveals every other prediction (as the e2e tests do), so every widget is in the page.
export function revealAll() {
  for (const p of document.querySelectorAll('attention-predict')) p.setAttribute('revealed', '');
}

// Widget `tag` drawn: scrolled to, ready and not busy; its values, view state and CSV.
export async function drawn(tag, busy) {
  const until = async (test, what, ms = 30000) => {
    const end = Date.now() + ms;
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const widget = document.querySelector(tag);
  if (!widget) throw new Error(`no ${tag} on the page`);
  widget.scrollIntoView({ block: 'start' });
  await until(() => ['ready', 'error'].includes(widget.dataset.state) && !(busy && widget.hasAttribute(busy)), `${tag} drawn`);
  if (widget.dataset.state !== 'ready') throw new Error(`${tag}: ${widget.renderRoot?.textContent.slice(0, 300)}`);
  return { values: widget.drawn, view: widget.viewState?.() ?? {}, csv: await widget.toCSV(), core: document.documentElement.dataset.core ?? null };
}

// Types `text` into field `key` of widget `tag`, as the field's own events
// would carry it; resolves once the widget has drawn something else.
export async function typeInto(tag, key, text) {
  const widget = document.querySelector(tag);
  const before = JSON.stringify(widget.drawn);
  const input = widget.controls[key].input;
  if (input.type === 'checkbox') { input.checked = text === '1'; input.dispatchEvent(new Event('change', { bubbles: true })); }
  else {
    input.value = text;
    input.dispatchEvent(new Event(input.localName === 'select' ? 'change' : 'input', { bubbles: true }));
  }
  const end = Date.now() + 30000;
  while (!(widget.dataset.state === 'ready' && JSON.stringify(widget.drawn) !== before)) {
    if (Date.now() > end) throw new Error(`${tag} did not redraw after ${key} = ${text}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return JSON.stringify(widget.drawn);
}

// The training worker: one Step of the trainer, and its step count before and after.
export async function trainStep(tag) {
  const widget = document.querySelector(tag);
  const before = Number(widget.dataset.step ?? 0);
  widget.stepButton.click();
  const end = Date.now() + 30000;
  while (!(Number(widget.dataset.step ?? 0) > before && !widget.hasAttribute('data-busy'))) {
    if (Date.now() > end) throw new Error(`${tag}: no step after ${before} in 30 s (busy: ${widget.dataset.busy})`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return { before, after: Number(widget.dataset.step) };
}

// The export menu of widget `tag`: opened, its CSV button pressed. Resolves
// with what the page handed over (name and text, from the hook) and the CSV
// the widget gives.
export async function exportCsv(tag) {
  const widget = document.querySelector(tag);
  const menu = widget.renderRoot.querySelector('details.figure-export');
  menu.open = true;
  const count = globalThis.__engineDownloads.length;
  menu.querySelector('button[data-format="csv"]').click();
  const end = Date.now() + 15000;
  while (!(globalThis.__engineDownloads.length > count && globalThis.__engineDownloads[count].text !== null)) {
    if (Date.now() > end) throw new Error(`${tag}: no download started`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const status = menu.querySelector('[role="status"]').textContent;
  return { ...globalThis.__engineDownloads[count], expected: await widget.toCSV(), status };
}

// Where the document the driver talks to was loaded from (its path).
export function locationPath() {
  return decodeURIComponent(location.pathname);
}

export function forgetProgress() {
  localStorage.clear();
}

export function pageErrors() {
  return [...globalThis.__engineErrors];
}

// ---- In Node.

// The figure blocks of a widget's CSV (everything after its title and values).
export const blocks = (csv) => {
  const lines = csv.split('\r\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('figure: '))).join('\r\n');
};

const require = createRequire(import.meta.url);
let corePromise = null;
const loadCore = () => (corePromise ??= require(join(siteDir, 'attention-math.js'))());

// What the widget's model gives in Node for what the page drew, in the page's language.
export async function nodeCsv(row, drawnState, lang = 'en') {
  const am = await loadCore();
  const module = await import(row.model);
  return withLanguage(lang, () => {
    const given = row.inputs ? row.inputs(am, drawnState) : drawnState.values;
    const prepared = module.prepare ? module.prepare(am, given) : {};
    const figures = collectFigures(module.model(am, { ...drawnState.values, ...prepared, ...drawnState.view }));
    return blocks(figuresCsv({ title: '', figures }));
  });
}

// One chapter in one engine, from one origin, through `driver` ({goto(url),
// run(fn, ...args)}): every step of PLAN[file]; returns the seconds and what
// each step saw. A step that fails throws with the chapter and step named.
// The file the browser saved into `dir` since `before` (the names there
// then): waits until exactly one new, finished file is there, reads it and
// removes it.
export async function savedFile(dir, before, what) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const names = readdirSync(dir);
    const saved = names.filter((f) => !before.has(f) && !/\.(part|download)$/.test(f) && statSync(join(dir, f)).isFile());
    // Firefox puts the final name down empty, writes a .part beside it, then moves it over.
    const writing = names.some((f) => /\.(part|download)$/.test(f)) || saved.some((f) => statSync(join(dir, f)).size === 0);
    if (saved.length === 1 && !writing) {
      const text = readFileSync(join(dir, saved[0]), 'utf8');
      rmSync(join(dir, saved[0])); // the same name saved again later must be a new file (WebKit overwrites)
      return { name: saved[0], text };
    }
    if (Date.now() > deadline) throw new Error(`${what}: expected one file saved in ${dir}, found ${JSON.stringify(saved)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// With `downloads` (the folder the browser saves into), the export's file
// itself is read back and must be the widget's CSV. With `lang`, the page is
// that language's (zh-CN/formula.html): its <html lang>, its verdicts, its
// figures and its export status must be in that language.
export async function visitChapter(driver, origin, urlOf, file, assert, downloads = null, lang = 'en') {
  const plan = PLAN[file];
  const start = performance.now();
  const path = lang === 'en' ? file : `${lang}/${file}`;
  const where = `${origin} ${path}`;
  const step = async (name, fn, ...args) => {
    try {
      return await driver.run(fn, ...args);
    } catch (error) {
      throw new Error(`${where}: ${name}: ${error.message}`);
    }
  };
  // The document asked for, not the one before it: Firefox's goto once
  // resolved while review.html, whose export had just downloaded a file, was
  // still the document, and inside.html's steps ran there ("no
  // attention-predict named backward/score-direction", CI of 12b171b).
  const arrive = async () => {
    await driver.goto(urlOf(path));
    const deadline = Date.now() + 20000;
    for (;;) {
      const here = await driver.run(locationPath).catch(() => null); // null while the old document goes
      if (here?.endsWith(`/${path}`)) return;
      if (Date.now() > deadline) throw new Error(`${where}: still at ${here} 20 s after going there`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  if (lang !== 'en') {
    // Progress is kept across languages: the English visit's answers would be restored here.
    await arrive();
    await step('forget progress', forgetProgress);
  }
  await arrive();
  const seen = { file: path, origin };
  seen.page = await step('load', pageSettled);
  assert.equal(seen.page.lang, lang, `${where}: <html lang>`);
  if (plan.predict) seen.predicted = await step('prediction', answer, 'predict', plan.predict.name, plan.predict.text ?? '');
  if (plan.exercise) seen.exercised = await step('exercise', answer, 'exercise', plan.exercise.name, plan.exercise.text);
  if (lang.startsWith('zh')) assert.match(seen.predicted ?? seen.exercised ?? '', /\p{Script=Han}/u, `${where}: the verdict is in Chinese`);
  await step('reveal', revealAll);
  if (plan.widget) {
    const { tag, busy, change } = plan.widget;
    const first = await step('draw', drawn, tag, busy ?? null);
    assert.equal(first.core, 'ready', `${where}: the core answered`);
    assert.equal(blocks(first.csv), await nodeCsv(plan.widget, first, lang), `${where}: ${tag} draws the model’s figures (the core in Node)`);
    await step('input', typeInto, tag, change.key, change.text);
    const second = await step('redraw', drawn, tag, busy ?? null);
    assert.notEqual(second.csv, first.csv, `${where}: ${tag} responds to ${change.key} = ${change.text}`);
    assert.equal(blocks(second.csv), await nodeCsv(plan.widget, second, lang), `${where}: ${tag} redrawn to the model’s figures`);
    seen.widget = `${tag} ${change.key}=${change.text}`;
  }
  if (plan.worker) seen.trained = await step('worker', trainStep, plan.worker);
  if (plan.widget) {
    const before = downloads && new Set(readdirSync(downloads));
    const exported = await step('export', exportCsv, plan.widget.tag);
    assert.equal(exported.text, exported.expected, `${where}: the CSV handed over is the widget’s`);
    assert.match(exported.name, /\.csv$/);
    assert.ok(exported.status.includes(message('widget-export-saved', { format: 'CSV' }, lang)), `${where}: export status “${exported.status}”`);
    seen.exported = { name: exported.name, text: exported.text };
    if (downloads) {
      const saved = await savedFile(downloads, before, `${where}: the export`);
      assert.equal(saved.text, exported.expected, `${where}: the file saved is the widget’s CSV`);
      seen.exported.saved = saved.name;
    }
  }
  seen.errors = await step('errors', pageErrors);
  seen.seconds = Number(((performance.now() - start) / 1000).toFixed(1));
  return seen;
}

// One line of what a chapter's visit saw, for the log.
export function summary(seen) {
  const { page, predicted, exercised, widget, trained, exported, errors } = seen;
  return JSON.stringify({
    width: `${page.width}/${page.viewport}`, widgets: page.tags.length,
    answered: (predicted ?? exercised)?.slice(0, 40), widget, trained: trained && `${trained.before}→${trained.after}`,
    exported: exported && `${exported.name} ${exported.text.length} chars${exported.saved ? `, saved as ${exported.saved}` : ''}`, errors,
  });
}

// In the page: scrolled from top to bottom a screen at a time, each screen
// held until its widgets have drawn and two frames have passed (so what
// layout and observers do after drawing has happened); resolves with the
// errors the hook wrote down.
export async function scrollThrough() {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.9) {
    scrollTo(0, y);
    const end = Date.now() + 15000;
    await frames();
    while ([...document.querySelectorAll('[data-state="loading"]')].some((n) => { const r = n.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; }) && Date.now() < end) await frames();
    await frames();
  }
  return [...globalThis.__engineErrors];
}

// In the page: every colour-only heatmap on screen-able widgets (drawn and
// visible): its column labels set upright within their columns (a label no
// wider than its column's cells, a subscript under its letter, not beside
// it), and the table no wider than its box. Resolves with what is wrong, and
// how many maps and labels were looked at.
export function colourOnlyHeaders() {
  const problems = [];
  let maps = 0;
  let labels = 0;
  const hosts = [...document.querySelectorAll('*')].filter((n) => n.localName.startsWith('attention-') && n.renderRoot);
  for (const host of hosts) {
    host.renderRoot.querySelectorAll('.heatmap--colour-only').forEach((map, k) => {
      const table = map.querySelector('table');
      if (!table || !table.checkVisibility()) return;
      maps += 1;
      const where = `${host.localName} map ${k + 1}`;
      const scroller = map.querySelector('.heatmap__scroller') ?? map;
      const width = table.getBoundingClientRect().width;
      if (width > scroller.clientWidth + 0.5) problems.push(`${where}: the table is ${width.toFixed(0)} px wide in a ${scroller.clientWidth} px box`);
      const cells = [...table.tBodies[0].rows[0].cells].filter((c) => c.localName === 'td');
      table.querySelectorAll('thead th.heatmap__col').forEach((th, c) => {
        labels += 1;
        const label = th.textContent;
        const column = cells[c]?.getBoundingClientRect().width ?? 0;
        const text = (th.firstElementChild ?? th).getBoundingClientRect();
        if (text.width > column + 1) problems.push(`${where}: “${label}” is ${text.width.toFixed(1)} px across, its column ${column.toFixed(1)} px`);
        const sub = th.querySelector('sub');
        const letter = sub?.previousSibling;
        if (sub && letter?.nodeType === 3 && letter.textContent.trim()) {
          const range = document.createRange();
          range.selectNodeContents(letter);
          const glyph = range.getBoundingClientRect();
          const index = sub.getBoundingClientRect();
          if (index.top < glyph.bottom - 1) problems.push(`${where}: in “${label}” the index is beside its letter (index top ${index.top.toFixed(1)}, letter bottom ${glyph.bottom.toFixed(1)})`);
        }
      });
    });
  }
  return { maps, labels, problems };
}
