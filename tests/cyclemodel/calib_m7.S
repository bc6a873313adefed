// SPDX-License-Identifier: Apache-2.0
@ Cycle-model calibration, Cortex-M7 (ARMv7E-M). Assembled for cortex-m7 and run
@ on mps2-an386: the plugin times what executes, not the board's CPU.
@
@ The body of each window follows a published silicon measurement of the
@ Cortex-M7, cited per window as
@   [J] jnk0le, "pipeline cycle test", doc/cortex_m7.md (github.com/jnk0le/random),
@       DWT.CYCCNT loops on an STM32H743 (rev Y), zero-wait-state TCM/cache;
@   [L] LLVM, llvm/lib/Target/ARM/ARMScheduleM7.td (Arm's scheduling model).
@ Windows or parts marked [model] have no published measurement: they pin the
@ rules docs/CYCLE-MODEL.md adopts without one, so that a change is seen.
@ OVH, the fixed cost of every window (model, docs/CYCLE-MODEL.md "Cortex-M7"):
@   start marker BX LR = 1, its return is a new target for the predictor: +6;
@   BL ucrypt_bench_stop = 1 (0 when it dual-issues with the last body
@   instruction), executed once so never predicted: +6.
@   OVH = 14 cycles (13 when the BL pairs), 2 instructions.
@ Lines "@ expect m7: insns N cycles C" are read by calibrate.py.
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        movw    r0, #:lower16:calib_buf
        movt    r0, #:upper16:calib_buf
        movs    r1, #3
        movs    r3, #8
        movs    r5, #5
        movs    r6, #6

@ window: empty
@   OVH only: BX 1 + 6, BL (behind the BX, which issues alone) 1 + 6 = 14
@ expect m7: insns 2 cycles 14
        BEGIN
        END

@ window: alu_pairs
@   [J] two independent ALU instructions with simple constants dual-issue
@   (operand2 matrix, "+"): 100 / 2 = 50; + OVH 14 (the last ADD is the younger
@   of a pair, so the BL issues alone) = 64
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        add.w   r2, r2, #1
        add.w   r4, r4, #1
        .endr
        END

@ window: shifted_shifted
@   [J] two inline-shifted-register instructions do not dual-issue (operand2
@   matrix, "-"): 100 x 1; + OVH 13 (the BL pairs with the last EOR) = 113
@ expect m7: insns 102 cycles 113
        BEGIN
        .rept   50
        eor.w   r2, r2, r5, ror #7
        eor.w   r4, r4, r6, ror #7
        .endr
        END

@ window: shifted_simple
@   [J] an inline-shifted-register instruction (older) and a simple-constant one
@   (younger) dual-issue: 50; + 14 = 64
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        eor.w   r2, r2, r5, ror #7
        add.w   r4, r4, #1
        .endr
        END

@ window: bitfield_bitfield
@   [J] bit-field/DSP instructions "cannot dual issue wrt each other": 100; + 13
@ expect m7: insns 102 cycles 113
        BEGIN
        .rept   50
        uxtb.w  r2, r5
        uxtb.w  r4, r6
        .endr
        END

@ window: bitfield_older
@   [J] a bit-field/DSP instruction dual-issues as the older of a pair: 50; + 14
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        uxtb.w  r2, r5
        add.w   r4, r4, #1
        .endr
        END

@ window: ldr_use
@   [J] "word loads can be consumed by late ALU in next cycle"; [L] loads and
@   ALU instructions use different pipes, so each LDR issues with the previous
@   ADDS: LDR 1, then 50 x ADDS 1 (the 49 later LDRs pair) = 51; + 13 = 64
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        ldr     r2, [r0]
        adds    r4, r4, r2
        .endr
        END

@ window: ldrb_use
@   [J] "byte/half loads can be consumed in second cycle by late ALU (1 extra
@   cycle of result latency)": LDRB 1, then 50 x (ADDS 1 + 1 stall) = 101; + 13
@ expect m7: insns 102 cycles 114
        BEGIN
        .rept   50
        ldrb    r2, [r0]
        adds    r4, r4, r2
        .endr
        END

@ window: ldr_chase
@   [J] a loaded word is used by the address generation (an early reader) one
@   cycle after the ALU could: 1 + 49 x 2 = 99; + 13 = 112
@ expect m7: insns 52 cycles 112
        movw    r7, #:lower16:selfptr
        movt    r7, #:upper16:selfptr
        BEGIN
        .rept   50
        ldr     r7, [r7]
        .endr
        END

@ window: add_to_shifted
@   [J] "following snippet doesn't stall: add.w r0, r2 / eor.w r6, r0, r6, ror #22":
@   an ADD result reaches the inline shifter of the next cycle. ADD 1, then 50 x
@   EOR 1 (no pair: the EOR reads the ADD; the next ADD pairs with the EOR) = 51; + 13
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        add.w   r2, r2, r1
        eor.w   r4, r4, r2, ror #22
        .endr
        END

@ window: eor_to_shifted
@   [J] "inline shifted/rotated (register) operand is consumed in early ALU (source
@   must be available a cycle earlier)", and only ADD/SUB/MOV results are forwarded
@   early: EOR 1, then 50 x (EOR 1 + 1 stall) = 101; + 13 = 114
@ expect m7: insns 102 cycles 114
        BEGIN
        .rept   50
        eor.w   r2, r2, r1
        eor.w   r4, r4, r2, ror #22
        .endr
        END

@ window: add_to_address
@   [J] early-ALU results (ADD/SUB/MOV) are forwarded to the address generation of
@   the next cycle: ADD 1, then 50 x LDR 1 (the next ADD pairs with the LDR) = 51; + 13
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        add.w   r2, r0, #4
        ldr     r4, [r2]
        .endr
        END

@ window: orr_to_address
@   [L] address operands are read a stage early (M7Read_ISS); [J] an ORR is not
@   among the early-forwarded results: ORR 1, then 50 x (LDR 1 + 1 stall) = 101; + 13
@ expect m7: insns 102 cycles 114
        BEGIN
        .rept   50
        orr.w   r2, r0, #0
        ldr     r4, [r2]
        .endr
        END

@ window: mul_use
@   [J] "all multiplications and multiply accumulates have 1 additional cycle of
@   result latency": MUL 1, then 50 x (ADDS 1 + 1 stall), the later MULs pairing
@   with the ADDS = 101; + 13 = 114
@ expect m7: insns 102 cycles 114
        BEGIN
        .rept   50
        mul     r2, r5, r6
        adds    r4, r4, r2
        .endr
        END

@ window: mla_chain
@   [J] "all multiply accumulates can be chained on accumulator dependency each
@   cycle" and multiplies "can't dual issue wrt each other": 100; + 13
@ expect m7: insns 102 cycles 113
        BEGIN
        .rept   100
        mla     r2, r5, r6, r2
        .endr
        END

@ window: str_str
@   [J] stores "cannot dual issue two stores": 100; + 13
@ expect m7: insns 102 cycles 113
        BEGIN
        .rept   50
        str     r2, [r0]
        str     r4, [r0, #4]
        .endr
        END

@ window: ldr_str
@   [J] a store "can be dual issued with load": 50; + 14
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        ldr     r2, [r0]
        str     r4, [r0, #8]
        .endr
        END

@ window: ldrd
@   [J] load pair "cannot dual issue with preceding or following instructions",
@   "takes ceil(regnum/2) cycles": 50 x 1; + 14
@ expect m7: insns 52 cycles 64
        BEGIN
        .rept   50
        ldrd    r4, r5, [r0]
        .endr
        END

@ window: ldm4
@   [J] as LDRD: 25 x ceil(4/2) = 50; + 14
@ expect m7: insns 27 cycles 64
        BEGIN
        .rept   25
        ldm     r0, {r2, r3, r4, r5}
        .endr
        END

@ window: loop10
@   [J] "20 instructions of which one is a branch, execute in exactly 10 cycles":
@   18 independent ADDs (9 pairs), SUBS, BNE dual-issued with the SUBS = 10 per
@   iteration, 10 iterations = 100. [J] the misprediction penalty of a SUBS+BNE
@   is 8. [model] the predictor has not seen the BNE before its first taken
@   outcome and predicts taken at the exit: 2 x 8 = 16. + OVH 14 (the BL follows
@   the BNE, the younger of a pair) = 130
@ expect m7: insns 202 cycles 130
        movs    r7, #10
        BEGIN
1:
        .rept   9
        add.w   r2, r2, #1
        add.w   r4, r4, #1
        .endr
        subs    r7, r7, #1
        bne     1b
        END

@ window: untaken
@   [J] "not-taken branch can dual issue with following instruction", and a
@   SUBS/CMP + B<c> pair issues together (the loop10 window); [model] a branch
@   never taken is predicted not taken: 50 x (CMP 1 + BEQ 0) = 50; + OVH 14 = 64
@ expect m7: insns 102 cycles 64
        BEGIN
        .rept   50
        cmp     r1, #0
        beq     9f
        .endr
        END
9:

@ window: taken_forward
@   [L] one branch unit: two branches never pair. [model] each B is executed once,
@   so never predicted: 20 x (1 + 6) = 140; + OVH 14 = 154
@ expect m7: insns 22 cycles 154
        BEGIN
        .rept   20
        b       1f
        nop
1:
        .endr
        END

        EXIT

        .balign 4
selfptr:
        .word   selfptr
        .ltorg
