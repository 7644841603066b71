// principal_plane: the plane of the two largest singular directions, its
// sign rule, the share it keeps, and its refusals. (The Node test
// tests/models/geometry.test.mjs checks the bound call against numpy's SVD
// on random cases; here one case numpy computed is pinned.)
#include <doctest/doctest.h>

#include "attention/plane.hpp"
#include "caught.hpp"

using attention::MatrixD;

namespace {
MatrixD rows4x3() {
  MatrixD v(4, 3);
  v << 3, 1, 0, 1, 2, 2, 0, 1, -1, 2, 0, 1;
  return v;
}
}  // namespace

TEST_CASE("principal_plane: numpy's SVD of four vectors, under the same sign rule") {
  const auto p = attention::principal_plane(rows4x3(), "values");
  // np.linalg.svd(v): s = [4.28481524, 2.17987391, 1.69956116]; vt[:2] with
  // each row turned so its largest-magnitude entry is positive.
  const double s[] = {4.28481524, 2.17987391, 1.69956116};
  const double basis[2][3] = {{0.82635234, 0.42420011, 0.37039988}, {-0.54176167, 0.41925428, 0.72850541}};
  REQUIRE(p.singular_values.size() == 3);
  for (int i = 0; i < 3; ++i) CHECK(p.singular_values[i] == doctest::Approx(s[i]).epsilon(1e-8));
  for (int a = 0; a < 2; ++a) {
    for (int d = 0; d < 3; ++d) CHECK(p.basis(a, d) == doctest::Approx(basis[a][d]).epsilon(1e-7));
  }
  CHECK(p.coordinates(1, 0) == doctest::Approx(2.41555232).epsilon(1e-8));
  CHECK(p.coordinates(0, 1) == doctest::Approx(-1.20603073).epsilon(1e-8));
  CHECK(p.kept == doctest::Approx(0.8889035333641863).epsilon(1e-12));
}

TEST_CASE("principal_plane: orthonormal axes; the share kept is the coordinates' squared length over the vectors'") {
  const MatrixD v = rows4x3();
  const auto p = attention::principal_plane(v, "values");
  const MatrixD gram = p.basis * p.basis.transpose();
  CHECK((gram - MatrixD::Identity(2, 2)).cwiseAbs().maxCoeff() < 1e-14);
  CHECK((p.coordinates - v * p.basis.transpose()).cwiseAbs().maxCoeff() == 0.0);
  CHECK(p.kept == doctest::Approx(p.coordinates.squaredNorm() / v.squaredNorm()).epsilon(1e-13));
}

TEST_CASE("principal_plane: vectors that lie in a plane keep all of their length, and come back exactly") {
  MatrixD v(3, 3);
  v << 1, 2, 0, -2, 1, 0, 3, 3, 0;  // the z = 0 plane
  const auto p = attention::principal_plane(v, "values");
  CHECK(p.kept == doctest::Approx(1.0).epsilon(1e-15));
  CHECK((p.coordinates * p.basis - v).cwiseAbs().maxCoeff() < 1e-14);
  // Width 2: the plane is the whole space.
  const auto flat = attention::principal_plane(v.leftCols(2), "values");
  CHECK(flat.kept == 1.0);
}

TEST_CASE("principal_plane: entries near 1e300 neither overflow the share nor the axes") {
  const MatrixD v = rows4x3() * 1e300;
  const auto p = attention::principal_plane(v, "values");
  CHECK(p.kept == doctest::Approx(0.8889035333641863).epsilon(1e-12));
  CHECK(p.basis(0, 0) == doctest::Approx(0.82635234).epsilon(1e-7));
}

TEST_CASE("principal_plane refuses one vector, width 1, NaN and all zeros, naming the argument") {
  const Caught one = caught([] { attention::principal_plane(MatrixD::Ones(1, 3), "values"); });
  CHECK(one.code == "shape");
  CHECK(one.argument == "values");
  CHECK(one.what == "values: needs at least 2 vectors of width at least 2 to choose a plane, got (1, 3)");
  CHECK(caught([] { attention::principal_plane(MatrixD::Ones(3, 1), "values"); }).code == "shape");
  MatrixD nan = rows4x3();
  nan(2, 1) = std::nan("");
  const Caught bad = caught([&] { attention::principal_plane(nan, "values"); });
  CHECK(bad.code == "not_finite");
  CHECK(bad.argument == "values");
  const Caught zero = caught([] { attention::principal_plane(MatrixD::Zero(3, 3), "values"); });
  CHECK(zero.code == "incompatible");
  CHECK(zero.what == "values: every vector is zero: there is no plane to choose");
}
