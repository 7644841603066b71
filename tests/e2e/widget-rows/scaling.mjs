// <attention-scaling>: the widget smoke test's row (../widget-smoke.test.mjs).
// Its numbers come in part from the compute worker: the page's CSV is
// compared with the model's figures from the core in Node.
export default {
  tag: 'attention-scaling', section: 'scaling', step: 'scaling',
  bad: { key: 'dK', text: '2000', message: /^dk must be at most 1024\. Still showing 64\./ },
  change: { key: 'dK', text: '16' }, param: 'scaling.dk',
};
