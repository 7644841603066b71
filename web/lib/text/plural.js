// Words that follow a count, and sentences that start with a generated
// phrase: "1 head", not "1 heads"; "The output …", not "the output …".

// `count word`, with the word plural unless count is 1 (English: add s,
// or give the plural).
export function counted(count, word, plural = `${word}s`) {
  return `${count} ${count === 1 ? word : plural}`;
}

// A text that opens with a symbol rather than a word: one letter standing
// alone ("m = 2", "m₁ = −1.5", "o = (…)"; not the article "a"), or letters
// followed at once by a bracket, power, subscript or prime ("e^(m_a − m)",
// "exp(z − m)", "d_k").
const SYMBOL_OPENING = /^(?:[a-z]+[([^_′₀-₉]|(?!a\b)[a-z](?![a-z]))/;

// The text with its first letter upper case, to open a sentence; a symbol
// is left as it is written: "m₁ = −1.5", not "M₁" (the running maximum
// would read as another quantity), and ℓ or a Greek letter is never touched.
export function capitalised(text) {
  return text && /^[a-z]/.test(text) && !SYMBOL_OPENING.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}
