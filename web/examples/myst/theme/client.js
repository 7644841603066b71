// The theme's browser script (bundled into public/anywidget-client.js by
// web/build/examples.mjs): each {anywidget} placeholder is rendered by
// @myst-theme/anywidget's AnyWidgetRenderer, the renderer of MyST's own
// themes (it imports the module, makes its no-kernel model, MystAnyModel,
// from the directive's JSON, and calls render({ model, el }) with a <div>
// in a shadow root). And the light/dark switch: class="dark" on <html>, as
// MyST's themes do.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ANY_RENDERERS } from '@myst-theme/anywidget';

const AnyWidgetRenderer = ANY_RENDERERS.anywidget; // what MyST's themes register for the node type

for (const placeholder of document.querySelectorAll('[data-anywidget]')) {
  createRoot(placeholder).render(createElement(AnyWidgetRenderer, { node: JSON.parse(placeholder.dataset.anywidget) }));
}

const root = document.documentElement;
const button = document.querySelector('.theme-switch');
const show = () => button.setAttribute('aria-pressed', String(root.classList.contains('dark')));
show();
button.addEventListener('click', () => {
  const dark = root.classList.toggle('dark');
  localStorage.setItem('myst:theme', dark ? 'dark' : 'light');
  show();
});
