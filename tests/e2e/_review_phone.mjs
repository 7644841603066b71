import { launchBrowser, openPage, pageUrl, drawAllWidgets } from './browser.mjs';
const b = await launchBrowser();
const scheme = process.argv[2] || 'light';
for (const f of process.argv.slice(3)) {
  const p = await openPage(b, { viewport: { width: 390, height: 844 }, colorScheme: scheme });
  await p.goto(pageUrl(f));
  await p.addStyleTag({ content: 'main > section[id] { content-visibility: visible !important; }' });
  await drawAllWidgets(p).catch(e=>console.log('draw', e.message));
  await p.evaluate(() => document.querySelectorAll('details').forEach(d => d.open = true));
  await p.waitForTimeout(1500);
  const res = await p.evaluate(() => {
    const W = document.documentElement.clientWidth, out = [];
    out.push(`docScrollWidth=${document.documentElement.scrollWidth} W=${W}`);
    for (const e of document.querySelectorAll('main *')) {
      if (!e.checkVisibility() || e.closest(".katex-mathml, .visually-hidden")) continue;
      const cs = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll' || cs.overflowX === 'hidden') && e.scrollWidth > e.clientWidth + 2) {
        const sec = e.closest('section[id]')?.id;
        out.push(`SCROLL/CLIP(${cs.overflowX}) #${sec} <${e.tagName.toLowerCase()} class="${(e.className.baseVal ?? e.className).slice(0,50)}"> ${e.clientWidth}/${e.scrollWidth} "${e.innerText.replace(/\s+/g,' ').slice(0,60)}"`);
      }
      if (r.right > W + 1 && r.width > 0 && !e.closest('[style*=overflow], .katex-display') ) {
        // only report if no ancestor scrolls
        let a = e.parentElement, scrolls = false;
        while (a) { const s = getComputedStyle(a).overflowX; if (s !== 'visible') { scrolls = true; break; } a = a.parentElement; }
        if (!scrolls) out.push(`OFFSCREEN #${e.closest('section[id]')?.id} <${e.tagName.toLowerCase()} class="${(e.className.baseVal ?? e.className).slice(0,40)}"> right=${Math.round(r.right)}`);
      }
    }
    return out;
  });
  const uniq = [...new Set(res)];
  console.log(`##### ${f} ${scheme}\n` + uniq.slice(0, 60).join('\n'));
  await p.screenshot({ path: `/tmp/review3/phone-${scheme}-${f}.png`, fullPage: true });
  await p.closeAll();
}
await b.close();
