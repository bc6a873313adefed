// SPDX-License-Identifier: Apache-2.0
@ Device-profile calibration: the STM32WL55 profile (stm32wl55) on the
@ Cortex-M4 model, run on mps2-an386 (code region 0x0 = flash, 0x20000000 = SRAM).
@ Each window's stall, device - cycles, follows by hand from the rules in
@ docs/CYCLE-MODEL.md ("Device profiles"), with the WL55 CPU1 figures:
@   flash unit 8 bytes, miss = 2 cycles (2 WS, bus at the core clock),
@   prefetch on (a sequential unit costs nothing), I-cache 32 lines x 32 B in
@   8 sets of 4 ways (set = (addr / 32) % 8, LRU), D-cache 8 lines x 32 B in
@   2 sets of 4 ways. Caches learn outside windows; stalls count inside.
@ The markers (common.inc) sit at 0x8 and 0xA, in line 0, which calib_reset
@ (at 0xC, same 8-byte unit) brings in before the first window and every
@ window's stop marker keeps recent: the start marker's fetch never misses.
@ Lines "@ stall <profile>: N" are read by calibrate.py (PROFILE_SUITES).
#include "common.inc"

        .text
        .thumb_func
        .global calib_reset
calib_reset:
        movw    r0, #:lower16:calib_buf
        movt    r0, #:upper16:calib_buf
        movs    r1, #3

@ window: empty
@   start marker: line 0 cached; the return to the END's BL: its unit was
@   fetched by the block before the window (cached). Stall 0.
@ stall stm32wl55: 0
        BEGIN
        END

@ window: jumps_2x
@   L = the BEGIN BL, 64-aligned; its line was fetched just before the window.
@   Pass 1: B at L+4 (unit L, cached: 0), then seven blocks at L+64k (k = 1..7),
@   each entered by a taken branch (not sequential) into a cold line: 7 x 2 = 14.
@   BNE back to L+4: line L cached (0). Pass 2: the eight lines sit two per
@   set in four sets (no eviction): 0. The END's BL shares the BNE's unit: 0.
@   Stall 14: the first pass pays the misses, the second hits.
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
        bne     1b
        END

@ window: straight_2x
@   A 2 KiB straight block (1020 x ADDS + SUBS + BNE.W, L+4 .. L+2050), twice
@   the I-cache, run twice. Pass 1: entry unit L cached (0); every later unit is
@   the next sequential one: prefetched (0) although cold. Pass 2: the BNE.W
@   goes back to L+4 non-sequentially and line L is gone (its set saw the
@   block's 7 later lines L+256j, 4 ways, LRU): 2; the rest sequential (0).
@   The END's BL at L+2050 shares the BNE.W's last unit: 0. Stall 2.
@ stall stm32wl55: 2
        movs    r7, #2
        .balign 64
        BEGIN
1:
        .rept   1020
        adds    r2, r2, r1
        .endr
        subs    r7, r7, #1
        bne.w   1b
        END

@ window: flash_data_2x
@   16 LDRs over a 64-byte table in flash (.rodata, 32-aligned: two lines),
@   twice, then 4 LDRs from SRAM. Pass 1: two D-cache misses (2 x 2 = 4), the
@   other 14 reads hit; pass 2 hits (0); SRAM reads 0. Code: entry unit
@   cached, the rest sequential (0). Stall 4.
@ stall stm32wl55: 4
        movw    r5, #:lower16:flash_table
        movt    r5, #:upper16:flash_table
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
