// Working memory of the fast path: kept between calls while small, given
// back after a large call.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <memory>
#include <new>
#include <optional>

#include "attention/limits.hpp"

namespace attention::fast {

// The element count of a call's scratch: Σ over parts of Π of each part's
// factors, every product and sum checked, and the total checked to fit a
// size_t of bytes, which on wasm32 is 32 bits: 65,536² wrapped to a tiny
// buffer there, and the kernel wrote past it. Callers pass sizes already
// bounded by their limits; a size that still does not fit is a bug, and
// is refused as an allocation that fails (std::bad_alloc), never wrapped.
template <class T>
std::size_t scratch_count(std::initializer_list<std::initializer_list<std::int64_t>> parts) {
  std::int64_t total = 0;
  for (const auto& factors : parts) {
    for (std::int64_t factor : factors) {
      if (factor < 0) throw std::bad_alloc();
    }
    const std::optional<std::int64_t> part = limits::product(factors, std::numeric_limits<std::int64_t>::max());
    if (!part || __builtin_add_overflow(total, *part, &total)) throw std::bad_alloc();
  }
  if (static_cast<std::uint64_t>(total) > std::numeric_limits<std::size_t>::max() / sizeof(T)) throw std::bad_alloc();
  return static_cast<std::size_t>(total);
}

// A buffer this size or smaller stays allocated between calls: at n = 4 an
// allocation per call would cost as much as the arithmetic. It holds the
// packed K and V of up to a few thousand keys at d = 64.
constexpr std::size_t kKeptScratchBytes = std::size_t{256} << 10;

// Memory for one call at a time. A request of at most kKeptScratchBytes is
// served from a small buffer that stays for the next call; a larger one gets
// a buffer of its own, freed by release(), so one large request does not
// hold tens of megabytes for the rest of the page's life. (A wasm heap never
// shrinks: the space goes back to malloc, for whatever is allocated next.)
template <class T>
class ReusableBuffer {
 public:
  // Uninitialised: the kernels write before they read. Valid until the
  // next acquire() or release().
  T* acquire(std::size_t count) {
    large_.reset();
    if (count * sizeof(T) > kKeptScratchBytes) {
      large_.reset(new T[count]);
      return large_.get();
    }
    if (count > small_capacity_) {
      small_.reset();  // free first: never hold both
      small_.reset(new T[count]);
      small_capacity_ = count;
    }
    return small_.get();
  }
  void release() { large_.reset(); }

 private:
  std::unique_ptr<T[]> small_, large_;
  std::size_t small_capacity_ = 0;
};

// The kernels' scratch for one call: `count` elements until the end of the
// scope, from the one ReusableBuffer per element type. A second Scratch
// alive at the same time (a call from inside an observer) gets a buffer of
// its own.
template <class T>
class Scratch {
 public:
  explicit Scratch(std::size_t count) : shared_(!busy()) {
    data_ = (shared_ ? kept() : own_).acquire(count);
    if (shared_) busy() = true;
  }
  ~Scratch() {
    if (!shared_) return;
    kept().release();
    busy() = false;
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  T* data() const { return data_; }

 private:
  static ReusableBuffer<T>& kept() {
    static ReusableBuffer<T> buffer;
    return buffer;
  }
  static bool& busy() {
    static bool in_use = false;
    return in_use;
  }

  bool shared_;
  ReusableBuffer<T> own_;
  T* data_ = nullptr;
};

}  // namespace attention::fast
