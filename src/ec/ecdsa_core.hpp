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

// The signing workspace (ec_sign_unchecked_workspace_size in ec.hpp), in
// order: SignVars, the RFC 6979 state (rfc_bytes, placed by the caller),
// then the region: one HMAC state while the nonce and the blinding value are
// drawn, then the multiplication (MultWs, then the 16-point window on curves
// without a comb table), then the scalar arithmetic mod n (ScalarWs).
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
    ScalarWs<C>* scalar() const noexcept { return reinterpret_cast<ScalarWs<C>*>(region); }
};

template <class C>
inline constexpr std::size_t kSignVarsBytes = (sizeof(SignVars<C>) + 7) / 8 * 8;

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
    return {reinterpret_cast<SignVars<C>*>(p), p + kSignVarsBytes<C>,
            p + kSignVarsBytes<C> + rfc_bytes};
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
    to_affine<C>(v.r, w.t.y, w.acc, w.t.z, w.s);  // d in [1, n-1]: never infinity
    encode_affine<C>(pub, v.r, w.t.y);
    ct::declassify(pub, 1 + 2 * C::field_bytes);  // Q is the public output
    wipe(L.region, kMultRegionBytes<C, Table>);
    wipe(L.v, sizeof(SignVars<C>));
}

// FIPS 186-5 §6.4.1 steps 7-11 after the multiplication (v.r: x of kG, engine
// form): r = x mod n, s = k^-1 (e + r d) mod n, in the region. Not inlined,
// so that the signer's frame stays small while the blinding HMAC runs.
template <class C>
[[gnu::noinline]] void sign_scalars(const std::uint8_t* priv, ByteView digest,
                                    const SignLayout<C>& L) noexcept
{
    constexpr auto& Q = Curve<C>::Q;
    SignVars<C>& v = *L.v;
    Curve<C>::from_fe(v.r, v.r);
    reduce_once(v.r, Q);  // x < p < 2n for every curve here (cofactor 1, Hasse)
    ScalarWs<C>& a = *L.scalar();  // the multiplication's memory from here on
    load_be(a.d, priv, C::scalar_bytes);
    bits2int_mod_n<C>(a.e, digest.data(), digest.size());
    inv_mod_n_mont<C>(a.kinv, v.k, a.inv);  // k^-1 R (binary GCD: constant time)
    to_mont(a.rm, v.r, Q);
    mont_mul(a.t, a.rm, a.d, Q);      // r d
    mod_add(a.t, a.t, a.e, Q);        // e + r d
    mont_mul(v.s, a.kinv, a.t, Q);    // k^-1 (e + r d)
}

// FIPS 186-5 §6.4.1 steps 5-11 for the k in L.v: (r, s) in L.v, or a
// cleared mask when r or s is zero (the caller then takes another k).
// priv: d in [1, n-1] (checked by the caller); digest: 1..64 bytes. The
// region (max(kMultRegionBytes, the blinding HMAC) bytes) is free on entry
// and holds secrets on return: the caller wipes it.
template <class C, class Table>
Mask sign_with_k(const std::uint8_t* priv, ByteView digest, const SignLayout<C>& L) noexcept
{
    SignVars<C>& v = *L.v;
    auto* kb = reinterpret_cast<std::uint8_t*>(&v.r);
    static_assert(sizeof v.r >= C::scalar_bytes);
    store_be(kb, C::scalar_bytes, v.k);
    blind_from_seed<C>(v.s, ByteView(kb, C::scalar_bytes), ByteView{}, L.region);
    MultWs<C>& w = *L.mult();
    mult_base_ct<C, Table>(w, v.k, v.s, L.window());
    to_affine<C>(v.r, w.t.y, w.acc, w.t.z, w.s);
    sign_scalars<C>(priv, digest, L);
    return ~is_zero(v.r) & ~is_zero(v.s);
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
