// The Simplified Chinese course (site/zh-CN/), every page in the four views:
// axe clean, nothing cut off, no widget in error, and nothing left in
// English. A Latin word a Chinese page may keep is a name, a symbol or data
// the English pages also leave as it is: names (softmax, numpy, GPT-2 small,
// WebAssembly, Attention Math), the subscripts of symbols (d_model, S_ij,
// dW, the circuit's S_comp …), formats (SVG, PNG, CSV), key names, a file
// name, and the toy sentences' words and letters.
import { VIEWS } from './browser.mjs';
import { keptAsIs, languagePass } from './language-pass.mjs';

languagePass({
  code: 'zh-CN',
  views: VIEWS,
  leftovers: (words) => words.filter((word) => /^[A-Za-z]{2,}$/.test(word) && !keptAsIs(word)),
});
