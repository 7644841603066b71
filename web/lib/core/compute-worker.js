// The page's Web Worker over http(s) (bundled to site/compute-worker.js): a
// second instance of the WebAssembly core that runs the calls that can take
// longer than a frame (thousands of Gaussians at d_k = 1024), so the page
// keeps answering input while they run. From file://, where Chromium refuses
// a worker loaded from a file URL, compute-client.js builds the same worker
// from a blob: URL instead.
//
// The worker's name is the URL of the script that defines the core's
// factory (compute-client.js sets it): attention-math.js for the course's
// pages, the embed script itself for an embed (its widget half does nothing
// without a document). Unnamed, it loads attention-math.js beside itself.

/* global importScripts, AttentionMath */

import { serveCoreCalls } from './compute-worker-body.js';

importScripts(self.name || new URL('attention-math.js', self.location.href).href);

serveCoreCalls(self, () => AttentionMath());
