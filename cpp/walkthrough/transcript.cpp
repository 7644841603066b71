// What the walkthrough script prints, produced from our own arrays with
// numpy's rounding and formatting rules. Mirrors show() in python_script.cpp
// line for line.
#include <vector>

#include "numpy/printing.hpp"
#include "walkthrough/walkthrough.hpp"

namespace walkthrough {
namespace {

// Python's f"{t:>6s}": right-aligned in 6 code points, never truncated.
std::string right_aligned(const std::string& text, std::size_t width) {
  const std::string left = numpy::format_str(text, width);  // pads on the right
  const std::size_t padding = left.size() - text.size();
  return std::string(padding, ' ') + text;
}

std::string column_header(const std::vector<std::string>& tokens) {
  std::string line(6, ' ');
  for (std::size_t i = 0; i < tokens.size(); ++i) line += (i ? " " : "") + right_aligned(tokens[i], 6);
  return line + "\n";
}

std::vector<double> row_of(const MatrixD& m, Eigen::Index i) {
  return std::vector<double>(m.row(i).data(), m.row(i).data() + m.cols());
}

void show(std::string& out, const std::string& title, const MatrixD& matrix, int decimals,
          const std::vector<std::string>& tokens, bool with_header, bool with_sums) {
  out += title + "\n";
  if (with_header) out += column_header(tokens);
  for (Eigen::Index i = 0; i < matrix.rows(); ++i) {
    const std::vector<double> row = numpy::round(row_of(matrix, i), decimals);
    out += "  " + numpy::format_str(tokens[static_cast<std::size_t>(i)], 6) + ": " + numpy::array_str(row);
    // The sum of the printed (rounded) entries, as the seed's listing prints
    // it: each rounding can be off by half a unit in the third decimal, so an
    // exact row that sums to 1 can show 0.999 or 1.001.
    if (with_sums) out += "  (sum=" + numpy::format_fixed(numpy::pairwise_sum(row.data(), row.size()), 3) + ")";
    out += "\n";
  }
}

}  // namespace

std::string transcript(const Result& r) {
  const auto& tokens = r.inputs.tokens;
  std::string out;
  show(out, "Q (queries):", r.q, 3, tokens, false, false);
  show(out, "\nAttention scores (scaled, before softmax):", r.scaled_scores, 3, tokens, true, false);
  show(out, "\nAttention weights (post-softmax, each row sums to 1.0):", r.weights, 3, tokens, true, true);
  show(out, "\nAttention output (each token's new representation):", r.output, 4, tokens, false, false);
  return out;
}

}  // namespace walkthrough
