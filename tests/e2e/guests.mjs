// What every embedding test checks of the widgets in someone else's page
// (tests/e2e/embed.test.mjs, tests/e2e/doc-tools.test.mjs): they render in
// their own shadow roots, in the host's theme, with the core's numbers, no
// CSS leaking in, and no axe-core violation inside them.
import assert from 'node:assert/strict';
import { axePath, drawAllWidgets } from './browser.mjs';

// Watches for CSP violations and counts WebAssembly compilations, from
// before the page's first script runs.
export async function instrument(page) {
  await page.addInitScript(() => {
    globalThis.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      globalThis.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile });
    });
    globalThis.__wasmInstances = 0;
    for (const name of ['instantiate', 'instantiateStreaming']) {
      const original = WebAssembly[name];
      WebAssembly[name] = function (...args) {
        globalThis.__wasmInstances += 1;
        return original.apply(this, args);
      };
    }
  });
}

// Embedded widgets draw as they near the viewport (web/lib/widget/near-viewport.js),
// as they do on the tutorial page: scroll each into view, then check all.
export async function waitForWidgets(page) {
  await drawAllWidgets(page);
  return page.waitForFunction(() => {
    // Through open shadow roots too: a host may put a widget in one (MyST's anywidget renderer does).
    const widgetsIn = (root) => [...root.querySelectorAll('*')].flatMap((e) => (e.localName.startsWith('attention-') ? [e] : e.shadowRoot ? widgetsIn(e.shadowRoot) : []));
    const widgets = widgetsIn(document);
    return widgets.length > 0 && widgets.every((w) => w.dataset.state === 'ready');
  }, null, { timeout: 20000 });
}

// Everything the tests read from inside the widgets' shadow roots.
export function readWidgets(page) {
  return page.evaluate(() => {
    const luminance = (color) => {
      const [r, g, b] = color.match(/[\d.]+/g).map(Number).map((v) => v / 255);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // Through open shadow roots too: a host may put a widget in one (MyST's anywidget renderer does).
    const widgetsIn = (root) => [...root.querySelectorAll('*')].flatMap((e) => (e.localName.startsWith('attention-') ? [e] : e.shadowRoot ? widgetsIn(e.shadowRoot) : []));
    return widgetsIn(document).map((w) => {
      const root = w.shadowRoot;
      const content = root && [...root.children].find((c) => !c.hidden);
      const div = root?.querySelector('div');
      return {
        tag: w.localName,
        attrs: Object.fromEntries([...w.attributes].map((a) => [a.name, a.value])),
        shadow: Boolean(root),
        lightChildren: w.children.length,
        theme: w.getAttribute('data-attn-theme'),
        textLuminance: content ? luminance(getComputedStyle(content).color) : null,
        divBorder: div ? getComputedStyle(div).borderTopColor : null,
        tdColor: root?.querySelector('td') ? getComputedStyle(root.querySelector('td')).color : null,
        hostFont: getComputedStyle(w).fontFamily,
        stableWeights: w.localName === 'attention-softmax'
          ? [...root.querySelectorAll('tbody tr')].slice(0, -1).map((tr) => tr.children[3].textContent)
          : null,
        transcript: root?.querySelector('[id$="-output"]')?.textContent ?? null,
      };
    });
  });
}

// axe-core on the widgets only (it enters open shadow roots): the hosts'
// own pages are not ours to fix.
export async function widgetAxeViolations(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // Through open shadow roots too: a host may put a widget in one (MyST's anywidget renderer does).
    const widgetsIn = (root) => [...root.querySelectorAll('*')].flatMap((e) => (e.localName.startsWith('attention-') ? [e] : e.shadowRoot ? widgetsIn(e.shadowRoot) : []));
    const widgets = widgetsIn(document);
    // A widget in a shadow root is named by the element itself.
    const result = await globalThis.axe.run({ include: widgets.map((w) => (w.getRootNode() === document ? [w.localName] : w)) }, { preload: false });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

export function checkNumbers(am, widgets) {
  let checked = 0;
  for (const w of widgets) {
    if (w.tag === 'attention-softmax') {
      const logits = w.attrs.logits.split(',').map((s) => (s.trim() === '-inf' ? -Infinity : Number(s)));
      const { weights } = am.softmax({ logits, cols: logits.length, precision: 'float32' });
      assert.deepEqual(w.stableWeights, [...weights].map((x) => x.toFixed(4)), `softmax ${w.attrs.logits}`);
      checked += 1;
    }
    if (w.tag === 'attention-walkthrough') {
      const state = { seed: Number(w.attrs.seed), dK: Number(w.attrs['d-k']), dV: Number(w.attrs['d-v'] ?? 3) };
      assert.equal(w.transcript, am.walkthrough(state).transcript, `walkthrough ${JSON.stringify(state)}`);
      checked += 1;
    }
  }
  return checked;
}

export function checkGuests(widgets, theme) {
  for (const w of widgets) {
    assert.ok(w.shadow, `${w.tag} renders in a shadow root`);
    assert.equal(w.theme, theme, `${w.tag} follows the host's ${theme} theme`);
    if (theme === 'dark') assert.ok(w.textLuminance > 0.6, `${w.tag}: light text on dark (${w.textLuminance})`);
    else assert.ok(w.textLuminance < 0.3, `${w.tag}: dark text on light (${w.textLuminance})`);
    assert.notEqual(w.divBorder, 'rgb(0, 128, 0)', `${w.tag}: the host's div border leaked in`);
    assert.notEqual(w.tdColor, 'rgb(255, 0, 0)', `${w.tag}: the host's td colour leaked in`);
  }
}

// The computed styles a host could disturb inside the first `tag` widget:
// the card, a table cell and a button. Equal in every host, in one theme.
export function widgetStyles(page, tag) {
  return page.locator(tag).first().evaluate((w) => {
    const pick = (node, names) => (node ? Object.fromEntries(names.map((n) => [n, getComputedStyle(node)[n]])) : null);
    const names = ['fontFamily', 'fontSize', 'lineHeight', 'color', 'backgroundColor', 'borderTopColor', 'letterSpacing'];
    return {
      card: pick(w.shadowRoot.querySelector('.widget-card'), names),
      cell: pick(w.shadowRoot.querySelector('td'), names),
      button: pick(w.shadowRoot.querySelector('button, input'), names),
    };
  });
}

// The computed styles of the host's own elements that `selectors` name (the
// first match of each), to compare with and without the widgets.
export function hostStyles(page, selectors) {
  return page.evaluate((list) => Object.fromEntries(list.map((selector) => {
    const node = document.querySelector(selector);
    if (!node) return [selector, null];
    const style = getComputedStyle(node);
    return [selector, ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'color', 'backgroundColor',
      'marginTop', 'marginBottom', 'paddingLeft', 'borderTopWidth', 'borderTopColor', 'display', 'boxSizing', 'textAlign']
      .map((name) => `${name}: ${style[name]}`).join('; ')];
  })), selectors);
}
