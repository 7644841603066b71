// The plane that keeps the most of a few vectors, for drawing vectors wider
// than 2 on a flat page honestly: the span of the two largest right singular
// directions of the vectors stacked as rows (through the origin, not
// centred, because the page draws them as arrows from the origin), each
// vector's position in it, and the share of their squared length it keeps.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/matrix.hpp"

namespace attention {

// rows·cols at most: an SVD is cubic, and the page projects a handful of
// vectors (chapter 1's learned head: 5 vectors of width 3).
constexpr std::int64_t kMaxPlaneCells = 4096;

struct Plane {
  MatrixD basis;                        // (2, d): two orthonormal directions, the larger first
  MatrixD coordinates;                  // (rows, 2): vectors · basisᵀ, each vector in the plane
  std::vector<double> singular_values;  // all min(rows, d) of them, largest first
  double kept = 0;                      // (σ₁² + σ₂²) / Σ σ²: the share of Σ‖v‖² the plane keeps
};

// For rows ≥ 2 vectors of width d ≥ 2, finite and not all zero (else
// InputError "shape", "not_finite" or "incompatible", naming `argument`).
// An SVD leaves each direction's sign free: each is turned so that its entry
// of largest magnitude (the first, on a tie) is positive, a rule anyone can
// apply to numpy's SVD to get the same plane, axes and coordinates.
Plane principal_plane(const MatrixD& vectors, const std::string& argument);

}  // namespace attention
