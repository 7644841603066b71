// The worked example's embeddings, editable: one row per token, a name and
// d_model numbers. Every cell is checked as it is typed; a bad cell is marked
// and explained below the grid while the example keeps its last good value,
// so the script, its output and the heatmap never show a half-typed matrix.
//
// createEmbeddingsEditor({idPrefix, onChange}) → {element, setState({tokens, x, dModel}), setLimits(limits)}
// onChange({tokens, x, dModel}) fires with a complete, valid state.

import { el } from '../../lib/text/dom.js';
import { caption, headRow, headerCell } from '../../figures/dom/table-parts.js';
import { watchOverflow } from '../../figures/dom/overflow.js';
import { parseBoundedNumber } from '../../lib/fields/parse-value.js';
import { message } from '../../lib/text/messages.js';

export const EMBEDDING_LIMIT = 1000; // |x| ≤ 1000 keeps the printed numbers readable
export const VALUE_SPEC = {
  get label() { return message('walkthrough-value-label'); }, get subject() { return message('walkthrough-value-subject'); },
  min: -EMBEDDING_LIMIT, max: EMBEDDING_LIMIT,
};

// What is wrong with a token's name, as a sentence; '' when nothing is.
export function checkToken(text, maxBytes) {
  if (text === '') return message('walkthrough-token-empty');
  if (/\s/.test(text)) return message('walkthrough-token-spaces');
  if (/[\u0000-\u001f\u007f]/.test(text)) return message('walkthrough-token-control');
  if (new TextEncoder().encode(text).length > maxBytes) return message('walkthrough-token-bytes', { maxBytes });
  return '';
}

export function createEmbeddingsEditor({ idPrefix, onChange }) {
  const state = { tokens: [], x: [], dModel: 0, limits: { maxTokens: 16, maxModelWidth: 32, maxTokenLength: 24 } };
  const root = el('div', 'embeddings');
  // A Tab stop only while it scrolls (a wide d_model), like every figure's box.
  const scroller = el('div', 'embeddings__scroller');
  scroller.setAttribute('role', 'region');
  scroller.setAttribute('aria-label', message('walkthrough-editor-label'));
  const grid = el('table', 'embeddings__grid');
  scroller.append(grid);
  watchOverflow(scroller)(grid);
  const messageLine = el('p', 'field__message');
  messageLine.id = `${idPrefix}-x-message`;
  messageLine.hidden = true;
  messageLine.setAttribute('aria-live', 'polite');
  const actions = el('div', 'embeddings__actions');
  root.append(scroller, messageLine, actions);

  const problems = new Map(); // input → message; the example updates only when empty

  function emit() {
    showProblems();
    if (problems.size === 0) onChange({ tokens: [...state.tokens], x: [...state.x], dModel: state.dModel });
  }

  // The newest problem is the one the reader is looking at; the others are
  // counted, and each bad cell stays marked.
  function showProblems() {
    const all = [...problems.values()];
    const latest = all.at(-1);
    messageLine.textContent = latest ? message('walkthrough-editor-problem', { problem: latest, more: all.length - 1 }) : '';
    messageLine.hidden = !latest;
  }

  function markCell(input, problem) {
    problems.delete(input); // re-inserted last, as the newest
    if (problem) problems.set(input, problem);
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  function tokenInput(row) {
    const input = el('input', 'field__input embeddings__token');
    Object.assign(input, { type: 'text', value: state.tokens[row], autocomplete: 'off', spellcheck: false });
    input.setAttribute('aria-label', message('walkthrough-token-name-label', { index: row + 1 }));
    input.setAttribute('aria-describedby', messageLine.id);
    input.addEventListener('input', () => {
      const problem = checkToken(input.value, state.limits.maxTokenLength);
      markCell(input, problem && message('walkthrough-token-problem', { index: row + 1, problem }));
      if (!problem) state.tokens[row] = input.value;
      emit();
    });
    return input;
  }

  function valueInput(row, col) {
    const input = el('input', 'field__input embeddings__value');
    Object.assign(input, { type: 'text', inputMode: 'decimal', autocomplete: 'off', spellcheck: false });
    input.value = String(state.x[row * state.dModel + col]);
    input.setAttribute('aria-label', message('walkthrough-value-cell-label', { token: state.tokens[row], index: col + 1 }));
    input.setAttribute('aria-describedby', messageLine.id);
    input.addEventListener('input', () => {
      const parsed = parseBoundedNumber(input.value, VALUE_SPEC);
      markCell(input, parsed.ok ? '' : message('walkthrough-value-problem', { row: row + 1, col: col + 1, problem: parsed.message }));
      if (parsed.ok) state.x[row * state.dModel + col] = parsed.value;
      emit();
    });
    return input;
  }

  function render() {
    problems.clear();
    showProblems();
    // Columns are the embedding's dimensions (x_i is a whole row: token i's).
    const head = headRow([headerCell('col', message('walkthrough-editor-corner')),
      ...Array.from({ length: state.dModel }, (_, c) => headerCell('col', String(c + 1)))]);
    head.className = 'visually-hidden-narrow'; // a phone shows cards; the headings stay for screen readers
    const rows = state.tokens.map((_, r) => {
      const tr = el('tr');
      tr.append(headerCell('row', tokenInput(r)));
      for (let c = 0; c < state.dModel; c += 1) {
        const td = el('td');
        td.append(valueInput(r, c));
        tr.append(td);
      }
      return tr;
    });
    const tbody = el('tbody');
    tbody.append(...rows);
    grid.replaceChildren(caption(message('walkthrough-editor-caption'), 'visually-hidden'), head, tbody);
    renderActions();
  }

  function renderActions() {
    const { maxTokens, maxModelWidth } = state.limits;
    const n = state.tokens.length;
    actions.replaceChildren(
      button(message('walkthrough-add-token'), n < maxTokens, () => resize(n + 1, state.dModel)),
      button(message('walkthrough-remove-token'), n > 1, () => resize(n - 1, state.dModel)),
      button(message('walkthrough-add-dimension'), state.dModel < maxModelWidth, () => resize(n, state.dModel + 1)),
      button(message('walkthrough-remove-dimension'), state.dModel > 1, () => resize(n, state.dModel - 1)),
    );
  }

  // New cells start at 0.5 (a neutral embedding); removed ones are dropped.
  function resize(rows, cols) {
    const x = [];
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        x.push(r < state.tokens.length && c < state.dModel ? state.x[r * state.dModel + c] : 0.5);
      }
    }
    const tokens = Array.from({ length: rows }, (_, r) => state.tokens[r] ?? `t${r + 1}`);
    Object.assign(state, { tokens, x, dModel: cols });
    render();
    emit();
    actions.querySelector('button:not([disabled])')?.focus({ preventScroll: true });
  }

  return {
    element: root,
    setState({ tokens, x, dModel }) {
      const same = tokens.join('\u0000') === state.tokens.join('\u0000') && dModel === state.dModel
        && x.every((v, i) => v === state.x[i]);
      if (same && problems.size === 0) return; // keep focus and the reader's spelling
      Object.assign(state, { tokens: [...tokens], x: [...x], dModel });
      render();
    },
    setLimits(limits) {
      Object.assign(state.limits, limits);
      renderActions();
    },
  };
}

function button(text, enabled, onClick) {
  const b = el('button', 'button button--quiet button--small', text);
  b.type = 'button';
  b.disabled = !enabled;
  b.addEventListener('click', onClick);
  return b;
}
