// The two pseudo-locales' transforms (locales/index.js), applied by Fluent
// to the text of every message and never to its arguments, so numbers,
// symbols and formulas pass through. Markup is left alone: an HTML tag or
// entity, and a rich-text symbol such as W_Q or e^x (lib/text/rich-text.js),
// would stop working if its letters changed.
const UNTOUCHED = /(<[^>]*>|&[#\w]+;|\S*[_^]\S*)/;

const ACCENTS = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((letter, i) => [letter, [...'áƀçđéƒğĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇĐÉƑĞĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]));

// Every letter accented and every vowel doubled: English text grows by about
// a third, as German or Finnish text often does.
function accent(text) {
  return text.replace(/[A-Za-z]/g, (letter) => (/[aeiouAEIOU]/.test(letter) ? ACCENTS[letter].repeat(2) : ACCENTS[letter]));
}

// Each run of text forced right to left (U+202E … U+202C), as Arabic or
// Hebrew text runs.
function mirror(text) {
  return /[A-Za-z]/.test(text) ? `\u202E${text}\u202C` : text;
}

function outsideMarkup(change) {
  return (text) => text.split(UNTOUCHED).map((piece, i) => (i % 2 ? piece : change(piece))).join('');
}

export const PSEUDO_TRANSFORMS = Object.freeze({ accented: outsideMarkup(accent), mirrored: outsideMarkup(mirror) });
