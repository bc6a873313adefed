/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Thumb / Thumb-2 classifier (ARMv7-M ARM, A5.2 for 16-bit and A5.3 for 32-bit
 * encodings; ARMv8-M adds nothing the model times differently). Besides the
 * class it records the registers each instruction reads and writes, which the
 * Cortex-M33 result-latency rule needs.
 */
#include "thumb_decode.h"

#define R(n) (1u << ((n)&0xFu)) /* 4-bit register field */
#define LO(n) (1u << ((n)&7u))  /* 3-bit register field (R0-R7) */
#define SP_BIT R(13)
#define LR_BIT R(14)

static struct insn_info make(unsigned cls, unsigned size)
{
    struct insn_info i;
    i.cls = (uint8_t)cls;
    i.size = (uint8_t)size;
    i.nregs = 0;
    i.writes_pc = 0;
    i.isb = 0;
    i.rt = -1;
    i.attr = 0;
    i.addr_regs = 0;
    i.src = 0;
    i.late = 0;
    i.dst = 0;
    i.m7 = 0;
    i.early = 0;
    i.vsrc = 0;
    i.vdst = 0;
    return i;
}

/* Adds attribute bits to i. */
static struct insn_info with(struct insn_info i, unsigned attr)
{
    i.attr = (uint8_t)(i.attr | attr);
    return i;
}

/* Marks i as an M7 early-ALU instruction (M7_EARLY_RESULT). */
static struct insn_info early_result(struct insn_info i)
{
    i.m7 |= M7_EARLY_RESULT;
    return i;
}

/* Marks i with M7 bits and the registers it reads early (M7). */
static struct insn_info m7(struct insn_info i, unsigned bits, unsigned early)
{
    i.m7 = (uint8_t)bits;
    i.early = (uint16_t)(early & 0x7FFFu);
    return i;
}

/* Sets the register sets of i; PC (R15) is never a dependency. */
static struct insn_info regs(struct insn_info i, unsigned src, unsigned late, unsigned dst)
{
    i.src = (uint16_t)(src & 0x7FFFu);
    i.late = (uint16_t)(late & 0x7FFFu);
    i.dst = (uint16_t)(dst & 0x7FFFu);
    return i;
}

static struct insn_info alu(unsigned size, unsigned src, unsigned dst, unsigned attr)
{
    struct insn_info i = regs(make(IC_ALU, size), src, 0, dst);
    i.attr = (uint8_t)attr;
    return i;
}

static unsigned popcount16(unsigned v)
{
    unsigned n = 0;
    for (; v != 0; v &= v - 1) {
        n++;
    }
    return n;
}

static struct insn_info load(unsigned size, unsigned rt, unsigned addr_regs)
{
    struct insn_info i = regs(make(IC_LOAD, size), addr_regs, 0, R(rt));
    i.rt = (int8_t)rt;
    i.addr_regs = (uint16_t)addr_regs;
    i.writes_pc = rt == 15;
    return i;
}

static struct insn_info store(unsigned size, int reg_offset, unsigned addr_regs, unsigned rt)
{
    struct insn_info i =
        regs(make(reg_offset ? IC_STORE_REG : IC_STORE_IMM, size), addr_regs, R(rt), 0);
    i.addr_regs = (uint16_t)addr_regs;
    return i;
}

static struct insn_info multiple(unsigned cls, unsigned size, unsigned nregs, int loads_pc)
{
    struct insn_info i = make(cls, size);
    i.nregs = (uint8_t)nregs;
    i.writes_pc = (uint8_t)(loads_pc != 0);
    return i;
}

/* LDM/STM/PUSH/POP: base, register list; a store reads the list late. */
static struct insn_info transfer(unsigned load, unsigned size, unsigned base, unsigned list)
{
    struct insn_info i =
        multiple(load ? IC_LDM : IC_STM, size, popcount16(list), load && (list & 0x8000u));
    i.addr_regs = (uint16_t)base;
    return load ? regs(i, base, 0, list) : regs(i, base, list, 0);
}

static struct insn_info branch(unsigned cls, unsigned size)
{
    struct insn_info i = make(cls, size);
    i.writes_pc = 1;
    return i;
}

static struct insn_info cond_branch(unsigned size)
{
    struct insn_info i = branch(IC_BRANCH, size);
    i.attr = INSN_READS_FLAGS;
    return i;
}

/* A5.2.2 data processing (010000xxxx): Rdn, Rm; all set the flags. */
static struct insn_info dec16_dp(uint16_t h)
{
    unsigned op = (h >> 6) & 0xFu;
    unsigned rdn = LO(h), rm = LO(h >> 3);
    if (op == 0xD) { /* MULS: two stages, and its flags cost a cycle (M33) */
        struct insn_info i = regs(make(IC_MUL, 2), rdn | rm, 0, rdn);
        i.attr = INSN_SETS_FLAGS | INSN_TWO_STAGE | INSN_SLOW_FLAGS;
        return i;
    }
    if (op == 0x8 || op == 0xA || op == 0xB) { /* TST, CMP, CMN */
        return alu(2, rdn | rm, 0, INSN_SETS_FLAGS);
    }
    if (op == 0x9 || op == 0xF) { /* RSB #0 (NEG), MVN */
        return alu(2, rm, rdn, INSN_SETS_FLAGS);
    }
    return alu(2, rdn | rm, rdn, INSN_SETS_FLAGS);
}

/* A5.2.4 special data instructions and branch and exchange (010001xxxx). */
static struct insn_info dec16_special(uint16_t h)
{
    unsigned op = (h >> 8) & 3u;
    unsigned rd = ((h >> 4) & 8u) | (h & 7u);
    unsigned rm = (h >> 3) & 0xFu;
    if (op == 3) {
        return regs(branch(IC_BX, 2), R(rm), 0, (h & 0x80u) ? LR_BIT : 0);
    }
    if (op != 1 && rd == 15) { /* ADD PC, Rm or MOV PC, Rm */
        return regs(branch(IC_ALU_PC, 2), R(rm) | (op == 0 ? R(rd) : 0), 0, 0);
    }
    if (op == 1) { /* CMP (high registers) */
        return alu(2, R(rd) | R(rm), 0, INSN_SETS_FLAGS);
    }
    struct insn_info i = early_result(alu(2, R(rm) | (op == 0 ? R(rd) : 0), R(rd), 0));
    return op == 2 ? with(i, INSN_M55_DI) : i; /* MOV dual-issues on the M55; ADD does not */
}

/* A5.2.5 miscellaneous 16-bit instructions (1011xxxxxx). */
static struct insn_info dec16_misc(uint16_t h)
{
    if ((h & 0xF500u) == 0xB100u) {
        return regs(branch(IC_BRANCH, 2), LO(h), 0, 0); /* CBZ, CBNZ */
    }
    if ((h & 0xFE00u) == 0xB400u) { /* PUSH: R0-R7 plus LR */
        struct insn_info i = transfer(0, 2, SP_BIT, (h & 0xFFu) | ((h & 0x100u) ? LR_BIT : 0));
        i.dst = SP_BIT;
        return i;
    }
    if ((h & 0xFE00u) == 0xBC00u) { /* POP: R0-R7 plus PC */
        struct insn_info i = transfer(1, 2, SP_BIT, (h & 0xFFu) | ((h & 0x100u) ? 0x8000u : 0));
        i.dst |= SP_BIT;
        return i;
    }
    if ((h & 0xFF00u) == 0xBF00u) {
        return with(make((h & 0xFu) != 0 ? IC_IT : IC_NOP, 2), INSN_M55_DI);
    }
    if ((h & 0xFF00u) == 0xBE00u || (h & 0xFFE0u) == 0xB660u) {
        return make(IC_SYS, 2); /* BKPT, CPS */
    }
    if ((h & 0xFF00u) == 0xB000u) {
        return early_result(alu(2, SP_BIT, SP_BIT, 0)); /* ADD/SUB SP, #imm */
    }
    /* SXTH/SXTB/UXTH/UXTB (dual-issue on the M55), REV/REV16/REVSH */
    unsigned di = (h & 0xFF00u) == 0xB200u ? INSN_M55_DI : 0u;
    return m7(alu(2, LO(h >> 3), LO(h), di), M7_BITFIELD, LO(h >> 3));
}

/* 00xxxx shifts, add/sub, mov/cmp/add/sub immediate; 1010x ADR/ADD SP. */
static struct insn_info dec16_basic(uint16_t h)
{
    unsigned top5 = h >> 11;
    if (top5 <= 2) { /* LSL/LSR/ASR #imm */
        return early_result(alu(2, LO(h >> 3), LO(h), INSN_SETS_FLAGS));
    }
    if (top5 == 3) { /* ADD/SUB register or 3-bit immediate */
        unsigned src = LO(h >> 3) | ((h & 0x0400u) ? 0u : LO(h >> 6));
        unsigned di = (h & 0x0400u) ? INSN_M55_DI : 0u; /* the #imm3 forms */
        return early_result(alu(2, src, LO(h), INSN_SETS_FLAGS | di));
    }
    unsigned rdn = LO(h >> 8);
    switch (top5) {
        case 4:
            return early_result(alu(2, 0, rdn, INSN_SETS_FLAGS | INSN_M55_DI)); /* MOVS #imm8 */
        case 5:
            return alu(2, rdn, 0, INSN_SETS_FLAGS); /* CMP #imm8 */
        case 6:
        case 7:
            return early_result(
                alu(2, rdn, rdn, INSN_SETS_FLAGS | INSN_M55_DI)); /* ADDS/SUBS #imm8 */
        case 0x14:
            return early_result(alu(2, 0, rdn, 0)); /* ADR */
        default:
            return early_result(alu(2, SP_BIT, rdn, 0)); /* ADD Rd, SP, #imm */
    }
}

static struct insn_info dec16(uint16_t h)
{
    unsigned rt = h & 7u;
    unsigned rn = (h >> 3) & 7u;
    switch (h >> 12) {
        case 0x4:
            if ((h & 0xFC00u) == 0x4000u) {
                return dec16_dp(h);
            }
            if ((h & 0xFC00u) == 0x4400u) {
                return dec16_special(h);
            }
            return load(2, (h >> 8) & 7u, 1u << 15); /* LDR (literal) */
        case 0x5: { /* A5.2.3 register offset: opB 000-010 are stores */
            unsigned rm = (h >> 6) & 7u;
            unsigned addr = (1u << rn) | (1u << rm);
            unsigned opb = (h >> 9) & 7u;
            if (opb <= 2) {
                return store(2, 1, addr, rt);
            }
            return m7(load(2, rt, addr), opb == 4 ? 0u : M7_NARROW, 0); /* LDR is the word */
        }
        case 0x6:
        case 0x7:
        case 0x8:
            if ((h & 0x0800u) == 0) {
                return store(2, 0, 1u << rn, rt);
            }
            return m7(load(2, rt, 1u << rn), (h >> 12) == 0x6 ? 0u : M7_NARROW, 0);
        case 0x9: /* SP-relative */
            return (h & 0x0800u) ? load(2, (h >> 8) & 7u, SP_BIT)
                                 : store(2, 0, SP_BIT, (h >> 8) & 7u);
        case 0xB:
            return dec16_misc(h);
        case 0xC: /* STM / LDM Rn!, {list} */
            return transfer((h & 0x0800u) != 0, 2, LO(h >> 8), h & 0xFFu);
        case 0xD: {
            unsigned cond = (h >> 8) & 0xFu;
            return cond >= 0xE ? make(IC_SYS, 2) : with(cond_branch(2), INSN_M55_DI);
        }
        case 0xE:
            return with(branch(IC_BRANCH, 2), INSN_M55_DI);
        default:
            return dec16_basic(h);
    }
}

/* A5.3.8 load/store dual or exclusive, table branch. */
static struct insn_info dec32_dual(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 7) & 3u;
    unsigned op2 = (h1 >> 4) & 3u;
    unsigned op3 = (h2 >> 4) & 0xFu;
    unsigned base = 1u << (h1 & 0xFu);
    unsigned rt = h2 >> 12, rt2 = (h2 >> 8) & 0xFu;
    if (op1 == 0 && op2 == 0) { /* STREX: the TRM times it as a load */
        return regs(load(4, rt2, base), base, R(rt), R(rt2));
    }
    if (op1 == 0 && op2 == 1) {
        return load(4, rt, base); /* LDREX */
    }
    if (op1 == 1 && op2 == 0) { /* STREXB/H */
        return regs(load(4, h2 & 0xFu, base), base, R(rt), R(h2));
    }
    if (op1 == 1 && op2 == 1) {
        if (op3 <= 1) {
            return regs(branch(IC_TB, 4), base | R(h2), 0, 0);
        }
        return load(4, rt, base); /* LDREXB/H */
    }
    int is_load = (op2 & 1u) != 0;
    struct insn_info i = make(is_load ? IC_LDRD : IC_STRD, 4);
    i.addr_regs = (uint16_t)base;
    return is_load ? regs(i, base, 0, R(rt) | R(rt2)) : regs(i, base, R(rt) | R(rt2), 0);
}

/* An MVE instruction of class cls: Qd = hw2[15:13] written, Qn = hw1[3:1] and
 * Qm = hw2[3:1] read (for the scalar forms the Qm field is a general-purpose
 * register, then a false vector dependency), Rn = hw1[3:0] read. */
static struct insn_info mve(unsigned cls, uint16_t h1, uint16_t h2)
{
    struct insn_info i = regs(make(cls, 4), R(h1) | R(h2), 0, 0);
    i.vdst = (uint8_t)(1u << ((h2 >> 13) & 7u));
    i.vsrc = (uint8_t)((1u << ((h1 >> 1) & 7u)) | (1u << ((h2 >> 1) & 7u)));
    return i;
}

/* ARMv8.1-M MVE vector load/store (coprocessor field 111x): Rn, Qd. */
static struct insn_info mve_ls(uint16_t h1, uint16_t h2)
{
    struct insn_info i = regs(make(IC_MVE_LS, 4), R(h1), 0, 0);
    unsigned qd = 1u << ((h2 >> 13) & 7u);
    if (h1 & 0x10u) {
        i.vdst = (uint8_t)qd; /* a load */
    } else {
        i.vsrc = (uint8_t)qd; /* a store reads Qd */
    }
    i.addr_regs = (uint16_t)R(h1);
    i.dst = (uint16_t)((h1 & 0x20u) ? R(h1) : 0u); /* W: base written back */
    return i;
}

/*
 * ARMv8.1-M MVE data processing, placed on the pipe ARMScheduleM55.td gives it
 * (docs/CYCLE-MODEL.md "Cortex-M55"). hw1 = 111x 1111: the "three registers of
 * the same length" group (hw1 bit 7 clear) and the shift-by-immediate, one-
 * register-and-immediate and two-register-misc groups (bit 7 set). hw1 = 111x 1110
 * with coprocessor field 111x: the multiply group (hw2[11:8] = 1110: VMULH, VMULL,
 * VMLA, VQDMULH/VQDMLAH by scalar, VMLADAV, VMLALDAV) and the rest (1111: VADD/
 * VSUB by scalar, VMOVL, VSHLC, VADDV, VPT/VCMP, VPST/VPNOT).
 */
static struct insn_info mve_dp(uint16_t h1, uint16_t h2)
{
    if ((h1 & 0xEF00u) == 0xEF00u) {
        unsigned opc = (h2 >> 8) & 0xFu;
        int b4 = (h2 & 0x10u) != 0;
        int mul = (h1 & 0x80u) == 0 && ((opc == 0x9u && b4) || (opc == 0xBu && !b4) || opc >= 0xCu);
        return mve(mul ? IC_MVE_MUL : IC_MVE_INT, h1, h2); /* VMUL, VQ(R)DMULH, float */
    }
    if ((h1 & 0xEFBFu) == 0xEE31u && (h2 & 0x1FFFu) == 0x0F4Du) {
        return make(IC_MVE_SYS, 4); /* VPST, VPNOT */
    }
    return mve(((h2 >> 8) & 0xFu) == 0xEu ? IC_MVE_MUL : IC_MVE_INT, h1, h2);
}

/* A5.3.18 coprocessor instructions: the FPU (coprocessors 10 and 11) and, on
 * ARMv8.1-M, MVE (coprocessor field 111x, and the hw1 = 111x 1111 group). */
static struct insn_info dec32_coproc(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 4) & 0x3Fu;
    int ldst = (op1 & 0x20u) == 0 && (op1 & 0x3Eu) != 0 && (op1 & 0x3Eu) != 0x04u;
    int mve_cp = ((h2 >> 9) & 7u) == 7u;
    if ((h1 & 0xEF00u) == 0xEF00u) {
        return mve_dp(h1, h2);
    }
    if (mve_cp && ldst) {
        return mve_ls(h1, h2);
    }
    if (mve_cp && (op1 & 0x20u) != 0) {
        return mve_dp(h1, h2);
    }
    if (mve_cp) {
        return mve(IC_MVE_INT, h1, h2); /* VMOV two lanes <-> two registers */
    }
    if ((h1 & 0xEF00u) == 0xEE00u && (h2 & 0x0F1Fu) == 0x0B10u) {
        /* VDUP, VMOV between a register and a vector lane (FP-only cores: VMOV
         * to/from a half of a D register, timed as MVE integer on the M55) */
        unsigned q = 1u << ((h1 >> 1) & 7u), rt = R(h2 >> 12);
        struct insn_info i = (h1 & 0x10u) ? regs(make(IC_MVE_INT, 4), 0, 0, rt)
                                          : regs(make(IC_MVE_INT, 4), rt, 0, 0);
        i.vsrc = (uint8_t)((h1 & 0x10u) ? q : 0u);
        i.vdst = (uint8_t)((h1 & 0x10u) ? 0u : q);
        return i;
    }
    if (((h2 >> 9) & 7u) != 5u) {
        return make(IC_UNKNOWN, 4); /* another coprocessor (CDE) */
    }
    if (!ldst) {
        return make(IC_FP, 4);
    }
    if ((op1 & 0x12u) == 0x10u) { /* P=1, W=0: VLDR/VSTR */
        return make(IC_FP_LS, 4);
    }
    return multiple(IC_FP_LSM, 4, h2 & 0xFFu, 0); /* imm8 counts words */
}

/*
 * ARMv8.1-M: the encodings of the ARMv7-M BLX (immediate) space, hw2 = 11x0....
 * (Armv8-M ARM, "Branch and miscellaneous control"): the low-overhead loop
 * instructions, VCTP, and the branch-future instructions (not placed).
 */
static struct insn_info dec32_v81m_loop(uint16_t h1, uint16_t h2)
{
    unsigned rn = R(h1);
    int loop_op = (h1 & 0xFF80u) == 0xF000u; /* DLS, DLSTP, WLS, WLSTP, LE, LETP, VCTP */
    if (loop_op && h2 == 0xE001u) {          /* DLS/DLSTP LR, Rn */
        return regs(make(IC_ALU, 4), rn, 0, LR_BIT);
    }
    if (loop_op && h2 == 0xE801u) { /* VCTP: sets VPR from Rn */
        return regs(make(IC_MVE_SYS, 4), rn, 0, 0);
    }
    if (loop_op && (h2 & 0xF001u) == 0xC001u) {
        if ((h1 & 0xFFCFu) == 0xF00Fu) { /* LE, LETP: decrements LR, branches back */
            return regs(branch(IC_LOOP_END, 4), LR_BIT, 0, LR_BIT);
        }
        return regs(branch(IC_BRANCH, 4), rn, 0, LR_BIT); /* WLS/WLSTP: skip if Rn == 0 */
    }
    return make(IC_UNKNOWN, 4); /* BF, BFX, BFL, BFLX, BFCSEL */
}

/* A5.3.4 branches and miscellaneous control (hw2 bit 15 set). */
static struct insn_info dec32_branch(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h2 >> 12) & 5u;
    if (op1 == 1) {
        return branch(IC_BRANCH, 4); /* B.W */
    }
    if (op1 == 4) {
        return dec32_v81m_loop(h1, h2);
    }
    if (op1 == 5) {
        return regs(branch(IC_BL, 4), 0, 0, LR_BIT); /* BL (no BLX imm on M-profile) */
    }
    if (((h1 >> 7) & 7u) != 7u) {
        return cond_branch(4); /* B<c>.W */
    }
    unsigned op = (h1 >> 4) & 0x7Fu;
    if (op == 0x3A) {
        return make(IC_NOP, 4); /* hints */
    }
    if (op == 0x3B) { /* A5.3.4 miscellaneous control */
        unsigned opc = (h2 >> 4) & 0xFu;
        if (opc >= 4 && opc <= 6) {
            struct insn_info i = make(IC_BARRIER, 4);
            i.isb = opc == 6;
            return i;
        }
    }
    return make(IC_SYS, 4); /* MSR, MRS, CLREX, UDF */
}

/* A5.3.15-17 multiply, multiply accumulate, long multiply and divide. */
static struct insn_info dec32_mul(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 4) & 7u;
    unsigned ops = R(h1) | R(h2);
    unsigned r_hi = h2 >> 12, r_lo = (h2 >> 8) & 0xFu; /* Ra and Rd; RdLo and RdHi */
    struct insn_info i;
    if ((h1 & 0xFF80u) == 0xFB00u) {
        unsigned op2 = (h2 >> 4) & 3u;
        unsigned cls = IC_DSPMUL;
        if (op1 == 0 && op2 == 0) {
            cls = r_hi == 0xFu ? IC_MUL : IC_MLA; /* Ra == PC means MUL */
        } else if (op1 == 0 && op2 == 1) {
            cls = IC_MLA; /* MLS */
        }
        i = regs(make(cls, 4), ops, r_hi != 0xFu ? R(r_hi) : 0, R(r_lo));
        i.attr = INSN_TWO_STAGE | INSN_M55_CX;
        return i;
    }
    unsigned op2 = (h2 >> 4) & 0xFu;
    unsigned pair = R(r_hi) | R(r_lo);
    if (op1 == 1 || op1 == 3) {
        return regs(make(IC_DIV, 4), ops, 0, R(r_lo));
    }
    if ((op1 == 0 || op1 == 2) && op2 == 0) {
        i = regs(make(IC_MULL, 4), ops, 0, pair);
    } else if ((op1 == 4 || op1 == 6) && op2 == 0) {
        i = regs(make(IC_MLAL, 4), ops, pair, pair);
    } else if (op1 == 6 && op2 == 6) {
        i = regs(make(IC_UMAAL, 4), ops, pair, pair);
    } else {
        i = regs(make(IC_DSPMUL, 4), ops, pair, pair); /* SMLAL<x><y>, SMLALD, SMLSLD */
    }
    i.attr = INSN_TWO_STAGE | INSN_M55_CX;
    return i;
}

/* A5.3.10 / A5.3.9 / A5.3.7 single data load and store. */
static struct insn_info dec32_single(uint16_t h1, uint16_t h2)
{
    unsigned rn = h1 & 0xFu;
    unsigned rt = h2 >> 12;
    unsigned size = (h1 >> 5) & 3u;
    int reg_offset = (h1 & 0x80u) == 0 && (h2 & 0x0FC0u) == 0 && rn != 15;
    unsigned addr = (1u << rn) | (reg_offset ? 1u << (h2 & 0xFu) : 0u);
    if ((h1 & 0x10u) == 0) {
        return store(4, reg_offset, addr, rt);
    }
    if (rt == 15 && size != 2) {
        return regs(make(IC_NOP, 4), addr, 0, 0); /* PLD, PLI */
    }
    return m7(load(4, rt, addr), size == 2 ? 0u : M7_NARROW, 0);
}

/* A5.3.11 data processing (shifted register). */
static struct insn_info dec32_dp_shifted(uint16_t h1, uint16_t h2)
{
    unsigned op = (h1 >> 5) & 0xFu;
    unsigned rn = h1 & 0xFu, rd = (h2 >> 8) & 0xFu;
    unsigned amount = ((h2 >> 10) & 0x1Cu) | ((h2 >> 6) & 3u);
    unsigned type = (h2 >> 4) & 3u;
    /* LSR/ASR/ROR #n and RRX (ROR #0); an LSL is one stage. PKHBT/PKHTB always two. */
    int late_shift = type != 0 && (amount != 0 || type == 3u);
    int mov = (op == 2 || op == 3) && rn == 15; /* MOV/MVN (and shift aliases) */
    unsigned attr = (h1 & 0x10u) ? INSN_SETS_FLAGS : 0u;
    if ((late_shift && !mov) || op == 6) {
        attr |= INSN_TWO_STAGE;
    }
    struct insn_info i = alu(4, R(h2) | (mov ? 0u : R(rn)), rd == 15 ? 0u : R(rd), attr);
    if (op == 6) { /* PKHBT/PKHTB: the shifted register is extracted early */
        return m7(i, M7_BITFIELD, R(h2));
    }
    if (!mov && (amount != 0 || type == 3u)) { /* inline shifted register operand */
        return m7(with(i, INSN_M55_CX), M7_SHIFTER, R(h2));
    }
    int rrx = type == 3u && amount == 0;
    if ((mov && !rrx) || op == 8 || op == 13) { /* MOV (shift aliases but RRX), ADD, SUB */
        return early_result(i);
    }
    return i;
}

/* A5.3.1 data processing (modified immediate) and A5.3.3 (plain binary immediate). */
static struct insn_info dec32_dp_imm(uint16_t h1, uint16_t h2)
{
    unsigned rn = h1 & 0xFu, rd = (h2 >> 8) & 0xFu;
    unsigned dst = rd == 15 ? 0u : R(rd);
    if ((h1 & 0x0200u) == 0) {
        unsigned op = (h1 >> 5) & 0xFu;
        int mov = (op == 2 || op == 3) && rn == 15;
        /* imm12<11:10> != 00: the constant is a rotated byte ("shifted constant") */
        int rotated = (h1 & 0x0400u) != 0 || (h2 & 0x4000u) != 0;
        unsigned attr = (h1 & 0x10u) ? INSN_SETS_FLAGS : 0u;
        if (rotated && !mov) {
            attr |= INSN_TWO_STAGE | ((attr & INSN_SETS_FLAGS) ? INSN_SLOW_FLAGS : 0u);
        }
        struct insn_info i = m7(alu(4, mov ? 0u : R(rn), dst, attr), rotated ? M7_SHIFTER : 0u, 0);
        int add_sub_mov = op == 8 || op == 13 || mov;
        return add_sub_mov && !rotated ? early_result(i) : i;
    }
    unsigned op = (h1 >> 4) & 0x1Fu;
    if (op == 0x04) {
        return early_result(alu(4, 0, dst, 0)); /* MOVW */
    }
    if (op == 0x0C) {
        return alu(4, R(rd), dst, 0); /* MOVT keeps the low half */
    }
    unsigned src = rn == 15 ? 0u : R(rn);
    if (op == 0x16) {
        return m7(alu(4, src | R(rd), dst, 0), M7_BITFIELD, src); /* BFI, BFC */
    }
    if (op >= 0x10) { /* SSAT, USAT, SBFX, UBFX */
        return m7(alu(4, src, dst, INSN_M55_CX), M7_BITFIELD, src);
    }
    return early_result(alu(4, src, dst, 0)); /* ADDW, SUBW, ADR */
}

/* A5.3.12 data processing (register): shifts by register, extends, parallel, misc. */
static struct insn_info dec32_dp_reg(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 4) & 0xFu, op2 = (h2 >> 4) & 0xFu;
    unsigned rn = h1 & 0xFu, rd = R(h2 >> 8), rm = R(h2);
    if (op1 <= 7 && op2 == 0) { /* LSL/LSR/ASR/ROR Rd, Rn, Rm */
        return alu(4, R(rn) | rm, rd, (op1 & 1u) ? INSN_SETS_FLAGS : 0u);
    }
    if (op1 <= 5 && (op2 & 8u)) {
        if (rn == 15) { /* SXTH/UXTH/SXTB16/UXTB16/SXTB/UXTB */
            return m7(alu(4, rm, rd, 0), M7_BITFIELD, rm);
        }
        struct insn_info i = alu(4, rm, rd, INSN_TWO_STAGE | INSN_M55_CX); /* SXTA/UXTA */
        i.late = (uint16_t)R(rn);
        return m7(i, M7_BITFIELD, rm);
    }
    if (op1 & 8u && (op2 & 8u) == 0) { /* parallel add/sub (UADD16, ...) */
        return m7(alu(4, R(rn) | rm, rd, INSN_TWO_STAGE | INSN_M55_CX), M7_BITFIELD, 0);
    }
    if (op1 & 8u) {               /* REV, RBIT (early), CLZ, SEL, QADD, ... */
        unsigned rev = op1 == 9u; /* REV, REV16, RBIT, REVSH */
        return m7(alu(4, R(rn) | rm, rd, 0), M7_BITFIELD, rev ? rm : 0u);
    }
    return alu(4, R(rn) | rm, rd, 0);
}

static struct insn_info dec32(uint16_t h1, uint16_t h2)
{
    if ((h1 & 0xF800u) == 0xE800u) {
        if ((h1 & 0xFE40u) == 0xE800u) { /* A5.3.5 load/store multiple */
            unsigned op = (h1 >> 7) & 3u;
            if (op != 1 && op != 2) {
                return make(IC_SYS, 4);
            }
            return transfer((h1 & 0x10u) != 0, 4, R(h1), h2 & 0xDFFFu);
        }
        if ((h1 & 0xFE40u) == 0xE840u) {
            return dec32_dual(h1, h2);
        }
        if ((h1 & 0xFE00u) == 0xEA00u) {
            return dec32_dp_shifted(h1, h2);
        }
        return dec32_coproc(h1, h2);
    }
    if ((h1 & 0xF800u) == 0xF000u) {
        return (h2 & 0x8000u) ? dec32_branch(h1, h2) : dec32_dp_imm(h1, h2);
    }
    if ((h1 & 0xFE00u) == 0xF800u) {
        return dec32_single(h1, h2);
    }
    if ((h1 & 0xFF00u) == 0xFA00u) {
        return dec32_dp_reg(h1, h2);
    }
    if ((h1 & 0xFF00u) == 0xFB00u) {
        return dec32_mul(h1, h2);
    }
    return dec32_coproc(h1, h2);
}

unsigned thumb_insn_size(uint16_t hw1)
{
    unsigned top5 = hw1 >> 11;
    return top5 >= 0x1Du ? 4u : 2u;
}

struct insn_info thumb_decode(uint16_t hw1, uint16_t hw2)
{
    return thumb_insn_size(hw1) == 4 ? dec32(hw1, hw2) : dec16(hw1);
}

const char* insn_class_name(unsigned cls)
{
    static const char* const names[IC_COUNT] = {
        "alu",  "nop",    "it",      "load",    "store_imm", "store_reg", "ldrd", "strd",  "ldm",
        "stm",  "b",      "bl",      "bx",      "alu_pc",    "tbb",       "mul",  "mla",   "mull",
        "mlal", "umaal",  "dspmul",  "div",     "barrier",   "sys",       "fp",   "fp_ls", "fp_lsm",
        "le",   "mve_ls", "mve_int", "mve_mul", "mve_sys",   "unknown"};
    return cls < IC_COUNT ? names[cls] : "?";
}
