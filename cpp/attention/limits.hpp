// The largest problems the API accepts, checked before anything is allocated
// so a bad request gets a message instead of an out-of-memory abort, and the
// arithmetic on sizes that cannot wrap while checking them.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace attention::limits {

constexpr std::int64_t kMaxSequence = 4096;   // n (queries) and m (keys)
constexpr std::int64_t kMaxWidth = 4096;      // d_model, d_k, d_v
constexpr std::int64_t kMaxHeads = 64;
// n·m cells per score matrix: 4 Mi cells is 32 MiB in double, and a call
// keeps three such matrices (raw scores, scaled scores, weights) plus the JS copies.
constexpr std::int64_t kMaxScoreCells = std::int64_t{1} << 22;
// Cells of any one input or output matrix (X, Q, W, ...), and of randn/rand.
constexpr std::int64_t kMaxMatrixCells = std::int64_t{1} << 24;
// A JS number holds every integer up to 2^53 exactly, and not all beyond:
// a count the API returns (parameters, FLOPs) is below this or refused.
constexpr std::int64_t kMaxExactCount = std::int64_t{1} << 53;

// Π factors, or nothing when a partial product passes `max` (never wraps:
// 2^40 · 2^24 is refused, not 2^64 mod 2^64 = 0). Factors must be ≥ 0.
std::optional<std::int64_t> product(std::initializer_list<std::int64_t> factors, std::int64_t max = kMaxExactCount);

// A count that must stay exact in a JS number. Arithmetic on it is checked;
// once a result passes 2^53 it is marked inexact, and value() refuses it.
class Count {
 public:
  Count(std::int64_t value) : value_(value) {}  // NOLINT: a size is a count
  Count operator*(Count other) const;
  Count operator+(Count other) const;
  // The value, or InputError "limit" (argument "") saying that `what` passes 2^53.
  std::int64_t value(const std::string& what) const;

 private:
  std::int64_t value_;
  bool exact_ = true;
};

// Throws InputError for `argument` when value is outside [1, max]: "range"
// below 1, "limit" above max. (Names are string_views: a call that passes
// builds no string; one is made only for an error.) `counted` says what the number counts when the
// argument is a list ("one per row of X").
void require_size(std::int64_t value, std::int64_t max, std::string_view argument, const char* counted = nullptr);
// The size rules many calls share, one function each: n, m and other
// sequence lengths up to kMaxSequence; d_model, d_k, d_v up to kMaxWidth;
// 1 to kMaxHeads heads ("heads").
void require_sequence(std::int64_t length, std::string_view argument);
void require_width(std::int64_t width, std::string_view argument);
void require_heads(std::int64_t heads);
// Throws InputError "limit" when rows·cols exceeds `max_cells` (checked, so a
// product past 2^63 cannot wrap under it). The error is about the request as
// a whole (argument ""); `what` names the product: "n x m scores".
void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, std::string_view what);

}  // namespace attention::limits
