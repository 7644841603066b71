// A Starlight (Astro) site that embeds Attention Math widgets, served under
// /docs/. The widgets come from the package (attention-math/widgets),
// imported by a client script (src/components/AttentionWidgets.astro) that
// Astro bundles; the pages place the elements in MDX. Starlight's theme
// switch sets data-theme on <html>, which the widgets follow.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://example.org', // the sitemap Starlight writes needs one
  base: '/docs',
  trailingSlash: 'always', // scores/index.html: any static server finds /docs/scores/
  integrations: [
    starlight({
      title: 'Attention widgets in Starlight',
      favicon: '/favicon.svg', // public/favicon.svg, inside the site (/docs/favicon.svg)
      pagefind: false, // no search index: nothing fetched beyond the page
      sidebar: [{ label: 'Examples', items: [{ label: 'Softmax', link: '/' }, { label: 'Scores and masking', link: '/scores/' }] }],
    }),
  ],
  // The core, its WebAssembly inside, is one 1.1 MB chunk: expected, not a warning.
  vite: { build: { chunkSizeWarningLimit: 1500 } },
});
