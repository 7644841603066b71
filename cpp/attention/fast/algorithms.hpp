// The two algorithms of the fast path, one head at a time (fast_attention.cpp
// checks the request and runs them head after head).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>

#include "attention/fast/masking.hpp"
#include "attention/fast_attention.hpp"

namespace attention::fast {

// Keys row i may see, of the `count` starting at key `first`, before padding.
inline std::int64_t visible_keys(bool causal, std::int64_t i, std::int64_t first, std::int64_t count) {
  if (!causal) return count;
  return std::clamp<std::int64_t>(i + 1 - first, 0, count);
}

// One head's inputs, and what their largest entries let the kernels skip
// (fast_attention.cpp sets both from Q, K and V before the head runs).
template <class T>
struct Head {
  const T* q;
  const T* k;
  const T* v;
  // A score may overflow (|Q|·|K|·d_k could pass T's range): each visible
  // one is checked as it is formed (KeyMask::check_visible). Otherwise none
  // can, and no score is looked at twice.
  bool check_scores = false;
  // Null, or per column of V: a power of two that V's column is multiplied
  // by as it is packed, and its inverse that the output is multiplied by at
  // the end, so that the unnormalised Σ e^(s − μ)·v, up to m times the
  // largest |v|, cannot overflow where the answer (at most the largest |v|)
  // does not.
  const T* value_down = nullptr;
  const T* value_up = nullptr;
};

// Forms the head's n×m weights, a strip of rows at a time (materialised.cpp);
// `weights` may be null, and the strip's scores then stay in scratch.
template <class T>
void attend_head_materialised(const Shape& s, const Head<T>& head, const KeyMask<T>& keys, T* out, T* weights);

// Online softmax over blocks of keys (tiled.cpp); never forms the n×m matrix.
template <class T>
void attend_head_tiled(const Shape& s, const Head<T>& head, const KeyMask<T>& keys, T* out, std::int64_t query_block,
                       std::int64_t key_block, const std::function<void(const TileState<T>&)>& observe);

}  // namespace attention::fast
