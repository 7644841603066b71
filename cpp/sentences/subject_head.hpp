// Chapter 1's learned head: one head of the seed's shape (n = 4, d_model = 6,
// d_k = d_v = 3), trained by the core on the toy language (language.hpp) so
// that at the verb it answers "who?": which animal the verb's subject is.
//
// The recipe:
// - Inputs: X of each sentence (language.hpp), fixed.
// - Model: Q = X·W_Q, K = X·W_K, V = X·W_V, output = softmax(Q·Kᵀ/√3)·V, no
//   mask, no W_O. The verb's output row is read as three scores, one per
//   animal (cat, dog, bird): W_V decides what the three numbers mean.
// - Objective: cross-entropy of softmax(output[verb]) against the subject's
//   animal, averaged over the training sentences. Only the verb's row is
//   scored; the other rows are not trained and show whatever W gives them.
//   The objective never names a word to look at: the weights must find the
//   subject because only its value holds the answer.
// - Start: the seed-42 walkthrough's W_Q, W_K, W_V (np.random.seed(42), then
//   randn(6, 3) * 0.5 three times), so the random projections chapter 1 shows
//   are where training began.
// - Adam (adam.hpp), learning rate 0.02, 200 full-batch steps over every
//   training sentence, gradients from the core's backward pass (backward.hpp).
// - Held out: the sentences language.hpp marks (about a quarter, and the
//   example "The cat sat down"), never seen in training.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/attention.hpp"
#include "attention/projection.hpp"
#include "sentences/language.hpp"

namespace sentences {

constexpr Eigen::Index kHeadWidth = 3;  // d_k = d_v

struct SubjectHeadRecipe {
  double init_seed = 42;
  double init_scale = 0.5;
  double learning_rate = 0.02;
  std::int64_t steps = 200;
};

struct SubjectHead {
  MatrixD w_q, w_k, w_v;  // (6, 3) each
};

// The walkthrough's random projections: where training starts, and chapter 1's control.
SubjectHead random_subject_head(const SubjectHeadRecipe& recipe = {});

// The mean loss over `sentences` and its gradient, as each Adam step takes them.
struct SubjectHeadGradients {
  double loss = 0;
  MatrixD d_w_q, d_w_k, d_w_v;
};
SubjectHeadGradients subject_head_gradients(const SubjectHead& head, const std::vector<const Sentence*>& sentences);

// Trains the recipe. `losses`, if given, gets the training loss before each step.
SubjectHead train_subject_head(const SubjectHeadRecipe& recipe = {}, std::vector<double>* losses = nullptr);

// One sentence through a head: every intermediate, and the verb's answer.
struct SubjectPass {
  MatrixD x;
  attention::Projections<double> projections;
  attention::AttentionResult<double> attention;
  Eigen::Index verb = -1;       // position of the first verb, or -1
  Eigen::Index attended = -1;   // argmax of the verb's weights, or -1
  int predicted = -1;           // argmax of output[verb]: 0 cat, 1 dog, 2 bird; or -1
};
// Any four words (a sentence of the language or not).
SubjectPass read_words(const SubjectHead& head, const Words& words);

// How a head does on the training or the held-out sentences.
struct SubjectAccuracy {
  std::int64_t sentences = 0;
  std::int64_t attention_right = 0;  // the verb's largest weight is on its subject
  std::int64_t answer_right = 0;     // argmax of output[verb] is the subject's animal
  double subject_weight = 0;         // mean weight of the verb on its subject
  double loss = 0;                   // mean cross-entropy
};
SubjectAccuracy evaluate_subject_head(const SubjectHead& head, bool held_out);

}  // namespace sentences
