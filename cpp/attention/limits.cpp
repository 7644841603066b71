#include "attention/limits.hpp"

#include <string>

#include "attention/error.hpp"

namespace attention::limits {

void require_size(std::int64_t value, std::int64_t max, const std::string& argument, const char* counted) {
  if (value < 1 || value > max) {
    const std::string detail = counted ? std::string(" (") + counted + ")" : "";
    throw InputError(value < 1 ? ErrorCode::range : ErrorCode::limit, argument,
                     "must be an integer from 1 to " + std::to_string(max) + detail + ", got " + std::to_string(value),
                     {{"min", 1.0}, {"max", static_cast<double>(max)}, {"got", static_cast<double>(value)}});
  }
}

void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, const std::string& what) {
  // Checked: rows·cols can pass 2^63 (2^40 rows of 2^24), and a wrapped
  // product would slip under the limit.
  const bool fits = rows <= 0 || cols <= 0 || rows <= max_cells / cols;
  if (fits && rows * cols <= max_cells) return;
  const std::string product = fits ? " = " + std::to_string(rows * cols) : "";
  throw InputError(ErrorCode::limit, "",
                   what + ": " + std::to_string(rows) + " x " + std::to_string(cols) + product +
                       " cells is more than the limit of " + std::to_string(max_cells),
                   {{"rows", static_cast<double>(rows)}, {"cols", static_cast<double>(cols)},
                    {"max", static_cast<double>(max_cells)}});
}

}  // namespace attention::limits
