// The model of <attention-heads-experiment> (../attention-heads-experiment.js):
// chapter 3's experiment (issue 23). Sentences such as "Cats near dogs chased
// birds" (cpp/sentences/lookups.hpp): at the verb a model must name two
// animals at once, the subject's and the object's, past a distractor. Two
// models with the same 144 parameters, trained by the build with the same
// recipe: one wide head (h = 1, d_k = 6) and two narrow ones (h = 2, d_k = 3).
// What it shows: how each does on the sentences it never trained on, how
// many of the seed study's seeds each solved, and, on a chosen held-out
// sentence, where each head looks from the verb; then why one head fails, in
// numbers: each head's weight on the subject and on the object (this sentence,
// and averaged over the held-out ones), the wide head's object answers set
// against the subject's animal, and where the 144 parameters sit in each
// model. Every number is the core's (am.headsExperiment(), am.headsAttention())
// or counted from the shipped matrices' sizes. Pure: no DOM; Node tests call it.

import { field } from '../../lib/fields/field.js';
import { bars, table } from '../../figures/model.js';
import { formatNumber } from '../../lib/text/format.js';
import { allOf, message } from '../../lib/text/messages.js';
import { named } from '../fields/named-field.js';

// The prediction's sentence first; then one where the wide head's guess of
// the object happens to be right, so that a lucky answer is seen as one.
// Every one was held out (the Node test checks).
export const SENTENCES = ['Cats near dogs chased birds', 'Birds near cats bit dogs', 'Dogs by cats heard birds',  // data: the sentences the trained models read
  'Cats with dogs fed dogs'];  // data: the sentences the trained models read

export const fields = [
  named(field({ key: 'sentence', attribute: 'sentence', param: 's', kind: 'choice', fallback: SENTENCES[0],
                choices: SENTENCES.map((s) => ({ value: s, label: s })) }), 'heads-experiment-sentence'),
];

// The two models as the page names them, by their head count.
export const MODELS = [
  { heads: 1, key: 'wide', get name() { return message('heads-experiment-model-wide'); } },
  { heads: 2, key: 'narrow', get name() { return message('heads-experiment-model-narrow'); } },
];

// The core's shipped runs and seed study, copied out once per module: the
// models are fixed, so this never changes.
export function prepare(am) {
  const experiment = am.headsExperiment();
  const record = MODELS.map(({ heads }) => {
    const run = experiment.runs.find((r) => r.heads === heads);
    const study = experiment.study.filter((o) => o.heads === heads);
    return { heads, dK: run.dK, dV: run.dV, dModel: experiment.dModel, parameters: run.parameters, heldOut: run.heldOut,
             sizes: { WQ: run.WQ.length, WK: run.WK.length, WV: run.WV.length, WO: run.WO.length },
             guesses: objectGuesses(run, experiment.answers.length),
             seeds: study.map((o) => ({ seed: o.seed, heldOut: o.heldOut })),
             // A seed solved the task when the core says so (LookupAccuracy::solved:
             // both animals right in every held-out sentence).
             solvedSeeds: study.filter((o) => o.heldOut.solved).length };
  });
  return { answers: experiment.answers, record };
}

// The object answers a model gave on the held-out sentences, by the subject's
// animal: guesses[subject][answer] sentences, and how many were right.
function objectGuesses(run, animals) {
  const guesses = Array.from({ length: animals }, () => ({ sentences: 0, right: 0, answers: new Array(animals).fill(0) }));
  for (const s of run.sentences.filter((row) => row.heldOut)) {
    const g = guesses[s.subjectAnimal];
    g.sentences += 1;
    g.answers[s.predictedObject] += 1;
    g.right += s.predictedObject === s.objectAnimal;
  }
  return guesses;
}

const share = (x) => formatNumber(x, 3);
const ROLES = ['subject', 'distractor', 'object', 'verb'];
const roleName = (role) => (role ? message('heads-experiment-role', { role }) : '');
const roleOf = (pass, j) => ROLES.find((role) => pass[role] === j) ?? '';
const verbRow = (weights, pass) => {
  const n = pass.tokens.length;
  return Array.from(weights.slice(pass.verb * n, (pass.verb + 1) * n));
};
const largest = (row) => row.indexOf(Math.max(...row));

// inputs: {sentence, answers and record (prepare's)}.
export function model(am, { sentence, answers, record }) {
  const tokens = sentence.split(' ');
  const passes = MODELS.map(({ heads }) => am.headsAttention({ tokens, heads }));
  const pass = passes[0];
  const shown = pass.tokens;
  // Each head's row of weights at the verb: the wide head, then narrow heads 1 and 2.
  const heads = MODELS.flatMap((m, k) => passes[k].heads.map((head, i) => ({
    model: m, index: i, row: verbRow(head.weights, passes[k]),
    title: m.heads === 1 ? message('heads-experiment-wide-title', { name: m.name, dK: record[k].dK })
      : message('heads-experiment-narrow-title', { head: i + 1, heads: m.heads, dK: record[k].dK }),
  })));
  // A bar per line: three charts abreast leave each too narrow for five words side by side.
  const figure = ({ title, row }) => bars({
    title, layout: 'rows', axis: { min: 0, max: 1, ticks: [0, 0.5, 1] },
    bars: shown.map((token, j) => ({ label: token, value: row[j], text: share(row[j]),
                                     marks: [j === pass.verb && 'query', j === largest(row) && 'top'].filter(Boolean) })),
  });
  const looksAt = ({ title, row }) => {
    const top = largest(row);
    const role = roleOf(pass, top);
    return message('heads-experiment-looks-at', { title, verb: shown[pass.verb], weight: share(row[top]), top: shown[top],
                                                  role: role || 'none' });
  };
  const check = (said, truth) => message('heads-experiment-said', { word: answers[said], mark: said === truth ? '✓' : '✗' });
  const answered = MODELS.map((m, k) => message('heads-experiment-answered', {
    name: m.name, subject: check(passes[k].predictedSubject, pass.subjectAnimal),
    object: check(passes[k].predictedObject, pass.objectAnimal),
    rightSubject: answers[pass.subjectAnimal], rightObject: answers[pass.objectAnimal] }));
  const count = (right, of) => `${right} / ${of}`;
  return {
    heads: heads.map((h) => ({ key: `${h.model.key}-${h.index + 1}`, figure: figure(h), line: looksAt(h) })),
    answers: answered,
    heldOutNote: pass.heldOut ? message('heads-experiment-held-out', { sentence: shown.join(' ') }) : '',
    attention: table({
      caption: message('heads-experiment-attention-caption', { verb: shown[pass.verb] }),
      columns: [{ label: message('heads-experiment-column-word') }, { label: message('heads-experiment-column-role') },
                ...heads.map((h) => ({ label: headLabel(h), numeric: true }))],
      rows: shown.map((token, j) => ({ header: token, marks: ['subject', 'object'].includes(roleOf(pass, j)) ? [roleOf(pass, j)] : [],
                                       cells: [roleName(roleOf(pass, j)), ...heads.map((h) => formatNumber(h.row[j], 4))] })),
    }),
    outcome: table({
      caption: message('heads-experiment-outcome-caption'),
      columns: [{ label: message('heads-experiment-column-model') }, { label: message('heads-experiment-column-parameters'), numeric: true },
                { label: message('heads-experiment-column-subject-right'), numeric: true },
                { label: message('heads-experiment-column-object-right'), numeric: true },
                { label: message('heads-experiment-column-both-right'), numeric: true },
                { label: message('heads-experiment-column-seeds-solved'), numeric: true }],
      rows: record.map((r, k) => ({
        header: message('heads-experiment-outcome-model', { name: MODELS[k].name, heads: r.heads, dK: r.dK }),
        cells: [String(r.parameters), count(r.heldOut.subjectRight, r.heldOut.sentences), count(r.heldOut.objectRight, r.heldOut.sentences),
                count(r.heldOut.bothRight, r.heldOut.sentences), count(r.solvedSeeds, r.seeds.length)],
      })),
    }),
    seeds: table({
      caption: message('heads-experiment-seeds-caption'),
      columns: [{ label: message('heads-experiment-column-seed') },
                ...MODELS.map((m) => ({ label: message('heads-experiment-seeds-column', { model: m.key }), numeric: true }))],
      rows: record[0].seeds.map(({ seed }, s) => ({
        header: String(seed),
        cells: record.map((r) => count(r.seeds[s].heldOut.bothRight, r.seeds[s].heldOut.sentences)),
      })),
    }),
    record: studyLine(record),
    ...whyOneFails({ heads, pass, shown, answers, record }),
    parameters: parameterTable(record),
  };
}

// Why one head fails, in numbers: a line that reads this sentence's rows, a
// table of the rows' means over the held-out sentences (the core's
// LookupAccuracy roles), and the wide head's object answers by subject.
// One softmax row gives the verb one weighted average of the words' values;
// the wide head's row lands on the subject,
// so the object reaches its output with (all but) no weight, and its object
// answer can only follow the subject. Each narrow head has a row of its own.
function whyOneFails({ heads, pass, shown, answers, record }) {
  const [wide, narrow] = record;
  const mean = (h) => (h.model.heads === 1 ? wide : narrow).heldOut.roles[h.index];
  const of = wide.heldOut.sentences;
  const [w, n1, n2] = heads;
  const guessText = wide.guesses.map((g, a) => message('heads-experiment-guess', {
    answer: answers[g.answers.indexOf(Math.max(...g.answers))], always: String(g.answers.filter((c) => c > 0).length === 1),
    times: Math.max(...g.answers), sentences: g.sentences, animal: answers[a], animals: pluralOf(answers[a]) }));
  const lookups = ['subject', 'distractor', 'object'];
  return {
    why: table({
      caption: message('heads-experiment-why-caption', { sentences: of }),
      columns: [{ label: message('heads-experiment-column-head') }, ...lookups.map((role) => ({ label: roleName(role), numeric: true }))],
      rows: heads.map((h) => ({ header: headLabel(h), cells: lookups.map((role) => share(mean(h)[role])) })),
    }),
    // What the charts and tables show, in numbers; the why is the page's prose, said once, after the widget.
    whyLine: message('heads-experiment-why-line', {
      verb: shown[pass.verb], subject: shown[pass.subject], object: shown[pass.object],
      wideSubject: share(w.row[pass.subject]), wideObject: share(w.row[pass.object]), sentences: of,
      guesses: guessText.join(message('heads-experiment-list-comma')), right: wide.heldOut.objectRight,
      narrowSubject: share(n1.row[pass.subject]), narrowObject: share(n2.row[pass.object]) }),
    guesses: table({
      caption: message('heads-experiment-guesses-caption', { sentences: of }),
      columns: [{ label: message('heads-experiment-column-subject') }, { label: message('heads-experiment-column-sentences'), numeric: true },
                ...answers.map((a) => ({ label: message('heads-experiment-column-answered', { animal: a }), numeric: true })),
                { label: message('heads-experiment-column-right'), numeric: true }],
      rows: wide.guesses.map((g, a) => ({ header: answers[a], cells: [String(g.sentences), ...g.answers.map(String), String(g.right)] })),
    }),
  };
}

// An animal's English plural (the toy sentences are English: "cats"), for the English message.
const pluralOf = (animal) => `${animal}s`.replace(/ss$/, 's');

// A head as the tables name it: "wide head", "narrow head 2".
const headLabel = (h) => message('heads-experiment-head', { model: h.model.key, head: h.index + 1 });

// Where each model's parameters sit: the entries of W_Q, W_K, W_V (h blocks
// of d_model × d_k each) and W_O ((h·d_v) × d_model). No biases; the words'
// vectors X are fixed features, not learned. Counted from the matrices the
// module ships, so a shape that changed would show here.
function parameterTable(record) {
  const times = (...f) => f.join(' × ');
  return table({
    caption: message('heads-experiment-parameters-caption'),
    columns: [{ label: message('heads-experiment-column-model') },
              { label: message('heads-experiment-column-projections'), numeric: true },
              { label: message('heads-experiment-column-output'), numeric: true },
              { label: message('heads-experiment-column-total'), numeric: true }],
    rows: record.map((r, k) => {
      const { WQ, WK, WV, WO } = r.sizes;
      const projections = WQ === WK && WK === WV ? `3 × ${WQ}` : `${WQ} + ${WK} + ${WV}`;
      return {
        header: message('heads-experiment-parameters-model', { name: MODELS[k].name, heads: r.heads }),
        cells: [`${times(r.heads, r.dModel, r.dK)} = ${WQ}`, `${times(r.heads * r.dV, r.dModel)} = ${WO}`,
                `${projections} + ${WO} = ${WQ + WK + WV + WO}`],
      };
    }),
  });
}

// The seed study in one sentence: how many seeds each model solved, and the
// wide head's best.
function studyLine([wide, narrow]) {
  const best = Math.max(...wide.seeds.map((s) => s.heldOut.bothRight));
  const of = wide.seeds[0].heldOut.sentences;
  return message('heads-experiment-study', { seeds: wide.seeds.length, narrowSolved: narrow.solvedSeeds,
                                             narrowAll: allOf(narrow.solvedSeeds, wide.seeds.length),
                                             wideSolved: wide.solvedSeeds, best, sentences: of });
}
