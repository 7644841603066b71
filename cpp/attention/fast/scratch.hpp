// Working memory of the fast path: kept between calls while small, given
// back after a large call.
#pragma once

#include <cstddef>
#include <memory>

namespace attention::fast {

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
