// The build's KaTeX step (web/build/math.mjs): every formula is typeset
// (HTML and MathML), a broken one fails the build, and a formula inside a
// disclosure closed as built ships inside a <template>, out of the
// document (with a <noscript> copy for scripting off), for web/page/lazy-math.js to put in place when it opens;
// past a page's first section, a formula's MathML is in place and its HTML face waits in a <template>.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderMath } from '../../web/build/math.mjs';

const waiting = (html) => [...html.matchAll(/<template class="lazy-math">([\s\S]*?)<\/template><noscript>\1<\/noscript>/g)].map((m) => m[1]);
const katexCount = (html) => (html.match(/<span class="katex">/g) ?? []).length;

test('formulas are typeset with MathML; a display formula sits in its scrolling box; broken TeX fails, naming it', () => {
  const html = renderMath('<p>\\( d_k \\)</p>\\[ a &lt; b \\]');
  assert.equal(katexCount(html), 2);
  assert.match(html, /<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">/);
  assert.match(html, /<div class="math-scroll" role="group" aria-label="formula"><span class="katex-display">/);
  assert.match(html, /<mo>&lt;<\/mo>/, 'entities decoded before KaTeX');
  assert.doesNotMatch(html, /\\\(|\\\[|<template|<noscript/);
  assert.throws(() => renderMath('<p>\\( \\frac{1 \\)</p>'), /KaTeX could not typeset \\\( \\frac\{1/);
});

test('inside a disclosure closed as built, each formula is a <template> (and a <noscript> copy) holding the same typeset formula', () => {
  const outside = renderMath('<p>\\( d_k \\)</p>\\[ e^{z} \\]');
  const html = renderMath('<details class="go-deeper"><summary>Go deeper</summary><p>\\( d_k \\)</p>\\[ e^{z} \\]</details>');
  assert.equal(katexCount(html.replace(/<template[\s\S]*?<\/template>|<noscript>[\s\S]*?<\/noscript>/g, '')), 0, 'no formula in the document as built');
  assert.equal(waiting(html).length, 2);
  assert.equal(waiting(html).join(''), outside.replace('<p>', '').replace('</p>', ''), 'the same HTML and MathML, box included');
});

test('open disclosures typeset at once, closed ones nested anywhere lazily, and only the open attribute counts', () => {
  const open = renderMath('<details open><summary>s</summary>\\( a \\)</details>');
  assert.equal(waiting(open).length, 0);
  assert.equal(katexCount(open), 1);
  const classOpen = renderMath('<details class="open-by-default" data-x="open"><summary>s</summary>\\( a \\)</details>');
  assert.equal(waiting(classOpen).length, 1, 'a class or a value that says "open" is not the attribute');
  const closedInOpen = renderMath('<details open>\\( a \\)<details>\\( b \\)</details>\\( c \\)</details>\\( d \\)');
  assert.equal(waiting(closedInOpen).length, 1);
  assert.match(waiting(closedInOpen)[0], /<mi>b<\/mi>/);
  const openInClosed = renderMath('<details>\\( a \\)<details open>\\( b \\)</details>\\( c \\)</details>\\( d \\)');
  assert.equal(waiting(openInClosed).length, 3, 'an open disclosure inside a closed one is hidden with it');
  assert.doesNotMatch(openInClosed.slice(openInClosed.lastIndexOf('</details>')), /<template/, 'after the disclosure, at once again');
});

const faces = (html) => [...html.matchAll(/<template class="katex-face">([\s\S]*?)<\/template>/g)].map((m) => m[1]);

test('past the first section, each formula keeps its MathML in place and its HTML face in a <template>, which restores it exactly', () => {
  const body = '<p>\\( d_k \\)</p>\\[ \\begin{aligned} a &amp;= b \\\\ c &amp;= \\sqrt{d} \\end{aligned} \\]';
  const eager = renderMath(`<section id="a">${body}</section>`);
  const html = renderMath(`<section id="a">${body}</section><section id="b">${body}</section>`);
  assert.equal(faces(eager).length, 0, 'the first section is drawn as built');
  const [first, second] = html.split('<section id="b">');
  assert.equal(first, eager, 'the first section unchanged');
  assert.equal(faces(second).length, 2, 'one face per formula after it');
  for (const face of faces(second)) assert.match(face, /^<span class="katex-html" aria-hidden="true">/);
  // In place: MathML in every formula. Put back: byte for byte the formula as built.
  assert.equal((second.match(/<span class="katex-mathml">/g) ?? []).length, 2);
  assert.equal(second.replace(/<template class="katex-face">([\s\S]*?)<\/template>/g, '$1'), eager.slice('<section id="a">'.length), 'face restored = as built');
  // Inside a closed disclosure the whole formula waits, as before: no face of its own.
  const closed = renderMath(`<section id="a"></section><section id="b"><details><summary>s</summary>${body}</details></section>`);
  assert.equal(faces(closed.replace(/<template class="lazy-math">[\s\S]*?<\/template>|<noscript>[\s\S]*?<\/noscript>/g, '')).length, 0);
  assert.equal(waiting(closed).length, 2);
});
