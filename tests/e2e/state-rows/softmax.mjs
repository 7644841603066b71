// State rows of formula.html for the page pass (../page-pass.mjs, ../states.mjs):
// the softmax step's predictions answered, which the read-through does not
// reach (it reveals every prediction by its attribute, answering none), on
// fresh copies of the questions: the choice answered (its verdict), and the
// sketch committed with no bar moved (asked to move a bar, a state of its
// own), then committed as it stands (its verdict, the core's weights marked).
import { freshPrediction } from '../fresh-prediction.mjs';
import { prefixed } from '../browser.mjs';

export default [
  {
    page: 'formula.html',
    name: 'the softmax predictions answered: a choice’s verdict; the sketch asked to move a bar, then committed',
    async run(page, { axe, phone }) {
      const found = [];
      found.push(...prefixed('the choice answered', await freshPrediction(page, 'softmax', 'softmax/rows-or-columns', phone, axe, async (question) => {
        await question.getByLabel(/Each column/).check();
        await question.getByRole('button', { name: 'Commit my prediction' }).click();
        await question.and(page.locator('[revealed]')).waitFor();
      })));
      let asked = [];
      found.push(...prefixed('the sketch committed', await freshPrediction(page, 'softmax', 'softmax/double-scores', phone, axe, async (question) => {
        const commit = question.getByRole('button', { name: 'Commit my prediction' });
        await commit.click();
        await question.locator('[data-part="message"]').filter({ visible: true }).waitFor();
        asked = prefixed('asked to move a bar', await axe('#softmax attention-predict[data-state-row]'));
        await commit.click();
        await question.and(page.locator('[revealed]')).waitFor();
      })));
      return [...asked, ...found];
    },
  },
];
