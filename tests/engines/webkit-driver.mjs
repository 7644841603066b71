// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver, and MiniBrowser
// as the browser) under Xvfb, driven by classic WebDriver over plain HTTP with
// fetch: no client library. MiniBrowser runs with --full-screen, which hides
// its toolbar: the window can then be sized to any viewport (with the toolbar
// it cannot be narrower than 447 px), and the page's viewport is the window.
// HOME and the XDG folders point into a scratch folder: no localStorage from
// an earlier run, and MiniBrowser saves a download into that HOME itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireBinary } from './engine-site.mjs';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Starts Xvfb and WebKitWebDriver; resolves to {session({dark}), downloads, close()}.
// WebKitWebDriver holds one session at a time: close one before the next.
export async function startWebKit() {
  requireBinary(XVFB, 'xvfb');
  requireBinary(WEBKIT_DRIVER, 'webkit2gtk-driver');
  requireBinary(MINIBROWSER, 'webkit2gtk-driver (its MiniBrowser, from libwebkit2gtk-4.1)');
  const home = mkdtempSync(join(tmpdir(), 'attention-math-webkit-'));
  const downloads = home; // where MiniBrowser saves a download (checked: not $XDG_DOWNLOAD_DIR)
  // A display number of our own: Xvfb refuses one in use, so try a few.
  let xvfb = null;
  let display = null;
  for (let n = 90 + (process.pid % 100); !xvfb; n += 1) {
    const child = spawn(XVFB, [`:${n}`, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    const exited = await Promise.race([new Promise((r) => child.once('exit', () => r(true))), sleep(300).then(() => false)]);
    if (!exited) { xvfb = child; display = `:${n}`; } else if (!/already active|in use|Server is already/i.test(stderr) || n > 250) throw new Error(`Xvfb did not start: ${stderr}`);
  }
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config') };
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const { value } = await response.json();
    if (value?.error) throw new Error(`${value.error}: ${value.message}`);
    return value;
  };
  for (let deadline = Date.now() + 10000; ; await sleep(50)) {
    try { await fetch(`${base}/status`); break; } catch (error) { if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer: ${error}`); }
  }
  const sessions = [];
  async function session({ dark = false } = {}) {
    const args = ['--automation', '--full-screen', ...(dark ? ['--dark-mode'] : [])];
    const created = await call('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } } } });
    const id = created.sessionId;
    sessions.push(id);
    const at = (path) => `/session/${id}${path}`;
    return {
      version: created.capabilities.browserVersion,
      // The page's viewport: the full-screen window's size.
      resize: async (name) => {
        const { width, height } = VIEWPORTS[name];
        await call('POST', at('/window/rect'), { width, height });
      },
      goto: (url) => call('POST', at('/url'), { url }),
      // The function's source, called with JSON arguments; a promise it returns is awaited.
      run: (fn, ...args) => call('POST', at('/execute/async'), {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${fn})(...${JSON.stringify(args)}))
            .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.message || error) }));`,
        args: [],
      }).then((result) => { if (result.error) throw new Error(result.error); return result.value; }),
      screenshot: async () => Buffer.from(await call('GET', at('/screenshot')), 'base64'),
      close: () => call('DELETE', at('')).catch(() => {}),
      call: (method, path, body) => call(method, at(path), body),
    };
  }
  // Script timeouts: the default (30 s) is longer than any step here needs.
  return {
    session, downloads, display,
    close: async () => {
      for (const id of sessions) await call('DELETE', `/session/${id}`).catch(() => {});
      driver.kill();
      xvfb.kill();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
