// The shipped sentence models (issue 23): chapter 1's subject head, chapter
// 3's one-head and two-head models, and the seed study behind chapter 3's
// claim. Trained by the build (the native tool cpp/tools/train_sentence_heads,
// with these recipes and the same core), written as C++ source and compiled
// into the wasm module, so they load with it from file:// with no fetch, as
// the transformer checkpoint does (transformer/checkpoint.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sentences/lookups.hpp"
#include "sentences/subject_head.hpp"

namespace sentences {

// The seeds of the study: every one is trained with one head and with two.
constexpr int kStudySeeds = 10;

// One training run of the study: which model, and how it did.
struct SeedOutcome {
  double seed = 0;
  std::int64_t heads = 1;
  LookupAccuracy training, held_out;
};

struct TrainedLookups {
  LookupModel one_head, two_heads;  // seed 0, the page's
  std::vector<SeedOutcome> study;   // seeds 0 … kStudySeeds − 1, one head then two, each
};
struct TrainedModels {
  SubjectHead subject_head;
  TrainedLookups lookups;
};

// Trains from the recipes (natively: the subject head 0.1 s, the study about 20 s).
SubjectHead train_shipped_subject_head();
LookupModel train_shipped_lookups(std::int64_t heads, double seed);
SeedOutcome study_outcome(const LookupModel& model, double seed);
// `trained`, if given, hears of each run of the study as it ends, with its seconds.
using StudyReport = std::function<void(const SeedOutcome& outcome, double seconds)>;
TrainedLookups train_lookup_study(const StudyReport& trained = {});

// The models the API serves: the wasm module links the generated source;
// a build without it (native) trains each on first use, once (the subject
// head in 0.1 s, the lookups and their study in about 20 s).
const SubjectHead& shipped_subject_head();
const TrainedLookups& shipped_lookups();

// C++ source defining trained_subject_head() and trained_lookups(): two
// arrays of numbers (every weight and every outcome of the study, each
// written with 17 significant digits: an exact round trip), read back by
// the two functions below.
void write_models_source(const TrainedModels& models, const std::string& path);

// The models as flat lists of numbers, and back (the generated source's layout).
std::vector<double> flatten(const SubjectHead& head);
SubjectHead subject_head_from(const std::vector<double>& numbers);
std::vector<double> flatten(const TrainedLookups& lookups);
TrainedLookups lookups_from(const std::vector<double>& numbers);

// The generated definitions (or, natively, training).
SubjectHead trained_subject_head();
TrainedLookups trained_lookups();

}  // namespace sentences
