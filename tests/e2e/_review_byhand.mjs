import { launchBrowser, openPage, pageUrl } from './browser.mjs';
const [file, width, scheme, predJson, name, stepsJson, openDetails] = process.argv.slice(2);
const preds = JSON.parse(predJson); const steps = JSON.parse(stepsJson);
const b = await launchBrowser();
const vp = width === '390' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
const p = await openPage(b, { viewport: vp, colorScheme: scheme });
await p.goto(pageUrl(file));
for (const [pn, a] of Object.entries(preds)) {
  const pr = p.locator(`attention-predict[name="${pn}"]`); await pr.scrollIntoViewIfNeeded(); await p.waitForTimeout(500);
  await pr.getByRole('button', { name: 'Just show me' }).click(); await p.waitForTimeout(300);
}
if (openDetails) { await p.locator(openDetails).evaluate(d => d.open = true); }
const ex = p.locator(`[name="${name}"]`); await ex.scrollIntoViewIfNeeded(); await p.waitForTimeout(800);
const tag = `${file.replace('.html','')}-${width}-${scheme}-${name.replace('/','_')}`;
let si = 0;
for (const att of steps) {
  const cur = ex.locator('.by-hand__step.is-current, .exercise, form').first();
  if (att === 'HINT') { const h = ex.locator('button, summary').filter({ hasText: /hint|show/i }).first(); console.log('hint btn count', await h.count()); if (await h.count()) await h.click(); }
  else {
    const step = ex.locator('.by-hand__step.is-current');
    const scope = (await step.count()) ? step : ex;
    const inputs = scope.locator('input[type=text]');
    const vals = Array.isArray(att) ? att : [att];
    for (let k = 0; k < vals.length; k++) await inputs.nth(k).fill(vals[k]);
    await scope.locator('button[type=submit]').first().click();
  }
  await p.waitForTimeout(600);
  const t = await ex.evaluate(e => [...e.querySelectorAll('.by-hand__step.is-current, .by-hand__step.is-done:last-of-type, .by-hand__verdict, [class*=verdict], [class*=feedback]')].filter(x=>x.checkVisibility()).map(x=>x.innerText).join('\n~~\n'));
  console.log(`\n==== after ${JSON.stringify(att)}\n${t.slice(0,2500)}`);
  await ex.screenshot({ path: `/tmp/review3/${tag}-${si++}.png` });
}
console.log('\nFINAL\n' + (await ex.evaluate(e => e.innerText)).slice(-2500));
console.log('errors', p.log.consoleErrors, p.log.pageErrors);
await p.closeAll(); await b.close();
