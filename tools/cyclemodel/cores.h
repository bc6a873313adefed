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
    REFILL_IMM,       /* B, B<c>, BL, CBZ, CBNZ: target computed from the encoding */
    REFILL_REG,       /* BX, BLX, MOV PC, ADD PC: target known only at execute */
    REFILL_LOAD,      /* LDR PC, LDM/POP {..PC}, TBB, TBH: target known after a load */
    REFILL_IMM_FLAGS, /* B<c> right behind the instruction that set its flags (M33) */
    REFILL_LOOP,      /* LE, LETP: settled by core_loop_end (M55) */
    REFILL_KINDS
};

/* How an instruction issued relative to the one before it. */
enum issue_slot {
    ISSUE_ALONE,  /* single-issued, or the first of a dual-issued pair */
    ISSUE_PAIRED, /* dual-issued as the second of a pair */
    /* A B<c> right behind the instruction that set its flags, paired or not
     * (M33): its taken refill is one cycle longer. */
    ISSUE_FLAGS_LATE,
    ISSUE_PAIRED_FLAGS_LATE /* the same, dual-issued as the second of a pair (M7) */
};

struct core_model {
    const char* name;
    unsigned char ld_pipeline;    /* LDR followed by LDR/STR saves one cycle (M3, M4) */
    unsigned char it_fold;        /* IT folds: 1 onto a preceding 16-bit ALU instruction
                                     (M3, M4); 2 onto any preceding instruction (M33) */
    unsigned char dual_issue;     /* the M33's 16-bit pairs (docs/CYCLE-MODEL.md) */
    unsigned char result_latency; /* loads and two-stage results stall the next reader (M33) */
    unsigned char cost[IC_COUNT]; /* base cycles; multiples add N, taken PC writes add P */
    unsigned char refill[REFILL_KINDS]; /* P per enum refill_kind */
    unsigned char wide_unaligned; /* extra P when the target is a 32-bit insn at addr%4 == 2 */
    unsigned char refill_max;     /* P never exceeds this */
    unsigned char superscalar;    /* the M7's dual issue and result latencies */
    unsigned char half_multiples; /* LDM/STM/VLDM/VSTM move two registers a cycle (M7) */
    unsigned char predictor;      /* a branch predictor (M7): PC writes cost nothing
                                     when predicted, mispredict[] when not */
    unsigned char mispredict[2];  /* [0] flags set early or no flags, [1] flags set
                                     by the instruction right before the branch */
    unsigned char beats;          /* the M55's rules: MVE beats on four pipes, 16-bit
                                     dual issue, two-cycle results, loop-end cache */
};

/* Returns the model named name (m0plus, m3, m4, m33, m7, m55) or NULL. */
const struct core_model* core_find(const char* name);

/* Replaces the SDIV/UDIV cost of every model (the div= plugin argument). */
void core_set_div(unsigned cycles);

/*
 * Cycles of insn when executed right after prev (NULL if the previous
 * instruction is unknown), excluding the refill of a taken PC write.
 * prev_slot is how prev issued; *slot receives how insn issues.
 */
unsigned core_insn_cycles(const struct core_model* m, const struct insn_info* insn,
                          const struct insn_info* prev, enum issue_slot prev_slot,
                          enum issue_slot* slot);

/*
 * The M55's low-overhead loops (ARMv8.1-M LO_BRANCH_INFO cache, one entry):
 * signed cycles that the LE/LETP at le_addr adds after it executed (taken
 * or not). *cached is the plugin's cache entry (the LE address, 0 if empty).
 */
long core_loop_end(const struct core_model* m, unsigned long long* cached,
                   unsigned long long le_addr, int taken);

/* The refill kind a PC-writing instruction pays when it is taken. */
enum refill_kind core_refill_kind(const struct insn_info* insn, enum issue_slot slot);

/* P for a taken PC write of kind k whose target's first instruction is described. */
unsigned core_refill_cycles(const struct core_model* m, enum refill_kind k, unsigned target_size,
                            unsigned long long target_addr);

/*
 * The M7's branch predictor, assumed (docs/CYCLE-MODEL.md): one entry per
 * branch address, a 2-bit counter and the last target. The table is the
 * plugin's state, not the core model's.
 */
#define PREDICTOR_ENTRIES 4096u
struct predictor_entry {
    unsigned long long branch; /* address of the PC-writing instruction, 0 if free */
    unsigned long long target;
    unsigned char counter; /* 0-1 predict not taken, 2-3 predict taken */
};
struct predictor {
    struct predictor_entry entry[PREDICTOR_ENTRIES];
};

/*
 * Cycles lost by the PC write at branch_addr (kind k, from core_refill_kind),
 * whose outcome was taken (to target) or not; updates p.
 */
unsigned core_predict(const struct core_model* m, struct predictor* p, enum refill_kind k,
                      unsigned long long branch_addr, int taken, unsigned long long target);

#endif
