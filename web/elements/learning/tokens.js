// Names for the training demo's tokens and weight rows. A token is its
// position and its identity (a letter), the two one-hot blocks of its
// embedding x = onehot(position) ⊕ onehot(identity).

import { message } from '../../lib/text/messages.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

// "3 B": position 3 (counting from 0, as the whole of chapter 5 does), identity B.
export function tokenLabels(identities) {
  return Array.from(identities, (id, i) => `${i} ${LETTERS[id]}`);
}

// The rows of W_Q and W_K: one per embedding entry, positions then identities.
export function embeddingRowLabels(length, vocab) {
  return [...Array.from({ length }, (_, i) => message('learning-row-position', { position: i })),
    ...Array.from({ length: vocab }, (_, i) => message('learning-row-letter', { letter: LETTERS[i] }))];
}

export const TASKS = {
  previous: {
    get label() { return message('learning-task-previous'); },
    get rule() { return message('learning-rule-previous'); },
  },
  same: {
    get label() { return message('learning-task-same'); },
    get rule() { return message('learning-rule-same'); },
  },
};
