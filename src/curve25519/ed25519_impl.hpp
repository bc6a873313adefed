// SPDX-License-Identifier: Apache-2.0
// ucrypt — Ed25519 building blocks shared by the one-call functions, the
// streaming verifier and the two-pass signer (RFC 8032 §5.1), private header.
//
// The big temporaries live in the caller's workspace (ed25519.hpp), laid out
// at its first 8-byte boundary as a fixed head followed by one of two tails
// that are never live at the same time:
//   sign:   SignHead  | HashWork (hashing, [r]B)  or  MulWork (verify_after_sign)
//   verify: VerifyHead| HashWork (the challenge)  then MulWork ([S]B - [k]A)
// so the stack holds only the field and point-formula temporaries.
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>
#include <span>
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
        case Ed25519Flavor::pure:
            return d.context.empty() ? Status::ok : Status::invalid_argument;
        case Ed25519Flavor::ctx:
            return d.context.empty() ? Status::invalid_length : Status::ok;
        case Ed25519Flavor::ph:
            return Status::ok;
    }
    return Status::invalid_argument;
}

// The secret half of a key pair (RFC 8032 §5.1.5) and its public key.
struct Expanded {
    std::uint8_t s[32];       // clamped scalar
    std::uint8_t prefix[32];  // nonce key
    std::uint8_t pub[32];     // A = [s]B, public
};

// One SHA-512 with its digest, and the point of a fixed-base product.
template <class Hash>
struct HashWork {
    Hash h;
    P3 p;
    std::uint8_t d[64];
};

// Verification: the multiples jA' (j = 1..8) of A' = -A, the digits of k,
// the running [k]A' and [S]B.
struct MulWork {
    Cached tab[8];
    P3 acc;
    P3 sb;
    std::int8_t e[64];
};

// What the response S = (r + k s) mod L and its check read.
struct SignKeys {
    const std::uint8_t* s;
    const std::uint8_t* r;
    const std::uint8_t* big_r;
    const std::uint8_t* pub;
};

struct SignHead {
    Expanded x;
    std::uint8_t r[32], big_r[32], k[32];
    std::uint8_t out[64];
    std::uint8_t ph[64];  // Ed25519ph: PH(M)
};
struct VerifyHead {
    std::uint8_t k[32];
    std::uint8_t ph[64];
};

template <class Hash>
constexpr std::size_t tail_size = sizeof(HashWork<Hash>) > sizeof(MulWork) ? sizeof(HashWork<Hash>)
                                                                           : sizeof(MulWork);
constexpr std::size_t kWsSlack = 8;  // to reach an 8-byte boundary

template <class Hash>
constexpr std::size_t sign_ws_size = kWsSlack + sizeof(SignHead) + sizeof(HashWork<Hash>);
template <class Hash>
constexpr std::size_t sign_check_ws_size = kWsSlack + sizeof(SignHead) + tail_size<Hash>;
template <class Hash>
constexpr std::size_t verify_ws_size = kWsSlack + sizeof(VerifyHead) + tail_size<Hash>;
constexpr std::size_t mul_ws_size = kWsSlack + sizeof(MulWork);

// The first 8-byte boundary of ws, or null when fewer than need bytes follow it.
inline std::byte* ws_base(std::span<std::byte> ws, std::size_t need) noexcept
{
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    const std::size_t pad = (8u - addr % 8u) % 8u;
    if (ws.size() < need) return nullptr;  // need includes the slack: pad <= 7
    return ws.data() + pad;
}

template <class Math, class Table>
struct EdOps {
    using E = Edwards<Math>;
    using Hash = typename detail::Ed25519Hash<Math>::type;
    using HW = HashWork<Hash>;

    static_assert(sizeof(SignHead) % 8 == 0 && sizeof(VerifyHead) % 8 == 0);
    static_assert(sign_ws_size<Hash> == kEd25519SignWorkspaceSize);
    static_assert(sign_check_ws_size<Hash> == kEd25519SignCheckWorkspaceSize);
    static_assert(verify_ws_size<Hash> == kEd25519VerifyWorkspaceSize);
    static_assert(mul_ws_size == kEd25519CheckWorkspaceSize);

    static void base_mul(P3& r, const std::uint8_t a[32]) noexcept
    {
        if constexpr (std::is_same_v<Table, Ed25519OptHigh>) {
            E::base_mul_high(r, a);
        } else {
            E::base_mul_low(r, a);
        }
    }

    // Out of line, so that the inversion's temporaries are not on the stack
    // under base_mul (the deepest call) in every caller.
    [[gnu::noinline]] static void encode(std::uint8_t out[32], const P3& p) noexcept
    {
        E::encode(out, p);
    }

    // [a]B encoded; the result is published, so it is declassified here.
    [[gnu::noinline]] static void base_mul_encode(std::uint8_t out[32], const std::uint8_t a[32],
                                                  P3& p) noexcept
    {
        base_mul(p, a);
        encode(out, p);
        wipe_object(p);
        ct::declassify(out, 32);
    }

    // RFC 8032 §5.1.5 steps 1-3: s and prefix only (x.pub is left alone).
    static void expand_secret(Expanded& x, FixedView<32> seed, Hash& h, std::uint8_t d[64]) noexcept
    {
        h.init();
        h.update(seed);
        h.finish(FixedSpan<64>(d, 64));
        for (std::size_t i = 0; i < 32; ++i) {
            x.s[i] = d[i];
            x.prefix[i] = d[32 + i];
        }
        x.s[0] &= 248u;
        x.s[31] = static_cast<std::uint8_t>((x.s[31] & 127u) | 64u);
        wipe(d, 64);
    }

    // RFC 8032 §5.1.5 steps 1-4.
    static void expand(Expanded& x, FixedView<32> seed, HW& w) noexcept
    {
        expand_secret(x, seed, w.h, w.d);
        base_mul_encode(x.pub, x.s, w.p);
    }

    // RFC 8032 §5.1.6 steps 2-3: r = H(...) mod L and R = [r]B.
    static void nonce(Hash& h, std::uint8_t d[64], P3& p, std::uint8_t r[32],
                      std::uint8_t big_r[32]) noexcept
    {
        h.finish(FixedSpan<64>(d, 64));
        sc_reduce64(r, d);
        wipe(d, 64);
        base_mul_encode(big_r, r, p);
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
                         const std::uint8_t k[32], MulWork& m) noexcept
    {
        if (!sc_is_canonical_vartime(sig + 32)) return core::refuse(Status::invalid_encoding);
        if (!E::decode_vartime(m.acc, pub)) return core::refuse(Status::invalid_encoding);
        fe_neg(m.acc.x, m.acc.x);
        fe_neg(m.acc.t, m.acc.t);
        E::mul_vartime(m.acc, k, m.tab, m.e);
        base_mul(m.sb, sig + 32);
        E::to_cached(m.tab[0], m.acc);
        E::add_cached(m.sb, m.sb, m.tab[0]);
        std::uint8_t rp[32];
        encode(rp, m.sb);
        return core::compare_tags(rp, sig, 32);
    }

    // RFC 8032 §5.1.6 steps 4-6 from a challenge hash fed with dom2 || R || A || M:
    // out = R || (r + k s) mod L, released to sig unless verify_after_sign
    // (in the MulWork placed at mul) rejects it.
    static Status finish_sign(Hash& hk, const SignKeys& key, std::uint8_t k[32],
                              std::uint8_t out[64], void* mul, FixedSpan<64> sig,
                              SignCheck mode) noexcept
    {
        challenge(hk, k);
        for (std::size_t i = 0; i < 32; ++i) out[i] = key.big_r[i];
        sc_muladd(out + 32, k, key.s, key.r);
        ct::declassify(out + 32, 32);
        Status st = Status::ok;
        if (mode == SignCheck::verify_after_sign) {
            MulWork* m = ::new (mul) MulWork;
            if (!check(key.pub, out, k, *m).ok()) st = Status::internal_error;
        }
        for (std::size_t i = 0; i < 64; ++i) sig[i] = st == Status::ok ? out[i] : 0;
        wipe(out, 64);
        return st;
    }

    // RFC 8032 §5.1.6 steps 2-6 from c.x (Ed25519/ctx with M, ph with PH(M)).
    static Status sign_expanded(SignHead& c, HW& w, ByteView m, FixedSpan<64> sig,
                                Ed25519Flavor flavor, ByteView ctx, SignCheck sc) noexcept
    {
        w.h.init();
        feed_dom(w.h, flavor, ctx);
        w.h.update(ByteView(c.x.prefix, 32));
        w.h.update(m);
        nonce(w.h, w.d, w.p, c.r, c.big_r);
        w.h.init();
        feed_dom(w.h, flavor, ctx);
        w.h.update(ByteView(c.big_r, 32));
        w.h.update(ByteView(c.x.pub, 32));
        w.h.update(m);
        const SignKeys key{c.x.s, c.r, c.big_r, c.x.pub};
        // verify_after_sign: the MulWork overlays w once k is drawn from w.h.
        return finish_sign(w.h, key, c.k, c.out, &w, sig, sc);
    }

    // Workspace size a signature needs with this check.
    static constexpr std::size_t sign_need(SignCheck sc) noexcept
    {
        return sc == SignCheck::verify_after_sign ? sign_check_ws_size<Hash> : sign_ws_size<Hash>;
    }
};

// The workspace of one signature: the head and the tail placed in it, wiped
// (secrets: s, prefix, r, the hash states) when it goes out of scope.
template <class Hash>
class SignArena {
public:
    SignArena(std::span<std::byte> ws, std::size_t need) noexcept : base_(ws_base(ws, need))
    {
        if (base_ == nullptr) return;
        used_ = need - kWsSlack;
        head_ = ::new (static_cast<void*>(base_)) SignHead;
        tail_ = ::new (static_cast<void*>(base_ + sizeof(SignHead))) HashWork<Hash>;
    }
    ~SignArena()
    {
        if (base_ != nullptr) wipe(base_, used_);
    }
    SignArena(const SignArena&) = delete;
    SignArena& operator=(const SignArena&) = delete;

    bool ok() const noexcept { return base_ != nullptr; }
    SignHead& head() noexcept { return *head_; }
    HashWork<Hash>& tail() noexcept { return *tail_; }

private:
    std::byte* base_;
    std::size_t used_ = 0;
    SignHead* head_ = nullptr;
    HashWork<Hash>* tail_ = nullptr;
};

}  // namespace ucrypt::core::c25519
