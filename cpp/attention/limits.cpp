#include "attention/limits.hpp"

#include <limits>
#include <string>

#include "attention/error.hpp"

namespace attention::limits {

std::optional<std::int64_t> product(std::initializer_list<std::int64_t> factors, std::int64_t max) {
  constexpr std::int64_t kSmall = std::int64_t{1} << 31;  // two of these multiply without overflow
  std::int64_t result = 1;
  for (std::int64_t factor : factors) {
    // The checked multiply is a 128-bit library call on wasm32: sizes that
    // are small, as almost all are, skip it.
    if (result >= 0 && result < kSmall && factor >= 0 && factor < kSmall) {
      result *= factor;
    } else if (__builtin_mul_overflow(result, factor, &result)) {
      return std::nullopt;
    }
    if (result > max) return std::nullopt;
  }
  return result;
}

Count Count::operator*(Count other) const {
  Count r(0);
  r.exact_ = exact_ && other.exact_ && !__builtin_mul_overflow(value_, other.value_, &r.value_) &&
             r.value_ <= kMaxExactCount;
  return r;
}

Count Count::operator+(Count other) const {
  Count r(0);
  r.exact_ = exact_ && other.exact_ && !__builtin_add_overflow(value_, other.value_, &r.value_) &&
             r.value_ <= kMaxExactCount;
  return r;
}

std::int64_t Count::value(const std::string& what) const {
  if (exact_) return value_;
  throw InputError(ErrorCode::limit, "",
                   what + ": the count passes 2^53 = " + std::to_string(kMaxExactCount) +
                       ", beyond which a JS number cannot hold every integer",
                   {{"max", static_cast<double>(kMaxExactCount)}, {"count", what}});
}

void require_size(std::int64_t value, std::int64_t max, std::string_view argument, const char* counted) {
  if (value < 1 || value > max) {
    const std::string detail = counted ? std::string(" (") + counted + ")" : "";
    throw InputError(value < 1 ? ErrorCode::range : ErrorCode::limit, std::string(argument),
                     "must be an integer from 1 to " + std::to_string(max) + detail + ", got " + std::to_string(value),
                     {{"min", 1.0}, {"max", static_cast<double>(max)}, {"got", static_cast<double>(value)}});
  }
}

void require_sequence(std::int64_t length, std::string_view argument) {
  require_size(length, kMaxSequence, argument);
}

void require_width(std::int64_t width, std::string_view argument) { require_size(width, kMaxWidth, argument); }

void require_heads(std::int64_t heads) { require_size(heads, kMaxHeads, "heads"); }

void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, std::string_view what) {
  if (rows <= 0 || cols <= 0) return;  // an empty matrix has no cells to limit
  // Checked: rows·cols can pass 2^63 (2^40 rows of 2^24), and a wrapped
  // product would slip under the limit.
  if (product({rows, cols}, max_cells)) return;
  const std::optional<std::int64_t> cells = product({rows, cols}, std::numeric_limits<std::int64_t>::max());
  const std::string shown = cells ? " = " + std::to_string(*cells) : "";
  throw InputError(ErrorCode::limit, "",
                   std::string(what) + ": " + std::to_string(rows) + " x " + std::to_string(cols) + shown +
                       " cells is more than the limit of " + std::to_string(max_cells),
                   {{"rows", static_cast<double>(rows)}, {"cols", static_cast<double>(cols)},
                    {"max", static_cast<double>(max_cells)}});
}

}  // namespace attention::limits
