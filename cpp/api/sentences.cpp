#include "api/sentences.hpp"

#include <string>
#include <utility>

#include "attention/error.hpp"
#include "attention/projection.hpp"

namespace api {
namespace {

using attention::ErrorCode;
using attention::InputError;
using namespace sentences;

// Longer tokens are not repeated in a refusal: no word is that long.
constexpr std::size_t kEchoedTokenLength = 24;

std::string known_words() {
  std::string known;
  for (const Word& w : vocabulary()) known += (known.empty() ? "" : ", ") + std::string(w.text);
  return known;
}

// `count` words of the vocabulary, in any case: "shape" for another count
// (before a string is copied), "range" naming the first unknown word.
Words read_words(const Texts& tokens, std::int64_t count) {
  require_given(tokens.given(), "tokens");
  if (tokens.count() != count) {
    throw InputError(ErrorCode::shape, "tokens",
                     "expected " + std::to_string(count) + " words, got " + std::to_string(tokens.count()),
                     {{"expected", static_cast<double>(count)}, {"got", static_cast<double>(tokens.count())}});
  }
  const std::vector<std::string> given = strings_of(tokens, "tokens");
  Words words;
  for (std::size_t i = 0; i < given.size(); ++i) {
    const Eigen::Index w = word_index(given[i]);
    if (w < 0) {
      const bool echo = given[i].size() <= kEchoedTokenLength;
      throw InputError(ErrorCode::range, "tokens",
                       "word " + std::to_string(i) + (echo ? " “" + given[i] + "”" : "") +
                           " is not a word of the toy language (known: " + known_words() + ")",
                       {{"index", static_cast<double>(i)}, {"got", echo ? given[i] : std::string()},
                        {"known", known_words()}});
    }
    words.push_back(w);
  }
  return words;
}

std::int64_t parameter_count(const LookupModel& m) {
  return m.w_q.size() + m.w_k.size() + m.w_v.size() + m.w_o.size();
}

LookupPassAnswer lookup_pass(const LookupModel& model, const Words& words) {
  LookupPassAnswer a{sentence_text(words), model, sentences::read_words(model, words), {}};
  const Eigen::Index d = kModelWidth / model.heads;
  for (Eigen::Index h = 0; h < model.heads; ++h) {
    a.projections.push_back(attention::project(a.pass.x, MatrixD(model.w_q.middleCols(h * d, d)),
                                               MatrixD(model.w_k.middleCols(h * d, d)),
                                               MatrixD(model.w_v.middleCols(h * d, d))));
  }
  return a;
}

LookupRun lookup_run(const LookupModel& model) {
  LookupRun run{model, evaluate_lookups(model, false), evaluate_lookups(model, true),
                lookup_pass(model, lookups_example_words()), {}, {}};
  for (const Sentence& s : all_sentences()) {
    if (s.pattern != Pattern::two_lookups) continue;
    const LookupPass pass = sentences::read_words(model, s.words);
    LookupRow row{sentence_text(s.words), {}, pass.predicted_subject, pass.predicted_object};
    for (const auto& head : pass.layer.heads) row.head_weights.emplace_back(head.weights.row(s.verb));
    run.sentences.push_back(std::move(row));
  }
  return run;
}

SubjectPassAnswer subject_pass(const SubjectHead& head, const Words& words) {
  return {sentence_text(words), head, sentences::read_words(head, words)};
}

SentenceModelAnswer make_sentence_model() {
  SentenceModelAnswer a;
  for (std::size_t w = 0; w < vocabulary().size(); ++w) {
    const Word& word = vocabulary()[w];
    a.vocabulary.push_back({word.text, kind_name(word.kind), word_vectors().row(static_cast<Eigen::Index>(w))});
  }
  a.learned = shipped_subject_head();
  a.random = random_subject_head(a.recipe);
  a.example = subject_pass(a.learned, example_words());
  a.random_example = subject_pass(a.random, example_words());
  a.learned_training = evaluate_subject_head(a.learned, false);
  a.learned_held_out = evaluate_subject_head(a.learned, true);
  a.random_training = evaluate_subject_head(a.random, false);
  a.random_held_out = evaluate_subject_head(a.random, true);
  for (const Sentence& s : all_sentences()) {
    if (s.pattern == Pattern::two_lookups) continue;
    const SubjectPass learned = sentences::read_words(a.learned, s.words);
    const SubjectPass random = sentences::read_words(a.random, s.words);
    a.sentences.push_back({sentence_text(s.words), learned.attention.weights.row(s.verb),
                           random.attention.weights.row(s.verb), learned.predicted, random.predicted});
  }
  return a;
}

HeadsExperimentAnswer make_heads_experiment() {
  HeadsExperimentAnswer a;
  const TrainedLookups& t = shipped_lookups();
  a.parameters = parameter_count(t.two_heads);
  a.runs.push_back(lookup_run(t.one_head));
  a.runs.push_back(lookup_run(t.two_heads));
  a.study = t.study;
  return a;
}

}  // namespace

SentenceText sentence_text(const Words& words) {
  SentenceText t;
  t.tokens = display_tokens(words);
  for (Eigen::Index w : words) {
    const Word& word = vocabulary()[static_cast<std::size_t>(w)];
    t.words.emplace_back(word.text);
    t.kinds.emplace_back(kind_name(word.kind));
  }
  t.verb = first_verb(words);
  if (const std::optional<Sentence> s = find_sentence(words)) {
    t.pattern = static_cast<int>(s->pattern) + 1;
    t.held_out = s->held_out;
    t.verb = s->verb;
    t.subject = s->subject;
    t.object = s->object;
    t.distractor = s->distractor;
    t.subject_animal = s->animal_at(s->subject);
    t.object_animal = s->animal_at(s->object);
  }
  return t;
}

SubjectPassAnswer run_sentence_attention(const SentenceAttentionRequest& r) {
  const Words words = read_words(r.tokens, kLength);
  const bool learned = attention::require_choice(r.weights.value_or("learned"), {"learned", "random"}, "weights") == 0;
  return subject_pass(learned ? shipped_subject_head() : random_subject_head(), words);
}

const SentenceModelAnswer& run_sentence_model() {
  static const SentenceModelAnswer answer = make_sentence_model();
  return answer;
}

LookupPassAnswer run_heads_attention(const HeadsAttentionRequest& r) {
  const Words words = read_words(r.tokens, kLongLength);
  const std::int64_t heads = r.heads.value_or(2);
  if (heads != 1 && heads != 2) {
    throw InputError(ErrorCode::range, "heads",
                     "must be 1 or 2 (the shipped models), got " + attention::integer_text(static_cast<double>(heads)),
                     {{"known", "1, 2"}, {"got", static_cast<double>(heads)}});
  }
  const TrainedLookups& t = shipped_lookups();
  return lookup_pass(heads == 1 ? t.one_head : t.two_heads, words);
}

const HeadsExperimentAnswer& run_heads_experiment() {
  static const HeadsExperimentAnswer answer = make_heads_experiment();
  return answer;
}

LookupRun run_heads_experiment_train(const HeadsTrainRequest& r) {
  LookupRecipe recipe;
  recipe.heads = r.heads.value_or(recipe.heads);
  recipe.seed = r.seed.value_or(recipe.seed);
  recipe.steps = r.steps.value_or(recipe.steps);
  std::vector<double> losses;
  LookupRun run = lookup_run(train_lookups(recipe, &losses));
  run.losses = std::move(losses);
  return run;
}

}  // namespace api
