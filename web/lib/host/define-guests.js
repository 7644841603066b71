// What both embed entry points do: define every widget as a shadow-DOM guest
// (guest-element.js), each with the shared stylesheet. An element another
// copy already defined (a second import, the classic script beside the ES
// module) is left alone, so loading the widgets twice is harmless.

import { guestElement } from './guest-element.js';
import { setLanguage } from '../text/messages.js';

export function defineGuests(elements, guestCss) {
  // The host page's language, where it is one of ours, is what a widget
  // without a lang of its own says (web/lib/host/language.js).
  setLanguage(document.documentElement.lang);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(guestCss);
  for (const [tagName, elementClass] of elements) {
    if (!customElements.get(tagName)) customElements.define(tagName, guestElement(elementClass, sheet));
  }
}
