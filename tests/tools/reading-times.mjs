// Each chapter's reading time by the method written out in web/course.mjs,
// with what it is made of: the words, display equations and interactive
// elements of its main path and of its disclosures, beside the minutes the
// manifest states. What to run after changing a section, instead of
// keeping a table of counts in a comment, where it goes stale.
//
//   node tests/tools/reading-times.mjs

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAPTERS } from '../../web/course.mjs';
import { readSections } from '../../web/build/page.mjs';
import { estimateMinutes, sectionCounts } from '../../web/build/reading-time.mjs';

const sectionsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'sections');
const sections = await readSections(sectionsDir);

// {words, equations, elements by tag} summed over a chapter's sections, on one path.
function totals(htmls, path) {
  const sum = { words: 0, equations: 0, elements: new Map() };
  for (const html of htmls) {
    const part = sectionCounts(html)[path];
    sum.words += part.words;
    sum.equations += part.equations;
    for (const { tag } of part.elements) sum.elements.set(tag, (sum.elements.get(tag) ?? 0) + 1);
  }
  return sum;
}

const short = (tag) => tag.replace(/^attention-/, '');
const described = ({ words, equations, elements }) => `${words} words, ${equations} equations`
  + (elements.size ? `, ${[...elements].map(([tag, count]) => `${count} ${short(tag)}`).join(', ')}` : '');

for (const chapter of CHAPTERS) {
  const htmls = chapter.sections.map((id) => sections.get(id).html);
  const estimate = estimateMinutes(htmls);
  console.log(`${chapter.file.padEnd(13)} main ${estimate.main.toFixed(1).padStart(5)} min (stated ${chapter.minutes})`
    + `  optional ${estimate.optional.toFixed(1).padStart(4)} min (stated ${chapter.optionalMinutes})`);
  console.log(`${''.padEnd(13)} main: ${described(totals(htmls, 'main'))}`);
  console.log(`${''.padEnd(13)} optional: ${described(totals(htmls, 'optional'))}`);
}
