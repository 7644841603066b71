// Chapter 3's experiment: why heads help. Pattern 6 of the toy language
// (language.hpp), five words such as "Cats near dogs chased birds": at the
// verb the model must say two things at once, who did it (the subject's
// animal, word 0) and to whom (the object's animal, word 4), past a
// distractor between them (word 2, any animal). That is two lookups, and
// all three animals live in the same three columns of X.
//
// The two models have the same parameters, W_Q, W_K, W_V and W_O, each
// 6 × 6 (144 numbers), in the fused layout of multi_head_attention_fused:
//   one wide head:    h = 1, d_k = d_v = 6
//   two narrow heads: h = 2, d_k = d_v = 3 (head i owns columns 3i … 3i + 2)
// output = concat(heads)·W_O (n × 6); the verb's row is read as two sets of
// three scores: numbers 0–2 for the subject's animal, 3–5 for the object's.
//
// Why one head fails: its output at the verb is one weighted average of the
// words' values, and the three animals enter it through the same columns.
// Position is one number in X, so a head's preference for position leans
// one way, earlier or later: it cannot favour both ends over the middle,
// and the distractor's animal leaks into the average in proportion. Two
// heads lean one way each (the first noun, the last noun), and W_O puts
// their answers side by side. (With every animal different, the three
// weights would give the order away; a distractor that may repeat the
// subject's or the object's animal leaves the average ambiguous.)
//
// The recipe: W_Q, W_K, W_V, W_O = randn(6, 6) * 0.5 each, in that order,
// from np.random.seed(seed); Adam, learning rate 0.02, 600 full-batch steps
// on the mean of the two cross-entropies over pattern 6's training
// sentences (the held-out split of language.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "attention/multi_head.hpp"
#include "sentences/language.hpp"

namespace sentences {

// Steps one training call takes at most: the page trains a model at a time.
constexpr std::int64_t kMaxLookupSteps = 10000;

struct LookupRecipe {
  std::int64_t heads = 2;  // divides 6: 1, 2, 3 or 6
  double seed = 0;
  double init_scale = 0.5;
  double learning_rate = 0.02;
  std::int64_t steps = 600;
};

struct LookupModel {
  std::int64_t heads = 2;
  MatrixD w_q, w_k, w_v, w_o;  // (6, 6) each
};

// Throws InputError ("heads") unless heads divides 6, ("seed") for a seed numpy refuses.
LookupModel initial_lookup_model(std::int64_t heads, double seed, double init_scale = 0.5);
// The mean loss over `sentences` and its gradient, as each Adam step takes them.
struct LookupGradients {
  double loss = 0;
  MatrixD d_w_q, d_w_k, d_w_v, d_w_o;
};
LookupGradients lookup_gradients(const LookupModel& model, const std::vector<const Sentence*>& sentences);

// Throws as initial_lookup_model, and ("steps") outside 1 … kMaxLookupSteps.
LookupModel train_lookups(const LookupRecipe& recipe, std::vector<double>* losses = nullptr);

struct LookupPass {
  MatrixD x;
  attention::MultiHeadResult<double> layer;
  Eigen::Index verb = -1;
  int predicted_subject = -1, predicted_object = -1;  // from output[verb], or -1 without a verb
};
LookupPass read_words(const LookupModel& model, const Words& words);

// Where a head looks from the verb, averaged over sentences: its weight on
// the subject, on the distractor and on the object.
struct HeadRole {
  double subject = 0, distractor = 0, object = 0;
};

struct LookupAccuracy {
  std::int64_t sentences = 0;
  std::int64_t subject_right = 0, object_right = 0, both_right = 0;
  double loss = 0;              // mean of the two cross-entropies
  std::vector<HeadRole> roles;  // one per head
  // Solved: both animals named right in every sentence. It is the bar the
  // shipped two-head model clears on the held-out set, so the seed study
  // needs no threshold of our own to choose.
  bool solved() const { return sentences > 0 && both_right == sentences; }
};
LookupAccuracy evaluate_lookups(const LookupModel& model, bool held_out);

}  // namespace sentences
