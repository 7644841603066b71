// A stylesheet cannot look a message up, so the few words it shows (what a
// widget says before it draws) are written into it at build time: one
// custom property per message and language, on :root for English and on
// :root:lang(code) for each other language, so a page in site/<code>/
// shows its own. JSON's string syntax is valid CSS for these plain texts.
import { message } from '../lib/text/messages.js';

export const CSS_MESSAGES = { 'figure-waiting': 'site-figure-waiting', 'figure-waiting-print': 'site-figure-waiting-print' };

export function cssMessages(languages, defaultLanguage = 'en') {
  const block = (selector, code) => `${selector} {\n${Object.entries(CSS_MESSAGES)
    .map(([name, id]) => `  --${name}: ${JSON.stringify(message(id, undefined, code))};`).join('\n')}\n}\n`;
  return languages.map((code) => block(code === defaultLanguage ? ':root' : `:root:lang(${code})`, code)).join('');
}
