// ucrypt — hash selection, MGF1 and the DigestInfo encoding for RSA.
#include <cstring>

#include "rsa_internal.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::rsa_impl {

template <class F>
void HashCtx::visit(F f) noexcept
{
    switch (h_) {
    case RsaHash::sha1: f(u_.s1); return;
    case RsaHash::sha224: f(u_.s224); return;
    case RsaHash::sha256: f(u_.s256); return;
    case RsaHash::sha384: f(u_.s384); return;
    case RsaHash::sha512: f(u_.s512); return;
    case RsaHash::sha512_224: f(u_.s512_224); return;
    case RsaHash::sha512_256: f(u_.s512_256); return;
    case RsaHash::sha3_224: f(u_.t224); return;
    case RsaHash::sha3_256: f(u_.t256); return;
    case RsaHash::sha3_384: f(u_.t384); return;
    case RsaHash::sha3_512: f(u_.t512); return;
    }
}

HashCtx::HashCtx(RsaHash h) noexcept : h_(h)
{
    visit([](auto& x) { new (&x) std::remove_reference_t<decltype(x)>(); });
}
HashCtx::~HashCtx()
{
    visit([](auto& x) {
        using T = std::remove_reference_t<decltype(x)>;
        x.~T();
    });
}
void HashCtx::update(ByteView data) noexcept
{
    visit([&](auto& x) { x.update(data); });
}
void HashCtx::finish(std::uint8_t* out) noexcept
{
    visit([&](auto& x) {
        using T = std::remove_reference_t<decltype(x)>;
        x.finish(FixedSpan<T::digest_size>(out, T::digest_size));
    });
}

void hash_oneshot(RsaHash h, ByteView data, std::uint8_t* out) noexcept
{
    HashCtx c(h);
    c.update(data);
    c.finish(out);
}

// RFC 8017 §B.2.1: T = Hash(seed || C0) || Hash(seed || C1) || ...
void mgf1_xor(RsaHash h, ByteView seed, std::uint8_t* out, std::size_t len) noexcept
{
    HashCtx c(h);
    std::uint8_t block[64];
    std::uint8_t ctr[4];
    for (std::uint32_t i = 0; len > 0; ++i) {
        util::store_be32(ctr, i);
        c.update(seed);
        c.update(ctr);
        c.finish(block);
        const std::size_t n = len < c.size() ? len : c.size();
        for (std::size_t j = 0; j < n; ++j) out[j] ^= block[j];
        out += n;
        len -= n;
    }
    wipe(block, sizeof block);
}

namespace {
// DER of DigestInfo up to the digest (RFC 8017 §9.2 note 1; NIST OIDs
// 2.16.840.1.101.3.4.2.x for SHA-2 and SHA-3 per RFC 5754 / RFC 8702 style).
// Only the last OID byte differs among the NIST hashes.
std::size_t digest_info_prefix(RsaHash h, std::uint8_t* out) noexcept
{
    static constexpr std::uint8_t kSha1[] = {0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e,
                                             0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14};
    if (h == RsaHash::sha1) {
        std::memcpy(out, kSha1, sizeof kSha1);
        return sizeof kSha1;
    }
    std::uint8_t last = 0;
    switch (h) {
    case RsaHash::sha256: last = 1; break;
    case RsaHash::sha384: last = 2; break;
    case RsaHash::sha512: last = 3; break;
    case RsaHash::sha224: last = 4; break;
    case RsaHash::sha512_224: last = 5; break;
    case RsaHash::sha512_256: last = 6; break;
    case RsaHash::sha3_224: last = 7; break;
    case RsaHash::sha3_256: last = 8; break;
    case RsaHash::sha3_384: last = 9; break;
    case RsaHash::sha3_512: last = 10; break;
    case RsaHash::sha1: break;
    }
    const auto hlen = static_cast<std::uint8_t>(rsa_hash_size(h));
    const std::uint8_t p[] = {0x30, static_cast<std::uint8_t>(0x11 + hlen), 0x30, 0x0d, 0x06, 0x09,
                              0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, last, 0x05, 0x00,
                              0x04, hlen};
    std::memcpy(out, p, sizeof p);
    return sizeof p;
}
}  // namespace

// RFC 8017 §9.2: EM = 0x00 || 0x01 || PS (0xff..., >= 8) || 0x00 || DigestInfo.
Status emsa_pkcs1v15(RsaHash h, ByteView msg, std::uint8_t* em, std::size_t emlen) noexcept
{
    std::uint8_t t[19 + 64];
    const std::size_t plen = digest_info_prefix(h, t);
    hash_oneshot(h, msg, t + plen);
    const std::size_t tlen = plen + rsa_hash_size(h);
    if (emlen < tlen + 11) return Status::invalid_length;
    em[0] = 0x00;
    em[1] = 0x01;
    std::memset(em + 2, 0xff, emlen - tlen - 3);
    em[emlen - tlen - 1] = 0x00;
    std::memcpy(em + emlen - tlen, t, tlen);
    return Status::ok;
}

}  // namespace ucrypt::rsa_impl
