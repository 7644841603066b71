// The small base of the course elements (<attention-predict>,
// <attention-exercise>, <attention-by-hand>): an HTMLElement that
// - names itself by `name` ("<section-id>/<name>", the ProgressStore id);
// - builds its form when it comes near the viewport (web/lib/lazy-render.js:
//   text fields far off screen cost Chromium a layout of their section);
// - asks the shared core for the numbers it checks against and sets
//   data-state to loading, ready or error, as the widgets do;
// - draws into its shadow root when it has one (embedded copies, see
//   web/lib/guest-element.js), else into itself;
// - when it is practice (`static practice`: "Exercise", "Checkpoint") and
//   follows a prediction in its section, stays out of sight until that
//   prediction is revealed (./after-reveal.js), unless the reader has done
//   it before (`static progressKind`: its ProgressStore kind).
// It owns no math: a spec's solve(am) asks the core.

import { getAttentionMath, loadErrorMessage } from '../core/module.js';
import { whenNearViewport } from '../widget/near-viewport.js';
import { ProgressStore } from './progress-store.js';
import { AfterReveal } from './after-reveal.js';
import { el } from '../text/dom.js';
import { message } from '../text/messages.js';
import { followLanguage, inLanguageOf } from '../host/language.js';

let instances = 0;

export class CourseElement extends HTMLElement {
  // guestElement() adds 'theme' to these, and forwards the callbacks.
  static get observedAttributes() {
    return [];
  }

  constructor() {
    super();
    instances += 1;
    this.idPrefix = `${this.localName}-${instances}`;
    this.am = null;
  }

  get renderRoot() {
    return this.shadowRoot ?? this;
  }

  get progressId() {
    return this.getAttribute('name') ?? '';
  }

  get progress() {
    return ProgressStore.shared();
  }

  connectedCallback() {
    if (this.connected) return; // moved in the DOM: keep what is there
    this.connected = true;
    this.dataset.state = 'loading';
    followLanguage(this);
    inLanguageOf(this, () => this.connect?.());
    const { practice, progressKind } = this.constructor;
    // Done before (solved, completed): it stays open, whatever the prediction.
    if (practice && !this.progress.has(progressKind, this.progressId)) this.afterReveal = new AfterReveal(this, practice);
    whenNearViewport(this, () => {
      this.spec = this.lookUp(this.progressId);
      if (!this.spec) {
        this.showBroken(inLanguageOf(this, () => message('course-element-unknown-name', { element: this.localName, name: this.progressId })));
        return;
      }
      inLanguageOf(this, () => this.build());
      this.afterReveal?.apply(this.renderRoot);
      getAttentionMath().then((am) => inLanguageOf(this, () => this.coreReady(am)), (error) => this.showBroken(loadErrorMessage(error)));
    });
  }

  disconnectedCallback() {}

  attributeChangedCallback() {}

  coreReady(am) {
    this.am = am;
    try {
      this.solved = this.spec.solve(am, this.solveOptions(am));
    } catch (error) {
      this.showBroken(message('course-element-solve-failed', { error: String(error?.message ?? error) }));
      return;
    }
    this.dataset.state = 'ready';
    this.ready?.();
  }

  // What a spec's solve(am, options) gets besides the core (given the core,
  // for a draw): none by default.
  solveOptions() {
    return {};
  }

  showBroken(text) {
    this.dataset.state = 'error';
    const alert = el('p', 'widget__alert', text);
    alert.setAttribute('role', 'alert');
    this.renderRoot.prepend(alert);
  }

  // Announced on the element (bubbling, and out of a shadow root), for a
  // host page that wants to follow the reader.
  announce(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { name: this.progressId, ...detail } }));
  }

  // An id unique on the page, for label/aria wiring.
  uid(suffix) {
    return `${this.idPrefix}-${suffix}`;
  }
}
