// SPDX-License-Identifier: Apache-2.0
@ Cycle-model calibration, Cortex-M0+ (ARMv6-M), run on mps2-an385.
@
@ Expected counts follow by hand from the Cortex-M0+ TRM r0p1 table 3-1
@ (two-stage pipeline, single-cycle multiplier option) as docs/CYCLE-MODEL.md
@ lists them: loads/stores 2, LDM/STM/PUSH/POP 1+N, B taken 2 / not taken 1,
@ BL 3, BX 2, POP {..,PC} 3+N, MULS 1. The model writes these as a base cost
@ plus a refill P (P_imm = 1, P_reg = 1, P_load = 2; BL's base is 2).
@ OVH, the fixed cost of every window:
@   start marker BX LR = 2; BL ucrypt_bench_stop = 3; OVH = 5 cycles, 2 insns.
@ Lines "@ expect <cores>: insns N cycles C" are read by calibrate.py.
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        ldr     r0, =calib_buf
        mov     r8, r0
        movs    r1, #3
        movs    r3, #8
        b       calib_body
        .ltorg
calib_body:

@ window: empty
@   OVH only = 5
@ expect m0plus: insns 2 cycles 5
        BEGIN
        END

@ window: alu16
@   100 x ADDS (1) = 100; + 5 = 105
@ expect m0plus: insns 102 cycles 105
        BEGIN
        .rept   100
        adds    r2, r2, r1
        .endr
        END

@ window: ldr
@   No load pipelining on the M0+: 100 x LDR 2 = 200; + 5 = 205
@ expect m0plus: insns 102 cycles 205
        BEGIN
        .rept   50
        ldr     r2, [r0]
        ldr     r4, [r0, #4]
        .endr
        END

@ window: str_imm
@   100 x STR 2 = 200; + 5 = 205
@ expect m0plus: insns 102 cycles 205
        BEGIN
        .rept   100
        str     r1, [r0, #4]
        .endr
        END

@ window: str_reg
@   100 x STR (register offset) 2 = 200; + 5 = 205
@ expect m0plus: insns 102 cycles 205
        BEGIN
        .rept   100
        str     r1, [r0, r3]
        .endr
        END

@ window: ldm2
@   LDM 1+N, N=2: 20 x 3 = 60; + 5 = 65
@ expect m0plus: insns 22 cycles 65
        mov     r0, r8
        BEGIN
        .rept   20
        ldm     r0!, {r2, r4}
        .endr
        END

@ window: ldm4
@   LDM 1+N, N=4: 20 x 5 = 100; + 5 = 105
@ expect m0plus: insns 22 cycles 105
        mov     r0, r8
        BEGIN
        .rept   20
        ldm     r0!, {r1, r2, r4, r5}
        .endr
        END

@ window: stm4
@   STM 1+N, N=4: 20 x 5 = 100; + 5 = 105
@ expect m0plus: insns 22 cycles 105
        mov     r0, r8
        BEGIN
        .rept   20
        stm     r0!, {r1, r2, r4, r5}
        .endr
        END

@ window: muls
@   MULS 1 (fast multiplier configuration): 100; + 5 = 105
@ expect m0plus: insns 102 cycles 105
        BEGIN
        .rept   100
        muls    r2, r1, r2
        .endr
        END

@ window: loop_taken
@   100 x SUBS 1; 99 x BNE taken 2; 1 x BNE not taken 1: 100 + 198 + 1 = 299; + 5 = 304
@ expect m0plus: insns 202 cycles 304
        movs    r4, #100
        BEGIN
1:      subs    r4, #1
        bne     1b
        END

@ window: untaken
@   CMP 1 + BEQ not taken 1: 50 x 2 = 100; + 5 = 105
@ expect m0plus: insns 102 cycles 105
        movs    r4, #0
        BEGIN
        .rept   50
        cmp     r4, #1
        beq     2f
        .endr
2:      END

@ window: taken_forward
@   B taken 2: 50 x 2 = 100; + 5 = 105
@ expect m0plus: insns 52 cycles 105
        BEGIN
        .rept   50
        b       3f
        nop
3:
        .endr
        END

@ window: call_push_pop
@   BL 3 + PUSH {r4-r7,lr} (1+5 = 6) + POP {r4-r7,pc} (3+5 = 8) = 17: 20 x 17 = 340; + 5 = 345
@ expect m0plus: insns 62 cycles 345
        BEGIN
        .rept   20
        bl      leaf_push_pop
        .endr
        END

@ window: call_bx
@   BL 3 + BX LR 2 = 5: 20 x 5 = 100; + 5 = 105
@ expect m0plus: insns 42 cycles 105
        BEGIN
        .rept   20
        bl      leaf_bx
        .endr
        END

        EXIT

        .thumb_func
leaf_push_pop:
        push    {r4-r7, lr}
        pop     {r4-r7, pc}
        .thumb_func
leaf_bx:
        bx      lr
