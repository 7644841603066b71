// What web/embed/README.md recommends: Vite's dev server pre-bundles
// dependencies into node_modules/.vite/deps/, away from the files the
// widgets module finds beside itself (its worker, the core); left out of
// that step, the package is served as it is. `vite build` is unaffected.
export default {
  optimizeDeps: { exclude: ['attention-math'] },
};
