// The sentence models of issue 23: the toy language and its X, the
// gradients (a finite-difference cross-check; torch is the oracle of the
// forward pass in tests/oracle/torch_sentences.test.mjs), determinism, the
// API's refusals, and the claims the pages make, each a test that fails
// when the claim does not hold:
//   chapter 1: the learned head puts most of "sat"'s weight on "cat", the
//              random projections do not, and held-out sentences come out right;
//   chapter 3: two heads answer every held-out sentence, one head cannot,
//              for every seed tried here (0, 1, 2; the tool and the module's
//              study cover 0 to 9).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "api/sentences.hpp"
#include "caught.hpp"
#include "sentences/checkpoint.hpp"
#include "walkthrough/walkthrough.hpp"

using namespace sentences;

namespace {

// A random model of the given shape, from numpy's generator.
SubjectHead random_head(double seed) {
  SubjectHeadRecipe r;
  r.init_seed = seed;
  return random_subject_head(r);
}

// A few sentences of each kind, for the gradient checks.
std::vector<const Sentence*> every_nth(bool lookups, std::size_t step) {
  const auto all = sentences_for(lookups, false);
  std::vector<const Sentence*> out;
  for (std::size_t i = 0; i < all.size(); i += step) out.push_back(all[i]);
  return out;
}

// max |analytic − numeric| / max(1, |analytic|), over every entry of `w`.
template <class Loss>
double worst_difference(MatrixD& w, const MatrixD& analytic, Loss loss) {
  constexpr double h = 1e-5;
  double worst = 0;
  for (Eigen::Index i = 0; i < w.size(); ++i) {
    const double kept = w.data()[i];
    w.data()[i] = kept + h;
    const double up = loss();
    w.data()[i] = kept - h;
    const double down = loss();
    w.data()[i] = kept;
    const double numeric = (up - down) / (2 * h);
    worst = std::max(worst, std::fabs(analytic.data()[i] - numeric) / std::max(1.0, std::fabs(analytic.data()[i])));
  }
  return worst;
}

double share(std::int64_t right, std::int64_t of) { return static_cast<double>(right) / static_cast<double>(of); }

}  // namespace

TEST_CASE("the toy language: 24 words, each its own vector, its features plus an offset of tenths") {
  const MatrixD& v = word_vectors();
  REQUIRE(v.rows() == 24);
  REQUIRE(v.cols() == kWordFeatures);
  std::set<std::vector<double>> distinct;
  for (Eigen::Index w = 0; w < v.rows(); ++w) {
    distinct.insert(std::vector<double>(v.row(w).data(), v.row(w).data() + v.cols()));
    const Word& word = vocabulary()[static_cast<std::size_t>(w)];
    for (Eigen::Index f = 0; f < kWordFeatures; ++f) {
      const bool named = (word.kind == Kind::noun && (f == word.animal || (f == 3 && word.plural))) ||
                         (f == 4 && (word.kind == Kind::verb || word.kind == Kind::transitive_verb));
      const double offset = v(w, f) - (named ? 1 : 0);
      CHECK(std::fabs(offset) <= 0.5);
      CHECK(std::fabs(offset * 10 - std::round(offset * 10)) < 1e-9);
    }
  }
  CHECK(distinct.size() == 24);
  const MatrixD x = embed(example_words());
  CHECK(x.rows() == 4);
  CHECK(x.col(5).transpose() == Eigen::RowVector4d(0, 1.0 / 3, 2.0 / 3, 1));
  CHECK(embed(lookups_example_words()).col(5).transpose() == Eigen::Matrix<double, 1, 5>(0, 0.25, 0.5, 0.75, 1));
  CHECK(display_tokens(example_words()) == std::vector<std::string>{"The", "cat", "sat", "down"});
  CHECK(word_index("The") == word_index("the"));
  CHECK(word_index("zebra") == -1);
}

TEST_CASE("every sentence follows its pattern: the subject is the first noun, the split holds out about a quarter") {
  std::map<Pattern, int> counts;
  std::set<Words> seen;
  for (const Sentence& s : all_sentences()) {
    ++counts[s.pattern];
    CHECK(seen.insert(s.words).second);
    const Kind verb = vocabulary()[static_cast<std::size_t>(s.words[static_cast<std::size_t>(s.verb)])].kind;
    CHECK((verb == Kind::verb || verb == Kind::transitive_verb));
    CHECK(first_verb(s.words) == s.verb);
    Eigen::Index first_noun = -1;
    for (std::size_t i = 0; i < s.words.size() && first_noun < 0; ++i) {
      if (vocabulary()[static_cast<std::size_t>(s.words[i])].kind == Kind::noun) first_noun = static_cast<Eigen::Index>(i);
    }
    CHECK(first_noun == s.subject);
    if (s.object >= 0) CHECK(s.animal_at(s.object) != s.animal_at(s.subject));
    if (s.distractor >= 0 && s.pattern == Pattern::distractor) CHECK(s.animal_at(s.distractor) != s.animal_at(s.subject));
    CHECK(find_sentence(s.words)->held_out == s.held_out);
  }
  CHECK(counts[Pattern::intransitive] == 108);
  CHECK(counts[Pattern::distractor] == 72);
  CHECK(counts[Pattern::object_last] == 108);
  CHECK(counts[Pattern::article_subject] == 108);
  CHECK(counts[Pattern::inverted] == 108);
  CHECK(counts[Pattern::two_lookups] == 324);
  for (bool lookups : {false, true}) {
    const double held = static_cast<double>(sentences_for(lookups, true).size());
    const double all = held + static_cast<double>(sentences_for(lookups, false).size());
    CHECK(held / all > 0.2);
    CHECK(held / all < 0.3);
  }
  CHECK(find_sentence(example_words())->held_out);
  CHECK(find_sentence(lookups_example_words())->held_out);
  // Looking at the previous word is not enough: in patterns 2, 5 and 6 the
  // word before the verb is not its subject.
  int not_previous = 0;
  for (const Sentence* s : sentences_for(false, false)) not_previous += s->subject != s->verb - 1;
  CHECK(not_previous > 100);
}

TEST_CASE("the subject head starts from the seed-42 walkthrough's W_Q, W_K, W_V") {
  const walkthrough::Result w = walkthrough::run(walkthrough::default_inputs());
  const SubjectHead random = random_subject_head();
  CHECK(random.w_q == w.w_q);
  CHECK(random.w_k == w.w_k);
  CHECK(random.w_v == w.w_v);
}

TEST_CASE("both models' training gradients agree with central differences") {
  SubjectHead head = random_head(3);
  const auto few = every_nth(false, 37);
  const SubjectHeadGradients g = subject_head_gradients(head, few);
  const auto subject_loss = [&] { return subject_head_gradients(head, few).loss; };
  CHECK(worst_difference(head.w_q, g.d_w_q, subject_loss) < 1e-7);
  CHECK(worst_difference(head.w_k, g.d_w_k, subject_loss) < 1e-7);
  CHECK(worst_difference(head.w_v, g.d_w_v, subject_loss) < 1e-7);
  for (std::int64_t heads : {1, 2}) {
    LookupModel m = initial_lookup_model(heads, 5);
    const auto some = every_nth(true, 29);
    const LookupGradients l = lookup_gradients(m, some);
    const auto lookup_loss = [&] { return lookup_gradients(m, some).loss; };
    CHECK(worst_difference(m.w_q, l.d_w_q, lookup_loss) < 1e-7);
    CHECK(worst_difference(m.w_k, l.d_w_k, lookup_loss) < 1e-7);
    CHECK(worst_difference(m.w_v, l.d_w_v, lookup_loss) < 1e-7);
    CHECK(worst_difference(m.w_o, l.d_w_o, lookup_loss) < 1e-7);
  }
}

TEST_CASE("training is deterministic, and the loss falls") {
  std::vector<double> first, second;
  const SubjectHead a = train_subject_head({}, &first);
  const SubjectHead b = train_subject_head({}, &second);
  CHECK(a.w_q == b.w_q);
  CHECK(a.w_v == b.w_v);
  CHECK(first == second);
  REQUIRE(first.size() == 200);
  CHECK(first.back() < first.front() / 10);
}

TEST_CASE("chapter 1: the learned head finds the subject on held-out sentences; random projections do not") {
  const SubjectHead learned = train_subject_head();
  const SubjectAccuracy held = evaluate_subject_head(learned, true);
  MESSAGE("learned, held-out: attention ", share(held.attention_right, held.sentences), ", answer ",
          share(held.answer_right, held.sentences), " of ", held.sentences);
  CHECK(held.sentences > 100);
  CHECK(share(held.attention_right, held.sentences) >= 0.95);
  CHECK(share(held.answer_right, held.sentences) >= 0.95);
  const SubjectPass example = read_words(learned, example_words());
  REQUIRE(example.verb == 2);
  CHECK(example.attention.weights(2, 1) > 0.5);
  CHECK(example.attended == 1);
  CHECK(example.predicted == 0);  // cat

  const SubjectHead random = random_subject_head();
  const SubjectPass control = read_words(random, example_words());
  MESSAGE("random: sat's weight on cat ", control.attention.weights(2, 1));
  CHECK(control.attention.weights(2, 1) < 0.5);
  const SubjectAccuracy chance = evaluate_subject_head(random, true);
  CHECK(share(chance.answer_right, chance.sentences) < 0.5);
}

TEST_CASE("chapter 3: one head fails where two succeed, held-out, seeds 0 to 2") {
  for (double seed : {0.0, 1.0, 2.0}) {
    CAPTURE(seed);
    const LookupAccuracy one = evaluate_lookups(train_shipped_lookups(1, seed), true);
    const LookupModel two_model = train_shipped_lookups(2, seed);
    const LookupAccuracy two = evaluate_lookups(two_model, true);
    MESSAGE("seed ", seed, ": both right, one head ", share(one.both_right, one.sentences), ", two heads ",
            share(two.both_right, two.sentences));
    CHECK(share(two.both_right, two.sentences) >= 0.99);
    CHECK(share(one.both_right, one.sentences) <= 0.9);
    CHECK_FALSE(one.solved());  // the page's count of seeds solved rests on this rule
    CHECK(two.solved() == (two.both_right == two.sentences));
    const LookupAccuracy fitted = evaluate_lookups(two_model, false);
    CHECK(fitted.both_right == fitted.sentences);  // and every training sentence
    if (seed == 0) {
      // The page's run: one head on the subject, the other on the object.
      const auto& r = two.roles;
      const bool first_subject = r[0].subject > 0.8 && r[1].object > 0.8;
      const bool first_object = r[0].object > 0.8 && r[1].subject > 0.8;
      CHECK((first_subject || first_object));
    }
  }
}

TEST_CASE("solved: both animals right in every sentence, and never on no sentences") {
  LookupAccuracy a;
  CHECK_FALSE(a.solved());
  a.sentences = 3;
  a.both_right = 2;
  CHECK_FALSE(a.solved());
  a.both_right = 3;
  CHECK(a.solved());
}

TEST_CASE("the sentence calls refuse what the models cannot read") {
  const auto tokens = [](std::vector<std::string> words) { return api::Texts(std::move(words)); };
  Caught c = caught([&] { api::run_sentence_attention({tokens({"The", "cat", "sat"}), {}}); });
  CHECK(c.code == "shape");
  CHECK(c.argument == "tokens");
  CHECK(c.param("expected") == "4");
  c = caught([&] { api::run_sentence_attention({tokens({"The", "zebra", "sat", "down"}), {}}); });
  CHECK(c.code == "range");
  CHECK(c.param("index") == "1");
  CHECK(c.param("got") == "zebra");
  c = caught([&] { api::run_sentence_attention({tokens({"The", "cat", "sat", "down"}), std::string("trained")}); });
  CHECK(c.code == "range");
  CHECK(c.argument == "weights");
  c = caught([&] { api::run_sentence_attention({{}, {}}); });
  CHECK(c.code == "required");
  c = caught([&] { api::run_heads_attention({tokens({"cats", "near", "dogs", "chased", "birds"}), 3}); });
  CHECK(c.code == "range");
  CHECK(c.argument == "heads");
  for (auto [request, argument] : {std::pair{api::HeadsTrainRequest{4, {}, {}}, "heads"},
                                   {api::HeadsTrainRequest{{}, 0, {}}, "steps"},
                                   {api::HeadsTrainRequest{{}, 10001, {}}, "steps"},
                                   {api::HeadsTrainRequest{{}, {}, -1.0}, "seed"}}) {
    // A copy: clang 14 (em++) cannot capture a structured binding in a lambda.
    const api::HeadsTrainRequest refused = request;
    CHECK(caught([&] { api::run_heads_experiment_train(refused); }).argument == argument);
  }
  // A grammatical sentence the page did not train on still gets its roles.
  const api::SubjectPassAnswer any = api::run_sentence_attention({tokens({"DOWN", "ran", "a", "dog"}), std::string("random")});
  CHECK(any.text.tokens == std::vector<std::string>{"Down", "ran", "a", "dog"});
  CHECK(any.text.pattern == 5);
  CHECK(any.text.subject == 3);
  const api::SubjectPassAnswer outside = api::run_sentence_attention({tokens({"sat", "sat", "cat", "the"}), {}});
  CHECK(outside.text.pattern == 0);
  CHECK(outside.text.subject == -1);
  CHECK(outside.text.verb == 0);
}

TEST_CASE("the generated source holds every number exactly, and reads back into the same models") {
  const SubjectHead head = train_subject_head();
  TrainedLookups lookups;
  lookups.one_head = initial_lookup_model(1, 7);
  lookups.two_heads = initial_lookup_model(2, 8);
  lookups.study = {study_outcome(lookups.one_head, 7), study_outcome(lookups.two_heads, 8)};
  const SubjectHead again = subject_head_from(flatten(head));
  CHECK(again.w_q == head.w_q);
  CHECK(again.w_v == head.w_v);
  const TrainedLookups back = lookups_from(flatten(lookups));
  CHECK(back.two_heads.w_o == lookups.two_heads.w_o);
  CHECK(back.two_heads.heads == 2);
  REQUIRE(back.study.size() == 2);
  CHECK(back.study[1].held_out.both_right == lookups.study[1].held_out.both_right);
  CHECK(back.study[1].held_out.roles[1].object == lookups.study[1].held_out.roles[1].object);
  CHECK(flatten(back) == flatten(lookups));

  // The file itself: its numbers, parsed as a compiler would, are flatten()'s.
  const std::string path = "sentence_models_roundtrip.cpp";
  write_models_source({head, lookups}, path);
  std::FILE* in = std::fopen(path.c_str(), "r");
  REQUIRE(in != nullptr);
  std::string text;
  for (int c; (c = std::fgetc(in)) != EOF;) text.push_back(static_cast<char>(c));
  std::fclose(in);
  std::remove(path.c_str());
  std::vector<double> parsed;
  for (std::size_t at = text.find("= {"); at != std::string::npos; at = text.find("= {", at + 1)) {
    const char* p = text.c_str() + at + 3;
    for (char* end = nullptr;; p = end + 1) {
      const double v = std::strtod(p, &end);
      if (end == p) break;
      parsed.push_back(v);
    }
  }
  std::vector<double> expected = flatten(head);
  const std::vector<double> rest = flatten(lookups);
  expected.insert(expected.end(), rest.begin(), rest.end());
  CHECK(parsed == expected);
}
