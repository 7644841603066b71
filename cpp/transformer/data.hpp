// The standard probe for induction heads: a sequence of random tokens whose
// second half repeats the first. The first half has distinct tokens, so in
// the repeated half every token has exactly one earlier occurrence, and the
// token after it is the right prediction: only a model that looks back can
// make it (the first half is unpredictable by construction).
#pragma once

#include <cstdint>
#include <vector>

#include "numpy/legacy_random.hpp"
#include "transformer/model.hpp"

namespace transformer {

// A sequence holding a segment of `period` distinct tokens at `start` and,
// right after it, the segment again: [start, start + p) and [start + p, start + 2p).
struct Sequence {
  Tokens tokens;
  Eigen::Index start = 0, period = 0;
};

// The probe: context tokens, context / 2 distinct ones drawn uniformly from
// the vocabulary (a partial Fisher–Yates shuffle), then the same again.
Sequence repeated_sequence(numpy::RandomState& rng, const Config& config);

// What training sees: a segment of a period drawn from 2 … context / 2,
// repeated, at the end of the sequence, after random tokens. With the
// probe's one fixed layout, "the token after the earlier occurrence" is a
// fixed position, and the model learned to predict the repeat with no
// induction head at all (measured). With varying periods an induction head
// forms in layer 2, most often fed by a duplicate-token head in layer 1
// (its query carries the earlier occurrence's position); one run in 13
// formed the textbook previous-token head instead. Placing the segment at a
// random start, never at the probe's period, keeps a 1-layer model's
// induction score near 0, but the 2-layer model's circuit then did not
// carry over to the probe's period (induction 0.2–0.5, settings tried).
Sequence training_sequence(numpy::RandomState& rng, const Config& config);

// The generator seeds of the two streams: training step `step` draws its
// batch from training_seed(seed, step), so chunks of steps give the same
// batches as one long run; scoring draws from scoring_seed(seed). The two are
// hashed with different tags, so a scoring seed's sequences are held out from
// every training batch (the same 2³² seeds, told apart by the hash).
// Throws InputError ("seed") for a seed outside 0 … 2³² − 1 or not an integer.
std::uint32_t training_seed(double seed, std::int64_t step);
std::uint32_t scoring_seed(double seed);

// `count` probe or training sequences from one generator seed.
std::vector<Sequence> repeated_sequences(const Config& config, std::uint32_t generator_seed, std::int64_t count);
std::vector<Sequence> training_sequences(const Config& config, std::uint32_t generator_seed, std::int64_t count);

}  // namespace transformer
