// <attention-reshape>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its head count is a field a reader types into: 4 does not divide the
// width into heads of more than one column.
export default {
  tag: 'attention-reshape', section: 'heads-split', step: 'reshape',
  bad: { key: 'heads', text: '4', message: /2 or 3/ },
  change: { key: 'heads', text: '3' }, param: 'split.h',
};
