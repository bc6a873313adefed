// SPDX-License-Identifier: Apache-2.0
@ Cycle-model calibration, Cortex-M55 (ARMv8.1-M Mainline with MVE and the
@ low-overhead-branch extension). Assembled for cortex-m55 and run on
@ mps3-an547 (QEMU's Cortex-M55 board), which executes the MVE instructions.
@
@ No silicon measurement of the Cortex-M55 is published in the sources we hold,
@ so the expectations restate the published models, cited per window as
@   [L] LLVM llvm/lib/Target/ARM/ARMScheduleM55.td (written by Arm): latencies,
@       pipes, 16-bit dual issue, the two-beat overlap of vector instructions;
@   [S] SLOTHY slothy/targets/arm_v81m/cortex_m55r1.py (github.com/slothy-
@       optimizer/slothy): vector latencies and inverse throughputs.
@ Windows marked [model] pin the rules docs/CYCLE-MODEL.md adopts without a
@ source (the loop-end cache, dependent 16-bit pairs), so that a change is seen.
@ OVH, the fixed cost of every window (docs/CYCLE-MODEL.md "Cortex-M55"):
@   start marker BX LR = 1 + P 3 = 4; BL ucrypt_bench_stop = 1 + P 3 = 4 ([L]
@   MispredictPenalty 3 for every taken PC write): OVH = 8 cycles, 2 instructions.
@ Lines "@ expect m55: insns N cycles C" are read by calibrate.py.
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        @ CPACR: full access to CP10/CP11, which also enables MVE
        ldr     r0, =0xE000ED88
        ldr     r1, [r0]
        orr     r1, r1, #(0xF << 20)
        str     r1, [r0]
        dsb
        isb
        movw    r0, #:lower16:calib_buf
        movt    r0, #:upper16:calib_buf
        movs    r1, #3
        movs    r3, #8

@ window: empty
@   OVH only = 8
@ expect m55: insns 2 cycles 8
        BEGIN
        END

@ window: alu16
@   [L] ALU latency 1; two 16-bit register-form ADDS are not of the dual-issue
@   set (tADDrr is "DX", not "DI"): 100 x 1; + 8
@ expect m55: insns 102 cycles 108
        BEGIN
        .rept   100
        adds    r2, r2, r1
        .endr
        END

@ window: dual_issue
@   [L] "Cortex-M55 can dual issue two 16-bit T1 instructions providing one is
@   one of NOPs, ITs, Brs, ADDri/SUBri, ...": ADDS r2, r2, r1 then the
@   independent ADDS r4, #1 issue together: 50 x 1; + 8
@ expect m55: insns 102 cycles 58
        BEGIN
        .rept   50
        adds    r2, r2, r1
        adds    r4, #1
        .endr
        END

@ window: dual_issue_dependent
@   [model] the second ADDS reads the first's result: no pair: 100 x 1; + 8
@ expect m55: insns 102 cycles 108
        BEGIN
        .rept   50
        adds    r2, r2, r1
        adds    r2, #1
        .endr
        END

@ window: ldr_use
@   [L] loads have latency 2 (WriteLd, "CX"): LDR 1 + ADDS 1 + 1 stall = 3;
@   50 x 3; + 8
@ expect m55: insns 102 cycles 158
        BEGIN
        .rept   50
        ldr     r2, [r0]
        adds    r4, r4, r2
        .endr
        END

@ window: ldr_independent
@   [L] a load followed by an instruction that does not read its result:
@   50 x (1 + 1); + 8
@ expect m55: insns 102 cycles 108
        BEGIN
        .rept   50
        ldr     r2, [r0]
        adds    r4, r4, r1
        .endr
        END

@ window: shifted_use
@   [L] an ALU instruction with a shifted register operand (WriteALUsi) has
@   latency 2: 50 x (1 + 1 + 1 stall); + 8
@ expect m55: insns 102 cycles 158
        BEGIN
        .rept   50
        add.w   r2, r2, r1, lsl #2
        add.w   r4, r4, r2
        .endr
        END

@ window: mul_use
@   [L] 32-bit multiplies have latency 2 (WriteMUL32 = M55WriteCX_SI):
@   50 x (1 + 1 + 1 stall); + 8
@ expect m55: insns 102 cycles 158
        BEGIN
        .rept   50
        mul.w   r2, r1, r3
        add.w   r4, r4, r2
        .endr
        END

@ window: umaal_chain
@   [L] UMAAL latency 2 and accumulators read at issue (ReadAdvance<ReadMAC, 0>):
@   each UMAAL waits one cycle for the previous one's RdLo/RdHi; the first does
@   not wait: 1 + 49 x 2 = 99; + 8
@ expect m55: insns 52 cycles 107
        BEGIN
        .rept   50
        umaal   r4, r5, r1, r3
        .endr
        END

@ window: ldrd
@   [S] LDRD inverse throughput 1 (latency 2, not read here): 50 x 1; + 8
@ expect m55: insns 52 cycles 58
        BEGIN
        .rept   50
        ldrd    r4, r5, [r0]
        .endr
        END

@ window: ldm4
@   [model] LDM moves two registers a cycle, as LDRD does ([S]): 25 x 2; + 8
@ expect m55: insns 27 cycles 58
        BEGIN
        .rept   25
        ldm     r0, {r1, r2, r4, r5}
        .endr
        END

@ window: untaken
@   [L] a B<c> ("Brs") dual-issues with the 16-bit CMP before it; not taken,
@   no refill: 50 x 1; + 8
@ expect m55: insns 102 cycles 58
        BEGIN
        .rept   50
        cmp     r1, #3
        bne     1f
1:
        .endr
        END

@ window: taken_forward
@   [L] MispredictPenalty 3: every taken branch refills (no predictor):
@   25 x (1 + 3); + 8
@ expect m55: insns 27 cycles 108
        BEGIN
        .rept   25
        b       1f
        nop
1:
        .endr
        END

@ window: loop_le
@   [model] low-overhead loop of 10 iterations, body 2 ALU instructions + LE.
@   DLS 1; iteration 1: 2 + LE 1 + P 3 (the LE enters the loop-end cache);
@   iterations 2-10: 2 each, the cached LE does not execute:
@   1 + 6 + 9 x 2 = 25; + 8 = 33. Instructions: 2 + 1 + 10 x 3 = 33
@ expect m55: insns 33 cycles 33
        movs    r6, #10
        BEGIN
        dls     lr, r6
2:
        adds    r2, r2, r1
        adds    r4, r4, r1
        le      lr, 2b
        END

@ window: vadd_stream
@   [L] a vector instruction takes two beats (ReleaseAtCycles = [2]); VADDs all
@   use the integer pipe, so none overlaps: 20 x 2; + 8
@ expect m55: insns 22 cycles 48
        BEGIN
        .rept   10
        vadd.i32 q0, q1, q2
        vadd.i32 q3, q4, q5
        .endr
        END

@ window: vldr_vadd_vmul_vstr
@   [L] "a sequence of VLDR;VADD;VMUL;VSTR" on the load/store, integer and
@   FP/MUL pipes takes 5 cycles: each next instruction's first beat overlaps the
@   previous one's second beat; VMUL -> VSTR data has latency 1 ([S]). The next
@   VLDR follows a VSTR on the same pipe: 2. 10 x 5; + 8
@ expect m55: insns 42 cycles 58
        BEGIN
        .rept   10
        vldrw.u32 q0, [r0]
        vadd.i32 q1, q0, q0
        vmul.i32 q2, q1, q1
        vstrw.32 q2, [r0, #16]
        .endr
        END

@ window: vldr_vldrb_vadd_vstr
@   [L] "VLDR;VLDRB;VADD;VSTR because the loads cannot overlap" takes 6 cycles:
@   2 + 2 + 1 + 1. 10 x 6; + 8
@ expect m55: insns 42 cycles 68
        BEGIN
        .rept   10
        vldrw.u32 q0, [r0]
        vldrb.u8 q1, [r0, #16]
        vadd.i32 q3, q0, q1
        vstrw.32 q3, [r0, #32]
        .endr
        END

@ window: vmul_use
@   [L] VMUL has latency 2 (M55Write2FloatE3), [S] 2: a VADD reading the product
@   cannot overlap the VMUL (2 beats of its own); the next VMUL does not read the
@   VADD's result and overlaps it (1): 2 + 2 + 9 x (1 + 2) = 31; + 8
@ expect m55: insns 22 cycles 39
        BEGIN
        .rept   10
        vmul.i32 q0, q1, q2
        vadd.i32 q3, q0, q1
        .endr
        END

@ window: vmul_independent
@   [L] VMUL (FP/MUL pipe) and an independent VADD (integer pipe) alternate, each
@   overlapping the one before: 2 + 19 x 1 = 21; + 8
@ expect m55: insns 22 cycles 29
        BEGIN
        .rept   10
        vmul.i32 q0, q1, q2
        vadd.i32 q3, q4, q5
        .endr
        END

@ window: vqdmulh_vsub
@   [L] VQDMULH (FP/MUL pipe, M55Write2FloatE3: latency 2), [S] 2; the VSUB that
@   reads its result does not overlap it; the next VQDMULH overlaps the VSUB:
@   2 + 2 + 9 x (1 + 2) = 31; + 8
@ expect m55: insns 22 cycles 39
        BEGIN
        .rept   10
        vqdmulh.s32 q0, q1, q2
        vsub.i32 q3, q0, q4
        .endr
        END

        EXIT
