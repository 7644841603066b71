// The default theme, plus the widgets. They are custom elements, registered
// in the browser only: the dynamic import is left out of the server-side
// render, which writes the empty tags that the browser then upgrades.
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp() {
    if (!import.meta.env.SSR) import('attention-math/widgets');
  },
};
