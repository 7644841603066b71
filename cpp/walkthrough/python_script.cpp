// The script the page shows. It must compute exactly what run() computes and
// print exactly what transcript() writes; the parity tests run it through
// real numpy to hold both to that.
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "walkthrough/walkthrough.hpp"

namespace walkthrough {
namespace {

// Shortest decimal that reads back as the same double, so the script's X is
// bit-identical to ours. Always has a '.' or an exponent, so numpy builds a
// float array even when every entry is whole.
std::string python_float(double value) {
  char buffer[40];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  std::string text = buffer;
  if (text.find_first_of(".en") == std::string::npos) text += ".0";
  return text;
}

// A double-quoted Python string literal; tokens hold no control characters.
std::string python_string(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\\' || c == '"') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string token_list(const std::vector<std::string>& tokens) {
  std::string out = "[";
  for (std::size_t i = 0; i < tokens.size(); ++i) out += (i ? ", " : "") + python_string(tokens[i]);
  return out + "]";
}

std::string x_literal(const Inputs& in) {
  std::string out = "X = np.array([\n";
  for (Eigen::Index i = 0; i < in.x.rows(); ++i) {
    out += "    [";
    for (Eigen::Index j = 0; j < in.x.cols(); ++j) out += (j ? ", " : "") + python_float(in.x(i, j));
    out += "],  # " + python_string(in.tokens[static_cast<std::size_t>(i)]) + "\n";
  }
  return out + "])\n";
}

}  // namespace

std::string python_script(const Inputs& in) {
  const std::string seed = std::to_string(static_cast<unsigned long long>(in.seed));
  std::ostringstream s;
  s << "# Scaled dot-product attention on a toy sentence, one step at a time.\n"
       "# Made by Attention Math for seed="
    << seed << ", d_k=" << in.d_k << ", d_v=" << in.d_v
    << ". It needs only numpy:\n"
       "#   python3 attention_walkthrough.py\n"
       "import numpy as np\n\n"
       "SEED = "
    << seed
    << "\n"
       "D_K = "
    << in.d_k
    << "   # width of each query and key\n"
       "D_V = "
    << in.d_v
    << "   # width of each value, and so of each output row\n"
       "TOKENS = "
    << token_list(in.tokens)
    << "\n\n"
       "# Toy embeddings, one row per token: X has shape (n, d_model).\n"
    << x_literal(in)
    << "n, d_model = X.shape\n\n"
       "# The projections. A trained model learns them; here they are random, and\n"
       "# drawing them in this order is what makes the numbers reproducible.\n"
       "np.random.seed(SEED)\n"
       "W_Q = np.random.randn(d_model, D_K) * 0.5   # (d_model, d_k)\n"
       "W_K = np.random.randn(d_model, D_K) * 0.5   # (d_model, d_k)\n"
       "W_V = np.random.randn(d_model, D_V) * 0.5   # (d_model, d_v)\n\n"
       "Q = X @ W_Q   # (n, d_k): what each token is looking for\n"
       "K = X @ W_K   # (n, d_k): what each token can be found by\n"
       "V = X @ W_V   # (n, d_v): what each token hands over when chosen\n\n\n"
       "def softmax_rows(z):\n"
       "    \"\"\"Softmax along each row. Shifting a row by its maximum leaves the\n"
       "    result unchanged but keeps exp() from overflowing.\"\"\"\n"
       "    z = z - z.max(axis=-1, keepdims=True)\n"
       "    e = np.exp(z)\n"
       "    return e / e.sum(axis=-1, keepdims=True)\n\n\n"
       "scores = Q @ K.T / np.sqrt(D_K)   # (n, n): scaled, before softmax\n"
       "weights = softmax_rows(scores)    # (n, n): each row sums to 1\n"
       "output = weights @ V              # (n, d_v): each token's new representation\n\n\n"
       "def show(title, matrix, decimals, column_header=False, row_sums=False):\n"
       "    print(title)\n"
       "    if column_header:\n"
       "        print(\" \" * 6 + \" \".join(f\"{t:>6s}\" for t in TOKENS))\n"
       "    for token, row in zip(TOKENS, matrix.round(decimals)):\n"
       "        line = f\"  {token:6s}: {row}\"\n"
       "        if row_sums:\n"
       "            # The sum of the rounded numbers on show. Each was rounded on its\n"
       "            # own, so this can read 0.999 or 1.001; the exact row sums to 1.\n"
       "            line += f\"  (sum={row.sum():.3f})\"\n"
       "        print(line)\n\n\n"
       "show(\"Q (queries):\", Q, 3)\n"
       "show(\"\\nAttention scores (scaled, before softmax):\", scores, 3, column_header=True)\n"
       "show(\"\\nAttention weights (post-softmax, each row sums to 1.0):\", weights, 3,\n"
       "     column_header=True, row_sums=True)\n"
       "show(\"\\nAttention output (each token's new representation):\", output, 4)\n";
  return s.str();
}

}  // namespace walkthrough
