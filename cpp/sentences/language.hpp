// The toy language of the learned heads (issue 23): four-word sentences with
// a verb and its subject, in which the answer at the verb ("who sat?") needs
// one particular other word, the subject, and some sentences hold a second
// animal, a distractor, that gives the wrong answer if the verb looks there.
//
// The grammar: six patterns, each word a choice from its kind (the first
// word is written with a capital; the words themselves are lower case).
//   1  article noun verb adverb          The cat sat down      subject 1, verb 2
//   2  nouns preposition nouns verb      Cats near dogs sat    subject 0, distractor 2 (nearest the verb)
//   3  nouns verb* article noun          Dogs chased the cat   subject 0, object 3
//   4  article noun verb* nouns          The cat chased dogs   subject 1, object 3
//   5  adverb verb article noun          Down ran the dog      subject 3, after its verb
//   6  nouns preposition nouns verb* nouns
//                                        Cats near dogs chased birds
//                                        subject 0, distractor 2, object 4
// (verb* transitive; "nouns" plural, as English needs without an article;
// "a" takes a singular noun.) Patterns 1 to 5 have four words and are
// chapter 1's (subject_head.hpp); pattern 6 has five and is chapter 3's
// (lookups.hpp). A subject and its distractor or object are different
// animals; pattern 6's distractor may be any of the three.
// In every pattern the subject is the first noun: one head can find it from
// what each word is (a noun) and where it is (earlier), and it must, because
// "the previous word" or "the nearest noun" fails on patterns 2 and 5.
//
// X, fixed (never trained): six numbers per word, named so a reader can
// follow every product by hand,
//   cat, dog, bird   which animal a noun names (1 for its own, 0 otherwise)
//   plural           1 for cats, dogs, birds
//   verb             1 for every verb
//   position         i / (n − 1) for the word at position i of n: from 0 for
//                    the first word to 1 for the last (0, 1/3, 2/3, 1 for four)
// and each word's first five numbers get a small offset of its own,
// np.random.seed(0); np.round(np.random.randn(24, 5) * 0.1, 1), row w for
// word w of vocabulary(). Why: X holds what the task needs and nothing is
// learned in it, so all the learning is in W_Q, W_K, W_V; the offsets make
// every word a different vector (as in a real embedding table, words of one
// kind are near each other, not equal), so a held-out sentence is an input
// the model has never seen, not a copy of a trained one under another name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "attention/matrix.hpp"

namespace sentences {

using attention::MatrixD;

constexpr Eigen::Index kLength = 4;         // n of patterns 1 to 5: the seed's
constexpr Eigen::Index kLongLength = 5;     // n of pattern 6
constexpr Eigen::Index kWordFeatures = 5;   // cat, dog, bird, plural, verb
constexpr Eigen::Index kModelWidth = 6;     // d_model: the word's five and its position
constexpr Eigen::Index kAnimals = 3;        // cat, dog, bird: the answers
constexpr double kJitterSeed = 0;           // numpy's seed for the words' offsets
constexpr double kJitterScale = 0.1;
constexpr double kSplitSeed = 1;            // numpy's seed for the held-out draw
constexpr double kHeldOutFraction = 0.25;

enum class Kind { article, noun, verb, transitive_verb, preposition, adverb };
const char* kind_name(Kind kind);  // "article", "noun", "verb", "verb", "preposition", "adverb"

struct Word {
  const char* text;  // lower case, as the vocabulary spells it
  Kind kind;
  int animal = -1;   // nouns: 0 cat, 1 dog, 2 bird
  bool plural = false;
};

// The 24 words, in the order of the offsets' rows.
const std::vector<Word>& vocabulary();
// X's column names: cat, dog, bird, plural, verb, position.
const std::vector<std::string>& feature_names();
// The answers, in the order of the output's numbers: cat, dog, bird.
const std::vector<std::string>& animal_names();

// (24, 5): each word's features plus its offset.
const MatrixD& word_vectors();

using Words = std::vector<Eigen::Index>;  // indices into vocabulary()

// (n, 6): the words' vectors, then each position's i / (n − 1). Needs n ≥ 2.
MatrixD embed(const Words& words);

enum class Pattern { intransitive, distractor, object_last, article_subject, inverted, two_lookups };

struct Sentence {
  Words words;
  Pattern pattern;
  Eigen::Index verb;            // position of the verb
  Eigen::Index subject;         // position of its subject
  Eigen::Index object = -1;     // position of its object, or -1
  Eigen::Index distractor = -1; // position of a noun in a preposition's phrase, or -1
  bool held_out = false;        // never trained on
  int animal_at(Eigen::Index position) const;  // 0 cat, 1 dog, 2 bird; -1 for no noun (or position -1)
};

// Every sentence of the language, each once, in a fixed order (patterns 1
// to 5, then the words' choices in vocabulary order): the held-out draw
// follows it. A sentence is held out when numpy's np.random.seed(1);
// np.random.rand(count) gives it a number below 0.25, and the two example
// sentences always are (neither model ever trains on its own example).
const std::vector<Sentence>& all_sentences();

// One model's sentences, training or held-out: pattern 6 for chapter 3's
// (`lookups`), otherwise patterns 1 to 5, chapter 1's.
std::vector<const Sentence*> sentences_for(bool lookups, bool held_out);

// The sentence these words make, if the grammar has it.
std::optional<Sentence> find_sentence(const Words& words);

// The examples the pages open with.
Words example_words();          // The cat sat down
Words lookups_example_words();  // Cats near dogs chased birds

// The position of the first verb, or -1.
Eigen::Index first_verb(const Words& words);

// A word's index, for a token in any case ("The" is "the"), or -1.
Eigen::Index word_index(const std::string& token);
// The words as a page shows them: the first with a capital.
std::vector<std::string> display_tokens(const Words& words);

}  // namespace sentences
