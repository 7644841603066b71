#include "attention/plane.hpp"

#include <Eigen/SVD>

#include "attention/error.hpp"

namespace attention {

Plane principal_plane(const MatrixD& vectors, const std::string& argument) {
  if (vectors.rows() < 2 || vectors.cols() < 2) {
    throw InputError(ErrorCode::shape, argument,
                     "needs at least 2 vectors of width at least 2 to choose a plane, got " +
                         shape_str(vectors.rows(), vectors.cols()),
                     {{"rows", static_cast<double>(vectors.rows())}, {"cols", static_cast<double>(vectors.cols())}});
  }
  require_finite(vectors, argument);
  if (vectors.cwiseAbs().maxCoeff() == 0.0) {
    throw InputError(ErrorCode::incompatible, argument, "every vector is zero: there is no plane to choose");
  }
  // Jacobi: accurate singular values, and it scales the matrix itself, so
  // entries near 1e300 do not overflow.
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(vectors, Eigen::ComputeThinV);
  const Eigen::VectorXd& sigma = svd.singularValues();
  Plane plane;
  plane.basis = svd.matrixV().leftCols(2).transpose();
  for (Eigen::Index axis = 0; axis < 2; ++axis) {
    Eigen::Index largest = 0;
    plane.basis.row(axis).cwiseAbs().maxCoeff(&largest);  // the first of equal magnitudes
    if (plane.basis(axis, largest) < 0) plane.basis.row(axis) *= -1.0;
  }
  plane.coordinates = vectors * plane.basis.transpose();
  plane.singular_values.assign(sigma.data(), sigma.data() + sigma.size());
  // Relative to σ₁, so that σ² cannot overflow for huge entries.
  const Eigen::VectorXd relative = sigma / sigma(0);
  plane.kept = (relative(0) * relative(0) + relative(1) * relative(1)) / relative.squaredNorm();
  return plane;
}

}  // namespace attention
