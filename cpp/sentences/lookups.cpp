#include "sentences/lookups.hpp"

#include "attention/adam.hpp"
#include "attention/backward.hpp"
#include "attention/error.hpp"
#include "attention/limits.hpp"
#include "numpy/legacy_random.hpp"
#include "sentences/readout.hpp"

namespace sentences {
namespace {

using attention::ErrorCode;
using attention::InputError;

MatrixD draw(numpy::RandomState& rng, double scale) {
  const std::vector<double> v = rng.randn(kModelWidth, kModelWidth);
  return Eigen::Map<const MatrixD>(v.data(), kModelWidth, kModelWidth) * scale;
}

void require_heads(std::int64_t heads) {
  if (heads < 1 || heads > kModelWidth || kModelWidth % heads != 0) {
    throw InputError(ErrorCode::range, "heads",
                     "must divide d_model = 6 (1, 2, 3 or 6), got " + attention::integer_text(static_cast<double>(heads)),
                     {{"known", "1, 2, 3, 6"}, {"got", static_cast<double>(heads)}});
  }
}

attention::MultiHeadResult<double> forward(const LookupModel& m, const MatrixD& x) {
  return attention::multi_head_attention_fused(x, m.w_q, m.w_k, m.w_v, m.w_o, m.heads);
}

// The verb's two answers and their gradient with respect to the output row.
struct TwoAnswers {
  ScoredAnswer subject, object;
  double loss() const { return (subject.loss + object.loss) / 2; }
  Eigen::RowVectorXd d_row() const {
    Eigen::RowVectorXd d(kModelWidth);
    d << subject.d_scores / 2, object.d_scores / 2;
    return d;
  }
};

TwoAnswers score(const MatrixD& output, const Sentence& s) {
  const Eigen::RowVectorXd row = output.row(s.verb);
  return {score_answer(row.head(kAnimals), s.animal_at(s.subject)), score_answer(row.tail(kAnimals), s.animal_at(s.object))};
}

}  // namespace

LookupGradients lookup_gradients(const LookupModel& m, const std::vector<const Sentence*>& training) {
  const MatrixD zero = MatrixD::Zero(kModelWidth, kModelWidth);
  LookupGradients g{0, zero, zero, zero, zero};
  const double count = static_cast<double>(training.size());
  for (const Sentence* s : training) {
    const MatrixD x = embed(s->words);
    const TwoAnswers a = score(forward(m, x).output, *s);
    MatrixD d_output = MatrixD::Zero(x.rows(), kModelWidth);
    d_output.row(s->verb) = a.d_row() / count;
    const auto back = attention::multi_head_backward(x, m.w_q, m.w_k, m.w_v, m.w_o, m.heads, {}, d_output);
    g.loss += a.loss() / count;
    g.d_w_q += back.d_w_q;
    g.d_w_k += back.d_w_k;
    g.d_w_v += back.d_w_v;
    g.d_w_o += back.d_w_o;
  }
  return g;
}

LookupModel initial_lookup_model(std::int64_t heads, double seed, double init_scale) {
  require_heads(heads);
  numpy::RandomState rng(seed);
  LookupModel m;
  m.heads = heads;
  m.w_q = draw(rng, init_scale);
  m.w_k = draw(rng, init_scale);
  m.w_v = draw(rng, init_scale);
  m.w_o = draw(rng, init_scale);
  return m;
}

LookupModel train_lookups(const LookupRecipe& r, std::vector<double>* losses) {
  LookupModel m = initial_lookup_model(r.heads, r.seed, r.init_scale);
  attention::limits::require_size(r.steps, kMaxLookupSteps, "steps");
  const std::vector<const Sentence*> training = sentences_for(true, false);
  attention::AdamSettings adam;
  adam.learning_rate = r.learning_rate;
  MatrixD* w[4] = {&m.w_q, &m.w_k, &m.w_v, &m.w_o};
  MatrixD moment1[4], moment2[4];
  for (int i = 0; i < 4; ++i) moment1[i] = moment2[i] = MatrixD::Zero(kModelWidth, kModelWidth);
  for (std::int64_t t = 1; t <= r.steps; ++t) {
    const LookupGradients g = lookup_gradients(m, training);
    if (losses) losses->push_back(g.loss);
    const MatrixD* d[4] = {&g.d_w_q, &g.d_w_k, &g.d_w_v, &g.d_w_o};
    for (int i = 0; i < 4; ++i) attention::adam_update(*w[i], moment1[i], moment2[i], *d[i], adam, t);
  }
  return m;
}

LookupPass read_words(const LookupModel& model, const Words& words) {
  LookupPass pass;
  pass.x = embed(words);
  pass.layer = forward(model, pass.x);
  pass.verb = first_verb(words);
  if (pass.verb >= 0) {
    const Eigen::RowVectorXd row = pass.layer.output.row(pass.verb);
    pass.predicted_subject = static_cast<int>(argmax(row.head(kAnimals)));
    pass.predicted_object = static_cast<int>(argmax(row.tail(kAnimals)));
  }
  return pass;
}

LookupAccuracy evaluate_lookups(const LookupModel& model, bool held_out) {
  LookupAccuracy a;
  a.roles.resize(static_cast<std::size_t>(model.heads));
  for (const Sentence* s : sentences_for(true, held_out)) {
    const LookupPass pass = read_words(model, s->words);
    const TwoAnswers scored = score(pass.layer.output, *s);
    const bool subject = scored.subject.predicted == s->animal_at(s->subject);
    const bool object = scored.object.predicted == s->animal_at(s->object);
    ++a.sentences;
    a.subject_right += subject;
    a.object_right += object;
    a.both_right += subject && object;
    a.loss += scored.loss();
    for (std::size_t h = 0; h < a.roles.size(); ++h) {
      a.roles[h].subject += pass.layer.heads[h].weights(s->verb, s->subject);
      a.roles[h].distractor += pass.layer.heads[h].weights(s->verb, s->distractor);
      a.roles[h].object += pass.layer.heads[h].weights(s->verb, s->object);
    }
  }
  const double count = static_cast<double>(a.sentences);
  a.loss /= count;
  for (HeadRole& role : a.roles) {
    role.subject /= count;
    role.distractor /= count;
    role.object /= count;
  }
  return a;
}

}  // namespace sentences
