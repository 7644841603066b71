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
import { argmaxOf } from './ablation.js';
import { letterOf } from './sequence.js';

// Below this, layer 1 did not really copy the previous letter in.
const COPIED = 0.5;
// A layer-2 weight at least this large is where the head looks; below
// LITTLE, it hardly looks there at all.
const MOST = 0.5;
const LITTLE = 0.2;

// "a B", "an A": the letters whose names start with a vowel sound.
const withArticle = (letter) => `${/^[AEFHILMNORSX]$/.test(letter) ? 'an' : 'a'} ${letter}`;

// The layer-1 cell a layer-2 cell (i, j) reads, or null (j = 0, or j > i: masked).
export function readCell(i, j) {
  return j >= 1 && j <= i ? [j, j - 1] : null;
}

// One reading of layer 2's cell (i, j) for the caption. weights: the two
// layers' n × n attention (row-major); layer1Off: layer 1's W_O is zero.
export function whyTheyMatch({ tokens, layer1, layer2, layer1Off }, i, j) {
  const n = tokens.length;
  const at = (k) => `position ${k} (${letterOf(tokens[k])})`;
  const query = letterOf(tokens[i]);
  if (j > i) return `Layer 2 at ${at(i)} cannot look at position ${j}: it comes later, and the causal mask hides it.`;
  const weight = layer2[i * n + j];
  const looks = `Layer 2 at ${at(i)} puts ${formatNumber(weight, 2)} of its weight on ${at(j)}.`;
  // Where the head looks most on this row, for a sentence that must say "not here".
  const top = argmaxOf(layer2, i * n, i + 1);
  const elsewhere = top === j ? '' : ` Most of its weight, ${formatNumber(layer2[i * n + top], 2)}, is on ${at(top)}.`;
  if (layer1Off) {
    const still = weight >= MOST
      ? ` The ${formatNumber(weight, 2)} it still puts here comes from the score's other terms (the positions, and the letters themselves), not from a match.`
      : '';
    return `${looks} Layer 1 is switched off, so it wrote nothing into position ${j}: the key there holds only ${letterOf(tokens[j])} and its position, nothing for the query's ${query} to match.${still}`;
  }
  if (j === 0) return `${looks} Position 0 has nothing before it, so layer 1 copied no earlier letter into it.`;
  const copied = layer1[j * n + j - 1];
  const previous = letterOf(tokens[j - 1]);
  if (copied < COPIED) {
    const top = argmaxOf(layer1, j * n, j + 1);
    const most = top === j - 1 ? ', its largest share' : ` and ${formatNumber(layer1[j * n + top], 2)} on ${at(top)}`;
    return `${looks} Layer 1 at position ${j} put only ${formatNumber(copied, 2)} on position ${j - 1} (${previous})${most}, `
      + `so position ${j} holds little of the letter before it.`;
  }
  if (previous !== query && !tokens.slice(0, i).includes(tokens[i])) {
    // The query's letter has not come before: there is no match anywhere, and
    // softmax must still put the weight somewhere (mostly on the query itself).
    const parks = j === i ? ' This weight parks on the query itself, the bright diagonal.' : '';
    return `${looks} No earlier ${query} to match: nothing before position ${i} was preceded by ${withArticle(query)}.${parks}`;
  }
  const holds = `Position ${j} holds what layer 1 copied in from position ${j - 1} (weight ${formatNumber(copied, 2)}): the letter ${previous}`;
  if (previous === query) {
    return weight >= LITTLE
      ? `${looks} ${holds}, the same letter as the query — that is why they match.`
      : `${looks} ${holds}, the same letter as the query, so this key matches; yet the score's other terms win, and the head puts little weight here.${elsewhere}`;
  }
  const notMatch = `${looks} ${holds}, not the query's ${query}, so this key is not the match layer 2 looks for.`;
  return weight >= MOST ? `${notMatch} The ${formatNumber(weight, 2)} it puts here comes from the score's other terms, not from a match.` : notMatch;
}
