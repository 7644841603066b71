// A light/dark switch of the kind PyData's Sphinx theme has: it sets
// data-theme on <html>. Attention widgets with theme="auto" follow it.
(function () {
  var root = document.documentElement;
  var dark = function () { return root.dataset.theme === 'dark'; };
  if (!root.dataset.theme) root.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  var button = document.createElement('button');
  button.type = 'button';
  button.id = 'theme-switch';
  button.textContent = 'Dark theme';
  button.setAttribute('aria-pressed', String(dark()));
  button.addEventListener('click', function () {
    root.dataset.theme = dark() ? 'light' : 'dark';
    button.setAttribute('aria-pressed', String(dark()));
  });
  document.body.prepend(button);
})();
