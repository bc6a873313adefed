// SPDX-License-Identifier: Apache-2.0
// ucrypt — hash descriptors, MGF1 and the DigestInfo encoding for RSA.
#include <cstring>

#include "rsa_internal.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::rsa {

// Each descriptor names the hash it was made from (the DigestInfo OID
// depends on it): checked here for every hash, both builds.
static_assert(rsa_hash_fn<Sha1>.id == RsaHash::sha1);
static_assert(rsa_hash_fn<Sha224Small>.id == RsaHash::sha224 &&
              rsa_hash_fn<Sha224Fast>.id == RsaHash::sha224);
static_assert(rsa_hash_fn<Sha256Small>.id == RsaHash::sha256 &&
              rsa_hash_fn<Sha256Fast>.id == RsaHash::sha256);
static_assert(rsa_hash_fn<Sha384Small>.id == RsaHash::sha384 &&
              rsa_hash_fn<Sha384Fast>.id == RsaHash::sha384);
static_assert(rsa_hash_fn<Sha512Small>.id == RsaHash::sha512 &&
              rsa_hash_fn<Sha512Fast>.id == RsaHash::sha512);
static_assert(rsa_hash_fn<Sha512_224Small>.id == RsaHash::sha512_224 &&
              rsa_hash_fn<Sha512_224Fast>.id == RsaHash::sha512_224);
static_assert(rsa_hash_fn<Sha512_256Small>.id == RsaHash::sha512_256 &&
              rsa_hash_fn<Sha512_256Fast>.id == RsaHash::sha512_256);
static_assert(rsa_hash_fn<Sha3_224Small>.id == RsaHash::sha3_224 &&
              rsa_hash_fn<Sha3_512Small>.id == RsaHash::sha3_512);

// One descriptor per RsaHash: the only place that names every hash, so only
// callers of the run-time API link them all.
const RsaHashFn& hash_fn_of(RsaHash h) noexcept
{
    switch (h) {
        case RsaHash::sha1:
            return rsa_hash_fn<Sha1>;
        case RsaHash::sha224:
            return rsa_hash_fn<Sha224>;
        case RsaHash::sha256:
            return rsa_hash_fn<Sha256>;
        case RsaHash::sha384:
            return rsa_hash_fn<Sha384>;
        case RsaHash::sha512:
            return rsa_hash_fn<Sha512>;
        case RsaHash::sha512_224:
            return rsa_hash_fn<Sha512_224>;
        case RsaHash::sha512_256:
            return rsa_hash_fn<Sha512_256>;
        case RsaHash::sha3_224:
            return rsa_hash_fn<Sha3_224>;
        case RsaHash::sha3_256:
            return rsa_hash_fn<Sha3_256>;
        case RsaHash::sha3_384:
            return rsa_hash_fn<Sha3_384>;
        case RsaHash::sha3_512:
            return rsa_hash_fn<Sha3_512>;
    }
    return rsa_hash_fn<Sha256>;  // unreachable for a valid enumerator
}

bool carve_hash(HashWork& w, Arena& a, const RsaHashFn& h1, const RsaHashFn& h2) noexcept
{
    const std::size_t size = h1.ctx_size > h2.ctx_size ? h1.ctx_size : h2.ctx_size;
    const std::size_t align = h1.ctx_align > h2.ctx_align ? h1.ctx_align : h2.ctx_align;
    w.ctx = a.object(size, align);
    w.block = a.bytes(2 * kHashBlock);
    return a.ok();
}

void hash_oneshot(const RsaHashFn& h, void* ctx, ByteView data, std::uint8_t* out) noexcept
{
    h.init(ctx);
    h.update(ctx, data);
    h.finish(ctx, out);
}

// RFC 8017 §B.2.1: T = Hash(seed || C0) || Hash(seed || C1) || ...
void mgf1_xor(const RsaHashFn& h, const HashWork& w, ByteView seed, std::uint8_t* out,
              std::size_t len) noexcept
{
    std::uint8_t ctr[4];
    for (std::uint32_t i = 0; len > 0; ++i) {
        util::store_be32(ctr, i);
        h.init(w.ctx);
        h.update(w.ctx, seed);
        h.update(w.ctx, ByteView(ctr, sizeof ctr));
        h.finish(w.ctx, w.block);
        const std::size_t n = len < h.size ? len : h.size;
        for (std::size_t j = 0; j < n; ++j) out[j] ^= w.block[j];
        out += n;
        len -= n;
    }
    wipe(w.block, kHashBlock);
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
        case RsaHash::sha256:
            last = 1;
            break;
        case RsaHash::sha384:
            last = 2;
            break;
        case RsaHash::sha512:
            last = 3;
            break;
        case RsaHash::sha224:
            last = 4;
            break;
        case RsaHash::sha512_224:
            last = 5;
            break;
        case RsaHash::sha512_256:
            last = 6;
            break;
        case RsaHash::sha3_224:
            last = 7;
            break;
        case RsaHash::sha3_256:
            last = 8;
            break;
        case RsaHash::sha3_384:
            last = 9;
            break;
        case RsaHash::sha3_512:
            last = 10;
            break;
        case RsaHash::sha1:
            break;
    }
    const auto hlen = static_cast<std::uint8_t>(rsa_hash_size(h));
    const std::uint8_t p[] = {0x30, static_cast<std::uint8_t>(0x11 + hlen),
                              0x30, 0x0d,
                              0x06, 0x09,
                              0x60, 0x86,
                              0x48, 0x01,
                              0x65, 0x03,
                              0x04, 0x02,
                              last, 0x05,
                              0x00, 0x04,
                              hlen};
    std::memcpy(out, p, sizeof p);
    return sizeof p;
}
}  // namespace

// RFC 8017 §9.2: EM = 0x00 || 0x01 || PS (0xff..., >= 8) || 0x00 || DigestInfo.
// T is written straight into its place at the end of EM (no copy on the stack).
Status emsa_pkcs1v15(const RsaHashFn& h, void* ctx, ByteView msg, std::uint8_t* em,
                     std::size_t emlen) noexcept
{
    std::uint8_t prefix[19];
    const std::size_t plen = digest_info_prefix(h.id, prefix);
    const std::size_t tlen = plen + h.size;
    if (emlen < tlen + 11) return Status::invalid_length;
    em[0] = 0x00;
    em[1] = 0x01;
    std::memset(em + 2, 0xff, emlen - tlen - 3);
    em[emlen - tlen - 1] = 0x00;
    std::memcpy(em + emlen - tlen, prefix, plen);
    hash_oneshot(h, ctx, msg, em + emlen - h.size);
    return Status::ok;
}

}  // namespace ucrypt::core::rsa

namespace ucrypt {
const RsaHashFn& rsa_hash_fn_of(RsaHash h) noexcept
{
    return core::rsa::hash_fn_of(h);
}
}  // namespace ucrypt
