// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197), constant-time fixsliced variant.
//
// Two blocks are processed at once in eight 32-bit words ("planes"): plane k
// holds bit k of each of the 32 state bytes, the byte of block b, column c,
// row r at bit position 8r + 2c + b. Row r is the byte lane r of every plane.
//
// Fixslicing (A. Adomnicai, T. Peyrin, "Fixslicing AES-like ciphers", TCHES
// 2021/1): ShiftRows is never computed. Skipping it leaves the stored state S
// in a "frame" f, meaning that the true state is T = ShiftRows^f(S) (row r of
// T is row r of S rotated by f·r columns). SubBytes and AddRoundKey act
// bytewise, so they do not care; MixColumns in frame f reaches row r+1 of the
// same true column through R_f = (rotate the word by one lane, then each lane
// by f columns), one of four fixed rotations. Round key i is stored in frame
// i mod 4 at set_key. After Nr rounds the frame is Nr mod 4 (2, 0, 2 for
// AES-128/192/256): one "resynchronisation" ShiftRows^2 per block pair. The
// inverse cipher runs the same frames backwards from Nr mod 4 to 0, so it
// uses the same round keys and resynchronises on input instead of output.
//
// The S-box constant 0x63 is folded into round keys 1..Nr (MixColumns and
// InvMixColumns map 0x63 in every byte to itself), so the circuits have no
// NOT at all; see set_key.
//
// No load or branch depends on key or data: constant-time on every core,
// including cores with a data cache.
#include <bit>
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

// The S-box circuit is inlined into each round variant for speed (the state
// then flows through registers into MixColumns); at -Os it stays one function.
#if defined(__OPTIMIZE_SIZE__)
#define UCRYPT_AES_CT_SBOX_INLINE [[gnu::noinline]]
#else
#define UCRYPT_AES_CT_SBOX_INLINE [[gnu::always_inline]] inline
#endif

// Armv7-M / Armv8-M Mainline (Cortex-M3, M4, M7, M33, M55;
// UCRYPT_KERNEL_AES_CT_ARMV7M, ucrypt/detail/arch.hpp) run the two-block kernels of
// aes_ct_armv7m.S (same planes, frames and round keys). Hosts and Armv6-M
// keep the C++ kernels below.
#if UCRYPT_KERNEL_AES_CT_ARMV7M
extern "C" {
void ucrypt_aes_ct_enc2_armv7m(const std::uint32_t* rk, unsigned nr, const std::uint8_t* in0,
                               const std::uint8_t* in1, std::uint8_t* out0, std::uint8_t* out1);
void ucrypt_aes_ct_dec_armv7m(const std::uint32_t* rk, unsigned nr, const std::uint8_t* in,
                              std::uint8_t* out, std::size_t npairs, std::uint8_t* iv);
}
#endif

namespace ucrypt {
namespace {

namespace A = core::aes;
using util::rotr32;
using Planes = std::uint32_t[8];

#if !UCRYPT_KERNEL_AES_CT_ARMV7M
// Little-endian word access that stays inline at -Os (one LDR/STR on
// little-endian cores that allow unaligned access, such as the M3/M4).
[[gnu::always_inline]] inline std::uint32_t load_word(const std::uint8_t* p) noexcept
{
    if constexpr (std::endian::native == std::endian::little) {
        std::uint32_t v;
        std::memcpy(&v, p, 4);
        return v;
    } else {
        return util::load_le32(p);
    }
}

[[gnu::always_inline]] inline void store_word(std::uint8_t* p, std::uint32_t v) noexcept
{
    if constexpr (std::endian::native == std::endian::little)
        std::memcpy(p, &v, 4);
    else
        util::store_le32(p, v);
}

#endif

// Exchanges the bits of `a` at positions p + n with those of `b` at p, for
// the positions p selected by mask (SWAPMOVE).
[[gnu::always_inline]] inline void swap_move(std::uint32_t& a, std::uint32_t& b, std::uint32_t mask,
                                             int n) noexcept
{
    const std::uint32_t t = ((a >> n) ^ b) & mask;
    b ^= t;
    a ^= t << n;
}

// Transposes the low three bits of the word index with the low three bits
// of the bit position in every byte lane: column words (index 2c + b, bit
// 8r + k) become bit planes (index k, bit 8r + 2c + b). An involution.
[[gnu::always_inline]] inline void transpose(Planes q) noexcept
{
    std::uint32_t a0 = q[0], a1 = q[1], a2 = q[2], a3 = q[3];
    std::uint32_t a4 = q[4], a5 = q[5], a6 = q[6], a7 = q[7];
    swap_move(a0, a1, 0x55555555u, 1);
    swap_move(a2, a3, 0x55555555u, 1);
    swap_move(a4, a5, 0x55555555u, 1);
    swap_move(a6, a7, 0x55555555u, 1);
    swap_move(a0, a2, 0x33333333u, 2);
    swap_move(a1, a3, 0x33333333u, 2);
    swap_move(a4, a6, 0x33333333u, 2);
    swap_move(a5, a7, 0x33333333u, 2);
    swap_move(a0, a4, 0x0f0f0f0fu, 4);
    swap_move(a1, a5, 0x0f0f0f0fu, 4);
    swap_move(a2, a6, 0x0f0f0f0fu, 4);
    swap_move(a3, a7, 0x0f0f0f0fu, 4);
    q[0] = a0, q[1] = a1, q[2] = a2, q[3] = a3;
    q[4] = a4, q[5] = a5, q[6] = a6, q[7] = a7;
}

#if !UCRYPT_KERNEL_AES_CT_ARMV7M
// The state moved by `rows` byte lanes towards lane 0 and every lane rotated
// right by `bits`: lane r, bit j takes lane r + rows, bit j + bits (mod 8).
// Written as ror(x ^ ((x ^ ror(x, 8)) & m), 8·rows + bits - 8) so that it costs
// three ALU operations and a rotation the consumer folds into its operand.
template <unsigned Rows, unsigned Bits>
[[gnu::always_inline]] inline std::uint32_t lane_rot(std::uint32_t x) noexcept
{
    if constexpr (Bits == 0) {
        return rotr32(x, 8 * Rows);
    } else {
        constexpr unsigned b = 8 * Rows + Bits - 8;  // rotation of the lane's high bits
        constexpr std::uint32_t lo = 0x01010101u * (0xffu >> Bits);  // the low bits
        constexpr std::uint32_t m = (lo << b) | (lo >> ((32 - b) & 31));
        return rotr32(x ^ ((x ^ rotr32(x, 8)) & m), b);
    }
}

// Frame conversion ShiftRows^2 (its own inverse) on column words (index
// 2c + b, row r in byte lane r, as loaded/stored): rows 1 and 3 of column c
// are exchanged with those of column c + 2. Three operations per word pair,
// cheaper than rotating lanes in the planes.
[[gnu::always_inline]] inline void shift_rows2_columns(Planes q) noexcept
{
#pragma GCC unroll 4
    for (int i = 0; i < 4; ++i) {
        const std::uint32_t t = (q[i] ^ q[i + 4]) & 0xff00ff00u;
        q[i] ^= t;
        q[i + 4] ^= t;
    }
}

#endif

// FIPS 197 §5.1.1 SubBytes without its affine constant 0x63 (folded into the
// round keys): the Boyar-Peralta circuit (J. Boyar, R. Peralta, "A new
// combinational logic minimization technique with applications to
// cryptology", SEA 2010; 32 AND, 83 XOR) with its XNORs as XORs. U0 and S0
// are the most significant bits.
UCRYPT_AES_CT_SBOX_INLINE void sbox(Planes q) noexcept
{
    const std::uint32_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
    const std::uint32_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];
    // Top linear layer.
    const std::uint32_t t1 = u0 ^ u3, t2 = u0 ^ u5, t3 = u0 ^ u6, t4 = u3 ^ u5, t5 = u4 ^ u6;
    const std::uint32_t t6 = t1 ^ t5, t7 = u1 ^ u2, t8 = u7 ^ t6, t9 = u7 ^ t7, t10 = t6 ^ t7;
    const std::uint32_t t11 = u1 ^ u5, t12 = u2 ^ u5, t13 = t3 ^ t4, t14 = t6 ^ t11;
    const std::uint32_t t15 = t5 ^ t11, t16 = t5 ^ t12, t17 = t9 ^ t16, t18 = u3 ^ u7;
    const std::uint32_t t19 = t7 ^ t18, t20 = t1 ^ t19, t21 = u6 ^ u7, t22 = t7 ^ t21;
    const std::uint32_t t23 = t2 ^ t22, t24 = t2 ^ t10, t25 = t20 ^ t17, t26 = t3 ^ t16;
    const std::uint32_t t27 = t1 ^ t12;
    // Nonlinear middle: inversion in GF(((2^2)^2)^2).
    const std::uint32_t m1 = t13 & t6, m2 = t23 & t8, m3 = t14 ^ m1, m4 = t19 & u7;
    const std::uint32_t m5 = m4 ^ m1, m6 = t3 & t16, m7 = t22 & t9, m8 = t26 ^ m6;
    const std::uint32_t m9 = t20 & t17, m10 = m9 ^ m6, m11 = t1 & t15, m12 = t4 & t27;
    const std::uint32_t m13 = m12 ^ m11, m14 = t2 & t10, m15 = m14 ^ m11, m16 = m3 ^ m2;
    const std::uint32_t m17 = m5 ^ t24, m18 = m8 ^ m7, m19 = m10 ^ m15, m20 = m16 ^ m13;
    const std::uint32_t m21 = m17 ^ m15, m22 = m18 ^ m13, m23 = m19 ^ t25, m24 = m22 ^ m23;
    const std::uint32_t m25 = m22 & m20, m26 = m21 ^ m25, m27 = m20 ^ m21, m28 = m23 ^ m25;
    const std::uint32_t m29 = m28 & m27, m30 = m26 & m24, m31 = m20 & m23, m32 = m27 & m31;
    const std::uint32_t m33 = m27 ^ m25, m34 = m21 & m22, m35 = m24 & m34, m36 = m24 ^ m25;
    const std::uint32_t m37 = m21 ^ m29, m38 = m32 ^ m33, m39 = m23 ^ m30, m40 = m35 ^ m36;
    const std::uint32_t m41 = m38 ^ m40, m42 = m37 ^ m39, m43 = m37 ^ m38, m44 = m39 ^ m40;
    const std::uint32_t m45 = m42 ^ m41, m46 = m44 & t6, m47 = m40 & t8, m48 = m39 & u7;
    const std::uint32_t m49 = m43 & t16, m50 = m38 & t9, m51 = m37 & t17, m52 = m42 & t15;
    const std::uint32_t m53 = m45 & t27, m54 = m41 & t10, m55 = m44 & t13, m56 = m40 & t23;
    const std::uint32_t m57 = m39 & t19, m58 = m43 & t3, m59 = m38 & t22, m60 = m37 & t20;
    const std::uint32_t m61 = m42 & t1, m62 = m45 & t4, m63 = m41 & t2;
    // Bottom linear layer (the affine constant's complements are dropped).
    const std::uint32_t l0 = m61 ^ m62, l1 = m50 ^ m56, l2 = m46 ^ m48, l3 = m47 ^ m55;
    const std::uint32_t l4 = m54 ^ m58, l5 = m49 ^ m61, l6 = m62 ^ l5, l7 = m46 ^ l3;
    const std::uint32_t l8 = m51 ^ m59, l9 = m52 ^ m53, l10 = m53 ^ l4, l11 = m60 ^ l2;
    const std::uint32_t l12 = m48 ^ m51, l13 = m50 ^ l0, l14 = m52 ^ m61, l15 = m55 ^ l1;
    const std::uint32_t l16 = m56 ^ l0, l17 = m57 ^ l1, l18 = m58 ^ l8, l19 = m63 ^ l4;
    const std::uint32_t l20 = l0 ^ l1, l21 = l1 ^ l7, l22 = l3 ^ l12, l23 = l18 ^ l2;
    const std::uint32_t l24 = l15 ^ l9, l25 = l6 ^ l10, l26 = l7 ^ l9, l27 = l8 ^ l10;
    const std::uint32_t l28 = l11 ^ l14, l29 = l11 ^ l17;
    q[7] = l6 ^ l24;
    q[6] = l16 ^ l26;
    q[5] = l19 ^ l28;
    q[4] = l6 ^ l21;
    q[3] = l20 ^ l22;
    q[2] = l25 ^ l29;
    q[1] = l13 ^ l27;
    q[0] = l6 ^ l23;
}

#if !UCRYPT_KERNEL_AES_CT_ARMV7M
// The linear part L⁻¹ of the inverse affine map (FIPS 197 §5.3.2):
// y_i = x_{i+2} + x_{i+5} + x_{i+7}, as p_j = x_j + x_{j+3}, y_i = p_{i+2} + x_{i+7}.
[[gnu::always_inline]] inline void inv_linear(Planes q) noexcept
{
    std::uint32_t p[8];
#pragma GCC unroll 8
    for (int j = 0; j < 8; ++j) p[j] = q[j] ^ q[(j + 3) & 7];
    const std::uint32_t x7 = q[7];
#pragma GCC unroll 8
    for (int i = 7; i >= 1; --i) q[i] = p[(i + 2) & 7] ^ q[i - 1];
    q[0] = p[2] ^ x7;
}

// FIPS 197 §5.3.2 InvSubBytes on an input that still carries 0x63 in every
// byte (see set_key). With S(x) = L·inv(x) + 0x63 and L⁻¹·0x63 = 0x05:
// InvS(x) = inv(L⁻¹x + 0x05) = inv(L⁻¹(x + 0x63)) = L⁻¹·S'(L⁻¹(x + 0x63)),
// S' = S + 0x63 being the constant-free circuit above.
UCRYPT_AES_CT_SBOX_INLINE void inv_sbox(Planes q) noexcept
{
    inv_linear(q);
    sbox(q);
    inv_linear(q);
}

// Multiplication by x on bit planes: plane k takes plane k-1, and the
// carry-out (plane 7) re-enters at the bits of 0x1b (planes 0, 1, 3, 4).
[[gnu::always_inline]] inline void xtime_planes(const Planes a, Planes r) noexcept
{
    r[0] = a[7];
    r[1] = a[0] ^ a[7];
    r[2] = a[1];
    r[3] = a[2] ^ a[7];
    r[4] = a[3] ^ a[7];
    r[5] = a[4];
    r[6] = a[5];
    r[7] = a[6];
}

// FIPS 197 §5.1.3 MixColumns in frame F, then AddRoundKey (§5.1.4) with `k`:
// out_r = 2(a_r + a_{r+1}) + a_{r+1} + (a_{r+2} + a_{r+3}) + k_r, where
// a_{r+j} = R^j(a), R = lane_rot<1, 2F>. The key never aliases the state.
template <unsigned F>
inline void mix_columns_ark(std::uint32_t* __restrict q,
                            const std::uint32_t* __restrict kk) noexcept
{
    Planes t, x, ra;
#pragma GCC unroll 8
    for (int i = 0; i < 8; ++i) {
        ra[i] = lane_rot<1, 2 * F>(q[i]);
        t[i] = q[i] ^ ra[i];
    }
    xtime_planes(t, x);
#pragma GCC unroll 8
    for (int i = 0; i < 8; ++i) q[i] = x[i] ^ ra[i] ^ lane_rot<2, (4 * F) & 7>(t[i]) ^ kk[i];
}

// FIPS 197 §5.3.3 InvMixColumns in frame F = MixColumns after
// a_r += 4(a_r + a_{r+2}).
template <unsigned F>
inline void inv_mix_columns(Planes q) noexcept
{
    Planes u, v;
#pragma GCC unroll 8
    for (int k = 0; k < 8; ++k) u[k] = q[k] ^ lane_rot<2, (4 * F) & 7>(q[k]);
    xtime_planes(u, v);
    xtime_planes(v, u);
#pragma GCC unroll 8
    for (int k = 0; k < 8; ++k) q[k] ^= u[k];
    static constexpr std::uint32_t zero[8] = {};
    mix_columns_ark<F>(q, zero);
}

[[gnu::always_inline]] inline void add_round_key(Planes q, const std::uint32_t* k) noexcept
{
#pragma GCC unroll 8
    for (int i = 0; i < 8; ++i) q[i] ^= k[i];
}

// FIPS 197 §5.1, one round with MixColumns, ShiftRows left to the frame.
template <unsigned F>
void enc_round(Planes q, const std::uint32_t* k) noexcept
{
    sbox(q);
    mix_columns_ark<F>(q, k);
}

// FIPS 197 §5.3, one round: InvShiftRows left to the frame, InvSubBytes,
// AddRoundKey, InvMixColumns.
template <unsigned F>
void dec_round(Planes q, const std::uint32_t* k) noexcept
{
    inv_sbox(q);
    add_round_key(q, k);
    inv_mix_columns<F>(q);
}

// FIPS 197 §5.1 Cipher on two blocks. Round i runs in frame i mod 4; the
// rounds with MixColumns number Nr - 1 (9, 11, 13).
void encrypt2(const std::uint32_t* rk, unsigned nr, Planes q) noexcept
{
    add_round_key(q, rk);
    const std::uint32_t* k = rk + 8;
    for (unsigned left = nr - 1;; k += 32) {
        enc_round<1>(q, k);
        if (--left == 0) {
            k += 8;
            break;
        }
        enc_round<2>(q, k + 8);
        if (--left == 0) {
            k += 16;
            break;
        }
        enc_round<3>(q, k + 16);
        if (--left == 0) {
            k += 24;
            break;
        }
        enc_round<0>(q, k + 24);
        if (--left == 0) {
            k += 32;
            break;
        }
    }
    sbox(q);
    add_round_key(q, k);  // frame Nr mod 4: store_blocks resynchronises
}

// FIPS 197 §5.3 InvCipher on two blocks: frames run Nr mod 4 down to 0.
void decrypt2(const std::uint32_t* rk, unsigned nr, Planes q) noexcept
{
    add_round_key(q, rk + 8 * nr);  // load_blocks put the state in frame Nr mod 4
    unsigned i = nr - 1;            // 9, 11 or 13: the frame of round i is i mod 4
    if ((i & 3) == 3) {
        dec_round<3>(q, rk + 8 * i);
        dec_round<2>(q, rk + 8 * (i - 1));
        i -= 2;
    }
    for (;;) {
        dec_round<1>(q, rk + 8 * i);
        if (--i == 0) break;
        dec_round<0>(q, rk + 8 * i);
        dec_round<3>(q, rk + 8 * (i - 1));
        dec_round<2>(q, rk + 8 * (i - 2));
        i -= 3;
    }
    inv_sbox(q);
    add_round_key(q, rk);
}

// Packs two blocks into planes. `frame2`: put the state in frame 2 (the
// frame of round Nr for AES-128 and AES-256); a public choice.
[[gnu::always_inline]] inline void load_blocks(Planes q, const std::uint8_t* b0,
                                               const std::uint8_t* b1, bool frame2) noexcept
{
#pragma GCC unroll 4
    for (int c = 0; c < 4; ++c) {
        q[2 * c] = load_word(b0 + 4 * c);
        q[2 * c + 1] = load_word(b1 + 4 * c);
    }
    if (frame2) shift_rows2_columns(q);
    transpose(q);
}

// Unpacks planes in frame 0 or (frame2) 2 into two blocks; b1 may be null.
[[gnu::always_inline]] inline void store_blocks(Planes q, std::uint8_t* b0, std::uint8_t* b1,
                                                bool frame2) noexcept
{
    transpose(q);
    if (frame2) shift_rows2_columns(q);
#pragma GCC unroll 4
    for (int c = 0; c < 4; ++c) {
        store_word(b0 + 4 * c, q[2 * c]);
        if (b1 != nullptr) store_word(b1 + 4 * c, q[2 * c + 1]);
    }
}

#endif  // !UCRYPT_KERNEL_AES_CT_ARMV7M

// FIPS 197 §5.2 SubWord through the circuit: the word is column 0 of block 0.
std::uint32_t sub_word(std::uint32_t w) noexcept
{
    Planes q = {w, 0, 0, 0, 0, 0, 0, 0};
    transpose(q);
    sbox(q);
    transpose(q);
    const std::uint32_t r = q[0] ^ 0x63636363u;  // the circuit omits the constant
    wipe(q, sizeof q);
    return r;
}

// Puts a round key, as four column words (row r in byte lane r), into frame
// f (S = ShiftRows^-f(T)): row r moves f·r columns right, so column c takes
// row r from column c - f·r. Done on bytes before the transposition, where
// it is a byte shuffle, instead of on the planes, where it is a rotation of
// each lane by its own amount. Key setup only; the amounts are public.
void key_to_frame(std::uint32_t* w, unsigned f) noexcept
{
    const std::uint32_t in[4] = {w[0], w[1], w[2], w[3]};
#pragma GCC unroll 4
    for (unsigned c = 0; c < 4; ++c) {
        w[c] = (in[c] & 0xffu) | (in[(c - f) & 3] & 0xff00u) | (in[(c - 2 * f) & 3] & 0xff0000u) |
               (in[(c - 3 * f) & 3] & 0xff000000u);
    }
}

#if UCRYPT_KERNEL_AES_CT_ARMV7M
using Kernel2 = void (*)(const std::uint32_t*, unsigned, const std::uint8_t*, const std::uint8_t*,
                         std::uint8_t*, std::uint8_t*);

// As run_blocks below, through the assembly kernel (which packs, runs and
// unpacks); a lone last block is paired with a zero block whose output goes
// to a wiped scratch buffer (it is E_K(0), key-dependent).
void run_blocks(Kernel2 fn, const std::uint32_t* rk, unsigned nr, const std::uint8_t* in,
                std::uint8_t* out, std::size_t n) noexcept
{
    for (; n >= 2; n -= 2, in += 32, out += 32) fn(rk, nr, in, in + 16, out, out + 16);
    if (n == 1) {
        static constexpr std::uint8_t zero[16] = {};
        std::uint8_t scratch[16];
        fn(rk, nr, in, zero, out, scratch);
        wipe(scratch, sizeof scratch);
    }
}

// Inverse cipher over n blocks, SP 800-38A §6.2 CBC when iv is not null.
// The kernel takes whole pairs in one call (one frame set-up and wipe per
// call, the chaining kept in its frame); a lone last block runs as the first
// half of a zero-padded pair in a wiped scratch buffer (the other half
// becomes D_K(0), key-dependent).
void decrypt_run(const std::uint32_t* rk, unsigned nr, const std::uint8_t* in, std::uint8_t* out,
                 std::size_t n, std::uint8_t* iv) noexcept
{
    if (n >= 2) ucrypt_aes_ct_dec_armv7m(rk, nr, in, out, n / 2, iv);
    if ((n & 1) == 0) return;
    const std::size_t off = 16 * (n - 1);
    std::uint8_t pair[32] = {};
    std::uint8_t c[16];
    std::memcpy(pair, in + off, 16);
    std::memcpy(c, in + off, 16);  // out may alias in
    ucrypt_aes_ct_dec_armv7m(rk, nr, pair, pair, 1, nullptr);
    if (iv != nullptr) {
        for (std::size_t i = 0; i < 16; ++i) pair[i] = static_cast<std::uint8_t>(pair[i] ^ iv[i]);
        std::memcpy(iv, c, 16);
    }
    std::memcpy(out + off, pair, 16);
    wipe(pair, sizeof pair);
}
#else
using BlockFn = void (*)(const std::uint32_t*, unsigned, Planes);

// Runs `fn` over n blocks, two at a time; a lone last block shares the
// planes with a zero block whose output is dropped. Every block is read
// before its output is written, so in == out works. The state enters in
// frame `in2 ? 2 : 0` and leaves in frame `out2 ? 2 : 0`.
void run_blocks(BlockFn fn, const std::uint32_t* rk, unsigned nr, bool in2, bool out2,
                const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    Planes q;
    for (; n >= 2; n -= 2, in += 32, out += 32) {
        load_blocks(q, in, in + 16, in2);
        fn(rk, nr, q);
        store_blocks(q, out, out + 16, out2);
    }
    if (n == 1) {
        static constexpr std::uint8_t zero[16] = {};
        load_blocks(q, in, zero, in2);
        fn(rk, nr, q);
        store_blocks(q, out, nullptr, out2);
    }
    wipe(q, sizeof q);
}

#endif  // UCRYPT_KERNEL_AES_CT_ARMV7M

}  // namespace

AesCt::~AesCt()
{
    wipe(rk_, sizeof rk_);
    rounds_ = 0;
}

// FIPS 197 §5.2 KeyExpansion with the circuit S-box. Each round key is then
// put into frame i mod 4, spread to both block slots, transposed into planes
// and given the S-box constant 0x63 (rounds 1..Nr: SubBytes' constant passes
// MixColumns unchanged; InvSubBytes wants it on its input, see inv_sbox, and
// only round key 0 follows the last InvSubBytes).
Status AesCt::set_key(ByteView key) noexcept
{
    wipe(rk_, sizeof rk_);
    rounds_ = A::rounds_for_key(key.size());
    if (rounds_ == 0) return Status::invalid_length;
    std::uint32_t w[60];
    A::expand_key(key.data(), key.size() / 4, rounds_, w, sub_word);
    for (unsigned r = 0; r <= rounds_; ++r) {
        std::uint32_t* col = w + 4 * r;
        std::uint32_t* q = rk_ + 8 * r;
        key_to_frame(col, r & 3);
#pragma GCC unroll 4
        for (unsigned c = 0; c < 4; ++c) q[2 * c] = q[2 * c + 1] = col[c];
        transpose(q);
        const std::uint32_t m = r != 0 ? ~0u : 0u;  // public: the round number
        q[0] ^= m, q[1] ^= m, q[5] ^= m, q[6] ^= m;
    }
    wipe(w, sizeof w);
    return Status::ok;
}

void AesCt::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {  // no key: output nothing useful
        std::memset(out, 0, 16 * nblocks);
        return;
    }
#if UCRYPT_KERNEL_AES_CT_ARMV7M
    run_blocks(ucrypt_aes_ct_enc2_armv7m, rk_, rounds_, in, out, nblocks);
#else
    run_blocks(encrypt2, rk_, rounds_, false, (rounds_ & 3) == 2, in, out, nblocks);
#endif
}

void AesCt::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                           std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {
        std::memset(out, 0, 16 * nblocks);
        return;
    }
#if UCRYPT_KERNEL_AES_CT_ARMV7M
    decrypt_run(rk_, rounds_, in, out, nblocks, nullptr);
#else
    run_blocks(decrypt2, rk_, rounds_, (rounds_ & 3) == 2, false, in, out, nblocks);
#endif
}

// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}, C_0 = iv; iv ends as the
// last ciphertext block. in == out works.
void AesCt::cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                        std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {
        std::memset(out, 0, 16 * nblocks);
        return;
    }
#if UCRYPT_KERNEL_AES_CT_ARMV7M
    decrypt_run(rk_, rounds_, in, out, nblocks, iv);
#else
    std::uint8_t saved[32];  // ciphertext (public): out may alias in
    while (nblocks > 0) {
        const std::size_t k = nblocks < 2 ? nblocks : 2;
        std::memcpy(saved, in, 16 * k);
        decrypt_blocks(saved, out, k);
        for (std::size_t i = 0; i < 16 * k; ++i) {
            const std::uint8_t prev = i < 16 ? iv[i] : saved[i - 16];
            out[i] = static_cast<std::uint8_t>(out[i] ^ prev);
        }
        std::memcpy(iv, saved + 16 * (k - 1), 16);
        in += 16 * k;
        out += 16 * k;
        nblocks -= k;
    }
#endif
}

}  // namespace ucrypt
