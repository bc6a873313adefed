// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the EdDSA rows of the reference pages
// (bench/reference/cmox, "EdDSA Signature & Verification"): Ed25519 of a
// 1023-byte message, signature and verification, for each "ECC mathematics
// configuration" (Small / SuperFast: Curve25519Small / Curve25519SuperFast)
// and "Curve definition" (OptLow / OptHigh: the fixed-base table), plus X25519
// shared-secret rows (not on the pages; extra rows of table "eddsa").
//
// The sign rows call sign_keypair() with the 64-byte seed ‖ public key, the
// operation of CMOX's sign (its private key is those 64 bytes); sign() from
// the 32-byte seed alone costs one more fixed-base multiplication.
//
// The timed calls use the workspace API: the caller's buffer (a static here)
// is the pages' "working buffer" column, Ed::sign_workspace_size resp.
// Ed::verify_workspace_size bytes; the stack column excludes it.
#include <cstring>

#include "rows.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/x25519.hpp"

namespace bench {

namespace {

using ucrypt::ByteView;
using ucrypt::FixedSpan;
using ucrypt::FixedView;
using ucrypt::Workspace;

constexpr std::size_t kEdMessage = 1023;

// Fixed, public benchmark keys (never secrets: they are in the source).
constexpr std::uint8_t kSeed[32] = {
    0x4c, 0xcd, 0x08, 0x9b, 0x28, 0xff, 0x96, 0xda, 0x9d, 0xb6, 0xc3, 0x46, 0xec, 0x11, 0x4e, 0x0f,
    0x5b, 0x8a, 0x31, 0x9f, 0x35, 0xab, 0xa6, 0x24, 0xda, 0x8c, 0xf6, 0xed, 0x4f, 0xb8, 0xa6, 0xfb,
};
constexpr std::uint8_t kScalarB[32] = {
    0x5d, 0xab, 0x08, 0x7e, 0x62, 0x4a, 0x8a, 0x4b, 0x79, 0xe1, 0x7f, 0x8b, 0x83, 0x80, 0x0e, 0xe6,
    0x6f, 0x3b, 0xb1, 0x29, 0x26, 0x18, 0xb6, 0xfd, 0x1c, 0x2f, 0x8b, 0x27, 0xff, 0x88, 0xe0, 0xeb,
};

alignas(8) std::uint8_t g_pub[32];
alignas(8) std::uint8_t g_keypair[64];  // seed ‖ public key, for sign_keypair
alignas(8) std::uint8_t g_ref_sig[64];  // the verification rows' input
alignas(8) std::uint8_t g_sig[64];      // the signature rows' output
alignas(8) std::uint8_t g_chk[64];
alignas(8) std::uint8_t g_x_pub_b[32];  // X25519: the peer's public key
alignas(8) std::uint8_t g_x_out[32];
// The timed calls' workspace (the checks use the stack-workspace overloads).
constexpr std::size_t kEdWs =
    ucrypt::kEd25519SignWorkspaceSize > ucrypt::kEd25519VerifyWorkspaceSize
        ? ucrypt::kEd25519SignWorkspaceSize
        : ucrypt::kEd25519VerifyWorkspaceSize;
alignas(8) std::byte g_ws[kEdWs];
bool g_ready = false;
bool g_op_ok = false;  // the timed call's own result, read by the check

ByteView msg()
{
    return ByteView(message(), kEdMessage);
}
FixedView<32> seed()
{
    return FixedView<32>(kSeed, 32);
}
FixedView<32> pub()
{
    return FixedView<32>(g_pub, 32);
}

// The other math and table of each variant: every row is checked against a
// variant that shares neither its field code nor its fixed-base table.
template <class Ed>
struct Names;
template <>
struct Names<ucrypt::Ed25519SmallOptLow> {
    static constexpr const char* variant = "small";
    static constexpr const char* curve_def = "optlow";
    using Other = ucrypt::Ed25519SuperFastOptHigh;
};
template <>
struct Names<ucrypt::Ed25519SmallOptHigh> {
    static constexpr const char* variant = "small";
    static constexpr const char* curve_def = "opthigh";
    using Other = ucrypt::Ed25519SuperFastOptLow;
};
template <>
struct Names<ucrypt::Ed25519SuperFastOptLow> {
    static constexpr const char* variant = "superfast";
    static constexpr const char* curve_def = "optlow";
    using Other = ucrypt::Ed25519SmallOptHigh;
};
template <>
struct Names<ucrypt::Ed25519SuperFastOptHigh> {
    static constexpr const char* variant = "superfast";
    static constexpr const char* curve_def = "opthigh";
    using Other = ucrypt::Ed25519SmallOptLow;
};

// Public key and reference signature, computed once outside every window.
void ed_setup()
{
    if (g_ready) return;
    using Ed = ucrypt::Ed25519SuperFastOptHigh;
    const bool ok = Ed::public_key(seed(), FixedSpan<32>(g_pub, 32)) == ucrypt::Status::ok &&
                    Ed::sign(seed(), msg(), FixedSpan<64>(g_ref_sig, 64)) == ucrypt::Status::ok;
    std::memcpy(g_keypair, kSeed, 32);
    std::memcpy(g_keypair + 32, g_pub, 32);
    g_ready = ok;  // a failure leaves the rows' checks to fail
}

template <class Ed>
void sign_op()
{
    g_op_ok = Ed::sign_keypair(FixedView<64>(g_keypair, 64), msg(), FixedSpan<64>(g_sig, 64),
                               Workspace(g_ws, Ed::sign_workspace_size)) == ucrypt::Status::ok;
}

template <class Ed>
void verify_op()
{
    g_op_ok = Ed::verify(pub(), msg(), FixedView<64>(g_ref_sig, 64),
                         Workspace(g_ws, Ed::verify_workspace_size))
                  .ok();
}

// RFC 8032 signatures are deterministic: the other variant must produce the
// same bytes, and its verification must accept them.
template <class Ed>
bool sign_check()
{
    using Other = typename Names<Ed>::Other;
    if (!g_op_ok || !g_ready) return false;
    if (Other::sign(seed(), msg(), FixedSpan<64>(g_chk, 64)) != ucrypt::Status::ok) return false;
    return std::memcmp(g_sig, g_chk, 64) == 0 && std::memcmp(g_sig, g_ref_sig, 64) == 0 &&
           Other::verify(pub(), msg(), FixedView<64>(g_sig, 64)).ok();
}

// The verification must accept the reference signature and reject it with
// one bit of S flipped (so a verify that always says yes fails the row).
template <class Ed>
bool verify_check()
{
    if (!g_op_ok || !g_ready) return false;
    std::memcpy(g_chk, g_ref_sig, 64);
    g_chk[40] ^= 0x01;
    return !Ed::verify(pub(), msg(), FixedView<64>(g_chk, 64),
                       Workspace(g_ws, Ed::verify_workspace_size))
                .ok();
}

template <class Ed>
constexpr Row sign_row()
{
    Row r{"eddsa",   "Ed25519",    Names<Ed>::variant, 0,    0,
          &ed_setup, &sign_op<Ed>, &sign_check<Ed>,    false};
    r.message = kEdMessage;
    r.operation = "sign";
    r.curve_def = Names<Ed>::curve_def;
    r.working_buffer = Ed::sign_workspace_size;
    return r;
}

template <class Ed>
constexpr Row verify_row()
{
    Row r{"eddsa",   "Ed25519",      Names<Ed>::variant, 0,    0,
          &ed_setup, &verify_op<Ed>, &verify_check<Ed>,  false};
    r.message = kEdMessage;
    r.operation = "verify";
    r.curve_def = Names<Ed>::curve_def;
    r.working_buffer = Ed::verify_workspace_size;
    return r;
}

// X25519 (RFC 7748 §6.1): party A's shared secret with B's public key. The
// check computes B's side with the other math variant: both must agree.
template <class X>
struct XNames;
template <>
struct XNames<ucrypt::X25519Small> {
    static constexpr const char* variant = "small";
    using Other = ucrypt::X25519SuperFast;
};
template <>
struct XNames<ucrypt::X25519SuperFast> {
    static constexpr const char* variant = "superfast";
    using Other = ucrypt::X25519Small;
};

template <class X>
void x_setup()
{
    g_op_ok = false;
    if (X::public_key(FixedView<32>(kScalarB, 32), FixedSpan<32>(g_x_pub_b, 32)) !=
        ucrypt::Status::ok)
        std::memset(g_x_pub_b, 0, 32);  // all-zero peer: shared_secret then fails
}

template <class X>
void x_op()
{
    g_op_ok = X::shared_secret(FixedView<32>(kSeed, 32), FixedView<32>(g_x_pub_b, 32),
                               FixedSpan<32>(g_x_out, 32)) == ucrypt::Status::ok;
}

template <class X>
bool x_check()
{
    using Other = typename XNames<X>::Other;
    std::uint8_t pub_a[32];
    std::uint8_t ss_b[32];
    if (!g_op_ok) return false;
    if (Other::public_key(FixedView<32>(kSeed, 32), FixedSpan<32>(pub_a, 32)) !=
            ucrypt::Status::ok ||
        Other::shared_secret(FixedView<32>(kScalarB, 32), FixedView<32>(pub_a, 32),
                             FixedSpan<32>(ss_b, 32)) != ucrypt::Status::ok)
        return false;
    return std::memcmp(g_x_out, ss_b, 32) == 0;
}

template <class X>
constexpr Row x_row()
{
    Row r{"eddsa", "X25519", XNames<X>::variant, 0, 0, &x_setup<X>, &x_op<X>, &x_check<X>, false};
    r.operation = "shared_secret";
    return r;
}

// Row order of the pages: all signatures, then all verifications.
constexpr Row kEdRows[] = {
    sign_row<ucrypt::Ed25519SmallOptLow>(),
    sign_row<ucrypt::Ed25519SmallOptHigh>(),
    sign_row<ucrypt::Ed25519SuperFastOptLow>(),
    sign_row<ucrypt::Ed25519SuperFastOptHigh>(),
    verify_row<ucrypt::Ed25519SmallOptLow>(),
    verify_row<ucrypt::Ed25519SmallOptHigh>(),
    verify_row<ucrypt::Ed25519SuperFastOptLow>(),
    verify_row<ucrypt::Ed25519SuperFastOptHigh>(),
    x_row<ucrypt::X25519Small>(),
    x_row<ucrypt::X25519SuperFast>(),
};

}  // namespace

void run_eddsa_rows(bool quick)
{
    run_rows(kEdRows, quick);
}

}  // namespace bench
