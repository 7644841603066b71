// The header's language switch (web/build/page.mjs writes its links): a
// reader who changes language keeps their place. On its way out, a link
// takes the page's query (the widgets' state in the URL) and the id of the
// section the reader is in, so the same page in the other language opens
// where this one was. Progress needs nothing: every language keeps it under
// the same localStorage keys.

// The last section (or, on the home page, heading) whose top has passed the
// upper third of the window; none while the reader is still above the first.
export function currentPlace(doc = document, view = window) {
  let place = null;
  for (const element of doc.querySelectorAll('main section[id], main h2[id]')) {
    if (element.getBoundingClientRect().top > view.innerHeight / 3) break;
    place = element.id;
  }
  return place;
}

function follow(link) {
  const base = link.getAttribute('href').replace(/[?#].*$/, '');
  const place = currentPlace();
  link.setAttribute('href', `${base}${location.search}${place ? `#${encodeURIComponent(place)}` : ''}`);
}

// Before the link is followed, whichever way: a click, a key, a middle
// click, or "open in new tab" from its menu.
export function initLanguageLinks(doc = document) {
  for (const type of ['click', 'auxclick', 'contextmenu', 'focusin', 'pointerdown']) {
    doc.addEventListener(type, (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-language-link]') : null;
      if (link) follow(link);
    }, true);
  }
}
