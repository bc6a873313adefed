// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — libsodium: SHA-256, SHA-512 and HMAC-SHA-256 (its
// crypto_auth_hmacsha256 takes exactly a 32-byte key, which is what we use).
// No SHA-384 and no SHA-3 in libsodium. AES: only AES-256-GCM, only where the
// CPU has AES-NI and PCLMULQDQ (crypto_aead_aes256gcm_is_available), and
// only as one call (the combined mode: ciphertext || tag); no data flow.
#include <sodium.h>

#include "peers.hpp"

namespace ucrypt::bench {

namespace {

// The hash and HMAC APIs share one shape: state, init, update, final.
template <class State, auto OneShot, auto Init, auto Update, auto Final>
class SodiumImpl final : public Impl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        OneShot(out, in, n);
    }
    void init() override { Init(&s_); }
    void update(const std::uint8_t* in, std::size_t n) override { Update(&s_, in, n); }
    void finish(std::uint8_t* out) override { Final(&s_, out); }

private:
    State s_{};
};

void hmac_oneshot(std::uint8_t* out, const std::uint8_t* in, std::size_t n)
{
    crypto_auth_hmacsha256(out, in, n, bench_key().data());
}
void hmac_init(crypto_auth_hmacsha256_state* s)
{
    crypto_auth_hmacsha256_init(s, bench_key().data(), bench_key().size());
}
void sha256_oneshot(std::uint8_t* out, const std::uint8_t* in, std::size_t n)
{
    crypto_hash_sha256(out, in, n);
}
void sha512_oneshot(std::uint8_t* out, const std::uint8_t* in, std::size_t n)
{
    crypto_hash_sha512(out, in, n);
}

class SodiumAes256Gcm final : public CipherImpl {
public:
    // The one-call API expands the key inside every call, as the other rows do.
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        unsigned long long clen = 0;
        crypto_aead_aes256gcm_encrypt(out, &clen, in, n, nullptr, 0, nullptr, bench_iv().data(),
                                      bench_key().data());
    }
    bool has_flow() const override { return false; }
    void init() override {}
    void update(const std::uint8_t*, std::size_t) override {}
    void finish(std::uint8_t*) override {}
};

using Sha256 = SodiumImpl<crypto_hash_sha256_state, &sha256_oneshot, &crypto_hash_sha256_init,
                          &crypto_hash_sha256_update, &crypto_hash_sha256_final>;
using Sha512 = SodiumImpl<crypto_hash_sha512_state, &sha512_oneshot, &crypto_hash_sha512_init,
                          &crypto_hash_sha512_update, &crypto_hash_sha512_final>;
using Hmac256 = SodiumImpl<crypto_auth_hmacsha256_state, &hmac_oneshot, &hmac_init,
                           &crypto_auth_hmacsha256_update, &crypto_auth_hmacsha256_final>;

ImplPtr make(AlgId alg)
{
    switch (alg) {
        case AlgId::sha256:
            return std::make_unique<Sha256>();
        case AlgId::sha512:
            return std::make_unique<Sha512>();
        case AlgId::hmac_sha256:
            return std::make_unique<Hmac256>();
        case AlgId::aes256_gcm_enc:
            if (crypto_aead_aes256gcm_is_available() == 0) return nullptr;
            return std::make_unique<SodiumAes256Gcm>();
        default:
            break;  // no SHA-384, SHA-3, AES-128
    }
    return nullptr;
}

}  // namespace

Provider sodium_provider()
{
    const bool ok = sodium_init() >= 0;
    return {"libsodium", sodium_version_string(), ok, &make};
}

}  // namespace ucrypt::bench
