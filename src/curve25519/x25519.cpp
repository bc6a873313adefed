// SPDX-License-Identifier: Apache-2.0
// ucrypt — X25519 (RFC 7748 §5, §6.1): the Montgomery ladder over u only.
#include "ucrypt/x25519.hpp"

#include "field_p32.hpp"
#include "field_small.hpp"
#include "field_superfast.hpp"

namespace ucrypt {

namespace {

using core::c25519::Fe;

template <class Math>
struct Ladder {
    using F = core::c25519::Field<Math>;

    // One RFC 7748 §5 ladder step on (x2 : z2), (x3 : z3) with difference x1.
    static void step(Fe& x2, Fe& z2, Fe& x3, Fe& z3, const Fe& x1) noexcept
    {
        Fe a, aa, b, bb, e, c, d;
        core::c25519::fe_add(a, x2, z2);
        F::sq(aa, a);
        core::c25519::fe_sub(b, x2, z2);
        F::sq(bb, b);
        core::c25519::fe_sub(e, aa, bb);
        core::c25519::fe_add(c, x3, z3);
        core::c25519::fe_sub(d, x3, z3);
        F::mul(d, d, a);  // DA
        F::mul(c, c, b);  // CB
        core::c25519::fe_add(x3, d, c);
        F::sq(x3, x3);
        core::c25519::fe_sub(z3, d, c);
        F::sq(z3, z3);
        F::mul(z3, z3, x1);
        F::mul(x2, aa, bb);
        core::c25519::fe_mul_small(a, e, 121665u);  // a24 (RFC 7748 §5)
        core::c25519::fe_add(a, a, aa);
        F::mul(z2, e, a);
    }

    // RFC 7748 §5: scalar clamped by decodeScalar25519, u with bit 255 masked.
    static void run(std::uint8_t out[32], const std::uint8_t scalar[32],
                    const std::uint8_t u[32]) noexcept
    {
        std::uint8_t k[32];
        for (std::size_t i = 0; i < 32; ++i) k[i] = scalar[i];
        k[0] &= 248u;
        k[31] = static_cast<std::uint8_t>((k[31] & 127u) | 64u);
        Fe x1, x2, z2, x3, z3;
        core::c25519::fe_frombytes(x1, u);
        core::c25519::fe_one(x2);
        core::c25519::fe_zero(z2);
        x3 = x1;
        core::c25519::fe_one(z3);
        std::uint32_t swap = 0;
        for (unsigned t = 255; t-- > 0;) {
            const std::uint32_t bit = static_cast<std::uint32_t>(k[t / 8] >> (t % 8)) & 1u;
            swap ^= bit;
            const std::uint32_t m = 0u - swap;
            core::c25519::fe_cswap(x2, x3, m);
            core::c25519::fe_cswap(z2, z3, m);
            swap = bit;
            step(x2, z2, x3, z3, x1);
        }
        const std::uint32_t m = 0u - swap;
        core::c25519::fe_cswap(x2, x3, m);
        core::c25519::fe_cswap(z2, z3, m);
        F::invert(z2, z2);
        F::mul(x2, x2, z2);
        core::c25519::fe_tobytes(out, x2);
        wipe(k, sizeof k);
        for (Fe* f : {&x1, &x2, &z2, &x3, &z3}) wipe_object(*f);
    }
};

#if UCRYPT_C25519_PACKED
// Armv7E-M, Armv6-M: the same ladder on the packed field of field_p32.hpp
// (its arithmetic is field_armv7m.S / field_armv6m.S), for both math
// variants: it is both the fastest and among the smallest there.
struct LadderP32 {
    using Fp = core::c25519::p32::Fp;

    // One RFC 7748 §5 ladder step on (x2 : z2), (x3 : z3) with difference x1.
    static void step(Fp& x2, Fp& z2, Fp& x3, Fp& z3, const Fp& x1) noexcept
    {
        namespace f = core::c25519::p32;
        Fp a, aa, b, bb, e, c, d;
        f::add(a, x2, z2);
        f::sq(aa, a);
        f::sub(b, x2, z2);
        f::sq(bb, b);
        f::sub(e, aa, bb);
        f::add(c, x3, z3);
        f::sub(d, x3, z3);
        f::mul(d, d, a);  // DA
        f::mul(c, c, b);  // CB
        f::add(x3, d, c);
        f::sq(x3, x3);
        f::sub(z3, d, c);
        f::sq(z3, z3);
        f::mul(z3, z3, x1);
        f::mul(x2, aa, bb);
        f::mul_small(a, e, 121665u);  // a24 (RFC 7748 §5)
        f::add(a, a, aa);
        f::mul(z2, e, a);
    }

    // RFC 7748 §5: scalar clamped by decodeScalar25519, u with bit 255 masked.
    static void run(std::uint8_t out[32], const std::uint8_t scalar[32],
                    const std::uint8_t u[32]) noexcept
    {
        namespace f = core::c25519::p32;
        std::uint8_t k[32];
        for (std::size_t i = 0; i < 32; ++i) k[i] = scalar[i];
        k[0] &= 248u;
        k[31] = static_cast<std::uint8_t>((k[31] & 127u) | 64u);
        Fp x1, x2{{1}}, z2{}, x3, z3{{1}};
        f::frombytes(x1, u);
        x3 = x1;
        std::uint32_t swap = 0;
        for (unsigned t = 255; t-- > 0;) {
            const std::uint32_t bit = static_cast<std::uint32_t>(k[t / 8] >> (t % 8)) & 1u;
            swap ^= bit;
            const std::uint32_t m = 0u - swap;
            f::cswap(x2, x3, m);
            f::cswap(z2, z3, m);
            swap = bit;
            step(x2, z2, x3, z3, x1);
        }
        const std::uint32_t m = 0u - swap;
        f::cswap(x2, x3, m);
        f::cswap(z2, z3, m);
        f::invert(z2, z2);
        f::mul(x2, x2, z2);
        f::tobytes(out, x2);
        wipe(k, sizeof k);
        for (Fp* p : {&x1, &x2, &z2, &x3, &z3}) wipe_object(*p);
    }
};

template <class Math>
using LadderFor = LadderP32;
#else
template <class Math>
using LadderFor = Ladder<Math>;
#endif

}  // namespace

template <class Math>
void X25519<Math>::scalar_mult(FixedView<32> scalar, FixedView<32> u, FixedSpan<32> out) noexcept
{
    LadderFor<Math>::run(out.data(), scalar.data(), u.data());
}

// RFC 7748 §6.1: the base point u = 9.
template <class Math>
Status X25519<Math>::public_key(FixedView<32> scalar, FixedSpan<32> pub) noexcept
{
    static constexpr std::uint8_t kNine[32] = {9};
    LadderFor<Math>::run(pub.data(), scalar.data(), kNine);
    ct::declassify(pub.data(), 32);
    return Status::ok;
}

// RFC 7748 §6.1: refuse an all-zero shared secret (a small-order peer point).
template <class Math>
Status X25519<Math>::shared_secret(FixedView<32> scalar, FixedView<32> peer,
                                   FixedSpan<32> out) noexcept
{
    LadderFor<Math>::run(out.data(), scalar.data(), peer.data());
    std::uint32_t acc = 0;
    for (auto b : out) acc |= b;
    // Whether the result is zero is published (the status); the secret is not.
    const bool zero = ct::Choice(ct::Mask<std::uint32_t>::is_zero(acc)).declassify();
    return zero ? Status::invalid_key : Status::ok;
}

#define UCRYPT_X25519_INSTANTIATE(F) template class X25519<F>;
UCRYPT_CURVE25519_FIELDS(UCRYPT_X25519_INSTANTIATE)
#undef UCRYPT_X25519_INSTANTIATE

}  // namespace ucrypt
