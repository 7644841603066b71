// Reading the core's errors (CONTRACTS.md §1). Every refused call throws an
// Error whose message reads "call: argument: what is wrong" and which carries
// the same as data: call, code, argument ('' for the call as a whole) and
// params. Widgets route an error to a field by its argument, never by
// matching the text.

// The option an error is about, exactly as the caller spelt it ('dK',
// 'heads', 'state.WQ'), or '' (the call as a whole, or an error that is not
// the core's).
export function errorArgument(error) {
  return typeof error?.argument === 'string' ? error.argument : '';
}

// The message without the call's name, which is for programmers:
// "multiHeadAttention: heads: 5 does not divide dModel 24" → "heads: 5 does not divide dModel 24".
export function readerMessage(error) {
  const text = String(error?.message ?? error);
  return error?.call && text.startsWith(`${error.call}: `) ? text.slice(error.call.length + 2) : text;
}

// An Error for the page to show in the core's place (a reworded message),
// routed like the core's: to the field its argument names.
export function routedError(message, { argument = '', code = '', params = {}, call = '' } = {}) {
  return Object.assign(new Error(message), { argument, code, params, call });
}
