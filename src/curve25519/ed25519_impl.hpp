// ucrypt — Ed25519 building blocks shared by the one-call functions, the
// streaming verifier and the two-pass signer (RFC 8032 §5.1), private header.
#pragma once
#include <cstdint>
#include <type_traits>

#include "../aead/verify_tag.hpp"
#include "edwards.hpp"
#include "field_small.hpp"
#include "field_superfast.hpp"
#include "scalar.hpp"
#include "ucrypt/ed25519.hpp"

namespace ucrypt::core::c25519 {

// RFC 8032 §5.1: dom2(F, C) is empty for Ed25519.
template <class Hash>
void feed_dom(Hash& h, Ed25519Flavor flavor, ByteView ctx) noexcept
{
    if (flavor == Ed25519Flavor::pure) return;
    static constexpr char kPrefix[] = "SigEd25519 no Ed25519 collisions";
    h.update(ByteView(reinterpret_cast<const std::uint8_t*>(kPrefix), sizeof kPrefix - 1));
    const std::uint8_t f[2] = {static_cast<std::uint8_t>(flavor == Ed25519Flavor::ph ? 1 : 0),
                               static_cast<std::uint8_t>(ctx.size())};
    h.update(f);
    h.update(ctx);
}

// Context rules: pure has none; ctx 1..255 bytes; ph 0..255 bytes.
inline Status check_domain(const Ed25519Domain& d) noexcept
{
    if (d.context.size() > kEd25519MaxContextSize) return Status::invalid_length;
    switch (d.flavor) {
    case Ed25519Flavor::pure: return d.context.empty() ? Status::ok : Status::invalid_argument;
    case Ed25519Flavor::ctx: return d.context.empty() ? Status::invalid_length : Status::ok;
    case Ed25519Flavor::ph: return Status::ok;
    }
    return Status::invalid_argument;
}

// The secret half of a key pair (RFC 8032 §5.1.5) and its public key.
struct Expanded {
    std::uint8_t s[32];       // clamped scalar
    std::uint8_t prefix[32];  // nonce key
    std::uint8_t pub[32];     // A = [s]B, public
};

template <class Math, class Table>
struct EdOps {
    using E = Edwards<Math>;
    using Hash = typename detail::Ed25519Hash<Math>::type;

    static void base_mul(P3& r, const std::uint8_t a[32]) noexcept
    {
        if constexpr (std::is_same_v<Table, Ed25519OptHigh>) {
            E::base_mul_high(r, a);
        } else {
            E::base_mul_low(r, a);
        }
    }

    // [a]B encoded; the result is published, so it is declassified here.
    static void base_mul_encode(std::uint8_t out[32], const std::uint8_t a[32]) noexcept
    {
        P3 p;
        base_mul(p, a);
        E::encode(out, p);
        wipe_object(p);
        ct::declassify(out, 32);
    }

    // RFC 8032 §5.1.5 steps 1-4.
    static void expand(Expanded& x, FixedView<32> seed) noexcept
    {
        std::uint8_t h[64];
        Hash::hash(seed, h);
        for (std::size_t i = 0; i < 32; ++i) {
            x.s[i] = h[i];
            x.prefix[i] = h[32 + i];
        }
        x.s[0] &= 248u;
        x.s[31] = static_cast<std::uint8_t>((x.s[31] & 127u) | 64u);
        wipe(h, sizeof h);
        base_mul_encode(x.pub, x.s);
    }

    // RFC 8032 §5.1.6 steps 2-3: r = H(...) mod L and R = [r]B.
    static void nonce(Hash& h, std::uint8_t r[32], std::uint8_t big_r[32]) noexcept
    {
        std::uint8_t d[64];
        h.finish(d);
        sc_reduce64(r, d);
        wipe(d, sizeof d);
        base_mul_encode(big_r, r);
    }

    // k = H(dom2 || R || A || M) mod L from a hash fed with all of it.
    static void challenge(Hash& h, std::uint8_t k[32]) noexcept
    {
        std::uint8_t d[64];
        h.finish(d);
        sc_reduce64(k, d);
    }

    // RFC 8032 §5.1.7 step 3, cofactorless: encode([S]B - [k]A) == R.
    static Verdict check(const std::uint8_t pub[32], const std::uint8_t sig[64],
                         const std::uint8_t k[32]) noexcept
    {
        if (!sc_is_canonical_vartime(sig + 32)) return detail::refuse(Status::invalid_encoding);
        P3 a;
        if (!E::decode_vartime(a, pub)) return detail::refuse(Status::invalid_encoding);
        fe_neg(a.x, a.x);
        fe_neg(a.t, a.t);
        P3 sb, ka;
        base_mul(sb, sig + 32);
        E::mul_vartime(ka, k, a);
        Cached c;
        E::to_cached(c, ka);
        E::add_cached(sb, sb, c);
        std::uint8_t rp[32];
        E::encode(rp, sb);
        return detail::compare_tags(rp, sig, 32);
    }

    // RFC 8032 §5.1.6 steps 4-6 from a challenge hash fed with dom2 || R || A || M.
    static Status finish_sign(Hash& hk, const std::uint8_t r[32], const std::uint8_t big_r[32],
                              const Expanded& x, FixedSpan<64> sig, SignCheck mode) noexcept
    {
        std::uint8_t k[32], out[64];
        challenge(hk, k);
        for (std::size_t i = 0; i < 32; ++i) out[i] = big_r[i];
        sc_muladd(out + 32, k, x.s, r);
        ct::declassify(out + 32, 32);
        Status st = Status::ok;
        if (mode == SignCheck::verify_after_sign && !check(x.pub, out, k).ok()) {
            st = Status::internal_error;
        }
        for (std::size_t i = 0; i < 64; ++i) sig[i] = st == Status::ok ? out[i] : 0;
        wipe(out, sizeof out);
        return st;
    }

    // Whole-message signing (Ed25519/ctx with M, ph with PH(M)).
    static Status sign_msg(FixedView<32> seed, ByteView m, FixedSpan<64> sig, Ed25519Flavor flavor,
                           ByteView ctx, SignCheck sc) noexcept
    {
        Expanded x;
        expand(x, seed);
        Hash h;
        feed_dom(h, flavor, ctx);
        h.update(ByteView(x.prefix, 32));
        h.update(m);
        std::uint8_t r[32], big_r[32];
        nonce(h, r, big_r);
        h.init();
        feed_dom(h, flavor, ctx);
        h.update(ByteView(big_r, 32));
        h.update(ByteView(x.pub, 32));
        h.update(m);
        const Status st = finish_sign(h, r, big_r, x, sig, sc);
        wipe_object(x);
        wipe(r, sizeof r);
        return st;
    }
};

}  // namespace ucrypt::core::c25519
