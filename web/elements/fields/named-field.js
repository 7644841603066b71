// A field whose reader-facing names are looked up in the catalogue each time
// they are read, so that a widget shows them in its own language (its build,
// parsers and handlers run inside that language). field() copies its spec
// once, at import, in English; the getters go on afterwards, one for each
// of `${id}-label`, `-subject`, `-caption` and `-hint` that English has.
// A subject or caption with no message of its own that field() took from
// the label follows the label's. `args` are the messages' arguments.
import { hasMessage, message } from '../../lib/text/messages.js';

const NAMES = ['label', 'subject', 'caption', 'hint'];

export function named(spec, id, args = undefined) {
  const lookup = (name) => (hasMessage(`${id}-${name}`, 'en') ? () => message(`${id}-${name}`, args) : null);
  const label = lookup('label');
  for (const name of NAMES) {
    const get = lookup(name) ?? (name !== 'label' && name !== 'hint' && spec[name] === spec.label ? label : null);
    if (get) Object.defineProperty(spec, name, { get, enumerable: true, configurable: true });
  }
  return spec;
}
