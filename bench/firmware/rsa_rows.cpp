// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the RSA rows of the reference pages
// (bench/reference/cmox, "RSA Signature & Verification"): RSA-3072,
// PKCS #1 v2.2 (RSASSA-PSS, RFC 8017 §8.1), SHA-256, signature per
// "Priv. key mod. exp. method" (CRT: Rsa<..., RsaCrt>, No CRT: RsaNoCrt) ×
// "RSA Mathematics configuration" (MathSmall / MathFast) × "Priv. key mod.
// exp. implementation" (ExpLow / ExpMid / ExpHigh), and verification.
//
// The pages state no message: the timed calls take 32 message bytes, so the
// window holds one SHA-256 of the message (CMOX's calls take the digest) and
// the EMSA-PSS encoding / decoding. sign_pss_derand() takes a fixed 32-byte
// salt (the RNG output of RFC 8017 §9.1.1 step 4) so no RNG runs in a
// window; its blinding and the verify-after-sign fault check (rsa.hpp) are
// inside, as in every private operation of the library.
//
// Verification: the library has one public-key implementation
// (rsa_verify_pss, MathFast, rsa.hpp), so the pages' "Small" and "Fast"
// verification rows time the same call.
//
// The workspace is a global of the variant's constexpr size: the pages count
// it as "working buffer", not stack.
#include <cstring>
#include <type_traits>

#include "rows.hpp"
#include "rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace bench {

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;

using namespace bench_rsa_key;  // kN, kE, kD, kP, kQ, kDp, kDq, kQinv (rsa_key.hpp)

constexpr std::uint8_t kSalt[32] = {
    0x5d, 0x18, 0xa3, 0xe6, 0x2f, 0x94, 0x71, 0x0c, 0xbb, 0x46, 0xd9, 0x83, 0x3e, 0x65, 0xf0, 0x27,
    0x9a, 0xc1, 0x54, 0x0b, 0x7e, 0xe8, 0x32, 0xad, 0x16, 0x6f, 0xc8, 0x91, 0x4d, 0xb2, 0x08, 0xf5,
};
constexpr std::size_t kMsgLen = 32;
// The typed spec links SHA-256 alone (rsa.hpp, "Hash bound at compile time"),
// in its Small (rolled) form as footprint.cpp: hashing is under 1% of a
// verification and far less of a signature.
constexpr ucrypt::RsaPssSpec kPss = ucrypt::rsa_pss_spec<ucrypt::Sha256Small>();
constexpr std::size_t kBits = 3072;

constexpr ucrypt::RsaPublicKey kPub{ByteView(kN), ByteView(kE)};
constexpr ucrypt::RsaPrivateKey kPlain{ByteView(kN), ByteView(kE), ByteView(kD)};
constexpr ucrypt::RsaCrtKey kCrt{ByteView(kN),  ByteView(kE),  ByteView(kP),   ByteView(kQ),
                                 ByteView(kDp), ByteView(kDq), ByteView(kQinv)};

// The largest private workspace (no-CRT, MathFast, ExpHigh) serves every row;
// each row hands the library exactly its variant's size.
constexpr std::size_t kWsSize = ucrypt::RsaFastHigh::workspace_size(kBits);
static_assert(kWsSize >= ucrypt::RsaFastHighCrt::workspace_size(kBits) &&
              kWsSize >= ucrypt::RsaSmallHigh::workspace_size(kBits) &&
              kWsSize >= ucrypt::rsa_public_workspace_size(kBits));
constexpr std::size_t kPubWsSize = ucrypt::rsa_public_workspace_size(kBits);
alignas(8) std::byte g_ws[kWsSize];
alignas(8) std::byte g_chk_ws[kWsSize];

alignas(8) std::uint8_t g_ref_sig[kModBytes];  // the verification rows' input
alignas(8) std::uint8_t g_sig[kModBytes];      // the signature rows' output
alignas(8) std::uint8_t g_chk[kModBytes];
bool g_ready = false;
bool g_op_ok = false;  // the timed call's own result, read by the check

ByteView msg()
{
    return ByteView(message(), kMsgLen);
}
ByteView other_msg()
{
    return ByteView(message() + kMsgLen, kMsgLen);
}

template <class R>
struct IsCrt : std::false_type {
};
template <class M, class E>
struct IsCrt<ucrypt::Rsa<M, E, ucrypt::RsaCrt>> : std::true_type {
};

template <class R>
constexpr const auto& key()
{
    if constexpr (IsCrt<R>::value)
        return kCrt;
    else
        return kPlain;
}

template <class R>
Status sign_with(ByteSpan out, std::byte* ws)
{
    return R::sign_pss_derand(key<R>(), kPss, msg(), ByteView(kSalt), out,
                              ucrypt::RsaWorkspace(ws, R::sign_workspace_size(kBits)));
}

bool verifies(ByteView m, const std::uint8_t* sig)
{
    return ucrypt::rsa_verify_pss(kPub, kPss, m, ByteView(sig, kModBytes),
                                  ucrypt::RsaWorkspace(g_chk_ws, kPubWsSize))
        .ok();
}

// The reference signature, made once (outside every window) by the CRT
// Fast/High variant and checked by the public key.
void rsa_setup()
{
    g_op_ok = false;
    if (g_ready) return;
    g_ready = sign_with<ucrypt::RsaFastHighCrt>(ByteSpan(g_ref_sig), g_chk_ws) == Status::ok &&
              verifies(msg(), g_ref_sig);
}

template <class R>
void sign_op()
{
    g_op_ok = sign_with<R>(ByteSpan(g_sig), g_ws) == Status::ok;
}

void verify_op()
{
    g_op_ok = ucrypt::rsa_verify_pss(kPub, kPss, msg(), ByteView(g_ref_sig),
                                     ucrypt::RsaWorkspace(g_ws, kPubWsSize))
                  .ok();
}

// PSS with a fixed salt is deterministic (blinding does not change the
// result): the signature must equal the reference made by another variant
// (for the reference's own variant, CRT Small/Low signs again, sharing
// neither its multiply nor its window) and verify.
template <class R>
bool sign_check()
{
    if (!g_op_ok || !g_ready) return false;
    if (std::is_same_v<R, ucrypt::RsaFastHighCrt> &&
        (sign_with<ucrypt::RsaSmallLowCrt>(ByteSpan(g_chk), g_chk_ws) != Status::ok ||
         std::memcmp(g_chk, g_ref_sig, kModBytes) != 0))
        return false;
    return std::memcmp(g_sig, g_ref_sig, kModBytes) == 0 && verifies(msg(), g_sig);
}

// Accepted; one flipped bit of the signature, or another message, is
// rejected (so a constant "ok" fails).
bool verify_check()
{
    if (!g_op_ok || !g_ready) return false;
    std::memcpy(g_chk, g_ref_sig, kModBytes);
    g_chk[kModBytes / 2] ^= 0x10;
    return !verifies(msg(), g_chk) && !verifies(other_msg(), g_ref_sig);
}

// The pages' key columns other than the operation, as JSON members
// (run_mcu.py's names for "PKCS#1", "Priv. key mod. exp. method", "Hash
// method", "Modulus size", "Priv. key mod. exp. implementation").
#define UCRYPT_RSA_COLUMNS(method, impl)             \
    "\"pkcs1\":\"v2.2\",\"modexp_method\":\"" method \
    "\",\"hash\":\"SHA-256\",\"modulus\":"           \
    "\"3K\",\"modexp_impl\":\"" impl "\""

template <class M>
constexpr const char* math_name()
{
    return std::is_same_v<M, ucrypt::RsaMathSmall> ? "small" : "fast";
}

template <class R>
struct Names;
#define UCRYPT_RSA_NAMES(M, E, F, method, impl)                                  \
    template <>                                                                  \
    struct Names<ucrypt::Rsa<ucrypt::Rsa##M, ucrypt::Rsa##E, ucrypt::F>> {       \
        static constexpr const char* variant = math_name<ucrypt::Rsa##M>();      \
        static constexpr const char* columns = UCRYPT_RSA_COLUMNS(method, impl); \
    };
UCRYPT_RSA_NAMES(MathSmall, ExpLow, RsaCrt, "crt", "low")
UCRYPT_RSA_NAMES(MathSmall, ExpMid, RsaCrt, "crt", "mid")
UCRYPT_RSA_NAMES(MathSmall, ExpHigh, RsaCrt, "crt", "high")
UCRYPT_RSA_NAMES(MathFast, ExpLow, RsaCrt, "crt", "low")
UCRYPT_RSA_NAMES(MathFast, ExpMid, RsaCrt, "crt", "mid")
UCRYPT_RSA_NAMES(MathFast, ExpHigh, RsaCrt, "crt", "high")
UCRYPT_RSA_NAMES(MathSmall, ExpLow, RsaNoCrt, "no crt", "low")
UCRYPT_RSA_NAMES(MathSmall, ExpMid, RsaNoCrt, "no crt", "mid")
UCRYPT_RSA_NAMES(MathSmall, ExpHigh, RsaNoCrt, "no crt", "high")
UCRYPT_RSA_NAMES(MathFast, ExpLow, RsaNoCrt, "no crt", "low")
UCRYPT_RSA_NAMES(MathFast, ExpMid, RsaNoCrt, "no crt", "mid")
UCRYPT_RSA_NAMES(MathFast, ExpHigh, RsaNoCrt, "no crt", "high")
#undef UCRYPT_RSA_NAMES

template <class R>
constexpr Row sign_row()
{
    Row r{"rsa", "RSA", Names<R>::variant, 0, 0, &rsa_setup, &sign_op<R>, &sign_check<R>, false};
    r.operation = "sign";
    r.columns = Names<R>::columns;
    r.working_buffer = R::sign_workspace_size(kBits);
    return r;
}

constexpr Row verify_row(const char* variant, bool quick)
{
    Row r{"rsa", "RSA", variant, 0, 0, &rsa_setup, &verify_op, &verify_check, quick};
    r.operation = "verify";
    r.columns = UCRYPT_RSA_COLUMNS("n/a", "n/a");
    r.working_buffer = kPubWsSize;
    return r;
}
#undef UCRYPT_RSA_COLUMNS

// The pages' order. The quick subset: the Fast verification alone (a
// signature costs hundreds of millions of cycles).
constexpr Row kRsaRows[] = {
    sign_row<ucrypt::RsaSmallLowCrt>(),  sign_row<ucrypt::RsaSmallMidCrt>(),
    sign_row<ucrypt::RsaSmallHighCrt>(), sign_row<ucrypt::RsaFastLowCrt>(),
    sign_row<ucrypt::RsaFastMidCrt>(),   sign_row<ucrypt::RsaFastHighCrt>(),
    sign_row<ucrypt::RsaSmallLow>(),     sign_row<ucrypt::RsaSmallMid>(),
    sign_row<ucrypt::RsaSmallHigh>(),    sign_row<ucrypt::RsaFastLow>(),
    sign_row<ucrypt::RsaFastMid>(),      sign_row<ucrypt::RsaFastHigh>(),
    verify_row("small", false),          verify_row("fast", true),
};

}  // namespace

void run_rsa_rows(bool quick)
{
    run_rows(kRsaRows, quick);
}

}  // namespace bench
