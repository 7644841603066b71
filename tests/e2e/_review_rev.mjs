import { launchBrowser, openPage, pageUrl, drawAllWidgets } from './browser.mjs';
import { writeFileSync } from 'node:fs';
const b = await launchBrowser();
for (const f of process.argv.slice(2)) {
  const p = await openPage(b);
  await p.goto(pageUrl(f));
  await p.addStyleTag({ content: 'main > section[id] { content-visibility: visible !important; }' });
  await drawAllWidgets(p).catch(e=>console.log('draw', e.message));
  await p.waitForTimeout(800);
  const out = await p.evaluate(() => [...document.querySelectorAll('main section[id]')].map(s => `\n===== #${s.id} =====\n` + s.innerText).join('') + '\n=====FOOTER/ASIDE=====\n' + [...document.querySelectorAll('body > :not(main), main > :not(section)')].map(x=>x.innerText).join('\n'));
  writeFileSync(`/tmp/review3/${f}.rev.txt`, out);
  console.log(f, out.length);
  await p.closeAll();
}
await b.close();
