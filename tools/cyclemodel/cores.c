/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Timing tables. Sources: Cortex-M4 TRM r0p1 (ARM 100166) §3.3.1 table 3-1 and
 * §3.3.2 "Load/store timings"; Cortex-M3 TRM r2p1 table 18-1 for the M3
 * multiplier; Cortex-M0+ TRM r0p1 table 3-1 (with the single-cycle multiplier);
 * Cortex-M33: published RP2350 measurements (jnk0le, "pipeline cycle test",
 * doc/cortex_m33.md; compendium.i-0.nl "Branch timing"). Cortex-M7: published
 * STM32H743 measurements (jnk0le, doc/cortex_m7.md) and LLVM's ARMScheduleM7.td.
 * Cortex-M55: LLVM's ARMScheduleM55.td and SLOTHY's cortex_m55r1.py (no silicon data).
 * See docs/CYCLE-MODEL.md for the reasoning behind each choice.
 */
#include "cores.h"

#include <stddef.h>
#include <string.h>

/* Column order of enum insn_class. */
#define COSTS(alu, nop, it, ld, st_imm, st_reg, ldrd, strd, ldm, stm, b, bl, bx, alu_pc, tb, mul, \
              mla, mull, mlal, umaal, dsp, div, bar, sys, fp, fp_ls, fp_lsm, ...)                 \
    {                                                                                             \
        alu, nop, it, ld, st_imm, st_reg, ldrd, strd, ldm, stm, b, bl, bx, alu_pc, tb, mul, mla,  \
            mull, mlal, umaal, dsp, div, bar, sys, fp, fp_ls, fp_lsm, __VA_ARGS__                 \
    }
/* The ARMv8.1-M columns (le, mve_ls, mve_int, mve_mul, mve_sys, unknown) of the
 * cores that cannot execute them: one cycle each (unknown ones are reported). */
#define NO_V81M 1, 1, 1, 1, 1, 1

/* Cortex-M4 table 3-1: LDR 2, STR 2 (1 for an immediate offset, §3.3.2), LDRD/STRD
 * 1+2, LDM/STM 1+N, every multiply 1, SDIV/UDIV 2..12 (we take 12), TBB/TBH 2 for
 * the load + 1 for the add (§3.3.2). */
#define M4_COSTS \
    COSTS(1, 1, 1, 2, 1, 2, 3, 3, 1, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 2, 1, NO_V81M)

static struct core_model models[] = {
    {.name = "m4",
     .ld_pipeline = 1,
     .it_fold = 1,
     .dual_issue = 0,
     .result_latency = 0,
     .cost = M4_COSTS,
     .refill = {0, 1, 2, 3, 1},
     .wide_unaligned = 1,
     .refill_max = 3},
    /* Cortex-M33: its own rules (docs/CYCLE-MODEL.md "Cortex-M33"), from silicon
     * measurements of the RP2350's M33 r1p0. LDR 1 (result two cycles later),
     * STR 1, LDRD/STRD 2, LDM/STM N, multiplies 1 (result two cycles later),
     * TBB/TBH 2; P 1 for immediate and register targets, 2 after a load, 2 for
     * a B<c> right behind the instruction that set its flags. */
    {.name = "m33",
     .ld_pipeline = 0,
     .it_fold = 2,
     .dual_issue = 1,
     .result_latency = 1,
     .cost = COSTS(1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 2, 1,
                   NO_V81M),
     .refill = {0, 1, 1, 2, 2},
     .wide_unaligned = 1,
     .refill_max = 3},
    /* Cortex-M3: as the M4 but MLA/MLS 2, UMULL/SMULL 3..5 and UMLAL/SMLAL 4..7
     * (early termination; full-width crypto operands take the maximum). */
    {.name = "m3",
     .ld_pipeline = 1,
     .it_fold = 1,
     .dual_issue = 0,
     .result_latency = 0,
     .cost = COSTS(1, 1, 1, 2, 1, 2, 3, 3, 1, 1, 1, 1, 1, 1, 3, 1, 2, 5, 7, 7, 1, 12, 1, 1, 1, 2, 1,
                   NO_V81M),
     .refill = {0, 1, 2, 3, 1},
     .wide_unaligned = 1,
     .refill_max = 3},
    /* Cortex-M0+: two-stage pipeline. Loads/stores 2, LDM/STM/PUSH/POP 1+N, B taken 2,
     * BL 3, BX/BLX 2, POP {..PC} 3+N, MULS 1, MRS/MSR 3, DMB/DSB/ISB 3. */
    {.name = "m0plus",
     .ld_pipeline = 0,
     .it_fold = 0,
     .dual_issue = 0,
     .result_latency = 0,
     .cost = COSTS(1, 1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 2, 1, 1, 3, 1, 1, 1, 1, 1, 1, 12, 3, 3, 1, 2, 1,
                   NO_V81M),
     .refill = {0, 1, 1, 2, 1},
     .wide_unaligned = 0,
     .refill_max = 2},
    /* Cortex-M7: dual issue (m7_pairs), result latencies (m7_stall), every
     * instruction 1 but TBB/TBH 2, barriers and system 3 (LLVM), LDM/STM/LDRD/STRD
     * two registers a cycle; PC writes cost 0 when predicted, 8 when mispredicted
     * right behind the flag-setting instruction and 6 otherwise. */
    {.name = "m7",
     .cost = COSTS(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 12, 3, 3, 1, 1, 0,
                   NO_V81M),
     .superscalar = 1,
     .half_multiples = 1,
     .predictor = 1,
     .mispredict = {6, 8}},
    /* Cortex-M55 (docs/CYCLE-MODEL.md "Cortex-M55"): every scalar instruction
     * issues in one cycle (LDM/STM two registers a cycle), a vector instruction
     * takes two beats (one when it overlaps the previous vector instruction of
     * another pipe), VPST/VPNOT/VCTP one; 16-bit pairs dual-issue (m55_pairs);
     * loads and "CX" results stall the next reader one cycle; P = 3 for every
     * taken PC write (LLVM MispredictPenalty); a cached LE costs nothing. */
    {.name = "m55",
     .cost = COSTS(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 0,
                   1, 2, 2, 2, 1, 1),
     .refill = {0, 3, 3, 3, 3, 3},
     .beats = 1},
};

const struct core_model* core_find(const char* name)
{
    for (size_t k = 0; k < sizeof models / sizeof models[0]; k++) {
        if (strcmp(models[k].name, name) == 0) {
            return &models[k];
        }
    }
    return NULL;
}

void core_set_div(unsigned cycles)
{
    for (size_t k = 0; k < sizeof models / sizeof models[0]; k++) {
        models[k].cost[IC_DIV] = (unsigned char)cycles;
    }
}

/* §3.3.2: "if the next instruction is an LDR or STR, and the destination of the
 * first LDR is not used to compute the address for the next instruction, then
 * one cycle is removed from the cost of the next instruction". Loads into the PC
 * are blocking and never pipeline. */
static int pipelines(const struct insn_info* prev, const struct insn_info* insn)
{
    if (prev->cls != IC_LOAD || prev->writes_pc || prev->rt < 0) {
        return 0;
    }
    int mem = (insn->cls == IC_LOAD && !insn->writes_pc) || insn->cls == IC_STORE_REG ||
              insn->cls == IC_STORE_IMM;
    return mem && ((insn->addr_regs >> prev->rt) & 1u) == 0;
}

/* M3/M4: an IT is folded into the 16-bit data-processing instruction before it. */
static int folds(const struct insn_info* prev)
{
    return prev->size == 2 && (prev->cls == IC_ALU || prev->cls == IC_NOP || prev->cls == IC_MUL);
}

/* M33: the registers prev writes that are ready only two cycles after it
 * issues: loaded registers (for LDM the last one) and two-stage results. */
static unsigned slow_results(const struct insn_info* prev)
{
    if (prev->writes_pc) {
        return 0;
    }
    switch (prev->cls) {
        case IC_LOAD:
        case IC_LDRD:
            return prev->dst;
        case IC_LDM: {
            unsigned list = prev->dst & ~(1u << 13); /* not the SP written back by POP */
            unsigned last = 0;
            for (; list != 0; list &= list - 1) {
                last = list & (~list + 1u);
            }
            return last;
        }
        default:
            return (prev->attr & INSN_TWO_STAGE) ? prev->dst : 0u;
    }
}

/* M33: insn issues in the same cycle as prev (the second of a pair). Only
 * 16-bit pairs: a B/B<c> behind any 16-bit instruction, or an ALU or single
 * load/store behind a NOP. */
static int pairs(const struct insn_info* prev, const struct insn_info* insn)
{
    if (prev->size != 2 || insn->size != 2 || prev->writes_pc) {
        return 0;
    }
    if (insn->cls == IC_BRANCH && insn->src == 0) { /* not CBZ/CBNZ: unmeasured */
        return prev->cls != IC_IT;
    }
    return prev->cls == IC_NOP && (insn->cls == IC_ALU || insn->cls == IC_LOAD ||
                                   insn->cls == IC_STORE_IMM || insn->cls == IC_STORE_REG);
}

/* M7: the classes that issue alone (LLVM SingleIssue; jnk0le "load/store pair/multiple"). */
static int m7_single_issue(const struct insn_info* i)
{
    switch (i->cls) {
        case IC_LDRD:
        case IC_STRD:
        case IC_LDM:
        case IC_STM:
        case IC_TB:
        case IC_DIV:
        case IC_BARRIER:
        case IC_SYS:
        case IC_FP_LSM:
            return 1;
        default:
            return i->writes_pc && i->cls != IC_BRANCH && i->cls != IC_BL;
    }
}

static int m7_mac(const struct insn_info* i)
{
    return i->cls >= IC_MUL && i->cls <= IC_DSPMUL;
}

static int m7_store(const struct insn_info* i)
{
    return i->cls == IC_STORE_IMM || i->cls == IC_STORE_REG;
}

/* M7: the registers insn needs a cycle before the ALU operands: address
 * registers of a load or store, an inline-shifted register, a bit-field source. */
static unsigned m7_early(const struct insn_info* i)
{
    return i->early | i->addr_regs;
}

/* M7: cycles insn waits for prev's results (docs/CYCLE-MODEL.md "Cortex-M7"). */
static unsigned m7_stall(const struct insn_info* prev, const struct insn_info* insn)
{
    unsigned dst = prev->dst & ~(1u << 13); /* the SP written back by PUSH/POP */
    if (prev->writes_pc || dst == 0) {
        return 0;
    }
    int uses = (insn->src & dst) != 0;
    int early = (m7_early(insn) & dst) != 0;
    switch (prev->cls) {
        case IC_LOAD:
            if (prev->m7 & M7_NARROW) { /* usable two cycles later, three for early */
                return early ? 2u : uses ? 1u : 0u;
            }
            /* a word is usable by the ALU next cycle, not by early readers or the MAC */
            return (early || (uses && m7_mac(insn))) ? 1u : 0u;
        case IC_LDRD:
        case IC_LDM:
            return (early || (uses && m7_mac(insn))) ? 1u : 0u;
        case IC_MUL:
        case IC_MLA:
        case IC_MULL:
        case IC_MLAL:
        case IC_UMAAL:
        case IC_DSPMUL: /* one more cycle of latency; accumulators are read late */
            return early ? 2u : uses ? 1u : 0u;
        case IC_ALU: /* ADD/SUB/MOV results reach an early reader in time */
            return early && !(prev->m7 & M7_EARLY_RESULT) ? 1u : 0u;
        default:
            return 0;
    }
}

/* M7: insn issues with prev (the older of the pair), neither waiting. */
static int m7_pairs(const struct insn_info* prev, const struct insn_info* insn)
{
    if (m7_single_issue(prev) || m7_single_issue(insn)) {
        return 0;
    }
    if (m7_store(prev) && m7_store(insn)) { /* one store pipe */
        return 0;
    }
    if (prev->writes_pc && insn->writes_pc) { /* one branch unit */
        return 0;
    }
    if (m7_mac(prev) && (m7_mac(insn) || m7_store(insn))) { /* one MAC */
        return 0;
    }
    if (m7_mac(insn) && m7_store(prev)) {
        return 0;
    }
    if (insn->m7 & M7_BITFIELD) { /* bit-field/DSP only as the older */
        return 0;
    }
    if ((prev->m7 & (M7_BITFIELD | M7_SHIFTER)) && (insn->m7 & M7_SHIFTER)) { /* one shifter */
        return 0;
    }
    if (prev->cls == IC_FP && insn->cls == IC_FP) {
        return 0;
    }
    /* a dependency on prev's result, except MOVW then MOVT of the same register
     * (store data and accumulators are read late enough to pair) */
    unsigned dep = prev->dst & insn->src & ~(1u << 13);
    int movw_movt = prev->cls == IC_ALU && insn->cls == IC_ALU && prev->src == 0 &&
                    insn->src == prev->dst && insn->size == 4 && prev->size == 4;
    return dep == 0 || movw_movt;
}

static unsigned m7_insn_cycles(const struct core_model* m, const struct insn_info* insn,
                               const struct insn_info* prev, enum issue_slot prev_slot,
                               enum issue_slot* slot)
{
    unsigned c = m->cost[insn->cls];
    if (insn->cls == IC_LDM || insn->cls == IC_STM || insn->cls == IC_FP_LSM) {
        c += (insn->nregs + 1u) / 2u;
    }
    if (prev == NULL) {
        return c;
    }
    /* a B<c> right behind the flag setter pays the longer mispredict */
    int late_flags = (insn->attr & INSN_READS_FLAGS) && (prev->attr & INSN_SETS_FLAGS);
    unsigned stall = m7_stall(prev, insn);
    int prev_paired = prev_slot == ISSUE_PAIRED || prev_slot == ISSUE_PAIRED_FLAGS_LATE;
    if (stall == 0 && !prev_paired && c == 1 && m7_pairs(prev, insn)) {
        *slot = late_flags ? ISSUE_PAIRED_FLAGS_LATE : ISSUE_PAIRED;
        return 0;
    }
    *slot = late_flags ? ISSUE_FLAGS_LATE : ISSUE_ALONE;
    return c + stall;
}

static int m55_vector(const struct insn_info* i)
{
    return i->cls == IC_MVE_LS || i->cls == IC_MVE_INT || i->cls == IC_MVE_MUL;
}

/* M55: cycles insn takes to issue, whatever precedes it. */
static unsigned m55_issue(const struct core_model* m, const struct insn_info* i)
{
    unsigned c = m->cost[i->cls];
    if (i->cls == IC_LDM || i->cls == IC_STM || i->cls == IC_FP_LSM) {
        c += (i->nregs + 1u) / 2u; /* two registers a cycle, as LDRD ([S]) */
    }
    return i->isb ? c + m->refill[REFILL_REG] : c;
}

/* M55: the registers prev writes that are ready two cycles after it issues
 * (LLVM: loads and the CX group have latency 2). */
static unsigned m55_slow_results(const struct insn_info* prev)
{
    if (prev->cls == IC_LOAD || prev->cls == IC_LDRD || prev->cls == IC_LDM) {
        return slow_results(prev);
    }
    return (prev->attr & INSN_M55_CX) ? prev->dst : 0u;
}

/* M55: two 16-bit single-cycle instructions, one of them of the dual-issue
 * set, the younger not reading the older's result ([L]; the dependency rule
 * is [model]). */
static int m55_pairs(const struct core_model* m, const struct insn_info* prev,
                     const struct insn_info* insn)
{
    if (prev->size != 2 || insn->size != 2 || prev->writes_pc) {
        return 0;
    }
    if (((prev->attr | insn->attr) & INSN_M55_DI) == 0) {
        return 0;
    }
    if (m55_issue(m, prev) != 1 || m55_issue(m, insn) != 1) {
        return 0;
    }
    return (prev->dst & (insn->src | insn->late)) == 0;
}

/* M55: a vector instruction's first beat overlaps the previous vector
 * instruction's second beat when they use different pipes ([L] "so long as
 * the beats are to different pipelines") and it does not read a result of a
 * multiply-pipe instruction (latency 2, [L] E3, [S]), except as store data
 * ([S] "VMULx -> VSTR has single cycle latency"). */
static int m55_overlaps(const struct insn_info* prev, const struct insn_info* insn)
{
    if (!m55_vector(prev) || prev->cls == insn->cls) {
        return 0;
    }
    int waits = prev->cls == IC_MVE_MUL && (prev->vdst & insn->vsrc) != 0;
    int store = insn->cls == IC_MVE_LS && insn->vsrc != 0;
    return !waits || store;
}

static unsigned m55_insn_cycles(const struct core_model* m, const struct insn_info* insn,
                                const struct insn_info* prev, enum issue_slot prev_slot,
                                enum issue_slot* slot)
{
    unsigned c = m55_issue(m, insn);
    if (prev == NULL) {
        return c;
    }
    if (m55_vector(insn) && m55_overlaps(prev, insn)) {
        c -= 1;
    } else if (prev_slot == ISSUE_ALONE && m55_pairs(m, prev, insn)) {
        *slot = ISSUE_PAIRED;
        return 0;
    }
    if ((m55_slow_results(prev) & (insn->src | insn->late)) != 0) {
        c += 1; /* accumulators and store data are read at issue too ([L] ReadAdvance 0) */
    }
    return c;
}

long core_loop_end(const struct core_model* m, unsigned long long* cached,
                   unsigned long long le_addr, int taken)
{
    if (*cached == le_addr) { /* the loop branches from the cache: LE does not execute */
        return -(long)m->cost[IC_LOOP_END];
    }
    if (!taken) {
        return 0;
    }
    *cached = le_addr;
    return (long)m->refill[REFILL_LOOP];
}

unsigned core_insn_cycles(const struct core_model* m, const struct insn_info* insn,
                          const struct insn_info* prev, enum issue_slot prev_slot,
                          enum issue_slot* slot)
{
    *slot = ISSUE_ALONE;
    if (m->superscalar) {
        return m7_insn_cycles(m, insn, prev, prev_slot, slot);
    }
    if (m->beats) {
        return m55_insn_cycles(m, insn, prev, prev_slot, slot);
    }
    unsigned c = m->cost[insn->cls];
    if (insn->cls == IC_LDM || insn->cls == IC_STM || insn->cls == IC_FP_LSM) {
        c += insn->nregs;
    }
    if (insn->isb) {
        c += m->refill[REFILL_REG]; /* ISB costs at least a refill (table 3-1, B) */
    }
    if (m->result_latency && (insn->attr & INSN_SLOW_FLAGS)) {
        c += 1;
    }
    if (prev == NULL) {
        return c;
    }
    if (m->ld_pipeline && c > 1 && pipelines(prev, insn)) {
        c -= 1;
    }
    if (m->it_fold == 1 && insn->cls == IC_IT && folds(prev)) {
        c = 0;
    }
    int alone = prev_slot == ISSUE_ALONE;
    if (m->it_fold == 2 && insn->cls == IC_IT && alone && !prev->writes_pc) {
        c = 0;
        *slot = ISSUE_PAIRED;
    }
    if (m->dual_issue && alone && pairs(prev, insn)) {
        c = 0;
        *slot = ISSUE_PAIRED;
    }
    if (m->result_latency && (slow_results(prev) & insn->src) != 0) {
        c += 1;
    }
    if (m->result_latency && (insn->attr & INSN_READS_FLAGS) && (prev->attr & INSN_SETS_FLAGS)) {
        *slot = ISSUE_FLAGS_LATE;
    }
    return c;
}

enum refill_kind core_refill_kind(const struct insn_info* insn, enum issue_slot slot)
{
    if (!insn->writes_pc) {
        return REFILL_NONE;
    }
    switch (insn->cls) {
        case IC_BRANCH:
            return slot == ISSUE_FLAGS_LATE || slot == ISSUE_PAIRED_FLAGS_LATE ? REFILL_IMM_FLAGS
                                                                               : REFILL_IMM;
        case IC_BL:
            return REFILL_IMM;
        case IC_BX:
        case IC_ALU_PC:
            return REFILL_REG;
        case IC_LOOP_END:
            return REFILL_LOOP;
        default:
            return REFILL_LOAD;
    }
}

unsigned core_refill_cycles(const struct core_model* m, enum refill_kind k, unsigned target_size,
                            unsigned long long target_addr)
{
    unsigned p = m->refill[k];
    if (p != 0 && target_size == 4 && (target_addr & 3u) == 2u) {
        p += m->wide_unaligned; /* the target needs two fetches */
    }
    return p > m->refill_max && m->refill_max != 0 ? m->refill_max : p;
}

unsigned core_predict(const struct core_model* m, struct predictor* p, enum refill_kind k,
                      unsigned long long branch_addr, int taken, unsigned long long target)
{
    struct predictor_entry* e = &p->entry[(branch_addr >> 1) % PREDICTOR_ENTRIES];
    int known = e->branch == branch_addr;
    int predicted_taken = known && e->counter >= 2;
    int hit = taken ? predicted_taken && e->target == target : !predicted_taken;
    if (taken) {
        if (!known) {
            e->branch = branch_addr;
            e->counter = 2;
        } else if (e->counter < 3) {
            e->counter++;
        }
        e->target = target;
    } else if (known && e->counter > 0) {
        e->counter--;
    }
    if (hit) {
        return 0;
    }
    return m->mispredict[k == REFILL_IMM_FLAGS ? 1 : 0];
}
