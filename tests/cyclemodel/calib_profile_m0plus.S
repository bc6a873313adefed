// SPDX-License-Identifier: Apache-2.0
@ Device-profile calibration: the STM32WL55 CPU2 profile (stm32wl55 on the
@ Cortex-M0+ model), run on mps2-an385. As calib_profile.S (same rules, same
@ figures: 8-byte units, miss 2, prefetch, I-cache 32 lines x 32 B in 8 sets of
@ 4 ways), but CPU2 has no data cache: every read from flash costs 2.
@ ARMv6-M: addresses come from literal pools (read before the windows).
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        ldr     r0, =calib_buf
        movs    r1, #3

@ window: empty
@   Start marker line 0 cached (calib_reset shares its unit); the END's BL was
@   fetched before the window. Stall 0.
@ stall stm32wl55: 0
        BEGIN
        END

@ window: jumps_2x
@   L = the BEGIN BL, 64-aligned. Pass 1: B at L+4 (cached, 0), seven cold
@   blocks at L+64k entered by taken branches: 7 x 2 = 14; the block at L+448
@   (SUBS, BEQ, B 1b: BNE cannot reach back) returns to L+4 (cached, 0).
@   Pass 2: all eight lines cached (two per set in four sets): 0. The BEQ
@   taken to the END's BL at L+454 stays in unit L+448: 0. Stall 14.
@ stall stm32wl55: 14
        movs    r7, #2
        .balign 64
        BEGIN
1:      b       2f
        .balign 64
2:      b       3f
        .balign 64
3:      b       4f
        .balign 64
4:      b       5f
        .balign 64
5:      b       6f
        .balign 64
6:      b       7f
        .balign 64
7:      b       8f
        .balign 64
8:      subs    r7, r7, #1
        beq     9f
        b       1b
9:
        END

@ window: flash_data_2x
@   16 LDRs over a 64-byte flash table, twice (no data cache: 32 x 2 = 64),
@   then 4 LDRs from SRAM (0). Code: entry unit cached, the rest sequential
@   (0). Stall 64.
@ stall stm32wl55: 64
        ldr     r5, =flash_table
        .balign 64
        BEGIN
        .rept   2
        .irp    off, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60
        ldr     r2, [r5, #\off]
        .endr
        .endr
        ldr     r2, [r0, #0]
        ldr     r2, [r0, #4]
        ldr     r2, [r0, #8]
        ldr     r2, [r0, #12]
        END

        EXIT

        .section .rodata
        .balign 32
flash_table:
        .rept   16
        .word   0x5a5a5a5a
        .endr
