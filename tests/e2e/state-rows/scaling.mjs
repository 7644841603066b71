// State rows of scores.html for the page pass (../page-pass.mjs, ../states.mjs):
// the scaling step's prediction answered, which the read-through does not
// reach (it reveals every prediction by its attribute, answering none): on
// a fresh copy of the question, a format message ("oops"), then a
// committed answer and its verdict.
import { freshPrediction } from '../fresh-prediction.mjs';
import { prefixed } from '../browser.mjs';

export default [
  {
    page: 'scores.html',
    name: 'the scaling prediction answered: a format message, then the verdict',
    async run(page, { axe, phone }) {
      let refused = [];
      const found = await freshPrediction(page, 'scaling', 'scaling/variance-256', phone, axe, async (question) => {
        const box = question.getByLabel('Your prediction');
        await box.fill('oops');
        await box.press('Enter');
        await question.locator('[data-part="message"]').filter({ visible: true }).waitFor();
        refused = prefixed('a format message', await axe('#scaling attention-predict[data-state-row]'));
        await box.fill('256');
        await box.press('Enter');
        await question.and(page.locator('[revealed]')).waitFor();
      });
      return [...refused, ...prefixed('the verdict', found)];
    },
  },
];
