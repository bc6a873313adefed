// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the ECDSA rows of the reference pages
// (bench/reference/cmox, "ECDSA Signature & Verification"): SECP256R1 and
// SECP384R1, signature and verification, per "ECC mathematics configuration"
// (our Math variant: EcSmall / EcFast / EcSuperFast) and "Curve definition"
// (our fixed-base table: Low = EcTableLow, High = EcTableHigh).
//
// As CMOX's cmox_ecdsa_sign/verify, the timed calls take a precomputed digest
// (SHA-256 for P-256, SHA-384 for P-384, of 32 message bytes, hashed outside
// the window). Signing as CMOX's takes its nonce material from the caller's
// random buffer and hashes nothing: sign_digest_with_k(d, digest, k, z) with
// fixed bytes standing for the RNG output (the nonce k and the projective
// blinding value z), without the verify-after-sign fault check (CMOX has
// none); verify_digest() of an uncompressed public key. The workspace is a
// global (the pages count it as "working buffer", not stack); each row
// reports the documented size its operation requires (sign_kz_workspace_size
// / verify_workspace_size), which the signing rows and the footprint images
// pass (footprint.cpp).
#include <cstring>

#include "rows.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/sha2.hpp"

namespace bench {

namespace {

using ucrypt::ByteView;
using ucrypt::EcHash;
using ucrypt::FixedSpan;
using ucrypt::FixedView;

// Fixed, public benchmark key material (never secrets: they are in the source).
constexpr std::uint8_t kPriv[48] = {
    0x3a, 0x51, 0xc7, 0x0e, 0x92, 0x6b, 0xf4, 0x18, 0x7d, 0xa2, 0x05, 0xe9, 0x6c, 0x33, 0xb8, 0x41,
    0x9f, 0x24, 0x76, 0xd0, 0x1b, 0x8e, 0x57, 0xca, 0x62, 0x0d, 0xf3, 0x98, 0x4e, 0xb1, 0x27, 0x85,
    0x13, 0xee, 0x6a, 0xc4, 0x39, 0x70, 0xab, 0x5f, 0x08, 0xd6, 0x91, 0x2c, 0x7b, 0xe3, 0x46, 0xbd,
};
// The RNG output of the signing rows: k (below n on both curves: top byte
// < 0xff) and z.
constexpr std::uint8_t kNonce[48] = {
    0x5d, 0x08, 0xe7, 0x93, 0x2a, 0xc6, 0x71, 0x1f, 0xb8, 0x44, 0xd9, 0x0c, 0x65, 0xfa, 0x37, 0x8e,
    0x12, 0xab, 0x5e, 0xc1, 0x79, 0x26, 0xd4, 0x0b, 0x97, 0x3c, 0xe8, 0x51, 0xaf, 0x16, 0x6d, 0xc2,
    0x48, 0xf0, 0x83, 0x2b, 0xbe, 0x57, 0x0a, 0x9c, 0x31, 0xe5, 0x6f, 0x14, 0xda, 0x82, 0x3f, 0xa9,
};
constexpr std::uint8_t kBlind[48] = {
    0xc4, 0x6b, 0x19, 0xa2, 0x5f, 0xe0, 0x37, 0x8d, 0x02, 0x9e, 0x74, 0xbb, 0x26, 0xd1, 0x4a, 0xf8,
    0x63, 0x0e, 0xc9, 0x35, 0x90, 0x5c, 0xe7, 0x1b, 0xa6, 0x48, 0xf3, 0x0d, 0x82, 0x39, 0xbe, 0x57,
    0x2d, 0xf6, 0x11, 0x8a, 0xc3, 0x6e, 0x05, 0xb9, 0x4c, 0xe2, 0x17, 0x7d, 0xa0, 0x3b, 0xd8, 0x64,
};
constexpr std::uint8_t kExtra[32] = {
    0xa7, 0x1c, 0x58, 0xe2, 0x03, 0x9d, 0x4b, 0xf6, 0x6e, 0x21, 0xc0, 0x87, 0x35, 0xda, 0x12, 0x7f,
    0xb4, 0x49, 0x0e, 0x93, 0x6c, 0xf1, 0x28, 0x5d, 0x80, 0x17, 0xe5, 0x3a, 0xcf, 0x64, 0x9b, 0x06,
};

alignas(8) std::byte g_ws[ucrypt::Ecdsa<ucrypt::EcP384>::workspace_size];
alignas(8) std::uint8_t g_pub[97];
alignas(8) std::uint8_t g_digest[48];
alignas(8) std::uint8_t g_ref_sig[96];    // the verification rows' input
alignas(8) std::uint8_t g_ref_sig_k[96];  // the signature rows' expected output
alignas(8) std::uint8_t g_sig[96];        // the signature rows' output
alignas(8) std::uint8_t g_chk[96];
bool g_ready = false;
bool g_op_ok = false;  // the timed call's own result, read by the check

template <class C>
struct CurveInfo;
template <>
struct CurveInfo<ucrypt::EcP256> {
    static constexpr const char* alg = "SECP256R1";
    static constexpr EcHash hash = EcHash::sha256;
    using H = ucrypt::Sha256Fast;
};
template <>
struct CurveInfo<ucrypt::EcP384> {
    static constexpr const char* alg = "SECP384R1";
    static constexpr EcHash hash = EcHash::sha384;
    using H = ucrypt::Sha384Fast;
};

template <class M>
struct MathName;
template <>
struct MathName<ucrypt::EcSmall> {
    static constexpr const char* name = "small";
};
template <>
struct MathName<ucrypt::EcFast> {
    static constexpr const char* name = "fast";
};
template <>
struct MathName<ucrypt::EcSuperFast> {
    static constexpr const char* name = "superfast";
};

template <class T>
struct TableName;
template <>
struct TableName<ucrypt::EcTableLow> {
    static constexpr const char* name = "low";
};
template <>
struct TableName<ucrypt::EcTableHigh> {
    static constexpr const char* name = "high";
};

constexpr ucrypt::EcdsaOptions kNoCheck{ucrypt::SignCheck::none, false, false};

template <class C>
FixedView<C::scalar_bytes> priv()
{
    return FixedView<C::scalar_bytes>(kPriv, C::scalar_bytes);
}

// Key pair, digest and reference signatures by the default Small/High
// variant, once per curve outside every window: for the verification rows,
// RFC 6979 with the fixed k'; for the signature rows, the fixed k with the
// blinding value drawn from k by HMAC (not the rows' z) and the
// verify-after-sign check. The rows of one curve run consecutively: the state
// is per curve.
template <class C>
void ec_setup()
{
    using Ref = ucrypt::Ecdsa<C>;
    using H = typename CurveInfo<C>::H;
    constexpr std::size_t L = C::scalar_bytes;
    g_ready = false;
    H::hash(ByteView(message(), 32), FixedSpan<H::digest_size>(g_digest, H::digest_size));
    const bool ok =
        Ref::public_key(priv<C>(), FixedSpan<Ref::public_key_size>(g_pub, Ref::public_key_size),
                        g_ws) == ucrypt::Status::ok &&
        Ref::sign_digest(CurveInfo<C>::hash, priv<C>(), ByteView(g_digest, H::digest_size),
                         ByteView(kExtra, 32), FixedSpan<2 * L>(g_ref_sig, 2 * L), g_ws,
                         kNoCheck) == ucrypt::Status::ok &&
        Ref::sign_digest_with_k(priv<C>(), ByteView(g_digest, H::digest_size),
                                FixedView<L>(kNonce, L), FixedSpan<2 * L>(g_ref_sig_k, 2 * L),
                                g_ws) == ucrypt::Status::ok;
    g_ready = ok;  // a failure leaves the rows' checks to fail
}

template <class C>
ByteView digest()
{
    return ByteView(g_digest, CurveInfo<C>::H::digest_size);
}

template <class S>
void sign_op()
{
    using C = typename S::Curve;
    // k and z from the caller (as footprint.cpp): no hash; sign_check compares
    // with the reference signature of the same k. The workspace: the size of
    // this mode without the check (no verify-after-sign, as CMOX).
    g_op_ok = S::sign_digest_with_k(priv<C>(), digest<C>(),
                                    FixedView<C::scalar_bytes>(kNonce, C::scalar_bytes),
                                    FixedView<C::field_bytes>(kBlind, C::field_bytes),
                                    typename S::Sig(g_sig, S::signature_size),
                                    std::span<std::byte>(g_ws, S::sign_kz_workspace_size),
                                    kNoCheck) == ucrypt::Status::ok;
}

template <class S>
void verify_op()
{
    using C = typename S::Curve;
    g_op_ok = S::verify_digest(ByteView(g_pub, S::public_key_size), digest<C>(),
                               typename S::SigView(g_ref_sig, S::signature_size), g_ws)
                  .ok();
}

// Same inputs, same k, another blinding value: every variant must give the
// reference signature's bytes (the blinding only randomises the projective
// coordinates), which the default variant's verification accepts.
template <class S>
bool sign_check()
{
    using C = typename S::Curve;
    using Ref = ucrypt::Ecdsa<C>;
    if (!g_op_ok || !g_ready) return false;
    return std::memcmp(g_sig, g_ref_sig_k, S::signature_size) == 0 &&
           Ref::verify_digest(ByteView(g_pub, S::public_key_size), digest<C>(),
                              typename S::SigView(g_sig, S::signature_size), g_ws)
               .ok();
}

// Must accept the reference signature (the op's result) and reject it with
// one bit of s flipped, and reject it for another digest.
template <class S>
bool verify_check()
{
    using C = typename S::Curve;
    if (!g_op_ok || !g_ready) return false;
    std::memcpy(g_chk, g_ref_sig, S::signature_size);
    g_chk[S::signature_size - 5] ^= 0x01;
    const bool flipped_rejected =
        !S::verify_digest(ByteView(g_pub, S::public_key_size), digest<C>(),
                          typename S::SigView(g_chk, S::signature_size), g_ws)
             .ok();
    std::uint8_t other[48];
    std::memcpy(other, g_digest, sizeof other);
    other[0] ^= 0x80;
    const bool other_rejected =
        !S::verify_digest(ByteView(g_pub, S::public_key_size),
                          ByteView(other, CurveInfo<C>::H::digest_size),
                          typename S::SigView(g_ref_sig, S::signature_size), g_ws)
             .ok();
    return flipped_rejected && other_rejected;
}

template <class C, class M, class T>
constexpr Row sign_row()
{
    using S = ucrypt::Ecdsa<C, M, T>;
    Row r{"ecdsa",      CurveInfo<C>::alg, MathName<M>::name, 0,    0,
          &ec_setup<C>, &sign_op<S>,       &sign_check<S>,    false};
    r.operation = "sign";
    r.curve_def = TableName<T>::name;
    r.working_buffer = S::sign_kz_workspace_size;  // what sign_op passes
    return r;
}

template <class C, class M, class T>
constexpr Row verify_row()
{
    using S = ucrypt::Ecdsa<C, M, T>;
    Row r{"ecdsa",      CurveInfo<C>::alg, MathName<M>::name, 0,    0,
          &ec_setup<C>, &verify_op<S>,     &verify_check<S>,  false};
    r.operation = "verify";
    r.curve_def = TableName<T>::name;
    r.working_buffer = S::verify_workspace_size;
    return r;
}

using ucrypt::EcFast;
using ucrypt::EcP256;
using ucrypt::EcP384;
using ucrypt::EcSmall;
using ucrypt::EcSuperFast;
using ucrypt::EcTableHigh;
using ucrypt::EcTableLow;

// Row order of the pages: per curve, signatures then verifications.
constexpr Row kEcRows[] = {
    sign_row<EcP256, EcSmall, EcTableLow>(),
    sign_row<EcP256, EcSmall, EcTableHigh>(),
    verify_row<EcP256, EcSmall, EcTableLow>(),
    verify_row<EcP256, EcSmall, EcTableHigh>(),
    sign_row<EcP256, EcSuperFast, EcTableLow>(),
    sign_row<EcP256, EcSuperFast, EcTableHigh>(),
    verify_row<EcP256, EcSuperFast, EcTableLow>(),
    verify_row<EcP256, EcSuperFast, EcTableHigh>(),
    // P-256 EcFast: extra rows (the pages' P-256 rows are Small/SuperFast).
    sign_row<EcP256, EcFast, EcTableLow>(),
    sign_row<EcP256, EcFast, EcTableHigh>(),
    verify_row<EcP256, EcFast, EcTableLow>(),
    verify_row<EcP256, EcFast, EcTableHigh>(),
    sign_row<EcP384, EcSmall, EcTableLow>(),
    sign_row<EcP384, EcSmall, EcTableHigh>(),
    verify_row<EcP384, EcSmall, EcTableLow>(),
    verify_row<EcP384, EcSmall, EcTableHigh>(),
    sign_row<EcP384, EcFast, EcTableLow>(),
    sign_row<EcP384, EcFast, EcTableHigh>(),
    verify_row<EcP384, EcFast, EcTableLow>(),
    verify_row<EcP384, EcFast, EcTableHigh>(),
};

}  // namespace

void run_ecdsa_rows(bool quick)
{
    run_rows(kEcRows, quick);
}

}  // namespace bench
