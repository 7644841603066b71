// Reading the core's errors (CONTRACTS.md §1). Every refused call throws an
// Error whose message reads "call: argument: what is wrong" and which carries
// the same as data: call, code, argument ('' for the call as a whole) and
// params. Widgets route an error to a field by its argument, never by
// matching the text.

// The option an error is about, exactly as the caller spelt it ('dK',
// 'heads', 'state.WQ'), or ''.
//
// Bridge, until every throw site in the core is converted (the core-errors
// branch): an unconverted one has code 'invalid' and no argument, but its
// message still starts "call: argument: ", so the argument is read from
// there. Remove this once no error has code 'invalid'.
export function errorArgument(error) {
  if (error?.argument) return error.argument;
  if (error?.code !== 'invalid' || !error.call) return '';
  const rest = String(error.message).slice(error.call.length + 2);
  return /^([A-Za-z][\w.[\]]*): /.exec(rest)?.[1] ?? '';
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
