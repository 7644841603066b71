// Assembles site/index.html: the shell in web/page/index.html, with each
// web/sections/NN-id.html partial (in file-name order) in place of
// <!-- sections --> and a table of contents, made from the partials'
// data-toc titles, in place of <!-- toc -->.

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const SECTION_TAG = /<section\b[^>]*\bid="([^"]+)"[^>]*\bdata-toc="([^"]+)"/;

async function readSections(sectionsDir) {
  const names = (await readdir(sectionsDir)).filter((name) => name.endsWith('.html')).sort();
  return Promise.all(names.map(async (name) => {
    const html = await readFile(join(sectionsDir, name), 'utf8');
    const match = SECTION_TAG.exec(html);
    if (!match) throw new Error(`${name}: needs <section id="…" data-toc="…"> as its outer element`);
    return { id: match[1], title: match[2], html };
  }));
}

function tableOfContents(sections) {
  const items = sections.map(({ id, title }) => `        <li><a href="#${id}">${title}</a></li>`).join('\n');
  return `<nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" class="toc__title">On this page</h2>
      <ol class="toc__list">
${items}
      </ol>
    </nav>`;
}

export async function assemblePage(shellPath, sectionsDir) {
  const shell = await readFile(shellPath, 'utf8');
  const sections = await readSections(sectionsDir);
  const ids = new Set();
  for (const { id } of sections) {
    if (ids.has(id)) throw new Error(`two sections use id="${id}"`);
    ids.add(id);
  }
  return shell
    .replace('<!-- toc -->', tableOfContents(sections))
    .replace('<!-- sections -->', sections.map((s) => s.html.trim()).join('\n\n'));
}
