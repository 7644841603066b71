// Turns what a reader typed (or what a URL said) into a whole number inside
// a range, or into a sentence saying what is wrong with it. The sentence is
// shown next to the field, so it names the field and the accepted range.
// spec: {min, max, label (mid-sentence name), subject (sentence-initial name)}.

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.\d*|\.\d+)(e[+-]?\d+)?$|^[+-]?\d+e[+-]?\d+$/i;

function rangeText({ min, max }) {
  return `from ${min} to ${max}`;
}

function fail(message) {
  return { ok: false, message };
}

// Strings, not Numbers: Number('') is 0 and Number('0x10') is 16, and both
// would be silently accepted.
export function parseBoundedInteger(raw, spec) {
  const text = String(raw ?? '').trim();
  const { label, subject } = spec;
  if (text === '') return fail(`Enter ${label}: a whole number ${rangeText(spec)}.`);
  if (!WHOLE.test(text)) {
    if (DECIMAL.test(text)) {
      return fail(`${subject} must be a whole number, not ${text}.`);
    }
    return fail(`“${clip(text)}” is not a number. ${subject} is a whole number ${rangeText(spec)}.`);
  }
  const value = Number(text) + 0; // + 0 turns "-0" into 0
  if (value < 0 && spec.min >= 0) {
    return fail(`${subject} can’t be negative: use a whole number ${rangeText(spec)}.`);
  }
  if (value < spec.min) return fail(`${subject} must be at least ${spec.min}.`);
  if (value > spec.max) return fail(`${subject} must be at most ${spec.max}.`);
  return { ok: true, value };
}

// A pasted paragraph should not become a paragraph-long error message.
function clip(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
