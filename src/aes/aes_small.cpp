// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197), Small variant: one 256-byte S-box (and its
// inverse for decryption), rounds computed with xtime. The smallest code and
// constant data of the variants.
//
// NOT constant-time on cores with a data cache: the S-box is indexed by
// secret bytes. Safe on cache-less cores (Cortex-M0+/M3/M4/M33 with
// zero-wait or uniform-latency memory); use AesCt elsewhere.
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {
namespace {

namespace A = core::aes;

constexpr auto kSbox = A::make_sbox();
constexpr auto kInvSbox = A::make_inv_sbox();

// FIPS 197 §5.1.4 / §5.3.4 AddRoundKey.
void add_round_key(std::uint8_t* s, const std::uint8_t* k) noexcept
{
    for (unsigned i = 0; i < 16; ++i) s[i] = static_cast<std::uint8_t>(s[i] ^ k[i]);
}

// FIPS 197 §5.1.1 SubBytes and §5.1.2 ShiftRows in one pass: the byte of row
// r, column c (index 4c + r) comes from column c + r, i.e. index i + 4r.
void sub_shift(std::uint8_t* s) noexcept
{
    std::uint8_t t[16];
    for (unsigned i = 0; i < 16; ++i) t[i] = kSbox[s[(i + 4 * (i & 3)) & 15]];
    std::memcpy(s, t, 16);
}

// FIPS 197 §5.3.1 InvShiftRows and §5.3.2 InvSubBytes: source index i - 4r.
void inv_shift_sub(std::uint8_t* s) noexcept
{
    std::uint8_t t[16];
    for (unsigned i = 0; i < 16; ++i) t[i] = kInvSbox[s[(i - 4 * (i & 3)) & 15]];
    std::memcpy(s, t, 16);
}

// FIPS 197 §5.1.3 MixColumns (inverse: §5.3.3), one column word at a time.
template <std::uint32_t (*F)(std::uint32_t)>
void mix(std::uint8_t* s) noexcept
{
    for (unsigned c = 0; c < 16; c += 4) util::store_le32(s + c, F(util::load_le32(s + c)));
}

std::uint32_t mix_fwd(std::uint32_t w)
{
    return A::mix_column(w);
}
std::uint32_t mix_inv(std::uint32_t w)
{
    return A::inv_mix_column(w);
}

// FIPS 197 §5.1 Cipher.
void encrypt_block(const std::uint8_t* rk, unsigned nr, std::uint8_t* s) noexcept
{
    add_round_key(s, rk);
    for (unsigned r = 1;; ++r) {
        sub_shift(s);
        if (r == nr) break;
        mix<mix_fwd>(s);
        add_round_key(s, rk + 16 * r);
    }
    add_round_key(s, rk + 16 * nr);
}

// FIPS 197 §5.3 InvCipher.
void decrypt_block(const std::uint8_t* rk, unsigned nr, std::uint8_t* s) noexcept
{
    add_round_key(s, rk + 16 * nr);
    for (unsigned r = nr - 1;; --r) {
        inv_shift_sub(s);
        add_round_key(s, rk + 16 * r);
        if (r == 0) break;
        mix<mix_inv>(s);
    }
}

}  // namespace

AesSmall::~AesSmall()
{
    wipe(rk_, sizeof rk_);
    rounds_ = 0;
}

// FIPS 197 §5.2 KeyExpansion, byte-wise (no word table needed).
Status AesSmall::set_key(ByteView key) noexcept
{
    wipe(rk_, sizeof rk_);
    rounds_ = A::rounds_for_key(key.size());
    if (rounds_ == 0) return Status::invalid_length;
    const std::size_t nk = key.size() / 4;
    std::memcpy(rk_, key.data(), key.size());
    std::uint8_t rcon = 1;
    // k = i mod nk, counted (no division helper on Armv6-M).
    for (std::size_t i = nk, k = 0; i < 4 * (std::size_t{rounds_} + 1);
         ++i, k = k + 1 == nk ? 0 : k + 1) {
        std::uint8_t t[4];
        std::memcpy(t, rk_ + 4 * (i - 1), 4);
        if (k == 0) {
            const std::uint8_t t0 = t[0];  // RotWord, SubWord, Rcon
            t[0] = static_cast<std::uint8_t>(kSbox[t[1]] ^ rcon);
            t[1] = kSbox[t[2]];
            t[2] = kSbox[t[3]];
            t[3] = kSbox[t0];
            rcon = A::xtime(rcon);
        } else if (nk > 6 && k == 4) {
            for (auto& b : t) b = kSbox[b];
        }
        for (unsigned j = 0; j < 4; ++j)
            rk_[4 * i + j] = static_cast<std::uint8_t>(rk_[4 * (i - nk) + j] ^ t[j]);
        wipe(t, sizeof t);
    }
    return Status::ok;
}

void AesSmall::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                              std::size_t nblocks) const noexcept
{
    for (std::size_t b = 0; b < nblocks; ++b, in += 16, out += 16) {
        std::memmove(out, in, 16);
        if (rounds_ == 0)
            std::memset(out, 0, 16);  // no key: output nothing useful
        else
            encrypt_block(rk_, rounds_, out);
    }
}

void AesSmall::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                              std::size_t nblocks) const noexcept
{
    for (std::size_t b = 0; b < nblocks; ++b, in += 16, out += 16) {
        std::memmove(out, in, 16);
        if (rounds_ == 0)
            std::memset(out, 0, 16);
        else
            decrypt_block(rk_, rounds_, out);
    }
}

}  // namespace ucrypt
