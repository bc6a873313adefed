// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: ChaCha20 (RFC 8439 §2.4), Poly1305 (§2.5) and
// AEAD_CHACHA20_POLY1305 (§2.8).
//
// Secret keys and plaintexts in both API shapes, and decryption with the
// right and a wrong tag. Everything derived from the key (ciphertext, tag,
// plaintext) stays undefined for memcheck; the harness branches only on the
// verdicts, which the library declassifies itself, and on outputs it
// declassifies explicitly for the functional checks.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/chacha20.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/poly1305.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt_ct::kLengths;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;
using Aead = ucrypt::ChaCha20Poly1305;
using Bytes = std::vector<std::uint8_t>;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

// Statuses depend on public lengths and call order only; declassify before
// comparing, so a report would point at the library, not at this check.
void expect_ok(Status s, const char* what)
{
    expect(ucrypt::ct::declassify_value(s) == Status::ok, what);
}

ucrypt::FixedView<32> key32(const Bytes& k)
{
    return ucrypt::FixedView<32>(k.data(), 32);
}
ucrypt::FixedView<12> nonce12(const Bytes& n)
{
    return ucrypt::FixedView<12>(n.data(), 12);
}

void chacha20_secret_key_and_data()
{
    const auto key = secret_pattern(32, 40);
    const auto nonce = pattern(12, 41);
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 42);
        Bytes out(len);
        expect_ok(ucrypt::ChaCha20::crypt(key32(key), nonce12(nonce), 1, msg, out),
                  "chacha20 crypt");
        ucrypt::ChaCha20 c(key32(key), nonce12(nonce), 7);
        expect_ok(c.crypt(ByteView(msg.data(), len / 3), ByteSpan(out.data(), len / 3)),
                  "chacha20 part 1");
        expect_ok(c.crypt(ByteView(msg.data() + len / 3, len - len / 3),
                          ByteSpan(out.data() + len / 3, len - len / 3)),
                  "chacha20 part 2");
    }
}

void poly1305_secret_key_and_message()
{
    const auto key = secret_pattern(32, 43);
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 44);
        std::array<std::uint8_t, 16> tag{};
        ucrypt::Poly1305::mac(key32(key), msg, tag);
        ucrypt::Poly1305 p(key32(key));
        p.update(ByteView(msg.data(), len / 2));
        p.update(ByteView(msg.data() + len / 2, len - len / 2));
        expect(p.verify_finish(tag).ok(), "poly1305 verify_finish accepts its tag");
        tag[15] ^= 1;
        expect(!ucrypt::Poly1305::verify(key32(key), msg, tag).ok(), "poly1305 verify rejects");
    }
}

void aead_encrypt()
{
    const auto key = secret_pattern(32, 45);
    const auto nonce = pattern(12, 46);
    const auto aad = pattern(21, 47);
    for (std::size_t len : kLengths) {
        const auto pt = secret_pattern(len, 48);
        Bytes ct(len);
        std::array<std::uint8_t, 16> tag{};
        expect_ok(Aead::encrypt(key32(key), nonce12(nonce), aad, pt, ct, tag), "aead encrypt");
        Aead a;
        a.set_key(key32(key));
        expect_ok(a.set_nonce(nonce12(nonce)), "set_nonce");
        expect_ok(a.append_aad(aad), "append_aad");
        expect_ok(a.encrypt_update(ByteView(pt.data(), len / 2), ByteSpan(ct.data(), len / 2)),
                  "update 1");
        expect_ok(a.encrypt_update(ByteView(pt.data() + len / 2, len - len / 2),
                                   ByteSpan(ct.data() + len / 2, len - len / 2)),
                  "update 2");
        expect_ok(a.finish(tag), "finish");
    }
}

// The ciphertext and tag come from the secret key, so they are secret too;
// only the verdict may reach a branch.
void aead_decrypt()
{
    const auto key = secret_pattern(32, 49);
    const auto nonce = pattern(12, 50);
    const auto aad = pattern(13, 51);
    for (std::size_t len : kLengths) {
        const auto pt = secret_pattern(len, 52);
        Bytes ct(len), out(len);
        std::array<std::uint8_t, 16> tag{};
        expect_ok(Aead::encrypt(key32(key), nonce12(nonce), aad, pt, ct, tag), "aead encrypt");
        expect(Aead::decrypt(key32(key), nonce12(nonce), aad, ct, tag, out).ok(),
               "aead decrypt accepts");

        Aead a;
        a.set_key(key32(key));
        expect_ok(a.set_nonce(nonce12(nonce)), "set_nonce");
        expect_ok(a.append_aad(aad), "append_aad");
        expect_ok(a.authenticate_update(ct), "authenticate_update");
        expect(a.verify(tag).ok(), "verify accepts");
        expect_ok(a.decrypt_update(ct, out), "decrypt_update");

        tag[15] ^= 0x01;  // last byte: an early-exit compare would stop late
        expect(!Aead::decrypt(key32(key), nonce12(nonce), aad, ct, tag, out).ok(),
               "aead decrypt rejects");
        ucrypt::ct::declassify(out.data(), out.size());
        for (std::uint8_t b : out) expect(b == 0, "rejected plaintext is zeroed");
    }
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("chacha20", &chacha20_secret_key_and_data);
    fam.add("poly1305", &poly1305_secret_key_and_message);
    fam.add("aead.encrypt", &aead_encrypt);
    fam.add("aead.decrypt", &aead_decrypt);
}
