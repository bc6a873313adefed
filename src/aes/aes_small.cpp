// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197), Small variant.
//
// Design point: "small AND not slower than CMOX's Small" (issue 27). The
// object is one FIPS 197 §5.2 key schedule (244 B: 60 words and the round
// count), used by both directions:
// - Encryption is AesFastEnc's code: one 1 KB T-table used with byte
//   rotations, two rounds per loop iteration with the state in registers
//   (the Thumb-2 kernel aes_fast_armv7m.S where UCRYPT_KERNEL_AES_FAST_ARMV7M
//   is 1, the C++ of aes_fast.cpp elsewhere). No second copy of it here.
// - Decryption needs no table beyond the 256-byte inverse S-box: the state is
//   four column words, InvShiftRows + InvSubBytes gather one byte per
//   lookup, and InvMixColumns is computed on the packed column (xtime on four
//   bytes at once, and InvMixColumns = MixColumns x (5, 0, 4, 0),
//   aes_internal.hpp). No equivalent-inverse-cipher schedule, so no second
//   schedule and no 1 KB decryption table.
// - The key expansion is AesFastEnc's too (SubWord reads the S-box bytes
//   inside Te), so an encrypt-only image holds Te (1 KB) as its only table
//   and a decrypt-only one Te and the inverse S-box (1.25 KB).
//
// Measured (estimated cycles, cycle model, zero wait states;
// `bench/run_mcu.py <core> --only aes`; CMOX = its Small row, "before" = the
// byte-wise rounds of bench/baseline/results.json, commit 9999fbc; the m33
// "before" is the old M33 model, "after" the current one):
//
// | core   | row (AES-CBC)            | before  | after   | CMOX    | after/CMOX |
// |--------|--------------------------|---------|---------|---------|------------|
// | m0plus | sole 32 B enc, 128 bit   | 25,037  | 7,595   | 10,231  | 0.742      |
// | m0plus | sole 32 B dec, 128 bit   | 27,162  | 9,167   | 14,383  | 0.637      |
// | m0plus | sole 128 B enc, 256 bit  | 99,149  | 25,740  | 43,032  | 0.598      |
// | m0plus | flow 8000/2048 enc, 128  | 3,980,276 | 1,050,266 | 1,845,283 | 0.569 |
// | m0plus | flow 8000/2048 dec, 128  | 4,510,050 | 1,557,410 | 2,874,291 | 0.542 |
// | m4     | sole 32 B enc, 128 bit   | 12,227  | 3,274   | 5,642   | 0.580      |
// | m4     | sole 32 B dec, 128 bit   | 13,721  | 5,592   | 9,617   | 0.581      |
// | m4     | flow 8000/2048 dec, 128  | 2,558,899 | 901,961 | 1,858,045 | 0.485   |
// | m33    | sole 32 B enc, 128 bit   | 11,934  | 3,153   | 5,299   | 0.595      |
// | m33    | sole 32 B dec, 128 bit   | 13,771  | 5,151   | 8,968   | 0.574      |
// | m33    | flow 8000/2048 dec, 128  | 2,558,688 | 833,678 | 1,752,646 | 0.476   |
//
// Worst AES-CBC Small row of all 42 per core (sole 32/64/128 B, flow 8000 B
// in 128..2048 B chunks, 128/192/256-bit keys, enc/dec): m0plus 0.742, m4
// 0.591, m33 0.595 of CMOX. Footprint (code + const, the bench footprint
// table, CMOX's in brackets): m0plus enc sole 2,768 (3,408), enc flow 3,272
// (3,322, 0.985), dec sole 2,952 (3,740), dec flow 3,456 (3,650, 0.947); m4
// enc flow 2,880 (3,200, 0.900), dec flow 3,156 (3,588, 0.880); m33 enc flow
// 2,884 (3,224, 0.895), dec flow 3,148 (3,576, 0.880). The m0plus encrypt
// flow image is the tight one: little room for more code there.
//
// NOT constant-time on cores with a data cache: the tables are indexed by
// secret bytes. On cache-less cores with zero-wait or uniform-latency memory
// (Cortex-M0+/M3/M4/M33 as configured by the benchmarks) every lookup takes
// the same time; use AesCt elsewhere.
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {
namespace {

namespace A = core::aes;

constexpr auto kInvSbox = A::make_inv_sbox();

// FIPS 197 §5.3.1 InvShiftRows and §5.3.2 InvSubBytes for one output column:
// row r comes from column c - r, i.e. a (row 0) is column c, b column c - 1,
// c column c - 2, d column c - 3; then §5.3.4 AddRoundKey with k.
[[gnu::always_inline]] inline std::uint32_t inv_sub_shift(const std::uint8_t* is, std::uint32_t a,
                                                          std::uint32_t b, std::uint32_t c,
                                                          std::uint32_t d, std::uint32_t k) noexcept
{
    return (std::uint32_t{is[a & 0xffu]} | (std::uint32_t{is[(b >> 8) & 0xffu]} << 8) |
            (std::uint32_t{is[(c >> 16) & 0xffu]} << 16) | (std::uint32_t{is[d >> 24]} << 24)) ^
           k;
}

// The state as four column words (row 0 in the low byte).
struct State {
    std::uint32_t c0, c1, c2, c3;
};

[[gnu::always_inline]] inline State load_block(const std::uint8_t* p) noexcept
{
    return {util::load_le32(p), util::load_le32(p + 4), util::load_le32(p + 8),
            util::load_le32(p + 12)};
}

[[gnu::always_inline]] inline void store_block(std::uint8_t* p, const State& s) noexcept
{
    util::store_le32(p, s.c0);
    util::store_le32(p + 4, s.c1);
    util::store_le32(p + 8, s.c2);
    util::store_le32(p + 12, s.c3);
}

// FIPS 197 §5.3 InvCipher on s with the §5.2 schedule rk (Nr = nr).
[[gnu::always_inline]] inline void decrypt_state(const std::uint32_t* rk, unsigned nr,
                                                 State& s) noexcept
{
    const std::uint8_t* is = kInvSbox.data();
    const std::uint32_t* k = rk + 4 * nr;
    std::uint32_t s0 = s.c0 ^ k[0], s1 = s.c1 ^ k[1], s2 = s.c2 ^ k[2], s3 = s.c3 ^ k[3];
    for (;;) {
        k -= 4;
        const std::uint32_t t0 = inv_sub_shift(is, s0, s3, s2, s1, k[0]);
        const std::uint32_t t1 = inv_sub_shift(is, s1, s0, s3, s2, k[1]);
        const std::uint32_t t2 = inv_sub_shift(is, s2, s1, s0, s3, k[2]);
        const std::uint32_t t3 = inv_sub_shift(is, s3, s2, s1, s0, k[3]);
        if (k == rk) {
            s = {t0, t1, t2, t3};
            return;
        }
        s0 = A::inv_mix_column(t0);  // §5.3.3 InvMixColumns
        s1 = A::inv_mix_column(t1);
        s2 = A::inv_mix_column(t2);
        s3 = A::inv_mix_column(t3);
    }
}

// Without a key the output is zeros rather than anything key-like.
bool no_key(unsigned rounds, std::uint8_t* out, std::size_t nblocks) noexcept
{
    if (rounds != 0) return false;
    if (nblocks > 0) std::memset(out, 0, 16 * nblocks);
    return true;
}

}  // namespace

// FIPS 197 §5.2 KeyExpansion: AesFastEnc's (SubWord through the S-box bytes
// inside Te, so no table of its own).
Status AesSmall::set_key(ByteView key) noexcept
{
    return enc_.set_key(key);
}

void AesSmall::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                              std::size_t nblocks) const noexcept
{
    if (no_key(enc_.rounds_, out, nblocks)) return;
    for (; nblocks != 0; --nblocks, in += 16, out += 16) {
        State s = load_block(in);
        decrypt_state(enc_.ek_, enc_.rounds_, s);
        store_block(out, s);
    }
}

// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}. C_j is read before P_j is
// written, so in == out works; the chaining value stays in locals.
void AesSmall::cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (no_key(enc_.rounds_, out, nblocks)) return;
    State prev = load_block(iv);
    for (; nblocks != 0; --nblocks, in += 16, out += 16) {
        const State c = load_block(in);
        State s = c;
        decrypt_state(enc_.ek_, enc_.rounds_, s);
        s.c0 ^= prev.c0;
        s.c1 ^= prev.c1;
        s.c2 ^= prev.c2;
        s.c3 ^= prev.c3;
        store_block(out, s);
        prev = c;
    }
    store_block(iv, prev);
}

}  // namespace ucrypt
