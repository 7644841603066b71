// "Why two layers", cell by cell: a layer-2 cell (i, j) reads what layer 1
// wrote into position j, and layer 1 at j, as a previous-token head, wrote
// the letter at j − 1. So the layer-1 cell to light is (j, j − 1), and the
// sentence says, from the core's weights, whether that letter is the
// query's own (the induction match) or not, and says so when layer 1 put
// little weight there or was switched off. The match is one term of the
// score: where the weight disagrees with it (a match the head hardly looks
// at, a non-match it looks at), the sentence says so rather than explain
// the weight by the match.

import { formatNumber } from '../../lib/text/format.js';
import { message } from '../../lib/text/messages.js';
import { sentences } from '../../lib/text/join.js';
import { argmaxOf } from './ablation.js';
import { letterOf } from './sequence.js';

// Below this, layer 1 did not really copy the previous letter in.
const COPIED = 0.5;
// A layer-2 weight at least this large is where the head looks; below
// LITTLE, it hardly looks there at all.
const MOST = 0.5;
const LITTLE = 0.2;

// The layer-1 cell a layer-2 cell (i, j) reads, or null (j = 0, or j > i: masked).
export function readCell(i, j) {
  return j >= 1 && j <= i ? [j, j - 1] : null;
}

// One reading of layer 2's cell (i, j) for the caption. weights: the two
// layers' n × n attention (row-major); layer1Off: layer 1's W_O is zero.
export function whyTheyMatch({ tokens, layer1, layer2, layer1Off }, i, j) {
  const n = tokens.length;
  const at = (k) => message('trained-heads-link-at', { position: k, letter: letterOf(tokens[k]) });
  const query = letterOf(tokens[i]);
  if (j > i) return message('trained-heads-link-masked', { at: at(i), position: j });
  const weight = layer2[i * n + j];
  const looks = message('trained-heads-link-looks', { at: at(i), weight: formatNumber(weight, 2), target: at(j) });
  // Where the head looks most on this row, for a sentence that must say "not here".
  const top = argmaxOf(layer2, i * n, i + 1);
  const elsewhere = top === j ? '' : message('trained-heads-link-elsewhere', { weight: formatNumber(layer2[i * n + top], 2), at: at(top) });
  if (layer1Off) {
    const still = weight >= MOST ? message('trained-heads-link-off-still', { weight: formatNumber(weight, 2) }) : '';
    return sentences(looks, message('trained-heads-link-off', { position: j, letter: letterOf(tokens[j]), query }), still);
  }
  if (j === 0) return sentences(looks, message('trained-heads-link-first-position'));
  const copied = layer1[j * n + j - 1];
  const previous = letterOf(tokens[j - 1]);
  if (copied < COPIED) {
    const top = argmaxOf(layer1, j * n, j + 1);
    return sentences(looks, message('trained-heads-link-copied-little', {
      position: j, before: j - 1, copied: formatNumber(copied, 2), previous, largest: String(top === j - 1),
      top: formatNumber(layer1[j * n + top], 2), topAt: at(top) }));
  }
  if (previous !== query && !tokens.slice(0, i).includes(tokens[i])) {
    // The query's letter has not come before: there is no match anywhere, and
    // softmax must still put the weight somewhere (mostly on the query itself).
    const parks = j === i ? message('trained-heads-link-parks') : '';
    return sentences(looks, message('trained-heads-link-no-earlier', { query, position: i }), parks);
  }
  const holds = (verdict) => message('trained-heads-link-holds', { position: j, before: j - 1, copied: formatNumber(copied, 2),
                                                                   previous, query, verdict });
  if (previous === query) {
    return weight >= LITTLE ? sentences(looks, holds('match')) : sentences(looks, holds('match-little'), elsewhere);
  }
  const notMatch = sentences(looks, holds('other'));
  return weight >= MOST ? sentences(notMatch, message('trained-heads-link-other-terms', { weight: formatNumber(weight, 2) })) : notMatch;
}
