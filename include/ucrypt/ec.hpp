// SPDX-License-Identifier: Apache-2.0
// ucrypt — short-Weierstrass curves y^2 = x^3 + ax + b over GF(p): the curves,
// the math/table variants, SEC1 public keys (SEC 1 v2 §2.3.3-§2.3.4) and
// public-key validation (SP 800-56A rev3 §5.6.2.3.3). ECDSA is in ecdsa.hpp,
// ECDH in ecdh.hpp.
//
// Curves are types holding their domain parameters (hex, big-endian); every
// derived constant (Montgomery R, R^2, -p^-1 mod 2^32, exponents) is computed
// at compile time from them. Curves: EcP224, EcP256, EcP384, EcP521 (FIPS
// 186-5 / SP 800-186), EcSecp256k1 (SEC 2), EcBrainpoolP256r1/P384r1/P512r1
// (RFC 5639). All have cofactor 1.
//
// Math variants (DESIGN §3): EcSmall — one generic Montgomery engine (CIOS)
// over 32-bit limbs on every target (products 32x32->64: UMULL/UMAAL on
// Cortex-M3/M4, one mul on hosts), limb count a template parameter; the field
// GF(p) and the scalars mod n both go through it. Field inversion by Fermat (a
// fixed public exponent: constant time; for P-256 and P-384 by a fixed
// addition chain); inversion mod n by a constant-time binary GCD (Pornin
// 2020). Point arithmetic (secret scalars): the complete
// projective formulas of Renes–Costello–Batina 2016 (addition Algorithm 1,
// mixed addition 5 / 2, doubling 6 / 3 for a = -3 / any a), so no exceptional
// case depends on a secret. EcFast (P-256 and
// P-384 only): the same with a Solinas field engine; EcSuperFast (P-256): the
// Solinas engine fully unrolled, see below.
//
// Table variants for fixed-base multiplication k*G (key generation, signing):
// a Lim–Lee comb over a constant table of affine points (src/ec/tables.hpp),
// t teeth, d = ceil(bits(n) / t) columns, one doubling and one mixed addition
// per column (RCB 2016 Algorithms 5/6 for a = -3):
//   EcTableLow   t = 4, 15 points: P-256 960 B, P-384 1,440 B.
//   EcTableHigh  t = 5, 31 points: P-256 1,984 B, P-384 2,976 B.
// Other curves have no table and use the variable-base path with G for both
// (their table_bytes<C> is 0). Constant time: the table is read by a full
// scan with masked selects; variable-base multiplication uses a 4-bit fixed
// window over a table of 16 points in the workspace, also scanned in full.
// Both randomise the projective coordinates (a blinding value derived from
// the Rng or, for deterministic operations, from the secret and the public
// inputs through HMAC). Verification is variable time over public data:
// interleaved width-5 NAF in Jacobian coordinates (src/ec/vartime.hpp).
//
// Workspace: operations take std::span<std::byte>; any alignment is accepted.
// Sizes (bytes, constexpr below): one projective point = 12 * limbs bytes.
//   ec_mult_workspace_size<C>    16 points + 8   (P-256 1,544; P-384 2,312):
//                                ECDH, variable-base k*P
//   ec_verify_workspace_size<C>  10 points + NAF digits + 8 (P-256 1,496;
//                                P-384 2,232): odd multiples 1..15 of Q (those
//                                of G are a constant table), the accumulator,
//                                three field temporaries (one point's worth)
//                                and the width-5 NAF digits of u1, u2; other
//                                curves 18 points (G's multiples computed
//                                too) + digits + 8
//   ec_sign_unchecked_workspace_size<C>(h)  ECDSA signing with SignCheck::none
//                                and message hash h (P-256/SHA-256 656;
//                                P-384/SHA-384 976 on 32-bit targets): see below
//   ec_sign_kz_workspace_size<C> ECDSA signing with the caller's k and
//                                blinding value z and SignCheck::none: no
//                                HMAC (P-256 584; P-384 872)
//   ec_sign_workspace_size<C>    the largest of ec_verify_workspace_size<C>
//                                and the unchecked sizes: checked signing (the
//                                verify-after-sign check runs in the same
//                                region), keygen and public_key
// Too small a workspace gives Status::workspace_too_small before anything is
// written.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// Domain parameters (generated from the SEC 2 / RFC 5639 values by
// src/ec/gen_tables.py --params and checked there: G on the curve).
// NIST P-224 (FIPS 186-5, SP 800-186; SEC 2 secp224r1), a = -3.
struct EcP224 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "secp224r1";
    static constexpr std::size_t field_bytes = 28;
    static constexpr std::size_t scalar_bytes = 28;
    static constexpr std::size_t order_bits = 224;
    static constexpr std::size_t limbs = 7;
    static constexpr const char* p = "ffffffffffffffffffffffffffffffff000000000000000000000001";
    static constexpr const char* a = "fffffffffffffffffffffffffffffffefffffffffffffffffffffffe";
    static constexpr const char* b = "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4";
    static constexpr const char* gx = "b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21";
    static constexpr const char* gy = "bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34";
    static constexpr const char* n = "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d";
};
// NIST P-256 (FIPS 186-5, SP 800-186; SEC 2 secp256r1), a = -3.
struct EcP256 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "prime256v1";
    static constexpr std::size_t field_bytes = 32;
    static constexpr std::size_t scalar_bytes = 32;
    static constexpr std::size_t order_bits = 256;
    static constexpr std::size_t limbs = 8;
    static constexpr const char* p =
        "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff";
    static constexpr const char* a =
        "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc";
    static constexpr const char* b =
        "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b";
    static constexpr const char* gx =
        "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296";
    static constexpr const char* gy =
        "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5";
    static constexpr const char* n =
        "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551";
};
// NIST P-384 (FIPS 186-5, SP 800-186; SEC 2 secp384r1), a = -3.
struct EcP384 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "secp384r1";
    static constexpr std::size_t field_bytes = 48;
    static constexpr std::size_t scalar_bytes = 48;
    static constexpr std::size_t order_bits = 384;
    static constexpr std::size_t limbs = 12;
    static constexpr const char* p =
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
        "ffffffff0000000000000000ffffffff";
    static constexpr const char* a =
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
        "ffffffff0000000000000000fffffffc";
    static constexpr const char* b =
        "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a"
        "c656398d8a2ed19d2a85c8edd3ec2aef";
    static constexpr const char* gx =
        "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a38"
        "5502f25dbf55296c3a545e3872760ab7";
    static constexpr const char* gy =
        "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c0"
        "0a60b1ce1d7e819d7a431d7c90ea0e5f";
    static constexpr const char* n =
        "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
        "581a0db248b0a77aecec196accc52973";
};
// NIST P-521 (FIPS 186-5, SP 800-186; SEC 2 secp521r1), a = -3.
struct EcP521 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "secp521r1";
    static constexpr std::size_t field_bytes = 66;
    static constexpr std::size_t scalar_bytes = 66;
    static constexpr std::size_t order_bits = 521;
    static constexpr std::size_t limbs = 17;
    static constexpr const char* p =
        "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "fff";
    static constexpr const char* a =
        "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "ffc";
    static constexpr const char* b =
        "51953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109"
        "e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f"
        "00";
    static constexpr const char* gx =
        "c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3d"
        "baa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd"
        "66";
    static constexpr const char* gy =
        "11839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e6"
        "62c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16"
        "650";
    static constexpr const char* n =
        "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "ffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386"
        "409";
};
// secp256k1 (SEC 2 v2 §2.4.1), a = 0.
struct EcSecp256k1 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "secp256k1";
    static constexpr std::size_t field_bytes = 32;
    static constexpr std::size_t scalar_bytes = 32;
    static constexpr std::size_t order_bits = 256;
    static constexpr std::size_t limbs = 8;
    static constexpr const char* p =
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f";
    static constexpr const char* a = "0";
    static constexpr const char* b = "7";
    static constexpr const char* gx =
        "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
    static constexpr const char* gy =
        "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8";
    static constexpr const char* n =
        "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141";
};
// brainpoolP256r1 (RFC 5639 §3.4).
struct EcBrainpoolP256r1 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "brainpoolP256r1";
    static constexpr std::size_t field_bytes = 32;
    static constexpr std::size_t scalar_bytes = 32;
    static constexpr std::size_t order_bits = 256;
    static constexpr std::size_t limbs = 8;
    static constexpr const char* p =
        "a9fb57dba1eea9bc3e660a909d838d726e3bf623d52620282013481d1f6e5377";
    static constexpr const char* a =
        "7d5a0975fc2c3057eef67530417affe7fb8055c126dc5c6ce94a4b44f330b5d9";
    static constexpr const char* b =
        "26dc5c6ce94a4b44f330b5d9bbd77cbf958416295cf7e1ce6bccdc18ff8c07b6";
    static constexpr const char* gx =
        "8bd2aeb9cb7e57cb2c4b482ffc81b7afb9de27e1e3bd23c23a4453bd9ace3262";
    static constexpr const char* gy =
        "547ef835c3dac4fd97f8461a14611dc9c27745132ded8e545c1d54c72f046997";
    static constexpr const char* n =
        "a9fb57dba1eea9bc3e660a909d838d718c397aa3b561a6f7901e0e82974856a7";
};
// brainpoolP384r1 (RFC 5639 §3.6).
struct EcBrainpoolP384r1 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "brainpoolP384r1";
    static constexpr std::size_t field_bytes = 48;
    static constexpr std::size_t scalar_bytes = 48;
    static constexpr std::size_t order_bits = 384;
    static constexpr std::size_t limbs = 12;
    static constexpr const char* p =
        "8cb91e82a3386d280f5d6f7e50e641df152f7109ed5456b412b1da197fb71123"
        "acd3a729901d1a71874700133107ec53";
    static constexpr const char* a =
        "7bc382c63d8c150c3c72080ace05afa0c2bea28e4fb22787139165efba91f90f"
        "8aa5814a503ad4eb04a8c7dd22ce2826";
    static constexpr const char* b =
        "4a8c7dd22ce28268b39b55416f0447c2fb77de107dcd2a62e880ea53eeb62d57"
        "cb4390295dbc9943ab78696fa504c11";
    static constexpr const char* gx =
        "1d1c64f068cf45ffa2a63a81b7c13f6b8847a3e77ef14fe3db7fcafe0cbd10e8"
        "e826e03436d646aaef87b2e247d4af1e";
    static constexpr const char* gy =
        "8abe1d7520f9c2a45cb1eb8e95cfd55262b70b29feec5864e19c054ff9912928"
        "0e4646217791811142820341263c5315";
    static constexpr const char* n =
        "8cb91e82a3386d280f5d6f7e50e641df152f7109ed5456b31f166e6cac0425a7"
        "cf3ab6af6b7fc3103b883202e9046565";
};
// brainpoolP512r1 (RFC 5639 §3.7).
struct EcBrainpoolP512r1 {
    // Curve name; field element and scalar sizes in bytes; bits of the order n;
    // 32-bit limbs per field element; p, a, b, G = (gx, gy) and n in hex.
    static constexpr const char* name = "brainpoolP512r1";
    static constexpr std::size_t field_bytes = 64;
    static constexpr std::size_t scalar_bytes = 64;
    static constexpr std::size_t order_bits = 512;
    static constexpr std::size_t limbs = 16;
    static constexpr const char* p =
        "aadd9db8dbe9c48b3fd4e6ae33c9fc07cb308db3b3c9d20ed6639cca70330871"
        "7d4d9b009bc66842aecda12ae6a380e62881ff2f2d82c68528aa6056583a48f3";
    static constexpr const char* a =
        "7830a3318b603b89e2327145ac234cc594cbdd8d3df91610a83441caea9863bc"
        "2ded5d5aa8253aa10a2ef1c98b9ac8b57f1117a72bf2c7b9e7c1ac4d77fc94ca";
    static constexpr const char* b =
        "3df91610a83441caea9863bc2ded5d5aa8253aa10a2ef1c98b9ac8b57f1117a7"
        "2bf2c7b9e7c1ac4d77fc94cadc083e67984050b75ebae5dd2809bd638016f723";
    static constexpr const char* gx =
        "81aee4bdd82ed9645a21322e9c4c6a9385ed9f70b5d916c1b43b62eef4d0098e"
        "ff3b1f78e2d0d48d50d1687b93b97d5f7c6d5047406a5e688b352209bcb9f822";
    static constexpr const char* gy =
        "7dde385d566332ecc0eabfa9cf7822fdf209f70024a57b1aa000c55b881f8111"
        "b2dcde494a5f485e5bca4bd88a2763aed1ca2b2fa8f0540678cd1e0f3ad80892";
    static constexpr const char* n =
        "aadd9db8dbe9c48b3fd4e6ae33c9fc07cb308db3b3c9d20ed6639cca70330870"
        "553e5c414ca92619418661197fac10471db1d381085ddaddb58796829ca90069";
};

struct EcSmall {};  // the generic Montgomery engine (see above)
// EcFast (P-256, P-384): field elements as plain residues, schoolbook
// products and the NIST fast reduction of the prime (SP 800-186 §G.1, Solinas
// word sums, masked final correction); inversion by Fermat (addition chain).
// Comb tables in the same plain form (EcSmall: Montgomery form). Scalars mod n stay
// on the Montgomery engine. Same results, same workspaces as EcSmall.
struct EcFast {};
// EcSuperFast (256-bit primes; an engine exists for P-256): as EcFast with the
// 8x8-word product and the squaring fully unrolled, each step one UMAAL on
// Armv7E-M / Armv8-M with DSP (M4, M7, M33, M55) and portable C++ elsewhere.
// Larger code, fastest field. Other curves given EcSuperFast compute exactly
// as with EcSmall (only P-256 is instantiated in the library).
struct EcSuperFast {};

// Comb table variants (see above): EcTableLow 4 teeth, 15 points.
struct EcTableLow {
    // Bytes of curve C's constant comb table: 0 for a curve without one.
    template <class C>
    static constexpr std::size_t table_bytes = 0;
};
// EcTableHigh: 5 teeth, 31 points.
struct EcTableHigh {
    // Bytes of curve C's constant comb table: 0 for a curve without one.
    template <class C>
    static constexpr std::size_t table_bytes = 0;
};
// The comb tables of P-256 and P-384: 15 or 31 affine points (X, Y).
template <>
inline constexpr std::size_t EcTableLow::table_bytes<EcP256> = 15 * 64;
template <>
inline constexpr std::size_t EcTableLow::table_bytes<EcP384> = 15 * 96;
// EcTableHigh's tables of P-256 and P-384.
template <>
inline constexpr std::size_t EcTableHigh::table_bytes<EcP256> = 31 * 64;
template <>
inline constexpr std::size_t EcTableHigh::table_bytes<EcP384> = 31 * 96;

// Hash used on the message and, for RFC 6979 nonces, inside HMAC.
enum class EcHash : std::uint8_t { sha224 = 1, sha256 = 2, sha384 = 3, sha512 = 4 };
constexpr std::size_t ec_hash_size(EcHash h) noexcept
{
    return h == EcHash::sha224 ? 28 : h == EcHash::sha256 ? 32 : h == EcHash::sha384 ? 48 : 64;
}

template <class C>
inline constexpr std::size_t ec_point_bytes = 12 * C::limbs;  // X, Y, Z of limbs words
// Variable-base multiplication k*P (ECDH): the 16-point window; + 8 for
// alignment.
template <class C>
inline constexpr std::size_t ec_mult_workspace_size = 16 * ec_point_bytes<C> + 8;
// P-256 and P-384 verify with a constant table of odd multiples of G (512 /
// 768 B), so only those of Q take workspace.
template <class C>
inline constexpr bool ec_has_verify_table = false;
template <>
inline constexpr bool ec_has_verify_table<EcP256> = true;
template <>
inline constexpr bool ec_has_verify_table<EcP384> = true;
// Width-5 NAF digits of u1 and u2 (one byte each, up to 32 * limbs + 1 per
// scalar), each array rounded up to 8 bytes.
template <class C>
inline constexpr std::size_t ec_naf_digit_bytes = 2 * ((32 * C::limbs + 1 + 7) / 8 * 8);
// ECDSA verification: the odd multiples (8 or 16 points), the accumulator
// and the formulas' three temporaries (2 points), the NAF digits; + 8 for
// alignment. The scalars and the inversion mod n use the points' room first.
template <class C>
inline constexpr std::size_t ec_verify_workspace_size =
    ((ec_has_verify_table<C> ? 8 : 16) + 2) * ec_point_bytes<C> + ec_naf_digit_bytes<C> + 8;
// ECDSA signing without the check (SignCheck::none), RFC 6979 HMAC over H:
// k, r, s (three field-size values, rounded up to 8 bytes); the RFC 6979
// state K, V (2 hlen + 2 pointers); then a region holding first one HMAC
// state (the nonce, the blinding value), then the multiplication: the
// accumulator, the addend and 9 field elements of scratch (15 field
// elements), plus the 16-point window on curves without a comb table; + 8
// for alignment.
template <class C>
inline constexpr bool ec_has_comb_table = EcTableLow::table_bytes<C> != 0;
// The hash of the projective blinding (an HMAC keyed with the secret scalar):
// SHA-2 in its Small (rolled) form sized to the field; also Ecdsa::SmallHash.
template <class C>
using EcBlindHash =
    std::conditional_t<(C::field_bytes <= 32), Sha256Small,
                       std::conditional_t<(C::field_bytes <= 48), Sha384Small, Sha512Small>>;
template <class C, class H>
inline constexpr std::size_t ec_sign_unchecked_workspace_size_h = [] {
    constexpr std::size_t fe = 4 * C::limbs;
    constexpr std::size_t hmac = sizeof(Hmac<H>) > sizeof(Hmac<EcBlindHash<C>>)
                                     ? sizeof(Hmac<H>)
                                     : sizeof(Hmac<EcBlindHash<C>>);
    constexpr std::size_t mult = 15 * fe + (ec_has_comb_table<C> ? 0 : 16 * ec_point_bytes<C>);
    return (3 * fe + 7) / 8 * 8 + 2 * H::digest_size + 2 * sizeof(void*) +
           (hmac > mult ? hmac : mult) + 8;
}();
// ECDSA signing with the caller's k and z (Ecdsa::sign_digest_with_k with z)
// and SignCheck::none: k, r, s and the multiplication's region, as above but
// with neither the RFC 6979 state nor an HMAC; + 8 for alignment.
template <class C>
inline constexpr std::size_t ec_sign_kz_workspace_size = [] {
    constexpr std::size_t fe = 4 * C::limbs;
    constexpr std::size_t mult = 15 * fe + (ec_has_comb_table<C> ? 0 : 16 * ec_point_bytes<C>);
    return (3 * fe + 7) / 8 * 8 + mult + 8;
}();
template <class C>
constexpr std::size_t ec_sign_unchecked_workspace_size(EcHash h) noexcept
{
    return h == EcHash::sha224   ? ec_sign_unchecked_workspace_size_h<C, Sha224Fast>
           : h == EcHash::sha256 ? ec_sign_unchecked_workspace_size_h<C, Sha256Fast>
           : h == EcHash::sha384 ? ec_sign_unchecked_workspace_size_h<C, Sha384Fast>
                                 : ec_sign_unchecked_workspace_size_h<C, Sha512Fast>;
}
template <class C>
inline constexpr std::size_t ec_sign_unchecked_max_workspace_size = [] {
    std::size_t m = 0;
    for (EcHash h : {EcHash::sha224, EcHash::sha256, EcHash::sha384, EcHash::sha512})
        if (ec_sign_unchecked_workspace_size<C>(h) > m) m = ec_sign_unchecked_workspace_size<C>(h);
    return m;
}();
// Checked signing (the default), keygen and public_key: any hash, and the
// verify-after-sign check, which reuses the region after signing.
template <class C>
inline constexpr std::size_t ec_sign_workspace_size =
    ec_verify_workspace_size<C> > ec_sign_unchecked_max_workspace_size<C>
        ? ec_verify_workspace_size<C>
        : ec_sign_unchecked_max_workspace_size<C>;

// SEC1 public keys. Statuses: invalid_length (not 1+f or 1+2f bytes, or the
// output span too small), invalid_key (bad prefix, coordinate >= p, not on the
// curve, no square root, the point at infinity),.
template <class C>
class EcKey {
public:
    // Encoded sizes: 0x04 || X || Y, and 0x02/0x03 || X.
    static constexpr std::size_t uncompressed_size = 1 + 2 * C::field_bytes;
    static constexpr std::size_t compressed_size = 1 + C::field_bytes;

    // SP 800-56A rev3 §5.6.2.3.3 full validation (cofactor 1: nQ = O holds
    // for every point on the curve). Compressed or uncompressed input.
    static Status validate(ByteView pub) noexcept;
    // SEC1 §2.3.4 decoding (decompressing if needed) into 0x04 || X || Y.
    static Status decode(ByteView pub, FixedSpan<uncompressed_size> out) noexcept;
    // SEC1 §2.3.3 point compression of a valid uncompressed key.
    static Status compress(ByteView pub, FixedSpan<compressed_size> out) noexcept;
};

#define UCRYPT_EC_EXTERN_KEY(C) extern template class EcKey<C>;
UCRYPT_EC_FOR_EACH_CURVE(UCRYPT_EC_EXTERN_KEY)
#undef UCRYPT_EC_EXTERN_KEY

}  // namespace ucrypt
