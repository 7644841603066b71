#include "sentences/language.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <utility>

#include "numpy/legacy_random.hpp"

namespace sentences {
namespace {

enum : Eigen::Index { kThe = 0, kA = 1 };

// What may stand in one place of a pattern.
enum class Slot { article, noun, nouns, verb, transitive, preposition, adverb };

struct PatternSpec {
  Pattern pattern;
  std::vector<Slot> slots;
  Eigen::Index verb, subject, object, distractor;  // positions, or -1
};

// The six patterns of language.hpp, in order.
const std::vector<PatternSpec>& pattern_specs() {
  using S = Slot;
  static const std::vector<PatternSpec> specs = {
      {Pattern::intransitive, {S::article, S::noun, S::verb, S::adverb}, 2, 1, -1, -1},
      {Pattern::distractor, {S::nouns, S::preposition, S::nouns, S::verb}, 3, 0, -1, 2},
      {Pattern::object_last, {S::nouns, S::transitive, S::article, S::noun}, 1, 0, 3, -1},
      {Pattern::article_subject, {S::article, S::noun, S::transitive, S::nouns}, 2, 1, 3, -1},
      {Pattern::inverted, {S::adverb, S::verb, S::article, S::noun}, 1, 3, -1, -1},
      {Pattern::two_lookups, {S::nouns, S::preposition, S::nouns, S::transitive, S::nouns}, 3, 0, 4, 2},
  };
  return specs;
}

bool fits(Slot slot, const Word& w) {
  switch (slot) {
    case Slot::article: return w.kind == Kind::article;
    case Slot::noun: return w.kind == Kind::noun;
    case Slot::nouns: return w.kind == Kind::noun && w.plural;
    case Slot::verb: return w.kind == Kind::verb;
    case Slot::transitive: return w.kind == Kind::transitive_verb;
    case Slot::preposition: return w.kind == Kind::preposition;
    case Slot::adverb: return w.kind == Kind::adverb;
  }
  return false;
}

const Word& word_at(const Words& words, Eigen::Index position) {
  return vocabulary()[static_cast<std::size_t>(words[static_cast<std::size_t>(position)])];
}

// "a" takes a singular noun; an object, and pattern 2's distractor, are
// another animal than the subject (pattern 6's distractor may be any).
bool grammatical(const PatternSpec& p, const Words& words) {
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] == kA && vocabulary()[static_cast<std::size_t>(words[i + 1])].plural) return false;
  }
  const int subject = word_at(words, p.subject).animal;
  if (p.object >= 0 && word_at(words, p.object).animal == subject) return false;
  return !(p.pattern == Pattern::distractor && word_at(words, p.distractor).animal == subject);
}

// Every grammatical choice of words, pattern by pattern, each pattern's
// choices in vocabulary order with the last word changing fastest.
std::vector<Sentence> enumerate() {
  std::vector<Sentence> out;
  for (const PatternSpec& p : pattern_specs()) {
    std::vector<std::vector<Eigen::Index>> choices(p.slots.size());
    for (std::size_t i = 0; i < p.slots.size(); ++i) {
      for (std::size_t w = 0; w < vocabulary().size(); ++w) {
        if (fits(p.slots[i], vocabulary()[w])) choices[i].push_back(static_cast<Eigen::Index>(w));
      }
    }
    std::vector<std::size_t> at(p.slots.size(), 0);
    for (;;) {
      Words words(p.slots.size());
      for (std::size_t i = 0; i < words.size(); ++i) words[i] = choices[i][at[i]];
      if (grammatical(p, words)) out.push_back({words, p.pattern, p.verb, p.subject, p.object, p.distractor, false});
      std::size_t i = at.size();
      while (i > 0 && ++at[i - 1] == choices[i - 1].size()) at[--i] = 0;
      if (i == 0) break;
    }
  }
  return out;
}

int animal_of(Eigen::Index word) { return vocabulary()[static_cast<std::size_t>(word)].animal; }

std::vector<Sentence> with_held_out(std::vector<Sentence> all) {
  numpy::RandomState rng(kSplitSeed);
  const std::vector<double> draws = rng.rand(all.size(), 1);
  for (std::size_t i = 0; i < all.size(); ++i) {
    all[i].held_out = draws[i] < kHeldOutFraction || all[i].words == example_words() ||
                      all[i].words == lookups_example_words();
  }
  return all;
}

// Each word's named features (the first five columns of X).
Eigen::Matrix<double, 1, kWordFeatures> features(const Word& w) {
  Eigen::Matrix<double, 1, kWordFeatures> f = Eigen::Matrix<double, 1, kWordFeatures>::Zero();
  if (w.kind == Kind::noun) {
    f(w.animal) = 1;
    f(3) = w.plural ? 1 : 0;
  }
  if (w.kind == Kind::verb || w.kind == Kind::transitive_verb) f(4) = 1;
  return f;
}

MatrixD make_word_vectors() {
  const auto& v = vocabulary();
  const auto rows = static_cast<Eigen::Index>(v.size());
  numpy::RandomState rng(kJitterSeed);
  const std::vector<double> draws = rng.randn(v.size(), kWordFeatures);
  MatrixD out(rows, kWordFeatures);
  for (Eigen::Index w = 0; w < rows; ++w) {
    for (Eigen::Index f = 0; f < kWordFeatures; ++f) {
      // np.round(x, 1) is rint(x * 10) / 10, halves to even, as nearbyint does.
      const double offset = std::nearbyint(draws[static_cast<std::size_t>(w * kWordFeatures + f)] * kJitterScale * 10) / 10;
      out(w, f) = features(v[static_cast<std::size_t>(w)])(f) + offset;
    }
  }
  return out;
}

}  // namespace

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::article: return "article";
    case Kind::noun: return "noun";
    case Kind::verb:
    case Kind::transitive_verb: return "verb";
    case Kind::preposition: return "preposition";
    case Kind::adverb: return "adverb";
  }
  return "";
}

int Sentence::animal_at(Eigen::Index position) const {
  return position < 0 ? -1 : animal_of(words[static_cast<std::size_t>(position)]);
}

const std::vector<Word>& vocabulary() {
  static const std::vector<Word> words = {
      {"the", Kind::article},         {"a", Kind::article},
      {"cat", Kind::noun, 0},         {"dog", Kind::noun, 1},          {"bird", Kind::noun, 2},
      {"cats", Kind::noun, 0, true},  {"dogs", Kind::noun, 1, true},   {"birds", Kind::noun, 2, true},
      {"sat", Kind::verb},            {"ran", Kind::verb},             {"hid", Kind::verb},
      {"slept", Kind::verb},          {"saw", Kind::transitive_verb},  {"chased", Kind::transitive_verb},
      {"heard", Kind::transitive_verb}, {"fed", Kind::transitive_verb}, {"followed", Kind::transitive_verb},
      {"bit", Kind::transitive_verb}, {"near", Kind::preposition},     {"by", Kind::preposition},
      {"with", Kind::preposition},    {"down", Kind::adverb},          {"away", Kind::adverb},
      {"off", Kind::adverb},
  };
  return words;
}

const std::vector<std::string>& feature_names() {
  static const std::vector<std::string> names = {"cat", "dog", "bird", "plural", "verb", "position"};
  return names;
}

const std::vector<std::string>& animal_names() {
  static const std::vector<std::string> names = {"cat", "dog", "bird"};
  return names;
}

const MatrixD& word_vectors() {
  static const MatrixD vectors = make_word_vectors();
  return vectors;
}

MatrixD embed(const Words& words) {
  const auto n = static_cast<Eigen::Index>(words.size());
  MatrixD x(n, kModelWidth);
  for (Eigen::Index i = 0; i < n; ++i) {
    x.row(i).head(kWordFeatures) = word_vectors().row(words[static_cast<std::size_t>(i)]);
    // Position as one number, earlier smaller: what "the first noun" needs.
    x(i, kWordFeatures) = static_cast<double>(i) / static_cast<double>(n - 1);
  }
  return x;
}

const std::vector<Sentence>& all_sentences() {
  static const std::vector<Sentence> all = with_held_out(enumerate());
  return all;
}

std::vector<const Sentence*> sentences_for(bool lookups, bool held_out) {
  std::vector<const Sentence*> out;
  for (const Sentence& s : all_sentences()) {
    if ((s.pattern == Pattern::two_lookups) == lookups && s.held_out == held_out) out.push_back(&s);
  }
  return out;
}

Eigen::Index first_verb(const Words& words) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    const Kind kind = vocabulary()[static_cast<std::size_t>(words[i])].kind;
    if (kind == Kind::verb || kind == Kind::transitive_verb) return static_cast<Eigen::Index>(i);
  }
  return -1;
}

std::optional<Sentence> find_sentence(const Words& words) {
  static const std::map<Words, std::size_t> index = [] {
    std::map<Words, std::size_t> m;
    for (std::size_t i = 0; i < all_sentences().size(); ++i) m.emplace(all_sentences()[i].words, i);
    return m;
  }();
  const auto found = index.find(words);
  if (found == index.end()) return std::nullopt;
  return all_sentences()[found->second];
}

Words example_words() { return {kThe, word_index("cat"), word_index("sat"), word_index("down")}; }
Words lookups_example_words() {
  return {word_index("cats"), word_index("near"), word_index("dogs"), word_index("chased"), word_index("birds")};
}

Eigen::Index word_index(const std::string& token) {
  std::string lower = token;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  const auto& v = vocabulary();
  for (std::size_t w = 0; w < v.size(); ++w) {
    if (lower == v[w].text) return static_cast<Eigen::Index>(w);
  }
  return -1;
}

std::vector<std::string> display_tokens(const Words& words) {
  std::vector<std::string> out;
  for (Eigen::Index w : words) out.emplace_back(vocabulary()[static_cast<std::size_t>(w)].text);
  if (!out.empty()) out[0][0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0][0])));
  return out;
}

}  // namespace sentences
