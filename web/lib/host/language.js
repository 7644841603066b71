// The language an element speaks: its own `lang`, else its nearest
// ancestor's (a course page's <html lang>, or a documentation site's), as
// one of ours (lib/text/messages.js). Building and drawing run inside
// inLanguageOf(element, …); an event on the element sets the language
// before any handler of it runs (a capture listener on the element runs
// first), so a verdict written on a click is in the element's language too.
import { currentLanguage, setLanguage, supportedLanguage, withLanguage } from '../text/messages.js';

const READER_EVENTS = ['click', 'input', 'change', 'keydown', 'submit', 'toggle', 'pointerdown', 'focusin'];

// A widget can draw while it is out of the document for a moment (a
// prediction moving what it guards into place): it has no ancestor then, and
// speaks the page's language (set from <html lang> at load), not English.
export function languageOf(element) {
  const holder = element.closest?.('[lang]');
  if (holder) return supportedLanguage(holder.getAttribute('lang'));
  return element.isConnected === false ? currentLanguage() : supportedLanguage(undefined);
}

export function inLanguageOf(element, fn) {
  return withLanguage(languageOf(element), fn);
}

export function followLanguage(element) {
  const speak = () => setLanguage(languageOf(element));
  for (const type of READER_EVENTS) element.addEventListener(type, speak, { capture: true });
}
