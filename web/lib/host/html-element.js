// Injected by the ES module build (web/build/guest.mjs) for every bare
// `HTMLElement`: the real one in a browser, and a stand-in where there is no
// DOM, so that importing attention-math-widgets.mjs during a documentation
// tool's server-side render (VitePress, Docusaurus) does not throw. Nothing
// is defined there (web/embed-module.js checks for customElements).
export const HTMLElement = globalThis.HTMLElement ?? class {};
