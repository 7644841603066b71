// Assembles the course's pages from the manifest (web/course.mjs): the home
// page (site/index.html) and one page per chapter, each from the frame in
// web/page/frame.html. A chapter page holds its sections (web/sections/*.html,
// in the manifest's order), a sticky map of its steps, and links to the
// previous and next chapter. Links between sections (href="#id") that cross
// a chapter are rewritten to chapter.html#id; a link to an id that no page
// has fails the build, as does a section that no chapter lists.
//
// Returns plain HTML with the TeX still in it (build.mjs typesets every page,
// then subsets the fonts to what all of them use), the script bundle each
// chapter page loads and the custom elements it uses (build.mjs bundles
// those), and the course index that page-init.js forwards old one-page links with.

import { promptTemplate, withRecall } from '../lib/course/recall.js';
import { message, withLanguage } from '../lib/text/messages.js';
import { nameAndNoteGap } from '../lib/text/join.js';
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGES } from '../locales/index.js';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { heldSections, shapesOf, stripSections, withPipeline } from './pipeline.mjs';
import { CHAPTERS, HOME, PRACTICE, PROMISE } from '../course.mjs';

const SECTION_TAG = /<section\b[^>]*\bid="([^"]+)"[^>]*\bdata-toc="([^"]+)"/;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;
const URL_KEY_ATTRIBUTE = /\surl-key="([^"]+)"/g;
const HASH_LINK = /\shref="([^"#]*)#([^"]*)"/g;

const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

// The pages' prose lives in the catalogues (web/locales/): a partial holds
// {{page-…}} or {{site-…}} where a block's text or a reader-facing attribute
// goes, and this writes the message there in `lang`. A message is HTML in
// content (it may hold <em>, links, formulas) and plain text in an attribute,
// escaped. `args` are the values a message may name ({ $minutes }); an id
// that no catalogue has fails the build (message() throws).
const PROSE_PLACEHOLDER = /(="?)?\{\{((?:page|site)-[a-z0-9-]+)\}\}/g;
export function withProse(html, lang = 'en', args = undefined) {
  return html.replace(PROSE_PLACEHOLDER, (placeholder, attribute, id) => (attribute
    ? `${attribute}${escapeHtml(message(id, args, lang))}`
    : message(id, args, lang)));
}

// [{name, source}] for every partial in web/sections/, as written ({{page-…}} placeholders).
async function readSectionSources(sectionsDir) {
  const names = (await readdir(sectionsDir)).filter((name) => name.endsWith('.html')).sort();
  return Promise.all(names.map(async (name) => ({ name, source: (await readFile(join(sectionsDir, name), 'utf8')).trim() })));
}

// id → {id, title, file, html, ids, urlKeys} for every partial in web/sections/, in `lang`.
export async function readSections(sectionsDir, lang = DEFAULT_LANGUAGE) {
  const sources = await readSectionSources(sectionsDir);
  return withLanguage(lang, () => sectionsIn(sources, lang));
}

// Synchronous, so that it runs whole in the language withLanguage sets.
function sectionsIn(sources, lang) {
  const sections = new Map();
  for (const { name, source } of sources) {
    // A chapter's opening recall is written in here (web/lib/course/recall.js):
    // drawn by the page's script, it would move the page under the reader.
    const html = withRecall(withProse(source, lang));
    const match = SECTION_TAG.exec(html);
    if (!match) throw new Error(`${name}: needs <section id="…" data-toc="…"> as its outer element`);
    const [, id, title] = match;
    if (sections.has(id)) throw new Error(`${name} and ${sections.get(id).file} both use id="${id}"`);
    sections.set(id, {
      id, title, file: name, html,
      ids: [...html.matchAll(ID_ATTRIBUTE)].map((m) => m[1]),
      urlKeys: [...html.matchAll(URL_KEY_ATTRIBUTE)].map((m) => m[1]),
      predictions: [...html.matchAll(/<attention-predict\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]),
      exercises: [...html.matchAll(/<attention-exercise\b(?!s)[^>]*\bname="([^"]+)"/g)].map((m) => m[1]),
    });
  }
  return sections;
}

// Every section in exactly one chapter, every listed section real.
export function checkManifest(chapters, sections) {
  const files = new Set([HOME.file]);
  const placed = new Map();
  for (const chapter of chapters) {
    if (files.has(chapter.file)) throw new Error(`web/course.mjs: two pages are called ${chapter.file}`);
    files.add(chapter.file);
    if (chapter.sections.length === 0) throw new Error(`web/course.mjs: ${chapter.file} lists no sections`);
    for (const id of chapter.sections) {
      if (!sections.has(id)) throw new Error(`web/course.mjs: ${chapter.file} lists section "${id}", which no file in web/sections/ has`);
      if (placed.has(id)) throw new Error(`web/course.mjs: section "${id}" is in both ${placed.get(id)} and ${chapter.file}`);
      placed.set(id, chapter.file);
    }
  }
  for (const section of sections.values()) {
    if (!placed.has(section.id)) throw new Error(`web/sections/${section.file} (id "${section.id}") is in no chapter of web/course.mjs`);
  }
}

// Which page holds each id and each widget url-key; ids are unique across
// the whole course, so that chapter.html#id names one place.
export function courseIndex(chapters, sections) {
  const ids = {};
  const urlKeys = {};
  const where = {};
  for (const chapter of chapters) {
    for (const id of chapter.sections) {
      const section = sections.get(id);
      for (const inner of section.ids) {
        if (inner in ids) throw new Error(`id="${inner}" is used twice: in web/sections/${where[inner]} and web/sections/${section.file}`);
        ids[inner] = chapter.file;
        where[inner] = section.file;
      }
      for (const key of section.urlKeys) {
        if (key in urlKeys) throw new Error(`url-key="${key}" is used twice (web/sections/${section.file}): two widgets would share URL parameters`);
        urlKeys[key] = { page: chapter.file, section: id };
      }
    }
  }
  return { ids, urlKeys };
}

// Ids within one page must be unique, shell and sections together.
function checkPageIds(html, page) {
  const seen = new Set();
  for (const [, id] of html.matchAll(ID_ATTRIBUTE)) {
    if (seen.has(id)) throw new Error(`${page}: id="${id}" appears twice`);
    seen.add(id);
  }
}

// Rewrites href="#id" (and href="page.html#id") to the page that has the id.
export function resolveLinks(html, page, index) {
  const local = new Set([...html.matchAll(ID_ATTRIBUTE)].map((m) => m[1]));
  const pages = new Set([HOME.file, ...CHAPTERS.map((chapter) => chapter.file)]);
  return html.replace(HASH_LINK, (link, file, hash) => {
    if (file && !pages.has(file)) return link; // another site's page: not ours to check
    if (hash === '') return link;
    const id = decodeURIComponent(hash);
    if ((!file || file === page) && local.has(id)) return ` href="#${hash}"`;
    const owner = index.ids[id];
    if (!owner) throw new Error(`${page}: a link to ${file}#${hash}, but no page of the course has id="${id}"`);
    return owner === page ? ` href="#${hash}"` : ` href="${owner}#${hash}"`;
  });
}

// `partial`: fill what `values` names and leave the other placeholders for a later fill.
function fill(template, values, partial = false) {
  return template.replace(/\{\{([\w-]+)\}\}/g, (placeholder, name) => {
    if (!(name in values)) {
      if (partial) return placeholder;
      throw new Error(`web/page: no value for ${placeholder}`);
    }
    return String(values[name]);
  });
}

// "about 40 min · +20 min optional": the main path, and what its
// disclosures add (web/build/reading-time.mjs counts them apart), in the
// current language; `long`: "40 minutes · …", as a chapter's head says it.
export function timeText(chapter, long = false) {
  return message(long ? 'site-chapter-time-long' : 'site-chapter-time', { minutes: chapter.minutes, optional: chapter.optionalMinutes });
}

const stepCount = (steps) => message('site-chapter-step-count', { steps: steps.length });

function stepList(chapter, sections) {
  return chapter.sections.map((id) => sections.get(id));
}

// The sticky map of a chapter's steps. It works without script as a list of
// links; web/page/step-map.js marks the current step and those done.
function stepMap(chapter, sections) {
  const steps = stepList(chapter, sections);
  const items = steps.map((step, i) => `        <li><a class="step-map__step" href="#${step.id}" data-step="${step.id}" title="${escapeHtml(step.title)}"${i === 0 ? ' aria-current="step"' : ''}><span class="step-map__dot" aria-hidden="true">${i + 1}</span><span class="visually-hidden">${message('site-step-map-step', { number: i + 1, title: escapeHtml(step.title) })}<span data-done-label hidden>${nameAndNoteGap()}${message('site-step-map-done')}</span></span></a></li>`);
  // step-map.js rewrites the number in its span as the reader moves.
  const where = message('site-step-map-where', { number: '<span data-step-number>1</span>', total: steps.length });
  return `  <nav class="step-map" aria-label="${escapeHtml(message('site-step-map-label'))}">
    <div class="step-map__inner">
      <p class="step-map__where" data-part="where" aria-hidden="true"><span class="step-map__count">${where}</span> <span class="step-map__title" data-step-title>${escapeHtml(steps[0].title)}</span></p>
      <ol class="step-map__steps">
${items.join('\n')}
      </ol>
      <a class="step-map__top" href="#top">${message('site-step-map-top')}</a>
    </div>
  </nav>`;
}

function pagerLink(target, rel) {
  const direction = message(`site-pager-${rel}`, { number: target.number ?? 0 });
  return `      <a class="chapter-pager__link chapter-pager__link--${rel}" href="${target.file}" rel="${rel}">
        <span class="chapter-pager__direction">${direction}</span>
        <span class="chapter-pager__title">${escapeHtml(target.title)}</span>
      </a>`;
}

function chapterMain(chapter, sections, strip) {
  const at = CHAPTERS.indexOf(chapter);
  const home = { file: HOME.file, title: message('site-pager-home-title') };
  const prev = CHAPTERS[at - 1] ?? home;
  const next = CHAPTERS[at + 1] ?? home;
  const steps = stepList(chapter, sections);
  return `    <div class="chapter-head">
      <nav class="chapter-head__crumbs" aria-label="${escapeHtml(message('site-crumbs-label'))}"><a href="${HOME.file}">${message('site-crumbs-home')}</a> <span aria-hidden="true">›</span> ${message('site-crumbs-chapter', { number: chapter.number, total: CHAPTERS.length })}</nav>
      <h1 id="chapter-title">${escapeHtml(chapter.title)}</h1>
      <p class="chapter-head__summary">${escapeHtml(chapter.summary)}</p>
      <p class="chapter-head__meta">${message('site-chapter-head-meta', { time: timeText(chapter, true), steps: stepCount(steps) })}</p>
      <p class="progress-warning" data-progress-warning hidden>
        ${message('site-chapter-storage-warning')}
      </p>
    </div>

${steps.map((step) => withPipeline(step.html, step.id, strip.order, strip.shapes, strip.held)).join('\n\n')}

    <nav class="chapter-pager" aria-label="${escapeHtml(message('site-pager-label'))}">
${pagerLink(prev, 'prev')}
${pagerLink(next, 'next')}
    </nav>`;
}

// One checklist line: its tick, its words linked to its own anchor or else
// to the section its first checkpoint sits in, and the status that
// home-progress.js writes. `kind`: 'promise' or 'practice'.
function checkLine(kind, item) {
  const section = item.anchor ?? item.checkpoints[0].split('/')[0];
  return `        <li class="promise__item" data-${kind}="${item.id}" data-checkpoints="${item.checkpoints.join(' ')}">
          <span class="promise__tick" aria-hidden="true"></span>
          <div class="promise__body">
            <a class="promise__text" href="#${section}">${escapeHtml(item.text)}</a>
            <span class="promise__detail">${escapeHtml(item.detail)}</span>
            <span class="promise__status" data-${kind}-status>${message(`site-${kind}-status-start`)}</span>
          </div>
        </li>`;
}

// The three promises, ticked only by passes without help, and under them
// the other checkpoints as practice, ticked by any pass: said in so many
// words, so that a ticked capstone never sits beside "0 of 3" unexplained.
function promiseList() {
  const items = PROMISE.map((item) => checkLine('promise', item));
  const practice = PRACTICE.map((item) => checkLine('practice', item));
  return `      <p class="promise__rule">${message('site-promise-rule')}</p>
      <ul class="promise__list">\n${items.join('\n')}\n      </ul>
      <div class="promise__practice">
        <h3 class="promise__practice-title" id="practice-title">${message('site-practice-title')}</h3>
        <p class="promise__rule">${message('site-practice-rule')}</p>
        <ul class="promise__list" aria-labelledby="practice-title">\n${practice.join('\n')}\n        </ul>
      </div>`;
}

function chapterCards(sections) {
  const cards = CHAPTERS.map((chapter) => {
    const steps = stepList(chapter, sections);
    // The names, not only the counts: a reader's progress may hold an
    // exercise the course has since replaced, and it must not count.
    const predictions = steps.flatMap((step) => step.predictions).join(' ');
    const exercises = steps.flatMap((step) => step.exercises).join(' ');
    const stepItems = steps.map((step) => `            <li class="chapter-card__step" data-step="${step.id}"><a href="${chapter.file}#${step.id}">${escapeHtml(step.title)}<span class="visually-hidden" data-done-label hidden>${nameAndNoteGap()}${message('site-chapter-card-read')}</span></a></li>`);
    return `        <li class="chapter-card" data-chapter="${chapter.file}" data-steps="${chapter.sections.join(' ')}" data-predictions="${predictions}" data-exercises="${exercises}">
          <span class="chapter-card__number" aria-hidden="true">${chapter.number}</span>
          <div class="chapter-card__body">
            <p class="chapter-card__meta">${message('site-chapter-card-meta', { number: chapter.number, time: timeText(chapter), steps: stepCount(steps) })}</p>
            <h3 class="chapter-card__title"><a href="${chapter.file}">${escapeHtml(chapter.title)}</a></h3>
            <p class="chapter-card__summary">${escapeHtml(chapter.summary)}</p>
            <ol class="chapter-card__steps" aria-label="${escapeHtml(message('site-chapter-card-steps-label', { number: chapter.number }))}">
${stepItems.join('\n')}
            </ol>
            <div class="chapter-card__progress">
              <span class="chapter-card__bar" aria-hidden="true"><span class="chapter-card__fill" data-fill></span></span>
              <span class="chapter-card__counts" data-counts>${message('site-chapter-card-not-started')}</span>
            </div>
          </div>
        </li>`;
  });
  return `      <ol class="chapter-map__list">\n${cards.join('\n')}\n      </ol>`;
}

// The script bundle of a chapter page: only the custom elements its
// sections use (build.mjs bundles it from web/main.js).
export const appBundle = (chapter) => `app-${chapter.file.replace(/\.html$/, '')}.js`;

// `root`: the way from the page to site/ ('' for English, '../' for a
// language's own folder): every language's pages share one set of scripts,
// stylesheets and fonts. The catalogues are scripts of their own
// (site/l10n/<code>.js, build/catalogues.mjs), loaded before the page's
// scripts and cached from page to page: English on every page (a message a
// translation lacks falls back to it), and the page's language beside it.
// A pseudo-locale is made from English at load.
const catalogueScripts = (lang, root) => [...new Set([DEFAULT_LANGUAGE, languageOf(lang)?.from ? DEFAULT_LANGUAGE : lang])]
  .map((code) => `  <script defer src="${root}l10n/${code}.js"></script>\n`).join('');

const SCRIPTS = {
  // The home page needs no core and no widgets: only its own small script.
  home: (lang, root) => `${catalogueScripts(lang, root)}  <script defer src="${root}course.js"></script>`,
  // Classic scripts, not modules: modules are blocked on file:// pages. The
  // chapter's bundle is deferred, so the page parses and paints without
  // waiting for it, and it runs after the catalogues it reads; it adds
  // attention-math.js (the WebAssembly core, about 190 kB compressed)
  // itself, after the first paint, once a widget asks for numbers
  // (web/lib/core/module.js).
  chapter: (chapter, lang, root) => `${catalogueScripts(lang, root)}  <script defer src="${root}${appBundle(chapter)}"></script>\n  <script defer src="${root}course.js"></script>`,
};

// The custom elements a page's HTML uses, by tag name, sorted.
export function elementsUsed(html) {
  return [...new Set([...html.matchAll(/<(attention-[a-z0-9-]+)[\s>]/g)].map((m) => m[1]))].sort();
}

// Where a language's pages go, under site/: English at the top, every
// other language in a folder of its code (site/zh-CN/index.html).
export const languageDir = (code) => (code === DEFAULT_LANGUAGE ? '' : `${code}/`);
const languageOf = (code) => [...LANGUAGES, ...PSEUDO_LANGUAGES].find((language) => language.code === code);

// The header's links to this page in every language (a pseudo-locale's page
// lists itself too). page-init.js adds the reader's place (#section) on click.
function languageSwitch(file, lang, root) {
  const shown = LANGUAGES.some((language) => language.code === lang) ? LANGUAGES : [...LANGUAGES, languageOf(lang)];
  const links = shown.map((language) => `          <li${language.code === lang ? ' class="language-switch__current"' : ''}><a class="language-switch__link" href="${language.code === lang ? '' : `${root}${languageDir(language.code)}`}${file}" hreflang="${language.code}" lang="${language.code}" data-language-link${language.code === lang ? ' aria-current="page"' : ''}>${escapeHtml(language.name)}</a></li>`);
  return `      <nav class="language-switch" aria-label="${escapeHtml(message('language-switch'))}">
        <ul class="language-switch__list">
${links.join('\n')}
        </ul>
      </nav>`;
}

// <link rel="alternate"> to the page in every language, for search engines,
// which take only absolute addresses there (a relative one is an error to
// Lighthouse and ignored by Google). A static build does not know where it
// will be hosted, so the links come only when the host gives its address:
// ATTENTION_MATH_SITE_URL=https://example.org/attention-math/ node web/build.mjs
export function alternates(file, siteUrl = process.env.ATTENTION_MATH_SITE_URL) {
  if (!siteUrl) return '';
  const base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  const link = (hreflang, code) => `  <link rel="alternate" hreflang="${hreflang}" href="${new URL(`${languageDir(code)}${file}`, base)}">`;
  return [...LANGUAGES.map((language) => link(language.code, language.code)), link('x-default', DEFAULT_LANGUAGE)].join('\n');
}

// The core the CMake build put in site/ (the build's pipeline strips read
// their shapes from it).
async function siteCore(pageDir) {
  const require = createRequire(import.meta.url);
  return require(resolve(pageDir, '..', '..', 'site', 'attention-math.js'))();
}

// → {pages: [{file, html}], index}: the pages of one language, `lang`
// (English by default), whose files go in site/<languageDir(lang)>.
export async function assembleCourse(pageDir, sectionsDir, am = null, lang = DEFAULT_LANGUAGE) {
  const strip = { order: stripSections(CHAPTERS), held: heldSections(CHAPTERS), shapes: shapesOf(am ?? await siteCore(pageDir)) };
  const [frame, home, sources] = await Promise.all([
    readFile(join(pageDir, 'frame.html'), 'utf8'),
    readFile(join(pageDir, 'home.html'), 'utf8'),
    readSectionSources(sectionsDir),
  ]);
  // Synchronous from here, so that every message, the manifest's titles
  // included (course.mjs), is in `lang`.
  return withLanguage(lang, () => assembleLanguage({ frame, home, sections: sectionsIn(sources, lang), strip }, lang));
}

function assembleLanguage({ frame, home, sections, strip }, lang) {
  checkManifest(CHAPTERS, sections);
  const index = courseIndex(CHAPTERS, sections);
  const stepTotal = CHAPTERS.reduce((sum, chapter) => sum + chapter.sections.length, 0);
  const all = [...sections.values()];
  // The names' counts (a sum of the lists themselves wrote the names into the page).
  const predictions = all.reduce((sum, section) => sum + section.predictions.length, 0);
  const exercises = all.reduce((sum, section) => sum + section.exercises.length, 0);
  const homeValues = {
    'chapter-count': CHAPTERS.length,
    minutes: CHAPTERS.reduce((sum, chapter) => sum + chapter.minutes, 0),
    'optional-minutes': CHAPTERS.reduce((sum, chapter) => sum + chapter.optionalMinutes, 0),
    'first-chapter': CHAPTERS[0].file,
    'first-title': escapeHtml(CHAPTERS[0].title),
    'step-total': stepTotal,
    'checkpoint-total': PROMISE.length,
    'practice-total': PRACTICE.length,
    'prediction-count': predictions,
    'exercise-count': exercises,
    // Until the course has predictions or exercises, their counters stay hidden.
    'prediction-hidden': predictions ? '' : ' hidden',
    'exercise-hidden': exercises ? '' : ' hidden',
  };
  const root = languageDir(lang) ? '../' : '';
  const language = languageOf(lang);
  const shell = (file) => fill(withProse(frame, lang), {
    lang, dir: lang === DEFAULT_LANGUAGE ? '' : ` dir="${language.dir}"`, root,
    alternates: alternates(file), 'language-switch': languageSwitch(file, lang, root),
  }, true);
  const homeMain = fill(withProse(home, lang, homeValues), homeValues).replace('<!-- promise -->', () => promiseList()).replace('<!-- chapters -->', () => chapterCards(sections))
    .replace('<!-- recall prompts -->', () => promptTemplate());
  const pages = [{
    file: HOME.file,
    html: fill(shell(HOME.file), {
      title: escapeHtml(message('site-home-page-title')), description: escapeHtml(message('site-home-description')),
      page: 'home', scripts: SCRIPTS.home(lang, root), nav: '', main: homeMain.trimEnd(),
    }),
  }];
  for (const chapter of CHAPTERS) {
    pages.push({
      file: chapter.file,
      html: fill(shell(chapter.file), {
        title: escapeHtml(message('site-chapter-page-title', { title: chapter.title, number: chapter.number })),
        description: escapeHtml(chapter.summary),
        page: 'chapter', scripts: SCRIPTS.chapter(chapter, lang, root), nav: stepMap(chapter, sections), main: chapterMain(chapter, sections, strip),
      }),
      bundle: appBundle(chapter),
    });
  }
  for (const { file, html } of pages) checkPageIds(html, file);
  return {
    pages: pages.map(({ file, html, bundle }) => ({ file, html: resolveLinks(html, file, index), bundle, elements: elementsUsed(html) })),
    index,
  };
}
