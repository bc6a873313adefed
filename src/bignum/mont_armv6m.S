// SPDX-License-Identifier: Apache-2.0
@ ucrypt — Montgomery multiplication r = a * b * 2^(-32n) mod m, Armv6-M
@ (Cortex-M0, M0+, M1; Armv8-M Baseline M23) in Thumb-1, for any odd m of
@ n >= 1 words: the EcSmall engine and the scalar fields (src/ec/mont.hpp)
@ and the RSA big numbers (MathSmall and MathFast, src/bignum/bn_inline.hpp).
@
@ struct Args { const uint32_t* m; uint32_t m0inv; uint32_t n; uint32_t* work; };
@ void ucrypt_mont_mul_armv6m(uint32_t r[n], const uint32_t a[n],
@                             const uint32_t b[n], const Args* p);
@ m0inv = -m^-1 mod 2^32; work holds n words of scratch. a < 2^(32n), b < m;
@ r < m on return. r may alias a or b: r is written only by the final
@ subtraction, after the last read of a and b.
@
@ Algorithm: finely integrated product scanning (FIPS; Koc, Acar, Kaliski
@ 1996). Column k of a b + q m collects every a_j b_(k-j) and q_j m_(k-j) in
@ a 96-bit accumulator of three registers (at most 2n products below 2^64
@ per column). For k < n the column ends with q_k = c0 m0inv mod 2^32 and
@ q_k m_0, which clears the low word (q_k's slot is 0 during the column, so
@ the column's last term is a_k b_0 + 0); for n <= k < 2n - 1 the low word is
@ the result word T_(k-n). T = (a b + q m) / 2^(32n) < 2m fits n words and a
@ top bit; at the end r = T - m, and r = T when that borrows and the top bit
@ is 0 (masked select, no branch on data). Each 32 x 32 -> 64 product is four
@ 16 x 16 MULS (src/armv6m_mac.inc).
@
@ Layout: work holds q_j, and T_j in its place once column j + n no longer
@ needs q_j. The column terms are one loop (.Lterms, a subroutine shared by
@ both halves): a pointer walks up a and one down b; q and m are reached at
@ fixed distances from them (register-offset loads). The pointers, the two
@ distances and the loop end live in r8-r12 (MOV to a low register before
@ each use), leaving r0-r7 to the accumulator and the product. About 430
@ bytes of code whatever n (850 with the squaring).
@
@ Cost by the Cortex-M0+ timing table of docs/CYCLE-MODEL.md (counted): 65
@ cycles per column term (two word products), n^2 + n terms, about 45 per
@ column besides, 27 per word for the final subtraction and select, 4 to wipe.
@ The squaring: 39 per cross product (n(n - 1)/2), 36 per q m product (n^2),
@ 21 per square.
@
@ Constant time: the only branches are loop ends whose counts depend on n
@ (and one on n = 1);
@ every address depends on n and the loop position only. Values only meet
@ LDR/STR/STM, MULS, ADDS/ADCS, SUBS/SBCS, shifts, UXTH and ORR/EOR/AND.
@ MULS is single-cycle on a Cortex-M0/M0+ built with the fast multiplier
@ (the option CMOX and our cycle model assume); the 32-cycle iterative
@ multiplier option ends early depending on the operand values, and with it
@ this code is NOT constant time (docs/CONSTANT-TIME.md). work is wiped
@ before returning.
@
@ Stack: 36 bytes of saved registers (r4-r11, lr) + 36 bytes of locals (the
@ shared subroutine is a leaf).

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_MONT_ARMV6M

    .syntax unified
    .thumb

@ mul32x32 (one 32 x 32 -> 64 product, r3 * r4 -> r5:r7): src/armv6m_mac.inc.
#include "../armv6m_mac.inc"

@ Locals (sp-relative).
.equ L_R, 0         @ r
.equ L_MINV, 4      @ m0inv
.equ L_A, 8         @ a
.equ L_B, 12        @ b
.equ L_M, 16        @ m
.equ L_Q, 20        @ work: q, then T
.equ L_4N, 24       @ 4n
.equ L_K4, 28       @ 4k, k the column
.equ L_LO, 32       @ 4 lo, lo the column's first index (squaring)
.equ L_SIZE, 36       @ with the 36 bytes pushed, sp stays 8-byte aligned

@ c2:c1:c0 (r0-r2) += r3 * r4; clobbers r3-r7.
.macro acc_product
    mul32x32
    movs r6, #0
    adds r0, r7
    adcs r1, r5
    adcs r2, r6
.endm

@ Next column: c0 := c1, c1 := c2, c2 := 0.
.macro acc_shift
    movs r0, r1
    movs r1, r2
    movs r2, #0
.endm

    .section .text.ucrypt_mont_mul_armv6m, "ax", %progbits
    .global ucrypt_mont_mul_armv6m
    .type ucrypt_mont_mul_armv6m, %function
    .thumb_func
    .p2align 2
ucrypt_mont_mul_armv6m:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    sub sp, sp, #L_SIZE
    str r0, [sp, #L_R]
    str r1, [sp, #L_A]
    str r2, [sp, #L_B]
    ldr r4, [r3, #0]            @ m
    str r4, [sp, #L_M]
    ldr r5, [r3, #4]
    str r5, [sp, #L_MINV]
    ldr r6, [r3, #8]            @ n
    lsls r6, r6, #2
    str r6, [sp, #L_4N]
    ldr r7, [r3, #12]           @ work
    str r7, [sp, #L_Q]
    subs r7, r7, r1
    mov r10, r7                 @ q_j at a_j + r10
    subs r4, r4, r2
    mov r11, r4                 @ m_i at b_i + r11
    movs r0, #0
    movs r1, #0
    movs r2, #0
    str r0, [sp, #L_K4]

    @ columns k = 0 .. n - 1: terms j = 0 .. k (q_k still 0), then q_k
.Lcol_low:
    ldr r4, [sp, #L_K4]
    ldr r3, [sp, #L_Q]
    movs r5, #0
    str r5, [r3, r4]            @ q_k = 0 for now
    ldr r3, [sp, #L_A]
    mov r8, r3                  @ a_0
    adds r3, r3, r4
    adds r3, #4
    mov r12, r3                 @ end: a_(k+1)
    ldr r3, [sp, #L_B]
    adds r3, r3, r4
    mov r9, r3                  @ b_k
    bl .Lterms
    ldr r3, [sp, #L_MINV]
    muls r3, r0                 @ q_k = c0 m0inv mod 2^32
    ldr r4, [sp, #L_K4]
    ldr r5, [sp, #L_Q]
    str r3, [r5, r4]
    ldr r4, [sp, #L_M]
    ldr r4, [r4]                @ m_0
    acc_product                 @ c0 + q_k m_0 = 0 mod 2^32
    acc_shift
    ldr r4, [sp, #L_K4]
    adds r4, #4
    str r4, [sp, #L_K4]
    ldr r3, [sp, #L_4N]
    cmp r4, r3
    bne .Lcol_low

    @ columns k = n .. 2n - 2: terms j = k - n + 1 .. n - 1, then T_(k-n)
    @ (none when n = 1)
    ldr r5, [sp, #L_4N]
    cmp r5, #4
    beq .Lhigh_done
.Lcol_high:
    ldr r4, [sp, #L_K4]
    ldr r5, [sp, #L_4N]
    subs r4, r4, r5             @ 4(k - n)
    ldr r3, [sp, #L_A]
    adds r6, r3, r5
    mov r12, r6                 @ end: a_n
    adds r3, r3, r4
    adds r3, #4
    mov r8, r3                  @ a_(k-n+1)
    ldr r3, [sp, #L_B]
    adds r3, r3, r5
    subs r3, #4
    mov r9, r3                  @ b_(n-1)
    bl .Lterms
    ldr r4, [sp, #L_K4]
    ldr r5, [sp, #L_4N]
    subs r3, r4, r5
    ldr r6, [sp, #L_Q]
    str r0, [r6, r3]            @ T_(k-n) over q_(k-n)
    acc_shift
    adds r4, #4
    str r4, [sp, #L_K4]
    lsls r5, r5, #1
    subs r5, #4
    cmp r4, r5
    bne .Lcol_high

.Lhigh_done:
    @ c0 = T_(n-1), c1 = the top bit
    ldr r3, [sp, #L_Q]
    ldr r4, [sp, #L_4N]
    adds r4, r3, r4
    subs r4, #4
    str r0, [r4]
    mov r10, r1
    adds r4, #4
    mov r12, r4                 @ end of T
    @ r = T - m word by word; the carry (1 = no borrow) waits in r7 while
    @ the pointer updates change the flags.
    ldr r0, [sp, #L_R]
    ldr r1, [sp, #L_Q]
    ldr r2, [sp, #L_M]
    movs r7, #1
.Lsub:
    lsrs r7, r7, #1             @ C = the carry, r7 = 0
    ldm r1!, {r3}               @ T_i
    ldm r2!, {r4}               @ m_i
    sbcs r3, r4
    adcs r7, r7
    stm r0!, {r3}
    cmp r1, r12
    bne .Lsub
    @ keep T when it borrowed (r7 = 0) and the top bit is 0
    mov r5, r10
    orrs r5, r7
    subs r5, #1
    ldr r0, [sp, #L_R]
    ldr r1, [sp, #L_Q]
.Lsel:
    ldm r1!, {r3}
    ldr r4, [r0]
    eors r3, r4
    ands r3, r5
    eors r3, r4
    stm r0!, {r3}
    cmp r1, r12
    bne .Lsel
    @ wipe work
    ldr r1, [sp, #L_Q]
    movs r3, #0
.Lwipe:
    stm r1!, {r3}
    cmp r1, r12
    bne .Lwipe
    add sp, sp, #L_SIZE
    pop {r4-r7}
    mov r8, r4
    mov r9, r5
    mov r10, r6
    mov r11, r7
    pop {r4-r7, pc}

@ c2:c1:c0 += a_j b_i + q_j m_i for a_j from r8 up to r12 (exclusive), b_i
@ from r9 down; q_j at a_j + r10, m_i at b_i + r11. Clobbers r3-r9.
.Lterms:
    mov r5, r8
    ldr r3, [r5]
    mov r6, r9
    ldr r4, [r6]
    acc_product                 @ a_j b_i
    mov r5, r8
    mov r6, r10
    ldr r3, [r5, r6]
    mov r5, r9
    mov r6, r11
    ldr r4, [r5, r6]
    acc_product                 @ q_j m_i
    mov r3, r8
    adds r3, #4
    mov r8, r3
    mov r4, r9
    subs r4, #4
    mov r9, r4
    cmp r3, r12
    bne .Lterms
    bx lr
    .size ucrypt_mont_mul_armv6m, . - ucrypt_mont_mul_armv6m

@ void ucrypt_mont_sqr_armv6m(uint32_t r[n], const uint32_t a[n], const Args* p):
@ r = a^2 2^(-32n) mod m for a < m, the same columns with the cross products
@ a_j a_(k-j), j < k - j, computed once and added twice, and the square
@ a_(k/2)^2 in the even columns; then the same final subtraction.
    .global ucrypt_mont_sqr_armv6m
    .type ucrypt_mont_sqr_armv6m, %function
    .thumb_func
    .p2align 2
ucrypt_mont_sqr_armv6m:
    push {r4-r7, lr}
    mov r4, r8
    mov r5, r9
    mov r6, r10
    mov r7, r11
    push {r4-r7}
    sub sp, sp, #L_SIZE
    str r0, [sp, #L_R]
    str r1, [sp, #L_A]
    ldr r4, [r2, #0]            @ m
    str r4, [sp, #L_M]
    ldr r5, [r2, #4]
    str r5, [sp, #L_MINV]
    ldr r6, [r2, #8]            @ n
    lsls r6, r6, #2
    str r6, [sp, #L_4N]
    ldr r7, [r2, #12]           @ work
    str r7, [sp, #L_Q]
    movs r0, #0
    movs r1, #0
    movs r2, #0
    str r0, [sp, #L_K4]
    @ column k = 0 .. 2n - 2: lo = max(0, k - n + 1), hi = k - lo
.Lsq_col:
    ldr r4, [sp, #L_K4]
    ldr r6, [sp, #L_4N]
    movs r5, #0
    cmp r4, r6
    blo 1f
    subs r5, r4, r6
    adds r5, #4                 @ 4 lo = 4(k - n + 1)
    subs r6, #4                 @ 4 hi = 4(n - 1)
    b 2f
1:  movs r6, r4                 @ 4 hi = 4k
    ldr r3, [sp, #L_Q]
    movs r7, #0
    str r7, [r3, r4]            @ q_k = 0 for now
2:  str r5, [sp, #L_LO]
    @ cross products: a_j from a_lo up to a_ceil(k/2) (exclusive), a_i from a_hi down
    ldr r3, [sp, #L_A]
    adds r7, r3, r5
    mov r8, r7
    adds r7, r3, r6
    mov r9, r7
    adds r7, r4, #4
    lsrs r7, r7, #3
    lsls r7, r7, #2
    adds r7, r3, r7
    mov r12, r7
    cmp r7, r8
    beq 3f                      @ none (k = 0, k = 2n - 2)
    bl .Lsq_cross
3:  ldr r4, [sp, #L_K4]
    lsls r3, r4, #29            @ k odd: no square
    bne 4f
    lsrs r4, r4, #1             @ 2k: a_(k/2)
    ldr r3, [sp, #L_A]
    ldr r3, [r3, r4]
    movs r4, r3
    acc_product
4:  @ q_j m_(k-j), j = lo .. hi
    ldr r5, [sp, #L_LO]
    ldr r4, [sp, #L_K4]
    subs r6, r4, r5             @ 4 hi
    ldr r3, [sp, #L_Q]
    adds r7, r3, r5
    mov r8, r7
    adds r7, r3, r6
    adds r7, #4
    mov r12, r7
    ldr r3, [sp, #L_M]
    adds r7, r3, r6
    mov r9, r7
    bl .Lsq_qm
    ldr r4, [sp, #L_K4]
    ldr r5, [sp, #L_4N]
    cmp r4, r5
    bhs 5f
    ldr r3, [sp, #L_MINV]
    muls r3, r0                 @ q_k = c0 m0inv mod 2^32
    ldr r5, [sp, #L_Q]
    str r3, [r5, r4]
    ldr r4, [sp, #L_M]
    ldr r4, [r4]                @ m_0
    acc_product                 @ c0 + q_k m_0 = 0 mod 2^32
    b 6f
5:  subs r3, r4, r5
    ldr r6, [sp, #L_Q]
    str r0, [r6, r3]            @ T_(k-n) over q_(k-n)
6:  acc_shift
    ldr r4, [sp, #L_K4]
    adds r4, #4
    str r4, [sp, #L_K4]
    ldr r5, [sp, #L_4N]
    lsls r5, r5, #1
    subs r5, #4
    cmp r4, r5
    bne .Lsq_col
    b .Lhigh_done
    .size ucrypt_mont_sqr_armv6m, . - ucrypt_mont_sqr_armv6m

@ c2:c1:c0 += 2 a_j a_i for a_j from r8 up to r12 (exclusive), a_i from r9
@ down. Clobbers r3-r9.
.Lsq_cross:
    mov r5, r8
    ldr r3, [r5]
    mov r6, r9
    ldr r4, [r6]
    mul32x32
    movs r6, #0
    adds r0, r7
    adcs r1, r5
    adcs r2, r6
    adds r0, r7
    adcs r1, r5
    adcs r2, r6
    mov r3, r8
    adds r3, #4
    mov r8, r3
    mov r4, r9
    subs r4, #4
    mov r9, r4
    cmp r3, r12
    bne .Lsq_cross
    bx lr

@ c2:c1:c0 += q_j m_i for q_j from r8 up to r12 (exclusive), m_i from r9
@ down. Clobbers r3-r9.
.Lsq_qm:
    mov r5, r8
    ldr r3, [r5]
    mov r6, r9
    ldr r4, [r6]
    acc_product
    mov r3, r8
    adds r3, #4
    mov r8, r3
    mov r4, r9
    subs r4, #4
    mov r9, r4
    cmp r3, r12
    bne .Lsq_qm
    bx lr

#endif
