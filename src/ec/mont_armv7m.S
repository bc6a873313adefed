// SPDX-License-Identifier: Apache-2.0
@ ucrypt — Montgomery multiplication r = a * b * 2^(-32n) mod m for the EcSmall
@ engine and the scalar fields (src/ec/mont.hpp), Armv7E-M / Armv8-M Mainline
@ with the DSP extension (UMAAL), Thumb-2. Any odd m of n words, 2 <= n <= 17.
@
@ void ucrypt_ec_mont_mul_n<n>(uint32_t r[n], const uint32_t a[n], const uint32_t b[n],
@                              const uint32_t M[n + 1]);
@ M holds m (n little-endian words) followed by m0inv = -m^-1 mod 2^32, the
@ layout of the first two members of ec::Modulus<n>. a, b < m; r < m on return.
@ r may alias a or b: r is written only by the final subtraction, after the
@ last read of a and b. One entry point per n (n = 7, 8, 12, 16, 17, each a
@ two-instruction stub in its own section) puts n in r12 and branches to the
@ common body, so callers pass four register arguments (AAPCS, no stack
@ argument).
@
@ Algorithm: CIOS (Koc, Acar, Kaliski 1996) with the multiplication and
@ reduction loops fused. For each word b_i of b (one row):
@   x = t_0 + a_0 b_i (carry c1);  q = x * m0inv mod 2^32;
@   x + q m_0 = 0 mod 2^32 (carry c2);
@   for j = 1..n-1:  t_{j-1} = t_j + a_j b_i + q m_j + c1 + c2 (two UMAALs,
@                    each with its own carry word c1, c2; hi:lo = x*y + lo + hi
@                    never overflows);
@   t_{n-1}:t_n = t_n + c1 + c2 (one more UMAAL by 1).
@ t stays below 2m, so n + 1 words hold it; at the end r = t - m, and r = t
@ when that borrows and t_n = 0 (masked select, no branch).
@
@ Layout: t lives in an 18-word stack area (the most n = 17 needs) placed so
@ that t_n is always at sp + 68: t_j is at sp + 4(s + j) with s = 17 - n.
@ With the bases a' = a - 4s and m' = m - 4s, word j of every array is at a
@ fixed offset 4v, v = s + j, from sp, a' and m', whatever n. The inner row
@ is one straight-line chain of 16 identical 16-byte blocks (v = 1..16); a row
@ jumps into it at block v = s + 1 and leaves it at its end, so it runs the
@ n - 1 blocks it needs, with no loop counter (Duff's device on the public n).
@ The final subtraction and select are chains of the same kind (v = 0..16,
@ entered at v = s). Each block is a fixed size (checked below), so entry
@ addresses are base + s * size, computed once per call.
@
@ Cost by the Cortex-M4 timing table of docs/CYCLE-MODEL.md (counted, not
@ timed): 7 cycles per inner word (three loads, two UMAALs, one store), about
@ 22 per row besides, about 12 per word for the final subtraction and select.
@ Measured in the M4 model (zero wait states) against GCC's unrolled C++:
@ P-384 EcSmall signing 7.74 M -> 5.78 M cycles, P-256 2.75 M -> 2.24 M.
@
@ Constant-time: the only branches are the row loop (its count is n) and the
@ computed jumps into the chains (their targets depend on n only); every
@ address is sp-, a-, b-, m- or r-relative with an offset that depends on n
@ and the loop position only. Data meet only LDR/STR, UMAAL, MUL, ADDS-type
@ flag arithmetic and EOR/AND, all fixed-latency on Cortex-M4/M7/M33/M55
@ (UMAAL needs the DSP extension, hence the guard; the Cortex-M3 has none and its
@ long multiplies terminate early, so it keeps the C++ code). The t area on
@ the stack is not wiped, as with the C++ version's local array.
@
@ Stack: 40 bytes of saved registers (r0, r4-r11, lr) + 72 bytes of t.

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_EC_MONT_ARMV7EM

    .syntax unified
    .thumb

@ Entry stub for one n: r12 = n, then the common body.
.macro stub n
    .section .text.ucrypt_ec_mont_mul_n\n, "ax", %progbits
    .global ucrypt_ec_mont_mul_n\n
    .type ucrypt_ec_mont_mul_n\n, %function
    .thumb_func
    .p2align 2
ucrypt_ec_mont_mul_n\n:
    movs r12, #\n
    b.w ucrypt_ec_mont_mul_body
    .size ucrypt_ec_mont_mul_n\n, . - ucrypt_ec_mont_mul_n\n
.endm

    stub 7
    stub 8
    stub 12
    stub 16
    stub 17

@ Inner block v (row word j = v - s): r0 = t_j + a_j b_i + c1 (r9) + q m_j
@ + c2 (r8), stored to t_{j-1}. r11 = b_i, r10 = q, r7 = a', r6 = m'.
.macro inner v
    ldr r0, [sp, #4*\v]
    ldr r1, [r7, #4*\v]
    ldr r2, [r6, #4*\v]
    umaal r0, r9, r1, r11
    umaal r0, r8, r10, r2
    str r0, [sp, #4*(\v - 1)]
.endm

@ Subtraction block v: r'_v = t_j - m_j - borrow (carry flag), r0 = r'.
.macro subw v
    ldr r1, [sp, #4*\v]
    ldr r2, [r6, #4*\v]
    sbcs r1, r1, r2
    str r1, [r0, #4*\v]
.endm

@ Select block v: r_j = keep ? t_j : r_j, r2 = keep (all ones or zero).
.macro selw v
    ldr r1, [sp, #4*\v]
    ldr r4, [r0, #4*\v]
    eors r1, r1, r4
    ands r1, r1, r2
    eors r1, r1, r4
    str r1, [r0, #4*\v]
.endm

    .section .text.ucrypt_ec_mont_mul_body, "ax", %progbits
    .type ucrypt_ec_mont_mul_body, %function
    .thumb_func
    .p2align 2
ucrypt_ec_mont_mul_body:
    push {r0, r4-r11, lr}
    sub sp, sp, #72
    @ r3 = 4s = 68 - 4n; a' = a - 4s, m' = m - 4s; r4 = b + 4n (row end).
    add r4, r2, r12, lsl #2
    lsl r12, r12, #2
    rsb r5, r12, #68
    sub r7, r1, r5
    sub r6, r3, r5
    mov r3, r5
    mov r12, r2                 @ r12 walks over b
    adr lr, .Linner
    add lr, lr, r3, lsl #2      @ inner chain entry: block s + 1, 16 bytes each
    orr lr, lr, #1
    movs r5, #1                 @ the multiplier of the row tail's UMAAL
    @ t = 0 (all 18 words)
    movs r0, #0
    movs r1, #0
    movs r2, #0
    mov r8, #0
    mov r9, #0
    mov r10, #0
    mov r11, #0
    mov r2, sp
    stm r2!, {r0, r1, r8-r11}
    stm r2!, {r0, r1, r8-r11}
    stm r2!, {r0, r1, r8-r11}

    .p2align 2
.Lrow:
    ldr r11, [r12], #4          @ b_i
    ldr r0, [sp, r3]            @ t_0
    ldr r1, [r7, r3]            @ a_0
    ldr r2, [r6, r3]            @ m_0
    ldr r10, [r6, #68]          @ m0inv, right after m
    mov r9, #0
    mov r8, #0
    umaal r0, r9, r1, r11       @ x = t_0 + a_0 b_i
    mul r10, r0, r10            @ q
    umaal r0, r8, r10, r2       @ x + q m_0 = 0 mod 2^32
    bx lr
    .p2align 2
.Linner:
    .irp v, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    inner \v
    .endr
.Linner_end:
    ldr r0, [sp, #68]           @ t_n
    umaal r9, r8, r0, r5        @ t_n + c1 + c2
    str r9, [sp, #64]
    str r8, [sp, #68]
    cmp r12, r4
    bne .Lrow

    @ r = t - m into r (chain entered at block s, 8 bytes each), carry = !borrow
    ldr r0, [sp, #72]
    sub r0, r0, r3              @ r' = r - 4s
    adr r1, .Lsub
    add r1, r1, r3, lsl #1
    orr r1, r1, #1
    adr r5, .Lsel
    add r5, r5, r3, lsl #1
    add r5, r5, r3              @ select chain entry: block s, 12 bytes each
    orr r5, r5, #1
    cmp r0, r0                  @ carry set: no borrow in
    bx r1
    .p2align 2
.Lsub:
    .irp v, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    subw \v
    .endr
.Lsub_end:
    sbc r2, r2, r2              @ -borrow
    ldr r1, [sp, #68]           @ t_n, 0 or 1
    subs r1, r1, #1             @ all ones iff t_n = 0
    ands r2, r2, r1             @ keep t: borrow and t_n = 0
    bx r5
    .p2align 2
.Lsel:
    .irp v, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    selw \v
    .endr
.Lsel_end:
    add sp, sp, #72
    pop {r0, r4-r11, pc}
    .size ucrypt_ec_mont_mul_body, . - ucrypt_ec_mont_mul_body

#endif
