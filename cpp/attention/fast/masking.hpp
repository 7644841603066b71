// The Mask (attention/mask.hpp) as the fast kernels read it.
//
// The kernels never see a hidden key: its score is set to −∞ before the row
// max, so it weighs nothing in ℓ or in P·V, and the causal mask also skips
// whole blocks of keys. Which rows see no key at all comes from the Mask
// itself (Mask::fully_masked_count), never from the values. A finite fill is added
// afterwards, in finish_row(): every key hidden from row i has the same
// scaled score, the fill f, so together they add h_i·e^(f − M) to the row's
// sum and e^(f − M)·Σ vⱼ to its output, with h_i their count and M the row's
// max over the visible scores and f.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/mask.hpp"

namespace attention::fast {

// A raw score the mask leaves visible is NaN or ±∞ (KeyMask::check_visible
// found it at row, column). The entry point turns it into the reference's
// error at the reference's cell, searching from `first_row`, the first row
// of the block that held it: no row before the block has one.
struct ScoreNotFinite {
  std::int64_t first_row, row, column;
};

template <class T>
class KeyMask {
 public:
  KeyMask(const Mask& mask, std::int64_t n, std::int64_t m);

  bool causal() const { return causal_; }
  bool hides_nothing() const { return hides_nothing_; }
  bool finite_fill() const { return finite_fill_; }
  T fill() const { return fill_; }
  bool padded(std::int64_t j) const { return !padded_keys_.empty() && (*padding_)[static_cast<std::size_t>(j)]; }

  // Keys [first, first + count) of a raw score row that are padding: set to
  // −∞, so they weigh nothing. `count` is already cut by the causal mask.
  void hide_padded(T* row, std::int64_t first, std::int64_t count) const;
  // Throws ScoreNotFinite at the first of keys [first, first + count) of
  // query i's raw score row that is not padding and not finite (`count` is
  // already cut by the causal mask; a hidden score is never refused).
  void check_visible(const T* row, std::int64_t first_row, std::int64_t i, std::int64_t first,
                     std::int64_t count) const;
  // How many of keys [first, first + count) are not padding.
  std::int64_t unpadded(std::int64_t first, std::int64_t count) const {
    if (padded_keys_.empty()) return count;
    return unpadded_before_[static_cast<std::size_t>(first + count)] - unpadded_before_[static_cast<std::size_t>(first)];
  }
  bool fully_masked(std::int64_t i) const { return i < fully_masked_count_; }  // always the first rows
  // h_i: the keys hidden from query i.
  std::int64_t hidden_count(std::int64_t i) const;
  // Writes `value` into the cells of weights row i hidden from it; `seen` is
  // the causal cut (keys from `seen` on are all hidden).
  void set_hidden(T* row, std::int64_t seen, T value) const;

 private:
  bool causal_, hides_nothing_, finite_fill_;
  T fill_;
  std::int64_t m_;
  const std::vector<bool>* padding_;
  std::vector<std::int64_t> padded_keys_;      // ascending; empty: no padding
  std::vector<std::int64_t> unpadded_before_;  // [j]: unpadded keys among 0..j−1, j = 0..m
  std::int64_t fully_masked_count_ = 0;        // queries 0 … count − 1 see no key
};

// Σ vⱼ over the keys hidden from query i, for a finite fill. Causal rows
// differ (row i also misses every key after i): sums of the later keys are
// kept every kGroupRows rows and completed per row, which costs far less
// memory than one sum per row at n = 65,536.
template <class T>
class HiddenValues {
 public:
  // `value_down` (or null) scales V's columns as the packed V is scaled.
  HiddenValues(const KeyMask<T>& keys, const T* v, std::int64_t n, std::int64_t m, std::int64_t d_v,
               const T* value_down);
  // output += weight · Σ_{j hidden from i} vⱼ
  void add(T* output, T weight, std::int64_t i) const;

 private:
  static constexpr std::int64_t kGroupRows = 64;
  void add_key(T* sum, std::int64_t j) const;

  const KeyMask<T>& keys_;
  const T* v_;
  const T* value_down_;
  std::int64_t m_, d_v_;
  std::vector<T> padded_sum_;  // Σ over the padded keys
  std::vector<T> later_sum_;   // causal: per group g, Σ over the unpadded keys after its last row
  mutable std::vector<T> row_sum_;
};

// What a row's weights are multiplied by (visible keys) and set to (each
// hidden key), once its output is final.
template <class T>
struct RowScale {
  T visible, hidden;
};

// Turns row i's unnormalised output O (over its visible keys, with max μ of
// their raw scores and ℓ = Σ e^((s − μ)·scale)) into the answer, in place:
// O/ℓ; zeros for a fully masked row under a fill of −∞; with a finite fill,
// (O·c + e^(f − M)·Σ_hidden v) / (ℓ·c + h_i·e^(f − M)), c = e^(μ·scale − M).
// `value_up` (or null) then undoes the scaling of V's columns, column by column.
template <class T>
RowScale<T> finish_row(T* output, std::int64_t d_v, T max, T sum, T scale, std::int64_t i, const KeyMask<T>& keys,
                       const HiddenValues<T>* hidden, const T* value_up);

}  // namespace attention::fast
