// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: PKCS#7 unpadding (RFC 5652 §6.3, padding.hpp).
//
// The decrypted last block is secret (a padding oracle reads it through
// timing): pkcs7_unpad() must look at it without a branch or an index that
// depends on it. Only its good/bad answer and the message length are
// declassified by the library, so the operation may branch on those. Inputs:
// every pad value 1..16 (good), 0 and 17..255 in the last byte (bad), and a
// corrupted byte inside an otherwise good padding; then CBC decryption with
// AesCt followed by unpadding, the way 'ucrypt enc' uses them.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/padding.hpp"

namespace {

using ucrypt_ct::pattern;

std::vector<std::uint8_t> padded_block(unsigned pad, unsigned last)
{
    auto v = pattern(48, static_cast<std::uint8_t>(pad));
    for (unsigned i = 0; i < pad && i < 16; ++i) v[47 - i] = static_cast<std::uint8_t>(pad);
    v[47] = static_cast<std::uint8_t>(last);
    return v;
}

void unpad_all_values()
{
    std::size_t total = 0;
    for (unsigned last = 0; last < 256; ++last) {
        auto v = padded_block(last <= 16 ? last : 3, last);
        ucrypt::ct::secret(v.data(), v.size());
        std::size_t n = 0;
        const ucrypt::Status s = ucrypt::pkcs7_unpad(v, n);
        total += s == ucrypt::Status::ok ? n : 0;  // declassified by the library
    }
    if (total == 0) {
        std::fprintf(stderr, "[ct] functional check failed: pkcs7 accepted nothing\n");
        std::abort();
    }
}

void unpad_corrupted()
{
    for (unsigned pad = 2; pad <= 16; ++pad) {
        auto v = padded_block(pad, pad);
        v[47 - pad / 2] ^= 0x40;
        ucrypt::ct::secret(v.data(), v.size());
        std::size_t n = 0;
        if (ucrypt::pkcs7_unpad(v, n) == ucrypt::Status::ok) {
            std::fprintf(stderr, "[ct] functional check failed: pkcs7 accepted a corrupted pad\n");
            std::abort();
        }
    }
}

void cbc_decrypt_unpad()
{
    auto key = pattern(16, 90);
    const auto iv = pattern(16, 91), ct = pattern(64, 92);
    ucrypt::ct::secret(key.data(), key.size());
    std::vector<std::uint8_t> pt(ct.size());
    if (ucrypt::Cbc<ucrypt::AesCt>::decrypt(key, iv, ct, pt) != ucrypt::Status::ok) std::abort();
    std::size_t n = 0;
    (void)ucrypt::pkcs7_unpad(pt, n);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("unpad.all_values", &unpad_all_values);
    fam.add("unpad.corrupted", &unpad_corrupted);
    fam.add("cbc_ct.decrypt_unpad", &cbc_decrypt_unpad);
}
