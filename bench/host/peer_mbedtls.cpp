// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — Mbed TLS (2.28 in Debian 12; 3.x dropped the _ret
// suffixes). SHA-2 through the one-shot and streaming functions, HMAC through
// the md layer with one context reused across messages. No SHA-3 in Mbed TLS.
// AES through the block-mode functions (mbedtls_aes_crypt_cbc/_ctr) and the
// GCM module, the key set for every message (AES-NI where Mbed TLS uses it).
#include <mbedtls/aes.h>
#include <mbedtls/gcm.h>
#include <mbedtls/md.h>
#include <mbedtls/sha256.h>
#include <mbedtls/sha512.h>
#include <mbedtls/version.h>

#include <algorithm>

#include "peers.hpp"

#if MBEDTLS_VERSION_MAJOR >= 3
#define UCRYPT_MBED(name) name
#else
#define UCRYPT_MBED(name) name##_ret
#endif

namespace ucrypt::bench {

namespace {

class MbedSha256 final : public Impl {
public:
    MbedSha256() { mbedtls_sha256_init(&c_); }
    ~MbedSha256() override { mbedtls_sha256_free(&c_); }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        UCRYPT_MBED(mbedtls_sha256)(in, n, out, 0);
    }
    void init() override { UCRYPT_MBED(mbedtls_sha256_starts)(&c_, 0); }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        UCRYPT_MBED(mbedtls_sha256_update)(&c_, in, n);
    }
    void finish(std::uint8_t* out) override { UCRYPT_MBED(mbedtls_sha256_finish)(&c_, out); }

private:
    mbedtls_sha256_context c_;
};

// SHA-384 is SHA-512 with is384 = 1.
class MbedSha512 final : public Impl {
public:
    explicit MbedSha512(int is384) : is384_(is384) { mbedtls_sha512_init(&c_); }
    ~MbedSha512() override { mbedtls_sha512_free(&c_); }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        UCRYPT_MBED(mbedtls_sha512)(in, n, out, is384_);
    }
    void init() override { UCRYPT_MBED(mbedtls_sha512_starts)(&c_, is384_); }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        UCRYPT_MBED(mbedtls_sha512_update)(&c_, in, n);
    }
    void finish(std::uint8_t* out) override { UCRYPT_MBED(mbedtls_sha512_finish)(&c_, out); }

private:
    int is384_;
    mbedtls_sha512_context c_;
};

class MbedHmac final : public Impl {
public:
    MbedHmac()
    {
        mbedtls_md_init(&c_);
        ok_ = mbedtls_md_setup(&c_, mbedtls_md_info_from_type(MBEDTLS_MD_SHA256), 1) == 0;
    }
    ~MbedHmac() override { mbedtls_md_free(&c_); }
    bool ok() const { return ok_; }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        init();
        update(in, n);
        finish(out);
    }
    void init() override { mbedtls_md_hmac_starts(&c_, bench_key().data(), bench_key().size()); }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        mbedtls_md_hmac_update(&c_, in, n);
    }
    void finish(std::uint8_t* out) override { mbedtls_md_hmac_finish(&c_, out); }

private:
    mbedtls_md_context_t c_;
    bool ok_ = false;
};

// CBC (whole blocks, as every cipher row feeds) and CTR.
class MbedAes final : public CipherImpl {
public:
    MbedAes(int mode, bool ctr) : mode_(mode), ctr_(ctr) { mbedtls_aes_init(&c_); }
    ~MbedAes() override { mbedtls_aes_free(&c_); }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        start();
        run(in, n, out);
    }
    void init() override
    {
        restart();
        start();
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        run(in, n, cursor());
        advance(n);
    }
    void finish(std::uint8_t*) override {}

private:
    void start()
    {
        // CTR runs the forward cipher in both directions.
        if (mode_ == MBEDTLS_AES_ENCRYPT || ctr_) {
            mbedtls_aes_setkey_enc(&c_, bench_key().data(), 128);
        } else {
            mbedtls_aes_setkey_dec(&c_, bench_key().data(), 128);
        }
        std::copy(bench_iv().begin(), bench_iv().end(), iv_);
        off_ = 0;
    }
    void run(const std::uint8_t* in, std::size_t n, std::uint8_t* out)
    {
        if (ctr_) {
            mbedtls_aes_crypt_ctr(&c_, n, &off_, iv_, block_, in, out);
        } else {
            mbedtls_aes_crypt_cbc(&c_, mode_, n, iv_, in, out);
        }
    }
    mbedtls_aes_context c_;
    int mode_;
    bool ctr_;
    unsigned char iv_[16] = {};
    unsigned char block_[16] = {};
    std::size_t off_ = 0;
};

#if MBEDTLS_VERSION_MAJOR < 3
// GCM encryption, 12-byte IV, no AAD, 16-byte tag (the 2.x streaming API).
class MbedGcm final : public CipherImpl {
public:
    explicit MbedGcm(unsigned bits) : bits_(bits) { mbedtls_gcm_init(&c_); }
    ~MbedGcm() override { mbedtls_gcm_free(&c_); }
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        mbedtls_gcm_setkey(&c_, MBEDTLS_CIPHER_ID_AES, bench_key().data(), bits_);
        mbedtls_gcm_crypt_and_tag(&c_, MBEDTLS_GCM_ENCRYPT, n, bench_iv().data(), 12, nullptr, 0,
                                  in, out, 16, out + n);
    }
    void init() override
    {
        restart();
        mbedtls_gcm_setkey(&c_, MBEDTLS_CIPHER_ID_AES, bench_key().data(), bits_);
        mbedtls_gcm_starts(&c_, MBEDTLS_GCM_ENCRYPT, bench_iv().data(), 12, nullptr, 0);
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        mbedtls_gcm_update(&c_, n, in, cursor());
        advance(n);
    }
    void finish(std::uint8_t* tag) override { mbedtls_gcm_finish(&c_, tag, 16); }

private:
    mbedtls_gcm_context c_;
    unsigned bits_;
};
#endif

ImplPtr make_aes(AlgId alg)
{
    switch (alg) {
        case AlgId::aes128_cbc_enc:
            return std::make_unique<MbedAes>(MBEDTLS_AES_ENCRYPT, false);
        case AlgId::aes128_cbc_dec:
            return std::make_unique<MbedAes>(MBEDTLS_AES_DECRYPT, false);
        case AlgId::aes128_ctr:
            return std::make_unique<MbedAes>(MBEDTLS_AES_ENCRYPT, true);
#if MBEDTLS_VERSION_MAJOR < 3
        case AlgId::aes128_gcm_enc:
            return std::make_unique<MbedGcm>(128);
        case AlgId::aes256_gcm_enc:
            return std::make_unique<MbedGcm>(256);
#endif
        default:
            break;
    }
    return nullptr;
}

ImplPtr make(AlgId alg)
{
    switch (alg) {
        case AlgId::sha256:
            return std::make_unique<MbedSha256>();
        case AlgId::sha384:
            return std::make_unique<MbedSha512>(1);
        case AlgId::sha512:
            return std::make_unique<MbedSha512>(0);
        case AlgId::sha3_256:
            return nullptr;
        case AlgId::hmac_sha256: {
            auto p = std::make_unique<MbedHmac>();
            if (!p->ok()) return nullptr;
            return p;
        }
        default:
            break;
    }
    return make_aes(alg);
}

}  // namespace

Provider mbedtls_provider()
{
    return {"mbedtls", MBEDTLS_VERSION_STRING, true, &make};
}

}  // namespace ucrypt::bench
