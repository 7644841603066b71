// The ES module's compute worker (bundled to site/compute-worker.mjs, started
// as a module worker by site/attention-math-widgets.mjs): the same message
// loop as compute-worker.js, with the core imported from beside it. A
// literal import, so a bundler that bundles the worker bundles the core in it.

import AttentionMath from './attention-math.mjs';
import { serveCoreCalls } from './compute-worker-body.js';

serveCoreCalls(self, () => AttentionMath());
