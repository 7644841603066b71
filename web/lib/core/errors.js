// Reading the core's errors (CONTRACTS.md §1). Every refused call throws an
// Error whose message reads "call: argument: what is wrong" and which carries
// the same as data: call, code, argument ('' for the call as a whole) and
// params. Widgets route an error to a field by its argument, never by
// matching the text.
//
// The core writes its sentences in English. A reader in English gets that
// sentence as it is (without the call's name); in any other language the
// sentence is made from code, argument and params alone (cpp/attention/
// error.hpp names the params), never from the English text.

import { currentLanguage, formatCount, message } from '../text/messages.js';

// The language the core writes its messages in.
const CORE_LANGUAGE = 'en';

// The option an error is about, exactly as the caller spelt it ('dK',
// 'heads', 'state.WQ'), or '' (the call as a whole, or an error that is not
// the core's).
export function errorArgument(error) {
  return typeof error?.argument === 'string' ? error.argument : '';
}

// The message without the call's name, which is for programmers:
// "multiHeadAttention: heads: 5 does not divide dModel 24" → "heads: 5 does not divide dModel 24".
// The page's own errors (routedError, the restart notices) are already
// in the reader's language.
export function readerMessage(error) {
  const text = String(error?.message ?? error);
  if (PAGE_CODES[error?.code]) return PAGE_CODES[error.code](error.params ?? {});
  if (error?.reworded) return text; // the page said it already, in the reader's language
  const own = error?.call && text.startsWith(`${error.call}: `) ? text.slice(error.call.length + 2) : text;
  if (!error?.call || currentLanguage() === CORE_LANGUAGE) return own;
  const problem = problemMessage(error.code, error.params ?? {});
  const argument = errorArgument(error);
  return argument ? message('core-error-on-argument', { argument, problem }) : problem;
}

// An Error for the page to show in the core's place (a reworded message),
// routed like the core's: to the field its argument names.
export function routedError(message, { argument = '', code = '', params = {}, call = '' } = {}) {
  return Object.assign(new Error(message), { argument, code, params, call, reworded: true });
}

// Errors the page's own code makes about the core (./module-recovery.js):
// their sentence is made when it is read, in the reader's language.
const PAGE_CODES = {
  restarting: () => message('core-restarting'),
  restarted: ({ reason }) => message('core-restarted', { reason }),
};

// A param as a reader reads it: whole numbers grouped as the language
// groups them, other numbers and text as they are.
function shown(value) {
  return typeof value === 'number' && Number.isInteger(value) ? formatCount(value) : String(value);
}

function has(params, ...names) {
  return names.every((name) => params[name] !== undefined && params[name] !== '');
}

// What is wrong, from the error's code and the params it carries.
function problemMessage(code, params) {
  const p = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, shown(value)]));
  if (typeof params.value === 'string' && params.value.length > 24) p.value = `${params.value.slice(0, 24)}…`; // a pasted paragraph
  const cell = has(params, 'row', 'column');
  switch (code) {
    case 'required':
      if (cell) return message('core-error-empty-cell', p);
      return has(params, 'index') ? message('core-error-empty-entry', p) : message('core-error-required');
    case 'type':
      if (has(params, 'value')) return message(cell ? 'core-error-not-a-number-in-cell' : 'core-error-not-a-number', p);
      return has(params, 'index') ? message('core-error-wrong-type-at', p) : message('core-error-wrong-type');
    case 'range':
      // A parsed number too large for a double (parse.cpp), or a token outside the vocabulary.
      if (has(params, 'value') && !has(params, 'min')) return message(cell ? 'core-error-too-large-in-cell' : 'core-error-too-large', p);
      if (has(params, 'index', 'value', 'min', 'max')) return message('core-error-out-of-range-at', p);
      if (has(params, 'min', 'max', 'got')) return message('core-error-out-of-range', p);
      if (has(params, 'min', 'got')) return message('core-error-below-min', p);
      if (has(params, 'known', 'got')) return message('core-error-not-one-of', p);
      if (has(params, 'max', 'got')) return message('core-error-above-max', p);
      return message('core-error-range');
    case 'shape':
      if (has(params, 'row', 'expected', 'got')) return message('core-error-ragged-row', p);
      if (has(params, 'expected', 'got')) return message('core-error-shape', p);
      return message('core-error-shape-generic');
    case 'not_finite':
      if (cell) return message('core-error-not-finite-cell', p);
      return has(params, 'index') ? message('core-error-not-finite-entry', p) : message('core-error-not-finite');
    case 'limit':
      if (has(params, 'rows', 'cols', 'max')) return message('core-error-too-many-cells', p);
      if (has(params, 'max', 'got')) return message('core-error-above-limit', p);
      return has(params, 'max') ? message('core-error-limit', p) : message('core-error-limit-generic');
    case 'incompatible':
      if (has(params, 'heads') && (has(params, 'dModel') || has(params, 'cols'))) {
        return message('core-error-heads-split', { heads: p.heads, width: p.dModel ?? p.cols });
      }
      return message('core-error-incompatible');
    case 'overflow':
      return cell ? message('core-error-overflow-cell', p) : message('core-error-overflow');
    case 'out_of_memory':
      return message('core-error-out-of-memory');
    case 'unknown_option':
      return has(params, 'known') ? message('core-error-unknown-option', p) : message('core-error-invalid');
    default:
      return message('core-error-invalid');
  }
}
