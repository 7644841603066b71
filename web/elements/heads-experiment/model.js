// The model of <attention-heads-experiment> (../attention-heads-experiment.js):
// chapter 3's experiment (issue 23). Sentences such as "Cats near dogs chased
// birds" (cpp/sentences/lookups.hpp): at the verb a model must name two
// animals at once, the subject's and the object's, past a distractor. Two
// models with the same 144 parameters, trained by the build with the same
// recipe: one wide head (h = 1, d_k = 6) and two narrow ones (h = 2, d_k = 3).
// What it shows: how each does on the sentences it never trained on, how
// many of the seed study's seeds each solved, and, on a chosen held-out
// sentence, where each head looks from the verb. Every number is the core's
// (am.headsExperiment(), am.headsAttention()). Pure: no DOM; Node tests call it.

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
    return { heads, dK: run.dK, parameters: run.parameters, heldOut: run.heldOut,
             seeds: study.map((o) => ({ seed: o.seed, heldOut: o.heldOut })),
             // A seed solved the task when the core says so (LookupAccuracy::solved:
             // both animals right in every held-out sentence).
             solvedSeeds: study.filter((o) => o.heldOut.solved).length };
  });
  return { answers: experiment.answers, record };
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
  };
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
