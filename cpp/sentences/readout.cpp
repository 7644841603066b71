#include "sentences/readout.hpp"

#include <cmath>

namespace sentences {

Eigen::Index argmax(const Eigen::RowVectorXd& values) {
  Eigen::Index best = 0;
  for (Eigen::Index i = 1; i < values.size(); ++i) {
    if (values(i) > values(best)) best = i;
  }
  return best;
}

ScoredAnswer score_answer(const Eigen::RowVectorXd& scores, int answer) {
  // Shifted by the largest score, so exp cannot overflow.
  const double top = scores.maxCoeff();
  const Eigen::RowVectorXd exps = (scores.array() - top).exp().matrix();
  const double sum = exps.sum();
  ScoredAnswer out;
  out.loss = std::log(sum) - (scores(answer) - top);
  out.d_scores = exps / sum;
  out.d_scores(answer) -= 1;
  out.predicted = static_cast<int>(argmax(scores));
  return out;
}

}  // namespace sentences
