// A tiny static server for the embedding tests: site/ served under a
// sub-path (/docs/attention/ by default), as a documentation host would,
// optionally with a Content-Security-Policy header on every response.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.inv': 'application/octet-stream',
};

// The policy from the issue: scripts only from the site's own files, no
// eval (Embind is linked with -sDYNAMIC_EXECUTION=0), WebAssembly allowed.
// connect-src 'self': the module decodes its embedded wasm itself
// (cpp/bindings/instantiate.pre.js) instead of fetch()ing a data: URL.
export const STRICT_CSP = "script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; object-src 'none'; base-uri 'self'";

async function resolveFile(rootDir, relative) {
  const path = normalize(join(rootDir, decodeURIComponent(relative)));
  if (!path.startsWith(rootDir)) return null;
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return resolveFile(rootDir, join(relative, 'index.html'));
  return info ? path : null;
}

// Resolves to {url, close}; url ends with the sub-path and a slash.
// delays: {'attention-math.js': 500} holds that file's response back (ms),
// or until a promise settles ({'attention-math.js': gate}): a test that needs
// one file to arrive after another opens the gate itself, whatever the load.
export function serveSite(rootDir, { prefix = '/docs/attention/', csp = null, delays = {} } = {}) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const file = pathname.startsWith(prefix) ? await resolveFile(rootDir, pathname.slice(prefix.length)) : null;
    const delay = delays[pathname.split('/').pop()];
    if (typeof delay?.then === 'function') await delay;
    else if (delay) await new Promise((done) => setTimeout(done, delay));
    const headers = csp ? { 'Content-Security-Policy': csp } : {};
    if (!file) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(await readFile(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}${prefix}`,
      close: () => new Promise((done) => server.close(done)),
    }));
  });
}

// The same folder served twice, plainly and under STRICT_CSP: {http, csp, close()}.
export async function serveWithAndWithoutCsp(rootDir, options = {}) {
  const [http, csp] = await Promise.all([serveSite(rootDir, options), serveSite(rootDir, { ...options, csp: STRICT_CSP })]);
  return { http, csp, close: () => Promise.all([http.close(), csp.close()]) };
}
