import { launchBrowser, openPage, pageUrl } from './browser.mjs';
import { writeFileSync } from 'node:fs';
const b = await launchBrowser();
for (const f of ['index.html','scores.html','formula.html','heads.html','further.html','review.html']) {
  const p = await openPage(b);
  await p.goto(pageUrl(f));
  await p.addStyleTag({ content: 'main > section[id] { content-visibility: visible !important; }' });
  await p.waitForTimeout(1500);
  const out = await p.evaluate(() => {
    const secs = [...document.querySelectorAll('main > section[id], main > *')];
    const seen = new Set(); let s = '';
    for (const el of document.querySelectorAll('body > *')) {}
    s += 'TITLE: ' + document.title + '\n';
    for (const sec of document.querySelectorAll('main section[id]')) {
      s += `\n===== #${sec.id} =====\n` + sec.innerText + '\n';
    }
    if (!document.querySelector('main section[id]')) s += document.body.innerText;
    return s;
  });
  writeFileSync(`/tmp/review3/${f}.txt`, out);
  console.log(f, out.length, p.log.consoleErrors.length, p.log.pageErrors);
  await p.closeAll();
}
await b.close();
