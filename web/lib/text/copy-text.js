// Copies text to the clipboard. navigator.clipboard needs a secure context
// and a permission that headless or embedded browsers may refuse (or leave
// pending), so a refusal or a slow answer falls back to the old
// select-and-execCommand route, which also works from file://.

const CLIPBOARD_TIMEOUT_MS = 1000;

export async function copyText(text) {
  if (await tryClipboardApi(text)) return true;
  return tryExecCommand(text);
}

async function tryClipboardApi(text) {
  if (!navigator.clipboard?.writeText) return false;
  const timeout = new Promise((resolve) => setTimeout(() => resolve(false), CLIPBOARD_TIMEOUT_MS));
  const write = navigator.clipboard.writeText(text).then(() => true, () => false);
  return Promise.race([write, timeout]);
}

function tryExecCommand(text) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.className = 'offscreen';
  const previousFocus = document.activeElement;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previousFocus?.focus?.();
  return copied;
}

// When nothing worked, select the text on the page so Ctrl+C / Cmd+C does it.
export function selectContents(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}
