// Light and dark themes. With no saved choice the page follows the system
// (prefers-color-scheme, through CSS color-scheme and light-dark()); the
// toggle saves an explicit choice as data-theme on <html>. A tiny blocking
// script, web/page/theme-init.js, applies the saved choice before first paint, so the
// page does not flash the wrong theme.

const STORAGE_KEY = 'attention-math-theme';
const darkQuery = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

// localStorage can throw (sandboxed frames, some file:// setups, privacy
// modes); a theme is not worth an uncaught error.
function readSavedTheme() {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

function saveTheme(theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not persisted; the choice still holds until the page is closed.
  }
}

export function effectiveTheme() {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return darkQuery()?.matches ? 'dark' : 'light';
}

function applyTheme(theme) {
  document.documentElement.dataset.theme = theme;
}

// The button is a toggle ("Dark theme", pressed or not) rather than a label
// that flips between two actions, which screen readers announce clearly.
export function initThemeToggle(button) {
  const saved = readSavedTheme();
  if (saved) applyTheme(saved);
  const sync = () => button.setAttribute('aria-pressed', String(effectiveTheme() === 'dark'));
  button.addEventListener('click', () => {
    const next = effectiveTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveTheme(next);
    sync();
  });
  darkQuery()?.addEventListener?.('change', sync);
  button.hidden = false;
  sync();
}
