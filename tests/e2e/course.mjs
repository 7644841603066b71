// Shared plumbing for the course elements' tests: answering a prediction,
// an exercise or a checkpoint step as a reader would, reading what the page
// says back, and checking that a hidden result is really out of reach.

// The page's number format: fixed decimals, a true minus sign.
export const fixed = (value, decimals) => value.toFixed(decimals).replace(/^-/, '−');
export const listed = (values, decimals = 3) => Array.from(values, (v) => fixed(v, decimals)).join(', ');

export const predict = (page, name) => page.locator(`attention-predict[name="${name}"]`);
export const exercise = (page, name) => page.locator(`attention-exercise[name="${name}"]`);
export const byHand = (page, name) => page.locator(`attention-by-hand[name="${name}"]`);

// An element in a closed disclosure ("More practice") is opened first, as a
// reader would: it draws only once it can be seen.
export async function waitReady(page, locator) {
  await locator.evaluate((node) => { const box = node.closest('details:not([open])'); if (box) box.open = true; });
  await locator.scrollIntoViewIfNeeded();
  await locator.and(page.locator('[data-state="ready"]')).waitFor();
}

// What the blank-slate derivation holds back (the formula and its map,
// data-after="formula/derive"), shown as a reader who asks for help has it:
// its "Show me the formula" pressed, the map drawn.
export const derive = (page) => page.locator('attention-derive[name="formula/derive"]');
export async function showFormula(page) {
  await waitReady(page, derive(page));
  await derive(page).getByRole('button', { name: 'Show me the formula' }).click();
  await page.locator('attention-formula[data-state="ready"]').waitFor();
}

// Commits `text` as the prediction (Enter in the box); returns the verdict.
export async function commitPrediction(page, name, text) {
  const element = predict(page, name);
  await waitReady(page, element);
  const box = element.getByLabel('Your prediction');
  await box.fill(text);
  await box.press('Enter');
  return element.locator('[data-part="prediction-verdict"]');
}

export async function choosePrediction(page, name, label) {
  const element = predict(page, name);
  await waitReady(page, element);
  await element.getByLabel(label).check();
  await element.getByRole('button', { name: 'Commit my prediction' }).click();
  return element.locator('[data-part="prediction-verdict"]');
}

// Answers an exercise; returns its verdict's state class and text.
export async function answerExercise(page, name, text, how = 'enter') {
  const element = exercise(page, name);
  await waitReady(page, element);
  const input = element.getByLabel('Your answer');
  await input.fill(text);
  const verdict = element.locator('[data-part="verdict"]');
  await verdict.evaluate((node) => node.replaceChildren()); // so that the wait below sees the new verdict
  if (how === 'enter') await input.press('Enter');
  else await element.getByRole('button', { name: 'Check' }).click();
  await verdict.locator('p').waitFor();
  return { state: stateOf(await verdict.getAttribute('class')), text: await verdict.textContent() };
}

export const stateOf = (className) => className.split(' ').find((c) => c.startsWith('is-')) ?? '';

// Fills one step of a checkpoint (entries in order) and checks it.
export async function checkStep(page, name, step, entries) {
  const element = byHand(page, name);
  const item = element.locator('[data-part="step"]').nth(step);
  const inputs = item.getByRole('textbox');
  for (const [j, value] of entries.entries()) await inputs.nth(j).fill(String(value));
  const verdict = item.locator('[data-part="verdict"]');
  await verdict.evaluate((node) => node.replaceChildren());
  await item.getByRole('button', { name: `Check step ${step + 1}` }).click();
  await verdict.locator('p').first().waitFor();
  return { state: stateOf(await verdict.getAttribute('class')), text: await verdict.textContent() };
}

// True when nothing matching `selector` can be reached: not rendered, no
// focusable element inside, and nothing in the accessibility tree.
export async function unreachable(page, selector) {
  const nodes = page.locator(selector);
  const rendered = await nodes.evaluateAll((all) => all.some((node) => node.checkVisibility()));
  const focusable = await nodes.evaluateAll((all) => all.some((node) => [node, ...node.querySelectorAll('a, button, input, select, textarea, [tabindex]')]
    .some((f) => { f.focus(); return node.getRootNode().activeElement === f; })));
  let tree = '';
  for (let k = 0; k < await nodes.count(); k += 1) tree += await nodes.nth(k).ariaSnapshot();
  return !rendered && !focusable && tree.trim() === '';
}

// A recall prompt's form (a chapter's opening recall or the home deck)
// answered right or wrong as a reader would: a choice picked, or a typed
// answer written (wrong: its first known slip). → the verdict's text.
export async function answerRecall(form, right) {
  const { PROMPTS, answerText, isTyped } = await import('../../web/lib/course/recall.js');
  const id = await form.getAttribute('data-prompt');
  const p = PROMPTS.find((x) => x.id === id);
  if (isTyped(p)) await form.getByRole('textbox').fill(answerText(p, right ? p.answer : p.mistakes[0].value));
  else await form.locator(`input[value="${p.choices.find((c) => Boolean(c.right) === right).id}"]`).check();
  await form.getByRole('button', { name: 'Check' }).click();
  await form.locator('[data-part="recall-verdict"] p').waitFor();
  return form.locator('[data-part="recall-verdict"]').textContent();
}
