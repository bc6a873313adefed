// ucrypt — Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032 §5.1).
//
// Variants are types, all compiled and tested (DESIGN §3):
//   math   Curve25519Small | Curve25519SuperFast  (see x25519.hpp; SHA-512
//          Small resp. Fast goes with them)
//   table  Ed25519OptLow   fixed-base table of 1B..8B:             768 bytes
//          Ed25519OptHigh  radix-16 comb, j*16^(2i)*B, i<32, j<=8: 30,720 bytes
// Fixed-base multiplication (key generation, signing) is constant-time: the
// table is read by a full scan with masked selects. Verification is
// variable-time over public data only (core::..._vartime).
//
// One call:
//   Ed::public_key(seed, pk);
//   Ed::sign(seed, msg, sig);                                 // Ed25519
//   Ed::sign(seed, msg, sig, Ed25519Domain::ctx(context));    // Ed25519ctx
//   Ed::sign(seed, msg, sig, Ed25519Domain::ph(context));     // Ed25519ph
//   Verdict v = Ed::verify(pk, msg, sig, domain);             // v.ok()
// sign() derives the public key from the seed itself (one more fixed-base
// multiplication) rather than trusting a caller-supplied one: signing with a
// wrong public key and the same nonce would reveal the secret scalar.
//
// Streaming verification (a firmware image that does not fit in RAM):
//   Ed::Verifier v; Status s = v.init(pk, sig, domain);
//   v.update(chunk); ...;  Verdict r = v.finish();
// Signing a large message takes two passes over the same bytes, because the
// nonce r = H(prefix || M) is needed before the challenge H(R || A || M):
//   Ed::Signer s; s.init(seed, domain);
//   s.update(chunk)...;  s.next_pass();       // pass 1: the nonce
//   s.update(chunk)...;  s.finish(sig);       // pass 2: the challenge
// Pass 2 also recomputes the nonce hash; if the bytes of the two passes
// differ, finish() returns Status::internal_error and a zeroed signature
// (releasing it would sign two messages with one nonce and leak the key).
// Ed25519ph needs one pass: hash M with SHA-512 and call sign_prehashed();
// Verifier handles ph by hashing the streamed message itself.
//
// Fault countermeasure: SignCheck::verify_after_sign recomputes [S]B - [k]A
// and compares it with R before releasing the signature (internal_error and a
// zeroed signature otherwise); it costs about one verification.
//
// Verification (RFC 8032 §5.1.7) rejects S >= L and non-canonical encodings
// of A (y >= p, or x = 0 with the sign bit set, §5.1.3), and checks the
// COFACTORLESS equation by encoding: encode([S]B - [k]A) == R byte for byte,
// which also rejects non-canonical R. Statuses: invalid_length (context over
// 255 bytes, or empty for Ed25519ctx), invalid_encoding (A or S rejected),
// verify_failed, bad_state (calls out of order). On error, signatures are
// zeroed. No workspace. Stack measured on Cortex-M4 (GCC -O2, 1023-byte
// message, bench/firmware/eddsa_rows.cpp): sign 1,668 / 1,900 / 2,120 / 2,880
// bytes (Small+OptLow, Small+OptHigh, SuperFast+OptLow, SuperFast+OptHigh);
// verify 4,036 (Small) and 5,048 (SuperFast).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/x25519.hpp"

namespace ucrypt {

inline constexpr std::size_t kEd25519SeedSize = 32;
inline constexpr std::size_t kEd25519PublicKeySize = 32;
inline constexpr std::size_t kEd25519SignatureSize = 64;
inline constexpr std::size_t kEd25519PrehashSize = 64;
inline constexpr std::size_t kEd25519MaxContextSize = 255;

struct Ed25519OptLow {
    static constexpr std::size_t table_bytes = 768;
};
struct Ed25519OptHigh {
    static constexpr std::size_t table_bytes = 30720;
};

enum class Ed25519Flavor : std::uint8_t { pure = 1, ctx = 2, ph = 3 };

// RFC 8032 §5.1: which of the three schemes, and its context string (ctx: 1..255
// bytes; ph: 0..255 bytes; pure: none). The context is borrowed, not copied.
struct Ed25519Domain {
    Ed25519Flavor flavor = Ed25519Flavor::pure;
    ByteView context{};

    static constexpr Ed25519Domain pure() noexcept { return {}; }
    static constexpr Ed25519Domain ctx(ByteView c) noexcept { return {Ed25519Flavor::ctx, c}; }
    static constexpr Ed25519Domain ph(ByteView c = {}) noexcept { return {Ed25519Flavor::ph, c}; }
};

enum class SignCheck : std::uint8_t { none = 0, verify_after_sign = 1 };

namespace detail {
template <class Math>
struct Ed25519Hash;
template <>
struct Ed25519Hash<Curve25519Small> {
    using type = Sha512Small;
};
template <>
struct Ed25519Hash<Curve25519SuperFast> {
    using type = Sha512Fast;
};
}  // namespace detail

template <class Math, class Table>
class Ed25519 {
public:
    using Hash = typename detail::Ed25519Hash<Math>::type;
    static constexpr std::size_t seed_size = kEd25519SeedSize;
    static constexpr std::size_t public_key_size = kEd25519PublicKeySize;
    static constexpr std::size_t signature_size = kEd25519SignatureSize;
    static constexpr std::size_t table_bytes = Table::table_bytes;

    // RFC 8032 §5.1.5.
    static Status public_key(FixedView<32> seed, FixedSpan<32> pub) noexcept;
    // RFC 8032 §5.1.6 (for ph, msg is the message; it is hashed here).
    static Status sign(FixedView<32> seed, ByteView msg, FixedSpan<64> sig,
                       Ed25519Domain dom = {}, SignCheck check = SignCheck::none) noexcept;
    // RFC 8032 §5.1.7.
    static Verdict verify(FixedView<32> pub, ByteView msg, FixedView<64> sig,
                          Ed25519Domain dom = {}) noexcept;
    // Ed25519ph with PH(M) = SHA-512(M) computed by the caller.
    static Status sign_prehashed(FixedView<32> seed, FixedView<64> prehash, FixedSpan<64> sig,
                                 ByteView context = {},
                                 SignCheck check = SignCheck::none) noexcept;
    static Verdict verify_prehashed(FixedView<32> pub, FixedView<64> prehash,
                                    FixedView<64> sig, ByteView context = {}) noexcept;

    class Verifier {
    public:
        Verifier() noexcept = default;
        ~Verifier();
        Status init(FixedView<32> pub, FixedView<64> sig, Ed25519Domain dom = {}) noexcept;
        void update(ByteView chunk) noexcept;  // ignored unless init() succeeded
        Verdict finish() noexcept;             // then init() again before reuse

    private:
        Hash h_;   // pure/ctx: the challenge hash; ph: PH(M)
        Hash hk_;  // ph only: the challenge hash, waiting for PH(M)
        std::uint8_t pub_[32] = {};
        std::uint8_t sig_[64] = {};
        Ed25519Flavor flavor_ = Ed25519Flavor::pure;
        Status state_ = Status::bad_state;
    };

    // Two-pass signing of Ed25519 / Ed25519ctx (not ph: see sign_prehashed).
    class Signer {
    public:
        Signer() noexcept = default;
        ~Signer();
        Signer(const Signer&) = delete;
        Signer& operator=(const Signer&) = delete;
        Status init(FixedView<32> seed, Ed25519Domain dom = {}) noexcept;
        void update(ByteView chunk) noexcept;
        Status next_pass() noexcept;
        Status finish(FixedSpan<64> sig, SignCheck check = SignCheck::none) noexcept;

    private:
        Hash h_;   // pass 1: nonce hash; pass 2: challenge hash
        Hash hr_;  // pass 2: the nonce hash again, to check both passes agree
        std::uint8_t prefix_[32] = {};
        std::uint8_t scalar_[32] = {};  // s, clamped (RFC 8032 §5.1.5 step 2)
        std::uint8_t pub_[32] = {};
        std::uint8_t r_[32] = {};  // nonce mod L
        std::uint8_t big_r_[32] = {};
        std::uint8_t ctx_[kEd25519MaxContextSize] = {};
        std::uint8_t ctx_len_ = 0;
        Ed25519Flavor flavor_ = Ed25519Flavor::pure;
        std::uint8_t pass_ = 0;  // 0: not initialised, 1, 2
        void clear() noexcept;
    };
};

extern template class Ed25519<Curve25519Small, Ed25519OptLow>;
extern template class Ed25519<Curve25519Small, Ed25519OptHigh>;
extern template class Ed25519<Curve25519SuperFast, Ed25519OptLow>;
extern template class Ed25519<Curve25519SuperFast, Ed25519OptHigh>;

using Ed25519SmallOptLow = Ed25519<Curve25519Small, Ed25519OptLow>;
using Ed25519SmallOptHigh = Ed25519<Curve25519Small, Ed25519OptHigh>;
using Ed25519SuperFastOptLow = Ed25519<Curve25519SuperFast, Ed25519OptLow>;
using Ed25519SuperFastOptHigh = Ed25519<Curve25519SuperFast, Ed25519OptHigh>;

}  // namespace ucrypt
