import { launchBrowser, openPage, pageUrl } from './browser.mjs';
const b = await launchBrowser();
for (const f of process.argv.slice(2)) {
  const p = await openPage(b);
  await p.goto(pageUrl(f));
  const tags = ['attention-predict','attention-exercise','attention-by-hand','attention-learning-check'];
  const n = await p.locator(tags.join(',')).count();
  console.log('#####', f, n);
  for (let i = 0; i < n; i++) {
    const el = p.locator(tags.join(',')).nth(i);
    await el.scrollIntoViewIfNeeded();
    await p.waitForTimeout(700);
    const info = await el.evaluate((e) => {
      const card = e.querySelector('.predict, .exercise, form, div') ;
      const sec = e.closest('section[id]')?.id;
      const inputs = [...e.querySelectorAll('input,select,textarea,button')].filter(x=>x.checkVisibility()).map(x => `${x.tagName}[${x.type||''}] ${x.name||''} "${(x.value||'').slice(0,20)}" ${x.getAttribute('aria-label')||''} ${x.textContent.trim().slice(0,30)}`);
      // only text of the card, not guarded content
      const txt = [...e.children].filter(c=>c.checkVisibility()).map(c=>c.innerText).join('\n');
      return { tag: e.tagName, name: e.getAttribute('name'), sec, txt: txt.slice(0,1500), inputs };
    });
    console.log(`--- [${i}] ${info.tag} ${info.name} in #${info.sec}\n${info.txt}\nINPUTS: ${info.inputs.join(' | ')}`);
  }
  console.log('errors', p.log.consoleErrors, p.log.pageErrors);
  await p.closeAll();
}
await b.close();
