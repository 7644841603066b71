// numpy's legacy generator (np.random.seed / randn / rand), reproduced bit for bit.
//
// The walkthrough's Python script calls np.random.seed(s) and randn(); for our
// numbers to be the script's numbers, this must be the very same stream:
// MT19937 seeded by init_genrand, 53-bit doubles from two 32-bit draws, and
// the polar (Marsaglia) Gaussian that caches its second value.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace numpy {

// The seeds numpy accepts for an integer seed: 0 ... 2**32 - 1.
constexpr std::uint64_t kMaxSeed = 0xFFFFFFFFull;

class RandomState {
 public:
  // Throws attention::InputError ("seed"), with numpy's message, for a seed outside
  // [0, 2**32 - 1] (taken as a double so negative and fractional seeds can be
  // reported rather than silently wrapped).
  explicit RandomState(double seed);

  void seed(double seed);
  std::uint32_t next_uint32();
  double random_sample();  // np.random.rand(): uniform in [0, 1)
  double gauss();          // np.random.randn(): standard normal

  // Row-major draws, in numpy's C order.
  std::vector<double> randn(std::size_t rows, std::size_t cols);
  std::vector<double> rand(std::size_t rows, std::size_t cols);

 private:
  void reload();

  static constexpr int kStateLength = 624;
  std::array<std::uint32_t, kStateLength> key_{};
  int pos_ = kStateLength;
  bool has_gauss_ = false;
  double cached_gauss_ = 0.0;
};

// Validates a seed the way np.random.seed does; returns it as an integer.
std::uint32_t checked_seed(double seed);

}  // namespace numpy
