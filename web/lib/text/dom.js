// The one way widgets make elements: text always goes in via textContent,
// so data (tokens, messages) can never be parsed as HTML.
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
