// SPDX-License-Identifier: Apache-2.0
// GENERATED FILE — do not edit. Source: src/aes/gen_aes_ct/ (gen.py, emit_s.py,
// header.S). Regenerate from the repository root with
//   python3 src/aes/gen_aes_ct/gen.py > src/aes/aes_ct_armv7m.S
//
// ucrypt — AES (FIPS 197), constant-time fixsliced variant: two-block
// kernels in Armv7-M / Armv8-M Mainline Thumb-2 (Cortex-M3, M4, M7, M33,
// M55). aes_ct.cpp calls them on those cores; its C++ kernels are the
// reference and run everywhere else (hosts, Armv6-M).
//
// Same bitsliced layout, frames and round keys as aes_ct.cpp (see the
// comment at its top): plane k holds bit k of the 32 state bytes of the two
// blocks, round key i is stored in frame i mod 4 with the S-box constant
// 0x63 folded in, ShiftRows is never computed, and one ShiftRows^2 on the
// column words resynchronises AES-128/256 on output (encryption) or input
// (decryption).
//
//   void ucrypt_aes_ct_enc2_armv7m(const uint32_t* rk, unsigned nr,
//       const uint8_t* in0, const uint8_t* in1, uint8_t* out0, uint8_t* out1);
//   void ucrypt_aes_ct_dec_armv7m(const uint32_t* rk, unsigned nr,
//       const uint8_t* in, uint8_t* out, size_t npairs, uint8_t* iv);
//
// enc2 encrypts two blocks and reads in0/in1 completely before writing
// out0/out1. dec decrypts npairs >= 1 pairs of contiguous blocks; with
// iv != NULL it is SP 800-38A §6.2 CBC decryption (P_j = D(C_j) ^ C_{j-1},
// C_0 = iv; iv receives the last ciphertext block), else plain (ECB). Each
// pair is read completely (and its ciphertext kept in the frame) before it
// is written, so in == out works.
//
// Each round is one straight-line block: FIPS 197 §5.1.1 SubBytes as the
// Boyar-Peralta circuit (SEA 2010; same gates as aes_ct.cpp), §5.1.3
// MixColumns in the round's frame with every rotation folded into the
// second operand of an EOR/AND (the barrel shifter makes them free),
// §5.1.4 AddRoundKey; the inverse round is §5.3 with InvSubBytes as
// L^-1 · S' · L^-1 and InvMixColumns as MixColumns after a_r += 4(a_r+a_r+2).
// Packing is SWAPMOVE (three-step bit transposition, as transpose() there).
// Within a block the planes and intermediates live in r0-r12 and lr; values
// that do not fit are spilled to fixed slots of the frame below. The blocks
// are emitted by a generator, src/aes/gen_aes_ct/gen.py: it describes each
// round in a small IR, tries list/depth-first orderings, allocates registers
// with furthest-next-use spilling and checks every block against the IR by
// simulation. GENERATED FILE: edit the generator, then regenerate with
//   python3 src/aes/gen_aes_ct/gen.py > src/aes/aes_ct_armv7m.S
// (from the repository root; it reads the S-box circuit from aes_ct.cpp).
// InvSubBytes is L^-1 . S' . L^-1 with both L^-1 merged into the circuit's
// linear layers (gen.py inv_sbox). Blocks pass the state to each other in
// r0-r7 (planes 0-7); the
// glue between them uses r8/r9 and the frame.
//
// Constant time: the only branches are the round loop and the choice of
// the final block, which depend on nr alone (public). Every load and store
// uses sp, rk, in0/in1 or out0/out1 plus an immediate offset fixed at
// assembly time, so no address depends on key or data; there is no
// division, no table and no data-dependent instruction timing (EOR, AND,
// ROR and the shifted-operand forms take one cycle on these cores).
// The frame (state planes and spills) is zeroed before returning.
//
// Stack: 36 B pushed + 160 (encryption) or 224 (decryption) bytes of frame (see the prologue).

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_AES_CT_ARMV7M

    .syntax unified
    .thumb
    .text

// Frame layout: see gen_aes_ct/emit_s.py (state planes 0-31, pointers and
// counters 32-63, decryption chaining slots 64-127, then spill slots).

    .global ucrypt_aes_ct_enc2_armv7m
    .type   ucrypt_aes_ct_enc2_armv7m, %function
    .p2align 2
ucrypt_aes_ct_enc2_armv7m:
    push    {r4-r11, lr}
    sub     sp, sp, #160
    ldr     r4, [sp, #196]
    ldr     r5, [sp, #200]
    str     r0, [sp, #40]
    str     r1, [sp, #44]
    str     r2, [sp, #48]
    str     r3, [sp, #52]
    str     r4, [sp, #56]
    str     r5, [sp, #60]
    str     r0, [sp, #32]
    subs    r1, r1, #1
    str     r1, [sp, #36]
    // load0: 82 instructions, ~88 model cycles
    ldr     r0, [sp, #32]
    ldr     r1, [r0, #0]
    ldr     r2, [r0, #20]
    ldr     r3, [r0, #12]
    ldr     r4, [r0, #4]
    ldr     r5, [r0, #24]
    ldr     r6, [r0, #8]
    ldr     r7, [r0, #28]
    ldr     r0, [r0, #16]
    ldr     r8, [sp, #48]
    ldr     r9, [r8, #0]
    ldr     r10, [r8, #12]
    ldr     r11, [r8, #8]
    ldr     r8, [r8, #4]
    ldr     r12, [sp, #52]
    ldr     lr, [r12, #8]
    str     r2, [sp, #64]
    ldr     r2, [r12, #0]
    str     r4, [sp, #68]
    ldr     r4, [r12, #4]
    ldr     r12, [r12, #12]
    str     r6, [sp, #72]
    eor     r6, lr, r11, lsr #1
    and     r6, r6, #0x55555555
    eor     lr, lr, r6
    eor     r6, r11, r6, lsl #1
    eor     r11, r2, r9, lsr #1
    and     r11, r11, #0x55555555
    eor     r9, r9, r11, lsl #1
    eor     r11, r2, r11
    eor     r2, r4, r8, lsr #1
    and     r2, r2, #0x55555555
    eor     r4, r4, r2
    eor     r8, r8, r2, lsl #1
    eor     r2, r4, r11, lsr #2
    and     r2, r2, #0x33333333
    eor     r4, r4, r2
    eor     r11, r11, r2, lsl #2
    eor     r2, r8, r9, lsr #2
    and     r2, r2, #0x33333333
    eor     r8, r8, r2
    eor     r2, r9, r2, lsl #2
    eor     r9, r12, r10, lsr #1
    and     r9, r9, #0x55555555
    eor     r12, r12, r9
    eor     r10, r10, r9, lsl #1
    eor     r9, r12, lr, lsr #2
    and     r9, r9, #0x33333333
    eor     r12, r12, r9
    eor     lr, lr, r9, lsl #2
    eor     r9, r10, r6, lsr #2
    and     r9, r9, #0x33333333
    eor     r6, r6, r9, lsl #2
    eor     r10, r10, r9
    eor     r9, r12, r4, lsr #4
    and     r9, r9, #0x0f0f0f0f
    eor     r4, r4, r9, lsl #4
    eor     r12, r12, r9
    eor     r3, r4, r3
    eor     r7, r12, r7
    eor     r4, r6, r2, lsr #4
    and     r4, r4, #0x0f0f0f0f
    eor     r2, r2, r4, lsl #4
    eor     r4, r6, r4
    eor     r4, r4, r0
    eor     r0, r2, r1
    eor     r1, r10, r8, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r10, r10, r1
    eor     r1, r8, r1, lsl #4
    eor     r6, r10, r5
    ldr     r2, [sp, #72]
    eor     r2, r1, r2
    eor     r1, lr, r11, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r11, r11, r1, lsl #4
    ldr     r5, [sp, #68]
    eor     r11, r11, r5
    eor     lr, lr, r1
    ldr     r1, [sp, #64]
    eor     r5, lr, r1
    mov     r1, r11
    ldr     r8, [sp, #32]
    add     r8, r8, #32
    str     r8, [sp, #32]
1:
    // enc_round1: 271 instructions, ~301 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #16]
    ldr     r10, [r8, #8]
    ldr     r11, [r8, #24]
    ldr     r12, [r8, #12]
    ldr     lr, [r8, #28]
    str     lr, [sp, #64]
    ldr     lr, [r8, #0]
    str     lr, [sp, #68]
    ldr     lr, [r8, #20]
    ldr     r8, [r8, #4]
    eor     r3, r3, r1
    str     r8, [sp, #72]
    eor     r8, r1, r0
    eor     r1, r7, r1
    str     r9, [sp, #76]
    eor     r9, r7, r2
    eor     r7, r7, r4
    str     r12, [sp, #80]
    eor     r12, r4, r2
    eor     r4, r4, r0
    str     r10, [sp, #84]
    eor     r10, r1, r12
    str     lr, [sp, #88]
    eor     lr, r7, r3
    str     r11, [sp, #92]
    and     r11, r10, lr
    str     r10, [sp, #96]
    eor     r10, r0, lr
    str     r10, [sp, #100]
    eor     r10, r5, r2
    str     r9, [sp, #104]
    eor     r9, r3, r10
    eor     r10, r7, r10
    str     r7, [sp, #108]
    and     r7, r12, r10
    str     r10, [sp, #112]
    and     r10, r1, r9
    str     r12, [sp, #116]
    eor     r12, r1, r9
    eor     r12, r12, r10
    eor     r2, r6, r2
    eor     r5, r6, r5
    eor     r3, r3, r2
    eor     r2, lr, r2
    eor     r2, r2, r11
    eor     r4, r5, r4
    eor     r8, r5, r8
    eor     r6, lr, r5
    eor     r5, r0, r5
    str     r1, [sp, #120]
    and     r1, r8, r5
    eor     r1, r12, r1
    and     r12, r4, r0
    eor     r11, r12, r11
    eor     r12, r5, r9
    str     r9, [sp, #124]
    ldr     r9, [sp, #108]
    str     r5, [sp, #128]
    eor     r5, r9, r4
    str     lr, [sp, #132]
    and     lr, r5, r12
    eor     r10, lr, r10
    eor     lr, r5, r12
    str     r5, [sp, #136]
    and     r5, r9, r3
    eor     r7, r7, r5
    eor     r1, r1, r7
    str     r12, [sp, #140]
    ldr     r12, [sp, #104]
    eor     r9, r12, r8
    str     r8, [sp, #144]
    and     r8, r12, r6
    eor     r8, r8, r5
    eor     r10, r10, r8
    eor     lr, r10, lr
    eor     r5, r1, lr
    eor     r10, r12, r6
    eor     r10, r11, r10
    eor     r8, r10, r8
    and     r10, r8, r1
    and     r10, r5, r10
    ldr     r11, [sp, #100]
    str     r3, [sp, #148]
    and     r3, r9, r11
    eor     r3, r2, r3
    eor     r3, r3, r7
    and     r1, r1, r3
    eor     r2, r8, r1
    and     r2, r2, r5
    eor     r5, r5, r1
    eor     r10, r10, r5
    and     r11, r10, r11
    and     r9, r10, r9
    eor     r2, lr, r2
    and     r4, r2, r4
    eor     r4, r9, r4
    and     r0, r2, r0
    eor     r5, r2, r10
    ldr     r7, [sp, #132]
    and     r7, r5, r7
    str     r4, [sp, #132]
    ldr     r4, [sp, #96]
    and     r4, r5, r4
    eor     r4, r4, r9
    eor     r5, lr, r1
    and     lr, r3, lr
    eor     r3, r3, r8
    and     lr, r3, lr
    and     r5, r5, r3
    eor     r1, r3, r1
    eor     lr, lr, r1
    eor     r5, r8, r5
    eor     r2, r5, r2
    eor     r10, lr, r10
    and     r12, r10, r12
    and     r6, r10, r6
    eor     r10, r2, r10
    ldr     r1, [sp, #108]
    and     r1, r2, r1
    ldr     r3, [sp, #148]
    and     r2, r2, r3
    ldr     r3, [sp, #144]
    and     r3, lr, r3
    ldr     r8, [sp, #128]
    and     r8, lr, r8
    eor     lr, r5, lr
    ldr     r9, [sp, #140]
    and     r9, r5, r9
    eor     r3, r9, r3
    str     r11, [sp, #140]
    ldr     r11, [sp, #136]
    and     r11, r5, r11
    eor     r9, r0, r9
    ldr     r5, [sp, #124]
    and     r5, lr, r5
    eor     r7, r7, r5
    str     r9, [sp, #124]
    ldr     r9, [sp, #120]
    and     r9, lr, r9
    eor     r0, r0, r9
    eor     r0, r0, r7
    eor     r11, r11, r0
    eor     r9, r9, r3
    ldr     lr, [sp, #116]
    and     lr, r10, lr
    eor     r1, r1, lr
    eor     lr, lr, r12
    eor     r0, r1, r0
    eor     r0, r3, r0
    eor     r1, r8, r1
    eor     r4, r4, r1
    ldr     r3, [sp, #112]
    and     r3, r10, r3
    eor     r2, r2, r3
    eor     r2, r5, r2
    eor     r6, r3, r6
    eor     r6, r6, r1
    eor     r8, r8, r2
    eor     r2, r2, r4
    ldr     r1, [sp, #140]
    eor     r1, r1, r4
    eor     r7, r7, r1
    ldr     r3, [sp, #124]
    eor     r1, r3, r1
    eor     r11, r11, r6
    eor     r6, r9, r6
    ldr     r3, [sp, #132]
    eor     r3, r3, r11
    eor     r11, r8, r11
    eor     r11, lr, r11
    eor     r8, r8, r7
    eor     r4, r8, r8, ror #8
    and     r4, r4, #0xfcfcfcfc
    eor     r4, r8, r4
    eor     r8, r8, r4, ror #2
    eor     r5, r8, r8, ror #8
    and     r5, r5, #0xf0f0f0f0
    eor     r5, r8, r5
    eor     r9, r7, r7, ror #8
    and     r9, r9, #0xfcfcfcfc
    eor     r9, r7, r9
    eor     r7, r7, r9, ror #2
    eor     r10, r7, r7, ror #8
    and     r10, r10, #0xf0f0f0f0
    eor     r10, r7, r10
    eor     r12, r11, r11, ror #8
    and     r12, r12, #0xfcfcfcfc
    eor     r12, r11, r12
    eor     r11, r11, r12, ror #2
    eor     r12, r7, r12, ror #2
    eor     r4, r11, r4, ror #2
    eor     r5, r4, r5, ror #12
    ldr     r4, [sp, #92]
    eor     r5, r5, r4
    eor     r4, r11, r11, ror #8
    and     r4, r4, #0xf0f0f0f0
    eor     r4, r11, r4
    eor     r4, r12, r4, ror #12
    ldr     r7, [sp, #88]
    eor     r4, r4, r7
    eor     r7, r3, r3, ror #8
    and     r7, r7, #0xfcfcfcfc
    eor     r7, r3, r7
    eor     r3, r3, r7, ror #2
    eor     r11, r3, r3, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r11, r3, r11
    eor     r12, r1, r1, ror #8
    and     r12, r12, #0xfcfcfcfc
    eor     r12, r1, r12
    eor     r1, r1, r12, ror #2
    eor     lr, r1, r1, ror #8
    and     lr, lr, #0xf0f0f0f0
    eor     lr, r1, lr
    str     r5, [sp, #88]
    eor     r5, r6, r6, ror #8
    and     r5, r5, #0xfcfcfcfc
    eor     r5, r6, r5
    eor     r6, r6, r5, ror #2
    eor     r7, r6, r7, ror #2
    eor     r7, r7, r11, ror #12
    ldr     r11, [sp, #84]
    eor     r7, r7, r11
    eor     r11, r6, r6, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r6, r6, r11
    eor     r11, r2, r2, ror #8
    and     r11, r11, #0xfcfcfcfc
    eor     r11, r2, r11
    eor     r2, r2, r11, ror #2
    eor     r11, r8, r11, ror #2
    eor     r1, r1, r2
    eor     r1, r1, r9, ror #2
    eor     r1, r1, r10, ror #12
    eor     r3, r3, r2
    eor     r3, r3, r12, ror #2
    eor     r3, r3, lr, ror #12
    ldr     r8, [sp, #80]
    eor     r3, r3, r8
    ldr     r8, [sp, #76]
    eor     r1, r1, r8
    eor     r8, r2, r2, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r2, r8
    eor     r8, r11, r8, ror #12
    ldr     r9, [sp, #64]
    eor     r8, r8, r9
    eor     r9, r0, r0, ror #8
    and     r9, r9, #0xfcfcfcfc
    eor     r9, r0, r9
    eor     r0, r0, r9, ror #2
    eor     r9, r2, r9, ror #2
    eor     r2, r0, r2
    eor     r2, r2, r5, ror #2
    eor     r2, r2, r6, ror #12
    ldr     r5, [sp, #72]
    eor     r5, r2, r5
    eor     r2, r0, r0, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r0, r0, r2
    eor     r9, r9, r0, ror #12
    ldr     r0, [sp, #68]
    eor     r0, r9, r0
    mov     r2, r7
    mov     r7, r8
    mov     r6, r5
    mov     r5, r4
    mov     r4, r1
    mov     r1, r6
    ldr     r6, [sp, #88]
    ldr     r8, [sp, #32]
    add     r8, r8, #32
    str     r8, [sp, #32]
    ldr     r9, [sp, #36]
    subs    r9, r9, #1
    str     r9, [sp, #36]
    beq     9f
    // enc_round2: 243 instructions, ~271 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #24]
    ldr     r10, [r8, #20]
    ldr     r11, [r8, #16]
    ldr     r12, [r8, #12]
    ldr     lr, [r8, #4]
    str     lr, [sp, #64]
    ldr     lr, [r8, #28]
    str     r12, [sp, #68]
    ldr     r12, [r8, #8]
    ldr     r8, [r8, #0]
    eor     r3, r3, r1
    str     r12, [sp, #72]
    eor     r12, r1, r0
    eor     r1, r7, r1
    str     r8, [sp, #76]
    eor     r8, r7, r4
    str     r10, [sp, #80]
    eor     r10, r4, r0
    str     r9, [sp, #84]
    eor     r9, r8, r3
    str     lr, [sp, #88]
    eor     lr, r0, r9
    eor     r4, r4, r2
    eor     r7, r7, r2
    str     r11, [sp, #92]
    eor     r11, r1, r4
    str     r4, [sp, #96]
    and     r4, r11, r9
    str     r11, [sp, #100]
    eor     r11, r6, r2
    str     lr, [sp, #104]
    eor     lr, r9, r11
    eor     lr, lr, r4
    eor     r11, r3, r11
    str     lr, [sp, #108]
    and     lr, r8, r11
    eor     r2, r5, r2
    eor     r5, r6, r5
    eor     r3, r3, r2
    eor     r2, r8, r2
    eor     r10, r5, r10
    eor     r12, r5, r12
    eor     r6, r8, r10
    str     r11, [sp, #112]
    eor     r11, r9, r5
    eor     r5, r0, r5
    str     r9, [sp, #116]
    and     r9, r12, r5
    str     r8, [sp, #120]
    and     r8, r10, r0
    eor     r4, r8, r4
    eor     r8, r5, r3
    str     r10, [sp, #124]
    and     r10, r6, r8
    str     r0, [sp, #128]
    eor     r0, r6, r8
    str     r6, [sp, #132]
    and     r6, r1, r3
    eor     r10, r10, r6
    str     r8, [sp, #136]
    eor     r8, r1, r3
    eor     r6, r8, r6
    eor     r9, r6, r9
    eor     r6, r7, r12
    and     r8, r7, r11
    str     r1, [sp, #140]
    eor     r1, r7, r11
    eor     r1, r4, r1
    eor     r8, r8, lr
    eor     r1, r1, r8
    eor     r8, r10, r8
    eor     r0, r8, r0
    ldr     r4, [sp, #104]
    and     r8, r6, r4
    ldr     r10, [sp, #108]
    eor     r8, r10, r8
    ldr     r10, [sp, #96]
    str     r3, [sp, #108]
    and     r3, r10, r2
    eor     lr, r3, lr
    eor     r8, r8, lr
    eor     r9, r9, lr
    and     r3, r9, r8
    eor     lr, r0, r3
    and     r10, r8, r0
    eor     r8, r8, r1
    and     r10, r8, r10
    and     lr, lr, r8
    eor     lr, r1, lr
    eor     r8, r8, r3
    eor     r10, r10, r8
    eor     r8, lr, r10
    and     r12, r10, r12
    str     r8, [sp, #144]
    eor     r8, r1, r3
    and     r1, r1, r9
    eor     r9, r9, r0
    and     r1, r9, r1
    eor     r3, r9, r3
    eor     r1, r1, r3
    and     r9, r8, r9
    eor     r9, r0, r9
    eor     r0, r9, r1
    and     r4, r1, r4
    and     r6, r1, r6
    eor     r1, r10, r1
    and     r10, r10, r5
    and     r11, r1, r11
    and     r7, r1, r7
    eor     r3, lr, r9
    eor     r1, r3, r1
    and     r2, r1, r2
    eor     r11, r2, r11
    ldr     r5, [sp, #96]
    and     r5, r1, r5
    eor     r7, r5, r7
    ldr     r1, [sp, #136]
    and     r1, lr, r1
    eor     r12, r1, r12
    ldr     r8, [sp, #132]
    and     r8, lr, r8
    ldr     lr, [sp, #128]
    and     lr, r9, lr
    eor     r1, lr, r1
    str     r1, [sp, #132]
    ldr     r1, [sp, #124]
    and     r9, r9, r1
    eor     r9, r6, r9
    ldr     r1, [sp, #120]
    and     r1, r3, r1
    eor     r5, r1, r5
    eor     r1, r10, r5
    eor     r11, r11, r1
    str     r4, [sp, #120]
    ldr     r4, [sp, #112]
    and     r3, r3, r4
    eor     r3, r3, r2
    ldr     r2, [sp, #144]
    ldr     r4, [sp, #108]
    and     r4, r2, r4
    eor     r3, r4, r3
    eor     r10, r10, r3
    str     r3, [sp, #108]
    ldr     r3, [sp, #140]
    and     r3, r2, r3
    eor     lr, lr, r3
    eor     r3, r3, r12
    eor     r3, r3, r11
    ldr     r2, [sp, #116]
    and     r2, r0, r2
    eor     r2, r2, r4
    eor     lr, lr, r2
    eor     r5, r5, lr
    eor     r5, r12, r5
    eor     lr, r8, lr
    eor     lr, lr, r11
    eor     r9, r9, lr
    eor     lr, r10, lr
    eor     lr, r7, lr
    ldr     r4, [sp, #100]
    and     r4, r0, r4
    eor     r4, r4, r6
    eor     r4, r4, r1
    ldr     r0, [sp, #108]
    eor     r0, r0, r4
    ldr     r1, [sp, #120]
    eor     r1, r1, r4
    eor     r2, r2, r1
    eor     r10, r10, r2
    ldr     r4, [sp, #132]
    eor     r1, r4, r1
    eor     r4, r1, r1, ror #8
    and     r4, r4, #0xf0f0f0f0
    eor     r4, r1, r4
    eor     r1, r1, r4, ror #4
    eor     r6, r10, r10, ror #8
    and     r6, r6, #0xf0f0f0f0
    eor     r6, r10, r6
    eor     r10, r10, r6, ror #4
    eor     r7, r2, r2, ror #8
    and     r7, r7, #0xf0f0f0f0
    eor     r7, r2, r7
    eor     r2, r2, r7, ror #4
    eor     r8, r0, r0, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r0, r8
    eor     r0, r0, r8, ror #4
    eor     r8, r10, r8, ror #4
    eor     r8, r8, r0, ror #16
    eor     r11, r1, r0
    eor     r11, r11, r7, ror #4
    eor     r11, r11, r2, ror #16
    ldr     r7, [sp, #92]
    eor     r11, r11, r7
    ldr     r7, [sp, #88]
    eor     r7, r8, r7
    eor     r8, lr, lr, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, lr, r8
    eor     lr, lr, r8, ror #4
    eor     r8, r2, r8, ror #4
    eor     r8, r8, lr, ror #16
    eor     r6, lr, r6, ror #4
    eor     r6, r6, r10, ror #16
    ldr     r2, [sp, #84]
    eor     r6, r6, r2
    ldr     r2, [sp, #80]
    eor     r8, r8, r2
    eor     r2, r9, r9, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r2, r9, r2
    eor     r9, r9, r2, ror #4
    eor     r10, r9, r0
    eor     r10, r10, r4, ror #4
    eor     r10, r10, r1, ror #16
    ldr     r1, [sp, #68]
    eor     r10, r10, r1
    eor     r1, r5, r5, ror #8
    and     r1, r1, #0xf0f0f0f0
    eor     r1, r5, r1
    eor     r5, r5, r1, ror #4
    eor     r1, r0, r1, ror #4
    eor     r0, r5, r0
    eor     r5, r1, r5, ror #16
    ldr     r1, [sp, #76]
    eor     r5, r5, r1
    eor     r1, r3, r3, ror #8
    and     r1, r1, #0xf0f0f0f0
    eor     r1, r3, r1
    eor     r3, r3, r1, ror #4
    eor     r0, r0, r1, ror #4
    eor     r0, r0, r3, ror #16
    eor     r2, r3, r2, ror #4
    eor     r9, r2, r9, ror #16
    ldr     r1, [sp, #72]
    eor     r2, r9, r1
    ldr     r1, [sp, #64]
    eor     r1, r0, r1
    mov     r0, r5
    mov     r3, r10
    mov     r4, r11
    mov     r5, r8
    ldr     r8, [sp, #32]
    add     r8, r8, #32
    str     r8, [sp, #32]
    ldr     r9, [sp, #36]
    subs    r9, r9, #1
    str     r9, [sp, #36]
    beq     9f
    // enc_round3: 271 instructions, ~301 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #16]
    ldr     r10, [r8, #8]
    ldr     r11, [r8, #24]
    ldr     r12, [r8, #12]
    ldr     lr, [r8, #28]
    str     lr, [sp, #64]
    ldr     lr, [r8, #0]
    str     lr, [sp, #68]
    ldr     lr, [r8, #20]
    ldr     r8, [r8, #4]
    eor     r3, r3, r1
    str     r8, [sp, #72]
    eor     r8, r1, r0
    eor     r1, r7, r1
    str     r9, [sp, #76]
    eor     r9, r7, r2
    eor     r7, r7, r4
    str     r12, [sp, #80]
    eor     r12, r4, r2
    eor     r4, r4, r0
    str     r10, [sp, #84]
    eor     r10, r1, r12
    str     lr, [sp, #88]
    eor     lr, r7, r3
    str     r11, [sp, #92]
    and     r11, r10, lr
    str     r10, [sp, #96]
    eor     r10, r0, lr
    str     r10, [sp, #100]
    eor     r10, r5, r2
    str     r9, [sp, #104]
    eor     r9, r3, r10
    eor     r10, r7, r10
    str     r7, [sp, #108]
    and     r7, r12, r10
    str     r10, [sp, #112]
    and     r10, r1, r9
    str     r12, [sp, #116]
    eor     r12, r1, r9
    eor     r12, r12, r10
    eor     r2, r6, r2
    eor     r5, r6, r5
    eor     r3, r3, r2
    eor     r2, lr, r2
    eor     r2, r2, r11
    eor     r4, r5, r4
    eor     r8, r5, r8
    eor     r6, lr, r5
    eor     r5, r0, r5
    str     r1, [sp, #120]
    and     r1, r8, r5
    eor     r1, r12, r1
    and     r12, r4, r0
    eor     r11, r12, r11
    eor     r12, r5, r9
    str     r9, [sp, #124]
    ldr     r9, [sp, #108]
    str     r5, [sp, #128]
    eor     r5, r9, r4
    str     lr, [sp, #132]
    and     lr, r5, r12
    eor     r10, lr, r10
    eor     lr, r5, r12
    str     r5, [sp, #136]
    and     r5, r9, r3
    eor     r7, r7, r5
    eor     r1, r1, r7
    str     r12, [sp, #140]
    ldr     r12, [sp, #104]
    eor     r9, r12, r8
    str     r8, [sp, #144]
    and     r8, r12, r6
    eor     r8, r8, r5
    eor     r10, r10, r8
    eor     lr, r10, lr
    eor     r5, r1, lr
    eor     r10, r12, r6
    eor     r10, r11, r10
    eor     r8, r10, r8
    and     r10, r8, r1
    and     r10, r5, r10
    ldr     r11, [sp, #100]
    str     r3, [sp, #148]
    and     r3, r9, r11
    eor     r3, r2, r3
    eor     r3, r3, r7
    and     r1, r1, r3
    eor     r2, r8, r1
    and     r2, r2, r5
    eor     r5, r5, r1
    eor     r10, r10, r5
    and     r11, r10, r11
    and     r9, r10, r9
    eor     r2, lr, r2
    and     r4, r2, r4
    eor     r4, r9, r4
    and     r0, r2, r0
    eor     r5, r2, r10
    ldr     r7, [sp, #132]
    and     r7, r5, r7
    str     r4, [sp, #132]
    ldr     r4, [sp, #96]
    and     r4, r5, r4
    eor     r4, r4, r9
    eor     r5, lr, r1
    and     lr, r3, lr
    eor     r3, r3, r8
    and     lr, r3, lr
    and     r5, r5, r3
    eor     r1, r3, r1
    eor     lr, lr, r1
    eor     r5, r8, r5
    eor     r2, r5, r2
    eor     r10, lr, r10
    and     r12, r10, r12
    and     r6, r10, r6
    eor     r10, r2, r10
    ldr     r1, [sp, #108]
    and     r1, r2, r1
    ldr     r3, [sp, #148]
    and     r2, r2, r3
    ldr     r3, [sp, #144]
    and     r3, lr, r3
    ldr     r8, [sp, #128]
    and     r8, lr, r8
    eor     lr, r5, lr
    ldr     r9, [sp, #140]
    and     r9, r5, r9
    eor     r3, r9, r3
    str     r11, [sp, #140]
    ldr     r11, [sp, #136]
    and     r11, r5, r11
    eor     r9, r0, r9
    ldr     r5, [sp, #124]
    and     r5, lr, r5
    eor     r7, r7, r5
    str     r9, [sp, #124]
    ldr     r9, [sp, #120]
    and     r9, lr, r9
    eor     r0, r0, r9
    eor     r0, r0, r7
    eor     r11, r11, r0
    eor     r9, r9, r3
    ldr     lr, [sp, #116]
    and     lr, r10, lr
    eor     r1, r1, lr
    eor     lr, lr, r12
    eor     r0, r1, r0
    eor     r0, r3, r0
    eor     r1, r8, r1
    eor     r4, r4, r1
    ldr     r3, [sp, #112]
    and     r3, r10, r3
    eor     r2, r2, r3
    eor     r2, r5, r2
    eor     r6, r3, r6
    eor     r6, r6, r1
    eor     r8, r8, r2
    eor     r2, r2, r4
    ldr     r1, [sp, #140]
    eor     r1, r1, r4
    eor     r7, r7, r1
    ldr     r3, [sp, #124]
    eor     r1, r3, r1
    eor     r11, r11, r6
    eor     r6, r9, r6
    ldr     r3, [sp, #132]
    eor     r3, r3, r11
    eor     r11, r8, r11
    eor     r11, lr, r11
    eor     r8, r8, r7
    eor     r4, r8, r8, ror #8
    and     r4, r4, #0xc0c0c0c0
    eor     r4, r8, r4
    eor     r8, r8, r4, ror #6
    eor     r5, r8, r8, ror #8
    and     r5, r5, #0xf0f0f0f0
    eor     r5, r8, r5
    eor     r9, r7, r7, ror #8
    and     r9, r9, #0xc0c0c0c0
    eor     r9, r7, r9
    eor     r7, r7, r9, ror #6
    eor     r10, r7, r7, ror #8
    and     r10, r10, #0xf0f0f0f0
    eor     r10, r7, r10
    eor     r12, r11, r11, ror #8
    and     r12, r12, #0xc0c0c0c0
    eor     r12, r11, r12
    eor     r11, r11, r12, ror #6
    eor     r12, r7, r12, ror #6
    eor     r4, r11, r4, ror #6
    eor     r5, r4, r5, ror #12
    ldr     r4, [sp, #92]
    eor     r5, r5, r4
    eor     r4, r11, r11, ror #8
    and     r4, r4, #0xf0f0f0f0
    eor     r4, r11, r4
    eor     r4, r12, r4, ror #12
    ldr     r7, [sp, #88]
    eor     r4, r4, r7
    eor     r7, r3, r3, ror #8
    and     r7, r7, #0xc0c0c0c0
    eor     r7, r3, r7
    eor     r3, r3, r7, ror #6
    eor     r11, r3, r3, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r11, r3, r11
    eor     r12, r1, r1, ror #8
    and     r12, r12, #0xc0c0c0c0
    eor     r12, r1, r12
    eor     r1, r1, r12, ror #6
    eor     lr, r1, r1, ror #8
    and     lr, lr, #0xf0f0f0f0
    eor     lr, r1, lr
    str     r5, [sp, #88]
    eor     r5, r6, r6, ror #8
    and     r5, r5, #0xc0c0c0c0
    eor     r5, r6, r5
    eor     r6, r6, r5, ror #6
    eor     r7, r6, r7, ror #6
    eor     r7, r7, r11, ror #12
    ldr     r11, [sp, #84]
    eor     r7, r7, r11
    eor     r11, r6, r6, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r6, r6, r11
    eor     r11, r2, r2, ror #8
    and     r11, r11, #0xc0c0c0c0
    eor     r11, r2, r11
    eor     r2, r2, r11, ror #6
    eor     r11, r8, r11, ror #6
    eor     r1, r1, r2
    eor     r1, r1, r9, ror #6
    eor     r1, r1, r10, ror #12
    eor     r3, r3, r2
    eor     r3, r3, r12, ror #6
    eor     r3, r3, lr, ror #12
    ldr     r8, [sp, #80]
    eor     r3, r3, r8
    ldr     r8, [sp, #76]
    eor     r1, r1, r8
    eor     r8, r2, r2, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r2, r8
    eor     r8, r11, r8, ror #12
    ldr     r9, [sp, #64]
    eor     r8, r8, r9
    eor     r9, r0, r0, ror #8
    and     r9, r9, #0xc0c0c0c0
    eor     r9, r0, r9
    eor     r0, r0, r9, ror #6
    eor     r9, r2, r9, ror #6
    eor     r2, r0, r2
    eor     r2, r2, r5, ror #6
    eor     r2, r2, r6, ror #12
    ldr     r5, [sp, #72]
    eor     r5, r2, r5
    eor     r2, r0, r0, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r0, r0, r2
    eor     r9, r9, r0, ror #12
    ldr     r0, [sp, #68]
    eor     r0, r9, r0
    mov     r2, r7
    mov     r7, r8
    mov     r6, r5
    mov     r5, r4
    mov     r4, r1
    mov     r1, r6
    ldr     r6, [sp, #88]
    ldr     r8, [sp, #32]
    add     r8, r8, #32
    str     r8, [sp, #32]
    ldr     r9, [sp, #36]
    subs    r9, r9, #1
    str     r9, [sp, #36]
    beq     9f
    // enc_round0: 221 instructions, ~250 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #4]
    ldr     r10, [r8, #12]
    ldr     r11, [r8, #20]
    ldr     r12, [r8, #24]
    ldr     lr, [r8, #8]
    str     r10, [sp, #64]
    ldr     r10, [r8, #28]
    str     lr, [sp, #68]
    ldr     lr, [r8, #16]
    ldr     r8, [r8, #0]
    eor     r3, r3, r1
    str     lr, [sp, #72]
    eor     lr, r7, r1
    eor     r1, r1, r0
    str     r9, [sp, #76]
    eor     r9, r7, r4
    str     r8, [sp, #80]
    eor     r8, r4, r0
    str     r10, [sp, #84]
    eor     r10, r9, r3
    str     r12, [sp, #88]
    eor     r12, r0, r10
    eor     r4, r4, r2
    eor     r7, r7, r2
    str     r11, [sp, #92]
    eor     r11, lr, r4
    str     r4, [sp, #96]
    and     r4, r11, r10
    str     r11, [sp, #100]
    eor     r11, r6, r2
    str     r12, [sp, #104]
    eor     r12, r3, r11
    eor     r11, r10, r11
    eor     r11, r11, r4
    str     r11, [sp, #108]
    and     r11, r9, r12
    eor     r6, r6, r5
    eor     r2, r5, r2
    eor     r3, r3, r2
    eor     r2, r9, r2
    eor     r1, r6, r1
    eor     r8, r6, r8
    eor     r5, r9, r8
    str     r12, [sp, #112]
    eor     r12, r0, r6
    eor     r6, r10, r6
    str     r10, [sp, #116]
    and     r10, r1, r12
    str     r9, [sp, #120]
    and     r9, r8, r0
    eor     r4, r9, r4
    eor     r9, r12, r3
    str     r0, [sp, #124]
    and     r0, r5, r9
    str     r8, [sp, #128]
    eor     r8, r5, r9
    str     r9, [sp, #132]
    and     r9, lr, r3
    eor     r0, r0, r9
    str     r5, [sp, #136]
    eor     r5, lr, r3
    eor     r9, r5, r9
    eor     r10, r9, r10
    eor     r5, r7, r6
    eor     r5, r4, r5
    and     r4, r7, r6
    eor     r4, r4, r11
    eor     r5, r5, r4
    eor     r4, r0, r4
    eor     r8, r4, r8
    eor     r0, r7, r1
    ldr     r4, [sp, #104]
    and     r9, r0, r4
    str     r3, [sp, #140]
    ldr     r3, [sp, #108]
    eor     r9, r3, r9
    ldr     r3, [sp, #96]
    str     lr, [sp, #108]
    and     lr, r3, r2
    eor     r11, lr, r11
    eor     r9, r9, r11
    eor     r10, r10, r11
    and     r11, r10, r9
    eor     lr, r10, r8
    and     r10, r5, r10
    and     r10, lr, r10
    eor     r3, r9, r5
    and     r9, r9, r8
    and     r9, r3, r9
    str     r2, [sp, #144]
    eor     r2, lr, r11
    eor     r10, r10, r2
    and     r4, r10, r4
    and     r0, r10, r0
    eor     r2, r3, r11
    eor     r9, r9, r2
    and     r1, r9, r1
    and     r12, r9, r12
    eor     r2, r9, r10
    and     r7, r2, r7
    and     r6, r2, r6
    str     r4, [sp, #104]
    eor     r4, r5, r11
    and     lr, r4, lr
    eor     lr, r8, lr
    eor     r8, r8, r11
    and     r3, r8, r3
    eor     r3, r5, r3
    eor     r10, lr, r10
    eor     r9, r3, r9
    ldr     r4, [sp, #108]
    and     r4, r9, r4
    ldr     r5, [sp, #140]
    and     r9, r9, r5
    ldr     r5, [sp, #136]
    and     r5, r3, r5
    ldr     r8, [sp, #132]
    and     r8, r3, r8
    eor     r3, r3, lr
    eor     r1, r8, r1
    eor     r2, r3, r2
    ldr     r11, [sp, #96]
    and     r11, r2, r11
    str     r12, [sp, #96]
    ldr     r12, [sp, #144]
    and     r12, r2, r12
    eor     r6, r12, r6
    eor     r7, r11, r7
    ldr     r2, [sp, #128]
    and     r2, lr, r2
    str     r7, [sp, #128]
    ldr     r7, [sp, #124]
    and     r7, lr, r7
    eor     r8, r7, r8
    eor     r2, r0, r2
    eor     r7, r7, r4
    eor     r4, r4, r1
    ldr     lr, [sp, #120]
    and     lr, r3, lr
    eor     r11, lr, r11
    ldr     lr, [sp, #112]
    and     r3, r3, lr
    eor     r3, r3, r12
    eor     r3, r9, r3
    ldr     r12, [sp, #116]
    and     r12, r10, r12
    eor     r12, r12, r9
    ldr     r9, [sp, #100]
    and     r9, r10, r9
    eor     r9, r9, r0
    eor     r7, r7, r12
    eor     r5, r5, r7
    eor     r7, r11, r7
    eor     r7, r1, r7
    ldr     r0, [sp, #96]
    eor     r11, r0, r11
    eor     r0, r0, r3
    eor     r9, r9, r11
    eor     r6, r6, r11
    eor     r5, r5, r6
    eor     r6, r4, r6
    eor     r3, r3, r9
    ldr     r1, [sp, #104]
    eor     r1, r1, r9
    eor     r12, r12, r1
    eor     r1, r8, r1
    eor     r2, r2, r5
    eor     r5, r0, r5
    ldr     r4, [sp, #128]
    eor     r5, r4, r5
    eor     r0, r0, r12
    eor     r4, r12, r12, ror #8
    eor     r8, r4, r5, ror #8
    eor     r5, r5, r5, ror #8
    eor     r8, r8, r5, ror #16
    ldr     r9, [sp, #92]
    eor     r8, r8, r9
    eor     r5, r5, r0, ror #8
    eor     r0, r0, r0, ror #8
    eor     r5, r5, r0, ror #16
    ldr     r9, [sp, #88]
    eor     r5, r5, r9
    eor     r0, r0, r3, ror #8
    eor     r3, r3, r3, ror #8
    eor     r0, r0, r3, ror #16
    ldr     r9, [sp, #84]
    eor     r0, r0, r9
    eor     r9, r3, r7, ror #8
    eor     r7, r7, r7, ror #8
    eor     r9, r9, r7, ror #16
    ldr     r10, [sp, #80]
    eor     r9, r9, r10
    eor     r7, r7, r3
    eor     r7, r7, r6, ror #8
    eor     r6, r6, r6, ror #8
    eor     r7, r7, r6, ror #16
    ldr     r10, [sp, #76]
    eor     r7, r7, r10
    eor     r6, r6, r2, ror #8
    eor     r2, r2, r2, ror #8
    eor     r6, r6, r2, ror #16
    ldr     r10, [sp, #68]
    eor     r6, r6, r10
    eor     r2, r2, r3
    eor     r2, r2, r1, ror #8
    eor     r1, r1, r1, ror #8
    eor     r2, r2, r1, ror #16
    eor     r3, r1, r3
    eor     r12, r3, r12, ror #8
    eor     r12, r12, r4, ror #16
    ldr     r1, [sp, #72]
    eor     r4, r12, r1
    ldr     r1, [sp, #64]
    eor     r3, r2, r1
    mov     r1, r7
    mov     r2, r6
    mov     r6, r5
    mov     r5, r8
    mov     r7, r0
    mov     r0, r9
    ldr     r8, [sp, #32]
    add     r8, r8, #32
    str     r8, [sp, #32]
    ldr     r9, [sp, #36]
    subs    r9, r9, #1
    str     r9, [sp, #36]
    beq     9f
    b       1b
9:
    ldr     r8, [sp, #44]
    cmp     r8, #12
    beq     8f
    // enc_last1: 261 instructions, ~291 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #24]
    ldr     r10, [r8, #4]
    ldr     r11, [r8, #20]
    ldr     r12, [r8, #8]
    ldr     lr, [r8, #12]
    str     r9, [sp, #64]
    ldr     r9, [r8, #0]
    str     r11, [sp, #68]
    ldr     r11, [r8, #28]
    ldr     r8, [r8, #16]
    eor     r3, r3, r1
    str     r8, [sp, #72]
    eor     r8, r1, r0
    eor     r1, r7, r1
    str     r12, [sp, #76]
    eor     r12, r7, r4
    str     lr, [sp, #80]
    eor     lr, r4, r0
    str     r10, [sp, #84]
    eor     r10, r12, r3
    str     r11, [sp, #88]
    eor     r11, r0, r10
    eor     r4, r4, r2
    eor     r7, r7, r2
    str     r9, [sp, #92]
    eor     r9, r1, r4
    str     r11, [sp, #96]
    and     r11, r9, r10
    str     r9, [sp, #100]
    eor     r9, r5, r2
    eor     r5, r6, r5
    eor     r2, r6, r2
    eor     lr, r5, lr
    eor     r8, r5, r8
    eor     r6, r10, r5
    eor     r5, r0, r5
    str     r5, [sp, #104]
    eor     r5, r10, r2
    eor     r2, r3, r2
    eor     r3, r3, r9
    eor     r5, r5, r11
    eor     r9, r12, r9
    str     r10, [sp, #108]
    and     r10, lr, r0
    eor     r11, r10, r11
    and     r10, r1, r3
    str     r0, [sp, #112]
    and     r0, r12, r2
    str     r2, [sp, #116]
    eor     r2, r1, r3
    eor     r2, r2, r10
    str     r1, [sp, #120]
    and     r1, r4, r9
    eor     r1, r1, r0
    str     r9, [sp, #124]
    eor     r9, r12, lr
    str     r4, [sp, #128]
    and     r4, r7, r6
    eor     r4, r4, r0
    eor     r0, r7, r8
    str     r12, [sp, #132]
    ldr     r12, [sp, #96]
    str     lr, [sp, #136]
    and     lr, r0, r12
    eor     lr, r5, lr
    eor     lr, lr, r1
    eor     r5, r7, r6
    eor     r5, r11, r5
    eor     r5, r5, r4
    eor     r11, lr, r5
    str     r6, [sp, #140]
    ldr     r6, [sp, #104]
    str     r7, [sp, #144]
    eor     r7, r6, r3
    str     r3, [sp, #148]
    and     r3, r9, r7
    eor     r10, r3, r10
    eor     r4, r10, r4
    eor     r3, r9, r7
    eor     r3, r4, r3
    and     r4, lr, r3
    and     r4, r11, r4
    and     r10, r8, r6
    eor     r10, r2, r10
    eor     r10, r10, r1
    and     lr, r10, lr
    eor     r1, r10, r3
    and     r10, r5, r10
    and     r10, r1, r10
    eor     r2, r1, lr
    eor     r10, r10, r2
    and     r12, r10, r12
    and     r0, r10, r0
    eor     r2, r3, lr
    and     r2, r2, r11
    eor     r11, r11, lr
    eor     r4, r4, r11
    eor     lr, r5, lr
    eor     r2, r5, r2
    and     r1, lr, r1
    eor     r1, r3, r1
    ldr     r3, [sp, #136]
    and     r3, r1, r3
    and     r7, r2, r7
    eor     r3, r0, r3
    ldr     r5, [sp, #112]
    and     r5, r1, r5
    and     r6, r4, r6
    and     r8, r4, r8
    eor     r8, r7, r8
    and     r9, r2, r9
    eor     r7, r5, r7
    eor     r11, r2, r4
    eor     r4, r4, r10
    ldr     lr, [sp, #144]
    and     lr, r4, lr
    str     r3, [sp, #144]
    ldr     r3, [sp, #140]
    and     r3, r4, r3
    eor     r2, r2, r1
    eor     r1, r1, r10
    ldr     r10, [sp, #132]
    and     r10, r2, r10
    eor     r4, r2, r4
    str     r7, [sp, #132]
    ldr     r7, [sp, #116]
    and     r2, r2, r7
    ldr     r7, [sp, #128]
    and     r7, r4, r7
    str     r12, [sp, #128]
    ldr     r12, [sp, #124]
    and     r12, r4, r12
    eor     lr, r7, lr
    eor     r7, r10, r7
    eor     r3, r12, r3
    eor     r2, r2, r12
    ldr     r4, [sp, #100]
    and     r4, r1, r4
    ldr     r10, [sp, #108]
    and     r10, r1, r10
    eor     r4, r4, r0
    ldr     r0, [sp, #120]
    and     r0, r11, r0
    ldr     r1, [sp, #148]
    and     r11, r11, r1
    eor     r2, r11, r2
    eor     r10, r10, r11
    eor     r5, r5, r0
    eor     r5, r5, r10
    eor     r0, r0, r8
    eor     r9, r9, r5
    eor     r5, r7, r5
    eor     r5, r8, r5
    ldr     r1, [sp, #92]
    eor     r5, r5, r1
    eor     r7, r6, r7
    eor     r3, r3, r7
    eor     r4, r4, r7
    eor     r6, r6, r2
    eor     r2, r2, r4
    ldr     r1, [sp, #128]
    eor     r1, r1, r4
    ldr     r4, [sp, #88]
    eor     r4, r2, r4
    eor     r9, r9, r3
    eor     r3, r0, r3
    ldr     r0, [sp, #84]
    eor     r3, r3, r0
    eor     r10, r10, r1
    ldr     r0, [sp, #132]
    eor     r1, r0, r1
    ldr     r0, [sp, #80]
    eor     r1, r1, r0
    ldr     r0, [sp, #144]
    eor     r0, r0, r9
    ldr     r2, [sp, #76]
    eor     r0, r0, r2
    eor     r9, r6, r9
    eor     r9, lr, r9
    ldr     r2, [sp, #68]
    eor     r2, r9, r2
    eor     r6, r6, r10
    ldr     r7, [sp, #72]
    eor     r7, r10, r7
    ldr     r8, [sp, #64]
    eor     r8, r6, r8
    eor     r6, r1, r0, lsr #1
    eor     r9, r2, r7, lsr #1
    and     r6, r6, #0x55555555
    eor     r0, r0, r6, lsl #1
    eor     r1, r1, r6
    and     r9, r9, #0x55555555
    eor     r7, r7, r9, lsl #1
    eor     r9, r2, r9
    eor     r2, r4, r8, lsr #1
    and     r2, r2, #0x55555555
    eor     r4, r4, r2
    eor     r2, r8, r2, lsl #1
    eor     r6, r2, r7, lsr #2
    and     r6, r6, #0x33333333
    eor     r7, r7, r6, lsl #2
    eor     r2, r2, r6
    eor     r6, r4, r9, lsr #2
    and     r6, r6, #0x33333333
    eor     r4, r4, r6
    eor     r9, r9, r6, lsl #2
    eor     r6, r3, r5, lsr #1
    and     r6, r6, #0x55555555
    eor     r3, r3, r6
    eor     r5, r5, r6, lsl #1
    eor     r6, r0, r5, lsr #2
    and     r6, r6, #0x33333333
    eor     r5, r5, r6, lsl #2
    eor     r0, r0, r6
    eor     r6, r7, r5, lsr #4
    and     r6, r6, #0x0f0f0f0f
    eor     r7, r7, r6
    eor     r6, r5, r6, lsl #4
    eor     r5, r6, r7
    and     r5, r5, #0xff00ff00
    eor     r6, r6, r5
    eor     r5, r7, r5
    ldr     r7, [sp, #56]
    str     r5, [r7, #8]
    str     r6, [r7, #0]
    eor     r5, r2, r0, lsr #4
    and     r5, r5, #0x0f0f0f0f
    eor     r0, r0, r5, lsl #4
    eor     r5, r2, r5
    eor     r2, r0, r5
    and     r2, r2, #0xff00ff00
    eor     r5, r5, r2
    str     r5, [r7, #12]
    eor     r2, r0, r2
    str     r2, [r7, #4]
    eor     r0, r1, r3, lsr #2
    and     r0, r0, #0x33333333
    eor     r3, r3, r0, lsl #2
    eor     r0, r1, r0
    eor     r1, r9, r3, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r3, r3, r1, lsl #4
    eor     r9, r9, r1
    eor     r1, r3, r9
    and     r1, r1, #0xff00ff00
    eor     r3, r3, r1
    eor     r1, r9, r1
    ldr     r2, [sp, #60]
    str     r3, [r2, #0]
    str     r1, [r2, #8]
    eor     r1, r4, r0, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r0, r0, r1, lsl #4
    eor     r1, r4, r1
    eor     r3, r0, r1
    and     r3, r3, #0xff00ff00
    eor     r0, r0, r3
    str     r0, [r2, #4]
    eor     r3, r1, r3
    str     r3, [r2, #12]
    b       7f
8:
    // enc_last0: 244 instructions, ~275 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #24]
    ldr     r10, [r8, #12]
    ldr     r11, [r8, #20]
    ldr     r12, [r8, #4]
    ldr     lr, [r8, #16]
    str     r10, [sp, #64]
    ldr     r10, [r8, #0]
    str     r12, [sp, #68]
    ldr     r12, [r8, #28]
    ldr     r8, [r8, #8]
    eor     r3, r3, r1
    str     r10, [sp, #72]
    eor     r10, r1, r0
    eor     r1, r7, r1
    str     lr, [sp, #76]
    eor     lr, r7, r2
    eor     r7, r7, r4
    str     r12, [sp, #80]
    eor     r12, r7, r3
    str     r11, [sp, #84]
    eor     r11, r0, r12
    str     r9, [sp, #88]
    eor     r9, r4, r2
    eor     r4, r4, r0
    str     r8, [sp, #92]
    eor     r8, r1, r9
    str     r1, [sp, #96]
    and     r1, r8, r12
    str     r8, [sp, #100]
    eor     r8, r6, r2
    str     r0, [sp, #104]
    eor     r0, r12, r8
    eor     r0, r0, r1
    eor     r8, r3, r8
    str     r12, [sp, #108]
    and     r12, r7, r8
    eor     r2, r5, r2
    eor     r5, r6, r5
    eor     r3, r3, r2
    eor     r2, r7, r2
    eor     r4, r5, r4
    eor     r10, r5, r10
    eor     r6, r7, r4
    str     r8, [sp, #112]
    eor     r8, lr, r10
    str     r7, [sp, #116]
    and     r7, r9, r2
    eor     r7, r7, r12
    str     r9, [sp, #120]
    and     r9, r8, r11
    eor     r9, r0, r9
    eor     r9, r9, r7
    ldr     r0, [sp, #104]
    str     r11, [sp, #124]
    and     r11, r4, r0
    eor     r1, r11, r1
    ldr     r11, [sp, #96]
    str     r8, [sp, #128]
    and     r8, r11, r3
    str     r2, [sp, #132]
    eor     r2, r11, r3
    eor     r2, r2, r8
    eor     r11, r0, r5
    ldr     r0, [sp, #108]
    eor     r5, r0, r5
    eor     r0, r11, r3
    str     r3, [sp, #136]
    and     r3, r10, r11
    eor     r3, r2, r3
    eor     r3, r3, r7
    and     r2, r3, r9
    eor     r7, r6, r0
    str     r4, [sp, #140]
    and     r4, r6, r0
    eor     r8, r4, r8
    and     r4, lr, r5
    eor     r4, r4, r12
    eor     r8, r8, r4
    eor     r7, r8, r7
    eor     r8, r3, r7
    eor     r12, lr, r5
    eor     r12, r1, r12
    eor     r4, r12, r4
    and     r3, r4, r3
    and     r3, r8, r3
    eor     r1, r9, r4
    and     r9, r9, r7
    and     r9, r1, r9
    eor     r12, r7, r2
    and     r12, r12, r1
    eor     r1, r1, r2
    eor     r9, r9, r1
    and     r10, r9, r10
    eor     r12, r4, r12
    eor     r4, r4, r2
    eor     r2, r8, r2
    eor     r3, r3, r2
    and     r8, r4, r8
    eor     r8, r7, r8
    and     r11, r9, r11
    ldr     r1, [sp, #140]
    and     r1, r8, r1
    and     r6, r12, r6
    and     r0, r12, r0
    eor     r10, r0, r10
    ldr     r2, [sp, #104]
    and     r2, r8, r2
    eor     r0, r2, r0
    eor     r4, r8, r3
    eor     r8, r12, r8
    eor     r12, r12, r9
    eor     r9, r9, r3
    eor     r7, r8, r9
    str     r0, [sp, #140]
    ldr     r0, [sp, #108]
    and     r0, r4, r0
    str     r11, [sp, #108]
    ldr     r11, [sp, #100]
    and     r11, r4, r11
    and     r5, r9, r5
    and     lr, r9, lr
    ldr     r4, [sp, #132]
    and     r4, r7, r4
    eor     r5, r4, r5
    ldr     r9, [sp, #120]
    and     r9, r7, r9
    eor     lr, r9, lr
    ldr     r7, [sp, #136]
    and     r7, r12, r7
    str     lr, [sp, #136]
    ldr     lr, [sp, #96]
    and     lr, r12, lr
    eor     r2, r2, lr
    eor     lr, lr, r10
    eor     r0, r0, r7
    eor     r2, r2, r0
    eor     r6, r6, r2
    ldr     r12, [sp, #128]
    and     r12, r3, r12
    eor     r1, r12, r1
    eor     r11, r11, r12
    ldr     r12, [sp, #124]
    and     r3, r3, r12
    ldr     r12, [sp, #116]
    and     r12, r8, r12
    eor     r9, r12, r9
    eor     r2, r9, r2
    eor     r2, r10, r2
    ldr     r10, [sp, #108]
    eor     r9, r10, r9
    eor     r5, r5, r9
    eor     r11, r11, r9
    eor     r6, r6, r5
    eor     r5, lr, r5
    eor     r3, r3, r11
    eor     r0, r0, r3
    ldr     r9, [sp, #140]
    eor     r3, r9, r3
    eor     r1, r1, r6
    ldr     r9, [sp, #92]
    eor     r1, r1, r9
    ldr     r9, [sp, #112]
    and     r8, r8, r9
    eor     r8, r8, r4
    eor     r8, r7, r8
    eor     r10, r10, r8
    eor     r11, r8, r11
    eor     r6, r10, r6
    ldr     r4, [sp, #136]
    eor     r6, r4, r6
    eor     r10, r10, r0
    ldr     r4, [sp, #88]
    eor     r4, r10, r4
    ldr     r7, [sp, #84]
    eor     r7, r6, r7
    ldr     r6, [sp, #80]
    eor     r6, r11, r6
    eor     r8, r6, r4, lsr #1
    ldr     r9, [sp, #76]
    eor     r9, r0, r9
    eor     r0, r7, r9, lsr #1
    ldr     r10, [sp, #72]
    eor     r2, r2, r10
    ldr     r10, [sp, #68]
    eor     r5, r5, r10
    eor     r10, r5, r2, lsr #1
    ldr     r11, [sp, #64]
    eor     r3, r3, r11
    eor     r11, r3, r1, lsr #1
    and     r11, r11, #0x55555555
    eor     r3, r3, r11
    eor     r11, r1, r11, lsl #1
    and     r10, r10, #0x55555555
    eor     r2, r2, r10, lsl #1
    eor     r10, r5, r10
    eor     r1, r3, r10, lsr #2
    eor     r5, r11, r2, lsr #2
    and     r1, r1, #0x33333333
    eor     r3, r3, r1
    eor     r10, r10, r1, lsl #2
    and     r0, r0, #0x55555555
    eor     r9, r9, r0, lsl #1
    eor     r0, r7, r0
    and     r5, r5, #0x33333333
    eor     r11, r11, r5
    eor     r5, r2, r5, lsl #2
    and     r8, r8, #0x55555555
    eor     r4, r4, r8, lsl #1
    eor     r6, r6, r8
    eor     r1, r4, r9, lsr #2
    eor     r2, r6, r0, lsr #2
    and     r1, r1, #0x33333333
    eor     r9, r9, r1, lsl #2
    eor     r4, r4, r1
    eor     r1, r9, r5, lsr #4
    eor     r7, r4, r11, lsr #4
    and     r2, r2, #0x33333333
    eor     r6, r6, r2
    eor     r0, r0, r2, lsl #2
    eor     r2, r6, r3, lsr #4
    eor     r8, r0, r10, lsr #4
    and     r7, r7, #0x0f0f0f0f
    eor     r11, r11, r7, lsl #4
    eor     r7, r4, r7
    and     r8, r8, #0x0f0f0f0f
    eor     r10, r10, r8, lsl #4
    eor     r0, r0, r8
    and     r2, r2, #0x0f0f0f0f
    eor     r6, r6, r2
    eor     r2, r3, r2, lsl #4
    and     r1, r1, #0x0f0f0f0f
    eor     r9, r9, r1
    eor     r1, r5, r1, lsl #4
    ldr     r3, [sp, #56]
    str     r1, [r3, #0]
    str     r7, [r3, #12]
    str     r11, [r3, #4]
    str     r9, [r3, #8]
    ldr     r1, [sp, #60]
    str     r0, [r1, #8]
    str     r6, [r1, #12]
    str     r10, [r1, #0]
    str     r2, [r1, #4]
7:
    // wipe the frame: state planes and spilled intermediates
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, sp
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    add     sp, sp, #160
    pop     {r4-r11, pc}
    .size   ucrypt_aes_ct_enc2_armv7m, .-ucrypt_aes_ct_enc2_armv7m

    .global ucrypt_aes_ct_dec_armv7m
    .type   ucrypt_aes_ct_dec_armv7m, %function
    .p2align 2
ucrypt_aes_ct_dec_armv7m:
    push    {r4-r11, lr}
    sub     sp, sp, #224
    ldr     r4, [sp, #260]
    ldr     r5, [sp, #264]
    str     r0, [sp, #40]
    str     r1, [sp, #44]
    str     r2, [sp, #48]
    str     r3, [sp, #56]
    add     r4, r2, r4, lsl #5
    str     r4, [sp, #112]
    str     r5, [sp, #116]
    add     r6, r0, r1, lsl #5
    sub     r6, r6, #32
    cmp     r1, #12
    bne     1f
    add     r6, r6, #64
1:
    str     r6, [sp, #120]
    adds    r7, r1, #2
    lsrs    r7, r7, #2
    str     r7, [sp, #124]
    // PREV = IV (CBC) or zero
    movs    r8, #0
    movs    r9, #0
    movs    r10, #0
    movs    r11, #0
    cbz     r5, .Ldec_noiv
    ldr     r8, [r5, #0]
    ldr     r9, [r5, #4]
    ldr     r10, [r5, #8]
    ldr     r11, [r5, #12]
.Ldec_noiv:
    str     r8, [sp, #96]
    str     r9, [sp, #100]
    str     r10, [sp, #104]
    str     r11, [sp, #108]
.Ldec_pair:
    ldr     r8, [sp, #120]
    ldr     r9, [sp, #124]
    ldr     r10, [sp, #44]
    str     r8, [sp, #32]
    str     r9, [sp, #36]
    cmp     r10, #12
    beq     .Ldec_192
    // dload2: 102 instructions, ~114 model cycles
    ldr     r0, [sp, #48]
    ldr     r1, [r0, #0]
    ldr     r2, [r0, #16]
    str     r1, [sp, #64]
    str     r2, [sp, #80]
    ldr     r3, [r0, #4]
    ldr     r4, [r0, #20]
    str     r3, [sp, #68]
    str     r4, [sp, #84]
    ldr     r5, [r0, #8]
    ldr     r6, [r0, #24]
    str     r5, [sp, #72]
    str     r6, [sp, #88]
    ldr     r7, [r0, #12]
    ldr     r0, [r0, #28]
    str     r7, [sp, #76]
    str     r0, [sp, #92]
    eor     r8, r1, r5
    and     r8, r8, #0xff00ff00
    eor     r1, r1, r8
    eor     r8, r5, r8
    eor     r5, r2, r6
    and     r5, r5, #0xff00ff00
    eor     r2, r2, r5
    eor     r6, r6, r5
    eor     r5, r3, r7
    and     r5, r5, #0xff00ff00
    eor     r3, r3, r5
    eor     r5, r7, r5
    eor     r7, r4, r0
    and     r7, r7, #0xff00ff00
    eor     r4, r4, r7
    eor     r0, r0, r7
    eor     r7, r2, r1, lsr #1
    and     r7, r7, #0x55555555
    eor     r2, r2, r7
    eor     r7, r1, r7, lsl #1
    eor     r1, r4, r3, lsr #1
    and     r1, r1, #0x55555555
    eor     r4, r4, r1
    eor     r3, r3, r1, lsl #1
    eor     r1, r6, r8, lsr #1
    and     r1, r1, #0x55555555
    eor     r6, r6, r1
    eor     r1, r8, r1, lsl #1
    eor     r8, r0, r5, lsr #1
    and     r8, r8, #0x55555555
    eor     r0, r0, r8
    eor     r5, r5, r8, lsl #1
    eor     r8, r3, r7, lsr #2
    and     r8, r8, #0x33333333
    eor     r3, r3, r8
    eor     r8, r7, r8, lsl #2
    eor     r7, r4, r2, lsr #2
    and     r7, r7, #0x33333333
    eor     r4, r4, r7
    eor     r2, r2, r7, lsl #2
    eor     r7, r5, r1, lsr #2
    and     r7, r7, #0x33333333
    eor     r5, r5, r7
    eor     r7, r1, r7, lsl #2
    eor     r1, r0, r6, lsr #2
    and     r1, r1, #0x33333333
    eor     r0, r0, r1
    eor     r6, r6, r1, lsl #2
    eor     r1, r7, r8, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r7, r7, r1
    eor     r1, r8, r1, lsl #4
    eor     r8, r6, r2, lsr #4
    and     r8, r8, #0x0f0f0f0f
    eor     r6, r6, r8
    eor     r2, r2, r8, lsl #4
    eor     r8, r5, r3, lsr #4
    and     r8, r8, #0x0f0f0f0f
    eor     r5, r5, r8
    eor     r8, r3, r8, lsl #4
    eor     r3, r0, r4, lsr #4
    and     r3, r3, #0x0f0f0f0f
    eor     r0, r0, r3
    eor     r3, r4, r3, lsl #4
    ldr     r4, [sp, #32]
    ldr     r9, [r4, #32]
    eor     r9, r1, r9
    ldr     r1, [r4, #36]
    eor     r1, r2, r1
    ldr     r2, [r4, #40]
    eor     r2, r8, r2
    ldr     r8, [r4, #44]
    eor     r3, r3, r8
    ldr     r8, [r4, #48]
    eor     r8, r7, r8
    ldr     r7, [r4, #52]
    eor     r7, r6, r7
    ldr     r6, [r4, #56]
    eor     r6, r5, r6
    ldr     r4, [r4, #60]
    eor     r4, r0, r4
    mov     r0, r9
    mov     r5, r7
    mov     r7, r4
    mov     r4, r8
1:
    // dec_round1: 318 instructions, ~355 model cycles
    ldr     r8, [sp, #32]
    ldr     r9, [r8, #8]
    ldr     r10, [r8, #20]
    ldr     r11, [r8, #24]
    ldr     r12, [r8, #28]
    ldr     lr, [r8, #0]
    str     r12, [sp, #128]
    ldr     r12, [r8, #12]
    str     r9, [sp, #132]
    ldr     r9, [r8, #16]
    ldr     r8, [r8, #4]
    str     r9, [sp, #136]
    eor     r9, r4, r6
    str     r12, [sp, #140]
    eor     r12, r4, r7
    str     lr, [sp, #144]
    eor     lr, r6, r7
    str     r10, [sp, #148]
    eor     r10, r7, r9
    str     r11, [sp, #152]
    and     r11, r12, r10
    eor     r6, r3, r6
    eor     r4, r3, r4
    str     r8, [sp, #156]
    eor     r8, r3, r10
    str     r12, [sp, #160]
    eor     r12, r7, r6
    eor     r7, r2, r7
    eor     r12, r0, r12
    eor     r3, r0, r3
    str     r10, [sp, #164]
    eor     r10, r0, r4
    str     r8, [sp, #168]
    and     r8, r9, r10
    str     r10, [sp, #172]
    and     r10, lr, r12
    str     r12, [sp, #176]
    eor     r12, r5, r9
    str     r3, [sp, #180]
    eor     r3, r0, r12
    eor     r12, r2, r12
    str     r11, [sp, #184]
    eor     r11, r5, r4
    str     r12, [sp, #188]
    eor     r12, r5, r7
    eor     r2, r1, r2
    eor     r2, r4, r2
    eor     r0, r0, r1
    eor     r1, r1, r5
    eor     r1, r6, r1
    eor     r6, r0, r6
    str     r2, [sp, #192]
    eor     r2, r0, r4
    str     r12, [sp, #196]
    and     r12, r2, r1
    eor     r3, r3, r12
    eor     r8, r3, r8
    eor     r3, r7, r6
    str     r2, [sp, #200]
    eor     r2, r9, r0
    eor     r7, r2, r7
    eor     r5, r5, r2
    eor     r0, r0, lr
    str     lr, [sp, #204]
    and     lr, r6, r5
    eor     r12, lr, r12
    and     lr, r4, r7
    eor     r10, r10, lr
    eor     r12, r12, r10
    eor     r11, r12, r11
    ldr     r12, [sp, #188]
    str     r1, [sp, #208]
    and     r1, r0, r12
    eor     r3, r3, r1
    str     r9, [sp, #212]
    ldr     r9, [sp, #184]
    eor     r9, r3, r9
    ldr     r3, [sp, #196]
    str     r6, [sp, #184]
    and     r6, r2, r3
    eor     r6, r6, r1
    ldr     r1, [sp, #180]
    eor     r6, r6, r1
    eor     r10, r6, r10
    ldr     r1, [sp, #168]
    ldr     r6, [sp, #192]
    str     r5, [sp, #180]
    and     r5, r1, r6
    eor     r5, r5, lr
    eor     r9, r9, r5
    eor     r5, r8, r5
    and     r8, r5, r9
    eor     lr, r10, r8
    and     r6, r10, r5
    eor     r5, r5, r11
    and     r6, r5, r6
    and     lr, lr, r5
    eor     r5, r5, r8
    eor     r5, r6, r5
    eor     lr, r11, lr
    and     r2, lr, r2
    and     r3, lr, r3
    eor     r6, lr, r5
    and     r0, r6, r0
    and     r6, r6, r12
    ldr     r12, [sp, #164]
    and     r12, r5, r12
    str     r6, [sp, #164]
    eor     r6, r11, r8
    and     r11, r9, r11
    eor     r9, r9, r10
    eor     r8, r9, r8
    and     r11, r9, r11
    eor     r11, r11, r8
    and     r6, r6, r9
    eor     r6, r10, r6
    eor     lr, r6, lr
    and     r4, lr, r4
    and     r7, lr, r7
    eor     r7, r7, r4
    eor     r4, r0, r4
    ldr     r8, [sp, #180]
    and     r8, r6, r8
    ldr     r9, [sp, #184]
    and     r9, r6, r9
    eor     r6, r6, r11
    ldr     r10, [sp, #212]
    and     r10, r11, r10
    str     r8, [sp, #212]
    ldr     r8, [sp, #208]
    and     r8, r6, r8
    eor     r9, r8, r9
    str     r0, [sp, #208]
    ldr     r0, [sp, #200]
    and     r0, r6, r0
    eor     r0, r0, r7
    eor     r6, r11, r5
    eor     lr, lr, r6
    str     r9, [sp, #200]
    ldr     r9, [sp, #172]
    and     r9, r11, r9
    ldr     r11, [sp, #160]
    and     r5, r5, r11
    eor     r5, r3, r5
    eor     r5, r9, r5
    and     r1, lr, r1
    ldr     r11, [sp, #192]
    and     lr, lr, r11
    eor     r1, r1, r0
    eor     r0, lr, r0
    eor     r11, r10, r1
    eor     r9, r9, r11
    eor     lr, lr, r9
    eor     r10, r10, r5
    eor     lr, r8, lr
    eor     r5, r2, r5
    eor     r5, r1, r5
    ldr     r1, [sp, #156]
    eor     r1, lr, r1
    ldr     lr, [sp, #204]
    and     lr, r6, lr
    eor     r10, lr, r10
    eor     lr, r2, lr
    eor     lr, r4, lr
    eor     r2, r2, r10
    eor     r7, r7, r10
    ldr     r4, [sp, #176]
    and     r6, r6, r4
    eor     r11, r6, r11
    eor     r6, r12, r6
    ldr     r4, [sp, #200]
    eor     r4, r6, r4
    eor     r5, r4, r5
    ldr     r10, [sp, #208]
    eor     r10, r10, r4
    eor     r7, r10, r7
    ldr     r4, [sp, #152]
    eor     r4, r7, r4
    ldr     r7, [sp, #148]
    eor     r5, r5, r7
    ldr     r7, [sp, #144]
    eor     r7, lr, r7
    ldr     r10, [sp, #212]
    eor     r12, r10, r11
    eor     r8, r8, r12
    ldr     r12, [sp, #164]
    eor     r11, r12, r11
    eor     r12, r12, r10
    eor     r3, r3, r11
    eor     r2, r12, r2
    eor     r9, r9, r12
    eor     r6, r6, r9
    eor     r2, r2, r0
    ldr     r0, [sp, #140]
    eor     r0, r2, r0
    ldr     r2, [sp, #136]
    eor     r3, r3, r2
    ldr     r2, [sp, #132]
    eor     r6, r6, r2
    ldr     r2, [sp, #128]
    eor     r8, r8, r2
    eor     r2, r3, r3, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r2, r3, r2
    eor     r9, r3, r2, ror #12
    eor     r10, r4, r9
    eor     r11, r4, r4, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r11, r4, r11
    eor     r4, r4, r11, ror #12
    eor     r11, r9, r11, ror #12
    eor     r9, r7, r4
    eor     r12, r7, r7, ror #8
    and     r12, r12, #0xf0f0f0f0
    eor     r12, r7, r12
    eor     r7, r7, r12, ror #12
    eor     r12, r4, r12, ror #12
    eor     lr, r8, r8, ror #8
    and     lr, lr, #0xf0f0f0f0
    eor     lr, r8, lr
    str     r9, [sp, #128]
    eor     r9, r8, lr, ror #12
    eor     r7, r7, r9
    str     r12, [sp, #132]
    eor     r12, r9, r4
    str     r8, [sp, #136]
    eor     r8, r6, r7
    str     lr, [sp, #140]
    eor     lr, r1, r12
    str     r10, [sp, #212]
    eor     r10, r6, r6, ror #8
    and     r10, r10, #0xf0f0f0f0
    eor     r10, r6, r10
    eor     r6, r6, r10, ror #12
    eor     r7, r7, r10, ror #12
    eor     r7, lr, r7
    eor     r6, r6, r9
    eor     r6, r6, r4
    eor     r2, r6, r2, ror #12
    eor     r3, r3, r6
    eor     r6, r7, r8
    eor     r10, r6, r6, ror #8
    and     r10, r10, #0xfcfcfcfc
    eor     r6, r6, r10
    eor     r7, r7, r6, ror #2
    eor     r6, r1, r1, ror #8
    and     r6, r6, #0xf0f0f0f0
    eor     r6, r1, r6
    eor     r1, r1, r6, ror #12
    eor     r1, r1, r4
    eor     r12, r12, r6, ror #12
    eor     r4, r0, r1
    eor     r6, r0, r0, ror #8
    and     r6, r6, #0xf0f0f0f0
    eor     r6, r0, r6
    eor     r0, r0, r6, ror #12
    eor     r6, r1, r6, ror #12
    eor     r0, r0, r9
    eor     r1, r5, r0
    eor     r11, r1, r11
    ldr     r9, [sp, #212]
    eor     r10, r11, r9
    str     r7, [sp, #164]
    eor     r7, r10, r10, ror #8
    and     r7, r7, #0xfcfcfcfc
    eor     r7, r10, r7
    eor     r7, r11, r7, ror #2
    eor     r10, r5, r5, ror #8
    and     r10, r10, #0xf0f0f0f0
    eor     r10, r5, r10
    eor     r5, r5, r10, ror #12
    eor     r10, r0, r10, ror #12
    eor     r10, r3, r10
    eor     r1, r10, r1
    ldr     r0, [sp, #140]
    eor     r0, r5, r0, ror #12
    eor     r9, r9, r0
    ldr     r0, [sp, #136]
    eor     r5, r0, r5
    eor     r8, r8, r5
    eor     r6, r8, r6
    eor     r0, r9, r5
    ldr     r8, [sp, #132]
    eor     r8, r5, r8
    eor     r11, r4, r5
    eor     r11, r11, r2
    eor     r4, r6, r4
    eor     r3, r11, r3
    ldr     r2, [sp, #128]
    eor     r5, r2, r5
    eor     r12, r5, r12
    eor     r2, r8, r2
    eor     lr, r12, lr
    eor     r5, lr, lr, ror #8
    and     r5, r5, #0xfcfcfcfc
    eor     r5, lr, r5
    eor     r5, r12, r5, ror #2
    eor     r12, r2, r2, ror #8
    and     r12, r12, #0xfcfcfcfc
    eor     r2, r2, r12
    eor     r8, r8, r2, ror #2
    eor     r2, r3, r3, ror #8
    and     r2, r2, #0xfcfcfcfc
    eor     r3, r3, r2
    eor     r3, r11, r3, ror #2
    eor     r2, r4, r4, ror #8
    and     r2, r2, #0xfcfcfcfc
    eor     r4, r4, r2
    eor     r6, r6, r4, ror #2
    eor     r2, r0, r0, ror #8
    and     r2, r2, #0xfcfcfcfc
    eor     r0, r0, r2
    eor     r9, r9, r0, ror #2
    eor     r0, r1, r1, ror #8
    and     r0, r0, #0xfcfcfcfc
    eor     r1, r1, r0
    eor     r10, r10, r1, ror #2
    ldr     r0, [sp, #164]
    ldr     r11, [sp, #36]
    subs    r11, r11, #1
    str     r11, [sp, #36]
    beq     9f
    // dec_round0: 248 instructions, ~278 model cycles
    ldr     r1, [sp, #32]
    ldr     r2, [r1, #-16]
    ldr     r4, [r1, #-20]
    ldr     r11, [r1, #-32]
    ldr     r12, [r1, #-8]
    ldr     lr, [r1, #-24]
    str     r2, [sp, #128]
    ldr     r2, [r1, #-28]
    str     lr, [sp, #132]
    ldr     lr, [r1, #-4]
    ldr     r1, [r1, #-12]
    str     lr, [sp, #136]
    eor     lr, r6, r7
    str     r4, [sp, #140]
    eor     r4, r6, r3
    str     r11, [sp, #144]
    eor     r11, r3, r7
    eor     r3, r3, r9
    eor     r7, r7, r9
    str     r2, [sp, #148]
    eor     r2, r9, r11
    str     r12, [sp, #152]
    and     r12, r3, r2
    str     r1, [sp, #156]
    eor     r1, r9, lr
    eor     r9, r0, r9
    eor     r1, r8, r1
    str     r3, [sp, #160]
    eor     r3, r6, r2
    eor     r6, r8, r6
    str     r2, [sp, #164]
    and     r2, r7, r1
    str     r1, [sp, #168]
    eor     r1, r8, r4
    str     r2, [sp, #172]
    and     r2, r11, r1
    str     r1, [sp, #176]
    eor     r1, r5, r0
    eor     r1, r4, r1
    str     r2, [sp, #180]
    eor     r2, r8, r5
    eor     r5, r5, r10
    eor     r5, lr, r5
    eor     lr, r2, lr
    str     r5, [sp, #184]
    eor     r5, r2, r7
    str     r7, [sp, #188]
    eor     r7, r10, r11
    eor     r0, r0, r7
    eor     r8, r8, r7
    and     r7, r3, r1
    str     r1, [sp, #192]
    and     r1, r5, r0
    str     r3, [sp, #196]
    eor     r3, r2, r4
    eor     r2, r11, r2
    str     r0, [sp, #200]
    eor     r0, r10, r2
    str     r5, [sp, #204]
    eor     r5, r10, r9
    eor     r10, r10, r4
    str     r11, [sp, #208]
    and     r11, r2, r5
    eor     r11, r11, r1
    eor     r11, r11, r6
    eor     r6, r2, r9
    eor     r9, r9, lr
    eor     r9, r9, r1
    eor     r12, r9, r12
    ldr     r1, [sp, #184]
    and     r9, r3, r1
    eor     r8, r8, r9
    ldr     r1, [sp, #180]
    eor     r1, r8, r1
    and     r8, lr, r0
    eor     r9, r8, r9
    and     r8, r4, r6
    eor     r7, r7, r8
    str     r3, [sp, #180]
    ldr     r3, [sp, #172]
    eor     r3, r3, r8
    eor     r11, r11, r3
    eor     r3, r9, r3
    eor     r10, r3, r10
    eor     r1, r1, r7
    eor     r7, r12, r7
    and     r3, r1, r7
    eor     r8, r7, r11
    and     r7, r7, r10
    and     r7, r8, r7
    eor     r9, r10, r3
    and     r9, r9, r8
    eor     r8, r8, r3
    eor     r7, r7, r8
    eor     r9, r11, r9
    and     r0, r9, r0
    ldr     r8, [sp, #208]
    and     r8, r7, r8
    and     lr, r9, lr
    ldr     r12, [sp, #176]
    and     r12, r7, r12
    str     r0, [sp, #176]
    eor     r0, r1, r10
    and     r1, r11, r1
    eor     r11, r11, r3
    and     r11, r11, r0
    eor     r11, r10, r11
    and     r2, r11, r2
    and     r5, r11, r5
    and     r1, r0, r1
    eor     r0, r0, r3
    eor     r0, r1, r0
    ldr     r1, [sp, #160]
    and     r1, r0, r1
    ldr     r3, [sp, #164]
    and     r3, r0, r3
    eor     r1, r5, r1
    eor     r1, r12, r1
    eor     r10, r9, r11
    and     r4, r10, r4
    and     r6, r10, r6
    eor     r6, r6, r4
    eor     r9, r9, r7
    str     r5, [sp, #164]
    ldr     r5, [sp, #180]
    and     r5, r9, r5
    str     r2, [sp, #180]
    ldr     r2, [sp, #184]
    and     r2, r9, r2
    eor     lr, r2, lr
    eor     r5, r5, r6
    eor     r11, r11, r0
    eor     r7, r7, r0
    ldr     r0, [sp, #188]
    and     r0, r7, r0
    eor     r10, r10, r7
    ldr     r9, [sp, #168]
    and     r7, r7, r9
    ldr     r9, [sp, #204]
    and     r9, r11, r9
    str     r2, [sp, #204]
    ldr     r2, [sp, #200]
    and     r11, r11, r2
    ldr     r2, [sp, #196]
    and     r2, r10, r2
    str     r11, [sp, #196]
    ldr     r11, [sp, #192]
    and     r10, r10, r11
    eor     r2, r2, r5
    eor     r5, r10, r5
    eor     r4, r9, r4
    eor     r3, r3, r7
    eor     lr, r3, lr
    eor     r9, r9, lr
    eor     r11, r8, r2
    eor     r12, r12, r11
    eor     r7, r7, r11
    eor     r8, r8, r1
    ldr     r11, [sp, #180]
    eor     r1, r11, r1
    eor     r1, r2, r1
    eor     lr, lr, r1
    ldr     r1, [sp, #156]
    eor     lr, lr, r1
    eor     r8, r0, r8
    eor     r10, r10, r12
    eor     r6, r6, r8
    eor     r6, r9, r6
    ldr     r1, [sp, #152]
    eor     r1, r6, r1
    ldr     r2, [sp, #204]
    eor     r10, r2, r10
    ldr     r6, [sp, #148]
    eor     r6, r10, r6
    eor     r0, r11, r0
    eor     r11, r11, r8
    eor     r0, r4, r0
    ldr     r4, [sp, #144]
    eor     r4, r0, r4
    ldr     r0, [sp, #196]
    ldr     r8, [sp, #176]
    eor     r9, r0, r8
    eor     r12, r12, r9
    eor     r9, r9, r11
    eor     r3, r3, r12
    eor     r9, r9, r5
    ldr     r5, [sp, #140]
    eor     r5, r9, r5
    ldr     r9, [sp, #132]
    eor     r3, r3, r9
    eor     r8, r8, r7
    eor     r0, r0, r7
    eor     r2, r2, r8
    ldr     r7, [sp, #136]
    eor     r2, r2, r7
    ldr     r7, [sp, #164]
    eor     r7, r7, r0
    ldr     r0, [sp, #128]
    eor     r7, r7, r0
    eor     r0, r1, r1, ror #16
    eor     r8, r7, r7, ror #16
    eor     r8, r1, r8
    eor     r1, r2, r2, ror #16
    eor     r9, r3, r3, ror #16
    eor     r9, r9, r1
    eor     r9, r9, r0
    eor     r7, r7, r9
    eor     r9, lr, lr, ror #16
    eor     r9, r2, r9
    eor     r2, r6, r6, ror #16
    eor     r2, r2, r0
    eor     r2, r5, r2
    eor     r5, r5, r5, ror #16
    eor     r5, r5, r1
    eor     r5, lr, r5
    eor     r10, r8, r8, ror #8
    eor     r11, r4, r4, ror #16
    eor     r11, r11, r1
    eor     r11, r3, r11
    eor     r4, r4, r0
    eor     r0, r1, r0
    eor     r6, r6, r0
    eor     r0, r10, r9, ror #8
    eor     r9, r9, r9, ror #8
    eor     r0, r0, r9, ror #16
    eor     r1, r4, r4, ror #8
    eor     r4, r9, r4, ror #8
    eor     r4, r4, r1, ror #16
    eor     r1, r1, r9
    eor     r1, r1, r6, ror #8
    eor     r6, r6, r6, ror #8
    eor     r1, r1, r6, ror #16
    eor     r6, r6, r11, ror #8
    eor     r11, r11, r11, ror #8
    eor     r6, r6, r11, ror #16
    eor     r11, r11, r9
    eor     r11, r11, r2, ror #8
    eor     r2, r2, r2, ror #8
    eor     r11, r11, r2, ror #16
    eor     r2, r2, r9
    eor     r2, r2, r7, ror #8
    eor     r7, r7, r7, ror #8
    eor     r2, r2, r7, ror #16
    eor     r7, r7, r5, ror #8
    eor     r5, r5, r5, ror #8
    eor     r7, r7, r5, ror #16
    eor     r5, r5, r8, ror #8
    eor     r10, r5, r10, ror #16
3:
    // dec_round3: 318 instructions, ~355 model cycles
    ldr     r3, [sp, #32]
    ldr     r5, [r3, #-56]
    ldr     r8, [r3, #-44]
    ldr     r9, [r3, #-40]
    ldr     r12, [r3, #-36]
    ldr     lr, [r3, #-64]
    str     r12, [sp, #128]
    ldr     r12, [r3, #-52]
    str     r5, [sp, #132]
    ldr     r5, [r3, #-48]
    ldr     r3, [r3, #-60]
    str     r5, [sp, #136]
    eor     r5, r2, r10
    str     r12, [sp, #140]
    eor     r12, r2, r0
    str     lr, [sp, #144]
    eor     lr, r10, r0
    str     r8, [sp, #148]
    eor     r8, r0, r5
    str     r9, [sp, #152]
    and     r9, r12, r8
    eor     r10, r11, r10
    eor     r2, r11, r2
    str     r3, [sp, #156]
    eor     r3, r11, r8
    str     r12, [sp, #160]
    eor     r12, r0, r10
    eor     r0, r6, r0
    eor     r12, r4, r12
    eor     r11, r4, r11
    str     r8, [sp, #164]
    eor     r8, r4, r2
    str     r3, [sp, #168]
    and     r3, r5, r8
    str     r8, [sp, #172]
    and     r8, lr, r12
    str     r12, [sp, #176]
    eor     r12, r7, r5
    str     r11, [sp, #180]
    eor     r11, r4, r12
    eor     r12, r6, r12
    str     r9, [sp, #184]
    eor     r9, r7, r2
    str     r12, [sp, #188]
    eor     r12, r7, r0
    eor     r6, r1, r6
    eor     r6, r2, r6
    eor     r4, r4, r1
    eor     r1, r1, r7
    eor     r1, r10, r1
    eor     r10, r4, r10
    str     r6, [sp, #192]
    eor     r6, r4, r2
    str     r12, [sp, #196]
    and     r12, r6, r1
    eor     r11, r11, r12
    eor     r3, r11, r3
    eor     r11, r0, r10
    str     r6, [sp, #200]
    eor     r6, r5, r4
    eor     r0, r6, r0
    eor     r7, r7, r6
    eor     r4, r4, lr
    str     lr, [sp, #204]
    and     lr, r10, r7
    eor     r12, lr, r12
    and     lr, r2, r0
    eor     r8, r8, lr
    eor     r12, r12, r8
    eor     r9, r12, r9
    ldr     r12, [sp, #188]
    str     r1, [sp, #208]
    and     r1, r4, r12
    eor     r11, r11, r1
    str     r5, [sp, #212]
    ldr     r5, [sp, #184]
    eor     r5, r11, r5
    ldr     r11, [sp, #196]
    str     r10, [sp, #184]
    and     r10, r6, r11
    eor     r10, r10, r1
    ldr     r1, [sp, #180]
    eor     r10, r10, r1
    eor     r8, r10, r8
    ldr     r1, [sp, #168]
    ldr     r10, [sp, #192]
    str     r7, [sp, #180]
    and     r7, r1, r10
    eor     r7, r7, lr
    eor     r5, r5, r7
    eor     r7, r3, r7
    and     r3, r7, r5
    eor     lr, r8, r3
    and     r10, r8, r7
    eor     r7, r7, r9
    and     r10, r7, r10
    and     lr, lr, r7
    eor     r7, r7, r3
    eor     r7, r10, r7
    eor     lr, r9, lr
    and     r6, lr, r6
    and     r11, lr, r11
    eor     r10, lr, r7
    and     r4, r10, r4
    and     r10, r10, r12
    ldr     r12, [sp, #164]
    and     r12, r7, r12
    str     r10, [sp, #164]
    eor     r10, r9, r3
    and     r9, r5, r9
    eor     r5, r5, r8
    eor     r3, r5, r3
    and     r9, r5, r9
    eor     r9, r9, r3
    and     r10, r10, r5
    eor     r10, r8, r10
    eor     lr, r10, lr
    and     r2, lr, r2
    and     r0, lr, r0
    eor     r0, r0, r2
    eor     r2, r4, r2
    ldr     r3, [sp, #180]
    and     r3, r10, r3
    ldr     r5, [sp, #184]
    and     r5, r10, r5
    eor     r10, r10, r9
    ldr     r8, [sp, #212]
    and     r8, r9, r8
    str     r3, [sp, #212]
    ldr     r3, [sp, #208]
    and     r3, r10, r3
    eor     r5, r3, r5
    str     r4, [sp, #208]
    ldr     r4, [sp, #200]
    and     r4, r10, r4
    eor     r4, r4, r0
    eor     r10, r9, r7
    eor     lr, lr, r10
    str     r5, [sp, #200]
    ldr     r5, [sp, #172]
    and     r5, r9, r5
    ldr     r9, [sp, #160]
    and     r7, r7, r9
    eor     r7, r11, r7
    eor     r7, r5, r7
    and     r1, lr, r1
    ldr     r9, [sp, #192]
    and     lr, lr, r9
    eor     r1, r1, r4
    eor     r4, lr, r4
    eor     r9, r8, r1
    eor     r5, r5, r9
    eor     lr, lr, r5
    eor     r8, r8, r7
    eor     lr, r3, lr
    eor     r7, r6, r7
    eor     r7, r1, r7
    ldr     r1, [sp, #156]
    eor     r1, lr, r1
    ldr     lr, [sp, #204]
    and     lr, r10, lr
    eor     r8, lr, r8
    eor     lr, r6, lr
    eor     lr, r2, lr
    eor     r6, r6, r8
    eor     r0, r0, r8
    ldr     r2, [sp, #176]
    and     r10, r10, r2
    eor     r9, r10, r9
    eor     r10, r12, r10
    ldr     r2, [sp, #200]
    eor     r2, r10, r2
    eor     r7, r2, r7
    ldr     r8, [sp, #208]
    eor     r8, r8, r2
    eor     r0, r8, r0
    ldr     r2, [sp, #152]
    eor     r2, r0, r2
    ldr     r0, [sp, #148]
    eor     r7, r7, r0
    ldr     r0, [sp, #144]
    eor     r0, lr, r0
    ldr     r8, [sp, #212]
    eor     r12, r8, r9
    eor     r3, r3, r12
    ldr     r12, [sp, #164]
    eor     r9, r12, r9
    eor     r12, r12, r8
    eor     r11, r11, r9
    eor     r6, r12, r6
    eor     r5, r5, r12
    eor     r10, r10, r5
    eor     r6, r6, r4
    ldr     r4, [sp, #140]
    eor     r4, r6, r4
    ldr     r5, [sp, #136]
    eor     r11, r11, r5
    ldr     r5, [sp, #132]
    eor     r10, r10, r5
    ldr     r5, [sp, #128]
    eor     r3, r3, r5
    eor     r5, r11, r11, ror #8
    and     r5, r5, #0xf0f0f0f0
    eor     r5, r11, r5
    eor     r6, r11, r5, ror #12
    eor     r8, r2, r6
    eor     r9, r2, r2, ror #8
    and     r9, r9, #0xf0f0f0f0
    eor     r9, r2, r9
    eor     r2, r2, r9, ror #12
    eor     r9, r6, r9, ror #12
    eor     r6, r0, r2
    eor     r12, r0, r0, ror #8
    and     r12, r12, #0xf0f0f0f0
    eor     r12, r0, r12
    eor     r0, r0, r12, ror #12
    eor     r12, r2, r12, ror #12
    eor     lr, r3, r3, ror #8
    and     lr, lr, #0xf0f0f0f0
    eor     lr, r3, lr
    str     r6, [sp, #128]
    eor     r6, r3, lr, ror #12
    eor     r0, r0, r6
    str     r12, [sp, #132]
    eor     r12, r6, r2
    str     r3, [sp, #136]
    eor     r3, r10, r0
    str     lr, [sp, #140]
    eor     lr, r1, r12
    str     r8, [sp, #212]
    eor     r8, r10, r10, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r10, r8
    eor     r10, r10, r8, ror #12
    eor     r0, r0, r8, ror #12
    eor     r0, lr, r0
    eor     r10, r10, r6
    eor     r10, r10, r2
    eor     r5, r10, r5, ror #12
    eor     r11, r11, r10
    eor     r8, r0, r3
    eor     r10, r8, r8, ror #8
    and     r10, r10, #0xc0c0c0c0
    eor     r8, r8, r10
    eor     r0, r0, r8, ror #6
    eor     r8, r1, r1, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r1, r8
    eor     r1, r1, r8, ror #12
    eor     r1, r1, r2
    eor     r12, r12, r8, ror #12
    eor     r2, r4, r1
    eor     r8, r4, r4, ror #8
    and     r8, r8, #0xf0f0f0f0
    eor     r8, r4, r8
    eor     r4, r4, r8, ror #12
    eor     r8, r1, r8, ror #12
    eor     r4, r4, r6
    eor     r1, r7, r4
    eor     r9, r1, r9
    ldr     r6, [sp, #212]
    eor     r10, r9, r6
    str     r0, [sp, #164]
    eor     r0, r10, r10, ror #8
    and     r0, r0, #0xc0c0c0c0
    eor     r0, r10, r0
    eor     r0, r9, r0, ror #6
    eor     r9, r7, r7, ror #8
    and     r9, r9, #0xf0f0f0f0
    eor     r9, r7, r9
    eor     r7, r7, r9, ror #12
    eor     r9, r4, r9, ror #12
    eor     r9, r11, r9
    eor     r1, r9, r1
    ldr     r4, [sp, #140]
    eor     r4, r7, r4, ror #12
    eor     r6, r6, r4
    ldr     r4, [sp, #136]
    eor     r7, r4, r7
    eor     r3, r3, r7
    eor     r8, r3, r8
    eor     r3, r6, r7
    ldr     r4, [sp, #132]
    eor     r4, r7, r4
    eor     r10, r2, r7
    eor     r10, r10, r5
    eor     r2, r8, r2
    eor     r11, r10, r11
    ldr     r5, [sp, #128]
    eor     r7, r5, r7
    eor     r12, r7, r12
    eor     r5, r4, r5
    eor     lr, r12, lr
    eor     r7, lr, lr, ror #8
    and     r7, r7, #0xc0c0c0c0
    eor     r7, lr, r7
    eor     r7, r12, r7, ror #6
    eor     r12, r5, r5, ror #8
    and     r12, r12, #0xc0c0c0c0
    eor     r5, r5, r12
    eor     r4, r4, r5, ror #6
    eor     r5, r11, r11, ror #8
    and     r5, r5, #0xc0c0c0c0
    eor     r11, r11, r5
    eor     r11, r10, r11, ror #6
    eor     r5, r2, r2, ror #8
    and     r5, r5, #0xc0c0c0c0
    eor     r2, r2, r5
    eor     r8, r8, r2, ror #6
    eor     r2, r3, r3, ror #8
    and     r2, r2, #0xc0c0c0c0
    eor     r3, r3, r2
    eor     r6, r6, r3, ror #6
    eor     r2, r1, r1, ror #8
    and     r2, r2, #0xc0c0c0c0
    eor     r1, r1, r2
    eor     r9, r9, r1, ror #6
    ldr     r1, [sp, #164]
    // dec_round2: 278 instructions, ~309 model cycles
    ldr     r2, [sp, #32]
    ldr     r3, [r2, #-76]
    ldr     r5, [r2, #-92]
    ldr     r10, [r2, #-84]
    ldr     r12, [r2, #-68]
    ldr     lr, [r2, #-96]
    str     r12, [sp, #128]
    ldr     r12, [r2, #-80]
    str     r12, [sp, #132]
    ldr     r12, [r2, #-72]
    ldr     r2, [r2, #-88]
    str     r10, [sp, #136]
    eor     r10, r0, r6
    str     r2, [sp, #140]
    eor     r2, r11, r0
    str     r3, [sp, #144]
    eor     r3, r6, r2
    str     r5, [sp, #148]
    eor     r5, r11, r6
    str     r12, [sp, #152]
    and     r12, r5, r3
    eor     r11, r8, r11
    eor     r0, r8, r0
    str     lr, [sp, #156]
    eor     lr, r8, r3
    str     r5, [sp, #160]
    eor     r5, r6, r0
    eor     r6, r1, r6
    eor     r5, r4, r5
    eor     r8, r4, r8
    str     r3, [sp, #164]
    eor     r3, r4, r11
    str     lr, [sp, #168]
    and     lr, r2, r3
    str     r3, [sp, #172]
    and     r3, r10, r5
    str     r5, [sp, #176]
    eor     r5, r9, r2
    str     r12, [sp, #180]
    eor     r12, r4, r5
    eor     r5, r1, r5
    str     r8, [sp, #184]
    eor     r8, r9, r11
    str     r5, [sp, #188]
    eor     r5, r9, r6
    eor     r1, r7, r1
    eor     r1, r11, r1
    eor     r4, r4, r7
    eor     r7, r7, r9
    eor     r7, r0, r7
    eor     r0, r4, r0
    str     r1, [sp, #192]
    eor     r1, r4, r11
    str     r5, [sp, #196]
    and     r5, r1, r7
    eor     r12, r12, r5
    eor     lr, r12, lr
    eor     r12, r6, r0
    str     r7, [sp, #200]
    eor     r7, r2, r4
    eor     r6, r7, r6
    eor     r9, r9, r7
    eor     r4, r4, r10
    str     r1, [sp, #204]
    and     r1, r0, r9
    eor     r5, r1, r5
    and     r1, r11, r6
    eor     r3, r3, r1
    eor     r5, r5, r3
    eor     r8, r5, r8
    ldr     r5, [sp, #196]
    str     r2, [sp, #208]
    and     r2, r7, r5
    str     r0, [sp, #212]
    ldr     r0, [sp, #188]
    str     r9, [sp, #216]
    and     r9, r4, r0
    eor     r2, r2, r9
    eor     r12, r12, r9
    ldr     r9, [sp, #184]
    eor     r2, r2, r9
    eor     r3, r2, r3
    ldr     r2, [sp, #180]
    eor     r2, r12, r2
    ldr     r9, [sp, #168]
    ldr     r12, [sp, #192]
    str     r10, [sp, #180]
    and     r10, r9, r12
    eor     r10, r10, r1
    eor     r2, r2, r10
    eor     r10, lr, r10
    and     r1, r10, r2
    eor     lr, r3, r1
    and     r9, r3, r10
    eor     r10, r10, r8
    and     lr, lr, r10
    eor     lr, r8, lr
    and     r9, r10, r9
    eor     r10, r10, r1
    eor     r10, r9, r10
    and     r7, lr, r7
    and     r5, lr, r5
    eor     r9, lr, r10
    and     r0, r9, r0
    and     r9, r9, r4
    ldr     r4, [sp, #164]
    and     r4, r10, r4
    str     r0, [sp, #164]
    ldr     r0, [sp, #160]
    and     r0, r10, r0
    eor     r0, r5, r0
    str     r5, [sp, #160]
    eor     r5, r8, r1
    and     r8, r2, r8
    eor     r2, r2, r3
    and     r8, r2, r8
    eor     r1, r2, r1
    eor     r8, r8, r1
    and     r5, r5, r2
    eor     r5, r3, r5
    eor     lr, r5, lr
    eor     r10, r8, r10
    and     r11, lr, r11
    and     r6, lr, r6
    eor     r6, r6, r11
    eor     lr, lr, r10
    eor     r11, r9, r11
    and     r12, lr, r12
    ldr     r1, [sp, #168]
    and     lr, lr, r1
    ldr     r1, [sp, #180]
    and     r1, r10, r1
    ldr     r2, [sp, #176]
    and     r10, r10, r2
    eor     r4, r4, r10
    ldr     r2, [sp, #216]
    and     r2, r5, r2
    ldr     r3, [sp, #212]
    and     r3, r5, r3
    eor     r5, r5, r8
    str     r2, [sp, #212]
    ldr     r2, [sp, #208]
    and     r2, r8, r2
    str     r9, [sp, #208]
    ldr     r9, [sp, #172]
    and     r9, r8, r9
    eor     r0, r9, r0
    eor     r8, r2, r0
    eor     r8, r1, r8
    eor     r0, r7, r0
    eor     r1, r7, r1
    eor     r1, r11, r1
    eor     r7, r7, r8
    eor     r8, r6, r8
    ldr     r11, [sp, #156]
    eor     r11, r1, r11
    ldr     r1, [sp, #204]
    and     r1, r5, r1
    eor     r6, r1, r6
    eor     lr, lr, r6
    eor     r0, lr, r0
    eor     lr, r2, lr
    eor     r9, r9, lr
    eor     r10, r10, lr
    eor     r6, r12, r6
    eor     r12, r12, r9
    ldr     r1, [sp, #200]
    and     r1, r5, r1
    eor     r12, r1, r12
    eor     r3, r1, r3
    eor     r3, r4, r3
    eor     r0, r3, r0
    ldr     r2, [sp, #208]
    eor     r2, r2, r3
    eor     r8, r2, r8
    ldr     r2, [sp, #152]
    eor     r2, r8, r2
    ldr     r3, [sp, #148]
    eor     r3, r12, r3
    ldr     r5, [sp, #144]
    eor     r0, r0, r5
    ldr     r5, [sp, #212]
    eor     r8, r5, r10
    eor     r1, r1, r8
    ldr     r8, [sp, #164]
    eor     r10, r8, r10
    eor     r8, r8, r5
    ldr     r5, [sp, #160]
    eor     r5, r5, r10
    eor     r9, r9, r8
    eor     r4, r4, r9
    eor     r8, r8, r7
    eor     r8, r8, r6
    ldr     r6, [sp, #140]
    eor     r4, r4, r6
    ldr     r6, [sp, #136]
    eor     r6, r8, r6
    ldr     r7, [sp, #132]
    eor     r5, r5, r7
    ldr     r7, [sp, #128]
    eor     r1, r1, r7
    eor     r7, r1, r1, ror #16
    eor     r8, r5, r5, ror #16
    eor     r8, r2, r8
    eor     r2, r2, r2, ror #16
    eor     r9, r7, r2
    eor     r9, r3, r9
    eor     r10, r11, r2
    eor     r11, r11, r11, ror #16
    eor     r11, r11, r7
    eor     r11, r4, r11
    eor     r4, r4, r4, ror #16
    eor     r4, r4, r7
    eor     r4, r4, r2
    eor     r5, r5, r4
    eor     r3, r3, r3, ror #16
    eor     r3, r3, r2
    eor     r3, r6, r3
    eor     r6, r6, r6, ror #16
    eor     r6, r6, r7
    eor     r6, r0, r6
    eor     r0, r0, r0, ror #16
    eor     r0, r1, r0
    eor     r1, r0, r0, ror #8
    and     r1, r1, #0xf0f0f0f0
    eor     r1, r0, r1
    eor     r0, r0, r1, ror #4
    eor     r2, r6, r6, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r2, r6, r2
    eor     r6, r6, r2, ror #4
    eor     r4, r3, r3, ror #8
    and     r4, r4, #0xf0f0f0f0
    eor     r4, r3, r4
    eor     r3, r3, r4, ror #4
    eor     r7, r3, r0
    eor     r12, r5, r5, ror #8
    and     r12, r12, #0xf0f0f0f0
    eor     r12, r5, r12
    eor     r5, r5, r12, ror #4
    eor     r7, r7, r12, ror #4
    eor     r7, r7, r5, ror #16
    eor     r5, r5, r2, ror #4
    eor     r5, r5, r6, ror #16
    eor     r2, r11, r11, ror #8
    and     r2, r2, #0xf0f0f0f0
    eor     r2, r11, r2
    eor     r11, r11, r2, ror #4
    eor     r12, r11, r0
    eor     r4, r12, r4, ror #4
    eor     r3, r4, r3, ror #16
    eor     r4, r9, r9, ror #8
    and     r4, r4, #0xf0f0f0f0
    eor     r4, r9, r4
    eor     r9, r9, r4, ror #4
    eor     r2, r9, r2, ror #4
    eor     r2, r2, r11, ror #16
    eor     r11, r10, r10, ror #8
    and     r11, r11, #0xf0f0f0f0
    eor     r11, r10, r11
    eor     r10, r10, r11, ror #4
    eor     r11, r0, r11, ror #4
    eor     r11, r11, r10, ror #16
    eor     r10, r10, r0
    eor     r4, r10, r4, ror #4
    eor     r4, r4, r9, ror #16
    eor     r9, r8, r8, ror #8
    and     r9, r9, #0xf0f0f0f0
    eor     r9, r8, r9
    eor     r8, r8, r9, ror #4
    eor     r9, r6, r9, ror #4
    eor     r6, r9, r8, ror #16
    eor     r8, r8, r1, ror #4
    eor     r0, r8, r0, ror #16
    mov     r1, r4
    mov     r4, r7
    mov     r7, r0
    mov     r0, r11
    ldr     r8, [sp, #32]
    sub     r8, r8, #128
    str     r8, [sp, #32]
    b       1b
9:
    // without an IV (ECB) the chaining inputs X and PREV are zero
    ldr     r11, [sp, #116]
    cmp     r11, #0
    beq     .Ldec_ecb
5:
    // dec_last: 277 instructions, ~319 model cycles
    ldr     r1, [sp, #32]
    ldr     r2, [r1, #-4]
    ldr     r4, [r1, #-32]
    ldr     r11, [r1, #-12]
    ldr     r12, [r1, #-24]
    ldr     lr, [r1, #-20]
    str     lr, [sp, #128]
    ldr     lr, [r1, #-16]
    str     r12, [sp, #132]
    ldr     r12, [r1, #-28]
    ldr     r1, [r1, #-8]
    str     r2, [sp, #136]
    eor     r2, r6, r3
    str     lr, [sp, #140]
    eor     lr, r3, r9
    eor     r3, r3, r7
    str     r12, [sp, #144]
    eor     r12, r9, r3
    str     r1, [sp, #148]
    and     r1, lr, r12
    str     r11, [sp, #152]
    eor     r11, r7, r9
    eor     r7, r6, r7
    str     r4, [sp, #156]
    eor     r4, r6, r12
    str     lr, [sp, #160]
    eor     lr, r9, r7
    eor     r9, r0, r9
    eor     r6, r8, r6
    eor     lr, r8, lr
    str     r12, [sp, #164]
    and     r12, r11, lr
    str     lr, [sp, #168]
    eor     lr, r8, r2
    str     r1, [sp, #172]
    and     r1, r3, lr
    str     lr, [sp, #176]
    eor     lr, r10, r9
    str     r1, [sp, #180]
    eor     r1, r10, r2
    str     r1, [sp, #184]
    eor     r1, r10, r3
    str     r6, [sp, #188]
    eor     r6, r0, r1
    eor     r1, r8, r1
    eor     r8, r8, r5
    eor     r0, r5, r0
    eor     r5, r5, r10
    eor     r0, r2, r0
    eor     r5, r7, r5
    eor     r7, r8, r7
    str     r1, [sp, #192]
    eor     r1, r3, r8
    eor     r10, r10, r1
    str     r3, [sp, #196]
    and     r3, r4, r0
    str     r4, [sp, #200]
    eor     r4, r8, r2
    eor     r8, r8, r11
    str     r0, [sp, #204]
    and     r0, r1, lr
    str     lr, [sp, #208]
    eor     lr, r1, r9
    eor     r9, r9, r7
    str     r1, [sp, #212]
    and     r1, r7, r10
    str     r11, [sp, #216]
    and     r11, r2, lr
    eor     r3, r3, r11
    eor     r12, r12, r11
    and     r11, r8, r6
    eor     r0, r0, r11
    str     r6, [sp, #220]
    ldr     r6, [sp, #188]
    eor     r0, r0, r6
    eor     r9, r9, r11
    ldr     r6, [sp, #172]
    eor     r6, r9, r6
    eor     r0, r0, r12
    eor     r6, r6, r3
    eor     r9, r6, r0
    and     r11, r4, r5
    eor     r1, r1, r11
    eor     r12, r1, r12
    ldr     r1, [sp, #184]
    eor     r1, r12, r1
    ldr     r12, [sp, #192]
    eor     r11, r12, r11
    ldr     r12, [sp, #180]
    eor     r12, r11, r12
    eor     r3, r12, r3
    and     r11, r6, r1
    and     r6, r3, r6
    and     r11, r9, r11
    eor     r12, r1, r6
    and     r12, r12, r9
    eor     r9, r9, r6
    eor     r11, r11, r9
    eor     r12, r0, r12
    and     r7, r12, r7
    ldr     r9, [sp, #176]
    and     r9, r11, r9
    and     r10, r12, r10
    str     r10, [sp, #176]
    ldr     r10, [sp, #196]
    and     r10, r11, r10
    str     r10, [sp, #196]
    eor     r10, r12, r11
    and     r5, r10, r5
    and     r4, r10, r4
    eor     r7, r5, r7
    eor     r10, r0, r6
    and     r0, r0, r3
    eor     r3, r3, r1
    eor     r6, r3, r6
    and     r10, r10, r3
    eor     r10, r1, r10
    and     r3, r3, r0
    eor     r6, r3, r6
    eor     r11, r11, r6
    eor     r12, r12, r10
    and     r2, r12, r2
    and     lr, r12, lr
    eor     lr, lr, r2
    eor     r4, r4, lr
    eor     r12, r12, r11
    ldr     r0, [sp, #168]
    and     r0, r11, r0
    ldr     r1, [sp, #216]
    and     r1, r11, r1
    ldr     r3, [sp, #204]
    and     r3, r12, r3
    ldr     r11, [sp, #200]
    and     r12, r12, r11
    eor     r12, r12, r4
    eor     r4, r3, r4
    ldr     r11, [sp, #212]
    and     r11, r10, r11
    str     r4, [sp, #212]
    ldr     r4, [sp, #208]
    and     r4, r10, r4
    eor     r10, r10, r6
    and     r8, r10, r8
    str     r5, [sp, #208]
    ldr     r5, [sp, #220]
    and     r10, r10, r5
    eor     r2, r8, r2
    ldr     r5, [sp, #164]
    and     r5, r6, r5
    str     r10, [sp, #164]
    ldr     r10, [sp, #160]
    and     r6, r6, r10
    eor     r6, r4, r6
    eor     r6, r9, r6
    eor     r5, r5, r0
    eor     r7, r5, r7
    eor     r8, r8, r7
    eor     r10, r11, r1
    eor     r10, r2, r10
    ldr     r2, [sp, #156]
    eor     r2, r10, r2
    ldr     r10, [sp, #196]
    str     r2, [sp, #156]
    eor     r2, r10, r6
    eor     r2, r1, r2
    eor     r6, r11, r6
    eor     r10, r10, r12
    eor     r6, r12, r6
    eor     r7, r7, r6
    ldr     r1, [sp, #152]
    eor     r7, r7, r1
    eor     r11, r11, r2
    eor     lr, lr, r2
    eor     lr, r8, lr
    ldr     r1, [sp, #148]
    eor     r1, lr, r1
    eor     r9, r9, r10
    eor     r0, r0, r10
    eor     r3, r3, r9
    ldr     r2, [sp, #208]
    eor     r3, r2, r3
    ldr     r6, [sp, #144]
    eor     r6, r3, r6
    ldr     r3, [sp, #164]
    eor     r8, r3, r0
    eor     r4, r4, r8
    ldr     r8, [sp, #140]
    eor     r4, r4, r8
    ldr     r8, [sp, #176]
    eor     r0, r8, r0
    eor     r2, r2, r0
    eor     r3, r3, r8
    ldr     r0, [sp, #136]
    eor     r2, r2, r0
    eor     r9, r9, r3
    eor     r3, r3, r11
    eor     r5, r5, r9
    ldr     r0, [sp, #212]
    eor     r3, r3, r0
    ldr     r0, [sp, #132]
    eor     r5, r5, r0
    ldr     r0, [sp, #128]
    eor     r0, r3, r0
    eor     r3, r7, r4, lsr #1
    and     r3, r3, #0x55555555
    eor     r7, r7, r3
    eor     r4, r4, r3, lsl #1
    eor     r3, r0, r5, lsr #1
    and     r3, r3, #0x55555555
    eor     r0, r0, r3
    eor     r5, r5, r3, lsl #1
    eor     r3, r2, r1, lsr #1
    and     r3, r3, #0x55555555
    eor     r2, r2, r3
    eor     r1, r1, r3, lsl #1
    eor     r3, r2, r7, lsr #2
    and     r3, r3, #0x33333333
    eor     r2, r2, r3
    eor     r7, r7, r3, lsl #2
    eor     r3, r1, r4, lsr #2
    and     r3, r3, #0x33333333
    eor     r1, r1, r3
    eor     r3, r4, r3, lsl #2
    ldr     r4, [sp, #156]
    eor     r8, r6, r4, lsr #1
    and     r8, r8, #0x55555555
    eor     r4, r4, r8, lsl #1
    eor     r8, r6, r8
    eor     r6, r5, r4, lsr #2
    and     r6, r6, #0x33333333
    eor     r4, r4, r6, lsl #2
    eor     r6, r5, r6
    eor     r5, r1, r6, lsr #4
    eor     r9, r0, r8, lsr #2
    and     r5, r5, #0x0f0f0f0f
    eor     r6, r6, r5, lsl #4
    eor     r5, r1, r5
    ldr     r1, [sp, #108]
    eor     r5, r5, r1
    and     r9, r9, #0x33333333
    eor     r8, r8, r9, lsl #2
    eor     r9, r0, r9
    ldr     r0, [sp, #100]
    eor     r6, r6, r0
    ldr     r0, [sp, #56]
    str     r6, [r0, #4]
    str     r5, [r0, #12]
    eor     r1, r3, r4, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r4, r4, r1, lsl #4
    eor     r1, r3, r1
    ldr     r3, [sp, #104]
    eor     r3, r1, r3
    str     r3, [r0, #8]
    ldr     r1, [sp, #96]
    eor     r1, r4, r1
    str     r1, [r0, #0]
    eor     r1, r7, r8, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r7, r7, r1
    eor     r1, r8, r1, lsl #4
    ldr     r3, [sp, #64]
    eor     r3, r1, r3
    str     r3, [r0, #16]
    ldr     r1, [sp, #72]
    eor     r1, r7, r1
    str     r1, [r0, #24]
    eor     r1, r2, r9, lsr #4
    and     r1, r1, #0x0f0f0f0f
    eor     r9, r9, r1, lsl #4
    eor     r1, r2, r1
    ldr     r2, [sp, #68]
    eor     r2, r9, r2
    str     r2, [r0, #20]
    ldr     r2, [sp, #76]
    eor     r1, r1, r2
    str     r1, [r0, #28]
    // the second ciphertext block chains into the next pair
    ldr     r8, [sp, #80]
    ldr     r9, [sp, #84]
    ldr     r10, [sp, #88]
    ldr     r11, [sp, #92]
    str     r8, [sp, #96]
    str     r9, [sp, #100]
    str     r10, [sp, #104]
    str     r11, [sp, #108]
    ldr     r8, [sp, #48]
    ldr     r9, [sp, #56]
    ldr     r10, [sp, #112]
    add     r8, r8, #32
    add     r9, r9, #32
    str     r8, [sp, #48]
    str     r9, [sp, #56]
    cmp     r8, r10
    bne     .Ldec_pair
    // CBC: the IV becomes the last ciphertext block
    ldr     r5, [sp, #116]
    cbz     r5, .Ldec_done
    ldr     r8, [sp, #96]
    ldr     r9, [sp, #100]
    ldr     r10, [sp, #104]
    ldr     r11, [sp, #108]
    str     r8, [r5, #0]
    str     r9, [r5, #4]
    str     r10, [r5, #8]
    str     r11, [r5, #12]
.Ldec_done:
    // wipe the frame: state planes and spilled intermediates
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, sp
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    stmia   r12!, {r0-r3}
    add     sp, sp, #224
    pop     {r4-r11, pc}
    // out of line: AES-192 pairs start at frame 3; ECB zeroes X and PREV
.Ldec_192:
    // dload0: 87 instructions, ~99 model cycles
    ldr     r0, [sp, #48]
    ldr     r1, [r0, #0]
    ldr     r2, [r0, #16]
    str     r1, [sp, #64]
    str     r2, [sp, #80]
    ldr     r3, [r0, #4]
    ldr     r4, [r0, #20]
    str     r3, [sp, #68]
    str     r4, [sp, #84]
    ldr     r5, [r0, #8]
    ldr     r6, [r0, #24]
    str     r5, [sp, #72]
    str     r6, [sp, #88]
    ldr     r7, [r0, #12]
    ldr     r0, [r0, #28]
    str     r7, [sp, #76]
    str     r0, [sp, #92]
    eor     r8, r2, r1, lsr #1
    and     r8, r8, #0x55555555
    eor     r2, r2, r8
    eor     r1, r1, r8, lsl #1
    eor     r8, r4, r3, lsr #1
    and     r8, r8, #0x55555555
    eor     r4, r4, r8
    eor     r3, r3, r8, lsl #1
    eor     r8, r6, r5, lsr #1
    and     r8, r8, #0x55555555
    eor     r6, r6, r8
    eor     r8, r5, r8, lsl #1
    eor     r5, r0, r7, lsr #1
    and     r5, r5, #0x55555555
    eor     r0, r0, r5
    eor     r5, r7, r5, lsl #1
    eor     r7, r3, r1, lsr #2
    and     r7, r7, #0x33333333
    eor     r3, r3, r7
    eor     r7, r1, r7, lsl #2
    eor     r1, r4, r2, lsr #2
    and     r1, r1, #0x33333333
    eor     r4, r4, r1
    eor     r2, r2, r1, lsl #2
    eor     r1, r5, r8, lsr #2
    and     r1, r1, #0x33333333
    eor     r5, r5, r1
    eor     r1, r8, r1, lsl #2
    eor     r8, r0, r6, lsr #2
    and     r8, r8, #0x33333333
    eor     r0, r0, r8
    eor     r6, r6, r8, lsl #2
    eor     r8, r1, r7, lsr #4
    and     r8, r8, #0x0f0f0f0f
    eor     r1, r1, r8
    eor     r8, r7, r8, lsl #4
    eor     r7, r6, r2, lsr #4
    and     r7, r7, #0x0f0f0f0f
    eor     r6, r6, r7
    eor     r2, r2, r7, lsl #4
    eor     r7, r5, r3, lsr #4
    and     r7, r7, #0x0f0f0f0f
    eor     r5, r5, r7
    eor     r7, r3, r7, lsl #4
    eor     r3, r0, r4, lsr #4
    and     r3, r3, #0x0f0f0f0f
    eor     r0, r0, r3
    eor     r3, r4, r3, lsl #4
    ldr     r4, [sp, #32]
    ldr     r9, [r4, #-32]
    eor     r9, r8, r9
    ldr     r8, [r4, #-28]
    eor     r2, r2, r8
    ldr     r8, [r4, #-24]
    eor     r7, r7, r8
    ldr     r8, [r4, #-20]
    eor     r11, r3, r8
    ldr     r3, [r4, #-16]
    eor     r3, r1, r3
    ldr     r1, [r4, #-12]
    eor     r1, r6, r1
    ldr     r6, [r4, #-8]
    eor     r10, r5, r6
    ldr     r4, [r4, #-4]
    eor     r0, r0, r4
    mov     r4, r9
    mov     r6, r7
    mov     r7, r1
    mov     r1, r2
    mov     r2, r3
    b       3b
.Ldec_ecb:
    movs    r11, #0
    str     r11, [sp, #64]
    str     r11, [sp, #96]
    str     r11, [sp, #68]
    str     r11, [sp, #100]
    str     r11, [sp, #72]
    str     r11, [sp, #104]
    str     r11, [sp, #76]
    str     r11, [sp, #108]
    b       5b
    .size   ucrypt_aes_ct_dec_armv7m, .-ucrypt_aes_ct_dec_armv7m

#endif
