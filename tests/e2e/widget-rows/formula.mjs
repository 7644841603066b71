// <attention-formula>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its fields sit in a disclosure that a link setting sizes opens.
export default {
  tag: 'attention-formula', section: 'formula', step: 'formula', query: 'formula.n=7&formula.dk=5',
  // d_k is said with a real subscript: its text reads "dk".
  bad: { key: 'dK', text: '0', message: /^dk must be at least 1\. Still showing 5\./ },
  change: { key: 'dV', text: '8' }, param: 'formula.dv',
};
