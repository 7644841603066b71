// The string literals of a JavaScript source, with their lines: the quoted
// strings and the fixed text of template literals (marked `template`) (what lies between their
// ${…}), outside comments and regular expressions. A small scanner, not a
// parser: it knows where a slash starts a regular expression by the token
// before it, as JavaScript's grammar does in the code we write.
const REGEX_AFTER = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|\bof|\bin)\s*$/;

export function stringLiterals(source) {
  const found = [];
  let i = 0;
  let line = 1;
  const stack = []; // the brace depth at which each open template's ${ started
  let depth = 0;
  const advance = (n = 1) => {
    for (let k = 0; k < n; k += 1) if (source[i + k] === '\n') line += 1;
    i += n;
  };
  const template = () => {
    let text = '';
    const start = line;
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') { text += source.slice(i, i + 2); advance(2); continue; }
      if (c === '`') { advance(); found.push({ line: start, text, template: true }); return; }
      if (c === '$' && source[i + 1] === '{') { advance(2); found.push({ line: start, text, template: true }); stack.push(depth); depth += 1; return; }
      text += c;
      advance();
    }
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') { while (i < source.length && source[i] !== '\n') advance(); continue; }
    if (c === '/' && next === '*') { const end = source.indexOf('*/', i + 2); advance((end < 0 ? source.length : end + 2) - i); continue; }
    if (c === '\'' || c === '"') {
      const start = line;
      let text = '';
      advance();
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') { text += source.slice(i, i + 2); advance(2); } else { text += source[i]; advance(); }
      }
      advance();
      found.push({ line: start, text });
      continue;
    }
    if (c === '`') { advance(); template(); continue; }
    if (c === '{') { depth += 1; advance(); continue; }
    if (c === '}') {
      depth -= 1;
      advance();
      if (stack.length && stack[stack.length - 1] === depth) { stack.pop(); template(); }
      continue;
    }
    if (c === '/' && REGEX_AFTER.test(source.slice(Math.max(0, i - 12), i))) {
      advance();
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') { advance(2); continue; }
        if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        advance();
      }
      advance();
      continue;
    }
    advance();
  }
  return found;
}
