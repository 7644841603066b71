// The one way widgets make elements: text always goes in via textContent,
// so data (tokens, messages) can never be parsed as HTML.
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Names a node for tests and tools: data-part="name" is the stable handle to
// a figure's pieces (a heatmap's cells, a table's rows), documented in
// web/README.md, so that a renderer's class names can change freely.
export function part(node, name) {
  node.dataset.part = name;
  return node;
}
