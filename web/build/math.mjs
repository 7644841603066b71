// KaTeX at build time: the page ships typeset HTML (and MathML for screen
// readers) instead of a TeX engine, so formulas cost no script and no layout
// shift. Authors write \( … \) for inline and \[ … \] for display maths in
// the section partials; HTML entities inside them (&lt; &amp; …) are decoded
// before KaTeX sees the TeX.

import katex from 'katex';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What the typeset formulas use, so that only those fonts, and only those
// glyphs in them, ship: the characters of KaTeX's HTML and its class names.
const usage = { text: new Set(' '), classes: new Set(['katex']) };

function recordUsage(html) {
  const visible = html.replace(/<annotation[\s\S]*?<\/annotation>/g, '').replace(/<[^>]*>/g, '');
  for (const ch of decodeHtml(visible)) usage.text.add(ch);
  for (const [, names] of html.matchAll(/class="([^"]*)"/g)) for (const name of names.split(/\s+/)) usage.classes.add(name);
}

function decodeHtml(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES_OUT[entity] ?? entity);
}

const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const ENTITIES_OUT = { ...ENTITIES, '&nbsp;': '\u00a0' };

function decodeEntities(tex) {
  return tex.replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]);
}

function typeset(tex, displayMode) {
  const html = katex.renderToString(decodeEntities(tex.trim()), {
    displayMode, output: 'htmlAndMathml', throwOnError: true, strict: 'error',
  });
  recordUsage(html);
  return html;
}

// Throws, naming the formula, on TeX that KaTeX rejects: a broken formula
// should fail the build, not ship as red text.
function render(tex, displayMode) {
  try {
    return typeset(tex, displayMode);
  } catch (error) {
    throw new Error(`KaTeX could not typeset ${displayMode ? '\\[' : '\\('}${tex}: ${error.message}`);
  }
}

// A display formula may be wider than its column (the long ones are
// written as aligned lines that fit 390 px; a narrower screen or a larger
// font can still be too narrow): it then scrolls inside a box, not the
// page. The page's script (watchFormulaBoxes, web/figures/dom/overflow.js)
// makes the box a Tab stop, so the keyboard can scroll it, only while it
// scrolls; as built it is none, so a formula that fits is never one.
const display = (tex, label) => `<div class="math-scroll" role="group" aria-label="${label}">${render(tex, true)}</div>`;

// A formula drawn twice (HTML for the eye, MathML for screen readers) is
// some 12 elements for one letter and several hundred for a derivation's
// aligned lines. Inside a disclosure that is closed as built ("Go deeper:
// …", "More practice"), which no reader sees or hears until it opens, each
// formula ships typeset inside a <template>, out of the document, and the
// page's script (web/page/lazy-math.js) moves it in place when the
// disclosure first opens: the same HTML and MathML, no KaTeX and no HTML
// parsing at run time. A <noscript> copy is what a reader with scripting
// off sees; with scripting on it is one inert text node (and compresses to
// almost nothing beside the template).
const lazy = (typeset) => `<template class="lazy-math">${typeset}</template><noscript>${typeset}</noscript>`;

// Outside the disclosures, a page's formulas are most of its elements:
// further.html had some 6,500 of its 6,900 at load, two thirds of them in
// KaTeX's HTML, the face drawn for the eye (its MathML, for screen readers,
// is the other third). Past a page's first section, which is on screen when
// it opens, each formula ships with its MathML in place and its HTML face
// in a <template class="katex-face">, and the page's script puts the faces
// of a section in place as it comes near the screen (web/page/lazy-math.js,
// the whole page before printing). Until then, and with scripting off, the
// stylesheet shows the MathML itself (15-math-and-toc.css), so a formula is
// never missing, nor unheard. KaTeX's face is the .katex span's last child.
function deferFace(typeset) {
  const start = typeset.indexOf('<span class="katex-html"');
  const closers = typeset.startsWith('<div class="math-scroll"') ? '</span></span></div>' : '</span>';
  if (start < 0 || !typeset.endsWith(closers)) throw new Error(`math.mjs: no KaTeX face to defer in ${typeset.slice(0, 80)}…`);
  const end = typeset.length - closers.length;
  return `${typeset.slice(0, start)}<template class="katex-face">${typeset.slice(start, end)}</template>${closers}`;
}

// One pass, in document order, over what matters here: the opening and
// closing tags of <details>, the openings of <section>, and the formulas.
// A disclosure's <summary> shows while it is closed: its formulas are not deferred with the rest.
const MATH_OR_DETAILS = /<details\b([^>]*)>|<\/details>|<(\/?)summary\b[^>]*>|<section\b|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g;

// `label` names a display formula's box for screen readers, in the page's
// language (the catalogue's site-formula-label); plain text, no quotes.
export function renderMath(html, label = 'formula') {
  if (/["<>&]/.test(label)) throw new Error(`renderMath: the label must be plain text: ${label}`); // developer-facing
  const disclosures = []; // the <details> we are inside, innermost last: true when closed as built
  let sections = 0; // the <section>s begun so far: past the first, faces wait
  let inSummary = false; // inside the innermost disclosure's <summary>, seen closed or open
  return html.replace(MATH_OR_DETAILS, (match, detailsAttributes, summaryClose, displayTex, inlineTex) => {
    if (summaryClose !== undefined) {
      inSummary = summaryClose === '';
      return match;
    }
    if (detailsAttributes !== undefined) {
      disclosures.push(!/\sopen(?=[\s=/]|$)/.test(detailsAttributes.replace(/"[^"]*"|'[^']*'/g, '""')));
      return match;
    }
    if (match.startsWith('<section')) {
      sections += 1;
      return match;
    }
    if (displayTex === undefined && inlineTex === undefined) {
      disclosures.pop();
      return match;
    }
    const typeset = displayTex !== undefined ? display(displayTex, label) : render(inlineTex, false);
    const hiding = inSummary ? disclosures.slice(0, -1) : disclosures;
    if (hiding.includes(true)) return lazy(typeset);
    return sections > 1 ? deferFace(typeset) : typeset;
  });
}

// The two faces nearly every formula needs: KaTeX_Main (digits, operators,
// upright names) and KaTeX_Math (italic variables). KaTeX's faces are
// font-display: block, so a paragraph with a formula in it is not painted
// until they arrive, and the browser asks for them only once it has laid
// out the page. A page that typesets maths names them on <html
// data-fonts="…">, and page-init.js asks for them from the <head> (over
// http only: from file:// Chromium fetches fonts without CORS, so a
// crossorigin preload would go unused, with a warning).
const PRELOADED_FACES = [['katex', 'KaTeX_Main-Regular.woff2'], ['mathnormal', 'KaTeX_Math-Italic.woff2']];

export function nameFirstFonts(html) {
  const fonts = PRELOADED_FACES.filter(([className]) => new RegExp(`class="[^"]*\\b${className}\\b`).test(html)).map(([, font]) => font);
  return fonts.length ? html.replace(/<html\b([^>]*)>/, (tag, attributes) => `<html${attributes} data-fonts="${fonts.join(' ')}">`) : html;
}

// The font families KaTeX's stylesheet assigns to classes the formulas use
// (`.katex .mathnormal{font-family:KaTeX_Math…}`), plus KaTeX_Main, the
// base font of every formula.
function usedFamilies(css) {
  const families = new Set(['KaTeX_Main']);
  for (const [, selectors, family] of css.matchAll(/(?:^|})([^{}@]+)\{[^}]*font-family:"?(KaTeX_\w+)/g)) {
    for (const selector of selectors.split(',')) {
      const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      if (classes.every((name) => usage.classes.has(name))) families.add(family);
    }
  }
  return families;
}

// KaTeX's stylesheet with only the woff2 fonts (every browser that runs this
// page reads woff2), only the faces of the families the formulas use, each
// font cut down to the characters they contain (~170 KB of fonts → ~30 KB).
// Call after renderMath, which records what is used. Without fonttools
// (web/install-deps.sh installs it) the whole fonts are copied instead.
export async function copyKatexAssets(katexDist, outDir) {
  const fontsOut = join(outDir, 'fonts');
  await rm(fontsOut, { recursive: true, force: true }); // no stale faces from an earlier build
  await mkdir(fontsOut, { recursive: true });
  const css = await readFile(join(katexDist, 'katex.min.css'), 'utf8');
  const woff2Only = css.replace(/src:url\((fonts\/[^)]+\.woff2)\) format\("woff2"\)[^;}]*/g, 'src:url($1) format("woff2")');
  const families = usedFamilies(woff2Only);
  const fonts = [];
  const trimmed = woff2Only.replace(/@font-face\{[^}]*\}/g, (face) => {
    const family = /font-family:"?(KaTeX_\w+)/.exec(face)[1];
    if (!families.has(family)) return '';
    fonts.push(/url\(fonts\/([^)]+)\)/.exec(face)[1]);
    return face;
  });
  await writeFile(join(outDir, 'katex.min.css'), trimmed);
  const pairs = fonts.map((name) => [join(katexDist, 'fonts', name), join(fontsOut, name)]);
  try {
    execFileSync('/usr/bin/python3', [fileURLToPath(new URL('subset_fonts.py', import.meta.url))], {
      input: JSON.stringify({ text: [...usage.text].sort().join(''), fonts: pairs }),
      stdio: ['pipe', 'inherit', 'pipe'],
    });
  } catch (error) {
    console.warn(`Fonts not subset (install python3-fonttools and python3-brotli): ${String(error.stderr ?? error.message).split('\n').slice(-2).join(' ')}`);
    await Promise.all(pairs.map(([from, to]) => copyFile(from, to)));
  }
}
