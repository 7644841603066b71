#include "attention/adam.hpp"

#include <cmath>

namespace attention {

void adam_update(MatrixD& w, MatrixD& m, MatrixD& v, const MatrixD& grad, const AdamSettings& adam,
                 std::int64_t t) {
  m = adam.beta1 * m + (1 - adam.beta1) * grad;
  v = adam.beta2 * v + (1 - adam.beta2) * grad.cwiseAbs2();
  // Bias correction: the moments start at 0 and would underestimate early on.
  const double m_scale = 1 / (1 - std::pow(adam.beta1, static_cast<double>(t)));
  const double v_scale = 1 / (1 - std::pow(adam.beta2, static_cast<double>(t)));
  w.array() -= adam.learning_rate * (m.array() * m_scale) / ((v.array() * v_scale).sqrt() + adam.epsilon);
}

}  // namespace attention
