// The core's entry points for the sentence models (issue 23): chapter 1's
// learned head (sentenceModel, sentenceAttention) and chapter 3's one head
// against two (headsExperiment, headsAttention, headsExperimentTrain). The
// models, their recipes and the toy language are cpp/sentences/; here are
// the calls' rules, and their answers as the page draws them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "api/values.hpp"
#include "sentences/checkpoint.hpp"

namespace api {

// A sentence's words as the page shows them, and what the grammar says of them.
struct SentenceText {
  std::vector<std::string> tokens;  // the first with a capital: "The", "cat", …
  std::vector<std::string> words;   // as the vocabulary spells them: "the", "cat", …
  std::vector<std::string> kinds;   // "article", "noun", "verb", "preposition", "adverb"
  int pattern = 0;                  // 1 … 6 (language.hpp), or 0 when the grammar does not have it
  bool held_out = false;            // never trained on (false outside the grammar)
  // Positions, or -1. verb is the first verb whatever the grammar says; the
  // others come from the grammar.
  Eigen::Index verb = -1, subject = -1, object = -1, distractor = -1;
  int subject_animal = -1, object_animal = -1;  // 0 cat, 1 dog, 2 bird, or -1
};
SentenceText sentence_text(const sentences::Words& words);

// ---------------------------------------------------------------- chapter 1

// sentenceAttention({tokens, weights = 'learned'}): four words of the
// vocabulary (any case), through the learned head or the random one.
struct SentenceAttentionRequest {
  Texts tokens;
  std::optional<std::string> weights;  // 'learned' or 'random'
};
struct SubjectPassAnswer {
  SentenceText text;
  sentences::SubjectHead head;
  sentences::SubjectPass pass;
};
SubjectPassAnswer run_sentence_attention(const SentenceAttentionRequest& request);

// One sentence of the language in sentenceModel()'s list: where the verb
// looks under each head, and what it answers.
struct SubjectRow {
  SentenceText text;
  Eigen::RowVectorXd learned_weights, random_weights;  // the verb's row of weights
  int learned_predicted = -1, random_predicted = -1;
};
struct VocabularyEntry {
  std::string word, kind;
  Eigen::RowVectorXd vector;  // its five numbers of X (without the position)
};
struct SentenceModelAnswer {
  std::vector<VocabularyEntry> vocabulary;
  sentences::SubjectHeadRecipe recipe;
  sentences::SubjectHead learned, random;
  SubjectPassAnswer example, random_example;  // The cat sat down
  sentences::SubjectAccuracy learned_training, learned_held_out, random_training, random_held_out;
  std::vector<SubjectRow> sentences;  // patterns 1 to 5, in the language's order
};
// Computed once (the models are fixed), then served from memory.
const SentenceModelAnswer& run_sentence_model();

// ---------------------------------------------------------------- chapter 3

struct LookupPassAnswer {
  SentenceText text;
  sentences::LookupModel model;
  sentences::LookupPass pass;
  std::vector<attention::Projections<double>> projections;  // per head: Q, K, V of its columns
};
// headsAttention({tokens, heads = 2}): five words through the shipped one-
// head (heads 1) or two-head (heads 2) model.
struct HeadsAttentionRequest {
  Texts tokens;
  std::optional<std::int64_t> heads;
};
LookupPassAnswer run_heads_attention(const HeadsAttentionRequest& request);

struct LookupRow {
  SentenceText text;
  std::vector<Eigen::RowVectorXd> head_weights;  // per head, the verb's row
  int predicted_subject = -1, predicted_object = -1;
};
struct LookupRun {
  sentences::LookupModel model;
  sentences::LookupAccuracy training, held_out;
  LookupPassAnswer example;        // Cats near dogs chased birds
  std::vector<LookupRow> sentences;  // pattern 6, in the language's order
  std::vector<double> losses;      // headsExperimentTrain only: one per step
};
struct HeadsExperimentAnswer {
  sentences::LookupRecipe recipe;       // the shipped runs' (seed 0)
  std::int64_t parameters = 0;          // W_Q, W_K, W_V, W_O: the same for both
  std::vector<LookupRun> runs;          // one head, two heads
  std::vector<sentences::SeedOutcome> study;
};
const HeadsExperimentAnswer& run_heads_experiment();

// headsExperimentTrain({heads = 2, seed = 0, steps = 600}): the recipe
// trained now, in this module (heads 1, 2, 3 or 6).
struct HeadsTrainRequest {
  std::optional<std::int64_t> heads, steps;
  std::optional<double> seed;
};
LookupRun run_heads_experiment_train(const HeadsTrainRequest& request);

}  // namespace api
