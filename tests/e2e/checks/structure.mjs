// A page's structure against the manifest (web/course.mjs), read off the
// page already loaded by the page pass (../page-pass.mjs), as problems, one
// line each (none: []).
import { CHAPTERS, PRACTICE, PROMISE } from '../../../web/course.mjs';

const same = (what, got, want) => (JSON.stringify(got) === JSON.stringify(want) ? [] : [`${what}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`]);

// A chapter: its title, language, one h1, its sections in the manifest's
// order, the time it states, its step map, its neighbours, and every in-page
// #link resolving here.
export async function chapterStructureProblems(page, chapter) {
  const at = CHAPTERS.indexOf(chapter);
  const facts = await page.evaluate(() => ({
    ids: [...document.querySelectorAll('main > section[id]')].map((s) => s.id),
    h1: document.querySelector('h1')?.textContent,
    h1s: document.querySelectorAll('h1').length,
    title: document.title,
    lang: document.documentElement.lang,
    meta: document.querySelector('.chapter-head__meta')?.textContent ?? '',
    steps: [...document.querySelectorAll('.step-map [data-step]')].map((a) => [a.dataset.step, a.getAttribute('href')]),
    prev: document.querySelector('.chapter-pager a[rel="prev"]')?.getAttribute('href'),
    next: document.querySelector('.chapter-pager a[rel="next"]')?.getAttribute('href'),
    brand: document.querySelector('.site-header__brand')?.getAttribute('href'),
    // Every in-page #link has its target here; every cross-page one names a
    // page of the course whose id exists (the build fails otherwise).
    unresolved: [...document.querySelectorAll('main a[href^="#"]')].map((a) => a.getAttribute('href'))
      .filter((href) => href !== '#' && !document.getElementById(decodeURIComponent(href.slice(1)))),
  }));
  const optional = chapter.optionalMinutes ? ` · +${chapter.optionalMinutes} min optional` : '';
  return [
    ...same('sections', facts.ids, chapter.sections),
    ...same('h1', facts.h1, chapter.title),
    ...same('h1 count', facts.h1s, 1),
    ...same('lang', facts.lang, 'en'),
    ...(new RegExp(`chapter ${chapter.number}`).test(facts.title) ? [] : [`title “${facts.title}” does not name chapter ${chapter.number}`]),
    ...(facts.meta.startsWith(`About ${chapter.minutes} minutes${optional} · `) ? [] : [`time: “${facts.meta}”`]),
    ...same('step map', facts.steps, chapter.sections.map((id) => [id, `#${id}`])),
    ...same('previous', facts.prev, CHAPTERS[at - 1]?.file ?? 'index.html'),
    ...same('next', facts.next, CHAPTERS[at + 1]?.file ?? 'index.html'),
    ...same('brand link', facts.brand, 'index.html'),
    ...facts.unresolved.map((href) => `${href} has no target on ${chapter.file}`),
  ];
}

// The home page: the chapters in order (title, what it teaches, time, a link
// to each step), the course's length, the promise as a checklist linked to
// its checkpoints, the resume link, and nothing heavy (neither the core nor
// the widgets: only the course's own small scripts and its English catalogue,
// l10n/en.js, which every page loads and caches).
export async function homeStructureProblems(page) {
  const facts = await page.evaluate(() => ({
    cards: [...document.querySelectorAll('.chapter-card')].map((card) => ({
      file: card.dataset.chapter,
      title: card.querySelector('.chapter-card__title a').textContent,
      href: card.querySelector('.chapter-card__title a').getAttribute('href'),
      summary: card.querySelector('.chapter-card__summary').textContent,
      meta: card.querySelector('.chapter-card__meta').textContent,
      steps: [...card.querySelectorAll('.chapter-card__step a')].map((a) => a.getAttribute('href')),
    })),
    eyebrow: document.querySelector('.home-hero__eyebrow')?.textContent ?? '',
    promise: [...document.querySelectorAll('[data-promise]')].map((n) => [n.dataset.checkpoints, n.querySelector('a').getAttribute('href')]),
    practice: [...document.querySelectorAll('[data-practice]')].map((n) => [n.dataset.checkpoints, n.querySelector('a').getAttribute('href')]),
    promiseText: document.querySelector('.promise')?.textContent ?? '',
    resume: document.querySelector('[data-resume]')?.getAttribute('href'),
  }));
  // No core, no widgets: only the course's own small script (every request the page made, from its log).
  facts.scripts = page.log.requests.filter((url) => url.endsWith('.js')).map((url) => url.split('/').pop()).sort();
  const problems = [...same('chapters', facts.cards.map((c) => c.file), CHAPTERS.map((c) => c.file))];
  for (const [i, chapter] of CHAPTERS.entries()) {
    const card = facts.cards[i];
    if (!card) continue;
    problems.push(...same(`card ${i + 1} title`, card.title, chapter.title), ...same(`card ${i + 1} link`, card.href, chapter.file),
      ...same(`card ${i + 1} summary`, card.summary, chapter.summary),
      ...same(`card ${i + 1} steps`, card.steps, chapter.sections.map((id) => `${chapter.file}#${id}`)));
    const meta = new RegExp(`Chapter ${chapter.number} · about ${chapter.minutes} min${chapter.optionalMinutes ? ` · \\+${chapter.optionalMinutes} min optional` : ''} · ${chapter.sections.length} steps?`);
    if (!meta.test(card.meta)) problems.push(`card ${i + 1} meta “${card.meta}”`);
  }
  const total = CHAPTERS.reduce((sum, c) => sum + c.minutes, 0);
  const optional = CHAPTERS.reduce((sum, c) => sum + c.optionalMinutes, 0);
  if (!new RegExp(`${CHAPTERS.length} chapters · about ${total} minutes, \\+${optional} optional`).test(facts.eyebrow)) problems.push(`length “${facts.eyebrow}”`);
  problems.push(...same('promise', facts.promise, PROMISE.map((p) => {
    const section = p.checkpoints[0].split('/')[0];
    return [p.checkpoints.join(' '), `${CHAPTERS.find((c) => c.sections.includes(section)).file}#${section}`];
  })));
  // The practice checkpoints, each linked to its own anchor in its chapter.
  problems.push(...same('practice', facts.practice, PRACTICE.map((p) => {
    const section = p.checkpoints[0].split('/')[0];
    return [p.checkpoints.join(' '), `${CHAPTERS.find((c) => c.sections.includes(section)).file}#${p.anchor}`];
  })));
  if (!/Derive the formula[\s\S]*Explain every shape[\s\S]*Reproduce the softmax numerics on a toy example/.test(facts.promiseText)) problems.push('the promise’s three items');
  problems.push(...same('resume link', facts.resume, CHAPTERS[0].file), ...same('scripts', facts.scripts, ['course.js', 'en.js', 'page-init.js']));
  return problems;
}
