// ucrypt host benchmark — Mbed TLS (2.28 in Debian 12; 3.x dropped the _ret
// suffixes). SHA-2 through the one-shot and streaming functions, HMAC through
// the md layer with one context reused across messages. No SHA-3 in Mbed TLS.
#include <mbedtls/md.h>
#include <mbedtls/sha256.h>
#include <mbedtls/sha512.h>
#include <mbedtls/version.h>

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
    void update(const std::uint8_t* in, std::size_t n) override { UCRYPT_MBED(mbedtls_sha256_update)(&c_, in, n); }
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
    void update(const std::uint8_t* in, std::size_t n) override { UCRYPT_MBED(mbedtls_sha512_update)(&c_, in, n); }
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
    void update(const std::uint8_t* in, std::size_t n) override { mbedtls_md_hmac_update(&c_, in, n); }
    void finish(std::uint8_t* out) override { mbedtls_md_hmac_finish(&c_, out); }

private:
    mbedtls_md_context_t c_;
    bool ok_ = false;
};

ImplPtr make(AlgId alg)
{
    switch (alg) {
    case AlgId::sha256: return std::make_unique<MbedSha256>();
    case AlgId::sha384: return std::make_unique<MbedSha512>(1);
    case AlgId::sha512: return std::make_unique<MbedSha512>(0);
    case AlgId::sha3_256: return nullptr;
    case AlgId::hmac_sha256: {
        auto p = std::make_unique<MbedHmac>();
        if (!p->ok()) return nullptr;
        return p;
    }
    }
    return nullptr;
}

}  // namespace

Provider mbedtls_provider() { return {"mbedtls", MBEDTLS_VERSION_STRING, true, &make}; }

}  // namespace ucrypt::bench
