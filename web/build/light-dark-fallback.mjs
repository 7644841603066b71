// A fallback for browsers without CSS light-dark() (Safari before 17.5,
// Chrome before 123, Firefox before 120). There a custom property holding
// light-dark(…) is kept as text and every var() of it is invalid when used:
// all the theme colours, heatmap cells included, vanished. So the build
// appends, for every declaration that uses light-dark(a, b), the same
// declaration with a (light) and with b (dark: under the system's dark
// setting unless the toggle pinned light, or where the toggle pinned dark),
// inside @supports not (color: light-dark(#000, #fff)): browsers that have
// light-dark() never read it. Screen only, as print is always light.
export const UNSUPPORTED = '@supports not (color: light-dark(#000, #fff))';

// The arguments of a function call starting at text[open] === '(' , split at
// top-level commas; and the index after its ')'.
function callArgs(text, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth === 0) { args.push(text.slice(start, i).trim()); return { args, end: i + 1 }; }
    } else if (c === ',' && depth === 1) { args.push(text.slice(start, i).trim()); start = i + 1; }
  }
  throw new Error(`light-dark fallback: unclosed light-dark( in ${text.slice(open - 20, open + 60)}`);
}

// The value with every light-dark(a, b) replaced by its a (k = 0) or b (k = 1).
function pick(value, k) {
  let out = '';
  let i = 0;
  for (let at = value.indexOf('light-dark(', i); at >= 0; at = value.indexOf('light-dark(', i)) {
    const { args, end } = callArgs(value, at + 'light-dark'.length);
    if (args.length !== 2) throw new Error(`light-dark fallback: ${args.length} arguments in ${value}`);
    out += value.slice(i, at) + pick(args[k], k);
    i = end;
  }
  return out + value.slice(i);
}

// Splits at top-level occurrences of `separator` (outside parentheses and strings).
function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) { if (c === quote && text[i - 1] !== '\\') quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) { parts.push(text.slice(start, i)); start = i + 1; }
  }
  parts.push(text.slice(start));
  return parts;
}

// `:root…` selectors take the theme condition on :root itself; others under it.
const underRoot = (selectors, condition) => splitTop(selectors, ',').map((s) => s.trim())
  .map((s) => (s.startsWith(':root') ? `:root${condition}${s.slice(5)}` : `:root${condition} ${s}`)).join(',');

// Every rule of `css` (nested in at-rules) with a light-dark() declaration:
// [{wrappers: ['@media …', …], selectors, declarations: [[property, value]]}].
export function lightDarkRules(css) {
  const rules = [];
  const stack = [];
  let start = 0;
  let quote = null;
  let depth = 0; // parentheses
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) { if (c === quote && css[i - 1] !== '\\') quote = null; continue; }
    if (c === '/' && css[i + 1] === '*') { i = css.indexOf('*/', i + 2) + 1; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === '{' && depth === 0) {
      const prelude = css.slice(start, i).trim();
      const body = prelude.startsWith('@') ? null : i + 1;
      stack.push({ prelude, body });
      start = i + 1;
    } else if (c === '}' && depth === 0) {
      const block = stack.pop();
      if (block?.body !== null && block?.body !== undefined) {
        const declarations = splitTop(css.slice(block.body, i), ';').map((d) => d.trim()).filter((d) => d.includes('light-dark('))
          .map((d) => { const colon = d.indexOf(':'); return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()]; });
        if (declarations.length) rules.push({ wrappers: stack.map((b) => b.prelude), selectors: block.prelude, declarations });
      }
      start = i + 1;
    } else if (c === ';' && depth === 0 && stack.at(-1)?.body == null) start = i + 1;
  }
  return rules;
}

const wrap = (wrappers, inner) => wrappers.reduceRight((text, w) => `${w}{${text}}`, inner);
const block = (selectors, declarations, k) => `${selectors}{${declarations.map(([p, v]) => `${p}:${pick(v, k)}`).join(';')}}`;

// The fallback block for `css`, to append to it ('' when nothing uses light-dark()).
export function lightDarkFallback(css) {
  const rules = lightDarkRules(css);
  if (!rules.length) return '';
  const light = rules.map((r) => wrap(r.wrappers, block(r.selectors, r.declarations, 0))).join('');
  const system = rules.map((r) => wrap(r.wrappers, block(underRoot(r.selectors, ':not([data-theme="light"])'), r.declarations, 1))).join('');
  const pinned = rules.map((r) => wrap(r.wrappers, block(underRoot(r.selectors, '[data-theme="dark"]'), r.declarations, 1))).join('');
  return `\n/* Without light-dark(): web/build/light-dark-fallback.mjs */\n${UNSUPPORTED}{${light}`
    + `@media screen and (prefers-color-scheme: dark){${system}}@media screen{${pinned}}}\n`;
}
