// SPDX-License-Identifier: Apache-2.0
// ucrypt — Ed448 and Ed448ph signatures (RFC 8032 §5.2).
//
// One math variant (src/curve448: GF(2^448 - 2^224 - 1) in sixteen 28-bit
// limbs, shared with X448) and SHAKE256 (Shake256Fast). Ed448 always hashes a
// context string dom4(F, C) (0..255 bytes, empty by default); Ed448ph signs
// PH(M) = SHAKE256(M, 64).
//
//   Ed448::public_key(seed, pk);                            // 57-byte seed and key
//   Ed448::sign(seed, msg, sig);                            // Ed448, empty context
//   Ed448::sign(seed, msg, sig, Ed448Domain::pure(ctx));    // Ed448 with context
//   Ed448::sign(seed, msg, sig, Ed448Domain::ph(ctx));      // Ed448ph
//   Verdict v = Ed448::verify(pk, msg, sig, domain);        // v.ok()
// sign() derives the public key from the seed itself (one more fixed-base
// multiplication) rather than trusting a caller-supplied one.
//
// Fixed-base multiplication (key generation, signing) is constant time:
// double-and-add-always with a masked move, no table. Verification is
// variable time over public data only (core::c448::double_mul_vartime).
//
// Verification (RFC 8032 §5.2.7) rejects S >= L and non-canonical encodings
// of A (y >= p, unused bits set, x = 0 with the sign bit set; §5.2.3), and
// checks the COFACTORLESS equation by encoding: encode([S]B - [k]A) == R
// byte for byte (which also rejects a non-canonical R). This is the
// "sufficient" check of §5.2.7 and matches the Wycheproof ed448 verdicts.
// Statuses: invalid_length (context over 255 bytes), invalid_encoding (A or S
// rejected), verify_failed. No workspace; stack estimated (not yet measured)
// at about 2-3 KB for verify: five or six points of 256 bytes plus field
// temporaries. Secrets on the stack are wiped.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Sizes in bytes: secret seed, public key, signature, Ed448ph pre-hash
// (SHAKE256 output), and the longest context string.
inline constexpr std::size_t kEd448SeedSize = 57;
inline constexpr std::size_t kEd448PublicKeySize = 57;
inline constexpr std::size_t kEd448SignatureSize = 114;
inline constexpr std::size_t kEd448PrehashSize = 64;
inline constexpr std::size_t kEd448MaxContextSize = 255;

// The scheme: Ed448 or Ed448ph (RFC 8032 §5.2).
enum class Ed448Flavor : std::uint8_t { pure = 1, ph = 2 };

// RFC 8032 §5.2: Ed448 or Ed448ph and the context string (0..255 bytes for
// both). The context is borrowed, not copied.
struct Ed448Domain {
    Ed448Flavor flavor = Ed448Flavor::pure;  // the scheme
    ByteView context{};                      // its context string

    // The domain of Ed448 with context c.
    static constexpr Ed448Domain pure(ByteView c = {}) noexcept { return {Ed448Flavor::pure, c}; }
    // The domain of Ed448ph with context c.
    static constexpr Ed448Domain ph(ByteView c = {}) noexcept { return {Ed448Flavor::ph, c}; }
};

// Ed448 and Ed448ph signatures (RFC 8032 §5.2; see above).
class Ed448 {
public:
    // Sizes in bytes: seed, public key, signature.
    static constexpr std::size_t seed_size = kEd448SeedSize;
    static constexpr std::size_t public_key_size = kEd448PublicKeySize;
    static constexpr std::size_t signature_size = kEd448SignatureSize;

    // RFC 8032 §5.2.5.
    static Status public_key(FixedView<57> seed, FixedSpan<57> pub) noexcept;
    // RFC 8032 §5.2.6 (for ph, msg is the message; it is hashed here).
    static Status sign(FixedView<57> seed, ByteView msg, FixedSpan<114> sig,
                       Ed448Domain dom = {}) noexcept;
    // RFC 8032 §5.2.7.
    static Verdict verify(FixedView<57> pub, ByteView msg, FixedView<114> sig,
                          Ed448Domain dom = {}) noexcept;
    // Ed448ph with PH(M) = SHAKE256(M, 64) computed by the caller.
    static Status sign_prehashed(FixedView<57> seed, FixedView<64> prehash, FixedSpan<114> sig,
                                 ByteView context = {}) noexcept;
    static Verdict verify_prehashed(FixedView<57> pub, FixedView<64> prehash, FixedView<114> sig,
                                    ByteView context = {}) noexcept;
};

}  // namespace ucrypt
