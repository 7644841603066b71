// One module instance per test file, loaded the way a Node user would.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const modulePath = path.resolve(here, '../../site/attention-math.js');

let instance;
export function loadAttentionMath() {
  instance ??= createRequire(import.meta.url)(modulePath)();
  return instance;
}
