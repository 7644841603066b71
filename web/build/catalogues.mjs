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

// site/l10n/<code>.js: one language's catalogue as a classic script (file://
// pages cannot fetch or import), which the pages load before their own
// scripts. It puts the catalogue, without the prose, in a registry on
// globalThis, where the pages' bundles read it (cataloguesFromPage).
export function catalogueScript(code, catalogue) {
  return `(globalThis.attentionMathCatalogues ??= {})[${JSON.stringify(code)}] = ${JSON.stringify(withoutProse(catalogue))};\n`;
}

// For the course pages' own bundles: web/locales/catalogues.js becomes a
// module that reads the registry the catalogue scripts filled, so that each
// catalogue is downloaded once, cached from page to page, and only in the
// languages the page needs (a language not loaded is empty: its messages
// fall back to English). The embed bundles keep every catalogue inside.
export function cataloguesFromPage(codes) {
  const names = codes.map((code, i) => [`c${i}`, code]);
  const contents = [
    'const registry = globalThis.attentionMathCatalogues ?? {};',
    ...names.map(([name, code]) => `const ${name} = registry[${JSON.stringify(code)}] ?? '';`),
    `export { ${names.map(([name, code]) => `${name} as ${JSON.stringify(code)}`).join(', ')} };`,
  ].join('\n');
  return {
    name: 'attention-catalogues-from-page',
    setup(esbuild) {
      esbuild.onLoad({ filter: /[\\/]web[\\/]locales[\\/]catalogues\.js$/ }, () => ({ contents, loader: 'js' }));
    },
  };
}
