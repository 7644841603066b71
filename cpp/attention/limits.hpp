// The largest problems the JS API accepts, checked before anything is
// allocated so a bad request gets a message instead of an out-of-memory abort.
#pragma once

#include <cstdint>
#include <string>

namespace attention::limits {

constexpr std::int64_t kMaxSequence = 4096;   // n (queries) and m (keys)
constexpr std::int64_t kMaxWidth = 4096;      // d_model, d_k, d_v
constexpr std::int64_t kMaxHeads = 64;
// n·m cells per score matrix: 4 Mi cells is 32 MiB in double, and a call
// keeps three such matrices (raw scores, scaled scores, weights) plus the JS copies.
constexpr std::int64_t kMaxScoreCells = std::int64_t{1} << 22;
// Cells of any one input or output matrix (X, Q, W, ...), and of randn/rand.
constexpr std::int64_t kMaxMatrixCells = std::int64_t{1} << 24;

// Throws InputError for `argument` when value is outside [1, max]: "range"
// below 1, "limit" above max. `counted` says what the number counts when the
// argument is a list ("one per row of X").
void require_size(std::int64_t value, std::int64_t max, const std::string& argument, const char* counted = nullptr);
// Throws InputError "limit" when rows·cols exceeds `max_cells` (checked, so a
// product past 2^63 cannot wrap under it). The error is about the request as
// a whole (argument ""); `what` names the product: "n x m scores".
void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, const std::string& what);

}  // namespace attention::limits
