// The Embind surface of the sentence models (issue 23): option tables into
// cpp/api/sentences.hpp's requests, and its answers back as plain objects of
// typed arrays. Every rule, limit and number is the core's.
#include <emscripten/bind.h>

#include <string>
#include <utility>

#include "api/sentences.hpp"
#include "bindings/convert.hpp"

namespace bindings {
namespace {

using attention::MatrixD;

// One instantiation of val::set for every field (a string literal key
// would instantiate it once per key length).
void put(val& object, const char* key, const val& value) { object.set(key, value); }
void put(val& object, const std::string& key, const val& value) { object.set(key, value); }
void put(val& object, const char* key, double value) { put(object, key, val(value)); }
void put(val& object, const char* key, bool value) { put(object, key, val(value)); }
void put(val& object, const char* key, const std::string& value) { put(object, key, val(value)); }
val number(double v) { return val(v); }
val count(std::int64_t v) { return val(static_cast<double>(v)); }
template <class Item, class Convert>
val list(const std::vector<Item>& items, Convert convert) {
  val out = val::array();
  for (const Item& item : items) out.call<void>("push", convert(item));
  return out;
}
val matrices(std::initializer_list<std::pair<const char*, const MatrixD*>> named, val out = val::object()) {
  for (auto [name, m] : named) put(out, name, to_js(*m));
  return out;
}

// ---------------------------------------------------------------- results

val text_to_js(const api::SentenceText& t, val out = val::object()) {
  put(out, "tokens", to_js(t.tokens));
  put(out, "pattern", number(t.pattern));
  put(out, "heldOut", t.held_out);
  for (auto [name, v] : {std::pair{"verb", t.verb}, {"subject", t.subject}, {"object", t.object},
                         {"distractor", t.distractor}}) {
    put(out, name, count(v));
  }
  put(out, "subjectAnimal", number(t.subject_animal));
  put(out, "objectAnimal", number(t.object_animal));
  return out;
}

val subject_pass_to_js(const api::SubjectPassAnswer& a) {
  val out = text_to_js(a.text);
  put(out, "words", to_js(a.text.words));
  put(out, "kinds", to_js(a.text.kinds));
  const auto& p = a.pass;
  matrices({{"X", &p.x}, {"WQ", &a.head.w_q}, {"WK", &a.head.w_k}, {"WV", &a.head.w_v}, {"Q", &p.projections.q},
            {"K", &p.projections.k}, {"V", &p.projections.v}, {"rawScores", &p.attention.raw_scores},
            {"scaledScores", &p.attention.scaled_scores}, {"weights", &p.attention.weights},
            {"output", &p.attention.output}},
           out);
  put(out, "attended", count(p.attended));
  put(out, "predicted", number(p.predicted));
  return out;
}

val subject_accuracy_to_js(const sentences::SubjectAccuracy& a) {
  val out = val::object();
  const double n = static_cast<double>(a.sentences);
  put(out, "sentences", count(a.sentences));
  put(out, "attentionRight", count(a.attention_right));
  put(out, "answerRight", count(a.answer_right));
  put(out, "attention", a.attention_right / n);
  put(out, "answer", a.answer_right / n);
  put(out, "subjectWeight", a.subject_weight);
  put(out, "loss", a.loss);
  return out;
}

val lookup_accuracy_to_js(const sentences::LookupAccuracy& a) {
  val out = val::object();
  const double n = static_cast<double>(a.sentences);
  put(out, "sentences", count(a.sentences));
  for (auto [name, right] : {std::pair{"subject", a.subject_right}, {"object", a.object_right}, {"both", a.both_right}}) {
    put(out, std::string(name) + "Right", count(right));
    put(out, name, right / n);
  }
  put(out, "loss", a.loss);
  put(out, "solved", a.solved());
  put(out, "roles", list(a.roles, [](const sentences::HeadRole& r) {
            val role = val::object();
            put(role, "subject", r.subject);
            put(role, "distractor", r.distractor);
            put(role, "object", r.object);
            return role;
          }));
  return out;
}

val lookup_pass_to_js(const api::LookupPassAnswer& a) {
  val out = text_to_js(a.text);
  put(out, "words", to_js(a.text.words));
  put(out, "kinds", to_js(a.text.kinds));
  const auto& layer = a.pass.layer;
  matrices({{"X", &a.pass.x}, {"WQ", &a.model.w_q}, {"WK", &a.model.w_k}, {"WV", &a.model.w_v}, {"WO", &a.model.w_o},
            {"concat", &layer.concat}, {"output", &layer.output}},
           out);
  val heads = val::array();
  for (std::size_t h = 0; h < layer.heads.size(); ++h) {
    const auto& r = layer.heads[h];
    const auto& p = a.projections[h];
    heads.call<void>("push", matrices({{"Q", &p.q}, {"K", &p.k}, {"V", &p.v}, {"rawScores", &r.raw_scores},
                                       {"scaledScores", &r.scaled_scores}, {"weights", &r.weights},
                                       {"output", &r.output}}));
  }
  put(out, "heads", heads);
  put(out, "predictedSubject", number(a.pass.predicted_subject));
  put(out, "predictedObject", number(a.pass.predicted_object));
  return out;
}

val lookup_run_to_js(const api::LookupRun& run) {
  const sentences::LookupModel& m = run.model;
  val out = matrices({{"WQ", &m.w_q}, {"WK", &m.w_k}, {"WV", &m.w_v}, {"WO", &m.w_o}});
  put(out, "heads", count(m.heads));
  put(out, "dK", count(m.w_q.cols() / m.heads));
  put(out, "dV", count(m.w_v.cols() / m.heads));
  put(out, "parameters", count(m.w_q.size() + m.w_k.size() + m.w_v.size() + m.w_o.size()));
  put(out, "training", lookup_accuracy_to_js(run.training));
  put(out, "heldOut", lookup_accuracy_to_js(run.held_out));
  put(out, "example", lookup_pass_to_js(run.example));
  put(out, "sentences", list(run.sentences, [](const api::LookupRow& r) {
            val row = text_to_js(r.text);
            put(row, "heads", list(r.head_weights, [](const Eigen::RowVectorXd& w) { return to_js(MatrixD(w)); }));
            put(row, "predictedSubject", number(r.predicted_subject));
            put(row, "predictedObject", number(r.predicted_object));
            return row;
          }));
  return out;
}

val subject_row_to_js(const api::SubjectRow& r) {
  val row = text_to_js(r.text);
  for (auto [name, weights, predicted] : {std::tuple{"learned", &r.learned_weights, r.learned_predicted},
                                          {"random", &r.random_weights, r.random_predicted}}) {
    val head = val::object();
    put(head, "weights", to_js(MatrixD(*weights)));
    put(head, "predicted", number(predicted));
    put(row, name, head);
  }
  return row;
}

val shape_to_js(val out, std::int64_t n) {
  put(out, "n", count(n));
  put(out, "dModel", count(sentences::kModelWidth));
  put(out, "features", to_js(sentences::feature_names()));
  put(out, "answers", to_js(sentences::animal_names()));
  return out;
}

// ---------------------------------------------------------------- option tables

const OptionTable<api::SentenceAttentionRequest> kSentenceAttention = [] {
  using R = api::SentenceAttentionRequest;
  return OptionTable<R>("sentenceAttention", {option<R>(arg::tokens, &R::tokens), option<R>(arg::weights, &R::weights)});
}();

const OptionTable<api::HeadsAttentionRequest> kHeadsAttention = [] {
  using R = api::HeadsAttentionRequest;
  return OptionTable<R>("headsAttention", {option<R>(arg::tokens, &R::tokens), option<R>(arg::heads, &R::heads)});
}();

const OptionTable<api::HeadsTrainRequest> kHeadsTrain = [] {
  using R = api::HeadsTrainRequest;
  return OptionTable<R>("headsExperimentTrain",
                        {option<R>(arg::heads, &R::heads), option<R>(arg::seed, &R::seed), option<R>(arg::steps, &R::steps)});
}();

// ---------------------------------------------------------------- calls

val sentence_model() {
  return guarded([&] {
    const api::SentenceModelAnswer& a = api::run_sentence_model();
    val out = shape_to_js(val::object(), sentences::kLength);
    put(out, "dK", count(sentences::kHeadWidth));
    put(out, "dV", count(sentences::kHeadWidth));
    put(out, "vocabulary", list(a.vocabulary, [](const api::VocabularyEntry& e) {
              val word = val::object();
              put(word, "word", e.word);
              put(word, "kind", e.kind);
              put(word, "vector", to_js(MatrixD(e.vector)));
              return word;
            }));
    val recipe = val::object();
    for (auto [name, v] : {std::pair{"initSeed", a.recipe.init_seed}, {"initScale", a.recipe.init_scale},
                           {"learningRate", a.recipe.learning_rate}, {"steps", static_cast<double>(a.recipe.steps)},
                           {"offsetSeed", sentences::kJitterSeed}, {"offsetScale", sentences::kJitterScale},
                           {"splitSeed", sentences::kSplitSeed}, {"heldOutFraction", sentences::kHeldOutFraction}}) {
      put(recipe, name, v);
    }
    put(out, "recipe", recipe);
    put(out, "learned", matrices({{"WQ", &a.learned.w_q}, {"WK", &a.learned.w_k}, {"WV", &a.learned.w_v}}));
    put(out, "random", matrices({{"WQ", &a.random.w_q}, {"WK", &a.random.w_k}, {"WV", &a.random.w_v}}));
    put(out, "example", subject_pass_to_js(a.example));
    put(out, "randomExample", subject_pass_to_js(a.random_example));
    val accuracy = val::object();
    for (auto [name, training, held_out] : {std::tuple{"learned", &a.learned_training, &a.learned_held_out},
                                            {"random", &a.random_training, &a.random_held_out}}) {
      val both = val::object();
      put(both, "training", subject_accuracy_to_js(*training));
      put(both, "heldOut", subject_accuracy_to_js(*held_out));
      put(accuracy, name, both);
    }
    put(out, "accuracy", accuracy);
    put(out, "sentences", list(a.sentences, subject_row_to_js));
    return out;
  });
}

val sentence_attention(val options) {
  return guarded([&] {
    api::SentenceAttentionRequest r;
    kSentenceAttention.read(options, r);
    return subject_pass_to_js(api::run_sentence_attention(r));
  });
}

val heads_experiment() {
  return guarded([&] {
    const api::HeadsExperimentAnswer& a = api::run_heads_experiment();
    val out = shape_to_js(val::object(), sentences::kLongLength);
    put(out, "slots", to_js(std::vector<std::string>{"subject", "object"}));
    val recipe = val::object();
    for (auto [name, v] : {std::pair{"seed", a.recipe.seed}, {"initScale", a.recipe.init_scale},
                           {"learningRate", a.recipe.learning_rate}, {"steps", static_cast<double>(a.recipe.steps)}}) {
      put(recipe, name, v);
    }
    put(out, "recipe", recipe);
    put(out, "parameters", count(a.parameters));
    put(out, "runs", list(a.runs, lookup_run_to_js));
    put(out, "study", list(a.study, [](const sentences::SeedOutcome& o) {
              val outcome = val::object();
              put(outcome, "seed", o.seed);
              put(outcome, "heads", count(o.heads));
              put(outcome, "training", lookup_accuracy_to_js(o.training));
              put(outcome, "heldOut", lookup_accuracy_to_js(o.held_out));
              return outcome;
            }));
    return out;
  });
}

val heads_attention(val options) {
  return guarded([&] {
    api::HeadsAttentionRequest r;
    kHeadsAttention.read(options, r);
    return lookup_pass_to_js(api::run_heads_attention(r));
  });
}

val heads_experiment_train(val options) {
  return guarded([&] {
    api::HeadsTrainRequest r;
    kHeadsTrain.read(options, r);
    const api::LookupRun run = api::run_heads_experiment_train(r);
    val out = lookup_run_to_js(run);
    put(out, "losses", to_js(run.losses));
    return out;
  });
}

}  // namespace
}  // namespace bindings

EMSCRIPTEN_BINDINGS(sentences) {
  using namespace bindings;
  emscripten::function("_sentenceModel", &sentence_model);
  emscripten::function("_sentenceAttention", &sentence_attention);
  emscripten::function("_headsExperiment", &heads_experiment);
  emscripten::function("_headsAttention", &heads_attention);
  emscripten::function("_headsExperimentTrain", &heads_experiment_train);
}
