// Progress as a file, so that it moves between devices without a server:
// the ProgressStore's snapshot (every kind, the reader's seed, the review
// deck) wrapped with what it is and when it was saved; read back, anything
// that is not such a file is refused with a message and the progress kept
// as it was. Pure: the page's buttons are in web/page/recall.js.

import { normalizeState } from './progress-store.js';
import { message } from '../text/messages.js';

export const FORMAT = 'attention-math-progress';
export const VERSION = 1;
export const FILE_NAME = 'attention-math-progress.json';
const MAX_BYTES = 1_000_000;

// → the file's text.
export function progressFile(snapshot, now) {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, saved: new Date(now).toISOString(), progress: snapshot }, null, 1)}\n`;
}

const refused = (id, args) => ({ ok: false, message: message(id, args) });

// text: what the file holds. → {ok: true, state, saved} or {ok: false, message}.
export function readProgressFile(text) {
  if (typeof text !== 'string' || text.trim() === '') return refused('course-progress-file-empty');
  if (text.length > MAX_BYTES) return refused('course-progress-file-too-large');
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused('course-progress-file-not-json');
  }
  if (parsed?.format !== FORMAT) {
    return refused('course-progress-file-not-ours');
  }
  if (parsed.version !== VERSION) {
    return refused('course-progress-file-version', { version: String(parsed.version), reads: String(VERSION) });
  }
  if (!parsed.progress || typeof parsed.progress !== 'object' || Array.isArray(parsed.progress)) {
    return refused('course-progress-file-no-progress');
  }
  return { ok: true, state: normalizeState(parsed.progress), saved: typeof parsed.saved === 'string' ? parsed.saved : null };
}
