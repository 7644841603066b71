import { launchBrowser, openPage, pageUrl } from './browser.mjs';
import { writeFileSync } from 'node:fs';
const [file, width, scheme, answersJson, exJson] = process.argv.slice(2);
const answers = JSON.parse(answersJson || '{}'); // predict name -> value (text) or radio value
const exAnswers = JSON.parse(exJson || '{}');  // exercise name -> [list of attempts]
const b = await launchBrowser();
const vp = width === '390' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
const p = await openPage(b, { viewport: vp, colorScheme: scheme || 'light' });
await p.goto(pageUrl(file));
const tag = `${file.replace('.html','')}-${width}-${scheme}`;
const vis = (loc) => loc.evaluate((e) => e.innerText);
const predicts = p.locator('attention-predict');
for (let i = 0; i < await predicts.count(); i++) {
  const pr = predicts.nth(i);
  const name = await pr.getAttribute('name');
  await pr.scrollIntoViewIfNeeded(); await p.waitForTimeout(600);
  const a = answers[name];
  if (a === undefined) continue;
  if (a === 'SKIP') await pr.getByRole('button', { name: 'Just show me' }).click();
  else if (Array.isArray(a)) { // slider drags: press keys on sliders
    const sliders = pr.locator('[role=slider]');
    for (let k = 0; k < a.length; k++) { const s = sliders.nth(k); await s.focus(); for (let r=0;r<Math.abs(a[k]);r++) await p.keyboard.press(a[k]>0?'ArrowUp':'ArrowDown'); }
    await pr.getByRole('button', { name: 'Commit my prediction' }).click();
  } else {
    const radio = pr.locator(`input[type=radio][value="${a}"]`);
    if (await radio.count()) await radio.check(); else await pr.locator('input[type=text]').fill(a);
    await pr.getByRole('button', { name: 'Commit my prediction' }).click();
  }
  await p.waitForTimeout(1200);
  const sec = pr.locator('xpath=ancestor::section[@id][1]');
  await p.screenshot({ path: `/tmp/review3/${tag}-predict-${i}.png` });
  console.log(`\n######## PREDICT ${name}: answered ${JSON.stringify(a)}\n` + (await vis(pr)).slice(0, 2500));
}
const exs = p.locator('attention-exercise, attention-by-hand');
for (let i = 0; i < await exs.count(); i++) {
  const ex = exs.nth(i);
  const name = await ex.getAttribute('name');
  await ex.scrollIntoViewIfNeeded(); await p.waitForTimeout(600);
  console.log(`\n######## EXERCISE ${name}\n` + (await vis(ex)).slice(0, 3000));
  const attempts = exAnswers[name] || [];
  for (const att of attempts) {
    if (att === 'HINT') { const h = ex.getByRole('button', { name: /hint/i }).first(); if (await h.count()) { await h.click(); } else { const s = ex.locator('summary').filter({hasText:/hint/i}).first(); if (await s.count()) await s.click(); } }
    else if (att && typeof att === 'object') { // {fields:[...]} for multi-input step
      const inputs = ex.locator('input[type=text]:visible');
      for (let k = 0; k < att.fields.length; k++) await inputs.nth(k + (att.offset||0)).fill(att.fields[k]);
      await ex.locator('button[type=submit]:visible').nth(att.button||0).click();
    } else {
      const radio = ex.locator(`input[type=radio][value="${att}"]`);
      if (await radio.count()) await radio.check(); else await ex.locator('input[type=text]:visible').first().fill(att);
      await ex.locator('button[type=submit]:visible').first().click();
    }
    await p.waitForTimeout(700);
    console.log(`\n  ---- after ${JSON.stringify(att)}:\n` + (await vis(ex)).slice(0, 3000));
    await ex.screenshot({ path: `/tmp/review3/${tag}-ex-${i}.png` }).catch(()=>{});
  }
}
console.log('errors', p.log.consoleErrors, p.log.pageErrors);
// full page screenshot
await p.addStyleTag({ content: 'main > section[id] { content-visibility: visible !important; }' });
await p.waitForTimeout(800);
await p.screenshot({ path: `/tmp/review3/${tag}-full.png`, fullPage: true });
await p.closeAll(); await b.close();
