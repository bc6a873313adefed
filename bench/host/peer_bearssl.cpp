// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — BearSSL: SHA-256/384/512 and HMAC over its hash
// vtables; AES-CBC, AES-CTR and AES-GCM over its block vtables, AES-NI
// (x86ni) and PCLMULQDQ where the CPU has them, else the constant-time ct64
// code, as BearSSL's own selection does. No SHA-3. BearSSL has no version macro; CMake passes the
// packaged version when it knows it.
#include <bearssl.h>

#include <algorithm>
#include <cstdint>

#include "peers.hpp"

#if !defined(UCRYPT_BEARSSL_VERSION)
#define UCRYPT_BEARSSL_VERSION ""
#endif

namespace ucrypt::bench {

namespace {

template <class Ctx, auto Init, auto Update, auto Out>
class BearHash final : public Impl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        init();
        update(in, n);
        finish(out);
    }
    void init() override { Init(&c_); }
    void update(const std::uint8_t* in, std::size_t n) override { Update(&c_, in, n); }
    void finish(std::uint8_t* out) override { Out(&c_, out); }

private:
    Ctx c_{};
};

// The key schedule is part of each message, as for ucrypt's init(key).
class BearHmac final : public Impl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        init();
        update(in, n);
        finish(out);
    }
    void init() override
    {
        br_hmac_key_init(&key_, &br_sha256_vtable, bench_key().data(), bench_key().size());
        br_hmac_init(&c_, &key_, 0);
    }
    void update(const std::uint8_t* in, std::size_t n) override { br_hmac_update(&c_, in, n); }
    void finish(std::uint8_t* out) override { br_hmac_out(&c_, out); }

private:
    br_hmac_key_context key_{};
    br_hmac_context c_{};
};

const br_block_cbcenc_class* cbcenc_vtable()
{
    const br_block_cbcenc_class* v = br_aes_x86ni_cbcenc_get_vtable();
    return v != nullptr ? v : &br_aes_ct64_cbcenc_vtable;
}
const br_block_cbcdec_class* cbcdec_vtable()
{
    const br_block_cbcdec_class* v = br_aes_x86ni_cbcdec_get_vtable();
    return v != nullptr ? v : &br_aes_ct64_cbcdec_vtable;
}
const br_block_ctr_class* ctr_vtable()
{
    const br_block_ctr_class* v = br_aes_x86ni_ctr_get_vtable();
    return v != nullptr ? v : &br_aes_ct64_ctr_vtable;
}
br_ghash ghash_impl()
{
    const br_ghash g = br_ghash_pclmul_get();
    return g != nullptr ? g : &br_ghash_ctmul64;
}

// The 12-byte IV and the 32-bit counter BearSSL's CTR takes, from bench_iv().
std::uint32_t counter0()
{
    const auto iv = bench_iv();
    return static_cast<std::uint32_t>(iv[12]) << 24 | static_cast<std::uint32_t>(iv[13]) << 16 |
           static_cast<std::uint32_t>(iv[14]) << 8 | iv[15];
}

// CBC and CTR run in place on whole blocks (every cipher row feeds whole
// blocks): the input is copied to the output first. The key is set per message.
class BearAes final : public CipherImpl {
public:
    enum Mode { cbc_enc, cbc_dec, ctr };
    explicit BearAes(Mode m) : mode_(m) {}
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
        const auto key = bench_key().first(16);
        switch (mode_) {
            case cbc_enc:
                cbcenc_vtable()->init(&k_.c_cbcenc.vtable, key.data(), key.size());
                break;
            case cbc_dec:
                cbcdec_vtable()->init(&k_.c_cbcdec.vtable, key.data(), key.size());
                break;
            case ctr:
                ctr_vtable()->init(&k_.c_ctr.vtable, key.data(), key.size());
                break;
        }
        std::copy(bench_iv().begin(), bench_iv().end(), iv_);
        cc_ = counter0();
    }
    void run(const std::uint8_t* in, std::size_t n, std::uint8_t* out)
    {
        std::copy(in, in + n, out);
        switch (mode_) {
            case cbc_enc:
                k_.c_cbcenc.vtable->run(&k_.c_cbcenc.vtable, iv_, out, n);
                break;
            case cbc_dec:
                k_.c_cbcdec.vtable->run(&k_.c_cbcdec.vtable, iv_, out, n);
                break;
            case ctr:
                cc_ = k_.c_ctr.vtable->run(&k_.c_ctr.vtable, iv_, cc_, out, n);
                break;
        }
    }
    union Keys {
        br_aes_gen_cbcenc_keys c_cbcenc;
        br_aes_gen_cbcdec_keys c_cbcdec;
        br_aes_gen_ctr_keys c_ctr;
    };
    Mode mode_;
    Keys k_{};
    unsigned char iv_[16] = {};
    std::uint32_t cc_ = 0;
};

// GCM encryption, 12-byte IV, no AAD, 16-byte tag; key schedule and H per message.
class BearGcm final : public CipherImpl {
public:
    explicit BearGcm(std::size_t key_len) : key_len_(key_len) {}
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        start();
        std::copy(in, in + n, out);
        br_gcm_run(&g_, 1, out, n);
        br_gcm_get_tag(&g_, out + n);
    }
    void init() override
    {
        restart();
        start();
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        std::copy(in, in + n, cursor());
        br_gcm_run(&g_, 1, cursor(), n);
        advance(n);
    }
    void finish(std::uint8_t* tag) override { br_gcm_get_tag(&g_, tag); }

private:
    void start()
    {
        ctr_vtable()->init(&k_.vtable, bench_key().data(), key_len_);
        br_gcm_init(&g_, &k_.vtable, ghash_impl());
        br_gcm_reset(&g_, bench_iv().data(), 12);
        br_gcm_flip(&g_);
    }
    std::size_t key_len_;
    br_aes_gen_ctr_keys k_{};
    br_gcm_context g_{};
};

using Sha256 = BearHash<br_sha256_context, &br_sha256_init, &br_sha256_update, &br_sha256_out>;
using Sha384 = BearHash<br_sha384_context, &br_sha384_init, &br_sha384_update, &br_sha384_out>;
using Sha512 = BearHash<br_sha512_context, &br_sha512_init, &br_sha512_update, &br_sha512_out>;

ImplPtr make(AlgId alg)
{
    switch (alg) {
        case AlgId::sha256:
            return std::make_unique<Sha256>();
        case AlgId::sha384:
            return std::make_unique<Sha384>();
        case AlgId::sha512:
            return std::make_unique<Sha512>();
        case AlgId::hmac_sha256:
            return std::make_unique<BearHmac>();
        case AlgId::sha3_256:
            return nullptr;
        case AlgId::aes128_cbc_enc:
            return std::make_unique<BearAes>(BearAes::cbc_enc);
        case AlgId::aes128_cbc_dec:
            return std::make_unique<BearAes>(BearAes::cbc_dec);
        case AlgId::aes128_ctr:
            return std::make_unique<BearAes>(BearAes::ctr);
        case AlgId::aes128_gcm_enc:
            return std::make_unique<BearGcm>(16);
        case AlgId::aes256_gcm_enc:
            return std::make_unique<BearGcm>(32);
    }
    return nullptr;
}

}  // namespace

Provider bearssl_provider()
{
    return {"bearssl", UCRYPT_BEARSSL_VERSION, true, &make};
}

}  // namespace ucrypt::bench
