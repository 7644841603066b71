// The host page's own theme switch: it sets data-theme on <html>, which
// widgets with theme="auto" (the default) follow.
const button = document.getElementById('theme');
const root = document.documentElement;
const isDark = () => root.dataset.theme === 'dark'
  || (!root.dataset.theme && matchMedia('(prefers-color-scheme: dark)').matches);
root.dataset.theme = isDark() ? 'dark' : 'light';
button.setAttribute('aria-pressed', String(isDark()));
button.addEventListener('click', () => {
  root.dataset.theme = isDark() ? 'light' : 'dark';
  button.setAttribute('aria-pressed', String(isDark()));
});
