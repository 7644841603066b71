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

// Forms the head's n×m weights, a strip of rows at a time (materialised.cpp);
// `weights` may be null, and the strip's scores then stay in scratch.
template <class T>
void attend_head_materialised(const Shape& s, const T* q, const T* k, const T* v, const KeyMask<T>& keys, T* out,
                              T* weights);

// Online softmax over blocks of keys (tiled.cpp); never forms the n×m matrix.
template <class T>
void attend_head_tiled(const Shape& s, const T* q, const T* k, const T* v, const KeyMask<T>& keys, T* out,
                       std::int64_t query_block, std::int64_t key_block,
                       const std::function<void(const TileState<T>&)>& observe);

}  // namespace attention::fast
