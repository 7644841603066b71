// Numbers as readers expect them: fixed decimals, a true minus sign, and
// words for the non-finite values a mask or an overflow produces.
export function formatNumber(value, decimals = 4) {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  const text = value.toFixed(decimals);
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}
