// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197), Fast variant: T-table kernels in Armv7-M /
// Armv8-M Mainline Thumb-2 (Cortex-M3, M4, M7, M33, M55). aes_fast.cpp
// calls these on those cores; the C++ kernels there are the reference and
// run everywhere else.
//
// Same tables and key schedules as the C++: ucrypt_aes_fast_te/td/inv_sbox
// are defined in aes_fast.cpp; ek points at AesFastEnc::ek_ / AesFastDec::dk_
// (4(Nr+1) little-endian words) with the round count as the word at ek+240
// (checked by a static_assert there).
//
// Register plan inside a block: the 8 state words, the table base and the
// round-key pointer never leave registers; only the loop's bookkeeping (key
// start, in, out, iv, count, key end) lives in the 20-byte frame below the
// one push. Frame: 36 B pushed + 20 B = 56 B.
//   r0-r3   state columns of even rounds (and the block in/out)
//   r4-r7   state columns of odd rounds
//   r8-r11  four byte indices, then the four looked-up words
//   r12     table base
//   lr      round-key pointer
//
// Each table lookup is one UXTB/UBFX/LSR plus one LDR with a scaled index;
// the four loads of a column are issued back to back so that on the M3/M4
// the last three pipeline (TRM §3.3.2), and the rotations of the one-table
// scheme fold into the EORs through the barrel shifter.
//
// NOT constant-time on cores with a data cache (M7, M55): the tables are
// indexed by secret bytes, exactly as the C++ Fast variant.

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_AES_FAST_ARMV7M

    .syntax unified
    .thumb

// Frame slots, shared by all four functions (bytes from sp after the
// prologue); the incoming fifth argument of the CBC functions is at 56.
#define FR_EK   0
#define FR_A1   4
#define FR_A2   8
#define FR_A3   12
#define FR_END  16
#define FR_ARG5 56

// One output column of a full round, dst ^= T[a.0] ^ rotl8(T[b.1]) ^
// rotl16(T[c.2]) ^ rotl24(T[d.3]) with dst preloaded with the round key word
// (FIPS 197 §5.1.1-§5.1.4 merged; §5.3.5 for the equivalent inverse cipher
// with the decryption table). With check=1 (the last column of the round
// that may end the loop) the dead input column a receives the key end
// pointer, loaded in the shadow of the table loads, and the flags say
// whether the round keys are used up.
.macro tcol dst, a, b, c, d, check=0
    uxtb    r8, \a
    ubfx    r9, \b, #8, #8
    ubfx    r10, \c, #16, #8
    lsr     r11, \d, #24
    ldr     r8, [r12, r8, lsl #2]
    ldr     r9, [r12, r9, lsl #2]
    ldr     r10, [r12, r10, lsl #2]
    ldr     r11, [r12, r11, lsl #2]
.if \check
    ldr     \a, [sp, #FR_END]
.endif
    eor     \dst, \dst, r8
    eor     \dst, \dst, r9, ror #24
    eor     \dst, \dst, r10, ror #16
    eor     \dst, \dst, r11, ror #8
.if \check
    cmp     lr, \a
.endif
.endm

// One output column of the last round (no MixColumns): four S-box bytes,
// through r12 = Te + 1 (byte 1 of each Te word is S[x], scale 4) or
// r12 = inverse S-box (scale 1).
.macro scol dst, a, b, c, d, scaled
    uxtb    r8, \a
    ubfx    r9, \b, #8, #8
    ubfx    r10, \c, #16, #8
    lsr     r11, \d, #24
.if \scaled
    ldrb    r8, [r12, r8, lsl #2]
    ldrb    r9, [r12, r9, lsl #2]
    ldrb    r10, [r12, r10, lsl #2]
    ldrb    r11, [r12, r11, lsl #2]
.else
    ldrb    r8, [r12, r8]
    ldrb    r9, [r12, r9]
    ldrb    r10, [r12, r10]
    ldrb    r11, [r12, r11]
.endif
    eor     \dst, \dst, r8
    eor     \dst, \dst, r9, lsl #8
    eor     \dst, \dst, r10, lsl #16
    eor     \dst, \dst, r11, lsl #24
.endm

// FIPS 197 §5.1 round: ShiftRows takes row r of column j from column j + r.
.macro enc_round i0, i1, i2, i3, o0, o1, o2, o3, check=0
    ldmia   lr!, {\o0, \o1, \o2, \o3}
    tcol    \o0, \i0, \i1, \i2, \i3
    tcol    \o1, \i1, \i2, \i3, \i0
    tcol    \o2, \i2, \i3, \i0, \i1
    tcol    \o3, \i3, \i0, \i1, \i2, \check
.endm

// FIPS 197 §5.3.5 round: InvShiftRows takes row r of column j from j - r.
.macro dec_round i0, i1, i2, i3, o0, o1, o2, o3, check=0
    ldmia   lr!, {\o0, \o1, \o2, \o3}
    tcol    \o0, \i0, \i3, \i2, \i1
    tcol    \o1, \i1, \i0, \i3, \i2
    tcol    \o2, \i2, \i1, \i0, \i3
    tcol    \o3, \i3, \i2, \i1, \i0, \check
.endm

// FIPS 197 §5.1 Cipher on r0-r3 (AddRoundKey 0 not yet applied; lr = ek,
// r12 = Te); the result replaces r0-r3 and lr ends past the schedule. Two
// rounds per pass, r0-r3 -> r4-r7 -> r0-r3, so no state word moves; the
// exit test sits in the first of the two (rounds - 1 is odd).
.macro encrypt_core
    ldmia   lr!, {r8, r9, r10, r11}
    eor     r0, r0, r8
    eor     r1, r1, r9
    eor     r2, r2, r10
    eor     r3, r3, r11
    b       2f
1:
    enc_round r4, r5, r6, r7, r0, r1, r2, r3
2:
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 1
    bne     1b
    ldmia   lr!, {r0, r1, r2, r3}
    add     r12, r12, #1
    scol    r0, r4, r5, r6, r7, 1
    scol    r1, r5, r6, r7, r4, 1
    scol    r2, r6, r7, r4, r5, 1
    scol    r3, r7, r4, r5, r6, 1
    sub     r12, r12, #1
.endm

// FIPS 197 §5.3.5 EqInvCipher on r0-r3 (lr = dk, r12 = Td); r12 is left
// pointing at Td again.
.macro decrypt_core
    ldmia   lr!, {r8, r9, r10, r11}
    eor     r0, r0, r8
    eor     r1, r1, r9
    eor     r2, r2, r10
    eor     r3, r3, r11
    b       2f
1:
    dec_round r4, r5, r6, r7, r0, r1, r2, r3
2:
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 1
    bne     1b
    ldmia   lr!, {r0, r1, r2, r3}
    ldr     r12, =ucrypt_aes_fast_inv_sbox
    scol    r0, r4, r7, r6, r5, 0
    scol    r1, r5, r4, r7, r6, 0
    scol    r2, r6, r5, r4, r7, 0
    scol    r3, r7, r6, r5, r4, 0
    ldr     r12, =ucrypt_aes_fast_td
.endm

// Word loads/stores of a 16-byte block at [p]; plain LDR/STR because the
// caller's buffers need not be word-aligned (LDM/STM would fault).
.macro load4 r_0, r_1, r_2, r_3, p, off=0
    ldr     \r_0, [\p, #(\off)]
    ldr     \r_1, [\p, #(\off + 4)]
    ldr     \r_2, [\p, #(\off + 8)]
    ldr     \r_3, [\p, #(\off + 12)]
.endm

.macro store4 r_0, r_1, r_2, r_3, p
    str     \r_0, [\p]
    str     \r_1, [\p, #4]
    str     \r_2, [\p, #8]
    str     \r_3, [\p, #12]
.endm

// Prologue: one push, the 20-byte frame, the key end pointer
// ek + 16 * rounds (the rounds word sits at ek + 240).
.macro prologue
    push    {r4, r5, r6, r7, r8, r9, r10, r11, lr}
    sub     sp, sp, #20
    ldr     r5, [r0, #240]
    add     r5, r0, r5, lsl #4
    stmia   sp, {r0, r1, r2, r3, r5}
    mov     lr, r0
.endm

.macro epilogue
    add     sp, sp, #20
    pop     {r4, r5, r6, r7, r8, r9, r10, r11, pc}
.endm

.macro function name
    .section .text.\name, "ax", %progbits
    .global \name
    .type   \name, %function
    .thumb_func
    .p2align 2
\name:
.endm

// ECB over nblocks: the block loop shared by both directions (slots: A1 in,
// A2 out, A3 count); table is the round table the core expects in r12.
.macro ecb_function name, table, core
function \name
    cmp     r3, #0
    it      eq
    bxeq    lr
    prologue
    ldr     r12, =\table
3:
    ldr     r8, [sp, #FR_A1]
    load4   r0, r1, r2, r3, r8
    adds    r8, r8, #16
    str     r8, [sp, #FR_A1]
    \core
    ldr     r8, [sp, #FR_A2]
    store4  r0, r1, r2, r3, r8
    adds    r8, r8, #16
    str     r8, [sp, #FR_A2]
    ldr     lr, [sp, #FR_EK]
    ldr     r8, [sp, #FR_A3]
    subs    r8, r8, #1
    str     r8, [sp, #FR_A3]
    bne     3b
    epilogue
    .ltorg
    .size   \name, . - \name
.endm

// ---------------------------------------------------------------------------
// void ucrypt_aes_fast_ecb_enc_armv7m(const uint32_t* ek, const uint8_t* in,
//                                     uint8_t* out, size_t nblocks)
// FIPS 197 §5.1 on each block; in == out allowed.
ecb_function ucrypt_aes_fast_ecb_enc_armv7m, ucrypt_aes_fast_te, encrypt_core

// ---------------------------------------------------------------------------
// void ucrypt_aes_fast_ecb_dec_armv7m(const uint32_t* dk, const uint8_t* in,
//                                     uint8_t* out, size_t nblocks)
// FIPS 197 §5.3.5 on each block; in == out allowed.
ecb_function ucrypt_aes_fast_ecb_dec_armv7m, ucrypt_aes_fast_td, decrypt_core

// ---------------------------------------------------------------------------
// void ucrypt_aes_fast_cbc_enc_armv7m(const uint32_t* ek, uint8_t* iv,
//                                     const uint8_t* in, uint8_t* out,
//                                     size_t nblocks)
// SP 800-38A §6.2: C_j = CIPH_K(P_j ^ C_{j-1}). The chaining value stays in
// r0-r3 between blocks and goes back to iv once at the end. Slots: A1 iv,
// A2 in, A3 out; the count is kept in the caller's argument slot.
function ucrypt_aes_fast_cbc_enc_armv7m
    prologue
    ldr     r4, [sp, #FR_ARG5]
    cmp     r4, #0
    beq     8f
    ldr     r12, =ucrypt_aes_fast_te
    ldr     r0, [r1]
    ldr     r2, [r1, #8]
    ldr     r3, [r1, #12]
    ldr     r1, [r1, #4]
3:
    ldr     r8, [sp, #FR_A2]
    load4   r4, r5, r6, r7, r8
    adds    r8, r8, #16
    str     r8, [sp, #FR_A2]
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    encrypt_core
    ldr     r8, [sp, #FR_A3]
    store4  r0, r1, r2, r3, r8
    adds    r8, r8, #16
    str     r8, [sp, #FR_A3]
    ldr     lr, [sp, #FR_EK]
    ldr     r8, [sp, #FR_ARG5]
    subs    r8, r8, #1
    str     r8, [sp, #FR_ARG5]
    bne     3b
    ldr     r8, [sp, #FR_A1]
    store4  r0, r1, r2, r3, r8
8:
    epilogue
    .ltorg
    .size   ucrypt_aes_fast_cbc_enc_armv7m, . - ucrypt_aes_fast_cbc_enc_armv7m

// ---------------------------------------------------------------------------
// void ucrypt_aes_fast_cbc_dec_armv7m(const uint32_t* dk, uint8_t* iv,
//                                     const uint8_t* in, uint8_t* out,
//                                     size_t nblocks)
// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}. C_{j-1} lives in the iv
// buffer: after each block C_j is read again from in (not yet overwritten,
// even when in == out) and copied there, then P_j is stored.
function ucrypt_aes_fast_cbc_dec_armv7m
    prologue
    ldr     r4, [sp, #FR_ARG5]
    cmp     r4, #0
    beq     8f
    ldr     r12, =ucrypt_aes_fast_td
3:
    ldr     r8, [sp, #FR_A2]
    load4   r0, r1, r2, r3, r8
    decrypt_core
    ldr     r8, [sp, #FR_A1]
    load4   r4, r5, r6, r7, r8
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    ldr     r9, [sp, #FR_A2]
    load4   r4, r5, r6, r7, r9
    adds    r9, r9, #16
    str     r9, [sp, #FR_A2]
    store4  r4, r5, r6, r7, r8
    ldr     r8, [sp, #FR_A3]
    store4  r0, r1, r2, r3, r8
    adds    r8, r8, #16
    str     r8, [sp, #FR_A3]
    ldr     lr, [sp, #FR_EK]
    ldr     r8, [sp, #FR_ARG5]
    subs    r8, r8, #1
    str     r8, [sp, #FR_ARG5]
    bne     3b
8:
    epilogue
    .ltorg
    .size   ucrypt_aes_fast_cbc_dec_armv7m, . - ucrypt_aes_fast_cbc_dec_armv7m

#endif
