// Step 1 of the derivation: Q = X·W_Q, K = X·W_K, V = X·W_V.
#pragma once

#include "attention/matrix.hpp"

namespace attention {

template <class T>
struct Projections {
  Matrix<T> q;  // (n, d_k): what each token is looking for
  Matrix<T> k;  // (m, d_k): what each token can be found as
  Matrix<T> v;  // (m, d_v): what each token hands over
};

// Self-attention: queries, keys and values all come from X (n, d_model).
// Throws InputError for a weight of the wrong shape, and "overflow" naming
// X or the weight when finite entries give a product that is not finite.
template <class T>
Projections<T> project(const Matrix<T>& x, const Matrix<T>& w_q, const Matrix<T>& w_k,
                       const Matrix<T>& w_v);

// Cross-attention: queries from X (n, d_model), keys and values from
// `memory` (m, d_model), e.g. a decoder reading an encoder's output.
template <class T>
Projections<T> project_cross(const Matrix<T>& x, const Matrix<T>& memory, const Matrix<T>& w_q,
                             const Matrix<T>& w_k, const Matrix<T>& w_v);

}  // namespace attention
