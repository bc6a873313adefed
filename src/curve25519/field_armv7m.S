// SPDX-License-Identifier: Apache-2.0
@ ucrypt — GF(2^255 - 19) multiplication and squaring for Armv7E-M and
@ Armv8-M Mainline with the DSP extension (Cortex-M4, M7, M33, M55) in Thumb-2
@ (RFC 7748 §4.1 field). field_p32.hpp calls these on those cores; hosts and
@ other cores keep the radix 2^25.5 C++ of field_*.hpp. Every instruction
@ here is Armv7-M Thumb-2, which Armv8-M Mainline keeps, except UMAAL, which
@ M-profile cores have only with the DSP extension.
@
@ Elements are eight little-endian 32-bit words, value < 2^256, congruent to
@ the field element mod p = 2^255 - 19 (not necessarily reduced: outputs are
@ only < 2^256, and any input < 2^256 is accepted).
@
@ Product: operand scanning, two rows of a (a_i, a_{i+1}) per pass against
@ all of b, which stays in r4-r11. Each 32-bit column word of the 512-bit
@ product is loaded once per pass, gets a_i b_j and a_{i+1} b_{j-1} with their
@ row carries through two UMAALs (hi:lo = x*y + lo + hi never overflows), and
@ is stored back: 64 UMAALs, 36 column loads/stores.
@ Reduction: 2^256 = 38 (mod p), so lo + 38 hi (UMAAL again), then the carry
@ out (< 39) times 38 once more; a second carry out can only occur when the
@ low words have just wrapped to a value below 38 * 39, so adding its 38 there
@ cannot carry.
@
@ Constant-time: straight-line code with no branch at all; every address is
@ sp- or argument-relative with a fixed offset; values only meet UMULL, UMAAL,
@ MUL and ADDS/ADCS, all fixed-latency on Cortex-M4, M7, M33 and M55 (no early
@ termination, unlike the Cortex-M3 long multiplies; UMAAL needs the DSP
@ extension, hence the guard). The 64-byte product on the stack is wiped.
@
@ void ucrypt_fe25519_mul_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_sq_armv7m(uint32_t r[8], const uint32_t a[8]);
@ r may alias a or b (it is written last). Stack: 44 bytes of saved
@ registers (r0, r1 among them) + 64 bytes of product.
@
@ Also the linear operations of the X25519 ladder (same representation, any
@ output < 2^256, r may alias the inputs; flags only carry between words):
@ void ucrypt_fe25519_add_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_sub_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_mul_small_armv7m(uint32_t r[8], const uint32_t a[8], uint32_t c);
@   (1 <= c < 2^26). A carry (borrow) out of 2^256 is worth 38 (mod p) and is
@   folded back into word 0 the same way as after the product.
@ Stack: 32 bytes of saved registers each.

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_C25519_FIELD_ARMV7EM

    .syntax unified
    .thumb

@ Column word at byte offset off of the first pass (still zero in memory, so
@ not loaded): a_0 b_j + a_1 b_{j-1} + the two row carries r0, r1.
.macro col_first off, bj, bjm1
    movs r2, #0
    umaal r2, r0, r12, \bj
    umaal r2, r1, lr, \bjm1
    str r2, [sp, #\off]
.endm

@ The same on a column that earlier passes have written.
.macro col off, bj, bjm1
    ldr r2, [sp, #\off]
    umaal r2, r0, r12, \bj
    umaal r2, r1, lr, \bjm1
    str r2, [sp, #\off]
.endm

@ a_i, a_{i+1} (off = 4i) into r12, lr: mode 0 reads the a pointer saved at
@ sp + 68, mode 1 the packed a at sp + 64.
.macro loada off, mode
.if \mode == 0
    ldr r2, [sp, #68]
    ldrd r12, lr, [r2, #\off]
.else
    ldrd r12, lr, [sp, #64+\off]
.endif
.endm

@ Pass over rows i, i+1 (off = 4i): columns i .. i+9. Columns i+8, i+9 have
@ not been written before this pass: they take the two final carries.
.macro pass off, mode
    loada \off, \mode
    movs r0, #0
    movs r1, #0
    ldr r2, [sp, #\off]
    umaal r2, r0, r12, r4
    str r2, [sp, #\off]
    col \off+4, r5, r4
    col \off+8, r6, r5
    col \off+12, r7, r6
    col \off+16, r8, r7
    col \off+20, r9, r8
    col \off+24, r10, r9
    col \off+28, r11, r10
    umaal r0, r1, lr, r11
    strd r0, r1, [sp, #\off+32]
.endm

@ The 512-bit product a * b into sp + 0..63 (b in r4-r11), then reduced:
@ the result (< 2^256) in r4-r11; r2 = 0 on exit.
.macro mulcore mode
    @ first pass (rows 0, 1) writes columns 0..9
    loada 0, \mode
    movs r1, #0
    umull r2, r0, r12, r4
    str r2, [sp, #0]
    col_first 4, r5, r4
    col_first 8, r6, r5
    col_first 12, r7, r6
    col_first 16, r8, r7
    col_first 20, r9, r8
    col_first 24, r10, r9
    col_first 28, r11, r10
    umaal r0, r1, lr, r11
    strd r0, r1, [sp, #32]
    pass 8, \mode
    pass 16, \mode
    pass 24, \mode
    @ reduction: lo + 38 hi, then the carry out times 38 (twice at most)
    ldm sp, {r4-r11}
    movs r3, #38
    movs r0, #0
    ldr r2, [sp, #32]
    umaal r4, r0, r2, r3
    ldr r2, [sp, #36]
    umaal r5, r0, r2, r3
    ldr r2, [sp, #40]
    umaal r6, r0, r2, r3
    ldr r2, [sp, #44]
    umaal r7, r0, r2, r3
    ldr r2, [sp, #48]
    umaal r8, r0, r2, r3
    ldr r2, [sp, #52]
    umaal r9, r0, r2, r3
    ldr r2, [sp, #56]
    umaal r10, r0, r2, r3
    ldr r2, [sp, #60]
    umaal r11, r0, r2, r3
    mul r0, r0, r3
    movs r2, #0
    adds r4, r4, r0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    adc r0, r2, #0
    mul r0, r0, r3
    add r4, r4, r0
.endm

@ Zeroes npairs 8-byte pairs from sp (r2 = 0 on entry; r3 is cleared).
.macro wipe_stack npairs
    movs r3, #0
.set wo, 0
.rept \npairs
    strd r2, r3, [sp, #wo]
.set wo, wo + 8
.endr
.endm

    .section .text.ucrypt_fe25519_mul_armv7m, "ax", %progbits
    .global ucrypt_fe25519_sq_armv7m
    .type   ucrypt_fe25519_sq_armv7m, %function
    .global ucrypt_fe25519_mul_armv7m
    .type   ucrypt_fe25519_mul_armv7m, %function
    .align 2
ucrypt_fe25519_sq_armv7m:
    mov r2, r1                  @ a * a: falls through to the multiplication
ucrypt_fe25519_mul_armv7m:
    push {r0, r1, r4-r11, lr}
    sub sp, sp, #64
    ldm r2, {r4-r11}            @ b_0 .. b_7
    mulcore 0
    ldr r0, [sp, #64]
    stm r0, {r4-r11}
    wipe_stack 8
    add sp, sp, #72
    pop {r4-r11, pc}
    .size ucrypt_fe25519_mul_armv7m, . - ucrypt_fe25519_mul_armv7m
    .size ucrypt_fe25519_sq_armv7m, . - ucrypt_fe25519_sq_armv7m

@ Radix 2^25.5 (field.hpp: ten limbs, limb i at bit o_i = ceil(25.5 i), each
@ below 2^{w_i} or equal to it) to packed, from [ptr]. The even limbs never
@ overlap one another, nor do the odd ones: each half is built with shifts
@ and ORs, and the two halves are added with a carry chain (the sum is below
@ 2^256). Result w0..w7 in r12, r0, r1, lr, r2, r3, r4, r5.
.macro pack ptr
    ldm \ptr, {r2-r11}          @ v0 .. v9
    adds r12, r2, r3, lsl #26
    lsl r0, r4, #19
    adcs r0, r0, r3, lsr #6
    lsr r1, r4, #13
    adcs r1, r1, r5, lsl #13
    lsl lr, r6, #6
    adcs lr, lr, r5, lsr #19
    lsr r2, r6, #26
    orr r2, r2, r8, lsl #25
    adcs r2, r2, r7
    lsr r3, r8, #7
    adcs r3, r3, r9, lsl #19
    lsl r4, r10, #12
    adcs r4, r4, r9, lsr #13
    lsr r5, r10, #20
    adc r5, r5, r11, lsl #6
.endm

@ Packed r4-r11 (< 2^256) to a carried radix 2^25.5 element at the pointer
@ saved at sp + off: bit 255 is worth 19, carried from limb 0 into limb 1.
.macro unpack off
    ldr r0, [sp, #\off]
    lsr r3, r11, #31
    rsb r3, r3, #0
    and r3, r3, #19
    ubfx r1, r4, #0, #26
    add r1, r1, r3
    lsr r2, r4, #26
    orr r2, r2, r5, lsl #6
    ubfx r2, r2, #0, #25
    add r2, r2, r1, lsr #26
    ubfx r1, r1, #0, #26
    strd r1, r2, [r0, #0]
    lsr r1, r5, #19
    orr r1, r1, r6, lsl #13
    ubfx r1, r1, #0, #26
    lsr r2, r6, #13
    orr r2, r2, r7, lsl #19
    ubfx r2, r2, #0, #25
    strd r1, r2, [r0, #8]
    lsr r1, r7, #6
    ubfx r2, r8, #0, #25
    strd r1, r2, [r0, #16]
    lsr r1, r8, #25
    orr r1, r1, r9, lsl #7
    ubfx r1, r1, #0, #26
    lsr r2, r9, #19
    orr r2, r2, r10, lsl #13
    ubfx r2, r2, #0, #25
    strd r1, r2, [r0, #24]
    lsr r1, r10, #12
    orr r1, r1, r11, lsl #20
    ubfx r1, r1, #0, #26
    ubfx r2, r11, #6, #25
    strd r1, r2, [r0, #32]
.endm

@ void ucrypt_fe25519_mul_r25_armv7m(uint32_t h[10], const uint32_t f[10], const uint32_t g[10]);
@ void ucrypt_fe25519_sq_r25_armv7m(uint32_t h[10], const uint32_t f[10]);
@ The same product on radix 2^25.5 elements (carried inputs, carried output;
@ h may alias f or g): packing and unpacking here cost a fraction of what
@ they cost in C. Stack: 44 bytes of saved registers + 128 (product, packed
@ f at 64, packed g at 96), all wiped.
    .section .text.ucrypt_fe25519_mul_r25_armv7m, "ax", %progbits
    .global ucrypt_fe25519_mul_r25_armv7m
    .type   ucrypt_fe25519_mul_r25_armv7m, %function
    .align 2
ucrypt_fe25519_mul_r25_armv7m:
    push {r0, r1, r4-r11, lr}
    sub sp, sp, #128
    pack r2
    strd r12, r0, [sp, #96]
    strd r1, lr, [sp, #104]
    strd r2, r3, [sp, #112]
    strd r4, r5, [sp, #120]
    ldr r1, [sp, #132]
    pack r1
    strd r12, r0, [sp, #64]
    strd r1, lr, [sp, #72]
    strd r2, r3, [sp, #80]
    strd r4, r5, [sp, #88]
    add r2, sp, #96
    ldm r2, {r4-r11}
    mulcore 1
    unpack 128
    movs r2, #0
    wipe_stack 16
    add sp, sp, #136
    pop {r4-r11, pc}
    .size ucrypt_fe25519_mul_r25_armv7m, . - ucrypt_fe25519_mul_r25_armv7m

    .section .text.ucrypt_fe25519_sq_r25_armv7m, "ax", %progbits
    .global ucrypt_fe25519_sq_r25_armv7m
    .type   ucrypt_fe25519_sq_r25_armv7m, %function
    .align 2
ucrypt_fe25519_sq_r25_armv7m:
    push {r0, r1, r4-r11, lr}
    sub sp, sp, #128
    pack r1
    strd r12, r0, [sp, #64]
    strd r1, lr, [sp, #72]
    strd r2, r3, [sp, #80]
    strd r4, r5, [sp, #88]
    mov r11, r5
    mov r10, r4
    mov r9, r3
    mov r8, r2
    mov r7, lr
    mov r6, r1
    mov r5, r0
    mov r4, r12
    mulcore 1
    unpack 128
    movs r2, #0
    wipe_stack 12
    add sp, sp, #136
    pop {r4-r11, pc}
    .size ucrypt_fe25519_sq_r25_armv7m, . - ucrypt_fe25519_sq_r25_armv7m

@ Carry flag out of the top word -> 38 * carry in r1 (r1 = C - 1, inverted, masked).
.macro carry38
    sbc r1, r1, r1
    mvn r1, r1
    and r1, r1, #38
.endm

@ Adds r1 (38 times a carry below 2^26) to word 0 of r3-r10; a carry out of
@ that leaves r3-r10 below r1, so its 38 is added to word 0 without a carry.
.macro fold_add
    adds r3, r3, r1
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    adcs r9, r9, #0
    adcs r10, r10, #0
    carry38
    add r3, r3, r1
.endm

    .section .text.ucrypt_fe25519_add_armv7m, "ax", %progbits
    .global ucrypt_fe25519_add_armv7m
    .type   ucrypt_fe25519_add_armv7m, %function
    .align 2
ucrypt_fe25519_add_armv7m:
    push {r4-r10, lr}
    ldm r1, {r3-r10}
    ldr r12, [r2, #0]
    adds r3, r3, r12
    ldr r12, [r2, #4]
    adcs r4, r4, r12
    ldr r12, [r2, #8]
    adcs r5, r5, r12
    ldr r12, [r2, #12]
    adcs r6, r6, r12
    ldr r12, [r2, #16]
    adcs r7, r7, r12
    ldr r12, [r2, #20]
    adcs r8, r8, r12
    ldr r12, [r2, #24]
    adcs r9, r9, r12
    ldr r12, [r2, #28]
    adcs r10, r10, r12
    carry38
    fold_add
    stm r0, {r3-r10}
    pop {r4-r10, pc}
    .size ucrypt_fe25519_add_armv7m, . - ucrypt_fe25519_add_armv7m

@ Borrow flag (C clear) out of the top word -> 38 * borrow in r1.
.macro borrow38
    sbc r1, r1, r1
    and r1, r1, #38
.endm

    .section .text.ucrypt_fe25519_sub_armv7m, "ax", %progbits
    .global ucrypt_fe25519_sub_armv7m
    .type   ucrypt_fe25519_sub_armv7m, %function
    .align 2
ucrypt_fe25519_sub_armv7m:
    push {r4-r10, lr}
    ldm r1, {r3-r10}
    ldr r12, [r2, #0]
    subs r3, r3, r12
    ldr r12, [r2, #4]
    sbcs r4, r4, r12
    ldr r12, [r2, #8]
    sbcs r5, r5, r12
    ldr r12, [r2, #12]
    sbcs r6, r6, r12
    ldr r12, [r2, #16]
    sbcs r7, r7, r12
    ldr r12, [r2, #20]
    sbcs r8, r8, r12
    ldr r12, [r2, #24]
    sbcs r9, r9, r12
    ldr r12, [r2, #28]
    sbcs r10, r10, r12
    @ a borrow means 2^256 too much, i.e. 38 (mod p): take 38 away; a second
    @ borrow leaves the value near 2^256, so the last 38 is taken from word 0
    @ without a borrow
    borrow38
    subs r3, r3, r1
    sbcs r4, r4, #0
    sbcs r5, r5, #0
    sbcs r6, r6, #0
    sbcs r7, r7, #0
    sbcs r8, r8, #0
    sbcs r9, r9, #0
    sbcs r10, r10, #0
    borrow38
    sub r3, r3, r1
    stm r0, {r3-r10}
    pop {r4-r10, pc}
    .size ucrypt_fe25519_sub_armv7m, . - ucrypt_fe25519_sub_armv7m

    .section .text.ucrypt_fe25519_mul_small_armv7m, "ax", %progbits
    .global ucrypt_fe25519_mul_small_armv7m
    .type   ucrypt_fe25519_mul_small_armv7m, %function
    .align 2
ucrypt_fe25519_mul_small_armv7m:
    push {r4-r10, lr}
    ldm r1, {r3-r10}
    @ a_k c + carry = a_k (c - 1) + a_k + carry: one UMAAL per word
    sub r1, r2, #1
    movs r12, #0
    umaal r3, r12, r3, r1
    umaal r4, r12, r4, r1
    umaal r5, r12, r5, r1
    umaal r6, r12, r6, r1
    umaal r7, r12, r7, r1
    umaal r8, r12, r8, r1
    umaal r9, r12, r9, r1
    umaal r10, r12, r10, r1
    movs r1, #38
    mul r1, r12, r1
    fold_add
    stm r0, {r3-r10}
    pop {r4-r10, pc}
    .size ucrypt_fe25519_mul_small_armv7m, . - ucrypt_fe25519_mul_small_armv7m

#endif
