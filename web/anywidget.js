// The anywidget front-end module, bundled to site/attention-math-anywidget.mjs:
// `export default { render }` for Jupyter, JupyterLab, Colab, VS Code and
// marimo (through the anywidget Python package) and MyST's {anywidget}
// directive. See anywidget/bridge.js for the traits.
//
// One self-contained file: hosts load an anywidget module as text (a blob:
// or data: URL in notebooks) or copy that one file under a hashed name
// (MyST), so nothing may be looked up beside it. The widgets, the core (with
// its WebAssembly inside) and KaTeX's fonts (as data: URLs) are all in it;
// there is no compute worker (slow calls run on the page).

import { configure, tagNames } from './embed-module.js';
import { createRender } from './anywidget/bridge.js';

// Another copy of the widgets on the page that loaded the core first keeps
// its own settings (configure then says 'too_late'): harmless.
try {
  configure({ workerUrl: false });
} catch (error) {
  if (error.code !== 'too_late') throw error;
}

const attributesOf = (tag) => (tagNames.includes(tag) ? globalThis.customElements?.get(tag)?.observedAttributes ?? null : null);

export default { render: createRender(attributesOf) };
