// SPDX-License-Identifier: Apache-2.0
// ucrypt — X448 (RFC 7748 §5, §6.2): the Montgomery ladder over u only.
#include "ucrypt/x448.hpp"

#include <initializer_list>

#include "field.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

using core::c448::Fe;
namespace f = core::c448;

// RFC 7748 §5: (A - 2) / 4 for curve448.
constexpr std::uint32_t kA24 = 39081u;

// One RFC 7748 §5 ladder step on (x2 : z2), (x3 : z3) with difference x1.
void step(Fe& x2, Fe& z2, Fe& x3, Fe& z3, const Fe& x1) noexcept
{
    Fe a, aa, b, bb, e, c, d;
    f::fe_add(a, x2, z2);
    f::fe_sq(aa, a);
    f::fe_sub(b, x2, z2);
    f::fe_sq(bb, b);
    f::fe_sub(e, aa, bb);
    f::fe_add(c, x3, z3);
    f::fe_sub(d, x3, z3);
    f::fe_mul(d, d, a);  // DA
    f::fe_mul(c, c, b);  // CB
    f::fe_add(x3, d, c);
    f::fe_sq(x3, x3);
    f::fe_sub(z3, d, c);
    f::fe_sq(z3, z3);
    f::fe_mul(z3, z3, x1);
    f::fe_mul(x2, aa, bb);
    f::fe_mul_small(a, e, kA24);
    f::fe_add(a, a, aa);
    f::fe_mul(z2, e, a);
    for (Fe* t : {&a, &aa, &b, &bb, &e, &c, &d}) wipe_object(*t);
}

// RFC 7748 §5: decodeScalar448 clears the two low bits and sets bit 447;
// all 448 bits of u are used (a u >= p is reduced by the arithmetic).
void ladder(std::uint8_t out[56], const std::uint8_t scalar[56], const std::uint8_t u[56]) noexcept
{
    std::uint8_t k[56];
    for (std::size_t i = 0; i < 56; ++i) k[i] = scalar[i];
    k[0] &= 252u;
    k[55] |= 128u;
    Fe x1, x2, z2, x3, z3;
    f::fe_frombytes(x1, u);
    f::fe_one(x2);
    f::fe_zero(z2);
    x3 = x1;
    f::fe_one(z3);
    std::uint32_t swap = 0;
    for (unsigned t = 448; t-- > 0;) {
        const std::uint32_t bit = static_cast<std::uint32_t>(k[t / 8] >> (t % 8)) & 1u;
        swap ^= bit;
        const std::uint32_t m = 0u - swap;
        f::fe_cswap(x2, x3, m);
        f::fe_cswap(z2, z3, m);
        swap = bit;
        step(x2, z2, x3, z3, x1);
    }
    const std::uint32_t m = 0u - swap;
    f::fe_cswap(x2, x3, m);
    f::fe_cswap(z2, z3, m);
    f::fe_invert(z2, z2);
    f::fe_mul(x2, x2, z2);
    f::fe_tobytes(out, x2);
    wipe(k, sizeof k);
    for (Fe* t : {&x1, &x2, &z2, &x3, &z3}) wipe_object(*t);
}

}  // namespace

void X448::scalar_mult(FixedView<56> scalar, FixedView<56> u, FixedSpan<56> out) noexcept
{
    ladder(out.data(), scalar.data(), u.data());
}

// RFC 7748 §6.2: the base point u = 5.
Status X448::public_key(FixedView<56> scalar, FixedSpan<56> pub) noexcept
{
    static constexpr std::uint8_t kFive[56] = {5};
    ladder(pub.data(), scalar.data(), kFive);
    ct::declassify(pub.data(), 56);
    return Status::ok;
}

// RFC 7748 §6.2: refuse an all-zero shared secret (a small-order peer point).
Status X448::shared_secret(FixedView<56> scalar, FixedView<56> peer, FixedSpan<56> out) noexcept
{
    ladder(out.data(), scalar.data(), peer.data());
    std::uint32_t acc = 0;
    for (auto b : out) acc |= b;
    // Whether the result is zero is published (the status); the secret is not.
    const bool zero = ct::Choice(ct::Mask<std::uint32_t>::is_zero(acc)).declassify();
    return zero ? Status::invalid_key : Status::ok;
}

}  // namespace ucrypt
