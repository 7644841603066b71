// Numbers as readers expect them: fixed decimals, a true minus sign, and
// words for the non-finite values a mask or an overflow produces.
export function formatNumber(value, decimals = 4) {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  const text = value.toFixed(decimals);
  // A value that rounds to zero prints as 0.00, not −0.00: beside other
  // numbers the sign reads as a mistake. (formatAgainst adds places where a
  // threshold at 0 needs the side shown.)
  if (/^-0(\.0*)?$/.test(text)) return text.slice(1);
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

// A value printed beside a threshold it is compared with: `decimals` places,
// or more where those would round it onto the threshold or past it ("loss 0.01000 …
// not learned yet, needs loss below 0.01" reads as a contradiction).
export function formatAgainst(value, threshold, decimals = 4) {
  let places = decimals;
  const side = (x) => Math.sign(x - threshold);
  while (places < 20 && Number.isFinite(value) && side(Number(value.toFixed(places))) !== side(value)) places += 1;
  return formatNumber(value, places);
}
