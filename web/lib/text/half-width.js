// What a Chinese (or Japanese) input method types by default, written the
// way the course's parsers read it. With such an input method on, a reader
// gets full-width punctuation and digits: "2，1.756", "（512，64）", "７×７",
// an ideographic space and "、" between list items. Every answer and field
// parser runs the reader's text through asHalfWidth first; what the page
// echoes back ("your prediction was …") stays as typed.
//
// Only these characters change:
//   U+FF01–U+FF5E (！ to ～, full-width ASCII: ，（）；：０-９ Ｘ ｘ －) → U+0021–U+007E
//   U+3000 (the ideographic space) → a space
//   U+3001 "、" (the list comma) → ","
// Not NFKC: it would also turn ² into 2 (so "10²" into "102"), ∞ stays ∞, and
// the minus sign − and × are read by the parsers themselves.

const FULL_WIDTH = /[\uff01-\uff5e\u3000\u3001]/g;
const OFFSET = 0xff01 - 0x21;

function halfOf(ch) {
  if (ch === '\u3000') return ' ';
  if (ch === '\u3001') return ',';
  return String.fromCharCode(ch.charCodeAt(0) - OFFSET);
}

// `text` with full-width ASCII, the ideographic space and 、 as their ASCII
// counterparts; anything else (and ASCII text) unchanged.
export function asHalfWidth(text) {
  return String(text).replace(FULL_WIDTH, halfOf);
}
