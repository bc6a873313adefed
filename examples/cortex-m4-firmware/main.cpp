// SPDX-License-Identifier: Apache-2.0
// A Cortex-M4 firmware that uses ucrypt: ECDSA P-256 with SHA-256 (FIPS 186-5
// §6), deterministic nonces (RFC 6979 §3.2). It derives the public key,
// signs, checks the signature against RFC 6979 §A.2.5 ("sample"), verifies it,
// and checks that a changed message does not verify. Prints one line per step
// and returns 0 when every step passed.
//
// Nothing here is specific to QEMU: the board support (start-up code, linker
// script, printf through semihosting) comes from the build (CMakeLists.txt).
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "ucrypt/ecdsa.hpp"

namespace {

using Sig = ucrypt::Ecdsa<ucrypt::EcP256>;

// RFC 6979 §A.2.5: the P-256 private key x and the SHA-256 signature (r, s)
// of the message "sample".
constexpr std::array<std::uint8_t, 32> kPrivate = {
    0xC9, 0xAF, 0xA9, 0xD8, 0x45, 0xBA, 0x75, 0x16, 0x6B, 0x5C, 0x21, 0x57, 0x67, 0xB1, 0xD6, 0x93,
    0x4E, 0x50, 0xC3, 0xDB, 0x36, 0xE8, 0x9B, 0x12, 0x7B, 0x8A, 0x62, 0x2B, 0x12, 0x0F, 0x67, 0x21};
constexpr std::array<std::uint8_t, 64> kSignature = {
    0xEF, 0xD4, 0x8B, 0x2A, 0xAC, 0xB6, 0xA8, 0xFD, 0x11, 0x40, 0xDD, 0x9C, 0xD4, 0x5E, 0x81, 0xD6,
    0x9D, 0x2C, 0x87, 0x7B, 0x56, 0xAA, 0xF9, 0x91, 0xC3, 0x4D, 0x0E, 0xA8, 0x4E, 0xAF, 0x37, 0x16,
    0xF7, 0xCB, 0x1C, 0x94, 0x2D, 0x65, 0x7C, 0x41, 0xD4, 0x36, 0xC7, 0xA1, 0xB6, 0xE2, 0x9F, 0x65,
    0xF3, 0xE9, 0x00, 0xDB, 0xB9, 0xAF, 0xF4, 0x06, 0x4D, 0xC4, 0xAB, 0x2F, 0x84, 0x3A, 0xCD, 0xA8};

int failures = 0;

void step(const char* what, bool passed)
{
    std::printf("%s: %s\n", what, passed ? "ok" : "FAILED");
    if (!passed) ++failures;
}

}  // namespace

int main()
{
    alignas(8) static std::byte ws[Sig::workspace_size];
    std::array<std::uint8_t, Sig::public_key_size> pub{};
    std::array<std::uint8_t, Sig::signature_size> sig{};
    std::array<std::uint8_t, 6> msg = {'s', 'a', 'm', 'p', 'l', 'e'};

    step("public key", Sig::public_key(kPrivate, pub, ws) == ucrypt::Status::ok);
    step("sign", Sig::sign_deterministic(ucrypt::EcHash::sha256, kPrivate, msg, sig, ws) ==
                     ucrypt::Status::ok);
    step("signature = RFC 6979 A.2.5", std::memcmp(sig.data(), kSignature.data(), sig.size()) == 0);
    step("verify", Sig::verify(ucrypt::EcHash::sha256, pub, msg, sig, ws).ok());
    msg[0] ^= 1;
    step("changed message rejected", !Sig::verify(ucrypt::EcHash::sha256, pub, msg, sig, ws).ok());

    std::printf("ecdsa-p256 firmware: %s\n", failures == 0 ? "PASS" : "FAIL");
    return failures == 0 ? 0 : 1;
}
