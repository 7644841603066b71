// Runs before first paint: applies the theme the reader saved with the
// toggle (see web/lib/host/theme.js). Guarded: localStorage can throw in
// sandboxed frames and some file:// setups.
try {
  var savedTheme = localStorage.getItem('attention-math-theme');
  if (savedTheme === 'light' || savedTheme === 'dark') document.documentElement.dataset.theme = savedTheme;
} catch (e) {
  // No saved theme: the page follows the system setting.
}
