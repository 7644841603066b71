// A Docusaurus 3 site (preset-classic, React 19) that embeds Attention Math
// widgets, served under /docs/. The widgets come from the package
// (attention-math/widgets) and are registered in the browser only
// (src/attention-math.mjs, a client module): never during the server-side
// render, which writes the empty tags the browser upgrades.
export default {
  title: 'Attention widgets in Docusaurus',
  url: 'https://example.org',
  baseUrl: '/docs/',
  onBrokenLinks: 'throw',
  trailingSlash: true, // scores/index.html: any static server finds /docs/scores/
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'data:,' } }], // no /favicon.ico request
  clientModules: ['./src/attention-math.mjs'],
  presets: [
    ['classic', {
      docs: { routeBasePath: '/', sidebarPath: false },
      blog: false,
      pages: false,
      theme: {},
    }],
  ],
  themeConfig: {
    colorMode: { respectPrefersColorScheme: true },
    navbar: {
      title: 'Attention widgets',
      items: [{ to: '/', label: 'Softmax', position: 'left' }, { to: '/scores', label: 'Scores', position: 'left' }],
    },
  },
};
