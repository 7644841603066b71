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

// The probe: probe_half(config) distinct tokens drawn uniformly from the
// vocabulary (a partial Fisher–Yates shuffle), then the same again.
Sequence repeated_sequence(numpy::RandomState& rng, const Config& config);
// context / 3: the probe fills two thirds of the context (8 + 8 of 24).
Eigen::Index probe_half(const Config& config);

// What training sees: a segment of distinct tokens, of a period drawn from
// 2 … context / 2, repeated, at a random start, with random tokens before
// and after. Where the repeat is, and so "the token after the earlier
// occurrence", is then not a matter of position: only looking back by content
// finds it. (Measured, with the probe's own layout as the training data:
// the model predicted the repeat by position, with no induction head; with
// the repeat always at the end, a 1-layer model scored 0.5 by position and
// layer 1 became a duplicate-token head; with this data and the probe two
// thirds of the context long, layer 1 forms a previous-token head, layer 2
// an induction head, and a 1-layer model scores about 0.01.)
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
