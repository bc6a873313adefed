// ucrypt — ECDSA signature generation and verification primitives
// (FIPS 186-5 §6.4.1, §6.4.2) over any field engine; scalars mod n always
// on the Montgomery engine (Curve<C>::Q).
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "ec_internal.hpp"
#include "rfc6979.hpp"
#include "scalar_inv.hpp"
#include "vartime.hpp"

namespace ucrypt::core::ec {

// The verification's workspace (ec_verify_workspace_size in ec.hpp): the
// kVerifySlots<C> points of mult2_vartime (tab[0] = Q, decoded there), then
// its two NAF digit arrays; nullptr when ws is shorter than that. Before the
// multiplication, tab[1] and tab[2] hold the scalars and tab[3] onward the
// inversion's memory, then wnaf's.
template <class C>
PointOf<C>* verify_workspace(std::span<std::byte> ws) noexcept
{
    using B = typename Curve<C>::Base;
    static_assert(kVerifySlots<C> * sizeof(PointOf<C>) + 2 * kNafDigitsLen<C> + 8 ==
                  ec_verify_workspace_size<B>);
    static_assert(kInvMemLimbs<C> * sizeof(bn::Limb) + alignof(bn::Limb) <=
                  (kNafPoints - 3) * sizeof(PointOf<C>));
    static_assert(sizeof(Limbs<C::limbs + 1>) <= (kNafPoints - 3) * sizeof(PointOf<C>));
    if (ws.size() < ec_verify_workspace_size<B>) return nullptr;
    return workspace_points<C::limbs>(ws, kVerifySlots<C>);
}

// Q = dG as 0x04 || X || Y. d must be in [1, n-1] (checked by the caller).
// ws: 16 points (curves without a comb table), its start also the HMAC
// scratch of the blinding (used before the multiplication).
template <class C, class Table>
void public_from_scalar(std::uint8_t* pub, const Limbs<C::limbs>& d, const std::uint8_t* d_bytes,
                        PointOf<C>* ws) noexcept
{
    typename Curve<C>::Fe z, x, y;
    blind_from_seed<C>(z, ByteView(d_bytes, C::scalar_bytes), ByteView{}, ws);
    PointOf<C> q;
    mult_base_ct<C, Table>(q, d, z, ws);
    to_affine<C>(x, y, q);  // d in [1, n-1]: never infinity
    encode_affine<C>(pub, x, y);
    ct::declassify(pub, 1 + 2 * C::field_bytes);  // Q is the public output
    wipe(&q, sizeof q);
    wipe(&z, sizeof z);
}

// FIPS 186-5 §6.4.1 steps 5-11 for one k: (r, s), or a cleared mask when r or
// s is zero (the caller then takes another k). e < n, d in [1, n-1]. ws: as
// public_from_scalar.
template <class C, class Table>
Mask sign_with_k(Limbs<C::limbs>& r, Limbs<C::limbs>& s, const Limbs<C::limbs>& e,
                 const Limbs<C::limbs>& d, const Limbs<C::limbs>& k, PointOf<C>* ws) noexcept
{
    using K = Curve<C>;
    constexpr auto& Q = K::Q;
    typename K::Fe z, x, y, kinv, rm, t;
    std::uint8_t kb[C::scalar_bytes];
    store_be(kb, C::scalar_bytes, k);
    blind_from_seed<C>(z, ByteView(kb, C::scalar_bytes), ByteView{}, ws);
    PointOf<C> big_r;
    mult_base_ct<C, Table>(big_r, k, z, ws);
    to_affine<C>(x, y, big_r);
    K::from_fe(r, x);
    reduce_once(r, Q);  // x < p < 2n for every curve here (cofactor 1, Hasse)
    inv_mod_n_mont<C>(kinv, k);  // k^-1 R (binary GCD: constant time)
    to_mont(rm, r, Q);
    mont_mul(t, rm, d, Q);      // r d
    mod_add(t, t, e, Q);        // e + r d
    mont_mul(s, kinv, t, Q);    // k^-1 (e + r d)
    const Mask ok = ~is_zero(r) & ~is_zero(s);
    wipe(kb, sizeof kb);
    wipe(&big_r, sizeof big_r);
    wipe(&z, sizeof z);
    wipe(&kinv, sizeof kinv);
    wipe(&t, sizeof t);
    return ok;
}

// s -> n - s when s > (n - 1) / 2, without a branch.
template <class C>
void normalize_low_s(Limbs<C::limbs>& s) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    Limbs<C::limbs> half{}, ns{};
    for (std::size_t i = 0; i < C::limbs; ++i)
        half[i] = (Q.m[i] >> 1) | (i + 1 < C::limbs ? Q.m[i + 1] << 31 : 0u);
    sub_n(ns, Q.m, s);
    cmov(s, ns, is_less(half, s));
}

// Never inlined: half stays out of verify_vartime's frame.
template <class C>
[[gnu::noinline]] bool is_high_s_public(const Limbs<C::limbs>& s) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    Limbs<C::limbs> half{};
    for (std::size_t i = 0; i < C::limbs; ++i)
        half[i] = (Q.m[i] >> 1) | (i + 1 < C::limbs ? Q.m[i + 1] << 31 : 0u);
    return is_less(half, s).declassify_as_bool();
}

// The inversion's memory in tab[3] onward, aligned for bignum limbs (a point
// of 7 limbs is not a multiple of 8 bytes).
template <class C>
bn::Limb* verify_inv_mem(PointOf<C>* tab) noexcept
{
    constexpr std::uintptr_t a = alignof(bn::Limb);
    const std::uintptr_t p = reinterpret_cast<std::uintptr_t>(tab + 3);
    return reinterpret_cast<bn::Limb*>((p + a - 1) & ~(a - 1));
}

// The helpers of verify_vartime are never inlined: their temporaries stay
// out of its frame, which lies under the whole multiplication.

// r, s = sig into tab[1].x, tab[1].y and e = bits2int(digest) mod n into
// tab[1].z; false unless r, s are in [1, n-1] (and s <= (n - 1) / 2 when
// require_low_s).
template <class C>
[[gnu::noinline]] bool verify_inputs(const std::uint8_t* digest, std::size_t dlen,
                                     const std::uint8_t* sig, bool require_low_s,
                                     PointOf<C>* tab) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    constexpr std::size_t L = C::scalar_bytes;
    auto& r = tab[1].x;
    auto& s = tab[1].y;
    load_be(r, sig, L);
    load_be(s, sig + L, L);
    if (is_zero(r).declassify_as_bool() || is_zero(s).declassify_as_bool()) return false;
    if (!is_less(r, Q.m).declassify_as_bool() || !is_less(s, Q.m).declassify_as_bool())
        return false;
    if (require_low_s && is_high_s_public<C>(s)) return false;
    bits2int_mod_n<C>(tab[1].z, digest, dlen);
    return true;
}

// u1 = e w, u2 = r w into tab[2].x, tab[2].y; w = s^-1 R in tab[2].z.
template <class C>
[[gnu::noinline]] void verify_u1_u2(PointOf<C>* tab) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    mont_mul(tab[2].x, tab[2].z, tab[1].z, Q);
    mont_mul(tab[2].y, tab[2].z, tab[1].x, Q);
}

// x(R) mod n = r for R = tab[kVerifyPoints<C>], with the fault check value.
// x(R) < p < 2n, so x(R) = r or r + n; tab[1] is free.
template <class C>
[[gnu::noinline]] Verdict verify_check_x(const std::uint8_t* sig, PointOf<C>* tab) noexcept
{
    using K = Curve<C>;
    const Verdict bad{Status::verify_failed, 0};
    const PointOf<C>& acc = tab[kVerifyPoints<C>];
    PointOf<C>& t = tab[kVerifyPoints<C> + 1];
    if (jac_is_infinity<C>(acc)) return bad;
    auto& c = tab[1].x;
    load_be(c, sig, C::scalar_bytes);
    bool eq = jac_x_is<C>(acc, c, t);
    if (!eq && add_n(c, c, K::Q.m) == 0) eq = jac_x_is<C>(acc, c, t);
    if (!eq) return bad;
    // Fault check along a second path: the product again, compared as bytes.
    K::sqr(t.z, acc.z);
    K::to_fe(t.x, c);
    K::mul(t.x, t.z, t.x);
    const Mask beq = ct::bytes_equal(reinterpret_cast<const std::uint8_t*>(t.x.data()),
                                     reinterpret_cast<const std::uint8_t*>(acc.x.data()),
                                     sizeof t.x)
                         .mask();
    return Verdict{Status::ok, beq.select(kFaultCheckOk, 0u)};
}

// FIPS 186-5 §6.4.2, variable time (public inputs). sig = r || s; tab from
// verify_workspace with Q in tab[0] (engine form, Z = one).
template <class C>
Verdict verify_vartime(const std::uint8_t* digest, std::size_t dlen, const std::uint8_t* sig,
                       bool require_low_s, PointOf<C>* tab) noexcept
{
    if (!verify_inputs<C>(digest, dlen, sig, require_low_s, tab))
        return Verdict{Status::verify_failed, 0};
    inv_mod_n_mont<C>(tab[2].z, tab[1].y, verify_inv_mem<C>(tab));  // s^-1 R
    verify_u1_u2<C>(tab);
    mult2_vartime<C>(tab, tab[2].x, tab[2].y, *reinterpret_cast<Limbs<C::limbs + 1>*>(tab + 3));
    return verify_check_x<C>(sig, tab);
}

}  // namespace ucrypt::core::ec
