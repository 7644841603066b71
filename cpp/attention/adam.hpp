// Adam (Kingma & Ba 2015), one parameter matrix at a time: the optimiser of
// the toy trainer and of the transformer.
//   m ← β₁·m + (1 − β₁)·g,   v ← β₂·v + (1 − β₂)·g²
//   w ← w − lr · (m / (1 − β₁ᵗ)) / (√(v / (1 − β₂ᵗ)) + ε)
#pragma once

#include <cstdint>

#include "attention/matrix.hpp"

namespace attention {

struct AdamSettings {
  double learning_rate = 0.02;
  double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
};

// One step t (from 1) for w with gradient `grad`; m and v are w's moments.
void adam_update(MatrixD& w, MatrixD& m, MatrixD& v, const MatrixD& grad, const AdamSettings& adam, std::int64_t t);

}  // namespace attention
