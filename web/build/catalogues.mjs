// The catalogues (web/locales/) as the scripts get them: without the pages'
// prose and shell (messages whose id starts with `page-` or `site-`), which
// the build has already written into the HTML, so a script carries only the
// sentences it can say.
// An entry is its first line at the start of a line and the indented lines
// under it (Fluent's syntax); comments stay with the message after them.
import { readFile } from 'node:fs/promises';

export function withoutProse(catalogue) {
  const kept = [];
  let dropping = false;
  for (const line of catalogue.split('\n')) {
    if (/^[A-Za-z-]/.test(line)) dropping = /^(page|site)-/.test(line);
    else if (line !== '' && !/^\s/.test(line)) dropping = false; // a comment
    if (!dropping) kept.push(line);
  }
  return kept.join('\n');
}

export function runtimeCatalogues() {
  return {
    name: 'attention-runtime-catalogues',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]web[\\/]locales[\\/][^\\/]+\.js$/ }, async ({ path }) => (
        /[\\/](index|catalogues)\.js$/.test(path) ? undefined : { contents: withoutProse(await readFile(path, 'utf8')), loader: 'js' }));
    },
  };
}
