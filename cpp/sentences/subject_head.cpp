#include "sentences/subject_head.hpp"

#include <cmath>

#include "attention/adam.hpp"
#include "attention/backward.hpp"
#include "numpy/legacy_random.hpp"
#include "sentences/readout.hpp"

namespace sentences {
namespace {

// W = randn(6, 3) * scale in numpy's C order, as the walkthrough draws it.
MatrixD draw(numpy::RandomState& rng, double scale) {
  const std::vector<double> v = rng.randn(kModelWidth, kHeadWidth);
  return Eigen::Map<const MatrixD>(v.data(), kModelWidth, kHeadWidth) * scale;
}

}  // namespace

// Only the verb's output row is scored, so dL/dOutput is zero elsewhere.
SubjectHeadGradients subject_head_gradients(const SubjectHead& head, const std::vector<const Sentence*>& training) {
  SubjectHeadGradients g{0, MatrixD::Zero(kModelWidth, kHeadWidth), MatrixD::Zero(kModelWidth, kHeadWidth),
                         MatrixD::Zero(kModelWidth, kHeadWidth)};
  const double count = static_cast<double>(training.size());
  for (const Sentence* s : training) {
    const MatrixD x = embed(s->words);
    const auto p = attention::project(x, head.w_q, head.w_k, head.w_v);
    const auto forward = attention::attend(p.q, p.k, p.v);
    const ScoredAnswer a = score_answer(forward.output.row(s->verb), s->animal_at(s->subject));
    MatrixD d_output = MatrixD::Zero(x.rows(), kHeadWidth);
    d_output.row(s->verb) = a.d_scores / count;
    const auto back = attention::attention_backward(p.q, p.k, p.v, forward, d_output);
    g.loss += a.loss / count;
    g.d_w_q += x.transpose() * back.d_q;
    g.d_w_k += x.transpose() * back.d_k;
    g.d_w_v += x.transpose() * back.d_v;
  }
  return g;
}

SubjectHead random_subject_head(const SubjectHeadRecipe& recipe) {
  numpy::RandomState rng(recipe.init_seed);
  SubjectHead h;
  h.w_q = draw(rng, recipe.init_scale);
  h.w_k = draw(rng, recipe.init_scale);
  h.w_v = draw(rng, recipe.init_scale);
  return h;
}

SubjectHead train_subject_head(const SubjectHeadRecipe& recipe, std::vector<double>* losses) {
  SubjectHead h = random_subject_head(recipe);
  const std::vector<const Sentence*> training = sentences_for(false, false);
  attention::AdamSettings adam;
  adam.learning_rate = recipe.learning_rate;
  MatrixD m[3], v[3];
  for (int i = 0; i < 3; ++i) m[i] = v[i] = MatrixD::Zero(kModelWidth, kHeadWidth);
  for (std::int64_t t = 1; t <= recipe.steps; ++t) {
    const SubjectHeadGradients g = subject_head_gradients(h, training);
    if (losses) losses->push_back(g.loss);
    attention::adam_update(h.w_q, m[0], v[0], g.d_w_q, adam, t);
    attention::adam_update(h.w_k, m[1], v[1], g.d_w_k, adam, t);
    attention::adam_update(h.w_v, m[2], v[2], g.d_w_v, adam, t);
  }
  return h;
}

SubjectPass read_words(const SubjectHead& head, const Words& words) {
  SubjectPass pass;
  pass.x = embed(words);
  pass.projections = attention::project(pass.x, head.w_q, head.w_k, head.w_v);
  pass.attention = attention::attend(pass.projections.q, pass.projections.k, pass.projections.v);
  pass.verb = first_verb(words);
  if (pass.verb >= 0) {
    pass.attended = argmax(pass.attention.weights.row(pass.verb));
    pass.predicted = static_cast<int>(argmax(pass.attention.output.row(pass.verb)));
  }
  return pass;
}

SubjectAccuracy evaluate_subject_head(const SubjectHead& head, bool held_out) {
  SubjectAccuracy a;
  for (const Sentence* s : sentences_for(false, held_out)) {
    const SubjectPass pass = read_words(head, s->words);
    const ScoredAnswer scored = score_answer(pass.attention.output.row(s->verb), s->animal_at(s->subject));
    ++a.sentences;
    a.attention_right += pass.attended == s->subject;
    a.answer_right += scored.predicted == s->animal_at(s->subject);
    a.subject_weight += pass.attention.weights(s->verb, s->subject);
    a.loss += scored.loss;
  }
  if (a.sentences > 0) {
    a.subject_weight /= static_cast<double>(a.sentences);
    a.loss /= static_cast<double>(a.sentences);
  }
  return a;
}

}  // namespace sentences
