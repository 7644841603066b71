// The natural logarithm exactly as numpy gets it on Debian x86-64.
//
// numpy's legacy Gaussian calls the C library's log(). On Debian that is
// glibc's table-driven log in its FMA variant (picked at load time on any CPU
// with FMA). WebAssembly links musl, whose log differs from it in the last bit
// for about 1 input in 10,000: enough to break "the same doubles as numpy".
// This is that algorithm with each fused multiply-add written out as std::fma,
// so native and wasm builds give glibc's bits.
#pragma once

namespace numpy {

double glibc_log(double x);

}  // namespace numpy
