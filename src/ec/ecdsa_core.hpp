// SPDX-License-Identifier: Apache-2.0
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
    static_assert(kInvModNScratch<C> + alignof(bn::Limb) <= (kNafPoints - 3) * sizeof(PointOf<C>));
    static_assert(sizeof(Limbs<C::limbs + 1>) <= (kNafPoints - 3) * sizeof(PointOf<C>));
    if (ws.size() < ec_verify_workspace_size<B>) return nullptr;
    return workspace_points<C::limbs>(ws, kVerifySlots<C>);
}

// The signing workspace (ec_sign_unchecked_workspace_size in ec.hpp), in
// order: the RFC 6979 state (rfc_bytes, a multiple of 8, placed by the
// caller), SignVars, then the region: one HMAC state while the nonce and the
// blinding value are drawn, then the multiplication (MultWs, then the
// 16-point window on curves without a comb table), then the scalar
// arithmetic mod n (ScalarWs). The region always follows SignVars, so the
// signing steps find it from SignVars alone (region_of): fewer arguments, no
// stack-passed ones. (The RFC 6979 state goes first, not last: after a
// region of 7-limb points it would lose its 8-byte alignment.)
template <class C>
struct SignVars {
    Limbs<C::limbs> k;
    Limbs<C::limbs> r;  // before: bits2octets(H(m)), then k as bytes (the blinding seed)
    Limbs<C::limbs> s;  // before: the blinding value z
};
template <class C>
struct ScalarWs {
    Limbs<C::limbs> d, e, kinv, rm, t;
    alignas(8) std::byte inv[kInvModNScratch<C>];
};

// Callers keep it in a non-const local: GCC's scalar replacement refuses a
// const aggregate ("store to a read-only decl") and would leave it in the
// signer's frame, under the whole multiplication.
template <class C>
struct SignLayout {
    SignVars<C>* v;
    std::byte* rfc;
    std::byte* region;
    MultWs<C>* mult() const noexcept { return reinterpret_cast<MultWs<C>*>(region); }
    PointOf<C>* window() const noexcept
    {
        return reinterpret_cast<PointOf<C>*>(region + sizeof(MultWs<C>));
    }
};

template <class C>
inline constexpr std::size_t kSignVarsBytes = (sizeof(SignVars<C>) + 7) / 8 * 8;

template <class C>
std::byte* region_of(SignVars<C>& v) noexcept
{
    return reinterpret_cast<std::byte*>(&v) + kSignVarsBytes<C>;
}

// The layout in ws for an RFC 6979 state of rfc_bytes (0: none) and a
// region of region_bytes; v == nullptr when ws is shorter than that + 8.
// Any alignment of ws: up to 7 bytes are skipped.
template <class C>
SignLayout<C> sign_layout(std::span<std::byte> ws, std::size_t rfc_bytes,
                          std::size_t region_bytes) noexcept
{
    using Base = typename Curve<C>::Base;
    constexpr std::size_t fe = sizeof(Limbs<C::limbs>);
    static_assert(sizeof(MultWs<C>) == 15 * fe);
    static_assert(sizeof(ScalarWs<C>) <= sizeof(MultWs<C>));
    static_assert(ec_has_comb_table<Base> || sizeof(PointOf<C>) == ec_point_bytes<Base>);
    if (ws.size() < kSignVarsBytes<C> + rfc_bytes + region_bytes + 8) return {};
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    std::byte* p = ws.data() + (8u - addr % 8u) % 8u;
    return {reinterpret_cast<SignVars<C>*>(p + rfc_bytes), p, p + rfc_bytes + kSignVarsBytes<C>};
}

// The region the multiplication of mult_base_ct<C, Table> needs.
template <class C, class Table>
inline constexpr std::size_t kMultRegionBytes =
    sizeof(MultWs<C>) +
    (BaseTable<typename Curve<C>::Base, Table>::teeth == 0 ? 16 * sizeof(PointOf<C>) : 0);

// Q = dG as 0x04 || X || Y. d must be in [1, n-1] (checked by the caller).
// L: a layout with a region of max(kMultRegionBytes, the blinding HMAC)
// bytes; its region and SignVars are wiped before returning.
template <class C, class Table>
void public_from_scalar(std::uint8_t* pub, const Limbs<C::limbs>& d, const std::uint8_t* d_bytes,
                        const SignLayout<C>& L) noexcept
{
    SignVars<C>& v = *L.v;
    blind_from_seed<C>(v.s, ByteView(d_bytes, C::scalar_bytes), ByteView{}, L.region);
    MultWs<C>& w = *L.mult();
    mult_base_ct<C, Table>(w, d, v.s, L.window());
    mult_to_affine<C>(v.r, w);  // d in [1, n-1]: never infinity
    encode_affine<C>(pub, v.r, w.t.y);
    ct::declassify(pub, 1 + 2 * C::field_bytes);  // Q is the public output
    wipe(L.region, kMultRegionBytes<C, Table>);
    wipe(L.v, sizeof(SignVars<C>));
}

// FIPS 186-5 §6.4.1 steps 7-11 after the multiplication (v.r: x of kG, engine
// form): r = x mod n, s = k^-1 (e + r d) mod n, in a (the region, the multiplication's memory before). Not inlined,
// so that the signer's frame stays small while the blinding HMAC runs.
template <class C>
[[gnu::noinline]] void sign_scalars(const std::uint8_t* priv, const std::uint8_t* digest,
                                    std::size_t digest_len, SignVars<C>& v) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    ScalarWs<C>& a = *reinterpret_cast<ScalarWs<C>*>(region_of(v));  // the multiplication's memory
    if constexpr (Curve<C>::mont_form) {  // from_fe, with its constant 1 in a.e
        a.e = Limbs<C::limbs>{};
        a.e[0] = 1;
        mont_mul(v.r, v.r, a.e, Curve<C>::P);
    } else {
        Curve<C>::from_fe(v.r, v.r);
    }
    // x < p < 2n for every curve here (cofactor 1, Hasse): one masked
    // subtraction, its difference in a.t (not on the stack).
    const Word borrow = sub_n(a.t, v.r, Q.m);
    cmov(v.r, a.t, ~Mask::from_bit(borrow));
    load_be(a.d, priv, C::scalar_bytes);
    bits2int_mod_n<C>(a.e, digest, digest_len);
    inv_mod_n_mont_inline<C>(a.kinv, v.k, a.inv);  // k^-1 R (binary GCD: constant time)
    to_mont(a.rm, v.r, Q);
    mont_mul(a.t, a.rm, a.d, Q);    // r d
    mod_add(a.t, a.t, a.e, Q);      // e + r d
    mont_mul(v.s, a.kinv, a.t, Q);  // k^-1 (e + r d)
}

// FIPS 186-5 §6.4.1 steps 5-11 for the k and the blinding value z (v.s) in
// L.v: (r, s) in L.v, or a cleared mask when r or s is zero (the caller then
// takes another k). priv: d in [1, n-1] (checked by the caller); digest:
// 1..64 bytes. The region (kMultRegionBytes) is unused on entry and holds
// secrets on return: the caller wipes it. Always inlined into the signer:
// its frame of saved registers would otherwise lie under both deep calls
// (the multiplication and sign_scalars).
template <class C, class Table>
[[gnu::always_inline]] inline Mask sign_with_kz(const std::uint8_t* priv,
                                                const std::uint8_t* digest, std::size_t digest_len,
                                                const SignLayout<C>& L) noexcept
{
    SignVars<C>& v = *L.v;
    MultWs<C>& w = *L.mult();
    mult_base_ct<C, Table>(w, v.k, v.s, L.window());
    mult_to_affine<C>(v.r, w);
    sign_scalars<C>(priv, digest, digest_len, v);
    return ~is_zero(v.r) & ~is_zero(v.s);
}

// The same with z = blind_from_seed(k) (HMAC keyed with k, in the region:
// max(kMultRegionBytes, the blinding HMAC) bytes).
template <class C, class Table>
Mask sign_with_k(const std::uint8_t* priv, const std::uint8_t* digest, std::size_t digest_len,
                 const SignLayout<C>& L) noexcept
{
    SignVars<C>& v = *L.v;
    auto* kb = reinterpret_cast<std::uint8_t*>(&v.r);
    static_assert(sizeof v.r >= C::scalar_bytes);
    store_be(kb, C::scalar_bytes, v.k);
    blind_from_seed<C>(v.s, ByteView(kb, C::scalar_bytes), ByteView{}, L.region);
    return sign_with_kz<C, Table>(priv, digest, digest_len, L);
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
    const Mask beq =
        ct::bytes_equal(reinterpret_cast<const std::uint8_t*>(t.x.data()),
                        reinterpret_cast<const std::uint8_t*>(acc.x.data()), sizeof t.x)
            .mask();
    return Verdict{Status::ok, beq.select(kFaultCheckOk, 0u)};
}

// FIPS 186-5 §6.4.2, variable time (public inputs). sig = r || s; tab from
// verify_workspace with Q in tab[0] (engine form, Z = one). Inlined into the
// caller (verify_digest): one frame fewer above the multiplication.
template <class C>
[[gnu::always_inline]] inline Verdict verify_vartime(const std::uint8_t* digest, std::size_t dlen,
                                                     const std::uint8_t* sig, bool require_low_s,
                                                     PointOf<C>* tab) noexcept
{
    if (!verify_inputs<C>(digest, dlen, sig, require_low_s, tab))
        return Verdict{Status::verify_failed, 0};
    inv_mod_n_mont<C>(tab[2].z, tab[1].y, verify_inv_mem<C>(tab));  // s^-1 R
    verify_u1_u2<C>(tab);
    mult2_vartime<C>(tab, tab[2].x, tab[2].y, *reinterpret_cast<Limbs<C::limbs + 1>*>(tab + 3));
    return verify_check_x<C>(sig, tab);
}

}  // namespace ucrypt::core::ec
