// What a caller hands to the API: numbers (a JS array, a typed array, a
// std::vector) and strings. The core reads them only after it has checked
// how many there must be, so a wrong count is refused before anything is
// copied, and an entry of the wrong kind is refused by position, never
// coerced ('1', null and true are not numbers).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "attention/matrix.hpp"

namespace api {

using attention::MatrixD;

// What a reader found where an item belongs: its index and, for the
// message, what it was ("null", "string '1'", "an Array").
struct WrongItem {
  std::int64_t index;
  std::string got;
};

// count() items of type T, read on demand.
template <class T>
class Given {
 public:
  // Writes count() items to `out`, or stops at the first entry of the wrong
  // kind and says which.
  using Reader = std::function<std::optional<WrongItem>(T* out)>;

  Given() = default;  // not given
  Given(std::int64_t count, Reader read) : given_(true), count_(count), read_(std::move(read)) {}
  // C++ callers and the fuzzers hand over a vector.
  Given(std::vector<T> items)  // NOLINT: a vector is the natural way to give items
      : given_(true), count_(static_cast<std::int64_t>(items.size())) {
    auto held = std::make_shared<std::vector<T>>(std::move(items));
    read_ = [held](T* out) -> std::optional<WrongItem> {
      std::copy(held->begin(), held->end(), out);
      return std::nullopt;
    };
  }

  bool given() const { return given_; }
  std::int64_t count() const { return count_; }
  std::optional<WrongItem> read(T* out) const { return read_(out); }

 private:
  bool given_ = false;
  std::int64_t count_ = 0;
  Reader read_;
};

using Values = Given<double>;
using Texts = Given<std::string>;

// A matrix's entries, row-major.
Values values_of(const MatrixD& m);

// The rows × cols matrix the values hold, row-major. Throws InputError for
// `argument`: "required" when not given, "shape" for a count other than
// rows·cols, "type" naming the index (and row and column) of an entry that
// is not a number. Finiteness is the caller's rule (softmax takes −∞,
// attention does not).
MatrixD matrix_of(const Values& values, std::int64_t rows, std::int64_t cols, const std::string& argument);

// Up to `max` numbers ("limit" past it), of any count.
std::vector<double> list_of(const Values& values, std::int64_t max, const std::string& argument);

// The strings, of any count and length: the caller checks texts.count()
// against its own limit before it asks for them.
std::vector<std::string> strings_of(const Texts& texts, const std::string& argument);

// An option the call cannot do without: "n: is required".
template <class T>
T required(const std::optional<T>& value, const char* argument);
void require_given(bool given, const std::string& argument);

}  // namespace api
