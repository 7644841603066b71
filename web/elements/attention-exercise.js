// <attention-exercise name="scaling/dot-std">
//
// One checked exercise (web/lib/course/exercises.js): a question, an answer
// box, a Check button (Enter works too) and a verdict announced through
// aria-live. The expected answer comes from the core. A format the reader
// did not mean ("seven" for a number) gets a message instead of a wrong
// verdict; a wrong answer gets a hint aimed at it, and the answer only on
// request. A solved exercise is kept (ProgressStore kind "exercise").
//
// After a prediction in its section, it opens once that prediction is
// revealed (web/lib/course/after-reveal.js).
//
// Attributes: name (required, "<section>/<name>", also the progress id).
// Events: attention-exercise-check {name, answer, right}.

import { CourseElement } from '../lib/course/course-element.js';
import { EXERCISES, answerText, judge } from '../lib/course/exercises.js';
import { createAnswerField } from '../lib/course/answer-field.js';
import { button, richParagraph, showVerdict } from '../lib/course/feedback.js';
import { el, part } from '../lib/text/dom.js';
import { message } from '../lib/text/messages.js';

export const tagName = 'attention-exercise';

export default class AttentionExercise extends CourseElement {
  // Its kind, a key the note that holds it until the prediction above is
  // answered says in the reader's language (course-after-reveal-kicker).
  static practice = 'Exercise';  // data: the key after-reveal’s label selects on

  static progressKind = 'exercise';

  lookUp(id) {
    return EXERCISES[id];
  }

  build() {
    const form = el('form', 'exercise');
    form.noValidate = true;
    const kicker = el('p', 'exercise__kicker', message('exercise-ui-kicker'));
    const prompt = richParagraph('exercise__prompt', this.spec.prompt);
    prompt.id = this.uid('prompt');
    this.verdict = part(el('div', 'exercise__verdict'), 'verdict');
    this.verdict.id = this.uid('verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.verdict.hidden = true;
    this.field = createAnswerField(this.spec.answer, {
      id: this.uid('answer'), labelText: message('exercise-ui-answer-label'), labelledBy: prompt.id, describedBy: `${prompt.id} ${this.verdict.id}`,
    });
    const check = el('button', 'button exercise__check', message('exercise-ui-check'));
    check.type = 'submit';
    const row = el('div', 'exercise__row');
    row.append(this.field.element, check);
    form.append(kicker, prompt, row, this.verdict);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.check();
    });
    if (this.progress.has('exercise', this.progressId)) {
      showVerdict(this.verdict, 'is-info', message('exercise-ui-solved-before'), '✓');
    }
    this.renderRoot.replaceChildren(form);
  }

  check() {
    if (!this.solved) {
      showVerdict(this.verdict, 'is-info', message('exercise-ui-loading'));
      return;
    }
    const read = this.field.read();
    if (!read.ok) {
      showVerdict(this.verdict, 'is-format', read.message);
      return;
    }
    const verdict = judge(this.spec, this.solved, read.value);
    showVerdict(this.verdict, verdict.state, verdict.text, verdict.mark);
    if (verdict.right) this.progress.set('exercise', this.progressId, true);
    else this.offerAnswer();
    this.announce('attention-exercise-check', { answer: read.text, right: verdict.right });
  }

  // After a hint, the answer only on request, so the exercise stays one.
  offerAnswer() {
    const reveal = button(message('exercise-ui-show-answer'), 'button button--quiet exercise__reveal');
    reveal.addEventListener('click', () => {
      showVerdict(this.verdict, 'is-revealed', answerText(this.spec, this.solved));
    });
    this.verdict.append(reveal);
  }
}
