// The pieces the page expands term by term, so that every number a reader
// sees in an explanation (a product in a dot product, one token's share of
// an output row) is computed by the core, in the same order as the result it
// explains.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

struct DotTerms {
  std::vector<double> terms;  // a[d] · b[d]
  double sum = 0;             // Σ_d terms, left to right: equal to matmul's cell
};

// q_i · k_j written out: Q row `i` against K row `j`. A sum that is not
// finite (1e200 · 1e200, or +∞ and −∞ terms) is refused as raw_scores
// refuses that cell: InputError "overflow", naming Q or K and the cell.
DotTerms dot_terms(const MatrixD& q, const MatrixD& k, Eigen::Index i, Eigen::Index j);

// Output[i] = Σ_j weights(i, j) · V[j], one term per key: row j of the result
// is weights(i, j) · V[j], and `output` their sum.
struct WeightedTerms {
  MatrixD contributions;  // (m, d_v)
  std::vector<double> output;
};
WeightedTerms weighted_sum_terms(const MatrixD& weights, const MatrixD& v, Eigen::Index i);

constexpr std::int64_t kMaxHistogramBins = 1000;

// Counts of `values` in `bins` equal bins over [low, high]; values outside
// are counted in the first or last bin (and reported), so no sample vanishes.
struct Histogram {
  std::vector<double> counts;
  std::vector<double> edges;  // bins + 1 edges
  std::int64_t clipped = 0;
};
Histogram histogram(const std::vector<double>& values, std::int64_t bins, double low, double high);

// The shape of every tensor in one attention layer, in the order of the
// derivation, for the page's shape summaries. The note is English; its key
// and params say the same for a translation ("shape.queries" with
// {formula: "X·W_Q"} is "X·W_Q: one query per token").
struct NamedShape {
  std::string name;
  std::int64_t rows, cols;
  std::string note;
  std::string note_key;
  std::vector<std::pair<std::string, std::string>> note_params;
};
std::vector<NamedShape> attention_shapes(std::int64_t n, std::int64_t m, std::int64_t d_model, std::int64_t d_k,
                                         std::int64_t d_v);

}  // namespace attention
