// SPDX-License-Identifier: Apache-2.0
@ ucrypt — GF(2^255 - 19) arithmetic for Armv6-M (Cortex-M0, M0+, M1; Armv8-M
@ Baseline M23) in Thumb-1 (RFC 7748 §4.1 field). field_p32.hpp calls these
@ where UCRYPT_KERNEL_C25519_FIELD_ARMV6M is set (ucrypt/detail/arch.hpp).
@
@ Elements are eight little-endian 32-bit words, value < 2^256, congruent to
@ the field element mod p = 2^255 - 19 (the representation of
@ field_armv7m.S: outputs are only < 2^256, any input < 2^256 is accepted).
@
@ The core has no 32 x 32 -> 64 multiply, only MULS (32 x 32 -> low 32), so
@ every word product is four 16 x 16 -> 32 MULS on the halves:
@   x y = xl yl + 2^16 (xl yh + xh yl) + 2^32 xh yh,
@ each middle product split into its low and high half and added with
@ ADDS/ADCS (the full 64-bit product never overflows, so no carry is lost).
@
@ Multiplication: product scanning. Column k of the 512-bit product collects
@ every a_i b_j with i + j = k in a 96-bit accumulator of three registers
@ (the third takes only carries: at most 8 products below 2^64 per column);
@ the low word is stored and the two others become the next column's low
@ words (the registers rotate instead of moving). 64 word products. Both
@ operands are first copied to the stack, so every load is sp-relative with
@ a fixed offset and all eight low registers serve the arithmetic.
@ Squaring: the 28 products a_i a_j, i < j, by the same product scanning,
@ then one pass doubles the result and adds the eight squares a_i^2 (three
@ MULS each), with the doubling's and the addition's carries kept apart.
@ Reduction: 2^256 = 38 (mod p), so lo + 38 hi word by word (38 times a half
@ word is one MULS below 2^22), then the carry out (< 39) times 38 once more;
@ a second carry out can only occur when the low words have just wrapped to a
@ value below 38 * 39, so adding its 38 there cannot carry.
@
@ Constant time: straight-line code with no branch; every address is sp- or
@ argument-relative with a fixed offset; values only meet MULS, ADDS/ADCS,
@ SUBS/SBCS, shifts and UXTH. MULS is single-cycle on a Cortex-M0/M0+ built
@ with the fast multiplier (the option CMOX and our cycle model assume). The
@ 32-cycle iterative multiplier option of the Cortex-M0 and M0+ ends early
@ depending on the operand values: with it this code is NOT constant time,
@ and neither is any MULS of secret data (docs/CONSTANT-TIME.md).
@ The stack copies and the product are wiped before returning.
@
@ void ucrypt_fe25519_mul_armv6m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_sq_armv6m(uint32_t r[8], const uint32_t a[8]);
@ void ucrypt_fe25519_add_armv6m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_sub_armv6m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
@ void ucrypt_fe25519_mul_small_armv6m(uint32_t r[8], const uint32_t a[8], uint32_t c);
@ r may alias a or b. mul_small takes any c < 2^26 (121665 in the ladder).
@ void ucrypt_fe25519_mul_r25_armv6m(uint32_t h[10], const uint32_t f[10], const uint32_t g[10]);
@ void ucrypt_fe25519_sq_r25_armv6m(uint32_t h[10], const uint32_t f[10]);
@   the same on radix 2^25.5 elements (field.hpp), for Ed25519's Field<Math>.
@ Stack: mul 152 bytes, sq 120, add, sub and mul_small 20.

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_C25519_FIELD_ARMV6M

    .syntax unified
    .thumb

@ Stack frame of mul (sq uses A and P only, P at 32):
@   sp + 0   a copy (8 words)      sp + 32  b copy (8 words)
@   sp + 64  512-bit product P     sp + 128 saved r0 (the result pointer)
.equ A_OFF, 0
.equ B_OFF, 32

@ mul32x32 and mac (one 32 x 32 product, a column step): src/armv6m_mac.inc.
#include "../armv6m_mac.inc"

@ Column k of a * b (a at sp + A_OFF, b at sp + B_OFF) into c2:c1:c0, then
@ c0 stored at sp + po + 4k and cleared (it is the column after next's c2).
.macro mul_column k, po, c0, c1, c2
.if \k < 8
    .set mci, 0
    .set mcn, \k + 1
.else
    .set mci, \k - 7
    .set mcn, 15 - \k
.endif
.rept mcn
    mac A_OFF+4*mci, B_OFF+4*(\k-mci), \c0, \c1, \c2
    .set mci, mci + 1
.endr
    str \c0, [sp, #\po+4*\k]
    movs \c0, #0
.endm

@ Column k of the products a_i a_j with i < j (a at sp + A_OFF), as above.
.macro sq_column k, po, c0, c1, c2
.if \k < 8
    .set mci, 0
.else
    .set mci, \k - 7
.endif
    .set mcn, (\k + 1) / 2 - mci
.rept mcn
    mac A_OFF+4*mci, A_OFF+4*(\k-mci), \c0, \c1, \c2
    .set mci, mci + 1
.endr
    str \c0, [sp, #\po+4*\k]
    movs \c0, #0
.endm

@ Adds r7 (< 2^32 - 38) to the eight words at [p], with the carry out of
@ 2^256 folded back as 38 (r6 = 38): a carry out leaves the words below r7,
@ so that 38 is added to word 0 without a carry. d0 < d1 < d2 < d3 are data
@ registers, z a register holding 0 (0 again on exit); r7 is clobbered, p is
@ left unchanged. LDM and STM leave the flags alone; SUBS does not, so the
@ carry between the two halves waits in r7.
.macro fold_add38 p, d0, d1, d2, d3, z
    ldm \p!, {\d0, \d1, \d2, \d3}
    adds \d0, r7
    adcs \d1, \z
    adcs \d2, \z
    adcs \d3, \z
    movs r7, #0
    adcs r7, r7
    subs \p, #16
    stm \p!, {\d0, \d1, \d2, \d3}
    ldm \p!, {\d0, \d1, \d2, \d3}
    lsrs r7, r7, #1             @ C = the carry
    adcs \d0, \z
    adcs \d1, \z
    adcs \d2, \z
    adcs \d3, \z
    adcs \z, \z                 @ the last carry, 0 or 1
    muls \z, r6
    subs \p, #16
    stm \p!, {\d0, \d1, \d2, \d3}
    subs \p, #32
    ldr \d0, [\p]
    adds \d0, \z
    str \d0, [\p]
    movs \z, #0
.endm

@ P at sp + po (16 words) reduced mod p into the eight words at [r1]:
@ r1 = lo + 38 hi, with the carries folded as described at the top.
@ Clobbers r0, r2-r7; r1 is left unchanged.
.macro reduce po
    movs r6, #38
    movs r2, #0
    movs r7, #0                 @ carry into the next word (< 2^7)
.set rdi, 0
.rept 8
    ldr r0, [sp, #\po+4*rdi]            @ lo_i
    ldr r3, [sp, #\po+32+4*rdi]         @ hi_i
    uxth r4, r3
    lsrs r3, r3, #16
    muls r4, r6                 @ 38 hi_i,low half  (< 2^22)
    muls r3, r6                 @ 38 hi_i,high half (< 2^22)
    lsls r5, r3, #16
    lsrs r3, r3, #16
    adds r0, r7
    adcs r3, r2
    adds r0, r4
    adcs r3, r2
    adds r0, r5
    adcs r3, r2
    movs r7, r3
    str r0, [r1, #4*rdi]
.set rdi, rdi + 1
.endr
    muls r7, r6                 @ 38 * carry out (< 39 * 38)
    fold_add38 r1, r0, r3, r4, r5, r2
.endm

@ Zeroes n words from sp (n a multiple of 4); clobbers r0, r2-r5.
.macro wipe_stack n
    movs r2, #0
    movs r3, #0
    movs r4, #0
    movs r5, #0
    mov r0, sp
.rept \n / 4
    stm r0!, {r2-r5}
.endr
.endm

@ The 512-bit product of the words at sp + A_OFF and sp + B_OFF into P at
@ sp + 64 (columns 0 .. 15). Clobbers r0-r7.
.macro mul_product
    movs r0, #0
    movs r1, #0
    movs r2, #0
    mul_column 0, 64, r0, r1, r2
    mul_column 1, 64, r1, r2, r0
    mul_column 2, 64, r2, r0, r1
    mul_column 3, 64, r0, r1, r2
    mul_column 4, 64, r1, r2, r0
    mul_column 5, 64, r2, r0, r1
    mul_column 6, 64, r0, r1, r2
    mul_column 7, 64, r1, r2, r0
    mul_column 8, 64, r2, r0, r1
    mul_column 9, 64, r0, r1, r2
    mul_column 10, 64, r1, r2, r0
    mul_column 11, 64, r2, r0, r1
    mul_column 12, 64, r0, r1, r2
    mul_column 13, 64, r1, r2, r0
    mul_column 14, 64, r2, r0, r1
    str r0, [sp, #64+60]        @ column 15: the last carry word
.endm

@ The 512-bit square of the words at sp + A_OFF into P at sp + 32.
@ Clobbers r0-r7.
.macro sq_product
    @ T = sum over i < j of a_i a_j 2^(32(i+j)): columns 1 .. 13, P_0 = 0
    movs r0, #0
    movs r1, #0
    movs r2, #0
    str r0, [sp, #32]
    sq_column 1, 32, r0, r1, r2
    sq_column 2, 32, r1, r2, r0
    sq_column 3, 32, r2, r0, r1
    sq_column 4, 32, r0, r1, r2
    sq_column 5, 32, r1, r2, r0
    sq_column 6, 32, r2, r0, r1
    sq_column 7, 32, r0, r1, r2
    sq_column 8, 32, r1, r2, r0
    sq_column 9, 32, r2, r0, r1
    sq_column 10, 32, r0, r1, r2
    sq_column 11, 32, r1, r2, r0
    sq_column 12, 32, r2, r0, r1
    sq_column 13, 32, r0, r1, r2
    str r1, [sp, #32+56]        @ columns 14, 15: the carry words (T < 2^510)
    str r2, [sp, #32+60]
    @ P = 2 T + sum a_i^2 2^(64 i): r6 keeps the doubling's carry and r7 the
    @ addition's between words (each restored into C by LSRS #1).
    movs r6, #0
    movs r7, #0
.set sqi, 0
.rept 8
    ldr r0, [sp, #32+8*sqi]
    ldr r1, [sp, #32+8*sqi+4]
    lsrs r6, r6, #1
    adcs r0, r0
    adcs r1, r1
    adcs r6, r6
    ldr r3, [sp, #A_OFF+4*sqi]
    lsrs r4, r3, #16            @ xh
    uxth r3, r3                 @ xl
    movs r5, r4
    muls r5, r3                 @ xl xh
    muls r3, r3                 @ xl^2
    muls r4, r4                 @ xh^2
    lsls r2, r5, #17
    lsrs r5, r5, #15
    adds r3, r2
    adcs r4, r5                 @ r4:r3 = a_i^2
    lsrs r7, r7, #1
    adcs r0, r3
    adcs r1, r4
    adcs r7, r7
    str r0, [sp, #32+8*sqi]
    str r1, [sp, #32+8*sqi+4]
.set sqi, sqi + 1
.endr
.endm

    .section .text.ucrypt_fe25519_mul_armv6m, "ax", %progbits
    .global ucrypt_fe25519_mul_armv6m
    .type   ucrypt_fe25519_mul_armv6m, %function
    .align 2
ucrypt_fe25519_mul_armv6m:
    push {r0, r4-r7, lr}
    sub sp, #128
    mov r3, sp                  @ copy a, b to sp + 0, sp + 32
    ldm r1!, {r4-r7}
    stm r3!, {r4-r7}
    ldm r1!, {r4-r7}
    stm r3!, {r4-r7}
    ldm r2!, {r4-r7}
    stm r3!, {r4-r7}
    ldm r2!, {r4-r7}
    stm r3!, {r4-r7}
    mul_product
    ldr r1, [sp, #128]
    reduce 64
    wipe_stack 32
    add sp, #132
    pop {r4-r7, pc}
    .size ucrypt_fe25519_mul_armv6m, . - ucrypt_fe25519_mul_armv6m

@ The squaring's frame: a copy at sp + 0, P at sp + 32, saved r0 at sp + 96.
    .section .text.ucrypt_fe25519_sq_armv6m, "ax", %progbits
    .global ucrypt_fe25519_sq_armv6m
    .type   ucrypt_fe25519_sq_armv6m, %function
    .align 2
ucrypt_fe25519_sq_armv6m:
    push {r0, r4-r7, lr}
    sub sp, #96
    mov r3, sp
    ldm r1!, {r4-r7}
    stm r3!, {r4-r7}
    ldm r1!, {r4-r7}
    stm r3!, {r4-r7}
    sq_product
    ldr r1, [sp, #96]
    reduce 32
    wipe_stack 24
    add sp, #100
    pop {r4-r7, pc}
    .size ucrypt_fe25519_sq_armv6m, . - ucrypt_fe25519_sq_armv6m

@ Radix 2^25.5 (field.hpp: ten limbs, limb i at bit o_i = ceil(25.5 i),
@ carried: each below 2^{w_i} except limb 1, below 2^26) to packed words at
@ sp + dst, from [ptr]. Limb i + 1 is shifted into place and added to the
@ high part of limb i with the carry (limbs may overlap by a carry, so they
@ are added, not ORed). r3-r6 clobbered; r5 carries the running high part.
.macro pack_step ptr, dst, wi, li, sh
    ldr r3, [\ptr, #4*\li]
    lsls r4, r3, #\sh
    lsrs r3, r3, #(32 - \sh)
    adds r5, r4
    adcs r3, r6
    str r5, [sp, #\dst+4*\wi]
    movs r5, r3
.endm

.macro pack_r25 ptr, dst
    movs r6, #0
    ldr r5, [\ptr, #0]
    pack_step \ptr, \dst, 0, 1, 26     @ o_1 = 26
    pack_step \ptr, \dst, 1, 2, 19     @ o_2 = 51
    pack_step \ptr, \dst, 2, 3, 13     @ o_3 = 77
    pack_step \ptr, \dst, 3, 4, 6      @ o_4 = 102
    ldr r3, [\ptr, #20]                @ o_5 = 128: limb 5 is word 4's low part
    adds r5, r3
    pack_step \ptr, \dst, 4, 6, 25     @ o_6 = 153
    pack_step \ptr, \dst, 5, 7, 19     @ o_7 = 179
    pack_step \ptr, \dst, 6, 8, 12     @ o_8 = 204
    ldr r3, [\ptr, #36]                @ o_9 = 230, the value is < 2^256
    lsls r3, r3, #6
    adds r5, r3
    str r5, [sp, #\dst+28]
.endm

@ Limb i of the packed words at sp + 0 (bits [off, off + width)) to [r0].
.macro limb_out i, off, width
.set lj, \off / 32
.set ls, \off % 32
    ldr r3, [sp, #4*lj]
.if ls + \width <= 32
.if 32 - ls - \width > 0
    lsls r3, r3, #(32 - ls - \width)
.endif
.else
    ldr r4, [sp, #4*lj+4]
    lsrs r3, r3, #ls
    lsls r4, r4, #(32 - ls)
    orrs r3, r4
    lsls r3, r3, #(32 - \width)
.endif
    lsrs r3, r3, #(32 - \width)
    str r3, [r0, #4*\i]
.endm

@ Packed words at sp + 0 (< 2^256) to a carried radix 2^25.5 element at [r0]:
@ bit 255 is worth 19, added to limb 0 and carried into limb 1 (which then
@ reaches 2^25 at most).
.macro unpack_r25
    ldr r3, [sp, #0]
    lsls r3, r3, #6
    lsrs r3, r3, #6             @ bits 0 .. 25
    ldr r4, [sp, #28]
    lsrs r4, r4, #31
    movs r5, #19
    muls r4, r5
    adds r3, r4                 @ limb 0 + 19 * bit 255
    ldr r4, [sp, #0]
    ldr r5, [sp, #4]
    lsrs r4, r4, #26
    lsls r5, r5, #6
    orrs r4, r5
    lsls r4, r4, #7
    lsrs r4, r4, #7             @ bits 26 .. 50
    lsrs r5, r3, #26
    adds r4, r5
    lsls r3, r3, #6
    lsrs r3, r3, #6
    str r3, [r0, #0]
    str r4, [r0, #4]
    limb_out 2, 51, 26
    limb_out 3, 77, 25
    limb_out 4, 102, 26
    limb_out 5, 128, 25
    limb_out 6, 153, 26
    limb_out 7, 179, 25
    limb_out 8, 204, 26
    limb_out 9, 230, 25
.endm

@ void ucrypt_fe25519_mul_r25_armv6m(uint32_t h[10], const uint32_t f[10], const uint32_t g[10]);
@ void ucrypt_fe25519_sq_r25_armv6m(uint32_t h[10], const uint32_t f[10]);
@ The same product on radix 2^25.5 elements (carried inputs, carried output;
@ h may alias f or g), packed into the operand slots of the frame, reduced
@ into sp + 0 and unpacked from there. Stack as mul and sq, all wiped.
    .section .text.ucrypt_fe25519_mul_r25_armv6m, "ax", %progbits
    .global ucrypt_fe25519_mul_r25_armv6m
    .type   ucrypt_fe25519_mul_r25_armv6m, %function
    .align 2
ucrypt_fe25519_mul_r25_armv6m:
    push {r0, r4-r7, lr}
    sub sp, #128
    pack_r25 r1, A_OFF
    pack_r25 r2, B_OFF
    mul_product
    mov r1, sp
    reduce 64
    ldr r0, [sp, #128]
    unpack_r25
    wipe_stack 32
    add sp, #132
    pop {r4-r7, pc}
    .size ucrypt_fe25519_mul_r25_armv6m, . - ucrypt_fe25519_mul_r25_armv6m

    .section .text.ucrypt_fe25519_sq_r25_armv6m, "ax", %progbits
    .global ucrypt_fe25519_sq_r25_armv6m
    .type   ucrypt_fe25519_sq_r25_armv6m, %function
    .align 2
ucrypt_fe25519_sq_r25_armv6m:
    push {r0, r4-r7, lr}
    sub sp, #96
    pack_r25 r1, A_OFF
    sq_product
    mov r1, sp
    reduce 32
    ldr r0, [sp, #96]
    unpack_r25
    wipe_stack 24
    add sp, #100
    pop {r4-r7, pc}
    .size ucrypt_fe25519_sq_r25_armv6m, . - ucrypt_fe25519_sq_r25_armv6m

@ r = a + b; the carry out of 2^256 is folded back as 38.
    .section .text.ucrypt_fe25519_add_armv6m, "ax", %progbits
    .global ucrypt_fe25519_add_armv6m
    .type   ucrypt_fe25519_add_armv6m, %function
    .align 2
ucrypt_fe25519_add_armv6m:
    push {r4-r7, lr}
    ldm r1!, {r3, r4}
    ldm r2!, {r5, r6}
    adds r3, r5
    adcs r4, r6
    stm r0!, {r3, r4}
.rept 3
    ldm r1!, {r3, r4}
    ldm r2!, {r5, r6}
    adcs r3, r5
    adcs r4, r6
    stm r0!, {r3, r4}
.endr
    movs r7, #0
    adcs r7, r7                 @ the carry out
    movs r6, #38
    muls r7, r6
    movs r2, #0
    subs r0, #32
    fold_add38 r0, r1, r3, r4, r5, r2
    pop {r4-r7, pc}
    .size ucrypt_fe25519_add_armv6m, . - ucrypt_fe25519_add_armv6m

@ r = a - b; a borrow out of 2^256 is worth -38. Subtracting 38 borrows again
@ only from words below 38, which wrap to at least 2^256 - 38: the second 38
@ is then subtracted without a borrow. A borrow is C = 0: SBCS x, x gives
@ -borrow, and NEGS of that gives the flag back.
    .section .text.ucrypt_fe25519_sub_armv6m, "ax", %progbits
    .global ucrypt_fe25519_sub_armv6m
    .type   ucrypt_fe25519_sub_armv6m, %function
    .align 2
ucrypt_fe25519_sub_armv6m:
    push {r4-r7, lr}
    ldm r1!, {r3, r4}
    ldm r2!, {r5, r6}
    subs r3, r5
    sbcs r4, r6
    stm r0!, {r3, r4}
.rept 3
    ldm r1!, {r3, r4}
    ldm r2!, {r5, r6}
    sbcs r3, r5
    sbcs r4, r6
    stm r0!, {r3, r4}
.endr
    sbcs r7, r7                 @ -borrow
    movs r6, #38
    ands r7, r6                 @ 38 * borrow
    movs r2, #0
    subs r0, #32
    ldm r0!, {r1, r3, r4, r5}
    subs r1, r7
    sbcs r3, r2
    sbcs r4, r2
    sbcs r5, r2
    sbcs r7, r7
    subs r0, #16
    stm r0!, {r1, r3, r4, r5}
    ldm r0!, {r1, r3, r4, r5}
    negs r7, r7                 @ C = no borrow
    sbcs r1, r2
    sbcs r3, r2
    sbcs r4, r2
    sbcs r5, r2
    sbcs r2, r2                 @ -borrow
    ands r2, r6
    subs r0, #16
    stm r0!, {r1, r3, r4, r5}
    subs r0, #32
    ldr r1, [r0]
    subs r1, r2
    str r1, [r0]
    pop {r4-r7, pc}
    .size ucrypt_fe25519_sub_armv6m, . - ucrypt_fe25519_sub_armv6m

@ r = a * c for c < 2^26: eight word products with a carry word (the high
@ word of a product is below 2^26, so adding the low word's carry to it
@ cannot overflow), then 38 times the last carry (< 2^32 - 38) folded in.
    .section .text.ucrypt_fe25519_mul_small_armv6m, "ax", %progbits
    .global ucrypt_fe25519_mul_small_armv6m
    .type   ucrypt_fe25519_mul_small_armv6m, %function
    .align 2
ucrypt_fe25519_mul_small_armv6m:
    push {r4-r7, lr}
    mov r12, r2                 @ c
    movs r2, #0                 @ carry word
.set msi, 0
.rept 8
    ldr r3, [r1, #4*msi]
    mov r4, r12
    mul32x32
    adds r7, r2
    movs r2, #0
    adcs r2, r5
    str r7, [r0, #4*msi]
.set msi, msi + 1
.endr
    movs r6, #38
    movs r7, r2
    muls r7, r6
    movs r2, #0
    fold_add38 r0, r1, r3, r4, r5, r2
    pop {r4-r7, pc}
    .size ucrypt_fe25519_mul_small_armv6m, . - ucrypt_fe25519_mul_small_armv6m
#endif
