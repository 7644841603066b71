#include "sentences/checkpoint.hpp"

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace sentences {
namespace {

// Reads numbers in the order flatten() wrote them.
class Reader {
 public:
  explicit Reader(const std::vector<double>& numbers) : numbers_(numbers) {}
  double next() {
    if (at_ >= numbers_.size()) throw std::logic_error("sentence models: the generated numbers end too soon");
    return numbers_[at_++];
  }
  std::int64_t count() { return static_cast<std::int64_t>(next()); }
  MatrixD matrix(Eigen::Index rows, Eigen::Index cols) {
    MatrixD m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = next();
    return m;
  }
  bool done() const { return at_ == numbers_.size(); }

 private:
  const std::vector<double>& numbers_;
  std::size_t at_ = 0;
};

void append(std::vector<double>& out, const MatrixD& m) { out.insert(out.end(), m.data(), m.data() + m.size()); }

void append(std::vector<double>& out, const LookupModel& m) {
  out.push_back(static_cast<double>(m.heads));
  for (const MatrixD* w : {&m.w_q, &m.w_k, &m.w_v, &m.w_o}) append(out, *w);
}

void append(std::vector<double>& out, const LookupAccuracy& a) {
  for (std::int64_t v : {a.sentences, a.subject_right, a.object_right, a.both_right}) out.push_back(static_cast<double>(v));
  out.push_back(a.loss);
  for (const HeadRole& r : a.roles) out.insert(out.end(), {r.subject, r.distractor, r.object});
}

LookupModel read_lookup_model(Reader& in) {
  LookupModel m;
  m.heads = in.count();
  for (MatrixD* w : {&m.w_q, &m.w_k, &m.w_v, &m.w_o}) *w = in.matrix(kModelWidth, kModelWidth);
  return m;
}

LookupAccuracy read_accuracy(Reader& in, std::int64_t heads) {
  LookupAccuracy a;
  for (std::int64_t* v : {&a.sentences, &a.subject_right, &a.object_right, &a.both_right}) *v = in.count();
  a.loss = in.next();
  for (std::int64_t h = 0; h < heads; ++h) a.roles.push_back({in.next(), in.next(), in.next()});
  return a;
}

void write_array(std::FILE* out, const char* name, const std::vector<double>& numbers) {
  std::fprintf(out, "const double %s[] = {", name);
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    std::fprintf(out, "%s%.17g,", i % 6 == 0 ? "\n    " : " ", numbers[i]);
  }
  std::fprintf(out, "\n};\n");
}

}  // namespace

SubjectHead train_shipped_subject_head() { return train_subject_head(SubjectHeadRecipe{}); }

LookupModel train_shipped_lookups(std::int64_t heads, double seed) {
  LookupRecipe r;
  r.heads = heads;
  r.seed = seed;
  return train_lookups(r);
}

SeedOutcome study_outcome(const LookupModel& model, double seed) {
  return {seed, model.heads, evaluate_lookups(model, false), evaluate_lookups(model, true)};
}

TrainedLookups train_lookup_study(const StudyReport& trained) {
  TrainedLookups t;
  for (int seed = 0; seed < kStudySeeds; ++seed) {
    for (std::int64_t heads : {1, 2}) {
      const auto start = std::chrono::steady_clock::now();
      const LookupModel m = train_shipped_lookups(heads, seed);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      t.study.push_back(study_outcome(m, seed));
      if (trained) trained(t.study.back(), seconds);
      // Seed 0 is the recipe's default, the one the page draws (chosen
      // before any was trained; the study shows how the others fare).
      if (seed == 0) (heads == 1 ? t.one_head : t.two_heads) = m;
    }
  }
  return t;
}

// The wasm module links the generated source, whose definitions win over
// these weak ones. Elsewhere (native tests, the tool) the same models are
// trained on demand: same recipes, same core, so the same numbers.
__attribute__((weak)) SubjectHead trained_subject_head() { return train_shipped_subject_head(); }
__attribute__((weak)) TrainedLookups trained_lookups() { return train_lookup_study(); }

const SubjectHead& shipped_subject_head() {
  static const SubjectHead head = trained_subject_head();
  return head;
}

const TrainedLookups& shipped_lookups() {
  static const TrainedLookups lookups = trained_lookups();
  return lookups;
}

std::vector<double> flatten(const SubjectHead& head) {
  std::vector<double> out;
  for (const MatrixD* w : {&head.w_q, &head.w_k, &head.w_v}) append(out, *w);
  return out;
}

SubjectHead subject_head_from(const std::vector<double>& numbers) {
  Reader in(numbers);
  SubjectHead h;
  for (MatrixD* w : {&h.w_q, &h.w_k, &h.w_v}) *w = in.matrix(kModelWidth, kHeadWidth);
  if (!in.done()) throw std::logic_error("sentence models: more numbers than a subject head has");
  return h;
}

std::vector<double> flatten(const TrainedLookups& t) {
  std::vector<double> out;
  append(out, t.one_head);
  append(out, t.two_heads);
  out.push_back(static_cast<double>(t.study.size()));
  for (const SeedOutcome& o : t.study) {
    out.insert(out.end(), {o.seed, static_cast<double>(o.heads)});
    append(out, o.training);
    append(out, o.held_out);
  }
  return out;
}

TrainedLookups lookups_from(const std::vector<double>& numbers) {
  Reader in(numbers);
  TrainedLookups t;
  t.one_head = read_lookup_model(in);
  t.two_heads = read_lookup_model(in);
  for (std::int64_t i = in.count(); i > 0; --i) {
    SeedOutcome o;
    o.seed = in.next();
    o.heads = in.count();
    o.training = read_accuracy(in, o.heads);
    o.held_out = read_accuracy(in, o.heads);
    t.study.push_back(std::move(o));
  }
  if (!in.done()) throw std::logic_error("sentence models: more numbers than the lookups have");
  return t;
}

void write_models_source(const TrainedModels& t, const std::string& path) {
  std::FILE* out = std::fopen(path.c_str(), "w");
  if (!out) throw std::runtime_error("cannot write " + path);
  std::fprintf(out, "// Generated by cpp/tools/train_sentence_heads: the shipped sentence models. Do not edit.\n");
  std::fprintf(out, "#include <iterator>\n\n#include \"sentences/checkpoint.hpp\"\n\nnamespace sentences {\nnamespace {\n");
  write_array(out, "kSubjectHead", flatten(t.subject_head));
  write_array(out, "kLookups", flatten(t.lookups));
  std::fprintf(out, "}  // namespace\n\n");
  std::fprintf(out, "SubjectHead trained_subject_head() {\n  return subject_head_from({std::begin(kSubjectHead), std::end(kSubjectHead)});\n}\n\n");
  std::fprintf(out, "TrainedLookups trained_lookups() { return lookups_from({std::begin(kLookups), std::end(kLookups)}); }\n\n");
  std::fprintf(out, "}  // namespace sentences\n");
  if (std::fclose(out) != 0) throw std::runtime_error("cannot write " + path);
}

}  // namespace sentences
