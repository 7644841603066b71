// What a parser says is wrong with a field's text: a message id (./parse-*.js
// name them) and its params, and the sentence, made from them by message()
// each time it is read, in the language current then (the widget's, since
// its handlers and redraws run in it). The field's own names come from its
// spec: label (mid-sentence, "the seed"), subject (starting a sentence, "The
// seed"), min and max, written as the code writes them (1024, not 1,024).
import { message } from '../text/messages.js';

export function failure(code, spec, params = {}) {
  const args = {
    label: spec.label ?? '',
    subject: spec.subject ?? '',
    min: String(spec.min ?? ''),
    max: String(spec.max ?? ''),
    ...params,
  };
  return {
    ok: false,
    code,
    params: args,
    get message() {
      return message(code, args);
    },
  };
}
