// Names for the training demo's tokens and weight rows. A token is its
// position and its identity (a letter), the two one-hot blocks of its
// embedding x = onehot(position) ⊕ onehot(identity).

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// "3 B": position 3 (counting from 0, as the whole of chapter 5 does), identity B.
export function tokenLabels(identities) {
  return Array.from(identities, (id, i) => `${i} ${LETTERS[id]}`);
}

// The rows of W_Q and W_K: one per embedding entry, positions then identities.
export function embeddingRowLabels(length, vocab) {
  return [...Array.from({ length }, (_, i) => `pos ${i}`),
    ...Array.from({ length: vocab }, (_, i) => `is ${LETTERS[i]}`)];
}

export const TASKS = {
  previous: {
    label: 'previous token',
    rule: 'Each token should copy the token just before it (the first token, having none, copies itself).',
  },
  same: {
    label: 'same letter',
    rule: 'Each letter appears twice; each token should copy the other token with its letter.',
  },
};
