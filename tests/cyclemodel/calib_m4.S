// SPDX-License-Identifier: Apache-2.0
@ Cycle-model calibration, Cortex-M4 (ARMv7E-M), run on mps2-an386.
@
@ Each window's expected count follows by hand from the Cortex-M4 TRM r0p1
@ (table 3-1 and §3.3.2) rules that docs/CYCLE-MODEL.md lists. Notation:
@   P_imm = 1 (B/BL/CBZ), P_reg = 2 (BX/BLX/MOV PC), P_load = 3 (LDR/POP PC, TBB),
@   +1 when the branch target is a 32-bit instruction at an address = 2 mod 4.
@ OVH, the fixed cost of every window:
@   start marker BX LR = 1 + P_reg (return target word-aligned) = 3
@   BL ucrypt_bench_stop = 1 + P_imm (target BX LR is 16-bit)   = 2
@   OVH = 5 cycles, 2 instructions.
@ Lines "@ expect <cores>: insns N cycles C" are read by calibrate.py; cores
@ without a line (m3) use the m4 line; m7/m55 expect cycles == insns. The M33
@ has its own rules and file (calib_m33.S).
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        movw    r0, #:lower16:calib_buf
        movt    r0, #:upper16:calib_buf
        movs    r1, #3
        movs    r3, #8
        mov     r8, r0

@ window: empty
@   OVH only = 5
@ expect m4: insns 2 cycles 5
        BEGIN
        END

@ window: alu16
@   100 x ADDS (1) = 100; + OVH 5 = 105; insns 100 + 2
@ expect m4: insns 102 cycles 105
        BEGIN
        .rept   100
        adds    r2, r2, r1
        .endr
        END

@ window: alu32
@   50 x (ADD.W shifted-register 1 + EOR 1) = 100; + 5 = 105
@ expect m4: insns 102 cycles 105
        BEGIN
        .rept   50
        add.w   r2, r2, r1, lsl #2
        eors    r4, r4, r2
        .endr
        END

@ window: ldr_dependent
@   r5 points at a word holding its own address; each LDR's result is the next
@   LDR's base, so no pipelining (§3.3.2): 50 x 2 = 100; + 5 = 105
@ expect m4: insns 52 cycles 105
        movw    r5, #:lower16:selfptr
        movt    r5, #:upper16:selfptr
        BEGIN
        .rept   50
        ldr     r5, [r5]
        .endr
        END

@ window: ldr_pipelined
@   100 consecutive independent LDRs: the first 2, each following one 1
@   (N loads cost N+1): 101; + 5 = 106
@ expect m4: insns 102 cycles 106
        BEGIN
        .rept   50
        ldr     r2, [r0]
        ldr     r4, [r0, #4]
        .endr
        END

@ window: ldr_str_reg
@   LDR (2, it follows a store: nothing pipelines after a store) then STR with
@   register offset pipelined behind the LDR (2 - 1 = 1): 50 x 3 = 150; + 5 = 155
@ expect m4: insns 102 cycles 155
        BEGIN
        .rept   50
        ldr     r2, [r0]
        str     r2, [r0, r3]
        .endr
        END

@ window: str_imm
@   STR with immediate offset is one cycle (§3.3.2): 100 x 1 = 100; + 5 = 105
@ expect m4: insns 102 cycles 105
        BEGIN
        .rept   100
        str     r1, [r0, #4]
        .endr
        END

@ window: str_reg
@   STR with register offset, table 3-1: 2, never pipelined after a store:
@   100 x 2 = 200; + 5 = 205
@ expect m4: insns 102 cycles 205
        BEGIN
        .rept   100
        str     r1, [r0, r3]
        .endr
        END

@ window: ldm2
@   LDM 1+N, N=2: 20 x 3 = 60; + 5 = 65. (A one-register LDM is UNPREDICTABLE in
@   ARMv7-M; the assembler emits an LDR for it.)
@ expect m4: insns 22 cycles 65
        BEGIN
        .rept   20
        ldm     r0, {r2, r4}
        .endr
        END

@ window: ldm4
@   LDM 1+N, N=4: 20 x 5 = 100; + 5 = 105
@ expect m4: insns 22 cycles 105
        BEGIN
        .rept   20
        ldm     r0, {r1, r2, r4, r5}
        .endr
        END

@ window: ldm8
@   LDM.W 1+N, N=8: 20 x 9 = 180; + 5 = 185
@ expect m4: insns 22 cycles 185
        BEGIN
        .rept   20
        ldm     r0, {r1, r2, r4, r5, r6, r7, r9, r10}
        .endr
        END

@ window: stm4
@   STM 1+N, N=4: 20 x 5 = 100; + 5 = 105
@ expect m4: insns 22 cycles 105
        BEGIN
        .rept   20
        stm     r0, {r1, r2, r4, r5}
        .endr
        END

@ window: stm8
@   STM.W 1+N, N=8: 20 x 9 = 180; + 5 = 185
@ expect m4: insns 22 cycles 185
        BEGIN
        .rept   20
        stm     r0, {r1, r2, r4, r5, r6, r7, r9, r10}
        .endr
        END

@ window: ldrd
@   LDRD 1+2 = 3, never pipelined: 50 x 3 = 150; + 5 = 155
@ expect m4: insns 52 cycles 155
        BEGIN
        .rept   50
        ldrd    r4, r5, [r0]
        .endr
        END

@ window: ldr_ldrd
@   LDR 2 (after LDRD: no pipelining) + LDRD 3 (cannot pipeline behind LDR):
@   25 x 5 = 125; + 5 = 130
@ expect m4: insns 52 cycles 130
        BEGIN
        .rept   25
        ldr     r2, [r0]
        ldrd    r4, r5, [r0, #8]
        .endr
        END

@ window: strd
@   STRD 1+2 = 3: 50 x 3 = 150; + 5 = 155
@ expect m4: insns 52 cycles 155
        BEGIN
        .rept   50
        strd    r4, r5, [r0]
        .endr
        END

@ window: umull
@   UMULL 1 (M4). M3: 3..5, full-width operands take 5: 500 + 5 = 505
@ expect m4: insns 102 cycles 105
@ expect m3: insns 102 cycles 505
        BEGIN
        .rept   100
        umull   r4, r5, r1, r2
        .endr
        END

@ window: umaal
@   UMAAL 1 (M4 DSP multiply). The M3 has no UMAAL; the model charges 7 like UMLAL.
@ expect m4: insns 102 cycles 105
@ expect m3: insns 102 cycles 705
        BEGIN
        .rept   100
        umaal   r4, r5, r1, r2
        .endr
        END

@ window: mul_mix
@   25 x (MUL 1 + MLA 1 + UMLAL 1 + SMLAD 1) = 100; + 5 = 105
@   M3: 25 x (MUL 1 + MLA 2 + UMLAL 7 + SMLAD charged 1) = 275; + 5 = 280
@ expect m4: insns 102 cycles 105
@ expect m3: insns 102 cycles 280
        BEGIN
        .rept   25
        mul     r4, r1, r2
        mla     r5, r1, r2, r5
        umlal   r6, r7, r1, r2
        smlad   r9, r1, r2, r9
        .endr
        END

@ window: udiv
@   UDIV: 2..12 with early termination; the model uses 12: 50 x 12 = 600; + 5 = 605
@ expect m4: insns 52 cycles 605
        BEGIN
        .rept   50
        udiv    r4, r0, r1
        .endr
        END

@ window: loop_taken
@   100 iterations of SUBS (1) + BNE: 99 taken (1 + P_imm 1 = 2, target SUBS is
@   16-bit) and 1 not taken (1): 100 + 198 + 1 = 299; + 5 = 304; insns 200 + 2
@ expect m4: insns 202 cycles 304
        movs    r4, #100
        BEGIN
1:      subs    r4, #1
        bne     1b
        END

@ window: loop_wide_unaligned
@   NOP 1 puts the loop head, a 32-bit ADD.W, at an address = 2 mod 4, so each
@   taken BNE pays P_imm + 1 = 2: 1 + 100 x (1 + 1) + 99 x 3 + 1 = 499; + 5 = 504;
@   insns 1 + 300 + 2 = 303
@ expect m4: insns 303 cycles 504
        movs    r4, #100
        BEGIN
        nop
1:      add.w   r2, r2, #1
        subs    r4, #1
        bne     1b
        END

@ window: untaken
@   CMP 1 + BEQ not taken 1: 50 x 2 = 100; + 5 = 105
@ expect m4: insns 102 cycles 105
        movs    r4, #0
        BEGIN
        .rept   50
        cmp     r4, #1
        beq     2f
        .endr
2:      END

@ window: taken_forward
@   B taken over a NOP to the next B (16-bit): 1 + P_imm 1 = 2; the last target
@   is the word-aligned BL: 50 x 2 = 100; + 5 = 105; insns 50 + 2
@ expect m4: insns 52 cycles 105
        BEGIN
        .rept   50
        b       3f
        nop
3:
        .endr
        END

@ window: call_push_pop
@   BL 1 + P_imm 1 = 2; PUSH {r4-r7,lr} 1 + 5 = 6; POP {r4-r7,pc} 1 + 5 + P_load 3 = 9:
@   20 x 17 = 340; + 5 = 345; insns 20 x 3 + 2
@ expect m4: insns 62 cycles 345
        BEGIN
        .rept   20
        bl      leaf_push_pop
        .endr
        END

@ window: call_bx
@   BL 2 + BX LR (1 + P_reg 2 = 3; the return target BL is word-aligned) = 5:
@   20 x 5 = 100; + 5 = 105; insns 20 x 2 + 2
@ expect m4: insns 42 cycles 105
        BEGIN
        .rept   20
        bl      leaf_bx
        .endr
        END

@ window: it_folded
@   CMP 1 (16-bit) + IT folded onto it 0 + MOVEQ 1: 50 x 2 = 100; + 5 = 105; insns 150 + 2
@ expect m4: insns 152 cycles 105
        BEGIN
        .rept   50
        cmp     r1, r2
        it      eq
        moveq   r4, r5
        .endr
        END

@ window: it_not_folded
@   CMP.W is 32-bit, so the IT is not folded: 50 x (1 + 1 + 1) = 150; + 5 = 155
@ expect m4: insns 152 cycles 155
        BEGIN
        .rept   50
        cmp.w   r1, r2
        it      eq
        moveq   r4, r5
        .endr
        END

@ window: tbb
@   TBB 3 (load 2 + add 1, §3.3.2) + P_load 3 = 6 to a 16-bit NOP (1), then the
@   fall-through BL: 10 x 7 = 70; + 5 = 75; insns 10 x 2 + 2
@ expect m4: insns 22 cycles 75
        movs    r4, #0
        BEGIN
        .rept   10
        tbb     [pc, r4]
4:      .byte   (5f - 4b) / 2, 0
5:      nop
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

        .balign 4
selfptr:
        .word   selfptr
        .ltorg
