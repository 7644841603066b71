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

// The prediction's sentence first; then one where the wide head's guess of
// the object happens to be right, so that a lucky answer is seen as one.
// Every one was held out (the Node test checks).
export const SENTENCES = ['Cats near dogs chased birds', 'Birds near cats bit dogs', 'Dogs by cats heard birds',
  'Cats with dogs fed dogs'];

export const fields = [
  field({ key: 'sentence', attribute: 'sentence', param: 's', kind: 'choice', label: 'the sentence',
          subject: 'The sentence', caption: 'Held-out sentence', fallback: SENTENCES[0],
          choices: SENTENCES.map((s) => ({ value: s, label: s })) }),
];

// The two models as the page names them, by their head count.
export const MODELS = [
  { heads: 1, key: 'wide', name: 'One wide head' },
  { heads: 2, key: 'narrow', name: 'Two narrow heads' },
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
const ROLE_NAMES = { subject: 'subject', distractor: 'distractor', object: 'object', verb: 'verb (asking)' };
const roleOf = (pass, j) => Object.keys(ROLE_NAMES).find((role) => pass[role] === j) ?? '';
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
    title: m.heads === 1 ? `${m.name} (d_k = ${record[k].dK})` : `Narrow head ${i + 1} of ${m.heads} (d_k = ${record[k].dK})`,
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
    return `${title}: from “${shown[pass.verb]}”, ${share(row[top])} to “${shown[top]}”${role ? `, the ${role}` : ''}.`;
  };
  const check = (said, truth) => `${answers[said]} ${said === truth ? '✓' : '✗'}`;
  const answered = MODELS.map((m, k) => `${m.name}: subject ${check(passes[k].predictedSubject, pass.subjectAnimal)}, `
    + `object ${check(passes[k].predictedObject, pass.objectAnimal)} (right: ${answers[pass.subjectAnimal]}, ${answers[pass.objectAnimal]}).`);
  const count = (right, of) => `${right} / ${of}`;
  return {
    heads: heads.map((h) => ({ key: `${h.model.key}-${h.index + 1}`, figure: figure(h), line: looksAt(h) })),
    answers: answered,
    heldOutNote: pass.heldOut ? `Neither model saw “${shown.join(' ')}” in training: it was held out.` : '',
    attention: table({
      caption: `How much “${shown[pass.verb]}” attends to each word, per head`,
      columns: [{ label: 'word' }, { label: 'role' },
                ...heads.map((h) => ({ label: h.model.heads === 1 ? 'wide head' : `narrow head ${h.index + 1}`, numeric: true }))],
      rows: shown.map((token, j) => ({ header: token, marks: ['subject', 'object'].includes(roleOf(pass, j)) ? [roleOf(pass, j)] : [],
                                       cells: [ROLE_NAMES[roleOf(pass, j)] ?? '', ...heads.map((h) => formatNumber(h.row[j], 4))] })),
    }),
    outcome: table({
      caption: 'On the sentences neither model trained on (the shipped runs, seed 0), and over the seed study (a seed solves the task when its model names both animals in every held-out sentence)',
      columns: [{ label: 'model' }, { label: 'parameters', numeric: true }, { label: 'subject right', numeric: true },
                { label: 'object right', numeric: true }, { label: 'both right', numeric: true },
                { label: 'seeds solved', numeric: true }],
      rows: record.map((r, k) => ({
        header: `${MODELS[k].name} (h = ${r.heads}, d_k = ${r.dK})`,
        cells: [String(r.parameters), count(r.heldOut.subjectRight, r.heldOut.sentences), count(r.heldOut.objectRight, r.heldOut.sentences),
                count(r.heldOut.bothRight, r.heldOut.sentences), count(r.solvedSeeds, r.seeds.length)],
      })),
    }),
    seeds: table({
      caption: 'Held-out sentences with both animals right, for each seed of the study',
      columns: [{ label: 'seed' }, ...MODELS.map((m) => ({ label: m.name.toLowerCase(), numeric: true }))],
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
  const word = (j) => `“${shown[j]}”`;
  const mean = (h) => (h.model.heads === 1 ? wide : narrow).heldOut.roles[h.index];
  const label = (h) => (h.model.heads === 1 ? 'wide head' : `narrow head ${h.index + 1}`);
  const of = wide.heldOut.sentences;
  const [w, n1, n2] = heads;
  const guessText = wide.guesses.map((g, a) => `${answers[g.answers.indexOf(Math.max(...g.answers))]} `
    + `${g.answers.filter((c) => c > 0).length === 1 ? 'every time' : `${Math.max(...g.answers)} times in ${g.sentences}`} `
    + `the subject was ${pluralOf(answers[a])}`);
  return {
    why: table({
      caption: `From the verb: each head’s weight on the subject, the distractor and the object, averaged over the `
        + `${of} held-out sentences`,
      columns: [{ label: 'head' }, ...['subject', 'distractor', 'object'].map((role) => ({ label: role, numeric: true }))],
      rows: heads.map((h) => ({ header: label(h), cells: ['subject', 'distractor', 'object'].map((role) => share(mean(h)[role])) })),
    }),
    // What the charts and tables show, in numbers; the why is the page's prose, said once, after the widget.
    whyLine: `From “${shown[pass.verb]}”, the wide head gives ${word(pass.subject)} ${share(w.row[pass.subject])} and `
      + `${word(pass.object)} ${share(w.row[pass.object])}: the object gets next to nothing. `
      + `Its object answers follow the subject instead: on the ${of} held-out sentences it said ${guessText.join(', ')} `
      + `(right in ${wide.heldOut.objectRight}). Narrow head 1 gives ${word(pass.subject)} `
      + `${share(n1.row[pass.subject])}, head 2 gives ${word(pass.object)} ${share(n2.row[pass.object])}.`,
    guesses: table({
      caption: `The wide head’s object answer, by the subject’s animal (the ${of} held-out sentences)`,
      columns: [{ label: 'subject' }, { label: 'sentences', numeric: true },
                ...answers.map((a) => ({ label: `answered ${a}`, numeric: true })), { label: 'right', numeric: true }],
      rows: wide.guesses.map((g, a) => ({ header: answers[a], cells: [String(g.sentences), ...g.answers.map(String), String(g.right)] })),
    }),
  };
}

const pluralOf = (animal) => `${animal}s`.replace(/ss$/, 's');

// Where each model's parameters sit: the entries of W_Q, W_K, W_V (h blocks
// of d_model × d_k each) and W_O ((h·d_v) × d_model). No biases; the words'
// vectors X are fixed features, not learned. Counted from the matrices the
// module ships, so a shape that changed would show here.
function parameterTable(record) {
  const times = (...f) => f.join(' × ');
  return table({
    caption: 'Where the parameters sit: the entries of the four weight matrices (no biases; the words’ vectors are '
      + 'fixed, not learned)',
    columns: [{ label: 'model' }, { label: 'W_Q, W_K, W_V, each h × d_model × d_k', numeric: true },
              { label: 'W_O, (h·d_v) × d_model', numeric: true }, { label: 'total', numeric: true }],
    rows: record.map((r, k) => {
      const { WQ, WK, WV, WO } = r.sizes;
      const projections = WQ === WK && WK === WV ? `3 × ${WQ}` : `${WQ} + ${WK} + ${WV}`;
      return {
        header: `${MODELS[k].name} (h = ${r.heads})`,
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
  return `Trained from ${wide.seeds.length} different random starts, the two narrow heads named both animals in every held-out `
    + `sentence with ${narrow.solvedSeeds} of ${narrow.seeds.length} seeds; the wide head with ${wide.solvedSeeds} of `
    + `${wide.seeds.length}, its best ${best} of ${of}.`;
}
