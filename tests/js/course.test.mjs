// The course's structure, without a browser: the manifest (web/course.mjs)
// against the sections on disk, the chapter-aware build's checks and link
// resolver (web/build/page.mjs), where old one-page links are forwarded
// (web/page/forward-links.js), and the serve script's encoding choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAPTERS, HOME, PRACTICE, PROMISE, WALKTHROUGH_PARAMS, chapterOfSection } from '../../web/course.mjs';
import { assembleCourse, checkManifest, courseIndex, readSections, resolveLinks } from '../../web/build/page.mjs';
import { estimateMinutes } from '../../web/build/reading-time.mjs';
import { forwardTarget } from '../../web/page/forward-links.js';
import { chooseEncoding } from '../../web/serve.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const sections = await readSections(join(webDir, 'sections'));
const index = courseIndex(CHAPTERS, sections);

// Six: the contract's four, with the derivation split in two (no chapter
// over 45 minutes): scores.html up to the masked scores, formula.html from
// softmax on, keeping the worked example's old address; and "Going further"
// split in two (issue 24): inside.html (online softmax and the backward
// pass) before further.html (what heads learn), which keeps its address.
test('the chapters are the six of the course, in order, with every section once', () => {
  assert.deepEqual(CHAPTERS.map((c) => c.file), ['scores.html', 'formula.html', 'heads.html', 'inside.html', 'further.html', 'review.html']);
  assert.deepEqual(CHAPTERS.map((c) => c.number), [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(CHAPTERS.flatMap((c) => c.sections).sort(), [...sections.keys()].sort());
  checkManifest(CHAPTERS, sections);
  const order = CHAPTERS.flatMap((c) => c.sections);
  assert.ok(order.indexOf('online-softmax') > order.indexOf('weighted-sum'), 'online softmax uses v_j and the accumulator');
  assert.equal(chapterOfSection('walkthrough').file, 'formula.html');
  assert.equal(chapterOfSection('masking').file, 'scores.html');
  assert.equal(chapterOfSection('softmax').file, 'formula.html');
  assert.equal(chapterOfSection('backward').file, 'inside.html');
  assert.equal(chapterOfSection('learning').file, 'further.html');
  assert.ok(order.indexOf('backward') < order.indexOf('learning'), 'the head learning uses the backward pass');
  for (const id of PROMISE.flatMap((item) => item.checkpoints)) assert.ok(chapterOfSection(id.split('/')[0]), id);
});

test('every chapter says what it teaches and how long it takes', () => {
  for (const chapter of CHAPTERS) {
    assert.ok(chapter.title && chapter.summary.length > 60, chapter.file);
    assert.ok(!/[\\_]/.test(chapter.summary), `${chapter.file}: plain text, it is also the page's meta description`);
    assert.ok(Number.isInteger(chapter.minutes) && chapter.minutes > 0, chapter.file);
    assert.ok(chapter.minutes < 45, `${chapter.file}: ${chapter.minutes} min on the main path; the issue asks for under 45`);
  }
});

// The figures in the manifest follow the content: adding a widget, an
// exercise or a page of prose makes the old figure fail here. Both of them:
// the main path, and the optional extras behind the sections' disclosures.
test('each chapter\'s minutes, main path and optional, are within 20% of the estimate from its sections', () => {
  // 20%, or one minute for a figure too small for a percentage to mean much.
  const close = (stated, estimate) => Math.abs(stated - estimate) <= Math.max(0.2 * estimate, 1);
  for (const chapter of CHAPTERS) {
    const estimate = estimateMinutes(chapter.sections.map((id) => sections.get(id).html));
    assert.ok(Number.isInteger(chapter.optionalMinutes) && chapter.optionalMinutes >= 0, chapter.file);
    assert.ok(close(chapter.minutes, estimate.main), `${chapter.file}: the manifest says ${chapter.minutes} min on the main path, the sections now take about ${estimate.main.toFixed(1)} (web/course.mjs explains the method)`);
    assert.ok(close(chapter.optionalMinutes, estimate.optional), `${chapter.file}: the manifest says +${chapter.optionalMinutes} min optional, the sections' disclosures now hold about ${estimate.optional.toFixed(1)}`);
  }
});

test('what sits in a <details> is optional, except its summary; the by-hand row costs more than a checkpoint of shapes', () => {
  const section = (body) => `<section id="x" data-toc="X">${body}</section>`;
  const plain = estimateMinutes([section('<p>one two three four</p><attention-predict name="x/a"></attention-predict>')]);
  assert.deepEqual(plain, { main: 4 / 200 + 1, optional: 0 });
  const disclosed = estimateMinutes([section('<p>one two</p><details class="go-deeper"><summary>Go deeper</summary>'
    + '<p>three four five six</p><details><summary>Inner</summary><p>seven</p>\\[ x \\]</details>'
    + '<attention-exercise name="x/b"></attention-exercise></details><p>eight</p>')]);
  assert.equal(disclosed.main, (2 + 1 + 2 + 1) / 200, 'one two, eight and the two summaries');
  assert.equal(disclosed.optional, (4 + 1 + 1) / 200 + 0.25 + 2, 'words, the formula (a word), its equation and the exercise');
  const aligned = estimateMinutes([section('\\[ \\begin{aligned} a &= b \\\\[0.3em] c &= d \\end{aligned} \\]')]);
  assert.equal(aligned.main, 1 / 200 + 0.25, 'a line break inside an equation is not another equation');
  const hidden = estimateMinutes([section('<p>seen <span class="visually-hidden">only heard by a screen reader</span></p>')]);
  assert.equal(hidden.main, 1 / 200, 'what only a screen reader hears is not read on top');
  const row = estimateMinutes([section('<attention-by-hand name="walkthrough/by-hand"></attention-by-hand>')]);
  const shapes = estimateMinutes([section('<attention-by-hand name="formula/shapes"></attention-by-hand>')]);
  assert.ok(row.main > shapes.main);
});

test('the manifest check names what is wrong', () => {
  const chapter = (file, ids) => ({ file, sections: ids });
  const rest = CHAPTERS.slice(1);
  assert.throws(() => checkManifest([chapter('scores.html', [...CHAPTERS[0].sections, 'nowhere']), ...rest], sections),
    /scores\.html lists section "nowhere", which no file in web\/sections\/ has/);
  assert.throws(() => checkManifest([chapter('scores.html', CHAPTERS[0].sections.slice(1)), ...rest], sections),
    /web\/sections\/01-why\.html \(id "why"\) is in no chapter/);
  assert.throws(() => checkManifest([CHAPTERS[0], chapter('formula.html', ['softmax', 'why']), ...CHAPTERS.slice(2)], sections),
    /section "why" is in both scores\.html and formula\.html/);
  assert.throws(() => checkManifest([chapter('index.html', ['why']), ...CHAPTERS], sections), /two pages are called index\.html/);
});

test('the link resolver points each #id at the page that has it, and fails on an id no page has', () => {
  const html = '<main id="main"><a href="#main">a</a> <a href="#qkv">b</a> <a href="#learning-softmax">c</a> '
    + '<a href="formula.html#why">d</a> <a href="https://example.org/x#qkv">e</a> <a href="#">f</a></main>';
  assert.equal(resolveLinks(html, 'review.html', index),
    '<main id="main"><a href="#main">a</a> <a href="scores.html#qkv">b</a> <a href="inside.html#learning-softmax">c</a> '
    + '<a href="scores.html#why">d</a> <a href="https://example.org/x#qkv">e</a> <a href="#">f</a></main>');
  assert.equal(resolveLinks('<a href="#qkv">b</a>', 'scores.html', index), '<a href="#qkv">b</a>');
  assert.equal(resolveLinks('<a href="heads.html#scaling">b</a>', 'further.html', index), '<a href="scores.html#scaling">b</a>');
  // Across the split: the two halves of the derivation link each other.
  assert.equal(resolveLinks('<a href="#softmax">b</a> <a href="#glossary">g</a>', 'scores.html', index),
    '<a href="formula.html#softmax">b</a> <a href="formula.html#glossary">g</a>');
  assert.equal(resolveLinks('<a href="#masking">b</a>', 'formula.html', index), '<a href="scores.html#masking">b</a>');
  assert.throws(() => resolveLinks('<a href="#no-such-id">x</a>', 'heads.html', index),
    /heads\.html: a link to #no-such-id, but no page of the course has id="no-such-id"/);
  assert.throws(() => resolveLinks('<a href="review.html#nope">x</a>', 'heads.html', index), /no page of the course has id="nope"/);
});

test('ids are unique across the course, and so are widget url-keys', () => {
  const twice = new Map(sections);
  const copy = { ...sections.get('multi-head') };
  twice.set('multi-head', { ...copy, ids: [...copy.ids, 'scaling'] });
  assert.throws(() => courseIndex(CHAPTERS, twice), /id="scaling" is used twice: in web\/sections\/04-scaling\.html and web\/sections\/10-multi-head\.html/);
  twice.set('multi-head', { ...copy, urlKeys: [...copy.urlKeys, 'scaling'] });
  assert.throws(() => courseIndex(CHAPTERS, twice), /url-key="scaling" is used twice/);
});

test('the built pages: a home and a page per chapter, each section once, in manifest order', async () => {
  const { pages } = await assembleCourse(join(webDir, 'page'), join(webDir, 'sections'));
  assert.deepEqual(pages.map((p) => p.file), [HOME.file, ...CHAPTERS.map((c) => c.file)]);
  for (const chapter of CHAPTERS) {
    const { html } = pages.find((p) => p.file === chapter.file);
    const ids = [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(ids, chapter.sections, chapter.file);
    assert.match(html, /<html lang="en">/);
    assert.match(html, new RegExp(`<meta name="description" content="${chapter.summary.slice(0, 30)}`));
  }
  const home = pages[0].html;
  assert.doesNotMatch(home, /<section\b[^>]*\bid="why"/, 'the home page holds no section');
  assert.doesNotMatch(home, /attention-math\.js|app\.js/, 'nor loads the core or the widgets');
  for (const item of PROMISE) assert.match(home, new RegExp(`data-promise="${item.id}" data-checkpoints="${item.checkpoints.join(' ')}"`));
  // The practice checkpoints under the promises, each linked to itself, counted apart; the built counts are numbers.
  assert.match(home, /Practice checkpoints<\/h3>\s*<p class="promise__rule">Not part of the promises: ticked once passed, with help or without\.<\/p>/);
  for (const [id, checkpoint, href] of [['head-shapes', 'multi-head/shapes', 'heads.html#checkpoint-heads'],
    ['merge', 'online-softmax/merge', 'inside.html#checkpoint-merge'], ['capstone', 'takeaways/capstone', 'review.html#capstone-title']]) {
    assert.match(home, new RegExp(`data-practice="${id}" data-checkpoints="${checkpoint}">[\\s\\S]*?href="${href}"`), `${id}, linked to itself`);
  }
  assert.match(home, new RegExp(`data-total="checkpoint">0 of ${PROMISE.length}<`), 'the promises’ count leaves the practice out');
  assert.match(home, new RegExp(`data-total="practice">0 of ${PRACTICE.length}<`));
  assert.match(home, /data-total="prediction">0 of \d+<\/dd>/, 'a count, not the names (the build once summed the name lists)');
  assert.match(home, /data-total="exercise">0 of \d+<\/dd>/);
});

const where = (url) => {
  const parsed = new URL(url, 'file:///site/');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};
const forward = (url) => forwardTarget(where(url), index, { home: HOME.file, walkthrough: 'walkthrough', walkthroughParams: WALKTHROUGH_PARAMS });

test('old one-page links forward to the chapter with their query and hash', () => {
  assert.equal(forward('index.html?seed=7&dk=4#walkthrough'), 'formula.html?seed=7&dk=4#walkthrough');
  assert.equal(forward('index.html#scaling'), 'scores.html#scaling');
  assert.equal(forward('index.html?scaling.dk=256#scaling'), 'scores.html?scaling.dk=256#scaling');
  assert.equal(forward('index.html#learning-softmax'), 'inside.html#learning-softmax');
  assert.equal(forward('index.html?mc-bug.bug=mask-with-zero#misconceptions'), 'review.html?mc-bug.bug=mask-with-zero#misconceptions');
  // No hash: a widget's parameter names its chapter and section; the worked
  // example's own parameters name the worked example.
  assert.equal(forward('index.html?mh.h=3&mh.seed=7'), 'heads.html?mh.h=3&mh.seed=7#heads-split', 'the step that holds the mh widget');
  assert.equal(forward('index.html?mh.h=3&mh.seed=7#multi-head'), 'heads.html?mh.h=3&mh.seed=7#multi-head', 'a hash is kept');
  assert.equal(forward('index.html?seed=9&dk=5&dv=1'), 'formula.html?seed=9&dk=5&dv=1#walkthrough');
  assert.equal(forward('index.html?tokens=a%20b&x=1,2;3'), 'formula.html?tokens=a%20b&x=1,2;3#walkthrough');
  // A directory URL on a host is the home page too.
  assert.equal(forward('/docs/attention/?online.chunk=2'), 'inside.html?online.chunk=2#online-softmax');
});

// formula.html held all nine sections of the derivation before the split;
// links into its first five now forward to scores.html, query and all.
test('links into the old first chapter whose section moved to scores.html forward there with their state', () => {
  assert.equal(forward('formula.html#qkv'), 'scores.html#qkv');
  assert.equal(forward('formula.html#why'), 'scores.html#why');
  assert.equal(forward('formula.html?scaling.dk=256&softmax.scale=50#scaling'), 'scores.html?scaling.dk=256&softmax.scale=50#scaling');
  assert.equal(forward('formula.html?qkv.n=7#qkv-title'), 'scores.html?qkv.n=7#qkv-title', 'an id inside a moved section');
  assert.equal(forward('/docs/attention/formula.html?masking.causal=0#masking'), 'scores.html?masking.causal=0#masking', 'from a sub-path');
  // No hash: the widgets the query names say where it belongs.
  assert.equal(forward('formula.html?scaling.dk=256'), 'scores.html?scaling.dk=256#scaling');
  assert.equal(forward('formula.html?walkthrough.seed=7&scaling.dk=256'), null, 'a query with this page\'s own state stays');
  // What stayed in formula.html stays.
  assert.equal(forward('formula.html?seed=7&dk=4#walkthrough'), null);
  assert.equal(forward('formula.html#softmax'), null);
  assert.equal(forward('formula.html#checkpoint-numerics'), null);
});

// further.html held online softmax and the backward pass before inside.html
// took them (issue 24): links to them move on, what heads learn stays.
test('links into further.html whose section moved to inside.html forward there with their state', () => {
  assert.equal(forward('further.html#online-softmax'), 'inside.html#online-softmax');
  assert.equal(forward('further.html?gc.eps=1e-2#learning-check-title'), 'inside.html?gc.eps=1e-2#learning-check-title');
  assert.equal(forward('further.html#learning-softmax'), 'inside.html#learning-softmax');
  assert.equal(forward('further.html?online.chunk=2'), 'inside.html?online.chunk=2#online-softmax');
  assert.equal(forward('further.html#learning'), null);
  assert.equal(forward('further.html#trained-heads-circuit'), null);
});

test('links that are already right, or name nothing, stay', () => {
  assert.equal(forward('index.html'), null);
  assert.equal(forward('index.html#main'), null);
  assert.equal(forward('index.html#no-such-section'), null);
  assert.equal(forward('index.html?utm=1'), null);
  assert.equal(forward('index.html#%E0%A4%A'), null, 'a malformed hash');
  assert.equal(forward('index.html?constructor.x=1'), null, 'not a url-key');
  assert.equal(forward('formula.html?seed=7#walkthrough'), null);
  assert.equal(forward('formula.html?softmax.scale=50'), null, 'a chapter page keeps its own query');
  assert.equal(forward('formula.html?utm=1'), null, 'and a query that names no widget');
  assert.equal(forward('scores.html?seed=7'), null, 'the worked example\'s bare parameters move on only from the home page');
  assert.equal(forward('formula.html?mh.h=3'), 'heads.html?mh.h=3#heads-split', 'a query that names only another chapter\'s widget moves on');
  assert.equal(forward('heads.html#scaling'), 'scores.html#scaling', 'and so does a hash of another chapter');
});

test('the server picks brotli, then gzip, and honours q=0', () => {
  assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
  assert.equal(chooseEncoding('gzip'), 'gzip');
  assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('identity'), null);
  assert.equal(chooseEncoding(''), null);
  assert.equal(chooseEncoding(undefined), null);
});
