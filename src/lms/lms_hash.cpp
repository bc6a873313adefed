// SPDX-License-Identifier: Apache-2.0
// ucrypt — the hash layer of LMS/HSS: run-time choice of SHA-256 or SHAKE256
// (RFC 8554 §3.1, SP 800-208 §4) and the Winternitz chain.
#include <new>

#include "lms_impl.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {
namespace detail {

static_assert(alignof(Sha256Fast) <= 8 && alignof(Shake256Fast) <= 8);

LmsHasher::~LmsHasher()
{
    destroy();
}

void LmsHasher::destroy() noexcept
{
    // The destructors of both hashes wipe their state.
    if (kind_ == static_cast<std::uint8_t>(LmsHash::sha256)) {
        std::launder(reinterpret_cast<Sha256Fast*>(store_))->~Sha256Fast();
    } else if (kind_ == static_cast<std::uint8_t>(LmsHash::shake256)) {
        std::launder(reinterpret_cast<Shake256Fast*>(store_))->~Shake256Fast();
    }
    kind_ = 0;
}

void LmsHasher::init(LmsHash h) noexcept
{
    destroy();
    if (h == LmsHash::shake256) {
        new (store_) Shake256Fast();
    } else {
        new (store_) Sha256Fast();
    }
    kind_ = static_cast<std::uint8_t>(h);
}

void LmsHasher::update(ByteView data) noexcept
{
    if (kind_ == static_cast<std::uint8_t>(LmsHash::sha256)) {
        std::launder(reinterpret_cast<Sha256Fast*>(store_))->update(data);
    } else if (kind_ == static_cast<std::uint8_t>(LmsHash::shake256)) {
        std::launder(reinterpret_cast<Shake256Fast*>(store_))->update(data);
    }
}

// SP 800-208 §4.1 / §4.2: SHA-256/192 is SHA-256 truncated to 24 bytes, and
// SHAKE256/n squeezes n bytes.
void LmsHasher::finish(std::uint8_t* out, std::size_t n) noexcept
{
    if (kind_ == static_cast<std::uint8_t>(LmsHash::sha256)) {
        std::uint8_t d[32];
        std::launder(reinterpret_cast<Sha256Fast*>(store_))->finish(d);
        for (std::size_t i = 0; i < n; ++i) out[i] = d[i];
        wipe(d, sizeof d);
    } else if (kind_ == static_cast<std::uint8_t>(LmsHash::shake256)) {
        std::launder(reinterpret_cast<Shake256Fast*>(store_))->squeeze(ByteSpan(out, n));
    }
    destroy();
}

}  // namespace detail

namespace core::lms {

void hash4(LmsHash h, std::uint8_t* out, std::size_t n, ByteView a, ByteView b, ByteView c,
           ByteView d) noexcept
{
    detail::LmsHasher hs;
    hash4(hs, h, out, n, a, b, c, d);
}

void hash4(detail::LmsHasher& hs, LmsHash h, std::uint8_t* out, std::size_t n, ByteView a,
           ByteView b, ByteView c, ByteView d) noexcept
{
    hs.init(h);
    hs.update(a);
    hs.update(b);
    hs.update(c);
    hs.update(d);
    hs.finish(out, n);
}

namespace {

// One SHA-256 block holds I || u32(q) || u16(i) || u8(j) || tmp (at most 55
// bytes, FIPS 180-4 §5.1.1 padding included), so each chain step is a single
// compression with no buffering: the dominant cost of LM-OTS.
void chain_sha256(std::size_t n, const std::uint8_t* id, std::uint32_t q, std::uint16_t i,
                  std::uint8_t* tmp, unsigned from, unsigned to) noexcept
{
    using P = Sha256Fast::params;
    std::uint8_t block[64] = {};
    for (std::size_t k = 0; k < kIdSize; ++k) block[k] = id[k];
    put_u32(block + 16, q);
    put_u16(block + 20, i);
    const std::size_t len = 23 + n;
    block[len] = 0x80;
    util::store_be64(block + 56, static_cast<std::uint64_t>(len) * 8u);
    for (std::size_t k = 0; k < n; ++k) block[23 + k] = tmp[k];
    std::uint32_t st[8];
    for (unsigned j = from; j < to; ++j) {
        block[22] = static_cast<std::uint8_t>(j);
        for (std::size_t k = 0; k < 8; ++k) st[k] = P::iv[k];
        P::compress(st, block, 1);
        for (std::size_t k = 0; k < n / 4; ++k) util::store_be32(block + 23 + 4 * k, st[k]);
    }
    for (std::size_t k = 0; k < n; ++k) tmp[k] = block[23 + k];
    wipe(block, sizeof block);
    wipe(st, sizeof st);
}

}  // namespace

void chain(const LmotsParams& ots, const std::uint8_t* id, std::uint32_t q, std::uint16_t i,
           std::uint8_t* tmp, unsigned from, unsigned to) noexcept
{
    if (ots.hash == LmsHash::sha256) {
        chain_sha256(ots.n, id, q, i, tmp, from, to);
        return;
    }
    std::uint8_t pre[23];
    for (std::size_t k = 0; k < kIdSize; ++k) pre[k] = id[k];
    put_u32(pre + 16, q);
    put_u16(pre + 20, i);
    for (unsigned j = from; j < to; ++j) {
        pre[22] = static_cast<std::uint8_t>(j);
        hash4(ots.hash, tmp, ots.n, ByteView(pre, sizeof pre), ByteView(tmp, ots.n));
    }
}

// RFC 8554 §3.1.3: digits are read most significant first within each byte.
unsigned digit(const LmotsParams& ots, const std::uint8_t* q_ck, unsigned i) noexcept
{
    const unsigned w = ots.w;
    const unsigned per_byte = 8u / w;
    const unsigned shift = 8u - w * (i % per_byte + 1u);
    return (static_cast<unsigned>(q_ck[i / per_byte]) >> shift) & ((1u << w) - 1u);
}

// RFC 8554 §4.4: Cksm(S) = (sum of (2^w - 1 - coef(S, i, w))) << ls.
void append_checksum(const LmotsParams& ots, std::uint8_t* q_ck) noexcept
{
    const unsigned count = 8u * ots.n / ots.w;
    const unsigned top = (1u << ots.w) - 1u;
    unsigned sum = 0;
    for (unsigned i = 0; i < count; ++i) sum += top - digit(ots, q_ck, i);
    put_u16(q_ck + ots.n, static_cast<std::uint16_t>(sum << ots.ls));
}

void start_message(detail::LmsHasher& hs, LmsHash h, const std::uint8_t* id, std::uint32_t q,
                   const std::uint8_t* c, std::size_t n) noexcept
{
    std::uint8_t pre[22];
    for (std::size_t k = 0; k < kIdSize; ++k) pre[k] = id[k];
    put_u32(pre + 16, q);
    put_u16(pre + 20, kDMesg);
    hs.init(h);
    hs.update(ByteView(pre, sizeof pre));
    hs.update(ByteView(c, n));
}

}  // namespace core::lms
}  // namespace ucrypt
