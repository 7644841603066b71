// The seed's worked example is what the core's walkthrough() returns with no
// options: "The cat sat down", d_model = 6, seed 42. Its tokens are needed
// before the core has loaded (a widget's choices are built with its fields),
// so they are written here once; the widgets that use them take their
// numbers from am.walkthrough({}), whose tokens these are.
export const SEED_TOKENS = Object.freeze(['The', 'cat', 'sat', 'down']);
