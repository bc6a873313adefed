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

// The verification's workspace (ec_verify_workspace_size in ec.hpp):
// kVerifyPoints<C> points, then the two NAF digit arrays of mult2_vartime;
// nullptr when ws is shorter than that.
template <class C>
PointOf<C>* verify_workspace(std::span<std::byte> ws) noexcept
{
    using B = typename Curve<C>::Base;
    static_assert(kVerifyPoints<C> * sizeof(PointOf<C>) + 2 * kNafDigitsLen<C> + 8 ==
                  ec_verify_workspace_size<B>);
    if (ws.size() < ec_verify_workspace_size<B>) return nullptr;
    return workspace_points<C::limbs>(ws, kVerifyPoints<C>);
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

template <class C>
bool is_high_s_public(const Limbs<C::limbs>& s) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    Limbs<C::limbs> half{};
    for (std::size_t i = 0; i < C::limbs; ++i)
        half[i] = (Q.m[i] >> 1) | (i + 1 < C::limbs ? Q.m[i + 1] << 31 : 0u);
    return is_less(half, s).declassify_as_bool();
}

// FIPS 186-5 §6.4.2, variable time (public inputs). sig = r || s; ws from
// verify_workspace.
template <class C>
Verdict verify_vartime(const PointOf<C>& q, const std::uint8_t* digest, std::size_t dlen,
                       const std::uint8_t* sig, bool require_low_s, PointOf<C>* ws) noexcept
{
    using K = Curve<C>;
    constexpr auto& Q = K::Q;
    constexpr std::size_t L = C::scalar_bytes;
    const Verdict bad{Status::verify_failed, 0};
    typename K::Fe r, s, e, w, u1, u2, x;
    load_be(r, sig, L);
    load_be(s, sig + L, L);
    if (is_zero(r).declassify_as_bool() || is_zero(s).declassify_as_bool()) return bad;
    if (!is_less(r, Q.m).declassify_as_bool() || !is_less(s, Q.m).declassify_as_bool()) return bad;
    if (require_low_s && is_high_s_public<C>(s)) return bad;
    bits2int_mod_n<C>(e, digest, dlen);
    inv_mod_n_mont<C>(w, s);  // s^-1 R
    mont_mul(u1, w, e, Q);
    mont_mul(u2, w, r, Q);
    PointOf<C> big_r;
    // The digit arrays follow the points (verify_workspace); bytes may alias.
    mult2_vartime<C>(big_r, u1, u2, q, ws, reinterpret_cast<std::int8_t*>(ws + kVerifyPoints<C>));
    if (!jac_affine_x<C>(x, big_r)) return bad;
    K::from_fe(x, x);
    reduce_once(x, Q);
    // Status and fault check along two paths: limb compare, then byte compare.
    const bool eq = is_equal(x, r).declassify_as_bool();
    std::uint8_t xb[L];
    store_be(xb, L, x);
    const Mask beq = ct::bytes_equal(xb, sig, L).mask();
    const std::uint32_t fc = beq.select(kFaultCheckOk, 0u);
    if (!eq) return bad;
    return Verdict{Status::ok, fc};
}

}  // namespace ucrypt::core::ec
