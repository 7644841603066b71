// A formula typed from memory: the attention formula as a reader writes it,
// in plain text, numpy or LaTeX ("softmax(QK^T/sqrt(d_k) + M) V",
// "softmax(Q @ K.T / np.sqrt(d_k) + M) @ V", "\frac{QK^\top}{\sqrt{d_k}}"),
// read into a small expression tree (parseFormula) and compared with
// another by what it computes (sameFormula), so that every way of writing
// the same function is right and a slip is named by what it changes.
//
// Why by evaluation: two formulas are the same function when they agree on
// inputs in general position, and a fixed draw of Q, K, V is one (the
// course's tests check the verdicts against numpy evaluating the same
// formulas). The numbers are never shown; they only decide "same or not".
// The sizes are all different (n = 4, d_k = 3, d_v = 2), so a shape alone
// says which symbol a size is, and a wrong shape can be said in symbols.

import { message } from '../text/messages.js';
import { asHalfWidth } from '../text/half-width.js';

const SIZES = { n: 4, d_k: 3, d_v: 2 };
const SIZE_NAME = new Map(Object.entries(SIZES).map(([name, size]) => [size, name]));

// Numbers in general position from a fixed generator (a 32-bit LCG): the same
// inputs on every page, so a verdict never depends on a draw.
function draws(count, seed) {
  let state = seed >>> 0;
  return Float64Array.from({ length: count }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 * 2 - 1;
  });
}
const matrix = (r, c, d) => ({ r, c, d });
const scalar = (v) => ({ r: 1, c: 1, d: Float64Array.of(v), scalar: true });

// Q, K (n, d_k), V (n, d_v), a causal mask M (0 where a key may be seen,
// a large negative number where not: finite, so no ∞ − ∞ in a wrong formula) and d_k.
// Made once: evaluation never writes to them.
function makeInputs() {
  const { n, d_k: dK, d_v: dV } = SIZES;
  const M = Float64Array.from({ length: n * n }, (_, k) => (k % n > Math.floor(k / n) ? -1e4 : 0));
  return {
    Q: matrix(n, dK, draws(n * dK, 11)), K: matrix(n, dK, draws(n * dK, 23)),
    V: matrix(n, dV, draws(n * dV, 37)), M: matrix(n, n, M), d_k: scalar(dK),
  };
}
const INPUTS = makeInputs();

class FormulaError extends Error {}
// A problem with what the reader wrote: the message `id` with `args`, said to the reader.
const fail = (id, args) => { throw new FormulaError(message(id, args)); };

// ---- reading: text → tokens → tree ----

// LaTeX and numpy spellings, and the symbols of the page, written the one way the reader below reads.
// Full-width brackets and letters (a Chinese input method's "softmax（QK^T／sqrt（d_k））V") are ASCII first.
function normalise(raw) {
  let s = asHalfWidth(String(raw ?? ''));
  s = s.replace(/\\(left|right|big|Big|bigg|Bigg)\b/g, '').replace(/\\[,;:! ]/g, ' ');
  s = s.replace(/\\(operatorname|mathrm|text|textrm|mathit)\s*\{\s*softmax\s*\}/g, 'softmax');
  s = s.replace(/d_\{\s*k\s*\}/g, 'd_k');
  s = frac(s);
  s = s.replace(/\\sqrt/g, 'sqrt').replace(/\\softmax/g, 'softmax');
  s = s.replace(/\^\s*\{\s*(\\top|T|\\intercal)\s*\}|\^\s*(\\top|\\intercal)/g, '^T').replace(/\\top|\\intercal/g, 'T');
  s = s.replace(/\\cdot|\\times/g, '*');
  s = s.replace(/\b(np|numpy|torch|jnp|math|F|nn\.functional|scipy\.special)\./g, '');
  s = s.replace(/\.T\b/g, '^T').replace(/\*\*/g, '^');
  s = s.replace(/[ᵀ⊤]/g, '^T').replace(/[·⋅×@∗]/g, '*').replace(/÷/g, '/').replace(/[−–]/g, '-');
  return s.replace(/[{[]/g, '(').replace(/[}\]]/g, ')');
}

// \frac{a}{b} → ((a)/(b)), innermost first, with the braces matched.
function frac(s) {
  for (let at = s.lastIndexOf('\\frac'); at >= 0; at = s.lastIndexOf('\\frac')) {
    const top = group(s, at + 5);
    const bottom = top && group(s, top.end);
    if (!bottom) fail('course-formula-frac-parts');
    s = `${s.slice(0, at)}((${top.body})/(${bottom.body}))${s.slice(bottom.end)}`;
  }
  return s;
}
function group(s, from) {
  let i = from;
  while (s[i] === ' ') i += 1;
  if (s[i] !== '{') return null;
  for (let depth = 0, j = i; j < s.length; j += 1) {
    if (s[j] === '{') depth += 1;
    if (s[j] === '}' && --depth === 0) return { body: s.slice(i + 1, j), end: j + 1 };
  }
  return null;
}

const NAMES = ['Q', 'K', 'V', 'M'];
const FUNCTIONS = ['softmax', 'sqrt'];
// What a formula may use, said in every message that turns something away.
const known = () => message('course-formula-known');

function tokenize(text) {
  const tokens = [];
  const re = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z_0-9]*)|(\S))/gy;
  for (let m = re.exec(text); m && m[0] !== ''; m = re.exec(text)) {
    const [, number, word, symbol] = m;
    if (number !== undefined) tokens.push({ t: 'num', v: Number(number) });
    else if (symbol !== undefined) {
      if (!'+-*/^(),=√\''.includes(symbol)) fail('course-formula-unknown', { text: symbol, known: known() });
      tokens.push({ t: symbol });
    } else tokens.push(...words(word));
  }
  return tokens;
}

// A word: a function, d_k, a keyword argument, or names written together ("QK" is Q·K).
function words(word) {
  if (FUNCTIONS.includes(word.toLowerCase())) return [{ t: 'fn', v: word.toLowerCase() }];
  if (/^(d_?k)$/i.test(word)) return [{ t: 'name', v: 'd_k' }];
  if (word === 'axis' || word === 'dim') return [{ t: 'axis' }];
  if (word === 'T') return [{ t: 'name', v: 'T' }];
  // Names side by side, a T after one its transpose: "QK" is Q·K, "QKT" is Q·Kᵀ.
  if (/^([QKVM]T?)+$/.test(word)) {
    return [...word].flatMap((ch) => (ch === 'T' ? [{ t: '^' }, { t: 'name', v: 'T' }] : [{ t: 'name', v: ch }]));
  }
  return fail('course-formula-unknown', { text: word, known: known() });
}

// Precedence, lowest first: + −, then · / (and names side by side), then a
// leading minus, then ^T, ′ and powers.
function parse(tokens) {
  let at = 0;
  const peek = () => tokens[at];
  const take = (t) => (peek()?.t === t ? tokens[at++] : null);
  // what: the message saying what was expected; args: its own arguments.
  const expect = (t, what, args = {}) => take(t) ?? fail(what, { ...args, end: peek() ? 'no' : 'yes' });
  const startsFactor = (tok) => tok && ['name', 'num', 'fn', '(', '√'].includes(tok.t);

  function sum() {
    let left = product();
    for (let op = peek()?.t; op === '+' || op === '-'; op = peek()?.t) {
      at += 1;
      left = { k: op, a: left, b: product() };
    }
    return left;
  }
  function product() {
    let left = unary();
    for (;;) {
      if (take('*')) left = { k: '*', a: left, b: unary() };
      else if (take('/')) left = { k: '/', a: left, b: unary() };
      else if (startsFactor(peek())) left = { k: '*', a: left, b: unary() };
      else return left;
    }
  }
  function unary() {
    if (take('-')) return { k: 'neg', a: unary() };
    return postfix(primary());
  }
  function postfix(node) {
    for (;;) {
      if (take('\'')) node = { k: 'T', a: node };
      else if (take('^')) {
        if (peek()?.t === 'name' && peek().v === 'T') { at += 1; node = { k: 'T', a: node }; }
        else node = { k: '^', a: node, b: primaryOrSigned() };
      } else return node;
    }
  }
  function primaryOrSigned() { return take('-') ? { k: 'neg', a: primary() } : primary(); }
  function primary() {
    const tok = tokens[at++];
    if (!tok) return fail('course-formula-ends-too-soon');
    if (tok.t === 'num') return { k: 'num', v: tok.v };
    if (tok.t === 'name') return tok.v === 'T' ? fail('course-formula-lone-t') : { k: 'name', v: tok.v };
    if (tok.t === '√') return { k: 'fn', f: 'sqrt', args: [postfix(primary())] };
    if (tok.t === '(') {
      const inner = sum();
      expect(')', 'course-formula-expected-parenthesis');
      return inner;
    }
    if (tok.t === 'fn') return call(tok.v);
    return fail('course-formula-cannot-start', { text: tok.t });
  }
  function call(f) {
    if (!take('(')) return { k: 'fn', f, args: [postfix(primary())] }; // "sqrt d_k", "softmax S"
    const args = [sum()];
    let axis = -1;
    while (take(',')) {
      if (take('axis')) expect('=', 'course-formula-expected-equals');
      const minus = take('-');
      const number = expect('num', 'course-formula-expected-axis');
      axis = minus ? -number.v : number.v;
      if (![0, 1, -1].includes(axis)) fail('course-formula-bad-axis', { axis: String(axis) });
    }
    expect(')', 'course-formula-expected-call-parenthesis', { name: f });
    return { k: 'fn', f, args, axis };
  }

  const tree = sum();
  if (at < tokens.length) fail('course-formula-unexpected', { text: tokens[at].t === 'name' ? tokens[at].v : tokens[at].t });
  return tree;
}

// → {ok: true, value: tree} or {ok: false, message}.
// Longer than any spelling of the formula needs; it also bounds the reader's recursion.
const MAX_LENGTH = 300;

export function parseFormula(text) {
  if (String(text ?? '').length > MAX_LENGTH) return { ok: false, message: message('course-formula-too-long', { limit: MAX_LENGTH }) };
  try {
    const source = normalise(text).trim();
    if (source === '') return { ok: false, message: message('course-formula-empty', { known: known() }) };
    return { ok: true, value: parse(tokenize(source)) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

// ---- evaluating: tree → matrix, with shape errors said in symbols ----

// A shape in symbols, "(n, d_k)", or the words for a number, to go in a sentence.
const shapeName = ({ r, c, scalar: s }) => (s ? message('course-formula-a-number') : `(${SIZE_NAME.get(r) ?? r}, ${SIZE_NAME.get(c) ?? c})`);

function matmul(a, b) {
  if (a.scalar || b.scalar) return scale(a.scalar ? b : a, (a.scalar ? a : b).d[0]);
  if (a.c !== b.r) {
    const transposed = a.r === b.r && a.c === b.c && a.c === SIZES.d_k ? 'yes' : 'no';
    fail('course-formula-cannot-multiply', { a: shapeName(a), b: shapeName(b), transposed });
  }
  const d = new Float64Array(a.r * b.c);
  for (let i = 0; i < a.r; i += 1) for (let j = 0; j < b.c; j += 1) {
    let s = 0;
    for (let k = 0; k < a.c; k += 1) s += a.d[i * a.c + k] * b.d[k * b.c + j];
    d[i * b.c + j] = s;
  }
  return matrix(a.r, b.c, d);
}
const scale = (m, factor) => ({ ...m, d: m.d.map((v) => v * factor) });
// verb: 'add' or 'subtract', for the message when the shapes differ.
function elementwise(a, b, op, verb) {
  if (a.scalar || b.scalar) {
    const [m, v] = a.scalar ? [b, a.d[0]] : [a, b.d[0]];
    return { ...m, d: m.d.map((x) => (a.scalar ? op(v, x) : op(x, v))) };
  }
  if (a.r !== b.r || a.c !== b.c) fail('course-formula-shapes-differ', { verb, a: shapeName(a), b: shapeName(b) });
  return matrix(a.r, a.c, a.d.map((x, k) => op(x, b.d[k])));
}
const transpose = (m) => (m.scalar ? m : matrix(m.c, m.r, Float64Array.from({ length: m.d.length }, (_, k) => m.d[(k % m.r) * m.c + Math.floor(k / m.r)])));

// Softmax along each row (axis −1 or 1) or down each column (axis 0), max subtracted.
function softmax(m, axis) {
  if (m.scalar) fail('course-formula-softmax-of-number');
  const rows = axis === 0 ? transpose(m) : m;
  const d = new Float64Array(rows.d.length);
  for (let i = 0; i < rows.r; i += 1) {
    const row = rows.d.subarray(i * rows.c, (i + 1) * rows.c);
    const top = Math.max(...row);
    const e = row.map((z) => Math.exp(z - top));
    const total = e.reduce((s, v) => s + v, 0);
    d.set(e.map((v) => v / total), i * rows.c);
  }
  const out = matrix(rows.r, rows.c, d);
  return axis === 0 ? transpose(out) : out;
}

function evaluate(node, env) {
  switch (node.k) {
    case 'num': return scalar(node.v);
    case 'name': return env[node.v];
    case 'neg': return scale(evaluate(node.a, env), -1);
    case 'T': return transpose(evaluate(node.a, env));
    case '+': return elementwise(evaluate(node.a, env), evaluate(node.b, env), (x, y) => x + y, 'add');
    case '-': return elementwise(evaluate(node.a, env), evaluate(node.b, env), (x, y) => x - y, 'subtract');
    case '*': return matmul(evaluate(node.a, env), evaluate(node.b, env));
    case '/': {
      const [a, b] = [evaluate(node.a, env), evaluate(node.b, env)];
      if (!b.scalar) fail('course-formula-divide-by-matrix', { shape: shapeName(b) });
      return scale(a, 1 / b.d[0]);
    }
    case '^': {
      const [a, b] = [evaluate(node.a, env), evaluate(node.b, env)];
      if (!a.scalar || !b.scalar) fail('course-formula-power-of-matrix');
      return scalar(a.d[0] ** b.d[0]);
    }
    case 'fn':
      if (node.args.length !== 1) fail('course-formula-one-argument', { name: node.f });
      if (node.f === 'sqrt') {
        const a = evaluate(node.args[0], env);
        if (!a.scalar) fail('course-formula-sqrt-of-matrix', { shape: shapeName(a) });
        return scalar(Math.sqrt(a.d[0]));
      }
      return softmax(evaluate(node.args[0], env), node.axis ?? -1);
    default: return fail('course-formula-unreadable');
  }
}

// What a tree computes on the fixed inputs: {ok, value} or {ok: false, message} (a shape that does not fit).
export function formulaValue(tree) {
  try {
    return { ok: true, value: evaluate(tree, INPUTS) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

// True when two formulas compute the same matrix (to rounding).
export function sameFormula(a, b) {
  const [x, y] = [formulaValue(a), formulaValue(b)];
  if (!x.ok || !y.ok || x.value.r !== y.value.r || x.value.c !== y.value.c) return false;
  return x.value.d.every((v, k) => Math.abs(v - y.value.d[k]) <= 1e-9 * (1 + Math.abs(y.value.d[k])));
}

// What a formula that reads but does not fit, or fits with another shape, is told.
export function shapeNote(tree, expected) {
  const x = formulaValue(tree);
  if (!x.ok) return x.message;
  const want = formulaValue(expected).value;
  if (x.value.r !== want.r || x.value.c !== want.c) return message('course-formula-wrong-output-shape', { shape: shapeName(x.value), output: shapeName(want) });
  return '';
}

export const formulaInputs = () => INPUTS;
