// What each head does, measured on held-out probes (data.hpp: n = 2h tokens,
// h = context / 3 distinct ones and the same again), from its attention
// weights A (query i, key j):
//   previous-token:  mean of A(i, i − 1) over i = 1 … n − 1
//   duplicate-token: mean of A(i, i − h) over the repeated half i = h … n − 1
//                    (the earlier occurrence of the same token)
//   induction:       mean of A(i, i − h + 1) over i = h … n − 1
//                    (the token right after that earlier occurrence: what comes next)
// each also averaged over the sequences. A score is the attention mass a head
// puts where the rule says, so 1 is a perfect head and 1/(i + 1) is chance.
#pragma once

#include <cstdint>
#include <vector>

#include "transformer/data.hpp"
#include "transformer/model.hpp"

namespace transformer {

struct HeadScore {
  std::int64_t layer = 1, head = 1;  // both numbered from 1, as the page names them
  double previous_token = 0, duplicate_token = 0, induction = 0;
};

struct Evaluation {
  std::vector<HeadScore> heads;  // layer by layer, head by head
  double loss = 0, first_half_loss = 0, repeated_half_loss = 0;  // means over the sequences (loss.hpp)
};

// Assumes require_model passed and every sequence is a probe (start 0,
// second half repeating the first).
Evaluation evaluate(const Model& model, const std::vector<Sequence>& sequences);

constexpr std::int64_t kMaxScoringSequences = 1024;

// `count` held-out sequences from scoring_seed(seed), scored. Checks the
// model, the seed and count (1 … kMaxScoringSequences, "sequences").
Evaluation head_scores(const Model& model, double seed, std::int64_t count);

}  // namespace transformer
