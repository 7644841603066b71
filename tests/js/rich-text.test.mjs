// Rich text (web/lib/text/rich-text.js): which names with "_" become a symbol
// with a subscript, and which stay text (numpy code, words with underscores).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRichText, plainText } from '../../web/lib/text/rich-text.js';

const symbols = (text) => parseRichText(text).filter((run) => run.name).map((run) => `${run.name}_${run.sub}`);

test('the page’s symbols, the Jacobian’s p_i and δ_ij included, take their subscript; code and words stay text', () => {
  assert.deepEqual(symbols('∂p_i/∂z_j = p_i(δ_ij − p_j)'), ['p_i', 'z_j', 'p_i', 'δ_ij', 'p_j']);
  assert.deepEqual(symbols('W_Q is d_model × d_k; S_{cat, sat}'), ['W_Q', 'd_model', 'd_k', 'S_cat, sat']);
  assert.deepEqual(symbols('np.exp(scores) and step_size and dp_j'), []);
  assert.equal(plainText('∂p_i/∂z_j'), '∂p_i/∂z_j');
});
