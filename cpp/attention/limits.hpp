// The largest problems the JS API accepts, checked before anything is
// allocated so a bad request gets a message instead of an out-of-memory abort.
#pragma once

#include <cstdint>

namespace attention::limits {

constexpr std::int64_t kMaxSequence = 4096;   // n (queries) and m (keys)
constexpr std::int64_t kMaxWidth = 4096;      // d_model, d_k, d_v
constexpr std::int64_t kMaxHeads = 64;
// n·m cells per score matrix: 4 Mi cells is 32 MiB in double, and a call
// keeps three such matrices (scores, scaled, weights) plus the JS copies.
constexpr std::int64_t kMaxScoreCells = std::int64_t{1} << 22;
// Cells of any one input or output matrix (X, Q, W, ...), and of randn/rand.
constexpr std::int64_t kMaxMatrixCells = std::int64_t{1} << 24;

// Throws std::invalid_argument naming `name` when value is outside [1, max].
void require_size(std::int64_t value, std::int64_t max, const char* name);
// Throws when rows·cols exceeds `max_cells`, naming both sizes.
void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, const char* what);

}  // namespace attention::limits
