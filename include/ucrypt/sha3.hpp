// SPDX-License-Identifier: Apache-2.0
// ucrypt — SHA-3, SHAKE (FIPS 202) and cSHAKE (SP 800-185).
//
// Keccak-f[1600] comes in two variants, both compiled and tested: *Small*
// (rolled rounds, table-driven rho/pi: least code) and *Fast* (unrolled
// rounds with lane complementing or plain unrolling). Default aliases are in
// ucrypt/config.hpp. Constant-time: no data-dependent branch or index.
//
//   Sha3_256::hash(data, digest);                          // sole buffer
//   Sha3_256 h; h.update(a); h.update(b); h.finish(digest);   // data flow
//   Shake128 x; x.update(seed); x.squeeze(out1); x.squeeze(out2);  // incremental squeeze
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"

namespace ucrypt {

namespace detail {
// FIPS 202 §3.3, Keccak-p[1600, 24]: the 24-round permutation, in place
// (src/hash). The aliases below take them as template arguments, hence here.
void keccak_f1600_small(std::uint64_t state[25]) noexcept;
void keccak_f1600_fast(std::uint64_t state[25]) noexcept;

using KeccakPermutation = void (*)(std::uint64_t*) noexcept;

// The sponge of FIPS 202 §4 over Keccak-f[1600], byte oriented, with a rate of
// Rate bytes. Absorb any number of times, then pad once with a domain byte,
// then squeeze any number of times. Once padded, absorb(), pad() and
// absorb_zero_pad() do nothing until reset(). reset() and the destructor wipe
// the state.
template <std::size_t Rate, KeccakPermutation Perm>
class KeccakSponge {
public:
    static constexpr std::size_t rate = Rate;
    KeccakSponge() noexcept { reset(); }
    ~KeccakSponge();
    KeccakSponge(const KeccakSponge&) noexcept = default;
    KeccakSponge& operator=(const KeccakSponge&) noexcept = default;

    void reset() noexcept;
    void absorb(ByteView data) noexcept;
    // Domain separation and pad10*1: 0x06 for SHA-3, 0x1F for SHAKE, 0x04 for cSHAKE.
    void pad(std::uint8_t domain) noexcept;
    void squeeze(ByteSpan out) noexcept;
    // Zero-fill absorb up to the next multiple of the rate (SP 800-185 bytepad).
    void absorb_zero_pad() noexcept;
    bool squeezing() const noexcept { return squeezing_; }
    // Squeezing only: the next whole output block (FIPS 202 §4, step 9),
    // read in place as Rate / 8 lanes, valid until the next call. Samplers
    // that parse the output word by word skip squeeze()'s byte copy this way.
    // Bytes left in a partly read block are skipped; at a block boundary the
    // lanes hold exactly the bytes squeeze() would give next.
    const std::uint64_t* squeeze_block() noexcept
    {
        if (pos_ != 0) Perm(state_);
        pos_ = Rate;
        return state_;
    }

private:
    std::uint64_t state_[25];
    std::size_t pos_;  // byte position inside the current rate block
    bool squeezing_;
};
}  // namespace detail

// SHA3-224/256/384/512 (FIPS 202 §6.1).
template <std::size_t Bits, detail::KeccakPermutation Perm>
class Sha3 {
public:
    // Digest bytes.
    static constexpr std::size_t digest_size = Bits / 8;
    static constexpr std::size_t block_size = 200 - 2 * digest_size;  // the rate

    Sha3() noexcept = default;
    // Starts a message (forgetting any data absorbed so far).
    void init() noexcept { sponge_.reset(); }
    // Absorbs data (any length, any number of calls).
    void update(ByteView data) noexcept { sponge_.absorb(data); }
    // Writes the digest and re-initialises: the object is ready for another message.
    void finish(FixedSpan<digest_size> digest) noexcept;
    static void hash(ByteView data, FixedSpan<digest_size> digest) noexcept;
    static std::array<std::uint8_t, digest_size> hash(ByteView data) noexcept
    {
        std::array<std::uint8_t, digest_size> d{};
        hash(data, d);
        return d;
    }

private:
    detail::KeccakSponge<block_size, Perm> sponge_;
};

// SHAKE128/256 (FIPS 202 §6.2) with incremental squeezing. The first call of
// squeeze() ends the absorbing phase; squeezing in pieces gives the same bytes
// as one long squeeze. update() after the first squeeze() is a caller error and
// is ignored (the input is dropped, the output stream goes on unchanged); call
// init() to start another message.
template <std::size_t Security, detail::KeccakPermutation Perm>
class Shake {
public:
    static constexpr std::size_t block_size = 200 - Security / 4;  // the rate

    Shake() noexcept = default;
    // Starts a message (forgetting any data absorbed so far).
    void init() noexcept { sponge_.reset(); }
    // Absorbs data (see above for calls after squeeze()).
    void update(ByteView data) noexcept;
    // Writes the next out.size() output bytes.
    void squeeze(ByteSpan out) noexcept;
    // The next block_size output bytes as lanes, in place (see
    // KeccakSponge::squeeze_block); ends the absorbing phase like squeeze().
    const std::uint64_t* squeeze_block() noexcept
    {
        if (!sponge_.squeezing()) sponge_.pad(0x1F);
        return sponge_.squeeze_block();
    }
    static void hash(ByteView data, ByteSpan out) noexcept;

private:
    detail::KeccakSponge<block_size, Perm> sponge_;
};

// cSHAKE128/256 (SP 800-185 §3). With empty N and S it is SHAKE. Same
// update/squeeze rules as Shake.
template <std::size_t Security, detail::KeccakPermutation Perm>
class CShake {
public:
    // The rate in bytes.
    static constexpr std::size_t block_size = 200 - Security / 4;

    // Starts a message with function name N and customization string S.
    CShake(ByteView function_name, ByteView customization) noexcept
    {
        init(function_name, customization);
    }
    // Starts a message with function name N and customization string S.
    void init(ByteView function_name, ByteView customization) noexcept;
    // Absorbs data (see Shake for calls after squeeze()).
    void update(ByteView data) noexcept;
    // Writes the next out.size() output bytes.
    void squeeze(ByteSpan out) noexcept;

    // Used by KMAC: the raw sponge after the cSHAKE prefix.
    detail::KeccakSponge<block_size, Perm>& sponge() noexcept { return sponge_; }

private:
    detail::KeccakSponge<block_size, Perm> sponge_;
    bool plain_shake_ = false;  // N and S both empty: cSHAKE is SHAKE
};

// SHA-3, SHAKE and cSHAKE in each Keccak-f[1600] variant: Small (rolled) and
// Fast (unrolled).
using Sha3_224Small = Sha3<224, &detail::keccak_f1600_small>;
using Sha3_224Fast = Sha3<224, &detail::keccak_f1600_fast>;
using Sha3_256Small = Sha3<256, &detail::keccak_f1600_small>;
using Sha3_256Fast = Sha3<256, &detail::keccak_f1600_fast>;
using Sha3_384Small = Sha3<384, &detail::keccak_f1600_small>;
using Sha3_384Fast = Sha3<384, &detail::keccak_f1600_fast>;
using Sha3_512Small = Sha3<512, &detail::keccak_f1600_small>;
using Sha3_512Fast = Sha3<512, &detail::keccak_f1600_fast>;
using Shake128Small = Shake<128, &detail::keccak_f1600_small>;
using Shake128Fast = Shake<128, &detail::keccak_f1600_fast>;
using Shake256Small = Shake<256, &detail::keccak_f1600_small>;
using Shake256Fast = Shake<256, &detail::keccak_f1600_fast>;
using CShake128Small = CShake<128, &detail::keccak_f1600_small>;
using CShake128Fast = CShake<128, &detail::keccak_f1600_fast>;
using CShake256Small = CShake<256, &detail::keccak_f1600_small>;
using CShake256Fast = CShake<256, &detail::keccak_f1600_fast>;

// Compiled once each in src/hash/sha3.cpp and src/hash/cshake.cpp. The
// sponges of every rate in use are compiled in src/hash/sha3.cpp.
#define UCRYPT_KECCAK_SPONGE_EXTERN(P)                  \
    extern template class detail::KeccakSponge<144, P>; \
    extern template class detail::KeccakSponge<136, P>; \
    extern template class detail::KeccakSponge<104, P>; \
    extern template class detail::KeccakSponge<72, P>;  \
    extern template class detail::KeccakSponge<168, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_KECCAK_SPONGE_EXTERN)
#undef UCRYPT_KECCAK_SPONGE_EXTERN
#define UCRYPT_SHA3_EXTERN(P)            \
    extern template class Sha3<224, P>;  \
    extern template class Sha3<256, P>;  \
    extern template class Sha3<384, P>;  \
    extern template class Sha3<512, P>;  \
    extern template class Shake<128, P>; \
    extern template class Shake<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_SHA3_EXTERN)
#undef UCRYPT_SHA3_EXTERN
#define UCRYPT_CSHAKE_EXTERN(P)           \
    extern template class CShake<128, P>; \
    extern template class CShake<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_CSHAKE_EXTERN)
#undef UCRYPT_CSHAKE_EXTERN

}  // namespace ucrypt
