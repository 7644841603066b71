// A VitePress site that embeds Attention Math widgets, served under /docs/.
// Vue must leave the <attention-*> tags to the browser (they are custom
// elements), or it warns that it cannot resolve them as components.
import { defineConfig } from 'vitepress';

export default defineConfig({
  base: '/docs/',
  title: 'Attention widgets in VitePress',
  description: 'Attention Math widgets in a VitePress site',
  head: [
    ['link', { rel: 'icon', href: 'data:,' }], // no request for /favicon.ico outside the site
    ['script', { src: '/docs/attention-math/attention-math-widgets.js', defer: '' }],
  ],
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('attention-') } },
  },
  themeConfig: {
    nav: [{ text: 'Softmax', link: '/' }, { text: 'Scores', link: '/scores' }],
    sidebar: [{ text: 'Examples', items: [{ text: 'Softmax', link: '/' }, { text: 'Scores and masking', link: '/scores' }] }],
  },
});
