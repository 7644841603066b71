// How long a chapter takes, estimated from its sections' HTML by the method
// written out in web/course.mjs. The manifest keeps its own figures (they are
// part of the contract); this is what tests/js/course.test.mjs checks them
// against, so that adding a widget or an exercise shows up as a stale figure.

const WORDS_PER_MINUTE = 200;
const MINUTES_PER_EQUATION = 0.25;
const MINUTES_PER_WIDGET = 2;
// Elements that cost more (or less) than a widget: a prediction is a quick
// guess, an exercise a short calculation, the by-hand checkpoint a whole row.
// The old exercise set holds eight exercises in one element.
const MINUTES_BY_TAG = {
  'attention-predict': 1,
  'attention-exercise': 2,
  'attention-exercises': 8 * 2,
  'attention-by-hand': 6,
};
const MINUTES_PER_CHECKPOINT = 3; // any other <attention-…-checkpoint>

export function sectionCounts(html) {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\\\[[\s\S]*?\\\]/g, ' formula ')
    .replace(/\\\([\s\S]*?\\\)/g, ' formula ')
    .replace(/<[^>]+>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const equations = (html.match(/\\\[/g) ?? []).length;
  const elements = [...html.matchAll(/<(attention-[a-z0-9-]+)/g)].map((match) => match[1]);
  return { words, equations, elements };
}

function elementMinutes(tag) {
  if (tag in MINUTES_BY_TAG) return MINUTES_BY_TAG[tag];
  if (tag.endsWith('-checkpoint')) return MINUTES_PER_CHECKPOINT;
  return MINUTES_PER_WIDGET;
}

export function estimateMinutes(sectionHtmls) {
  let minutes = 0;
  for (const html of sectionHtmls) {
    const { words, equations, elements } = sectionCounts(html);
    minutes += words / WORDS_PER_MINUTE + equations * MINUTES_PER_EQUATION;
    for (const tag of elements) minutes += elementMinutes(tag);
  }
  return minutes;
}
