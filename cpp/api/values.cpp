#include "api/values.hpp"

#include "attention/error.hpp"
#include "attention/limits.hpp"

namespace api {
namespace {

using attention::ErrorCode;
using attention::InputError;

// "expected a number at row 0, column 1, got null"; a list (one row) names
// the index alone.
template <class T>
void read_all(const Given<T>& items, T* out, std::int64_t cols, const char* expected, const std::string& argument) {
  const std::optional<WrongItem> bad = items.read(out);
  if (!bad) return;
  const bool list = items.count() == cols;
  attention::Position where = list ? attention::list_position(bad->index)
                                   : attention::cell_position(bad->index / cols, bad->index % cols);
  if (!list) where.params.emplace_back("index", static_cast<double>(bad->index));
  where.params.emplace_back("expected", expected);
  where.params.emplace_back("got", bad->got);
  throw InputError(ErrorCode::type, argument,
                   std::string("expected ") + expected + " at " + where.text + ", got " + bad->got, where.params);
}

void require_count(std::int64_t count, std::int64_t max, const std::string& argument) {
  if (count <= max) return;
  throw InputError(ErrorCode::limit, argument,
                   "at most " + std::to_string(max) + " numbers, got " + std::to_string(count),
                   {{"max", static_cast<double>(max)}, {"got", static_cast<double>(count)}});
}

}  // namespace

void require_given(bool given, const std::string& argument) {
  if (!given) throw InputError(ErrorCode::required, argument, "is required");
}

template <class T>
T required(const std::optional<T>& value, const char* argument) {
  require_given(value.has_value(), argument);
  return *value;
}

template std::int64_t required(const std::optional<std::int64_t>&, const char*);
template double required(const std::optional<double>&, const char*);

Values values_of(const MatrixD& m) { return Values(std::vector<double>(m.data(), m.data() + m.size())); }

MatrixD matrix_of(const Values& values, std::int64_t rows, std::int64_t cols, const std::string& argument) {
  require_given(values.given(), argument);
  if (rows < 0 || cols < 0) {
    throw InputError(ErrorCode::range, argument, "a matrix cannot have a negative size",
                     {{"rows", static_cast<double>(rows)}, {"cols", static_cast<double>(cols)}});
  }
  // Every entry point checks its sizes first; this guards any other caller.
  attention::limits::require_cells(rows, cols, attention::limits::kMaxMatrixCells, argument);
  const std::int64_t count = rows * cols;
  if (values.count() != count) {
    throw InputError(ErrorCode::shape, argument,
                     "expected " + std::to_string(count) + " values (" + std::to_string(rows) + " x " +
                         std::to_string(cols) + ", row-major), got " + std::to_string(values.count()),
                     {{"expected", static_cast<double>(count)}, {"got", static_cast<double>(values.count())}});
  }
  MatrixD m(rows, cols);
  if (count > 0) read_all(values, m.data(), cols, "a number", argument);
  return m;
}

std::vector<double> list_of(const Values& values, std::int64_t max, const std::string& argument) {
  require_given(values.given(), argument);
  require_count(values.count(), max, argument);
  std::vector<double> list(static_cast<std::size_t>(values.count()));
  if (!list.empty()) read_all(values, list.data(), values.count(), "a number", argument);
  return list;
}

std::vector<std::string> strings_of(const Texts& texts, const std::string& argument) {
  require_given(texts.given(), argument);
  std::vector<std::string> list(static_cast<std::size_t>(texts.count()));
  if (!list.empty()) read_all(texts, list.data(), texts.count(), "a string", argument);
  return list;
}

}  // namespace api
