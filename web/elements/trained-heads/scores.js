// The core's per-head scores (am.headScores), as the trained-heads widgets
// show them: one name per head and one column per score.

import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';

// transformer::kHeldOutSeed: the scoring sequences no training batch holds.
export const HELD_OUT_SEED = 12345;

export const headName = (layer, head) => message('trained-heads-head-name', { layer, head });

// Each score's key in the core's result, and the message naming it.
export const SCORES = [
  ['previousToken', 'trained-heads-score-previous'],
  ['duplicateToken', 'trained-heads-score-duplicate'],
  ['induction', 'trained-heads-score-induction'],
];

export const scoreColumns = () => [{ label: message('trained-heads-column-head') },
  ...SCORES.map(([, id]) => ({ label: message(id), numeric: true }))];

export const scoreCells = (score) => SCORES.map(([key]) => ({ text: formatNumber(score[key], 2), value: score[key] }));
