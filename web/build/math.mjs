// KaTeX at build time: the page ships typeset HTML (and MathML for screen
// readers) instead of a TeX engine, so formulas cost no script and no layout
// shift. Authors write \( … \) for inline and \[ … \] for display maths in
// the section partials; HTML entities inside them (&lt; &amp; …) are decoded
// before KaTeX sees the TeX.

import katex from 'katex';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function decodeEntities(tex) {
  return tex.replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]);
}

function typeset(tex, displayMode) {
  return katex.renderToString(decodeEntities(tex.trim()), {
    displayMode, output: 'htmlAndMathml', throwOnError: true, strict: 'error',
  });
}

// Throws, naming the formula, on TeX that KaTeX rejects: a broken formula
// should fail the build, not ship as red text.
export function renderMath(html) {
  const render = (tex, displayMode) => {
    try {
      return typeset(tex, displayMode);
    } catch (error) {
      throw new Error(`KaTeX could not typeset ${displayMode ? '\\[' : '\\('}${tex}: ${error.message}`);
    }
  };
  // A display formula may be wider than a phone: it scrolls inside a box
  // that the keyboard can reach (and so scroll), not the page.
  const display = (tex) => `<div class="math-scroll" tabindex="0" role="group" aria-label="formula">${render(tex, true)}</div>`;
  return html
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, tex) => display(tex))
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, tex) => render(tex, false));
}

// KaTeX's stylesheet with only the woff2 fonts (every browser that runs this
// page reads woff2; the woff and ttf fallbacks would only add bytes).
export async function copyKatexAssets(katexDist, outDir) {
  const fontsOut = join(outDir, 'fonts');
  await mkdir(fontsOut, { recursive: true });
  const css = await readFile(join(katexDist, 'katex.min.css'), 'utf8');
  const woff2Only = css.replace(/src:url\((fonts\/[^)]+\.woff2)\) format\("woff2"\)[^;}]*/g, 'src:url($1) format("woff2")');
  await writeFile(join(outDir, 'katex.min.css'), woff2Only);
  const fonts = (await readdir(join(katexDist, 'fonts'))).filter((name) => name.endsWith('.woff2'));
  await Promise.all(fonts.map((name) => copyFile(join(katexDist, 'fonts', name), join(fontsOut, name))));
}
