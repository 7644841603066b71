// The course's languages, one line each: its BCP 47 code and its catalogue.
// A catalogue names its language and writing direction itself
// (`language-name`, `language-direction`); locales/index.js reads them.
export { default as 'en' } from './en.js';
export { default as 'zh-CN' } from './zh-CN.js';
