#include "attention/fast/masking.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "attention/fast/vector_math.hpp"

namespace attention::fast {

template <class T>
KeyMask<T>::KeyMask(const Mask& mask, std::int64_t n, std::int64_t m)
    : causal_(mask.causal),
      hides_nothing_(mask.empty()),
      // A finite fill beyond T's range rounds to ±∞ here, as the reference's
      // cast does; attend() refuses +∞ and −∞ then acts as the fill −∞.
      finite_fill_(std::isfinite(static_cast<T>(mask.fill))),
      fill_(static_cast<T>(mask.fill)),
      m_(m),
      padding_(&mask.key_padding) {
  for (std::int64_t j = 0; j < static_cast<std::int64_t>(mask.key_padding.size()); ++j) {
    if (mask.key_padding[static_cast<std::size_t>(j)]) padded_keys_.push_back(j);
  }
  if (!padded_keys_.empty()) {
    unpadded_before_.assign(static_cast<std::size_t>(m + 1), 0);
    for (std::int64_t j = 0; j < m; ++j)
      unpadded_before_[static_cast<std::size_t>(j + 1)] = unpadded_before_[static_cast<std::size_t>(j)] + !padded(j);
  }
  fully_masked_count_ = mask.fully_masked_count(n, m);
}

template <class T>
void KeyMask<T>::hide_padded(T* row, std::int64_t first, std::int64_t count) const {
  auto key = std::lower_bound(padded_keys_.begin(), padded_keys_.end(), first);
  for (; key != padded_keys_.end() && *key < first + count; ++key) row[*key - first] = -std::numeric_limits<T>::infinity();
}

template <class T>
void KeyMask<T>::check_visible(const T* row, std::int64_t first_row, std::int64_t i, std::int64_t first,
                               std::int64_t count) const {
  // The runs of unpadded keys between padded ones, each checked in one
  // vectorised pass.
  auto key = std::lower_bound(padded_keys_.begin(), padded_keys_.end(), first);
  for (std::int64_t begin = first, end = first + count; begin < end;) {
    const bool padded_key = key != padded_keys_.end() && *key < end;
    const std::int64_t run_end = padded_key ? *key : end;
    const std::int64_t bad = first_non_finite(row + (begin - first), run_end - begin);
    if (bad >= 0) throw ScoreNotFinite{first_row, i, begin + bad};
    begin = run_end + 1;  // past the padded key
    if (padded_key) ++key;
  }
}

template <class T>
std::int64_t KeyMask<T>::hidden_count(std::int64_t i) const {
  return m_ - unpadded(0, causal_ ? std::min(i + 1, m_) : m_);
}

template <class T>
void KeyMask<T>::set_hidden(T* row, std::int64_t seen, T value) const {
  for (std::int64_t j : padded_keys_) {
    if (j >= seen) break;
    row[j] = value;
  }
  std::fill(row + seen, row + m_, value);
}

template <class T>
void HiddenValues<T>::add_key(T* sum, std::int64_t j) const {
  const T* v = v_ + j * d_v_;
  if (!value_down_) {
    for (std::int64_t c = 0; c < d_v_; ++c) sum[c] += v[c];
  } else {
    for (std::int64_t c = 0; c < d_v_; ++c) sum[c] += v[c] * value_down_[c];
  }
}

template <class T>
HiddenValues<T>::HiddenValues(const KeyMask<T>& keys, const T* v, std::int64_t n, std::int64_t m, std::int64_t d_v,
                              const T* value_down)
    : keys_(keys), v_(v), value_down_(value_down), m_(m), d_v_(d_v),
      padded_sum_(static_cast<std::size_t>(d_v), T(0)), row_sum_(static_cast<std::size_t>(d_v)) {
  for (std::int64_t j = 0; j < m; ++j)
    if (keys.padded(j)) add_key(padded_sum_.data(), j);
  if (!keys.causal()) return;
  const std::int64_t groups = (std::min(n, m) + kGroupRows - 1) / kGroupRows;
  later_sum_.assign(static_cast<std::size_t>(groups * d_v), T(0));
  std::vector<T> running(static_cast<std::size_t>(d_v), T(0));
  std::int64_t j = m - 1;
  for (std::int64_t g = groups - 1; g >= 0; --g) {
    const std::int64_t last_row = std::min(g * kGroupRows + kGroupRows - 1, m - 1);
    for (; j > last_row; --j)
      if (!keys.padded(j)) add_key(running.data(), j);
    std::copy(running.begin(), running.end(), later_sum_.begin() + g * d_v);
  }
}

template <class T>
void HiddenValues<T>::add(T* output, T weight, std::int64_t i) const {
  std::copy(padded_sum_.begin(), padded_sum_.end(), row_sum_.begin());
  if (keys_.causal() && i < m_ - 1) {  // keys i+1 … m−1: the group's later sum, then the rest of the group
    const std::int64_t g = i / kGroupRows, last_row = std::min(g * kGroupRows + kGroupRows - 1, m_ - 1);
    for (std::int64_t c = 0; c < d_v_; ++c) row_sum_[c] += later_sum_[g * d_v_ + c];
    for (std::int64_t j = i + 1; j <= last_row; ++j)
      if (!keys_.padded(j)) add_key(row_sum_.data(), j);
  }
  for (std::int64_t c = 0; c < d_v_; ++c) output[c] += weight * row_sum_[c];
}

namespace {

// finish_row up to the scaling of V's columns.
template <class T>
RowScale<T> normalise_row(T* output, std::int64_t d_v, T max, T sum, T scale, std::int64_t i, const KeyMask<T>& keys,
                          const HiddenValues<T>* hidden) {
  const bool fully_masked = keys.fully_masked(i);
  const std::int64_t h = hidden ? keys.hidden_count(i) : 0;
  if (h == 0) {
    if (fully_masked) {  // fill −∞: every weight e^−∞ = 0, and so the output
      std::fill(output, output + d_v, T(0));
      return {T(0), T(0)};
    }
    const T inverse = T(1) / sum;
    scale_row(output, d_v, inverse);
    return {inverse, T(0)};
  }
  // The row's max M over the visible scaled scores and the fill; c rescales
  // the visible keys' terms from μ to M, w is each hidden key's e^(f − M).
  const T f = keys.fill(), a = kLog2e<T>;
  const T visible_max = fully_masked ? -std::numeric_limits<T>::infinity() : max * scale;
  const T top = std::max(visible_max, f);
  const T c = fully_masked ? T(0) : visible_max == top ? T(1) : exp2_scalar((visible_max - top) * a);
  const T w = f == top ? T(1) : exp2_scalar((f - top) * a);
  const T total = sum * c + static_cast<T>(h) * w;
  const RowScale<T> row{c / total, w / total};
  scale_row(output, d_v, row.visible);
  hidden->add(output, row.hidden, i);
  return row;
}

}  // namespace

template <class T>
RowScale<T> finish_row(T* output, std::int64_t d_v, T max, T sum, T scale, std::int64_t i, const KeyMask<T>& keys,
                       const HiddenValues<T>* hidden, const T* value_up) {
  const RowScale<T> row = normalise_row(output, d_v, max, sum, scale, i, keys, hidden);
  if (value_up) {
    for (std::int64_t c = 0; c < d_v; ++c) output[c] *= value_up[c];  // a power of two: exact
  }
  return row;
}

template class KeyMask<float>;
template class KeyMask<double>;
template class HiddenValues<float>;
template class HiddenValues<double>;
template RowScale<float> finish_row(float*, std::int64_t, float, float, float, std::int64_t, const KeyMask<float>&,
                                    const HiddenValues<float>*, const float*);
template RowScale<double> finish_row(double*, std::int64_t, double, double, double, std::int64_t,
                                     const KeyMask<double>&, const HiddenValues<double>*, const double*);

}  // namespace attention::fast
