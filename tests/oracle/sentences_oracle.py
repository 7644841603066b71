#!/usr/bin/python3
"""PyTorch and numpy as independent oracles for chapter 1's learned head.

Rebuilds, from the recipe as cpp/sentences/language.hpp and subject_head.hpp
state it in prose, and with none of our code:
- the toy language: the 24 words, the six patterns, every grammatical
  sentence in the stated order, and the held-out split
  (np.random.seed(1); np.random.rand(count) < 0.25, plus the two examples);
- X: each word's named features plus np.random.seed(0);
  np.round(np.random.randn(24, 5) * 0.1, 1), then the position i / (n - 1);
- the random head: np.random.seed(42), randn(6, 3) * 0.5 three times (the
  seed-42 walkthrough's W_Q, W_K, W_V);
- the training: torch.optim.Adam (lr 0.02, betas 0.9/0.999, eps 1e-8), 200
  full-batch steps of the mean cross-entropy of softmax(output[verb]) against
  the subject's animal, gradients by torch.autograd;
- the forward pass, softmax(Q K^T / sqrt(3)) V in float64, of the weights it
  is given (the module's learned head) on every four-word sentence.

Reads {"learned": {"WQ", "WK", "WV"}} (flat, row-major 6x3) on stdin; writes
JSON: the sentences, the random and the torch-trained weights, and per
sentence X, Q, K, V, scaledScores, weights, output (each flat) under the
given learned head and under the random one.
"""
import json
import math
import sys

import numpy as np
import torch

torch.set_default_dtype(torch.float64)

# language.hpp: the 24 words in order, (text, kind, animal, plural).
VOCABULARY = [
    ("the", "article", -1, False), ("a", "article", -1, False),
    ("cat", "noun", 0, False), ("dog", "noun", 1, False), ("bird", "noun", 2, False),
    ("cats", "noun", 0, True), ("dogs", "noun", 1, True), ("birds", "noun", 2, True),
    ("sat", "verb", -1, False), ("ran", "verb", -1, False), ("hid", "verb", -1, False), ("slept", "verb", -1, False),
    ("saw", "transitive", -1, False), ("chased", "transitive", -1, False), ("heard", "transitive", -1, False),
    ("fed", "transitive", -1, False), ("followed", "transitive", -1, False), ("bit", "transitive", -1, False),
    ("near", "preposition", -1, False), ("by", "preposition", -1, False), ("with", "preposition", -1, False),
    ("down", "adverb", -1, False), ("away", "adverb", -1, False), ("off", "adverb", -1, False),
]
WORD = {w[0]: i for i, w in enumerate(VOCABULARY)}

# The six patterns: slots, then the positions of verb, subject, object, distractor.
PATTERNS = [
    (["article", "noun", "verb", "adverb"], 2, 1, -1, -1),
    (["nouns", "preposition", "nouns", "verb"], 3, 0, -1, 2),
    (["nouns", "transitive", "article", "noun"], 1, 0, 3, -1),
    (["article", "noun", "transitive", "nouns"], 2, 1, 3, -1),
    (["adverb", "verb", "article", "noun"], 1, 3, -1, -1),
    (["nouns", "preposition", "nouns", "transitive", "nouns"], 3, 0, 4, 2),
]


def fits(slot, word):
    text, kind, animal, plural = word
    if slot == "nouns":
        return kind == "noun" and plural
    return kind == slot


def enumerate_sentences():
    out = []
    for number, (slots, verb, subject, obj, distractor) in enumerate(PATTERNS, start=1):
        choices = [[i for i, w in enumerate(VOCABULARY) if fits(s, w)] for s in slots]

        def product(prefix, rest):
            if not rest:
                yield prefix
                return
            for w in rest[0]:
                yield from product(prefix + [w], rest[1:])

        for words in product([], choices):
            # "a" takes a singular noun; an object, and pattern 2's distractor,
            # name another animal than the subject.
            if any(words[i] == WORD["a"] and VOCABULARY[words[i + 1]][3] for i in range(len(words) - 1)):
                continue
            animal = lambda p: VOCABULARY[words[p]][2]
            if obj >= 0 and animal(obj) == animal(subject):
                continue
            if number == 2 and animal(distractor) == animal(subject):
                continue
            out.append({"words": words, "pattern": number, "verb": verb, "subject": subject,
                        "subjectAnimal": animal(subject)})
    examples = [[WORD[w] for w in "the cat sat down".split()], [WORD[w] for w in "cats near dogs chased birds".split()]]
    np.random.seed(1)
    draws = np.random.rand(len(out))
    for s, d in zip(out, draws):
        s["heldOut"] = bool(d < 0.25 or s["words"] in examples)
    return out


def word_vectors():
    np.random.seed(0)
    offsets = np.round(np.random.randn(len(VOCABULARY), 5) * 0.1, 1)
    named = np.zeros((len(VOCABULARY), 5))
    for i, (text, kind, animal, plural) in enumerate(VOCABULARY):
        if kind == "noun":
            named[i, animal] = 1
            named[i, 3] = 1 if plural else 0
        if kind in ("verb", "transitive"):
            named[i, 4] = 1
    return named + offsets


VECTORS = word_vectors()


def embed(words):
    n = len(words)
    x = np.zeros((n, 6))
    x[:, :5] = VECTORS[words]
    x[:, 5] = np.arange(n) / (n - 1)
    return torch.tensor(x)


def random_head():
    np.random.seed(42)
    return [torch.tensor(np.random.randn(6, 3) * 0.5) for _ in range(3)]


def forward(x, w_q, w_k, w_v):
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    scaled = q @ k.transpose(-1, -2) / math.sqrt(3)
    weights = torch.softmax(scaled, dim=-1)
    return {"Q": q, "K": k, "V": v, "scaledScores": scaled, "weights": weights, "output": weights @ v}


def train(sentences):
    training = [s for s in sentences if s["pattern"] <= 5 and not s["heldOut"]]
    x = torch.stack([embed(s["words"]) for s in training])          # (N, 4, 6)
    verbs = torch.tensor([s["verb"] for s in training])
    answers = torch.tensor([s["subjectAnimal"] for s in training])
    params = [w.clone().requires_grad_(True) for w in random_head()]
    adam = torch.optim.Adam(params, lr=0.02, betas=(0.9, 0.999), eps=1e-8)
    for _ in range(200):
        adam.zero_grad()
        output = forward(x, *params)["output"]                       # (N, 4, 3)
        scores = output[torch.arange(len(training)), verbs]           # the verb's row: (N, 3)
        loss = torch.nn.functional.cross_entropy(scores, answers)
        loss.backward()
        adam.step()
    return [p.detach() for p in params]


def flat(t):
    return t.reshape(-1).tolist()


def main():
    request = json.load(sys.stdin)
    learned = [torch.tensor(request["learned"][k]).reshape(6, 3) for k in ("WQ", "WK", "WV")]
    sentences = enumerate_sentences()
    random = random_head()
    trained = train(sentences)
    four = [s for s in sentences if s["pattern"] <= 5]
    results = []
    for s in four:
        x = embed(s["words"])
        results.append({
            "tokens": [VOCABULARY[w][0] for w in s["words"]],
            "pattern": s["pattern"], "heldOut": s["heldOut"], "verb": s["verb"], "subject": s["subject"],
            "subjectAnimal": s["subjectAnimal"], "X": flat(x),
            "learned": {k: flat(v) for k, v in forward(x, *learned).items()},
            "random": {k: flat(v) for k, v in forward(x, *random).items()},
        })
    json.dump({
        "torch": torch.__version__, "numpy": np.__version__, "all": len(sentences),
        "random": {k: flat(w) for k, w in zip(("WQ", "WK", "WV"), random)},
        "trained": {k: flat(w) for k, w in zip(("WQ", "WK", "WV"), trained)},
        "sentences": results,
    }, sys.stdout)


if __name__ == "__main__":
    main()
