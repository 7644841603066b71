// The header's language switch (web/build/page.mjs writes its links): a
// reader who changes language keeps their place. Each link carries the
// page's query (the widgets' state in the URL) and the id of the section, or
// of the part of it, the reader was last reading, so the same page in the
// other language opens where this one was. Progress needs nothing: every language keeps it under
// the same localStorage keys.
//
// The header is at the top of the page, not sticky: to reach the switch the
// reader scrolls up past every section above theirs. So the place is the
// section they stayed in (a second without scrolling), taken while the
// header was out of sight, not the one on screen when they click.

const SETTLE_MS = 1000;

// The place: the last of a chapter's sections, or of the named parts inside
// them (a subsection's heading, a checkpoint, a table: ids the build writes
// alike in every language), whose top has passed the upper third of the
// window; on the home page, the last heading. None while the reader is still
// above the first. A part not laid out (inside a closed disclosure) is no place.
const PARTS = 'main section.prose-section[id], main section.prose-section :is(h3, h4, table, details, div, attention-by-hand)[id]';

// A widget's insides and the ids widgets number as they are built
// (attention-by-hand-1-title) are not in the other language's page when it
// lands: only what the build wrote counts.
function builtByWidget(element) {
  if (element.id.startsWith('attention-')) return true;
  for (let node = element.parentElement; node; node = node.parentElement) if (node.localName.includes('-')) return true;
  return false;
}

export function currentPlace(doc = document, view = window) {
  let place = null;
  const parts = [...doc.querySelectorAll(PARTS)].filter((element) => !builtByWidget(element));
  for (const element of parts.length ? parts : doc.querySelectorAll('main h2[id]')) {
    const box = element.getBoundingClientRect();
    if (!box.width && !box.height) continue;
    if (box.top > view.innerHeight / 3) break;
    place = element.id;
  }
  return place;
}

function pointLinks(doc, place) {
  for (const link of doc.querySelectorAll('a[data-language-link]')) {
    const base = link.getAttribute('href').replace(/[?#].*$/, '');
    link.setAttribute('href', `${base}${location.search}${place ? `#${encodeURIComponent(place)}` : ''}`);
  }
}

export function initLanguageLinks(doc = document, view = window) {
  const landed = decodeURIComponent(location.hash.slice(1));
  let place = landed || null;
  let timer = 0;
  const settle = () => {
    const header = doc.querySelector('.site-header');
    if (header && header.getBoundingClientRect().bottom > 0) return; // on the way to the switch
    place = currentPlace(doc, view);
    pointLinks(doc, place);
  };
  view.addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  }, { passive: true });
  doc.addEventListener('DOMContentLoaded', () => pointLinks(doc, place));
  // The query may have changed since (a widget writes its state there).
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[data-language-link]')) pointLinks(doc, place);
  }, true);
}
