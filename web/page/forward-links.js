// The course used to be one page, index.html; links to it are out there
// (index.html?seed=7&dk=4#walkthrough, index.html?scaling.dk=256#scaling).
// Now index.html is the course home and the sections live in chapter pages,
// and a section can move from one chapter to another (the first chapter,
// formula.html, was split: its first five sections are now in scores.html).
// So before first paint a link is sent on to the chapter that holds what it
// names, with its whole query string and hash:
//   - a #hash that names an id of another page goes to that page
//     (formula.html?scaling.dk=256#qkv → scores.html?scaling.dk=256#qkv);
//   - with no hash, a widget's parameter (scaling.dk=…) goes to that widget's
//     chapter, at its section, unless some parameter belongs to a widget of
//     this page: then the link is this page's own state and stays;
//   - and on the home page a link with only the worked example's own
//     parameters (seed=, dk=, …) goes to the worked example.
// location.replace, so the old address does not stay in the history.

const urlKeyOf = (name) => (name.includes('.') ? name.slice(0, name.indexOf('.')) : null);

// → the address to go to instead, or null to stay. `index` is the build's
// course index: {ids: {id: page}, urlKeys: {key: {page, section}}}.
export function forwardTarget({ pathname, search, hash }, index, { home, walkthrough, walkthroughParams }) {
  const page = pathname.split('/').pop() || home;
  let id = '';
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed hash names nothing.
  }
  const owner = Object.hasOwn(index.ids, id) ? index.ids[id] : null;
  if (owner) return owner === page ? null : `${owner}${search}${hash}`;
  if (hash !== '') return null;
  const params = new URLSearchParams(search);
  const widgets = [...params.keys()].map(urlKeyOf)
    .filter((key) => key && Object.hasOwn(index.urlKeys, key)).map((key) => index.urlKeys[key]);
  if (widgets.some((widget) => widget.page === page)) return null;
  if (widgets.length) return `${widgets[0].page}${search}#${widgets[0].section}`;
  if (page === home && walkthroughParams.some((name) => params.has(name))) return `${index.ids[walkthrough]}${search}#${walkthrough}`;
  return null;
}
