// The course's structure, without a browser: the manifest (web/course.mjs)
// against the sections on disk, the chapter-aware build's checks and link
// resolver (web/build/page.mjs), where old one-page links are forwarded
// (web/page/forward-links.js), and the serve script's encoding choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAPTERS, HOME, PROMISE, WALKTHROUGH_PARAMS, chapterOfSection } from '../../web/course.mjs';
import { assembleCourse, checkManifest, courseIndex, readSections, resolveLinks } from '../../web/build/page.mjs';
import { estimateMinutes } from '../../web/build/reading-time.mjs';
import { forwardTarget } from '../../web/page/forward-links.js';
import { chooseEncoding } from '../../web/serve.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const sections = await readSections(join(webDir, 'sections'));
const index = courseIndex(CHAPTERS, sections);

test('the chapters are the four of the contract, in order, with every section once', () => {
  assert.deepEqual(CHAPTERS.map((c) => c.file), ['formula.html', 'heads.html', 'further.html', 'review.html']);
  assert.deepEqual(CHAPTERS.map((c) => c.number), [1, 2, 3, 4]);
  assert.deepEqual(CHAPTERS.flatMap((c) => c.sections).sort(), [...sections.keys()].sort());
  checkManifest(CHAPTERS, sections);
  const order = CHAPTERS.flatMap((c) => c.sections);
  assert.ok(order.indexOf('online-softmax') > order.indexOf('weighted-sum'), 'online softmax uses v_j and the accumulator');
  assert.equal(chapterOfSection('walkthrough').file, 'formula.html');
  for (const item of PROMISE) assert.ok(chapterOfSection(item.checkpoint.split('/')[0]), item.checkpoint);
});

test('every chapter says what it teaches and how long it takes', () => {
  for (const chapter of CHAPTERS) {
    assert.ok(chapter.title && chapter.summary.length > 60, chapter.file);
    assert.ok(!/[\\_]/.test(chapter.summary), `${chapter.file}: plain text, it is also the page's meta description`);
    assert.ok(Number.isInteger(chapter.minutes) && chapter.minutes > 0, chapter.file);
  }
});

// The figures in the manifest follow the content: adding a widget, an
// exercise or a page of prose makes the old figure fail here.
test('each chapter\'s minutes are within 20% of the estimate from its sections', () => {
  for (const chapter of CHAPTERS) {
    const estimate = estimateMinutes(chapter.sections.map((id) => sections.get(id).html));
    const off = Math.abs(chapter.minutes - estimate) / estimate;
    assert.ok(off <= 0.2, `${chapter.file}: the manifest says ${chapter.minutes} min, the sections now take about ${estimate.toFixed(1)} (web/course.mjs explains the method)`);
  }
});

test('the manifest check names what is wrong', () => {
  const chapter = (file, ids) => ({ file, sections: ids });
  const rest = CHAPTERS.slice(1);
  assert.throws(() => checkManifest([chapter('formula.html', [...CHAPTERS[0].sections, 'nowhere']), ...rest], sections),
    /formula\.html lists section "nowhere", which no file in web\/sections\/ has/);
  assert.throws(() => checkManifest([chapter('formula.html', CHAPTERS[0].sections.slice(1)), ...rest], sections),
    /web\/sections\/01-why\.html \(id "why"\) is in no chapter/);
  assert.throws(() => checkManifest([CHAPTERS[0], chapter('heads.html', ['multi-head', 'why']), ...CHAPTERS.slice(2)], sections),
    /section "why" is in both formula\.html and heads\.html/);
  assert.throws(() => checkManifest([chapter('index.html', ['why']), ...CHAPTERS], sections), /two pages are called index\.html/);
});

test('the link resolver points each #id at the page that has it, and fails on an id no page has', () => {
  const html = '<main id="main"><a href="#main">a</a> <a href="#qkv">b</a> <a href="#learning-softmax">c</a> '
    + '<a href="formula.html#why">d</a> <a href="https://example.org/x#qkv">e</a> <a href="#">f</a></main>';
  assert.equal(resolveLinks(html, 'review.html', index),
    '<main id="main"><a href="#main">a</a> <a href="formula.html#qkv">b</a> <a href="further.html#learning-softmax">c</a> '
    + '<a href="formula.html#why">d</a> <a href="https://example.org/x#qkv">e</a> <a href="#">f</a></main>');
  assert.equal(resolveLinks('<a href="#qkv">b</a>', 'formula.html', index), '<a href="#qkv">b</a>');
  assert.equal(resolveLinks('<a href="heads.html#scaling">b</a>', 'further.html', index), '<a href="formula.html#scaling">b</a>');
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
  for (const item of PROMISE) assert.match(home, new RegExp(`data-checkpoint="${item.checkpoint}"`));
});

const where = (url) => {
  const parsed = new URL(url, 'file:///site/');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};
const forward = (url) => forwardTarget(where(url), index, { home: HOME.file, walkthrough: 'walkthrough', walkthroughParams: WALKTHROUGH_PARAMS });

test('old one-page links forward to the chapter with their query and hash', () => {
  assert.equal(forward('index.html?seed=7&dk=4#walkthrough'), 'formula.html?seed=7&dk=4#walkthrough');
  assert.equal(forward('index.html#scaling'), 'formula.html#scaling');
  assert.equal(forward('index.html?scaling.dk=256#scaling'), 'formula.html?scaling.dk=256#scaling');
  assert.equal(forward('index.html#learning-softmax'), 'further.html#learning-softmax');
  assert.equal(forward('index.html?mc-bug.bug=mask-with-zero#misconceptions'), 'review.html?mc-bug.bug=mask-with-zero#misconceptions');
  // No hash: a widget's parameter names its chapter and section; the worked
  // example's own parameters name the worked example.
  assert.equal(forward('index.html?mh.h=3&mh.seed=7'), 'heads.html?mh.h=3&mh.seed=7#multi-head');
  assert.equal(forward('index.html?seed=9&dk=5&dv=1'), 'formula.html?seed=9&dk=5&dv=1#walkthrough');
  assert.equal(forward('index.html?tokens=a%20b&x=1,2;3'), 'formula.html?tokens=a%20b&x=1,2;3#walkthrough');
  // A directory URL on a host is the home page too.
  assert.equal(forward('/docs/attention/?online.chunk=2'), 'further.html?online.chunk=2#online-softmax');
});

test('links that are already right, or name nothing, stay', () => {
  assert.equal(forward('index.html'), null);
  assert.equal(forward('index.html#main'), null);
  assert.equal(forward('index.html#no-such-section'), null);
  assert.equal(forward('index.html?utm=1'), null);
  assert.equal(forward('index.html#%E0%A4%A'), null, 'a malformed hash');
  assert.equal(forward('index.html?constructor.x=1'), null, 'not a url-key');
  assert.equal(forward('formula.html?seed=7#walkthrough'), null);
  assert.equal(forward('formula.html?mh.h=3'), null, 'a chapter page keeps its own query');
  assert.equal(forward('heads.html#scaling'), 'formula.html#scaling', 'but a hash of another chapter moves on');
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
