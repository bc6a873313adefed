// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — the library's own implementations, one per variant.
#include <array>

#include "impl.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt_aes_impls.hpp"

namespace ucrypt::bench {

namespace {

constexpr AlgInfo kAlgs[] = {
    {AlgId::sha256, "SHA256", "hash", 32, false},
    {AlgId::sha384, "SHA384", "hash", 48, false},
    {AlgId::sha512, "SHA512", "hash", 64, false},
    {AlgId::sha3_256, "SHA3-256", "hash", 32, false},
    {AlgId::hmac_sha256, "HMAC-SHA256", "hmac", 32, true},
    {AlgId::aes128_cbc_enc, "AES CBC", "aes_cbc", 0, true, true, 128, "enc"},
    {AlgId::aes128_cbc_dec, "AES CBC", "aes_cbc", 0, true, true, 128, "dec"},
    {AlgId::aes128_ctr, "AES CTR", "aes_ctr", 0, true, true, 128, "enc"},
    {AlgId::aes128_gcm_enc, "AES GCM", "aes_gcm", 16, true, true, 128, "enc"},
    {AlgId::aes256_gcm_enc, "AES GCM", "aes_gcm", 16, true, true, 256, "enc"},
};

constexpr std::array<std::uint8_t, 32> kKey = {
    0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50, 0x61, 0x72, 0x83, 0x94, 0xa5, 0xb6, 0xc7, 0xd8, 0xe9, 0xfa,
    0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0,
};

template <class H>
class HashImpl final : public Impl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        H::hash(ByteView(in, n), FixedSpan<H::digest_size>(out, H::digest_size));
    }
    void init() override { h_.init(); }
    void update(const std::uint8_t* in, std::size_t n) override { h_.update(ByteView(in, n)); }
    void finish(std::uint8_t* out) override
    {
        h_.finish(FixedSpan<H::digest_size>(out, H::digest_size));
    }

private:
    H h_;
};

// The data-flow shape constructs the keyed object per message, as a caller would.
template <class H>
class HmacImpl final : public Impl {
    using M = Hmac<H>;

public:
    HmacImpl() : m_(kKey) {}
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        M::mac(kKey, ByteView(in, n), FixedSpan<M::tag_size>(out, M::tag_size));
    }
    void init() override { m_.init(kKey); }
    void update(const std::uint8_t* in, std::size_t n) override { m_.update(ByteView(in, n)); }
    void finish(std::uint8_t* out) override { m_.finish(FixedSpan<M::tag_size>(out, M::tag_size)); }

private:
    M m_;
};

template <class Sha256T, class Sha384T, class Sha512T, class Sha3T>
ImplPtr make_hash(AlgId alg)
{
    switch (alg) {
        case AlgId::sha256:
            return std::make_unique<HashImpl<Sha256T>>();
        case AlgId::sha384:
            return std::make_unique<HashImpl<Sha384T>>();
        case AlgId::sha512:
            return std::make_unique<HashImpl<Sha512T>>();
        case AlgId::sha3_256:
            return std::make_unique<HashImpl<Sha3T>>();
        case AlgId::hmac_sha256:
            return std::make_unique<HmacImpl<Sha256T>>();
        default:
            break;  // the AES rows: ucrypt_aes_impls.cpp
    }
    return nullptr;
}

ImplPtr make_small(AlgId alg)
{
    return make_hash<Sha256Small, Sha384Small, Sha512Small, Sha3_256Small>(alg);
}
ImplPtr make_fast(AlgId alg)
{
    ImplPtr p = make_hash<Sha256Fast, Sha384Fast, Sha512Fast, Sha3_256Fast>(alg);
    return p ? std::move(p) : make_aes(AesVariant::fast, alg);
}
ImplPtr make_ct(AlgId alg)
{
    return make_aes(AesVariant::ct, alg);
}
ImplPtr make_auto(AlgId alg)
{
    return make_aes(AesVariant::autodetect, alg);
}

constexpr std::array<std::uint8_t, 16> kIv = {
    0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b, 0x00, 0x00, 0x00, 0x01,
};

}  // namespace

std::span<const AlgInfo> all_algs()
{
    return kAlgs;
}
std::span<const std::uint8_t> bench_key()
{
    return kKey;
}
std::span<const std::uint8_t> bench_iv()
{
    return kIv;
}

std::vector<Provider> ucrypt_variants()
{
    return {
        {"small", "", true, &make_small},
        {"fast", "", true, &make_fast},
        {"ct", "", true, &make_ct},
        {"auto", "", true, &make_auto},
    };
}

}  // namespace ucrypt::bench
