// numpy 1.24 / Python text output, reproduced character for character.
//
// Digit generation relies only on snprintf and strtod, which both glibc and
// musl (Emscripten) implement exactly: printf rounds the exact binary value
// half-to-even, strtod rounds correctly. std::to_chars for doubles is not
// available in Emscripten 3.1.6's libc++, so it is deliberately not used.
#include "numpy/printing.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace numpy {
namespace {

// numpy's print options that the page relies on (the defaults).
constexpr int kPrecision = 8;
constexpr std::size_t kLineWidth = 75;
constexpr std::size_t kThreshold = 1000;
constexpr std::size_t kEdgeItems = 3;

// printf into a std::string of exactly the right size, whatever the precision.
template <typename... Args>
std::string sprintf_string(const char* format, Args... args) {
  const int size = std::snprintf(nullptr, 0, format, args...);
  std::string out(static_cast<std::size_t>(size) + 1, '\0');
  std::snprintf(&out[0], out.size(), format, args...);
  out.resize(static_cast<std::size_t>(size));
  return out;
}

// |x| as significant decimal digits d1 d2 ... and the power of ten of d1.
struct Decimal {
  std::string digits;
  int exponent = 0;
};

// |x| correctly rounded to `significant` digits (half-even on the exact value).
Decimal round_significant(double x, int significant) {
  const std::string text = sprintf_string("%.*e", significant - 1, std::fabs(x));
  Decimal d;
  const std::size_t e = text.find('e');
  for (std::size_t i = 0; i < e; ++i) {
    if (text[i] != '.') d.digits += text[i];
  }
  d.exponent = std::atoi(text.c_str() + e + 1);
  return d;
}

bool reads_back_as(const Decimal& d, double magnitude) {
  const std::string text = d.digits + "e" + std::to_string(d.exponent - static_cast<int>(d.digits.size()) + 1);
  return std::strtod(text.c_str(), nullptr) == magnitude;
}

// Shortest digits that read back as |x|, or false if more than
// `max_significant` are needed. Correct rounding to p digits yields the nearest
// p-digit decimal, which is the one Dragon4 and Python's repr pick. (At a power
// of two the interval below x is narrower, so a farther decimal above x could
// read back when the nearest does not; that needs ~16 digits, more than numpy's
// precision cap leaves in any case array_str reaches, and every power of two
// in the positional range [1e-4, 1e8) is a short exact decimal anyway.)
bool shortest_digits(double x, int max_significant, Decimal* out) {
  const double magnitude = std::fabs(x);
  for (int p = 1; p <= std::min(max_significant, 17); ++p) {
    Decimal d = round_significant(magnitude, p);
    if (reads_back_as(d, magnitude)) {
      *out = d;
      return true;
    }
  }
  return false;
}

void trim_trailing_zeros(std::string* s) {
  while (!s->empty() && s->back() == '0') s->pop_back();
}

// A finite value split around the decimal point, as numpy's first pass sees it:
// "-12" and "5" for -12.5; exponent is used in scientific mode only.
struct Parts {
  std::string int_part;
  std::string frac_part;
  int exponent = 0;
};

// dragon4_positional(x, precision=8, unique=True, trim='.'): shortest digits,
// but never more than 8 after the point; trailing zeros trimmed.
Parts positional_parts(double x) {
  Parts parts;
  const std::string sign = std::signbit(x) ? "-" : "";
  Decimal d;
  if (x == 0.0) {
    parts.int_part = sign + "0";
    return parts;
  }
  const bool short_enough = shortest_digits(x, 17, &d) &&
                            static_cast<int>(d.digits.size()) - 1 - d.exponent <= kPrecision;
  if (!short_enough) {
    // Cut at the 8th fractional digit, rounding the exact value half-even.
    const std::string text = sprintf_string("%.*f", kPrecision, x);
    const std::size_t dot = text.find('.');
    parts.int_part = text.substr(0, dot);
    parts.frac_part = text.substr(dot + 1);
    trim_trailing_zeros(&parts.frac_part);
    return parts;
  }
  const int n = static_cast<int>(d.digits.size());
  if (d.exponent >= 0) {
    std::string whole = d.digits;
    if (n < d.exponent + 1) whole.append(static_cast<std::size_t>(d.exponent + 1 - n), '0');
    parts.int_part = sign + whole.substr(0, static_cast<std::size_t>(d.exponent + 1));
    parts.frac_part = whole.substr(static_cast<std::size_t>(d.exponent + 1));
  } else {
    parts.int_part = sign + "0";
    parts.frac_part = std::string(static_cast<std::size_t>(-d.exponent - 1), '0') + d.digits;
  }
  trim_trailing_zeros(&parts.frac_part);
  return parts;
}

std::string exponent_text(int exponent, std::size_t min_digits) {
  std::string digits = std::to_string(std::abs(exponent));
  if (digits.size() < min_digits) digits.insert(0, min_digits - digits.size(), '0');
  return std::string(exponent < 0 ? "e-" : "e+") + digits;
}

// dragon4_scientific(x, precision=8, unique=True, trim='.'): shortest digits,
// at most 8 after the point, exponent with at least two digits.
Parts scientific_parts(double x) {
  Parts parts;
  const std::string sign = std::signbit(x) ? "-" : "";
  Decimal d;
  if (x == 0.0) {
    d.digits = "0";
  } else if (!shortest_digits(x, kPrecision + 1, &d)) {
    d = round_significant(x, kPrecision + 1);
  }
  parts.int_part = sign + d.digits.substr(0, 1);
  parts.frac_part = d.digits.substr(1);
  trim_trailing_zeros(&parts.frac_part);
  parts.exponent = d.exponent;
  return parts;
}

// FloatingFormat from numpy's arrayprint: one layout shared by all elements.
class FloatFormat {
 public:
  explicit FloatFormat(const std::vector<double>& data) {
    choose_notation(data);
    measure(data);
  }

  std::string operator()(double x) const {
    if (!std::isfinite(x)) {
      const std::string text = std::isnan(x) ? "nan" : (x < 0 ? "-inf" : "inf");
      return pad_to(text, pad_left_ + pad_right_ + 1);
    }
    if (exp_format_) {
      // numpy's second pass: dragon4_scientific(precision=min_digits=p). It
      // generates exactly p fractional digits of the exact value, rounded
      // half-even, rather than padding the shortest digits with zeros. For a
      // normal double the two agree (its shortest digits lie within 1e-16 of
      // it); a subnormal has so few bits that they do not: 5e-324 is
      // 4.94065...e-324, printed "4.9e-324" beside 1.5.
      const Decimal d = round_significant(x, static_cast<int>(precision_) + 1);
      const std::string sign = std::signbit(x) ? "-" : "";
      return pad_to(sign + d.digits.substr(0, 1), pad_left_) + "." + d.digits.substr(1) +
             exponent_text(x == 0.0 ? 0 : d.exponent, exp_size_);
    }
    const Parts parts = positional_parts(x);
    return pad_to(parts.int_part, pad_left_) + "." + parts.frac_part +
           std::string(pad_right_ - parts.frac_part.size(), ' ');
  }

 private:
  static std::string pad_to(const std::string& s, std::size_t width) {
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
  }

  // Scientific when the non-zero magnitudes span too much for 8 decimals.
  void choose_notation(const std::vector<double>& data) {
    double max_abs = 0.0, min_abs = 0.0;
    bool any = false;
    for (double x : data) {
      if (!std::isfinite(x) || x == 0.0) continue;
      const double a = std::fabs(x);
      max_abs = any ? std::max(max_abs, a) : a;
      min_abs = any ? std::min(min_abs, a) : a;
      any = true;
    }
    // max/min may overflow to inf, which still compares > 1000 as numpy's does.
    exp_format_ = any && (max_abs >= 1e8 || min_abs < 0.0001 || max_abs / min_abs > 1000.0);
  }

  // First pass: print every finite value to learn the common widths.
  void measure(const std::vector<double>& data) {
    bool any_nonfinite = false, negative_inf = false;
    for (double x : data) {
      if (!std::isfinite(x)) {
        any_nonfinite = true;
        negative_inf = negative_inf || (std::isinf(x) && x < 0);
        continue;
      }
      const Parts p = exp_format_ ? scientific_parts(x) : positional_parts(x);
      pad_left_ = std::max(pad_left_, p.int_part.size());
      precision_ = std::max(precision_, p.frac_part.size());
      if (exp_format_) exp_size_ = std::max(exp_size_, exponent_text(p.exponent, 2).size() - 2);
    }
    // numpy's pad_right covers the exponent in scientific mode, which only
    // matters for the width of nan/inf.
    pad_right_ = exp_format_ ? exp_size_ + 2 + precision_ : precision_;
    if (any_nonfinite) {
      const std::size_t offset = pad_right_ + 1;  // the decimal point
      const std::size_t nan_len = 3, inf_len = 3 + (negative_inf ? 1 : 0);
      if (nan_len > offset) pad_left_ = std::max(pad_left_, nan_len - offset);
      if (inf_len > offset) pad_left_ = std::max(pad_left_, inf_len - offset);
    }
  }

  bool exp_format_ = false;
  std::size_t pad_left_ = 0;
  std::size_t pad_right_ = 0;
  std::size_t precision_ = 0;  // fractional digits (common to all in exp mode)
  std::size_t exp_size_ = 0;   // exponent digits
};

std::string rstrip(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

// numpy's _extendLine: wrap before `word` unless the line holds only the indent.
void extend_line(std::string* out, std::string* line, const std::string& word) {
  const std::string indent = " ";
  // Elements and the bracket share the width: 75 minus len(']').
  const std::size_t elem_width = kLineWidth - 1;
  if (line->size() + word.size() > elem_width && line->size() > indent.size()) {
    *out += rstrip(*line) + "\n";
    *line = indent;
  }
  *line += word;
}

}  // namespace

double round_half_even(double x, int decimals) {
  if (decimals == 0) return std::nearbyint(x);
  // Negative decimals round to tens, hundreds, ...: numpy divides by
  // 10**-decimals instead of multiplying (found by fuzz_numpy_printing: this
  // used to index the table below with a negative number).
  if (decimals < 0) {
    double scale = 1.0;
    for (int n = decimals; n < 0; ++n) scale *= 10.0;
    return std::nearbyint(x / scale) * scale;
  }
  // numpy's power_of_ten: a table to 1e8, then repeated multiplication.
  static const double kTable[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};
  double scale = 1e9;
  if (decimals < 9) {
    scale = kTable[decimals];
  } else {
    for (int n = decimals; n > 9; --n) scale *= 10.0;
  }
  return std::nearbyint(x * scale) / scale;
}

std::vector<double> round(const std::vector<double>& values, int decimals) {
  std::vector<double> out;
  out.reserve(values.size());
  for (double x : values) out.push_back(round_half_even(x, decimals));
  return out;
}

std::string array_str(const std::vector<double>& values) {
  if (values.empty()) return "[]";
  // Above the threshold numpy shows (and measures) only the edge items.
  const bool summarize = values.size() > kThreshold;
  std::vector<double> shown;
  if (summarize) {
    shown.assign(values.begin(), values.begin() + kEdgeItems);
    shown.insert(shown.end(), values.end() - kEdgeItems, values.end());
  } else {
    shown = values;
  }
  const FloatFormat format(shown);

  std::string out;
  std::string line = " ";  // the hanging indent stands in for '['
  const std::size_t leading = summarize ? kEdgeItems : 0;
  for (std::size_t i = 0; i < leading; ++i) {
    extend_line(&out, &line, format(shown[i]));
    line += " ";
  }
  if (summarize) {
    extend_line(&out, &line, "...");
    line += " ";
  }
  for (std::size_t i = leading; i < shown.size(); ++i) {
    extend_line(&out, &line, format(shown[i]));
    if (i + 1 < shown.size()) line += " ";
  }
  out += line;
  return "[" + out.substr(1) + "]";
}

std::string format_fixed(double x, int decimals) {
  // Python never prints a sign on nan; printf may print "-nan".
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x < 0 ? "-inf" : "inf";
  return sprintf_string("%.*f", decimals, x);
}

std::string format_str(const std::string& s, std::size_t width) {
  // Python counts code points: every UTF-8 byte except continuation bytes.
  std::size_t length = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) ++length;
  }
  return length >= width ? s : s + std::string(width - length, ' ');
}

namespace {

// numpy's pairwise_sum kernel: sequential below 8, eight interleaved
// accumulators up to 128, otherwise split at a multiple of 8 and recurse.
double pairwise_block(const double* p, std::size_t n) {
  if (n < 8) {
    double res = -0.0;  // invisible: the caller adds the identity 0.0 last
    for (std::size_t i = 0; i < n; ++i) res += p[i];
    return res;
  }
  if (n <= 128) {
    double r[8];
    for (int j = 0; j < 8; ++j) r[j] = p[j];
    std::size_t i = 8;
    for (; i < n - (n % 8); i += 8) {
      for (int j = 0; j < 8; ++j) r[j] += p[i + j];
    }
    double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += p[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_block(p, n2) + pairwise_block(p + n2, n - n2);
}

}  // namespace

double pairwise_sum(const double* values, std::size_t count) {
  // np.add.reduce starts from the identity 0.0 (so a sum of -0.0s is +0.0)
  // and feeds its inner loop in buffers of 8192 elements, each summed
  // pairwise and added in turn.
  constexpr std::size_t kBuffer = 8192;
  double total = 0.0;
  for (std::size_t start = 0; start < count; start += kBuffer) {
    total += pairwise_block(values + start, std::min(kBuffer, count - start));
  }
  return total;
}

}  // namespace numpy
