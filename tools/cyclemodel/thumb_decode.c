/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Thumb / Thumb-2 classifier (ARMv7-M ARM, A5.2 for 16-bit and A5.3 for 32-bit
 * encodings; ARMv8-M adds nothing the model times differently).
 */
#include "thumb_decode.h"

static struct insn_info make(unsigned cls, unsigned size)
{
    struct insn_info i;
    i.cls = (uint8_t)cls;
    i.size = (uint8_t)size;
    i.nregs = 0;
    i.writes_pc = 0;
    i.isb = 0;
    i.rt = -1;
    i.addr_regs = 0;
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
    struct insn_info i = make(IC_LOAD, size);
    i.rt = (int8_t)rt;
    i.addr_regs = (uint16_t)addr_regs;
    i.writes_pc = rt == 15;
    return i;
}

static struct insn_info store(unsigned size, int reg_offset, unsigned addr_regs)
{
    struct insn_info i = make(reg_offset ? IC_STORE_REG : IC_STORE_IMM, size);
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

static struct insn_info branch(unsigned cls, unsigned size)
{
    struct insn_info i = make(cls, size);
    i.writes_pc = 1;
    return i;
}

/* A5.2.4 special data instructions and branch and exchange (010001xxxx). */
static struct insn_info dec16_special(uint16_t h)
{
    unsigned op = (h >> 8) & 3u;
    unsigned rd = ((h >> 4) & 8u) | (h & 7u);
    if (op == 3) {
        return branch(IC_BX, 2);
    }
    if (op != 1 && rd == 15) { /* ADD PC, Rm or MOV PC, Rm */
        return branch(IC_ALU_PC, 2);
    }
    return make(IC_ALU, 2);
}

/* A5.2.5 miscellaneous 16-bit instructions (1011xxxxxx). */
static struct insn_info dec16_misc(uint16_t h)
{
    if ((h & 0xF500u) == 0xB100u) {
        return branch(IC_BRANCH, 2); /* CBZ, CBNZ */
    }
    if ((h & 0xFE00u) == 0xB400u) { /* PUSH: R0-R7 plus LR */
        return multiple(IC_STM, 2, popcount16(h & 0xFFu) + ((h >> 8) & 1u), 0);
    }
    if ((h & 0xFE00u) == 0xBC00u) { /* POP: R0-R7 plus PC */
        return multiple(IC_LDM, 2, popcount16(h & 0xFFu) + ((h >> 8) & 1u), (h >> 8) & 1u);
    }
    if ((h & 0xFF00u) == 0xBF00u) {
        return make((h & 0xFu) != 0 ? IC_IT : IC_NOP, 2);
    }
    if ((h & 0xFF00u) == 0xBE00u || (h & 0xFFE0u) == 0xB660u) {
        return make(IC_SYS, 2); /* BKPT, CPS */
    }
    return make(IC_ALU, 2); /* ADD/SUB SP, extends, REV */
}

static struct insn_info dec16(uint16_t h)
{
    unsigned rt = h & 7u;
    unsigned rn = (h >> 3) & 7u;
    switch (h >> 12) {
        case 0x4:
            if ((h & 0xFC00u) == 0x4000u) {
                return make((h & 0xFFC0u) == 0x4340u ? IC_MUL : IC_ALU, 2);
            }
            if ((h & 0xFC00u) == 0x4400u) {
                return dec16_special(h);
            }
            return load(2, (h >> 8) & 7u, 1u << 15); /* LDR (literal) */
        case 0x5: { /* A5.2.3 register offset: opB 000-010 are stores */
            unsigned rm = (h >> 6) & 7u;
            unsigned regs = (1u << rn) | (1u << rm);
            return ((h >> 9) & 7u) <= 2 ? store(2, 1, regs) : load(2, rt, regs);
        }
        case 0x6:
        case 0x7:
        case 0x8:
            return (h & 0x0800u) ? load(2, rt, 1u << rn) : store(2, 0, 1u << rn);
        case 0x9: /* SP-relative */
            return (h & 0x0800u) ? load(2, (h >> 8) & 7u, 1u << 13) : store(2, 0, 1u << 13);
        case 0xB:
            return dec16_misc(h);
        case 0xC: { /* STM / LDM Rn!, {list} */
            struct insn_info i =
                multiple((h & 0x0800u) ? IC_LDM : IC_STM, 2, popcount16(h & 0xFFu), 0);
            i.addr_regs = (uint16_t)(1u << ((h >> 8) & 7u));
            return i;
        }
        case 0xD: {
            unsigned cond = (h >> 8) & 0xFu;
            return cond >= 0xE ? make(IC_SYS, 2) : branch(IC_BRANCH, 2); /* UDF/SVC or B<c> */
        }
        case 0xE:
            return branch(IC_BRANCH, 2);
        default:
            return make(IC_ALU, 2); /* 00xxxx shifts, add/sub, mov/cmp; 1010x ADR/ADD SP */
    }
}

/* A5.3.8 load/store dual or exclusive, table branch. */
static struct insn_info dec32_dual(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 7) & 3u;
    unsigned op2 = (h1 >> 4) & 3u;
    unsigned op3 = (h2 >> 4) & 0xFu;
    unsigned base = 1u << (h1 & 0xFu);
    if (op1 == 0 && op2 == 0) {
        return load(4, (h2 >> 8) & 0xFu, base); /* STREX: the TRM times it as a load */
    }
    if (op1 == 0 && op2 == 1) {
        return load(4, h2 >> 12, base); /* LDREX */
    }
    if (op1 == 1 && op2 == 0) {
        return load(4, h2 & 0xFu, base); /* STREXB/H */
    }
    if (op1 == 1 && op2 == 1) {
        if (op3 <= 1) {
            return branch(IC_TB, 4);
        }
        return load(4, h2 >> 12, base); /* LDREXB/H */
    }
    struct insn_info i = make((op2 & 1u) ? IC_LDRD : IC_STRD, 4);
    i.addr_regs = (uint16_t)base;
    return i;
}

/* A5.3.18 coprocessor instructions; on ARMv7-M/ARMv8-M these are the FPU. */
static struct insn_info dec32_coproc(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h1 >> 4) & 0x3Fu;
    int ldst = (op1 & 0x20u) == 0 && (op1 & 0x3Eu) != 0 && (op1 & 0x3Eu) != 0x04u;
    if (!ldst) {
        return make(IC_FP, 4);
    }
    if ((op1 & 0x12u) == 0x10u) { /* P=1, W=0: VLDR/VSTR */
        return make(IC_FP_LS, 4);
    }
    return multiple(IC_FP_LSM, 4, h2 & 0xFFu, 0); /* imm8 counts words */
}

/* A5.3.4 branches and miscellaneous control (hw2 bit 15 set). */
static struct insn_info dec32_branch(uint16_t h1, uint16_t h2)
{
    unsigned op1 = (h2 >> 12) & 5u;
    if (op1 == 1) {
        return branch(IC_BRANCH, 4); /* B.W */
    }
    if (op1 & 4u) {
        return branch(IC_BL, 4); /* BL (BLX imm does not exist on M-profile) */
    }
    if (((h1 >> 7) & 7u) != 7u) {
        return branch(IC_BRANCH, 4); /* B<c>.W */
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
    if ((h1 & 0xFF80u) == 0xFB00u) {
        unsigned op2 = (h2 >> 4) & 3u;
        if (op1 == 0 && op2 == 0) {
            return make((h2 >> 12) == 0xFu ? IC_MUL : IC_MLA, 4); /* Ra == PC means MUL */
        }
        return make(op1 == 0 && op2 == 1 ? IC_MLA : IC_DSPMUL, 4); /* MLS or DSP */
    }
    unsigned op2 = (h2 >> 4) & 0xFu;
    if (op1 == 1 || op1 == 3) {
        return make(IC_DIV, 4);
    }
    if ((op1 == 0 || op1 == 2) && op2 == 0) {
        return make(IC_MULL, 4);
    }
    if ((op1 == 4 || op1 == 6) && op2 == 0) {
        return make(IC_MLAL, 4);
    }
    if (op1 == 6 && op2 == 6) {
        return make(IC_UMAAL, 4);
    }
    return make(IC_DSPMUL, 4); /* SMLAL<x><y>, SMLALD, SMLSLD */
}

/* A5.3.10 / A5.3.9 / A5.3.7 single data load and store. */
static struct insn_info dec32_single(uint16_t h1, uint16_t h2)
{
    unsigned rn = h1 & 0xFu;
    unsigned rt = h2 >> 12;
    unsigned size = (h1 >> 5) & 3u;
    int reg_offset = (h1 & 0x80u) == 0 && (h2 & 0x0FC0u) == 0 && rn != 15;
    unsigned regs = (1u << rn) | (reg_offset ? 1u << (h2 & 0xFu) : 0u);
    if ((h1 & 0x10u) == 0) {
        return store(4, reg_offset, regs);
    }
    if (rt == 15 && size != 2) {
        return make(IC_NOP, 4); /* PLD, PLI */
    }
    return load(4, rt, regs);
}

static struct insn_info dec32(uint16_t h1, uint16_t h2)
{
    if ((h1 & 0xF800u) == 0xE800u) {
        if ((h1 & 0xFE40u) == 0xE800u) { /* A5.3.5 load/store multiple */
            unsigned op = (h1 >> 7) & 3u;
            if (op != 1 && op != 2) {
                return make(IC_SYS, 4);
            }
            int l = (h1 & 0x10u) != 0;
            struct insn_info i =
                multiple(l ? IC_LDM : IC_STM, 4, popcount16(h2 & 0xDFFFu), l && (h2 & 0x8000u));
            i.addr_regs = (uint16_t)(1u << (h1 & 0xFu));
            return i;
        }
        if ((h1 & 0xFE40u) == 0xE840u) {
            return dec32_dual(h1, h2);
        }
        if ((h1 & 0xFE00u) == 0xEA00u) {
            return make(IC_ALU, 4); /* data processing (shifted register) */
        }
        return dec32_coproc(h1, h2);
    }
    if ((h1 & 0xF800u) == 0xF000u) {
        return (h2 & 0x8000u) ? dec32_branch(h1, h2) : make(IC_ALU, 4);
    }
    if ((h1 & 0xFE00u) == 0xF800u) {
        return dec32_single(h1, h2);
    }
    if ((h1 & 0xFF00u) == 0xFA00u) {
        return make(IC_ALU, 4); /* data processing (register), parallel add/sub, misc */
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
        "alu",  "nop",   "it",     "load", "store_imm", "store_reg", "ldrd", "strd",  "ldm",
        "stm",  "b",     "bl",     "bx",   "alu_pc",    "tbb",       "mul",  "mla",   "mull",
        "mlal", "umaal", "dspmul", "div",  "barrier",   "sys",       "fp",   "fp_ls", "fp_lsm"};
    return cls < IC_COUNT ? names[cls] : "?";
}
