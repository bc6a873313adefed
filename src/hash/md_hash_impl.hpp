// SPDX-License-Identifier: Apache-2.0
// ucrypt — MdHash<P> member definitions (FIPS 180-4 §5.1, §6).
//
// Internal header: included only by the .cpp files that explicitly
// instantiate MdHash (sha1.cpp, sha2.cpp), so that each variant is compiled
// exactly once.
#pragma once
#include <cstring>

#include "ucrypt/sha2.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

// The buffer, the state and the length all derive from the message, which may
// be a key (HMAC); nothing of it survives the object.
template <class P>
MdHash<P>::~MdHash()
{
    wipe(this, sizeof *this);
}

// FIPS 180-4 §5.3: H(0).
template <class P>
void MdHash<P>::init() noexcept
{
    for (std::size_t i = 0; i < P::state_words; ++i) state_[i] = P::iv[i];
    total_ = 0;
    used_ = 0;
}

// FIPS 180-4 §6: whole blocks are compressed straight from the input; only a
// block split across calls goes through buf_.
template <class P>
void MdHash<P>::update(ByteView data) noexcept
{
    const std::uint8_t* p = data.data();
    std::size_t n = data.size();
    if (n == 0) return;  // data() may be null
    total_ += n;
    if (used_ != 0) {
        const std::size_t take = n < block_size - used_ ? n : block_size - used_;
        std::memcpy(buf_ + used_, p, take);
        used_ += take;
        p += take;
        n -= take;
        if (used_ < block_size) return;
        P::compress(state_, buf_, 1);
        used_ = 0;
    }
    const std::size_t nblocks = n / block_size;
    if (nblocks != 0) {
        P::compress(state_, p, nblocks);
        p += nblocks * block_size;
        n -= nblocks * block_size;
    }
    if (n != 0) std::memcpy(buf_, p, n);
    used_ = n;
}

// FIPS 180-4 §5.1.1 (64-bit length, SHA-1/224/256) and §5.1.2 (128-bit length,
// SHA-384/512/512-t): a 1 bit, zeros, then the message length in bits, big-endian.
// §6.x.2 step 4 / §5.3.6: the digest is H(N) big-endian, truncated to digest_size.
template <class P>
void MdHash<P>::finish(FixedSpan<digest_size> digest) noexcept
{
    constexpr std::size_t len_field = 2 * sizeof(word_type);
    buf_[used_++] = 0x80;
    if (used_ > block_size - len_field) {
        std::memset(buf_ + used_, 0, block_size - used_);
        P::compress(state_, buf_, 1);
        used_ = 0;
    }
    std::memset(buf_ + used_, 0, block_size - 8 - used_);
    // Bits above 2^64 (only SHA-512's field has room for them) are total_'s top three bits.
    if constexpr (len_field == 16) util::store_be64(buf_ + block_size - 16, total_ >> 61);
    util::store_be64(buf_ + block_size - 8, total_ << 3);
    P::compress(state_, buf_, 1);

    constexpr std::size_t wbytes = sizeof(word_type);
    for (std::size_t i = 0; i < digest_size; ++i) {
        const unsigned shift = static_cast<unsigned>(8 * (wbytes - 1 - i % wbytes));
        digest[i] = static_cast<std::uint8_t>(state_[i / wbytes] >> shift);
    }
    wipe(this, sizeof *this);
    init();
}

template <class P>
void MdHash<P>::hash(ByteView data, FixedSpan<digest_size> digest) noexcept
{
    MdHash h;
    h.update(data);
    h.finish(digest);
}

}  // namespace ucrypt
