// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-1 and the SHA-2 family (FIPS 180-4).
//
// Two implementation variants of each compression function, both compiled and
// tested: *Small* (rolled rounds, a 16-word message schedule: least code) and
// *Fast* (unrolled rounds). The default aliases (Sha256, Sha512, ...) are chosen
// in ucrypt/config.hpp. All variants are constant-time: hashing has no
// data-dependent branch or index.
//
// Two API shapes:
//   Sha256::hash(data, digest);                         // sole buffer
//   Sha256 h; h.update(a); h.update(b); h.finish(digest);  // data flow
// finish() wipes the internal state and re-initialises the object, so it can
// be reused for another message.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"

namespace ucrypt {

// The compression functions the aliases below are built on (src/hash); public
// templates take them as arguments, so they are declared here, in detail.
namespace detail {
// FIPS 180-4 §6.1.2: process nblocks consecutive 64-byte blocks.
void sha1_compress(std::uint32_t state[5], const std::uint8_t* blocks,
                   std::size_t nblocks) noexcept;
// FIPS 180-4 §6.2.2: process nblocks consecutive 64-byte blocks.
void sha256_compress_small(std::uint32_t state[8], const std::uint8_t* blocks,
                           std::size_t nblocks) noexcept;
void sha256_compress_fast(std::uint32_t state[8], const std::uint8_t* blocks,
                          std::size_t nblocks) noexcept;
// FIPS 180-4 §6.4.2: process nblocks consecutive 128-byte blocks.
void sha512_compress_small(std::uint64_t state[8], const std::uint8_t* blocks,
                           std::size_t nblocks) noexcept;
void sha512_compress_fast(std::uint64_t state[8], const std::uint8_t* blocks,
                          std::size_t nblocks) noexcept;
}  // namespace detail

namespace detail {
using Compress32 = void (*)(std::uint32_t*, const std::uint8_t*, std::size_t) noexcept;
using Compress64 = void (*)(std::uint64_t*, const std::uint8_t*, std::size_t) noexcept;

// Parameters of one Merkle–Damgård hash: word type, state size, IV, digest
// size, block size, the width of the length field, and the compression function.
template <class Word, std::size_t StateWords, std::size_t DigestSize, const Word* IV, auto Compress>
struct MdParams {
    using word_type = Word;
    static constexpr std::size_t state_words = StateWords;
    static constexpr std::size_t digest_size = DigestSize;
    static constexpr std::size_t block_size = sizeof(Word) * 16;
    static constexpr const Word* iv = IV;
    static constexpr auto compress = Compress;
};

extern const std::uint32_t kSha1Iv[5];
extern const std::uint32_t kSha224Iv[8];
extern const std::uint32_t kSha256Iv[8];
extern const std::uint64_t kSha384Iv[8];
extern const std::uint64_t kSha512Iv[8];
extern const std::uint64_t kSha512_224Iv[8];
extern const std::uint64_t kSha512_256Iv[8];
}  // namespace detail

// A Merkle–Damgård hash with big-endian length padding (FIPS 180-4 §5.1).
template <class P>
class MdHash {
public:
    // The parameters (words, digest size, IV, compression) and the word type.
    using params = P;
    using word_type = typename P::word_type;
    // Digest and message block sizes in bytes.
    static constexpr std::size_t digest_size = P::digest_size;
    static constexpr std::size_t block_size = P::block_size;

    // Ready for a message; copyable (a copy continues the same message); the
    // destructor wipes the state.
    MdHash() noexcept { init(); }
    ~MdHash();
    MdHash(const MdHash&) noexcept = default;
    MdHash& operator=(const MdHash&) noexcept = default;

    // Starts a message (forgetting any data absorbed so far).
    void init() noexcept;
    // Absorbs data (any length, any number of calls).
    void update(ByteView data) noexcept;
    // Writes the digest, wipes the state and re-initialises the object.
    void finish(FixedSpan<digest_size> digest) noexcept;

    // Sole-buffer shape: digest = H(data).
    static void hash(ByteView data, FixedSpan<digest_size> digest) noexcept;
    static std::array<std::uint8_t, digest_size> hash(ByteView data) noexcept
    {
        std::array<std::uint8_t, digest_size> d{};
        hash(data, d);
        return d;
    }

private:
    word_type state_[P::state_words];
    std::uint8_t buf_[block_size];
    std::uint64_t
        total_;  // bytes hashed so far; FIPS 180-4 limits messages to < 2^64 bits (2^128 for SHA-512, not reachable here)
    std::size_t used_;  // bytes in buf_
};

// SHA-1 (FIPS 180-4 §6.1).
using Sha1 =
    MdHash<detail::MdParams<std::uint32_t, 5, 20, detail::kSha1Iv, &detail::sha1_compress>>;

namespace detail {
template <std::size_t D, const std::uint32_t* Iv, auto F>
using Md32 = MdParams<std::uint32_t, 8, D, Iv, F>;
template <std::size_t D, const std::uint64_t* Iv, auto F>
using Md64 = MdParams<std::uint64_t, 8, D, Iv, F>;
}  // namespace detail

// The SHA-2 hashes (FIPS 180-4 §6.2-§6.7) in each variant (see above).
using Sha224Small = MdHash<detail::Md32<28, detail::kSha224Iv, &detail::sha256_compress_small>>;
using Sha224Fast = MdHash<detail::Md32<28, detail::kSha224Iv, &detail::sha256_compress_fast>>;
using Sha256Small = MdHash<detail::Md32<32, detail::kSha256Iv, &detail::sha256_compress_small>>;
using Sha256Fast = MdHash<detail::Md32<32, detail::kSha256Iv, &detail::sha256_compress_fast>>;
using Sha384Small = MdHash<detail::Md64<48, detail::kSha384Iv, &detail::sha512_compress_small>>;
using Sha384Fast = MdHash<detail::Md64<48, detail::kSha384Iv, &detail::sha512_compress_fast>>;
using Sha512Small = MdHash<detail::Md64<64, detail::kSha512Iv, &detail::sha512_compress_small>>;
using Sha512Fast = MdHash<detail::Md64<64, detail::kSha512Iv, &detail::sha512_compress_fast>>;
using Sha512_224Small =
    MdHash<detail::Md64<28, detail::kSha512_224Iv, &detail::sha512_compress_small>>;
using Sha512_224Fast =
    MdHash<detail::Md64<28, detail::kSha512_224Iv, &detail::sha512_compress_fast>>;
using Sha512_256Small =
    MdHash<detail::Md64<32, detail::kSha512_256Iv, &detail::sha512_compress_small>>;
using Sha512_256Fast =
    MdHash<detail::Md64<32, detail::kSha512_256Iv, &detail::sha512_compress_fast>>;

// Each variant is compiled once: Sha1 in src/hash/sha1.cpp, the rest in src/hash/sha2.cpp.
extern template class MdHash<Sha1::params>;
#define UCRYPT_SHA2_EXTERN(H) extern template class MdHash<H::params>;
UCRYPT_SHA2_VARIANTS(UCRYPT_SHA2_EXTERN)
#undef UCRYPT_SHA2_EXTERN

}  // namespace ucrypt
