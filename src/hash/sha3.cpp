// SPDX-License-Identifier: Apache-2.0
// ucrypt — the Keccak sponge, SHA-3 and SHAKE (FIPS 202 §4, §6).
//
// The state is kept as 25 lanes; state byte i is byte (i mod 8) of lane i/8,
// little-endian, whatever the host byte order (FIPS 202 §B.1). Bytes are
// XORed in by shifts, never through a byte pointer into the lanes.
#include "ucrypt/sha3.hpp"

#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace detail {

namespace {
constexpr unsigned lane_shift(std::size_t byte_pos) noexcept
{
    return static_cast<unsigned>(8 * (byte_pos % 8));
}
}  // namespace

template <std::size_t Rate, KeccakPermutation Perm>
KeccakSponge<Rate, Perm>::~KeccakSponge()
{
    wipe(state_, sizeof state_);
}

// FIPS 202 §4, step 5: S = 0^b.
template <std::size_t Rate, KeccakPermutation Perm>
void KeccakSponge<Rate, Perm>::reset() noexcept
{
    static_assert(Rate % 8 == 0 && Rate > 0 && Rate < 200, "the rate is whole lanes");
    wipe(state_, sizeof state_);  // reset() also ends the life of key-derived state
    pos_ = 0;
    squeezing_ = false;
}

// FIPS 202 §4, step 6: S = f(S xor (P_i || 0^c)), a byte at a time up to a
// lane boundary, then whole lanes.
template <std::size_t Rate, KeccakPermutation Perm>
void KeccakSponge<Rate, Perm>::absorb(ByteView data) noexcept
{
    if (squeezing_) return;  // see Shake::update: input after output is ignored
    const std::uint8_t* p = data.data();
    std::size_t n = data.size();
    while (n > 0) {
        if (pos_ % 8 == 0 && n >= 8) {
            state_[pos_ / 8] ^= util::load_le64(p);
            p += 8;
            n -= 8;
            pos_ += 8;
        } else {
            state_[pos_ / 8] ^= std::uint64_t{*p} << lane_shift(pos_);
            ++p;
            --n;
            ++pos_;
        }
        if (pos_ == Rate) {
            Perm(state_);
            pos_ = 0;
        }
    }
}

// FIPS 202 §5.1 pad10*1 after the domain suffix of §6.1/§6.2 (SP 800-185 §3.3
// for cSHAKE). `domain` holds the suffix bits and the first padding 1 bit;
// the final 1 bit is the top bit of the last rate byte. When pos_ == Rate - 1
// both land in the same byte, as pad10*1 requires.
template <std::size_t Rate, KeccakPermutation Perm>
void KeccakSponge<Rate, Perm>::pad(std::uint8_t domain) noexcept
{
    if (squeezing_) return;
    state_[pos_ / 8] ^= std::uint64_t{domain} << lane_shift(pos_);
    state_[(Rate - 1) / 8] ^= std::uint64_t{0x80} << lane_shift(Rate - 1);
    Perm(state_);
    pos_ = 0;
    squeezing_ = true;
}

// FIPS 202 §4, steps 8–10: output the first Rate bytes, permute, repeat.
template <std::size_t Rate, KeccakPermutation Perm>
void KeccakSponge<Rate, Perm>::squeeze(ByteSpan out) noexcept
{
    std::uint8_t* p = out.data();
    std::size_t n = out.size();
    while (n > 0) {
        if (pos_ == Rate) {
            Perm(state_);
            pos_ = 0;
        }
        if (pos_ % 8 == 0 && n >= 8) {
            util::store_le64(p, state_[pos_ / 8]);
            p += 8;
            n -= 8;
            pos_ += 8;
        } else {
            *p = static_cast<std::uint8_t>(state_[pos_ / 8] >> lane_shift(pos_));
            ++p;
            --n;
            ++pos_;
        }
    }
}

// SP 800-185 §2.3.3 bytepad: zero bytes up to the block boundary change no
// state bit, so only the permutation at the boundary remains.
template <std::size_t Rate, KeccakPermutation Perm>
void KeccakSponge<Rate, Perm>::absorb_zero_pad() noexcept
{
    if (squeezing_ || pos_ == 0) return;
    Perm(state_);
    pos_ = 0;
}

}  // namespace detail

// FIPS 202 §6.1: SHA3-d(M) = Keccak[2d](M || 01, d); 0x06 is 01 then pad's first 1.
template <std::size_t Bits, detail::KeccakPermutation Perm>
void Sha3<Bits, Perm>::finish(FixedSpan<digest_size> digest) noexcept
{
    sponge_.pad(0x06);
    sponge_.squeeze(digest);
    sponge_.reset();
}

template <std::size_t Bits, detail::KeccakPermutation Perm>
void Sha3<Bits, Perm>::hash(ByteView data, FixedSpan<digest_size> digest) noexcept
{
    Sha3 h;
    h.update(data);
    h.finish(digest);
}

template <std::size_t Security, detail::KeccakPermutation Perm>
void Shake<Security, Perm>::update(ByteView data) noexcept
{
    sponge_.absorb(data);
}

// FIPS 202 §6.2: SHAKEn(M, d) = Keccak[2n](M || 1111, d); 0x1F is 1111 then pad's first 1.
template <std::size_t Security, detail::KeccakPermutation Perm>
void Shake<Security, Perm>::squeeze(ByteSpan out) noexcept
{
    if (!sponge_.squeezing()) sponge_.pad(0x1F);
    sponge_.squeeze(out);
}

template <std::size_t Security, detail::KeccakPermutation Perm>
void Shake<Security, Perm>::hash(ByteView data, ByteSpan out) noexcept
{
    Shake x;
    x.update(data);
    x.squeeze(out);
}

// Every rate in use: SHA3-224/256/384/512 (144, 136, 104, 72) and SHAKE128
// (168); SHAKE256 and cSHAKE256 share 136. cshake.cpp and kmac.cpp link to these.
#define UCRYPT_KECCAK_SPONGE_INSTANTIATE(P)      \
    template class detail::KeccakSponge<144, P>; \
    template class detail::KeccakSponge<136, P>; \
    template class detail::KeccakSponge<104, P>; \
    template class detail::KeccakSponge<72, P>;  \
    template class detail::KeccakSponge<168, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_KECCAK_SPONGE_INSTANTIATE)
#undef UCRYPT_KECCAK_SPONGE_INSTANTIATE

#define UCRYPT_SHA3_INSTANTIATE(P) \
    template class Sha3<224, P>;   \
    template class Sha3<256, P>;   \
    template class Sha3<384, P>;   \
    template class Sha3<512, P>;   \
    template class Shake<128, P>;  \
    template class Shake<256, P>;
UCRYPT_KECCAK_PERMUTATIONS(UCRYPT_SHA3_INSTANTIATE)
#undef UCRYPT_SHA3_INSTANTIATE

}  // namespace ucrypt
