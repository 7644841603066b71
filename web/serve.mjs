// A small static server for site/ that compresses, as real hosts do: each
// text file is sent brotli- or gzip-encoded, whichever the browser accepts
// (brotli first), compressed once and kept in memory until the file changes.
// Uncompressed, the chapter pages and the 700 KB core arrive three to four
// times larger, and Lighthouse scores the same page far lower.
// Listens on 127.0.0.1 only.
//
//   node web/serve.mjs [--port 8000] [--root site]   (web/serve.sh builds first)
//
// Also a module: serveSite({root, port}) resolves to {url, close}; the
// Lighthouse benchmark (tests/bench/lighthouse.mjs) serves the site with it.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml',
  '.woff2': 'font/woff2', '.png': 'image/png', '.wasm': 'application/wasm', '.zip': 'application/zip',
  '.inv': 'application/octet-stream',
};
// woff2, png and zip are compressed already: a second pass only costs time.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.ts', '.txt', '.svg', '.xml', '.wasm', '.inv']);

const ENCODERS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

// The encoding to send for an Accept-Encoding header: brotli, then gzip,
// skipping any the browser refuses with q=0.
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  for (const encoding of ['br', 'gzip']) {
    const q = accepted.get(encoding) ?? accepted.get('*');
    if (q !== undefined && q > 0) return encoding;
  }
  return null;
}

async function resolveFile(root, pathname) {
  let relative;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) return null;
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return resolveFile(root, join(relative, 'index.html'));
  return info?.isFile() ? { path, info } : null;
}

export function serveSite({ root, port = 0, host = '127.0.0.1' } = {}) {
  const rootDir = resolve(root);
  const cache = new Map(); // `${path}:${encoding}` → {stamp, body}

  async function encoded(file, encoding) {
    const stamp = `${file.info.mtimeMs}:${file.info.size}`;
    const key = `${file.path}:${encoding}`;
    const hit = cache.get(key);
    if (hit?.stamp === stamp) return hit.body;
    const raw = await readFile(file.path);
    const body = encoding ? ENCODERS[encoding](raw) : raw;
    cache.set(key, { stamp, body });
    return body;
  }

  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const file = await resolveFile(rootDir, pathname);
    if (!file || !['GET', 'HEAD'].includes(request.method)) {
      response.writeHead(file ? 405 : 404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(file ? 'method not allowed' : 'not found');
      return;
    }
    const type = extname(file.path);
    const encoding = COMPRESSIBLE.has(type) ? chooseEncoding(request.headers['accept-encoding']) : null;
    const body = await encoded(file, encoding);
    const headers = {
      'Content-Type': TYPES[type] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'max-age=600', // what GitHub Pages sends
      'Last-Modified': file.info.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (COMPRESSIBLE.has(type)) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done({
      url: `http://${host}:${server.address().port}/`,
      close: () => new Promise((closed) => {
        server.closeAllConnections?.();
        server.close(closed);
      }),
    }));
  });
}

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = option('--root', fileURLToPath(new URL('../site', import.meta.url)));
  const port = Number(option('--port', process.env.PORT ?? 8000));
  const { url } = await serveSite({ root, port });
  console.log(`Serving ${root} on ${url}  (brotli/gzip; Ctrl-C to stop)`);
}
