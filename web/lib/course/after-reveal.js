// A step's practice comes after its prediction. An exercise or checkpoint
// that follows an <attention-predict> in the same <section> is built as
// usual but kept out of sight (hidden and inert), with a note in its place
// saying that it opens once the question above is answered, until every
// prediction before it is revealed: answered, skipped with "Just show me",
// or broken (a prediction that cannot load shows what it guards, and so
// does this). An element with no prediction before it is never held back,
// nor by a prediction it declares itself independent of
// (independent-of="<prediction name>": it does not use that answer).
// The note is one line and a button back to the question; what the
// question asks sits in a closed "What the prediction asks" disclosure
// beside it, so a reader far below need not scroll back to learn it, while
// a reader who has just read it does not meet it again on screen (a
// newcomer counted the softmax question four times in one step when every
// note quoted it whole). The quote is the prediction's prompt from its
// spec, at once (the prediction may be built only when the reader nears
// it), or, for a prompt computed from the core, a copy of the prediction's
// once drawn. (predictions.js is in every bundle that has a note already.)

import { el, part } from '../text/dom.js';
import { richText } from '../text/rich-text.js';
import { message } from '../text/messages.js';
import { button } from './feedback.js';
import { PREDICTIONS } from './predictions.js';

const PREDICTION = 'attention-predict';

// The predictions `host` waits for: every one before it in its section,
// but those it names in its `independent-of` attribute (space-separated
// prediction names): practice that does not use that prediction's answer,
// such as the backward pass's shape of dW_Q after its score-direction
// prediction.
function predictionsBefore(host) {
  const section = host.closest('section');
  if (!section) return [];
  const before = [...section.querySelectorAll(PREDICTION)].filter((predict) => !predict.contains(host)
    && (predict.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING));
  return waitedFor(before, host.getAttribute('independent-of'));
}

// Pure, for Node: `predictions` (anything with getAttribute('name')) less
// the names listed in `independentOf`.
export function waitedFor(predictions, independentOf) {
  const skip = new Set((independentOf ?? '').split(/\s+/).filter(Boolean));
  return predictions.filter((predict) => !skip.has(predict.getAttribute('name')));
}


const isOpen = (predict) => predict.hasAttribute('revealed') || predict.dataset.state === 'error';

export class AfterReveal {
  // what: the element's kind in the note ("Exercise", "Checkpoint").
  constructor(host, what) {
    this.host = host;
    this.what = what;
    this.predictions = predictionsBefore(host);
    this.note = null;
    this.observer = null;
    if (!this.open) {
      this.observer = new MutationObserver(() => this.update());
      for (const predict of this.predictions) this.observer.observe(predict, { attributes: true, attributeFilter: ['revealed', 'data-state'] });
    }
  }

  get open() {
    return this.predictions.every(isOpen);
  }

  // Called once the element has drawn its content into `root`.
  apply(root) {
    this.root = root;
    this.update();
  }

  update() {
    if (!this.root) return;
    const open = this.open;
    if (!open) {
      // Only what is shown now: what the element hid itself stays hidden.
      this.held ??= [...this.root.children].filter((node) => node !== this.note && !node.hidden);
      for (const node of this.held) {
        node.hidden = true;
        node.inert = true;
      }
    } else {
      for (const node of this.held ?? []) {
        node.hidden = false;
        node.inert = false;
      }
      this.held = null;
    }
    this.host.toggleAttribute('data-after-prediction', !open);
    if (open) {
      this.note?.remove();
      this.note = null;
      this.observer?.disconnect();
      return;
    }
    if (!this.note) {
      this.note = this.buildNote();
      this.root.prepend(this.note);
    }
    this.quoteQuestion();
  }

  // The waiting prediction's prompt: its spec's text, or a copy of the drawn
  // prompt's nodes (so its formulas stay formulas); empty until there is one.
  quoteQuestion() {
    const predict = this.predictions.find((p) => !isOpen(p));
    if (!predict) return;
    // A note right under another that waits for the same question says so
    // instead of quoting it again (two quotes in a row read as two copies of one exercise).
    const above = this.host.previousElementSibling?.afterReveal;
    const repeat = above?.note && above.predictions.find((p) => !isOpen(p)) === predict;
    this.note.classList.toggle('is-repeat', Boolean(repeat));
    this.text.textContent = message(repeat ? 'course-after-reveal-same-prediction' : 'course-after-reveal-waiting');
    this.asks.hidden = Boolean(repeat);
    if (repeat) return;
    const spoken = PREDICTIONS[predict.getAttribute('name')]?.prompt;
    const drawn = (predict.shadowRoot ?? predict).querySelector('[data-part="prompt"]');
    const source = typeof spoken === 'string' ? spoken : drawn;
    if (!source || this.quoted === source) return;
    this.quoted = source;
    this.question.replaceChildren(...(typeof source === 'string' ? richText(source)
      : [...source.childNodes].map((node) => node.cloneNode(true))));
  }

  buildNote() {
    const note = part(el('div', 'after-reveal'), 'after-reveal');
    // `what` is the element's `static practice` ("Exercise", "Checkpoint"): a key, said in the reader's language.
    const kicker = el('p', 'after-reveal__kicker', message('course-after-reveal-kicker', { what: this.what }));
    // The quote is the prediction's question, not this element's: said so, or
    // a reader takes two notes under one prediction for the same exercise twice.
    const text = el('p', 'after-reveal__text', message('course-after-reveal-waiting'));
    this.text = text;
    this.question = part(el('blockquote', 'after-reveal__question'), 'after-reveal-question');
    this.asks = part(el('details', 'after-reveal__asks'), 'after-reveal-asks');
    this.asks.append(el('summary', 'after-reveal__asks-summary', message('course-after-reveal-asks')), this.question);
    const back = button(message('course-after-reveal-back'), 'button button--quiet after-reveal__back');
    back.addEventListener('click', () => this.toQuestion());
    note.append(kicker, text, back, this.asks);
    return note;
  }

  // The first prediction still waiting, scrolled to, with focus on its
  // answer box (or its "Just show me" while the question is loading).
  toQuestion() {
    const predict = this.predictions.find((p) => !isOpen(p));
    if (!predict) return;
    const root = predict.shadowRoot ?? predict;
    const target = root.querySelector('.predict input, .predict button') ?? predict;
    predict.scrollIntoView({ block: 'start' });
    target.focus?.({ preventScroll: true });
  }
}
