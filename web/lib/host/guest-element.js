// Turns a tutorial widget class into a guest for other people's pages: an
// open shadow root holding the widget and its own stylesheet (no CSS leaks
// in or out), and a theme attribute (see guest-theme.js). The tutorial's
// classes draw into this.shadowRoot when there is one, so the same code
// serves both.

import { applyTheme, unwatchTheme, watchTheme } from './guest-theme.js';

export function guestElement(Base, styleSheet) {
  return class extends Base {
    static get observedAttributes() {
      return [...super.observedAttributes, 'theme'];
    }

    constructor() {
      super();
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
      this.shadowRoot.adoptedStyleSheets = [styleSheet];
    }

    connectedCallback() {
      watchTheme(this);
      super.connectedCallback();
    }

    disconnectedCallback() {
      unwatchTheme(this);
      super.disconnectedCallback?.();
    }

    attributeChangedCallback(name, oldValue, newValue) {
      if (name === 'theme') applyTheme(this);
      else super.attributeChangedCallback(name, oldValue, newValue);
    }
  };
}
