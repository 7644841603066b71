// Working memory of the fast kernels.
#pragma once

#include <cstddef>
#include <vector>

namespace attention::fast {

// Grow-only scratch, one per element type: at n = 4 three allocations a call
// cost as much as the arithmetic. Holds packed K and V, about (d_k + d_v + 16)·m elements, plus
// the tiled path's small tiles. Not thread-safe, like the rest of the module.
template <class T>
T* scratch(std::size_t count) {
  static std::vector<T> buffer;
  if (buffer.size() < count) {
    std::vector<T>().swap(buffer);
    buffer.resize(count);
  }
  return buffer.data();
}

}  // namespace attention::fast
