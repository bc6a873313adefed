// ucrypt host benchmark — BearSSL: SHA-256/384/512 and HMAC over its hash
// vtables. No SHA-3. BearSSL has no version macro; CMake passes the
// packaged version when it knows it.
#include <bearssl.h>

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

using Sha256 = BearHash<br_sha256_context, &br_sha256_init, &br_sha256_update, &br_sha256_out>;
using Sha384 = BearHash<br_sha384_context, &br_sha384_init, &br_sha384_update, &br_sha384_out>;
using Sha512 = BearHash<br_sha512_context, &br_sha512_init, &br_sha512_update, &br_sha512_out>;

ImplPtr make(AlgId alg)
{
    switch (alg) {
    case AlgId::sha256: return std::make_unique<Sha256>();
    case AlgId::sha384: return std::make_unique<Sha384>();
    case AlgId::sha512: return std::make_unique<Sha512>();
    case AlgId::hmac_sha256: return std::make_unique<BearHmac>();
    case AlgId::sha3_256: return nullptr;
    }
    return nullptr;
}

}  // namespace

Provider bearssl_provider() { return {"bearssl", UCRYPT_BEARSSL_VERSION, true, &make}; }

}  // namespace ucrypt::bench
