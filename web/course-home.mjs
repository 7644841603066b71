// The course's home page and the worked example's own query parameters
// (web/lib/walkthrough-fields.js and url-state.js: a link carrying only these
// belongs to the worked example). Plain constants with no imports, because
// the pre-paint script (web/page/page-init.js) reads them and must stay
// small: web/course.mjs brings the catalogues with it.
export const HOME = Object.freeze({ file: 'index.html', title: 'Attention Math' });

export const WALKTHROUGH_PARAMS = Object.freeze(['seed', 'dk', 'dv', 'tokens', 'x']);
