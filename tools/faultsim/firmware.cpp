// SPDX-License-Identifier: Apache-2.0
// ucrypt fault-injection firmware (tools/faultsim, docs/FAULTS.md): runs ONE
// operation, named by argv[1], between the benchmark's window markers
// (bench/firmware/harness.hpp) and prints one result line
//     faultsim op=<name> status=<ok|err> out=<hex of the output buffer>
// that tools/faultsim/faultsim.py compares with the fault-free run.
//
// Everything an operation needs that is not under attack (public keys, valid
// signatures, ciphertexts) is made before the window, so that a fault lands
// only in the attacked call. Operations:
//   rsa_sign      RSA-3072 CRT PKCS #1 v1.5 SHA-256 signature (Bellcore target;
//                 the library's check after the CRT recombination is inside)
//   ecdsa_sign    ECDSA P-256 signature, fixed k, verify-after-sign check
//   ed25519_sign  Ed25519 signature with SignCheck::verify_after_sign
//   ecdsa_verify  ECDSA P-256 verification of a signature whose digest has one
//                 bit flipped: must reject
//   ed25519_verify Ed25519 verification of a signature with one bit flipped
//   rsa_verify    RSA-3072 PKCS #1 v1.5 verification of a valid signature
//                 with one bit flipped: must reject
//   gcm_decrypt   AES-128-GCM decryption, 64 bytes, one tag bit flipped: must
//                 reject and release no plaintext
//   chacha_decrypt ChaCha20-Poly1305 decryption, the same
// The output buffers start zeroed: on a rejection "out" must stay all zero.
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "harness.hpp"
#include "rsa_key.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/rsa.hpp"
#include "ucrypt/sha2.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::FixedSpan;
using ucrypt::FixedView;
using ucrypt::Status;

// Public, fixed inputs (in the source: never secrets).
constexpr std::uint8_t kSeed[32] = {
    0x3a, 0x51, 0xc7, 0x0e, 0x92, 0x6b, 0xf4, 0x18, 0x7d, 0xa2, 0x05, 0xe9, 0x6c, 0x33, 0xb8, 0x41,
    0x9f, 0x24, 0x76, 0xd0, 0x1b, 0x8e, 0x57, 0xca, 0x62, 0x0d, 0xf3, 0x98, 0x4e, 0xb1, 0x27, 0x85,
};
constexpr std::uint8_t kK[32] = {
    0x5d, 0x08, 0xe7, 0x93, 0x2a, 0xc6, 0x71, 0x1f, 0xb8, 0x44, 0xd9, 0x0c, 0x65, 0xfa, 0x37, 0x8e,
    0x12, 0xab, 0x5e, 0xc1, 0x79, 0x26, 0xd4, 0x0b, 0x97, 0x3c, 0xe8, 0x51, 0xaf, 0x16, 0x6d, 0xc2,
};
constexpr char kMessage[] = "fault injection campaign message";  // 32 bytes

using Ecdsa = ucrypt::EcdsaDefault<ucrypt::EcP256>;
using Ed = ucrypt::Ed25519Default;
using Rsa = ucrypt::RsaFastHighCrt;
constexpr std::size_t kRsaBits = 3072;

alignas(8) std::byte g_ws[Rsa::workspace_size(kRsaBits)];
static_assert(sizeof g_ws >= Ecdsa::sign_workspace_size &&
              sizeof g_ws >= Ed::sign_check_workspace_size &&
              sizeof g_ws >= ucrypt::rsa_public_workspace_size(kRsaBits));

alignas(8) std::uint8_t g_out[384];  // the attacked call's output
std::size_t g_out_len = 0;
alignas(8) std::uint8_t g_pub[65];
alignas(8) std::uint8_t g_digest[32];
alignas(8) std::uint8_t g_sig[384];  // verification input
alignas(8) std::uint8_t g_ct[64];
alignas(8) std::uint8_t g_tag[16];
bool g_ok = false;  // the attacked call's result

constexpr ucrypt::RsaCrtKey kRsaKey{ByteView(bench_rsa_key::kN),   ByteView(bench_rsa_key::kE),
                                    ByteView(bench_rsa_key::kP),   ByteView(bench_rsa_key::kQ),
                                    ByteView(bench_rsa_key::kDp),  ByteView(bench_rsa_key::kDq),
                                    ByteView(bench_rsa_key::kQinv)};
constexpr ucrypt::RsaPublicKey kRsaPub{ByteView(bench_rsa_key::kN), ByteView(bench_rsa_key::kE)};

ByteView message()
{
    return ByteView(reinterpret_cast<const std::uint8_t*>(kMessage), sizeof kMessage - 1);
}

std::span<std::byte> ws()
{
    return std::span<std::byte>(g_ws, sizeof g_ws);
}

// --- The attacked calls (one window each) ---

void rsa_sign()
{
    g_out_len = 384;
    g_ok = Rsa::sign_pkcs1v15(kRsaKey, ucrypt::RsaHash::sha256, message(), ByteSpan(g_out, 384),
                              ucrypt::RsaWorkspace(ws())) == Status::ok;
}

void rsa_verify()
{
    g_ok = ucrypt::rsa_verify_pkcs1v15(kRsaPub, ucrypt::RsaHash::sha256, message(),
                                       ByteView(g_sig, 384), ws())
               .ok();
}

void ecdsa_sign()
{
    g_out_len = 64;
    g_ok =
        Ecdsa::sign_digest_with_k(FixedView<32>(kSeed, 32), ByteView(g_digest, 32),
                                  FixedView<32>(kK, 32), Ecdsa::Sig(g_out, 64), ws()) == Status::ok;
}

void ecdsa_verify()
{
    g_ok = Ecdsa::verify_digest(ByteView(g_pub, 65), ByteView(g_digest, 32),
                                Ecdsa::SigView(g_sig, 64), ws())
               .ok();
}

void ed25519_sign()
{
    g_out_len = 64;
    g_ok = Ed::sign(FixedView<32>(kSeed, 32), message(), FixedSpan<64>(g_out, 64), ws(), {},
                    ucrypt::SignCheck::verify_after_sign) == Status::ok;
}

void ed25519_verify()
{
    g_ok = Ed::verify(FixedView<32>(g_pub, 32), message(), FixedView<64>(g_sig, 64), ws()).ok();
}

void gcm_decrypt()
{
    g_out_len = sizeof g_ct;
    ucrypt::AesGcm gcm;
    if (gcm.set_key(ByteView(kK, 16)) != Status::ok) return;
    g_ok = gcm.decrypt(ByteView(kSeed, 12), ByteView(kSeed + 12, 20), ByteView(g_ct, sizeof g_ct),
                       ByteView(g_tag, 16), ByteSpan(g_out, sizeof g_ct))
               .ok();
}

void chacha_decrypt()
{
    g_out_len = sizeof g_ct;
    g_ok = ucrypt::ChaCha20Poly1305::decrypt(FixedView<32>(kK, 32), FixedView<12>(kSeed, 12),
                                             ByteView(kSeed + 12, 20), ByteView(g_ct, sizeof g_ct),
                                             FixedView<16>(g_tag, 16), ByteSpan(g_out, sizeof g_ct))
               .ok();
}

// --- Inputs made before the window ---

bool prepare_ecdsa(bool verify)
{
    ucrypt::Sha256::hash(message(), FixedSpan<32>(g_digest, 32));
    if (!verify) return true;
    if (Ecdsa::public_key(FixedView<32>(kSeed, 32), Ecdsa::Pub(g_pub, 65), ws()) != Status::ok)
        return false;
    if (Ecdsa::sign_digest_with_k(FixedView<32>(kSeed, 32), ByteView(g_digest, 32),
                                  FixedView<32>(kK, 32), Ecdsa::Sig(g_sig, 64), ws()) != Status::ok)
        return false;
    g_digest[5] ^= 0x10;  // the signature no longer matches the digest
    return true;
}

bool prepare_ed25519_verify()
{
    if (Ed::public_key(FixedView<32>(kSeed, 32), FixedSpan<32>(g_pub, 32)) != Status::ok)
        return false;
    if (Ed::sign(FixedView<32>(kSeed, 32), message(), FixedSpan<64>(g_sig, 64), ws()) != Status::ok)
        return false;
    g_sig[40] ^= 0x01;  // in S
    return true;
}

bool prepare_rsa_verify()
{
    if (Rsa::sign_pkcs1v15(kRsaKey, ucrypt::RsaHash::sha256, message(), ByteSpan(g_sig, 384),
                           ucrypt::RsaWorkspace(ws())) != Status::ok)
        return false;
    g_sig[200] ^= 0x04;
    return true;
}

bool prepare_gcm()
{
    ucrypt::AesGcm gcm;
    if (gcm.set_key(ByteView(kK, 16)) != Status::ok) return false;
    for (std::size_t i = 0; i < sizeof g_ct; ++i) g_out[i] = static_cast<std::uint8_t>(i * 7 + 1);
    if (gcm.encrypt(ByteView(kSeed, 12), ByteView(kSeed + 12, 20), ByteView(g_out, sizeof g_ct),
                    ByteSpan(g_ct, sizeof g_ct), ByteSpan(g_tag, 16)) != Status::ok)
        return false;
    g_tag[3] ^= 0x80;
    return true;
}

bool prepare_chacha()
{
    for (std::size_t i = 0; i < sizeof g_ct; ++i) g_out[i] = static_cast<std::uint8_t>(i * 7 + 1);
    if (ucrypt::ChaCha20Poly1305::encrypt(FixedView<32>(kK, 32), FixedView<12>(kSeed, 12),
                                          ByteView(kSeed + 12, 20), ByteView(g_out, sizeof g_ct),
                                          ByteSpan(g_ct, sizeof g_ct),
                                          FixedSpan<16>(g_tag, 16)) != Status::ok)
        return false;
    g_tag[3] ^= 0x80;
    return true;
}

struct Operation {
    const char* name;
    bench::Op run;
    bool (*prepare)();
};

bool nothing()
{
    return true;
}

const Operation kOperations[] = {
    {"rsa_sign", rsa_sign, nothing},
    {"rsa_verify", rsa_verify, prepare_rsa_verify},
    {"ecdsa_sign", ecdsa_sign, [] { return prepare_ecdsa(false); }},
    {"ecdsa_verify", ecdsa_verify, [] { return prepare_ecdsa(true); }},
    {"ed25519_sign", ed25519_sign, nothing},
    {"ed25519_verify", ed25519_verify, prepare_ed25519_verify},
    {"gcm_decrypt", gcm_decrypt, prepare_gcm},
    {"chacha_decrypt", chacha_decrypt, prepare_chacha},
};

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::puts("usage: faultsim_fw <operation>");
        return 2;
    }
    for (const Operation& op : kOperations) {
        if (std::strcmp(argv[1], op.name) != 0) continue;
        if (!op.prepare()) {
            std::puts("faultsim: input preparation failed");
            return 3;
        }
        std::memset(g_out, 0, sizeof g_out);
        bench::timed(op.run);
        std::printf("faultsim op=%s status=%s out=", op.name, g_ok ? "ok" : "err");
        for (std::size_t i = 0; i < g_out_len; ++i) std::printf("%02x", g_out[i]);
        std::puts("");
        return 0;
    }
    std::printf("faultsim: unknown operation %s\n", argv[1]);
    return 2;
}
