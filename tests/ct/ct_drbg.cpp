// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: the SP 800-90A DRBGs with secret entropy input.
//
// CTR_DRBG over AesCt (AES-128 and AES-256) and HMAC_DRBG over SHA-256,
// SHA-384 and SHA-512 (Small and Fast): instantiate, generate (with and
// without additional input, at lengths that end mid-block), reseed with
// secret entropy and generate again. The entropy input, the nonce and hence
// Key and V are secret; the personalization string and the additional input
// are public here. The statuses the harness checks depend only on lengths
// and counters, which the DRBG never derives from secrets. The AesSmall and
// AesFast instantiations index tables with secret bytes by design and are
// not registered.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/drbg.hpp"

namespace {

using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <class D>
void drbg_secret_entropy()
{
    const auto pers = pattern(19, 51);
    const auto add = pattern(40, 52);
    for (std::size_t out_len : {std::size_t{1}, std::size_t{37}, std::size_t{200}}) {
        const auto entropy = secret_pattern(D::security_strength + 5, 53);
        const auto nonce = secret_pattern(D::nonce_size, 54);
        D d;
        expect(d.instantiate(entropy, nonce, pers) == ucrypt::Status::ok, "instantiate");
        std::vector<std::uint8_t> out(out_len);
        expect(d.generate(out) == ucrypt::Status::ok, "generate");
        expect(d.generate(out, add) == ucrypt::Status::ok, "generate with additional input");
        const auto entropy2 = secret_pattern(D::security_strength, 55);
        expect(d.reseed(entropy2, add) == ucrypt::Status::ok, "reseed");
        expect(d.generate(out) == ucrypt::Status::ok, "generate after reseed");
        d.uninstantiate();
    }
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add("ctr_aes128_ct", &drbg_secret_entropy<ucrypt::CtrDrbg<ucrypt::AesCt, 16>>);
    fam.add("ctr_aes256_ct", &drbg_secret_entropy<ucrypt::CtrDrbg<ucrypt::AesCt, 32>>);
    fam.add("hmac_sha256_small", &drbg_secret_entropy<ucrypt::HmacDrbg<ucrypt::Sha256Small>>);
    fam.add("hmac_sha256_fast", &drbg_secret_entropy<ucrypt::HmacDrbg<ucrypt::Sha256Fast>>);
    fam.add("hmac_sha384_fast", &drbg_secret_entropy<ucrypt::HmacDrbg<ucrypt::Sha384Fast>>);
    fam.add("hmac_sha512_small", &drbg_secret_entropy<ucrypt::HmacDrbg<ucrypt::Sha512Small>>);
    fam.add("hmac_sha512_fast", &drbg_secret_entropy<ucrypt::HmacDrbg<ucrypt::Sha512Fast>>);
}
