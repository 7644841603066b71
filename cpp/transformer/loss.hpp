// Softmax cross-entropy on the next token: position i predicts token i + 1,
//   loss_i = −log softmax(logits_i)[token_{i+1}],   i = 0 … n − 2,
// and the loss of a sequence is their mean.
#pragma once

#include <vector>

#include "transformer/model.hpp"

namespace transformer {

struct NextTokenLoss {
  std::vector<double> per_position;  // n − 1 losses, loss_i as above
  double mean = 0;
  MatrixD d_logits;                  // (n, vocab): dMean/dLogits = (softmax − onehot(next)) / (n − 1); last row 0
};

// logits (n, vocab) for n ≥ 2 tokens.
NextTokenLoss next_token_loss(const MatrixD& logits, const Tokens& tokens);

// The two halves of a repeated segment (data.hpp: p tokens at s, repeated
// from r = s + p; the probe has s = 0, p = n / 2), as the page plots them:
//   first half:    predictions of tokens s + 1 … r − 1 (distinct, unseen before)
//   repeated half: predictions of tokens r + 1 … r + p − 1 (each one followed
//                  the same token earlier, so an induction head can copy it)
// Token r itself (the first of the repeat) belongs to neither: nothing
// earlier says it comes next. Needs p ≥ 2.
double first_half_loss(const NextTokenLoss& loss, Eigen::Index start, Eigen::Index period);
double repeated_half_loss(const NextTokenLoss& loss, Eigen::Index start, Eigen::Index period);

}  // namespace transformer
