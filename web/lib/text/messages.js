// Every sentence a reader sees, in the reader's language: message(id, args)
// looks the id up in that language's catalogue (web/locales/) and formats it
// with Fluent, which does plurals and choices by the language's own rules
// and numbers by Intl.NumberFormat. Code never builds a sentence itself.
//
// The language is the page's (<html lang>, set once by setLanguage) or, for
// a widget embedded with its own `lang`, the widget's: the widget base runs
// its build, model and render inside withLanguage(lang, …), and since those
// run synchronously, what they format is in the widget's language.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGES } from '../../locales/index.js';
import { PSEUDO_TRANSFORMS } from './pseudo.js';

const ALL = [...LANGUAGES, ...PSEUDO_LANGUAGES];
const bundles = new Map();
let current = DEFAULT_LANGUAGE;

// A formula in a catalogue is written as on the page, \( … \) or \[ … \];
// its braces would read as Fluent placeables, so each formula becomes a
// string literal first.
export function fluentSource(catalogue) {
  return catalogue.replace(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g, (formula) =>
    `{"${formula.replace(/\s*\n\s*/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`)}"}`);
}

// The code of the language among ours that best fits a BCP 47 tag: exact,
// then by its language alone ("zh", "zh-Hans-CN" → zh-CN), else English.
export function supportedLanguage(tag) {
  if (typeof tag !== 'string' || !tag) return DEFAULT_LANGUAGE;
  const lower = tag.toLowerCase();
  const exact = ALL.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === base)?.code ?? DEFAULT_LANGUAGE;
}

export function languageInfo(code = current) {
  return ALL.find((language) => language.code === code) ?? ALL[0];
}

function bundleFor(code) {
  if (bundles.has(code)) return bundles.get(code);
  const language = languageInfo(code);
  const source = language.from ? languageInfo(language.from) : language;
  // Pseudo-locales format numbers as English: Intl knows en-XA and ar-XB
  // and would write ar-XB's digits in Arabic script.
  const bundle = new FluentBundle(language.from ?? language.code, {
    useIsolating: false,
    transform: language.transform ? PSEUDO_TRANSFORMS[language.transform] : (text) => text,
  });
  const errors = bundle.addResource(new FluentResource(fluentSource(source.catalogue)));
  if (errors.length) throw new Error(`catalogue ${source.code}: ${errors.map(String).join('; ')}`);
  bundles.set(code, bundle);
  return bundle;
}

export function hasMessage(id, code = current) {
  return bundleFor(code).hasMessage(id);
}

// The message `id` in the current language, English where that language
// lacks it; an id no catalogue has, or an argument a message needs and is
// not given, is a bug in the code and throws.
export function message(id, args = undefined, code = current) {
  const bundle = bundleFor(code).hasMessage(id) ? bundleFor(code) : bundleFor(DEFAULT_LANGUAGE);
  const found = bundle.getMessage(id);
  if (!found?.value) throw new Error(`no message "${id}"`); // developer-facing
  const errors = [];
  const text = bundle.formatPattern(found.value, args, errors);
  if (errors.length) throw new Error(`message "${id}": ${errors.map(String).join('; ')}`);
  return bundle.locales[0].startsWith('zh') ? withChineseSpacing(text) : text;
}

// Chinese sets a space between a Chinese character and a Latin word or
// number (请输入 d_k) and none between two Chinese characters or next to
// Chinese punctuation and quotes (请输入种子：, 与“cat”和它自己). A message
// cannot know which its argument will be (a field's label is 种子 or d_k),
// so the catalogue writes the spaces and those between Chinese go here.
const HAN = String.raw`\p{Script=Han}`;
const PUNCTUATION = String.raw`[\u3000-\u303F\uFF00-\uFFEF]`; // 、。「」（）：，…, which take no space either side
const CHINESE_GAP = new RegExp([
  String.raw`(?<=${PUNCTUATION})[ ]+`, String.raw`[ ]+(?=${PUNCTUATION})`,
  String.raw`(?<=${HAN})[ ]+(?=${HAN}|[“‘])`, String.raw`(?<=${HAN}|[”’])[ ]+(?=${HAN})`,
].join('|'), 'gu');
export const withChineseSpacing = (text) => text.replace(CHINESE_GAP, '');

// "yes" when a count is the whole of its total: a message then says "all 4"
// rather than "4 of 4" (Fluent selects on one argument, it cannot compare two).
export const allOf = (count, total) => (count === total ? 'yes' : 'no');

export function currentLanguage() {
  return current;
}

export function setLanguage(tag) {
  current = supportedLanguage(tag);
  return current;
}

// fn() with the current language set to `tag` (a widget's own `lang`), and
// the page's restored afterwards, whatever fn does.
export function withLanguage(tag, fn) {
  const before = current;
  current = tag ? supportedLanguage(tag) : current;
  try {
    return fn();
  } finally {
    current = before;
  }
}

// A percentage as the language writes one (“96 %”, “96%”), of digits already formatted.
export const formatPercent = (digits) => message('shared-percent', { number: String(digits) });

// A count or amount in prose, grouped as the language groups it (2,359,296).
// Matrices and figures keep numpy's digits (format.js), which the parity
// checks compare.
export function formatCount(value, options = undefined) {
  return new Intl.NumberFormat(languageInfo().from ?? current, options).format(value);
}
