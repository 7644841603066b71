// How both toy models read an answer from output numbers: a softmax over a
// few scores (one per animal), its cross-entropy against the right animal,
// and that loss's gradient with respect to the scores.
#pragma once

#include <Eigen/Core>

namespace sentences {

struct ScoredAnswer {
  double loss = 0;           // −ln softmax(scores)[answer]
  Eigen::RowVectorXd d_scores;  // softmax(scores) − onehot(answer): ∂loss/∂scores
  int predicted = 0;         // argmax of the scores (the first on a tie)
};

ScoredAnswer score_answer(const Eigen::RowVectorXd& scores, int answer);

// The index of the largest entry (the first on a tie).
Eigen::Index argmax(const Eigen::RowVectorXd& values);

}  // namespace sentences
