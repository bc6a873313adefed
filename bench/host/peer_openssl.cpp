// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — OpenSSL 3 through EVP (digests, AES) and EVP_MAC (HMAC),
// with the algorithm fetched once and the context reused across messages.
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include "peers.hpp"

namespace ucrypt::bench {

namespace {

class OsslHash final : public Impl {
public:
    explicit OsslHash(const char* name)
        : md_(EVP_MD_fetch(nullptr, name, nullptr)), ctx_(EVP_MD_CTX_new())
    {
    }
    ~OsslHash() override
    {
        EVP_MD_CTX_free(ctx_);
        EVP_MD_free(md_);
    }
    bool ok() const { return md_ != nullptr && ctx_ != nullptr; }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        init();
        update(in, n);
        finish(out);
    }
    void init() override { EVP_DigestInit_ex2(ctx_, md_, nullptr); }
    void update(const std::uint8_t* in, std::size_t n) override { EVP_DigestUpdate(ctx_, in, n); }
    void finish(std::uint8_t* out) override { EVP_DigestFinal_ex(ctx_, out, nullptr); }

private:
    EVP_MD* md_;
    EVP_MD_CTX* ctx_;
};

class OsslHmac final : public Impl {
public:
    OsslHmac() : mac_(EVP_MAC_fetch(nullptr, "HMAC", nullptr))
    {
        ctx_ = mac_ != nullptr ? EVP_MAC_CTX_new(mac_) : nullptr;
        char digest[] = "SHA256";
        const OSSL_PARAM params[] = {
            OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digest, 0),
            OSSL_PARAM_construct_end(),
        };
        if (ctx_ != nullptr && EVP_MAC_CTX_set_params(ctx_, params) != 1) {
            EVP_MAC_CTX_free(ctx_);
            ctx_ = nullptr;
        }
    }
    ~OsslHmac() override
    {
        EVP_MAC_CTX_free(ctx_);
        EVP_MAC_free(mac_);
    }
    bool ok() const { return ctx_ != nullptr; }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        init();
        update(in, n);
        finish(out);
    }
    // The key is set for every message, as ucrypt's init(key) does.
    void init() override { EVP_MAC_init(ctx_, bench_key().data(), bench_key().size(), nullptr); }
    void update(const std::uint8_t* in, std::size_t n) override { EVP_MAC_update(ctx_, in, n); }
    void finish(std::uint8_t* out) override
    {
        std::size_t len = 0;
        EVP_MAC_final(ctx_, out, &len, 32);
    }

private:
    EVP_MAC* mac_;
    EVP_MAC_CTX* ctx_;
};

// AES through EVP_CIPHER (AES-NI where the CPU has it): the key and IV are
// set for every message (EVP_CipherInit_ex2), as ucrypt's set_key/set_iv.
// CBC without padding; GCM with a 12-byte IV and a 16-byte tag.
class OsslCipher final : public CipherImpl {
public:
    OsslCipher(const char* name, int enc, bool gcm)
        : cipher_(EVP_CIPHER_fetch(nullptr, name, nullptr)),
          ctx_(EVP_CIPHER_CTX_new()),
          enc_(enc),
          gcm_(gcm)
    {
    }
    ~OsslCipher() override
    {
        EVP_CIPHER_CTX_free(ctx_);
        EVP_CIPHER_free(cipher_);
    }
    bool ok() const { return cipher_ != nullptr && ctx_ != nullptr; }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        start();
        int len = 0, fin = 0;
        EVP_CipherUpdate(ctx_, out, &len, in, static_cast<int>(n));
        EVP_CipherFinal_ex(ctx_, out + len, &fin);
        if (gcm_) EVP_CIPHER_CTX_ctrl(ctx_, EVP_CTRL_AEAD_GET_TAG, 16, out + n);
    }
    void init() override
    {
        restart();
        start();
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        int len = 0;
        EVP_CipherUpdate(ctx_, cursor(), &len, in, static_cast<int>(n));
        advance(static_cast<std::size_t>(len));
    }
    void finish(std::uint8_t* out) override
    {
        int len = 0;
        EVP_CipherFinal_ex(ctx_, cursor(), &len);
        advance(static_cast<std::size_t>(len));
        if (gcm_) EVP_CIPHER_CTX_ctrl(ctx_, EVP_CTRL_AEAD_GET_TAG, 16, out);
    }

private:
    void start()
    {
        EVP_CipherInit_ex2(ctx_, cipher_, bench_key().data(), bench_iv().data(), enc_, nullptr);
        if (!gcm_) EVP_CIPHER_CTX_set_padding(ctx_, 0);
    }
    EVP_CIPHER* cipher_;
    EVP_CIPHER_CTX* ctx_;
    int enc_;
    bool gcm_;
};

template <class T, class... A>
ImplPtr checked(A... a)
{
    auto p = std::make_unique<T>(a...);
    if (!p->ok()) return nullptr;
    return p;
}

ImplPtr make(AlgId alg)
{
    switch (alg) {
        case AlgId::sha256:
            return checked<OsslHash>("SHA2-256");
        case AlgId::sha384:
            return checked<OsslHash>("SHA2-384");
        case AlgId::sha512:
            return checked<OsslHash>("SHA2-512");
        case AlgId::sha3_256:
            return checked<OsslHash>("SHA3-256");
        case AlgId::hmac_sha256:
            return checked<OsslHmac>();
        case AlgId::aes128_cbc_enc:
            return checked<OsslCipher>("AES-128-CBC", 1, false);
        case AlgId::aes128_cbc_dec:
            return checked<OsslCipher>("AES-128-CBC", 0, false);
        case AlgId::aes128_ctr:
            return checked<OsslCipher>("AES-128-CTR", 1, false);
        case AlgId::aes128_gcm_enc:
            return checked<OsslCipher>("AES-128-GCM", 1, true);
        case AlgId::aes256_gcm_enc:
            return checked<OsslCipher>("AES-256-GCM", 1, true);
    }
    return nullptr;
}

}  // namespace

Provider openssl_provider()
{
    return {"openssl", OpenSSL_version(OPENSSL_VERSION_STRING), true, &make};
}

}  // namespace ucrypt::bench
