// What an author writes: one import defines every element.
import { getAttentionMath } from 'attention-math/widgets';

window.attentionMath = getAttentionMath; // for the test: the core the widgets share
