// SPDX-License-Identifier: Apache-2.0
// ucrypt from C++: SHA-256, AES-128-GCM, Ed25519 and ML-KEM-768 through
// ucrypt/ucrypt.hpp, the same steps as examples/host-c. Prints what it
// computes; exits 1 at the first failure. Inputs are the published test vectors
// (FIPS 180-4 "abc", the GCM specification's test case 2, RFC 8032 §7.1
// test 1), so the output can be checked (tests/install/expected_output.txt).
#include <array>
#include <cstdint>
#include <cstdio>
#include <span>
#include <ucrypt/ucrypt.hpp>

namespace {

void print_hex(const char* label, std::span<const std::uint8_t> bytes)
{
    std::printf("%s", label);
    for (std::uint8_t b : bytes) std::printf("%02x", b);
    std::printf("\n");
}

bool fail(const char* what, ucrypt::Status status)
{
    std::printf("FAILED: %s (%s)\n", what, ucrypt::to_string(status));
    return false;
}

bool sha256_demo()
{
    const std::uint8_t abc[] = {'a', 'b', 'c'};
    print_hex("sha256(\"abc\") = ", ucrypt::Sha256::hash(abc));
    return true;
}

bool aes_gcm_demo()
{
    const std::array<std::uint8_t, 16> key{}, pt{};
    const std::array<std::uint8_t, 12> nonce{};
    std::array<std::uint8_t, 16> ct{}, tag{}, back{};

    ucrypt::AesGcm gcm;
    ucrypt::Status s = gcm.set_key(key);
    if (s != ucrypt::Status::ok) return fail("AES-GCM key", s);
    s = gcm.encrypt(nonce, {}, pt, ct, tag);
    if (s != ucrypt::Status::ok) return fail("AES-GCM encrypt", s);
    print_hex("aes-128-gcm ciphertext = ", ct);
    print_hex("aes-128-gcm tag = ", tag);

    ucrypt::Verdict v = gcm.decrypt(nonce, {}, ct, tag, back);
    if (!v.ok() || back != pt) return fail("AES-GCM decrypt", v.status);
    std::printf("aes-128-gcm decrypt: plaintext recovered\n");

    tag[0] ^= 1;  // a forged tag must be refused
    v = gcm.decrypt(nonce, {}, ct, tag, back);
    if (v.ok() || v.status != ucrypt::Status::verify_failed) {
        return fail("AES-GCM accepted a forged tag", v.status);
    }
    std::printf("aes-128-gcm decrypt with a forged tag: %s\n", ucrypt::to_string(v.status));
    return true;
}

bool ed25519_demo()
{
    using Ed = ucrypt::Ed25519Default;
    const std::array<std::uint8_t, 32> seed{0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60,
                                            0xba, 0x84, 0x4a, 0xf4, 0x92, 0xec, 0x2c, 0xc4,
                                            0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32, 0x69, 0x19,
                                            0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60};
    std::array<std::uint8_t, Ed::public_key_size> pk{};
    std::array<std::uint8_t, Ed::signature_size> sig{};
    ucrypt::Status s = Ed::public_key(seed, pk);
    if (s != ucrypt::Status::ok) return fail("Ed25519 public key", s);
    s = Ed::sign(seed, {}, sig);
    if (s != ucrypt::Status::ok) return fail("Ed25519 sign", s);
    print_hex("ed25519 public key = ", pk);
    print_hex("ed25519 signature = ", sig);

    ucrypt::Verdict v = Ed::verify(pk, {}, sig);
    if (!v.ok()) return fail("Ed25519 verify", v.status);
    std::printf("ed25519 verify: %s\n", ucrypt::to_string(v.status));

    const std::uint8_t other[] = {'x'};
    v = Ed::verify(pk, other, sig);
    if (v.ok()) return fail("Ed25519 accepted a signature of another message", v.status);
    std::printf("ed25519 verify of another message: %s\n", ucrypt::to_string(v.status));
    return true;
}

bool mlkem768_demo()
{
    using Kem = ucrypt::MlKem768;
    // Keys and encapsulation from the operating system's generator.
    ucrypt::SystemRng rng;
    static std::array<std::uint8_t, Kem::ek_size> ek;
    static std::array<std::uint8_t, Kem::dk_size> dk;
    static std::array<std::uint8_t, Kem::ct_size> ct;
    std::array<std::uint8_t, Kem::ss_size> ss_sender{}, ss_receiver{};
    ucrypt::Status s = Kem::keygen(rng, ek, dk);
    if (s != ucrypt::Status::ok) return fail("ML-KEM-768 keygen", s);
    s = Kem::encaps(rng, ek, ct, ss_sender);
    if (s != ucrypt::Status::ok) return fail("ML-KEM-768 encaps", s);
    s = Kem::decaps(dk, ct, ss_receiver);
    if (s != ucrypt::Status::ok) return fail("ML-KEM-768 decaps", s);
    if (ss_sender != ss_receiver) return fail("ML-KEM-768 shared secrets differ", s);
    std::printf("ml-kem-768: both sides hold the same %u-byte secret\n",
                static_cast<unsigned>(ss_sender.size()));

    ct[0] ^= 1;  // implicit rejection: a changed ciphertext gives another secret
    s = Kem::decaps(dk, ct, ss_receiver);
    if (s != ucrypt::Status::ok || ss_sender == ss_receiver) {
        return fail("ML-KEM-768 implicit rejection", s);
    }
    std::printf("ml-kem-768: a changed ciphertext gives another secret\n");
    return true;
}

}  // namespace

int main()
{
    std::printf("ucrypt %s\n", UCRYPT_VERSION_STRING);
    if (!(sha256_demo() && aes_gcm_demo() && ed25519_demo() && mlkem768_demo())) return 1;
    std::printf("all ok\n");
    return 0;
}
