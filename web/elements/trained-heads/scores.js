// The core's per-head scores (am.headScores), as the trained-heads widgets
// show them: one name per head and one column per score.

import { formatNumber } from '../../lib/text/format.js';

// transformer::kHeldOutSeed: the scoring sequences no training batch holds.
export const HELD_OUT_SEED = 12345;

export const headName = (layer, head) => `layer ${layer}, head ${head}`;

export const SCORES = [
  ['previousToken', 'previous token'],
  ['duplicateToken', 'duplicate token'],
  ['induction', 'induction'],
];

export const scoreColumns = () => [{ label: 'head' }, ...SCORES.map(([, label]) => ({ label, numeric: true }))];

export const scoreCells = (score) => SCORES.map(([key]) => ({ text: formatNumber(score[key], 2), value: score[key] }));
