/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Per-core timing rules of the cycle model. docs/CYCLE-MODEL.md explains every
 * number and where it comes from; zero wait-state memory is assumed throughout.
 */
#ifndef UCRYPT_CYCLEMODEL_CORES_H
#define UCRYPT_CYCLEMODEL_CORES_H

#include "thumb_decode.h"

/* Which pipeline refill a taken PC write pays. */
enum refill_kind {
    REFILL_NONE,
    REFILL_IMM,  /* B, B<c>, BL, CBZ, CBNZ: target computed from the encoding */
    REFILL_REG,  /* BX, BLX, MOV PC, ADD PC: target known only at execute */
    REFILL_LOAD, /* LDR PC, LDM/POP {..PC}, TBB, TBH: target known after a load */
};

struct core_model {
    const char* name;
    unsigned char count_only;     /* one cycle per instruction, no other rule (M7, M55) */
    unsigned char ld_pipeline;    /* LDR followed by LDR/STR saves one cycle (M3, M4, M33) */
    unsigned char it_fold;        /* IT folds onto a preceding 16-bit ALU instruction */
    unsigned char cost[IC_COUNT]; /* base cycles; multiples add N, taken PC writes add P */
    unsigned char refill[4];      /* P per enum refill_kind */
    unsigned char wide_unaligned; /* extra P when the target is a 32-bit insn at addr%4 == 2 */
    unsigned char refill_max;     /* P never exceeds this */
};

/* Returns the model named name (m0plus, m3, m4, m33, m7, m55) or NULL. */
const struct core_model* core_find(const char* name);

/* Replaces the SDIV/UDIV cost of every model (the div= plugin argument). */
void core_set_div(unsigned cycles);

/*
 * Cycles of insn when executed right after prev (NULL if the previous
 * instruction is unknown), excluding the refill of a taken PC write.
 */
unsigned core_insn_cycles(const struct core_model* m, const struct insn_info* insn,
                          const struct insn_info* prev);

/* The refill kind a PC-writing instruction pays when it is taken. */
enum refill_kind core_refill_kind(const struct insn_info* insn);

/* P for a taken PC write of kind k whose target's first instruction is described. */
unsigned core_refill_cycles(const struct core_model* m, enum refill_kind k, unsigned target_size,
                            unsigned long long target_addr);

#endif
