// numpy's and Python's text output, reproduced character for character.
//
// The page shows a Python script and claims our core prints exactly what that
// script prints. These functions are the "prints exactly" part: numpy 1.24's
// default print options (precision=8, floatmode='maxprec', linewidth=75,
// sign='-', threshold=1000) for 1-D float64 arrays, and the two Python
// format specs the script uses.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace numpy {

// np.round(x, decimals): rint(x * 10**d) / 10**d, or for negative decimals
// rint(x / 10**-d) * 10**-d, the exact operation sequence numpy uses, so the
// result is the same double.
double round_half_even(double x, int decimals);
std::vector<double> round(const std::vector<double>& values, int decimals);

// str(np.array(values)): what print() shows for a 1-D float64 array,
// including padding, "-0.", nan/inf, line wrapping at 75 columns and the
// switch to scientific notation.
std::string array_str(const std::vector<double>& values);

// Python f"{x:.{decimals}f}" for a finite or non-finite double.
std::string format_fixed(double x, int decimals);

// Python f"{s:{width}s}": left-aligned, padded with spaces, never truncated.
std::string format_str(const std::string& s, std::size_t width);

// numpy's pairwise summation (np.add.reduce on a contiguous row): the same
// association of additions as numpy, so the same double.
double pairwise_sum(const double* values, std::size_t count);

}  // namespace numpy
