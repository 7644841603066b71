// Progress as a file, so that it moves between devices without a server:
// the ProgressStore's snapshot (every kind, the reader's seed, the review
// deck) wrapped with what it is and when it was saved; read back, anything
// that is not such a file is refused with a message and the progress kept
// as it was. Pure: the page's buttons are in web/page/recall.js.

import { normalizeState } from './progress-store.js';

export const FORMAT = 'attention-math-progress';
export const VERSION = 1;
export const FILE_NAME = 'attention-math-progress.json';
const MAX_BYTES = 1_000_000;

// → the file's text.
export function progressFile(snapshot, now) {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, saved: new Date(now).toISOString(), progress: snapshot }, null, 1)}\n`;
}

// text: what the file holds. → {ok: true, state, saved} or {ok: false, message}.
export function readProgressFile(text) {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'That file is empty. Your progress is unchanged.' };
  if (text.length > MAX_BYTES) return { ok: false, message: 'That file is too large to be a progress file. Your progress is unchanged.' };
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'That file is not a progress file (it is not JSON). Your progress is unchanged.' };
  }
  if (parsed?.format !== FORMAT) {
    return { ok: false, message: 'That file is not an Attention Math progress file. Your progress is unchanged.' };
  }
  if (parsed.version !== VERSION) {
    return { ok: false, message: `That progress file is version ${String(parsed.version)}; this page reads version ${VERSION}. Your progress is unchanged.` };
  }
  if (!parsed.progress || typeof parsed.progress !== 'object' || Array.isArray(parsed.progress)) {
    return { ok: false, message: 'That progress file holds no progress. Your progress is unchanged.' };
  }
  return { ok: true, state: normalizeState(parsed.progress), saved: typeof parsed.saved === 'string' ? parsed.saved : null };
}
