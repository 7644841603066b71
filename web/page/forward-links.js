// The course used to be one page, index.html; links to it are out there
// (index.html?seed=7&dk=4#walkthrough, index.html?scaling.dk=256#scaling).
// Now index.html is the course home and the sections live in chapter pages,
// so before first paint a link is sent on to the chapter that holds what
// it names, with its whole query string and hash:
//   - a #hash that names an id of another page goes to that page;
//   - on the home page, with no such hash, a widget's parameter
//     (scaling.dk=…) goes to that widget's chapter, at its section;
//   - and a link with only the worked example's own parameters (seed=,
//     dk=, …) goes to the worked example.
// location.replace, so the old address does not stay in the history.

// → the address to go to instead, or null to stay. `index` is the build's
// course index: {ids: {id: page}, urlKeys: {key: page}}.
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
  if (page !== home || hash !== '') return null;
  const params = new URLSearchParams(search);
  for (const name of params.keys()) {
    const key = name.includes('.') ? name.slice(0, name.indexOf('.')) : null;
    if (key && Object.hasOwn(index.urlKeys, key)) {
      const { page: target, section } = index.urlKeys[key];
      return `${target}${search}#${section}`;
    }
  }
  if (walkthroughParams.some((name) => params.has(name))) return `${index.ids[walkthrough]}${search}#${walkthrough}`;
  return null;
}
