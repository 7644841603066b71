// Test inputs drawn from numpy's generator, so any case can be rebuilt in
// numpy with np.random.seed(seed); np.random.randn(rows, cols).
#pragma once

#include <vector>

#include "attention/matrix.hpp"
#include "numpy/legacy_random.hpp"

inline attention::MatrixD random_matrix(numpy::RandomState& rng, Eigen::Index rows, Eigen::Index cols) {
  const std::vector<double> v = rng.randn(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  return Eigen::Map<const attention::MatrixD>(v.data(), rows, cols);
}

inline attention::MatrixD random_matrix(double seed, Eigen::Index rows, Eigen::Index cols) {
  numpy::RandomState rng(seed);
  return random_matrix(rng, rows, cols);
}
