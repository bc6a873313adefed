// SPDX-License-Identifier: Apache-2.0
// ucrypt — Fermat inversion x^(p-2) mod p by fixed addition chains for the
// P-256 and P-384 primes (layer 2, namespace ucrypt::core::ec), over any
// field engine F with static sqr(r, x) and mul(r, x, y) (Curve<C>).
//
// p - 2 written in binary is a few runs of ones (SP 800-186 §3.2.1.3,
// §3.2.1.4 give p):
//   P-256: 1^32 0^31 1 0^96 1^94 0 1
//   P-384: 1^255 0 1^32 0^64 1^30 0 1
// so the chain builds x_k = x^(2^k - 1) for the run lengths it needs
// (x_{a+b} = x_a^(2^b) x_b) and then shifts the runs in: P-256 255 squarings
// and 12 multiplications, P-384 383 squarings and 14 multiplications,
// against about 128 (192) multiplications for square-and-multiply. The
// sequence of operations is fixed (the exponent is public), so the time
// does not depend on x. 0 -> 0.
#pragma once
#include <cstddef>

namespace ucrypt::core::ec {

// r = a^(2^n) (n squarings); r may alias a.
template <class F, class Fe>
void sqr_times(Fe& r, const Fe& a, std::size_t n) noexcept
{
    F::sqr(r, a);
    for (std::size_t i = 1; i < n; ++i) F::sqr(r, r);
}

// The common start of both chains: x_k for k = 1, 2, 3, 6, 12, 15, 30, 32
// (7 multiplications, 31 squarings) into s[0..4] = x_2, x_3, x_15, x_30,
// x_32; tmp[0..1]: scratch. Three pointer arguments, all in registers: no
// outgoing stack arguments in the caller's frame, under every product.
template <class F, class Fe>
void runs_to_32(const Fe& x, Fe* s, Fe* tmp) noexcept
{
    Fe &x2 = s[0], &x3 = s[1], &x15 = s[2], &x30 = s[3], &x32 = s[4];
    Fe &t = tmp[0], &x12 = tmp[1];
    F::sqr(t, x);
    F::mul(x2, t, x);  // x_2
    F::sqr(t, x2);
    F::mul(x3, t, x);  // x_3
    sqr_times<F>(t, x3, 3);
    F::mul(t, t, x3);  // x_6
    sqr_times<F>(x12, t, 6);
    F::mul(x12, x12, t);  // x_12
    sqr_times<F>(t, x12, 3);
    F::mul(x15, t, x3);  // x_15
    sqr_times<F>(t, x15, 15);
    F::mul(x30, t, x15);  // x_30
    sqr_times<F>(t, x30, 2);
    F::mul(x32, t, x2);  // x_32
}

// s: 8 field elements of scratch (the caller's memory), not overlapping r or x.
template <class F, class Fe>
void inv_p256(Fe& r, const Fe& x, Fe* s) noexcept
{
    Fe &x30 = s[3], &x32 = s[4], &acc = s[5];
    runs_to_32<F>(x, s, s + 6);
    sqr_times<F>(acc, x32, 32);  // 1^32 0^31 1
    F::mul(acc, acc, x);
    sqr_times<F>(acc, acc, 128);  // 0^96 1^32
    F::mul(acc, acc, x32);
    sqr_times<F>(acc, acc, 32);  // 1^32
    F::mul(acc, acc, x32);
    sqr_times<F>(acc, acc, 30);  // 1^30
    F::mul(acc, acc, x30);
    sqr_times<F>(acc, acc, 2);  // 0 1
    F::mul(r, acc, x);
}

// s: 9 field elements of scratch (the caller's memory), not overlapping r or x.
template <class F, class Fe>
void inv_p384(Fe& r, const Fe& x, Fe* s) noexcept
{
    Fe &x15 = s[2], &x30 = s[3], &x32 = s[4], &acc = s[5], &t = s[6];
    runs_to_32<F>(x, s, s + 7);
    sqr_times<F>(t, x30, 30);
    F::mul(t, t, x30);  // x_60
    sqr_times<F>(acc, t, 60);
    F::mul(acc, acc, t);  // x_120
    sqr_times<F>(t, acc, 120);
    F::mul(t, t, acc);  // x_240
    sqr_times<F>(acc, t, 15);
    F::mul(acc, acc, x15);       // x_255: 1^255
    sqr_times<F>(acc, acc, 33);  // 0 1^32
    F::mul(acc, acc, x32);
    sqr_times<F>(acc, acc, 94);  // 0^64 1^30
    F::mul(acc, acc, x30);
    sqr_times<F>(acc, acc, 2);  // 0 1
    F::mul(r, acc, x);
}

}  // namespace ucrypt::core::ec
