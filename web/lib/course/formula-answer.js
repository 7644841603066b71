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
const fail = (message) => { throw new FormulaError(message); };

// ---- reading: text → tokens → tree ----

// LaTeX and numpy spellings, and the symbols of the page, written the one way the reader below reads.
function normalise(raw) {
  let s = String(raw ?? '');
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
    if (!bottom) fail('A \\frac needs two braced parts: \\frac{…}{…}.');
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
const KNOWN = 'Q, K, V, M, d_k, softmax, sqrt, ^T and + − · /';

function tokenize(text) {
  const tokens = [];
  const re = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([A-Za-z_][A-Za-z_0-9]*)|(\S))/gy;
  for (let m = re.exec(text); m && m[0] !== ''; m = re.exec(text)) {
    const [, number, word, symbol] = m;
    if (number !== undefined) tokens.push({ t: 'num', v: Number(number) });
    else if (symbol !== undefined) {
      if (!'+-*/^(),=√\''.includes(symbol)) fail(`“${symbol}” is not part of the formula. Use ${KNOWN}.`);
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
  return fail(`“${word}” is not part of the formula. Use ${KNOWN}.`);
}

// Precedence, lowest first: + −, then · / (and names side by side), then a
// leading minus, then ^T, ′ and powers.
function parse(tokens) {
  let at = 0;
  const peek = () => tokens[at];
  const take = (t) => (peek()?.t === t ? tokens[at++] : null);
  const expect = (t, what) => take(t) ?? fail(`Expected ${what}${peek() ? '' : ' before the end'}.`);
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
    if (!tok) return fail('The formula ends too soon.');
    if (tok.t === 'num') return { k: 'num', v: tok.v };
    if (tok.t === 'name') return tok.v === 'T' ? fail('T on its own is not a matrix: write Kᵀ as K^T.') : { k: 'name', v: tok.v };
    if (tok.t === '√') return { k: 'fn', f: 'sqrt', args: [postfix(primary())] };
    if (tok.t === '(') {
      const inner = sum();
      expect(')', 'a closing parenthesis');
      return inner;
    }
    if (tok.t === 'fn') return call(tok.v);
    return fail(`“${tok.t}” cannot start a term.`);
  }
  function call(f) {
    if (!take('(')) return { k: 'fn', f, args: [postfix(primary())] }; // "sqrt d_k", "softmax S"
    const args = [sum()];
    let axis = -1;
    while (take(',')) {
      if (take('axis')) expect('=', '“=” after axis');
      const minus = take('-');
      const number = expect('num', 'an axis: 0, 1 or −1');
      axis = minus ? -number.v : number.v;
      if (![0, 1, -1].includes(axis)) fail(`A matrix has axes 0 and 1 (or −1): not ${axis}.`);
    }
    expect(')', `a closing parenthesis for ${f}`);
    return { k: 'fn', f, args, axis };
  }

  const tree = sum();
  if (at < tokens.length) fail(`“${tokens[at].t === 'name' ? tokens[at].v : tokens[at].t}” was not expected there.`);
  return tree;
}

// → {ok: true, value: tree} or {ok: false, message}.
// Longer than any spelling of the formula needs; it also bounds the reader's recursion.
const MAX_LENGTH = 300;

export function parseFormula(text) {
  if (String(text ?? '').length > MAX_LENGTH) return { ok: false, message: `That is longer than the formula needs (at most ${MAX_LENGTH} characters).` };
  try {
    const source = normalise(text).trim();
    if (source === '') return { ok: false, message: `Write the formula, using ${KNOWN}.` };
    return { ok: true, value: parse(tokenize(source)) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

// ---- evaluating: tree → matrix, with shape errors said in symbols ----

const shapeName = ({ r, c, scalar: s }) => (s ? 'a number' : `(${SIZE_NAME.get(r) ?? r}, ${SIZE_NAME.get(c) ?? c})`);

function matmul(a, b) {
  if (a.scalar || b.scalar) return scale(a.scalar ? b : a, (a.scalar ? a : b).d[0]);
  if (a.c !== b.r) {
    const hint = a.r === b.r && a.c === b.c && a.c === SIZES.d_k ? ' Is a transpose missing, Kᵀ?' : '';
    fail(`${shapeName(a)} times ${shapeName(b)} cannot be multiplied: the inner sizes differ.${hint}`);
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
function elementwise(a, b, op, verb) {
  if (a.scalar || b.scalar) {
    const [m, v] = a.scalar ? [b, a.d[0]] : [a, b.d[0]];
    return { ...m, d: m.d.map((x) => (a.scalar ? op(v, x) : op(x, v))) };
  }
  if (a.r !== b.r || a.c !== b.c) fail(`${verb} ${shapeName(a)} and ${shapeName(b)}: the shapes differ.`);
  return matrix(a.r, a.c, a.d.map((x, k) => op(x, b.d[k])));
}
const transpose = (m) => (m.scalar ? m : matrix(m.c, m.r, Float64Array.from({ length: m.d.length }, (_, k) => m.d[(k % m.r) * m.c + Math.floor(k / m.r)])));

// Softmax along each row (axis −1 or 1) or down each column (axis 0), max subtracted.
function softmax(m, axis) {
  if (m.scalar) fail('softmax turns a row of scores into weights: it needs the score matrix, not a number.');
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
    case '+': return elementwise(evaluate(node.a, env), evaluate(node.b, env), (x, y) => x + y, 'Adding');
    case '-': return elementwise(evaluate(node.a, env), evaluate(node.b, env), (x, y) => x - y, 'Subtracting');
    case '*': return matmul(evaluate(node.a, env), evaluate(node.b, env));
    case '/': {
      const [a, b] = [evaluate(node.a, env), evaluate(node.b, env)];
      if (!b.scalar) fail(`Dividing by ${shapeName(b)}: only a number can divide here.`);
      return scale(a, 1 / b.d[0]);
    }
    case '^': {
      const [a, b] = [evaluate(node.a, env), evaluate(node.b, env)];
      if (!a.scalar || !b.scalar) fail('Only a number can be raised to a power here; a matrix’s transpose is ^T.');
      return scalar(a.d[0] ** b.d[0]);
    }
    case 'fn':
      if (node.args.length !== 1) fail(`${node.f} takes one argument.`);
      if (node.f === 'sqrt') {
        const a = evaluate(node.args[0], env);
        if (!a.scalar) fail(`√ of ${shapeName(a)}: the square root here is of a number, d_k.`);
        return scalar(Math.sqrt(a.d[0]));
      }
      return softmax(evaluate(node.args[0], env), node.axis ?? -1);
    default: return fail('The formula could not be read.');
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
  if (x.value.r !== want.r || x.value.c !== want.c) return `Your formula gives ${shapeName(x.value)}; the output is ${shapeName(want)}, one row of d_v numbers per token.`;
  return '';
}

export const formulaInputs = () => INPUTS;
