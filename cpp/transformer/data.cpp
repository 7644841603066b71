#include "transformer/data.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace transformer {
namespace {

// SplitMix64's finaliser: every input bit moves every output bit.
std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A uniform integer in [0, count) from the generator's doubles.
Eigen::Index draw_index(numpy::RandomState& rng, Eigen::Index count) {
  return std::min<Eigen::Index>(static_cast<Eigen::Index>(rng.random_sample() * static_cast<double>(count)), count - 1);
}

// `count` distinct tokens of the vocabulary, in random order.
Tokens distinct_tokens(numpy::RandomState& rng, const Config& c, Eigen::Index count) {
  Tokens pool(static_cast<std::size_t>(c.vocab));
  std::iota(pool.begin(), pool.end(), Eigen::Index{0});
  for (Eigen::Index i = 0; i < count; ++i) std::swap(pool[i], pool[i + draw_index(rng, c.vocab - i)]);
  pool.resize(static_cast<std::size_t>(count));
  return pool;
}

// `before`, the segment twice, then `after`.
Sequence with_repeat(Tokens before, const Tokens& segment, const Tokens& after) {
  Sequence s{std::move(before), 0, static_cast<Eigen::Index>(segment.size())};
  s.start = static_cast<Eigen::Index>(s.tokens.size());
  for (int copy = 0; copy < 2; ++copy) s.tokens.insert(s.tokens.end(), segment.begin(), segment.end());
  s.tokens.insert(s.tokens.end(), after.begin(), after.end());
  return s;
}

Tokens random_tokens(numpy::RandomState& rng, const Config& c, Eigen::Index count) {
  Tokens tokens(static_cast<std::size_t>(count));
  for (Eigen::Index& t : tokens) t = draw_index(rng, c.vocab);
  return tokens;
}

constexpr std::uint64_t kTrainingTag = 0x7472616E73000001ull, kScoringTag = 0x73636F7265000002ull;

}  // namespace

Sequence repeated_sequence(numpy::RandomState& rng, const Config& c) {
  return with_repeat({}, distinct_tokens(rng, c, probe_half(c)), {});
}

Eigen::Index probe_half(const Config& c) { return c.context / 3; }

Sequence training_sequence(numpy::RandomState& rng, const Config& c) {
  const Eigen::Index period = 2 + draw_index(rng, c.half() - 1);
  const Eigen::Index start = draw_index(rng, c.context - 2 * period + 1);
  const Tokens segment = distinct_tokens(rng, c, period);
  Tokens before = random_tokens(rng, c, start);
  return with_repeat(std::move(before), segment, random_tokens(rng, c, c.context - start - 2 * period));
}

std::uint32_t training_seed(double seed, std::int64_t step) {
  const std::uint64_t s = numpy::checked_seed(seed);
  return static_cast<std::uint32_t>(mix(mix(s ^ kTrainingTag) + static_cast<std::uint64_t>(step)));
}

std::uint32_t scoring_seed(double seed) {
  return static_cast<std::uint32_t>(mix(numpy::checked_seed(seed) ^ kScoringTag));
}

template <class Draw>
std::vector<Sequence> draw_sequences(std::uint32_t generator_seed, std::int64_t count, Draw draw) {
  numpy::RandomState rng(static_cast<double>(generator_seed));
  std::vector<Sequence> sequences;
  for (std::int64_t s = 0; s < count; ++s) sequences.push_back(draw(rng));
  return sequences;
}

std::vector<Sequence> repeated_sequences(const Config& c, std::uint32_t generator_seed, std::int64_t count) {
  return draw_sequences(generator_seed, count, [&c](numpy::RandomState& rng) { return repeated_sequence(rng, c); });
}

std::vector<Sequence> training_sequences(const Config& c, std::uint32_t generator_seed, std::int64_t count) {
  return draw_sequences(generator_seed, count, [&c](numpy::RandomState& rng) { return training_sequence(rng, c); });
}

}  // namespace transformer
