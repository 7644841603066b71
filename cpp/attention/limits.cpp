#include "attention/limits.hpp"

#include <stdexcept>
#include <string>

namespace attention::limits {

void require_size(std::int64_t value, std::int64_t max, const char* name) {
  if (value < 1 || value > max) {
    throw std::invalid_argument(std::string(name) + ": must be an integer from 1 to " + std::to_string(max) +
                                ", got " + std::to_string(value));
  }
}

void require_cells(std::int64_t rows, std::int64_t cols, std::int64_t max_cells, const char* what) {
  if (rows * cols > max_cells) {
    throw std::invalid_argument(std::string(what) + ": " + std::to_string(rows) + " x " + std::to_string(cols) +
                                " = " + std::to_string(rows * cols) + " cells is more than the limit of " +
                                std::to_string(max_cells));
  }
}

}  // namespace attention::limits
