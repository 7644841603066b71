// Lenient readers for the self-check answers in section 12. Each returns
// {ok: true, value} or {ok: false, message}, the message saying which
// spellings are accepted. Being strict about the format would mark right
// answers wrong for the wrong reason.

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^\d{1,3}([,\s_\u00a0\u202f]\d{3})+(\.\d+)?$/; // 1,048,576 or 1 048 576

const fail = (message) => ({ ok: false, message });

// "(7, 7)", "7,7", "7x7", "7 × 7", "[7, 7]", "7 by 7".
export function parseShape(raw) {
  const text = String(raw ?? '').trim().toLowerCase();
  const match = /^[([]?\s*(\d+)\s*(?:,|x|×|\*|by)\s*(\d+)\s*,?\s*[)\]]?$/.exec(text);
  if (!match) return fail('Write a shape as two whole numbers: (7, 7), 7,7 and 7x7 all work.');
  return { ok: true, value: [Number(match[1]), Number(match[2])] };
}

// One number; thousands may be grouped with commas, spaces or underscores.
export function parseAnswerNumber(raw) {
  const text = String(raw ?? '').trim().replace(/−/g, '-');
  const plain = GROUPED.test(text) ? text.replace(/[,\s_\u00a0\u202f]/g, '') : text;
  if (plain === '') return fail('Enter a number.');
  if (!NUMBER.test(plain)) return fail(`“${clip(text)}” is not a number. Write digits, e.g. 8, 0.5 or 1,048,576.`);
  return { ok: true, value: Number(plain) };
}

// "0.090, 0.245, 0.665", with or without brackets, commas or spaces. With
// `decimals`, every number must be written to at least that many decimals:
// "0.09" is then a format message ("give 3 decimals"), not a wrong answer.
export function parseAnswerVector(raw, length, decimals = 0) {
  const text = String(raw ?? '').trim().replace(/^[[(]|[\])]$/g, '').replace(/−/g, '-');
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length !== length) {
    return fail(`Enter ${length} numbers separated by commas, e.g. 0.1, 0.2, 0.7 (you gave ${parts.length}).`);
  }
  const bad = parts.find((part) => !NUMBER.test(part));
  if (bad) return fail(`“${clip(bad)}” is not a number.`);
  const short = parts.find((part) => decimalsOf(part) < decimals);
  if (short) return fail(`Give each number to ${decimals} decimals (you wrote ${clip(short)}), e.g. 0.123.`);
  return { ok: true, value: parts.map(Number) };
}

// Digits after the point, as written: "0.09" → 2, "9.003e-2" → 4, "1" → 0.
function decimalsOf(part) {
  const [mantissa, exponent = '0'] = part.toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return fraction.length - Number(exponent);
}

function clip(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}
