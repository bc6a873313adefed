// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: AES (FIPS 197), the constant-time variants only.
//
// AesCt and, where the CPU has it, AesNi, with a secret key and a secret
// plaintext: set_key, then encrypt and decrypt of 1, 3, 8 and 17 blocks (AesCt's
// two-block path plus its lone-block tail; AesNi's 8/4/1-block groups). AesSmall
// and AesFast index tables with secret bytes by design and are listed as
// exceptions in docs/CONSTANT-TIME.md, so they are not registered here.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/aes.hpp"

namespace {

using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <class V>
void aes_secret_key_and_data()
{
    for (std::size_t klen : {16u, 24u, 32u}) {
        const auto key = secret_pattern(klen, 41);
        V aes;
        // The status depends on the (public) key length only.
        expect(aes.set_key(key) == ucrypt::Status::ok, "set_key accepts the key");
        for (std::size_t n : {1u, 3u, 8u, 17u}) {
            const auto pt = secret_pattern(16 * n, 42);
            std::vector<std::uint8_t> ct(16 * n), back(16 * n);
            aes.encrypt_blocks(pt.data(), ct.data(), n);
            aes.decrypt_blocks(ct.data(), back.data(), n);
            aes.decrypt_blocks(back.data(), back.data(), n);  // in place
        }
    }
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("ct", &aes_secret_key_and_data<ucrypt::AesCt>);
    if (ucrypt::AesNi::available()) fam.add("aesni", &aes_secret_key_and_data<ucrypt::AesNi>);
    // Valgrind's virtual CPU does not report VAES, so under the harness this
    // entry is absent and AesAuto runs AES-NI (docs/CONSTANT-TIME.md).
    if (ucrypt::AesVaes::available()) fam.add("vaes", &aes_secret_key_and_data<ucrypt::AesVaes>);
    if (ucrypt::AesNi::available()) fam.add("auto", &aes_secret_key_and_data<ucrypt::AesAuto>);
}
