/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Thumb / Thumb-2 instruction classifier for the cycle model. It recognises
 * only what a timing model needs: the instruction class, its size, how many
 * registers a multiple transfer moves, whether it writes the PC, and the
 * registers a load/store uses (for the Cortex-M3/M4 load pipelining rule).
 * Encodings follow the ARMv7-M Architecture Reference Manual, chapter A5.
 */
#ifndef UCRYPT_CYCLEMODEL_THUMB_DECODE_H
#define UCRYPT_CYCLEMODEL_THUMB_DECODE_H

#include <stdint.h>

enum insn_class {
    IC_ALU,       /* data processing, moves, shifts, extends, bit fields, saturation */
    IC_NOP,       /* hints: NOP, YIELD, WFE, WFI, SEV */
    IC_IT,        /* IT */
    IC_LOAD,      /* single LDR/LDRB/LDRH/LDRSx/LDREX*, STREX* (timed like a load) */
    IC_STORE_IMM, /* single STR/STRB/STRH with an immediate offset */
    IC_STORE_REG, /* single STR/STRB/STRH with a register offset */
    IC_LDRD,      /* LDRD */
    IC_STRD,      /* STRD */
    IC_LDM,       /* LDM, POP */
    IC_STM,       /* STM, PUSH */
    IC_BRANCH,    /* B, B<c>, CBZ, CBNZ (immediate target) */
    IC_BL,        /* BL (immediate target) */
    IC_BX,        /* BX, BLX (register target) */
    IC_ALU_PC,    /* MOV PC, Rm / ADD PC, Rm */
    IC_TB,        /* TBB, TBH */
    IC_MUL,       /* MUL, MULS */
    IC_MLA,       /* MLA, MLS */
    IC_MULL,      /* SMULL, UMULL */
    IC_MLAL,      /* SMLAL, UMLAL */
    IC_UMAAL,     /* UMAAL */
    IC_DSPMUL,    /* SMUL<x><y>, SMLA<x><y>, SMLAD, SMUAD, SMMUL, SMLALD, ... */
    IC_DIV,       /* SDIV, UDIV */
    IC_BARRIER,   /* DMB, DSB, ISB */
    IC_SYS,       /* MRS, MSR, CPS, BKPT, SVC, UDF, CLREX */
    IC_FP,        /* FP / coprocessor data processing and transfers */
    IC_FP_LS,     /* VLDR, VSTR */
    IC_FP_LSM,    /* VLDM, VSTM, VPUSH, VPOP */
    IC_LOOP_END,  /* LE, LETP (ARMv8.1-M low-overhead loop end: a branch back) */
    IC_MVE_LS,    /* MVE vector loads and stores (VLDR, VSTR, VLD2x/VLD4x, VST2x/VST4x) */
    IC_MVE_INT,   /* MVE instructions of the vector integer pipe (VADD, VAND, VSHR, VDUP, ...) */
    IC_MVE_MUL,   /* MVE instructions of the vector multiply/FP pipe (VMUL, VQDMULH, VMLA, ...) */
    IC_MVE_SYS,   /* MVE control: VPST, VPNOT, VCTP */
    IC_UNKNOWN,   /* an encoding the decoder does not place (counted and reported) */
    IC_COUNT
};

struct insn_info {
    uint8_t cls;        /* enum insn_class */
    uint8_t size;       /* 2 or 4 bytes */
    uint8_t nregs;      /* registers transferred by LDM/STM/PUSH/POP/VLDM/VSTM */
    uint8_t writes_pc;  /* the instruction can branch (writes the PC) */
    uint8_t isb;        /* barrier is an ISB (refills the pipeline) */
    int8_t rt;          /* register loaded by an IC_LOAD, else -1 */
    uint8_t attr;       /* INSN_* bits below */
    uint16_t addr_regs; /* bit mask of the base/offset registers of a load/store */
    uint16_t src;       /* registers read when the instruction issues: ALU operands,
                           multiplicands, base and offset registers */
    uint16_t late;      /* registers read a stage later: store data, accumulators
                           (RdLo/RdHi, Ra), the added register of SXTA/UXTA */
    uint16_t dst;       /* registers written (loaded registers for loads) */
    uint8_t m7;         /* M7_* bits below */
    uint16_t early;     /* registers read a stage before the ALU operands (M7): a
                           register shifted inline, the source of a bit-field/extend/REV */
    uint8_t vsrc;       /* MVE: vector registers Q0-Q7 read (bit n = Qn) */
    uint8_t vdst;       /* MVE: vector registers written */
};

/* insn_info.attr bits (used by the Cortex-M33 rules, docs/CYCLE-MODEL.md). */
/* Updates NZCV (16-bit data processing outside IT, or an S form). */
#define INSN_SETS_FLAGS 1u
/* Result computed over two stages: multiplies, an operand shifted right or
 * rotated by a constant, a rotated immediate, SXTA/UXTA, parallel add/sub, PKH. */
#define INSN_TWO_STAGE 2u
/* A two-stage instruction whose flags cost one more cycle: MULS (16-bit) and
 * an S form with a rotated immediate. */
#define INSN_SLOW_FLAGS 4u
/* A conditional branch (B<c>): it reads the flags. */
#define INSN_READS_FLAGS 8u
/* Cortex-M55: a result usable two cycles after issue (LLVM ARMScheduleM55.td
 * "CX" group: 32-bit multiplies, an inline-shifted register operand, SSAT/USAT,
 * SBFX/UBFX, parallel add/sub, SXTA/UXTA). */
#define INSN_M55_CX 16u
/* Cortex-M55: a 16-bit instruction that dual-issues with a 16-bit neighbour
 * (ARMScheduleM55.td: NOP, IT, B, ADDS/SUBS #imm, MOVS #imm, MOV, UXT/SXT). */
#define INSN_M55_DI 32u

/* insn_info.m7 bits (the Cortex-M7 rules, docs/CYCLE-MODEL.md "Cortex-M7"). */
/* Uses the issue-stage shifter: a register operand shifted inline by a constant,
 * or a modified immediate that is a rotated byte ("shifted constant"). */
#define M7_SHIFTER 1u
/* Bit-field, extend, byte-reverse, saturate, CLZ or parallel add/sub (non-multiply DSP). */
#define M7_BITFIELD 2u
/* A byte or halfword load (one cycle more result latency than a word load). */
#define M7_NARROW 4u
/* ADD/SUB/MOV (register, simple constant, or a MOV-aliased shift by a constant):
 * its result is forwarded to an early reader of the next cycle. */
#define M7_EARLY_RESULT 8u

/* Returns 2 or 4: the size of the instruction whose first halfword is hw1. */
unsigned thumb_insn_size(uint16_t hw1);

/* Classifies one instruction; hw2 is ignored for 16-bit instructions. */
struct insn_info thumb_decode(uint16_t hw1, uint16_t hw2);

const char* insn_class_name(unsigned cls);

#endif
