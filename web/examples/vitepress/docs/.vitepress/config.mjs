// A VitePress site that embeds Attention Math widgets, served under /docs/.
// The widgets come from the package (attention-math/widgets, imported by
// theme/index.mjs). Vue must leave the <attention-*> tags to the browser
// (they are custom elements), or it warns that it cannot resolve them as
// components.
import { defineConfig } from 'vitepress';

export default defineConfig({
  base: '/docs/',
  title: 'Attention widgets in VitePress',
  description: 'Attention Math widgets in a VitePress site',
  head: [
    ['link', { rel: 'icon', href: 'data:,' }], // no request for /favicon.ico outside the site
  ],
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('attention-') } },
  },
  themeConfig: {
    nav: [{ text: 'Softmax', link: '/' }, { text: 'Scores', link: '/scores' }],
    sidebar: [{ text: 'Examples', items: [{ text: 'Softmax', link: '/' }, { text: 'Scores and masking', link: '/scores' }] }],
  },
});
