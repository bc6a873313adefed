// SPDX-License-Identifier: Apache-2.0
@ Cycle-model calibration, Cortex-M33 (ARMv8-M Mainline with the DSP extension).
@ Assembled for cortex-m33 and run on mps2-an386: every instruction used here is
@ also ARMv7E-M, and the plugin times what executes, not the board's CPU.
@
@ The body of each window is a published silicon measurement of the RP2350's
@ Cortex-M33 (r1p0), cited per window as
@   [J] jnk0le, "pipeline cycle test", doc/cortex_m33.md (github.com/jnk0le/random),
@       DWT.CYCCNT loops on an RP2350;
@   [C] compendium.i-0.nl, "Branch timing" (RP2350, DWT counters);
@   [S] SLOTHY, slothy/targets/arm_v7m/cortex_m33.py (github.com/slothy-optimizer/
@       slothy): latencies and throughputs measured on an RP2350 (Pico 2).
@ Windows marked [model] have no published measurement: they pin the rules
@ docs/CYCLE-MODEL.md adopts without one, so that a change is seen.
@ OVH, the fixed cost of every window (model, docs/CYCLE-MODEL.md):
@   start marker BX LR = 1 + P_reg 1 = 2; BL ucrypt_bench_stop = 1 + P_imm 1 = 2
@   OVH = 4 cycles, 2 instructions.
@ Lines "@ expect m33: insns N cycles C" are read by calibrate.py.
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
@   OVH only = 4
@ expect m33: insns 2 cycles 4
        BEGIN
        END

@ window: alu16
@   [J] two 16-bit arithmetic instructions do not dual-issue: 100 x 1 = 100; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   100
        adds    r2, r2, r1
        .endr
        END

@ window: ldr_use
@   [J] "load to use latency is 2 cycles": LDR 1 + ADDS 1 + 1 stall = 3;
@   50 x 3 = 150; + 4 = 154
@ expect m33: insns 102 cycles 154
        BEGIN
        .rept   50
        ldr     r2, [r0]
        adds    r4, r4, r2
        .endr
        END

@ window: ldr_independent
@   [J] a load followed by an instruction that does not read its result does not
@   stall, and a 16-bit load and a 16-bit ALU op do not dual-issue: 50 x 2; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        ldr     r2, [r0]
        adds    r4, r4, r1
        .endr
        END

@ window: ldr_dependent
@   [J] each LDR's base is the previous LDR's result (load to use 2); the first
@   LDR's base is ready: 1 + 49 x 2 = 99; + 4 = 103
@ expect m33: insns 52 cycles 103
        movw    r5, #:lower16:selfptr
        movt    r5, #:upper16:selfptr
        BEGIN
        .rept   50
        ldr     r5, [r5]
        .endr
        END

@ window: ldr_stream
@   [J] independent loads issue one per cycle: 100 x 1; + 4 (the M4 pays N+1)
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        ldr     r2, [r0]
        ldr     r4, [r0, #4]
        .endr
        END

@ window: ldr_str_data
@   [J] "load to store latency is 1 cycle": the STR stores the loaded register
@   without a stall: 50 x (1 + 1); + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        ldr     r2, [r0]
        str     r2, [r0, #8]
        .endr
        END

@ window: ldr_mla_acc
@   [J] "load result can be consumed as MAC accumulate dependency in 1 cycle":
@   50 x (LDR 1 + MLA 1); + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        ldr     r2, [r0]
        mla     r4, r1, r3, r2
        .endr
        END

@ window: ldrd
@   [J] "load/store double execute in 2 cycles": 50 x 2; + 4
@ expect m33: insns 52 cycles 104
        BEGIN
        .rept   50
        ldrd    r4, r5, [r0]
        .endr
        END

@ window: strd
@   [J] 50 x 2; + 4
@ expect m33: insns 52 cycles 104
        BEGIN
        .rept   50
        strd    r4, r5, [r0]
        .endr
        END

@ window: ldm4
@   [J] "load/store multiple of x registers execute in exactly x cycles": 20 x 4; + 4
@ expect m33: insns 22 cycles 84
        BEGIN
        .rept   20
        ldm     r0, {r1, r2, r4, r5}
        .endr
        END

@ window: ldm8
@   [J] 20 x 8; + 4
@ expect m33: insns 22 cycles 164
        BEGIN
        .rept   20
        ldm     r0, {r1, r2, r4, r5, r6, r7, r9, r10}
        .endr
        END

@ window: stm4
@   [J] 20 x 4; + 4
@ expect m33: insns 22 cycles 84
        BEGIN
        .rept   20
        stm     r0, {r1, r2, r4, r5}
        .endr
        END

@ window: umaal_chain
@   [J] multiply-accumulates chain on their accumulators (RdLo, RdHi) every
@   cycle: 100 x 1; + 4
@ expect m33: insns 102 cycles 104
        movs    r1, #3
        BEGIN
        .rept   100
        umaal   r4, r5, r1, r2
        .endr
        END

@ window: umlal_chain
@   [J] as above for UMLAL: 100 x 1; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   100
        umlal   r4, r5, r1, r2
        .endr
        END

@ window: umaal_use
@   [J] "multiply accumulates have 2 cycle result latency": an ALU op reading
@   RdLo stalls one cycle: 50 x (1 + 1 + 1); + 4
@ expect m33: insns 102 cycles 154
        BEGIN
        .rept   50
        umaal   r4, r5, r1, r2
        adds    r6, r6, r4
        .endr
        END

@ window: muls16
@   [J] MULS (16-bit, sets flags) "take[s] a total of 2 cycles": 100 x 2; + 4
@ expect m33: insns 102 cycles 204
        BEGIN
        .rept   50
        muls    r4, r1, r4
        muls    r5, r1, r5
        .endr
        END

@ window: shifted_use
@   [J] "result latency of operand2 shifted reg/constant instructions is 2
@   cycles" (its example is a ROR), [S] 2 for LSR/ASR/ROR: EORS reading the
@   ADD.W result stalls one cycle: 50 x 3; + 4
@ expect m33: insns 102 cycles 154
        BEGIN
        .rept   50
        add.w   r2, r2, r1, ror #2
        eors    r4, r4, r2
        .endr
        END

@ window: shifted_independent
@   [J] the same without the dependency: 50 x 2; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        add.w   r2, r2, r1, ror #2
        eors    r4, r4, r1
        .endr
        END

@ window: shifted_lsl_use
@   [S] "1 cycle for add rd, rn, rm, lsl #n": an LSL operand is one stage, so
@   the dependent EORS does not stall: 50 x 2; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   50
        add.w   r2, r2, r1, lsl #2
        eors    r4, r4, r2
        .endr
        END

@ window: uadd16_use
@   [S] UADD16 (parallel add) has latency 2: 50 x (1 + 1 + 1); + 4
@ expect m33: insns 102 cycles 154
        BEGIN
        .rept   50
        uadd16  r2, r2, r1
        eors    r4, r4, r2
        .endr
        END

@ window: rotated_const_flags
@   [J] an S-form with a shifted (rotated) constant takes 2 cycles: 100 x 2; + 4
@ expect m33: insns 102 cycles 204
        BEGIN
        .rept   100
        ands.w  r2, r1, #0x1fc0
        .endr
        END

@ window: rotated_const
@   [J] the same without S (only the result is late): 100 x 1; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   100
        and.w   r2, r1, #0x1fc0
        .endr
        END

@ window: it_dual
@   [J] "it can dual issue with preceding instruction" (here a 32-bit CMP.W):
@   50 x (1 + 0 + 1); + 4 (the M4 pays 3 per group)
@ expect m33: insns 152 cycles 104
        BEGIN
        .rept   50
        cmp.w   r1, r2
        it      eq
        moveq   r4, r5
        .endr
        END

@ window: untaken
@   [J] a not-taken 16-bit branch dual-issues behind the 16-bit instruction that
@   set its flags: 50 x (CMP 1 + BEQ 0); + 4
@ expect m33: insns 102 cycles 54
        movs    r4, #0
        BEGIN
        .rept   50
        cmp     r4, #1
        beq     2f
        .endr
2:      END

@ window: loop_flags
@   [J] "subs r7, #1 // 1 cycle; bne 1b // 2 cycles taken, 0 not taken":
@   100 x 1 + 99 x 2 + 0 = 298; + 4 = 302; insns 200 + 2
@ expect m33: insns 202 cycles 302
        movs    r4, #100
        BEGIN
1:      subs    r4, #1
        bne     1b
        END

@ window: loop_flags_wide
@   [S] a taken BNE in a loop costs 3 cycles. With a 32-bit SUBS.W nothing pairs:
@   the BNE issues alone (1) and, right behind its flag setter, pays the same
@   refill as the paired case (2) [J]: 100 x 1 + 99 x 3 + 1 = 398; + 4 = 402
@ expect m33: insns 202 cycles 402
        movs    r4, #100
        BEGIN
1:      subs.w  r4, r4, #1
        bne     1b
        END

@ window: loop_noflags
@   [J] a taken 16-bit branch behind a 16-bit instruction that does not set the
@   flags "is effectively executing in 1 cycle": per iteration SUBS 1 + ADD 1 +
@   BNE 1 taken, 0 on the last: 99 x 3 + 2 = 299; + 4 = 303; insns 300 + 2
@ expect m33: insns 302 cycles 303
        movs    r4, #100
        BEGIN
1:      subs    r4, #1
        add     r2, r1
        bne     1b
        END

@ window: loop_ldm
@   [J] "subs r7, #1 // 1 cycle; ldmia r6!, {r0-r3} // 4 cycles; bne 1b // 1
@   cycle taken, 0 not taken": 19 x 6 + 5 = 119; + 4 = 123; insns 60 + 2
@ expect m33: insns 62 cycles 123
        movs    r4, #20
        mov     r6, r0
        BEGIN
1:      subs    r4, #1
        ldmia   r6!, {r1, r2, r3, r5}
        bne     1b
        END
        movs    r1, #3
        movs    r3, #8

@ window: taken_forward
@   [C] "Branches that are taken take two cycles": 50 x 2; + 4; insns 50 + 2
@ expect m33: insns 52 cycles 104
        BEGIN
        .rept   50
        b       3f
        nop
3:
        .endr
        END

@ window: loop_wide_unaligned
@   [C] "branching to an unaligned wide instruction takes three cycles": the loop
@   head ADD.W sits at 2 mod 4; BNE dual-issues behind SUBS (0 not taken) and
@   pays 2 taken [J] + 1 for the unaligned wide target [C]:
@   NOP 1 + 100 x (1 + 1) + 99 x 3 + 0 = 498; + 4 = 502; insns 1 + 300 + 2
@ expect m33: insns 303 cycles 502
        movs    r4, #100
        BEGIN
        nop
1:      add.w   r2, r2, #1
        subs    r4, #1
        bne     1b
        END

@ window: nop_pair
@   [J] "nop can dual issue with arithmetic or load/store instruction"; read as
@   a NOP in the first slot (the notes rule out a NOP in the second): 50 x 1; + 4
@ expect m33: insns 102 cycles 54
        BEGIN
        .rept   50
        nop
        adds    r2, r2, r1
        .endr
        END

@ window: str_reg
@   [S] stores have an inverse throughput of 1 (measured with immediate
@   offsets; the register offset is [model]): 100 x 1; + 4
@ expect m33: insns 102 cycles 104
        BEGIN
        .rept   100
        str     r1, [r0, r3]
        .endr
        END

@ window: call_bx
@   [model] BL 1 + P_imm 1; BX LR 1 + P_reg 1: 20 x 4; + 4
@ expect m33: insns 42 cycles 84
        BEGIN
        .rept   20
        bl      leaf_bx
        .endr
        END

@ window: call_push_pop
@   [model] BL 2; PUSH {r4-r7,lr} 5 [J: x registers, x cycles];
@   POP {r4-r7,pc} 5 + P_load 2: 20 x 14; + 4
@ expect m33: insns 62 cycles 284
        BEGIN
        .rept   20
        bl      leaf_push_pop
        .endr
        END

@ window: udiv
@   [model] UDIV 12, the M4 TRM's worst case (no M33 figure published): 50 x 12; + 4
@ expect m33: insns 52 cycles 604
        BEGIN
        .rept   50
        udiv    r4, r0, r1
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
