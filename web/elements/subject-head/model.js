// The model of <attention-subject-head> (../attention-subject-head.js):
// chapter 1's opener. One sentence of the toy language (cpp/sentences/
// language.hpp) through two heads of the seed's shape (n = 4, d_model = 6,
// d_k = d_v = 3) that differ only in W_Q, W_K, W_V: the head the build
// trained to find a verb's subject, and the random seed-42 matrices training
// started from. What it shows is the verb's row of weights under each (the
// verb is the query), the word each answers with, and how both heads do on
// every held-out sentence (prepare: the core's am.sentenceModel()). Every
// sentence offered was held out: the head never trained on it (the Node test
// checks). Pure: no DOM; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { formatPercent, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// The prediction's sentence first, then one of each other pattern: a
// distractor before the verb, an object after it, the subject after the verb.
export const SENTENCES = ['The cat sat down', 'Cats near dogs hid', 'The cat fed birds', 'Down sat a cat'];  // data: the sentences the trained head reads

export const fields = [
  // The sentences are the toy language's own words: the same in every language.
  named(field({ key: 'sentence', attribute: 'sentence', param: 's', kind: 'choice', fallback: SENTENCES[0],
                choices: SENTENCES.map((s) => ({ value: s, label: s })) }), 'subject-head-sentence'),
];

// How both heads do on the sentences they never trained on (the core computes
// it once for the module; this copies the four counts out).
export function prepare(am) {
  const { accuracy: { learned, random }, answers } = am.sentenceModel();
  return { answers, heldOut: { learned: learned.heldOut, random: random.heldOut } };
}

const head = (key) => ({ key, get title() { return message('subject-head-title', { head: key }); } });
const HEADS = [head('learned'), head('random')];
const share = (x) => formatNumber(x, 3);
// "Narrowly": the largest share is less than 1.5 times the next largest.
export const NARROW = 1.5;
const percent = (right, of) => formatPercent(Math.round((100 * right) / of));

// inputs: {sentence, answers and heldOut (prepare's)}.
export function model(am, { sentence, answers, heldOut }) {
  const tokens = sentence.split(' ');
  const pass = Object.fromEntries(HEADS.map(({ key }) => [key, am.sentenceAttention({ tokens, weights: key })]));
  const { verb, subject } = pass.learned;
  const shown = pass.learned.tokens;
  const rowOf = (p) => Array.from(p.weights.slice(verb * tokens.length, (verb + 1) * tokens.length));
  const rows = Object.fromEntries(HEADS.map(({ key }) => [key, rowOf(pass[key])]));
  const top = (key) => rows[key].indexOf(Math.max(...rows[key]));
  const figure = ({ key, title }) => bars({
    title, layout: 'columns', axis: { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] },
    bars: shown.map((token, j) => ({ label: token, value: rows[key][j], text: share(rows[key][j]),
                                     marks: [j === verb && 'query', j === top(key) && 'top'].filter(Boolean) })),
  });
  const role = (j) => (j === verb || j === subject ? message('subject-head-role', { role: j === verb ? 'verb' : 'subject' }) : '');
  const query = shown[verb];
  const answer = (key) => answers[pass[key].predicted];
  // An even split is the yardstick for "looks at": 1/n to every word.
  const even = share(1 / tokens.length);
  const said = (key) => message('subject-head-said', {
    query, largest: share(rows[key][top(key)]), even, top: shown[top(key)],
    subject: top(key) === subject ? 'yes' : 'no', animal: answer(key) });
  // The random head's row is the contrast: how spread it is (largest and
  // smallest share beside the even split), and whether the subject gets the
  // most only narrowly (less than NARROW times the runner-up's share).
  const spread = (key) => {
    const row = rows[key], i = top(key);
    const runnerUp = row.indexOf(Math.max(...row.filter((_, j) => j !== i)));
    const lead = i === subject
      ? (row[i] < NARROW * row[runnerUp]
        ? message('subject-head-most-narrowly', { top: shown[i], runnerUp: shown[runnerUp], share: share(row[runnerUp]) })
        : message('subject-head-most-subject', { top: shown[i] }))
      : message('subject-head-most-other', { top: shown[i], subject: shown[subject], share: share(row[subject]) });
    return message('subject-head-spread', { query, low: share(Math.min(...row)), high: share(row[i]), even, lead, animal: answer(key) });
  };
  const { learned, random } = heldOut;
  return {
    learned: figure(HEADS[0]),
    random: figure(HEADS[1]),
    table: table({
      caption: message('subject-head-table-caption', { query }),
      columns: [{ label: message('subject-head-column-word') }, { label: message('subject-head-column-role') },
                { label: message('subject-head-column-head', { head: 'learned' }), numeric: true },
                { label: message('subject-head-column-head', { head: 'random' }), numeric: true }],
      rows: shown.map((token, j) => ({ header: token, marks: j === subject ? ['subject'] : [],
                                       cells: [role(j), formatNumber(rows.learned[j], 4), formatNumber(rows.random[j], 4)] })),
    }),
    learnedSummary: message('subject-head-summary', { head: 'learned', text: said('learned') }),
    randomSummary: message('subject-head-summary', { head: 'random', text: spread('random') }),
    heldOutNote: pass.learned.heldOut ? message('subject-head-held-out', { sentence: shown.join(' ') }) : '',
    // Two sentences, each head with both of its counts and their shares (counts as text: Fluent would group them).
    record: message('subject-head-record', {
      sentences: String(learned.sentences),
      learnedAttention: String(learned.attentionRight), learnedAttentionShare: percent(learned.attentionRight, learned.sentences),
      learnedAnswer: String(learned.answerRight), learnedAnswerShare: percent(learned.answerRight, learned.sentences),
      randomAttention: String(random.attentionRight), randomAttentionShare: percent(random.attentionRight, random.sentences),
      randomAnswer: String(random.answerRight), randomAnswerShare: percent(random.answerRight, random.sentences) }),
  };
}
