// SPDX-License-Identifier: Apache-2.0
@ Cycle-model harness for gen_keccak_armv7m_bi.py (see README.md): one
@ random state through the committed kernel (src/hash/keccak_armv7m.S) and,
@ converted, through the interleaved kernel; exits with status 0 only if both
@ give the same 200 bytes. Windows (docs/CYCLE-MODEL.md):
@   1 empty   2 ucrypt_keccak_f1600_armv7m   3 plain -> interleaved, 21 lanes
@   4 ucrypt_keccak_f1600_armv7m_bi          5 interleaved -> plain, 21 lanes
@   6 plain -> interleaved, 17 lanes     7 interleaved -> plain, 17 lanes
@ (21 lanes = the SHAKE128 rate, 17 = SHA3-256's; the other lanes of the
@ compared state are converted outside the windows.)
#include "common.inc"
        .text
        .global calib_reset
        .type calib_reset, %function
        .thumb_func
calib_reset:
        ldr r4, =bufA
        ldr r5, =bufB
        ldr r6, =0x12345678
        movs r7, #0
fill:   ldr r0, =1664525                @ LCG fill of both copies
        mul r6, r6, r0
        ldr r0, =1013904223
        add r6, r6, r0
        str r6, [r4, r7]
        str r6, [r5, r7]
        adds r7, r7, #4
        cmp r7, #200
        bne fill
        BEGIN
        END
        BEGIN
        mov r0, r4
        bl ucrypt_keccak_f1600_armv7m
        END
        add r0, r5, #168
        movs r1, #4
        bl ucrypt_keccak_bi_to
        BEGIN
        mov r0, r5
        movs r1, #21
        bl ucrypt_keccak_bi_to
        END
        BEGIN
        mov r0, r5
        bl ucrypt_keccak_f1600_armv7m_bi
        END
        BEGIN
        mov r0, r5
        movs r1, #21
        bl ucrypt_keccak_bi_from
        END
        add r0, r5, #168
        movs r1, #4
        bl ucrypt_keccak_bi_from
        movs r7, #0
cmp1:   ldr r0, [r4, r7]
        ldr r1, [r5, r7]
        cmp r0, r1
        bne bad
        adds r7, r7, #4
        cmp r7, #200
        bne cmp1
        BEGIN
        mov r0, r5
        movs r1, #17
        bl ucrypt_keccak_bi_to
        END
        BEGIN
        mov r0, r5
        movs r1, #17
        bl ucrypt_keccak_bi_from
        END
        EXIT
bad:    movs r0, #0x18                  @ SYS_EXIT, ADP_Stopped_RunTimeErrorUnknown
        ldr r1, =0x20024
        bkpt 0xab
        .ltorg
        .bss
        .balign 8
bufA:   .space 200
bufB:   .space 200
