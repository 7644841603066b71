// What the prediction state rows share (state-rows/scaling.mjs, softmax.mjs).
//
// The read-through reveals every <attention-predict> by its attribute, so a
// question's own states (a message, a committed verdict) are reached on a
// fresh copy of the question: an <attention-predict name="…"> guarding a
// paragraph of its own, put at the start of section `id`, answered by
// `answer()`, checked by axe and for width where it stands, then removed.
export async function freshPrediction(page, id, name, phone, axe, answer) {
  await page.evaluate(([sectionId, which]) => {
    const question = document.createElement('attention-predict');
    question.setAttribute('name', which);
    question.dataset.stateRow = '';
    const guarded = document.createElement('p');
    guarded.textContent = 'What the question guards.';
    question.append(guarded);
    document.getElementById(sectionId).prepend(question);
  }, [id, name]);
  const scope = `#${id} attention-predict[data-state-row]`;
  try {
    await page.locator(scope).scrollIntoViewIfNeeded();
    await page.locator(`${scope}[data-state="ready"]`).waitFor();
    await answer(page.locator(scope));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    return [
      ...(width > (phone ? 390 : 1280) ? [`the page is ${width}px wide with the prediction answered`] : []),
      ...await axe(scope),
    ];
  } finally {
    await page.evaluate((which) => document.querySelector(which)?.remove(), scope);
  }
}

