// Words that follow a count, and sentences that start with a generated
// phrase: "1 head", not "1 heads"; "The output …", not "the output …".

// `count word`, with the word plural unless count is 1 (English: add s,
// or give the plural).
export function counted(count, word, plural = `${word}s`) {
  return `${count} ${count === 1 ? word : plural}`;
}

// The text with its first letter upper case, to open a sentence; a symbol
// (μ, ℓ, a subscripted name) is left as it is written: "μ₁ = −1.5", not "Μ₁".
export function capitalised(text) {
  return text && /^[a-z]/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}
