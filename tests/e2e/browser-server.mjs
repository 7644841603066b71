// One Chromium for a whole test run: tests/run.sh starts this before the
// end-to-end files and stops it after them; each file connects to it
// (browser.mjs launchBrowser, through AM_BROWSER_ENDPOINT) and opens its own
// contexts, instead of starting a browser of its own.
//   node tests/e2e/browser-server.mjs ENDPOINT_FILE
// writes the server's WebSocket address to ENDPOINT_FILE once it listens.
import { writeFileSync } from 'node:fs';
import { launchServer } from './browser.mjs';

const server = await launchServer();
writeFileSync(process.argv[2], server.wsEndpoint());
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
