/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The cycle model's Thumb decoder (tools/cyclemodel/thumb_decode.c): class,
 * registers read at issue (src), registers read late (late: store data,
 * accumulators), registers written (dst: for loads, the loaded registers) and
 * the INSN_* attributes the Cortex-M33 rules use; then the M7_* bits and the
 * registers read early that the Cortex-M7 rules use; then the Cortex-M55 fields
 * (ARMv8.1-M low-overhead loops and MVE: class, vector registers, the M55
 * attribute bits). The encodings were produced by arm-none-eabi-as
 * (-mcpu=cortex-m33, cortex-m7, cortex-m55); the expectations follow the
 * ARMv7-M / ARMv8-M ARM descriptions of each instruction, written by hand.
 */
#include <stdio.h>

#include "thumb_decode.h"

#define B(n) (1u << (n))
#define SP B(13)
#define LR B(14)
#define FL INSN_SETS_FLAGS
#define TS INSN_TWO_STAGE
#define SF INSN_SLOW_FLAGS
#define RF INSN_READS_FLAGS
#define CX INSN_M55_CX
#define DI INSN_M55_DI
#define M33_ATTR (INSN_SETS_FLAGS | INSN_TWO_STAGE | INSN_SLOW_FLAGS | INSN_READS_FLAGS)
#define Q(n) (1u << (n))

struct expect {
    const char* text;
    unsigned hw1, hw2;
    unsigned cls, src, late, dst, attr;
};

static const struct expect cases[] = {
    {"adds r1, r2, r3", 0x18d1, 0, IC_ALU, B(2) | B(3), 0, B(1), FL},
    {"eors r4, r2", 0x4054, 0, IC_ALU, B(4) | B(2), 0, B(4), FL},
    {"movs r5, #3", 0x2503, 0, IC_ALU, 0, 0, B(5), FL},
    {"cmp r6, #1", 0x2e01, 0, IC_ALU, B(6), 0, 0, FL},
    {"add r8, r9", 0x44c8, 0, IC_ALU, B(8) | B(9), 0, B(8), 0},
    {"mov r10, r3", 0x469a, 0, IC_ALU, B(3), 0, B(10), 0},
    {"ldr r2, [r0, #4]", 0x6842, 0, IC_LOAD, B(0), 0, B(2), 0},
    {"str r2, [r0, r3]", 0x50c2, 0, IC_STORE_REG, B(0) | B(3), B(2), 0, 0},
    {"ldr r1, [sp, #8]", 0x9902, 0, IC_LOAD, SP, 0, B(1), 0},
    {"push {r4-r7, lr}", 0xb5f0, 0, IC_STM, SP, B(4) | B(5) | B(6) | B(7) | LR, SP, 0},
    {"pop {r4-r7, pc}", 0xbdf0, 0, IC_LDM, SP, 0, B(4) | B(5) | B(6) | B(7) | SP, 0},
    {"ldmia r0!, {r1, r2}", 0xc806, 0, IC_LDM, B(0), 0, B(1) | B(2), 0},
    {"uxtb r3, r4", 0xb2e3, 0, IC_ALU, B(4), 0, B(3), 0},
    {"cbz r2, +6", 0xb10a, 0, IC_BRANCH, B(2), 0, 0, 0},
    {"muls r4, r1", 0x434c, 0, IC_MUL, B(1) | B(4), 0, B(4), FL | TS | SF},
    {"beq.n", 0xd0ff, 0, IC_BRANCH, 0, 0, 0, RF},
    {"add.w r2, r2, r1, lsl #2", 0xeb02, 0x0281, IC_ALU, B(1) | B(2), 0, B(2), 0},
    {"eor.w r2, r2, r1, ror #8", 0xea82, 0x2231, IC_ALU, B(1) | B(2), 0, B(2), TS},
    {"and.w r2, r1, #0x1fc0", 0xf401, 0x52fe, IC_ALU, B(1), 0, B(2), TS},
    {"ands.w r2, r1, #0x1fc0", 0xf411, 0x52fe, IC_ALU, B(1), 0, B(2), FL | TS | SF},
    {"and.w r2, r1, #0xff", 0xf001, 0x02ff, IC_ALU, B(1), 0, B(2), 0},
    {"mov.w r3, r4, lsr #3", 0xea4f, 0x03d4, IC_ALU, B(4), 0, B(3), 0},
    {"movw r5, #1234", 0xf240, 0x45d2, IC_ALU, 0, 0, B(5), 0},
    {"movt r5, #1", 0xf2c0, 0x0501, IC_ALU, B(5), 0, B(5), 0},
    {"bfi r6, r7, #3, #4", 0xf367, 0x06c6, IC_ALU, B(6) | B(7), 0, B(6), 0},
    {"uxtab r1, r2, r3", 0xfa52, 0xf183, IC_ALU, B(3), B(2), B(1), TS},
    {"uadd16 r1, r2, r3", 0xfa92, 0xf143, IC_ALU, B(2) | B(3), 0, B(1), TS},
    {"pkhbt r1, r2, r3, lsl #8", 0xeac2, 0x2103, IC_ALU, B(2) | B(3), 0, B(1), TS},
    {"lsl.w r1, r2, r3", 0xfa02, 0xf103, IC_ALU, B(2) | B(3), 0, B(1), 0},
    {"ldr.w r7, [r8, r9, lsl #2]", 0xf858, 0x7029, IC_LOAD, B(8) | B(9), 0, B(7), 0},
    {"ldr.w r7, [r8], #4", 0xf858, 0x7b04, IC_LOAD, B(8), 0, B(7), 0},
    {"str.w r7, [r8, #100]", 0xf8c8, 0x7064, IC_STORE_IMM, B(8), B(7), 0, 0},
    {"ldrd r4, r5, [r0]", 0xe9d0, 0x4500, IC_LDRD, B(0), 0, B(4) | B(5), 0},
    {"strd r4, r5, [r0, #8]", 0xe9c0, 0x4502, IC_STRD, B(0), B(4) | B(5), 0, 0},
    {"strex r1, r2, [r3]", 0xe843, 0x2100, IC_LOAD, B(3), B(2), B(1), 0},
    {"tbb [r0, r1]", 0xe8d0, 0xf001, IC_TB, B(0) | B(1), 0, 0, 0},
    {"mul.w r4, r1, r2", 0xfb01, 0xf402, IC_MUL, B(1) | B(2), 0, B(4), TS},
    {"mla r5, r1, r2, r6", 0xfb01, 0x6502, IC_MLA, B(1) | B(2), B(6), B(5), TS},
    {"umull r4, r5, r1, r2", 0xfba1, 0x4502, IC_MULL, B(1) | B(2), 0, B(4) | B(5), TS},
    {"umlal r6, r7, r1, r2", 0xfbe1, 0x6702, IC_MLAL, B(1) | B(2), B(6) | B(7), B(6) | B(7), TS},
    {"umaal r4, r5, r1, r2", 0xfbe1, 0x4562, IC_UMAAL, B(1) | B(2), B(4) | B(5), B(4) | B(5), TS},
    {"smlabb r3, r1, r2, r9", 0xfb11, 0x9302, IC_DSPMUL, B(1) | B(2), B(9), B(3), TS},
    {"udiv r4, r0, r1", 0xfbb0, 0xf4f1, IC_DIV, B(0) | B(1), 0, B(4), 0},
    {"ldm.w r0, {r1,r2,r4-r7,r9,r10}", 0xe890, 0x06f6, IC_LDM, B(0), 0,
     B(1) | B(2) | B(4) | B(5) | B(6) | B(7) | B(9) | B(10), 0},
    {"push.w {r4-r11, lr}", 0xe92d, 0x4ff0, IC_STM, SP,
     B(4) | B(5) | B(6) | B(7) | B(8) | B(9) | B(10) | B(11) | LR, 0, 0},
    {"bx lr", 0x4770, 0, IC_BX, LR, 0, 0, 0},
    {"bl", 0xf000, 0xf802, IC_BL, 0, 0, LR, 0},
    {"bne.w", 0xf040, 0x8000, IC_BRANCH, 0, 0, 0, RF},
};

/* The Cortex-M7 fields: M7_* bits and the registers read early. */
struct expect_m7 {
    const char* text;
    unsigned hw1, hw2;
    unsigned m7, early;
};

static const struct expect_m7 cases_m7[] = {
    {"eor.w r2, r2, r5, ror #7", 0xea82, 0x12f5, M7_SHIFTER, B(5)},
    {"add.w r2, r3, r4", 0xeb03, 0x0204, M7_EARLY_RESULT, 0},
    {"eor.w r0, r1, r2", 0xea81, 0x0002, 0, 0},
    {"adds r1, r2, r3", 0x18d1, 0, M7_EARLY_RESULT, 0},
    {"lsls r0, r1, #2", 0x0088, 0, M7_EARLY_RESULT, 0},
    {"ror.w r0, r1, #3", 0xea4f, 0x00f1, M7_EARLY_RESULT, 0},
    {"rrx r0, r1", 0xea4f, 0x0031, 0, 0},
    {"add.w r0, r1, #0x1fc", 0xf501, 0x70fe, M7_SHIFTER, 0},
    {"sub.w r0, r1, #4", 0xf1a1, 0x0004, M7_EARLY_RESULT, 0},
    {"orr.w r0, r1, #4", 0xf041, 0x0004, 0, 0},
    {"eor.w r0, r1, #0x1fc", 0xf481, 0x70fe, M7_SHIFTER, 0},
    {"eor.w r0, r1, #0x1b1b1b1b", 0xf081, 0x301b, 0, 0},
    {"uxtb r2, r5", 0xb2ea, 0, M7_BITFIELD, B(5)},
    {"uxtb.w r2, r5", 0xfa5f, 0xf285, M7_BITFIELD, B(5)},
    {"uxtab r2, r3, r5", 0xfa53, 0xf285, M7_BITFIELD, B(5)},
    {"ubfx r1, r2, #3, #5", 0xf3c2, 0x01c4, M7_BITFIELD, B(2)},
    {"rev r1, r2", 0xba11, 0, M7_BITFIELD, B(2)},
    {"clz r1, r2", 0xfab2, 0xf182, M7_BITFIELD, 0},
    {"ldrb r2, [r0]", 0x7802, 0, M7_NARROW, 0},
    {"ldrh.w r2, [r0, #2]", 0xf8b0, 0x2002, M7_NARROW, 0},
    {"ldr r2, [r0]", 0x6802, 0, 0, 0},
    {"ldrsh r2, [r0, r1]", 0x5e42, 0, M7_NARROW, 0},
    {"pkhbt r0, r1, r2, lsl #16", 0xeac1, 0x4002, M7_BITFIELD, B(2)},
    {"uadd8 r0, r1, r2", 0xfa81, 0xf042, M7_BITFIELD, 0},
};

/* The Cortex-M55 fields: class, M55 attribute bits, general-purpose registers
 * read and written, vector registers read and written. */
struct expect_m55 {
    const char* text;
    unsigned hw1, hw2;
    unsigned cls, attr, src, dst, vsrc, vdst;
};

static const struct expect_m55 cases_m55[] = {
    {"adds r1, #4", 0x3104, 0, IC_ALU, DI, B(1), B(1), 0, 0},
    {"adds r1, r2, #1", 0x1c51, 0, IC_ALU, DI, B(2), B(1), 0, 0},
    {"adds r1, r2, r3", 0x18d1, 0, IC_ALU, 0, B(2) | B(3), B(1), 0, 0},
    {"mov r10, r3", 0x469a, 0, IC_ALU, DI, B(3), B(10), 0, 0},
    {"uxtb r3, r4", 0xb2e3, 0, IC_ALU, DI, B(4), B(3), 0, 0},
    {"rev r1, r2", 0xba11, 0, IC_ALU, 0, B(2), B(1), 0, 0},
    {"nop", 0xbf00, 0, IC_NOP, DI, 0, 0, 0, 0},
    {"b.n", 0xe7fe, 0, IC_BRANCH, DI, 0, 0, 0, 0},
    {"add.w r3, r3, r3, lsl #1", 0xeb03, 0x0343, IC_ALU, CX, B(3), B(3), 0, 0},
    {"add.w r3, r4, #1", 0xf104, 0x0301, IC_ALU, 0, B(4), B(3), 0, 0},
    {"ubfx r1, r2, #3, #5", 0xf3c2, 0x01c4, IC_ALU, CX, B(2), B(1), 0, 0},
    {"umaal r4, r5, r1, r2", 0xfbe1, 0x4562, IC_UMAAL, CX, B(1) | B(2), B(4) | B(5), 0, 0},
    {"dls lr, r0", 0xf040, 0xe001, IC_ALU, 0, B(0), LR, 0, 0},
    {"dlstp.32 lr, r0", 0xf020, 0xe001, IC_ALU, 0, B(0), LR, 0, 0},
    {"wls lr, r0, +10", 0xf040, 0xc005, IC_BRANCH, 0, B(0), LR, 0, 0},
    {"le lr, -8", 0xf00f, 0xc003, IC_LOOP_END, 0, LR, LR, 0, 0},
    {"letp lr, -10", 0xf01f, 0xc005, IC_LOOP_END, 0, LR, LR, 0, 0},
    {"vctp.32 r0", 0xf020, 0xe801, IC_MVE_SYS, 0, B(0), 0, 0, 0},
    {"vldrw.u32 q0, [r0]", 0xed90, 0x1f00, IC_MVE_LS, 0, B(0), 0, 0, Q(0)},
    {"vldrw.u32 q1, [r0, #16]!", 0xedb0, 0x3f04, IC_MVE_LS, 0, B(0), B(0), 0, Q(1)},
    {"vldrb.u8 q2, [r1]", 0xed91, 0x5e00, IC_MVE_LS, 0, B(1), 0, 0, Q(2)},
    {"vstrw.32 q0, [r2]", 0xed82, 0x1f00, IC_MVE_LS, 0, B(2), 0, Q(0), 0},
    {"vld20.32 {q0, q1}, [r0]", 0xfc90, 0x1f00, IC_MVE_LS, 0, B(0), 0, 0, Q(0)},
    {"vadd.i32 q0, q1, q2", 0xef22, 0x0844, IC_MVE_INT, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"veor q0, q1, q2", 0xff02, 0x0154, IC_MVE_INT, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"vshr.u32 q0, q1, #3", 0xffbd, 0x0052, IC_MVE_INT, 0, B(13) | B(2), 0, Q(6) | Q(1), Q(0)},
    {"vmul.i32 q0, q1, q2", 0xef22, 0x0954, IC_MVE_MUL, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"vqdmulh.s32 q0, q1, q2", 0xef22, 0x0b44, IC_MVE_MUL, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"vqrdmulh.s16 q0, q1, q2", 0xff12, 0x0b44, IC_MVE_MUL, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"vmul.f32 q0, q1, q2", 0xff02, 0x0d54, IC_MVE_MUL, 0, B(2) | B(4), 0, Q(1) | Q(2), Q(0)},
    {"vmulh.s32 q0, q1, q2", 0xee23, 0x0e05, IC_MVE_MUL, 0, B(3) | B(5), 0, Q(1) | Q(2), Q(0)},
    {"vmla.s32 q0, q1, r2", 0xee23, 0x0e42, IC_MVE_MUL, 0, B(3) | B(2), 0, Q(1), Q(0)},
    {"vadd.i32 q0, q1, r2", 0xee23, 0x0f42, IC_MVE_INT, 0, B(3) | B(2), 0, Q(1), Q(0)},
    {"vdup.32 q0, r1", 0xeea0, 0x1b10, IC_MVE_INT, 0, B(1), 0, 0, Q(0)},
    {"vmov.32 r0, q0[1]", 0xee30, 0x0b10, IC_MVE_INT, 0, 0, B(0), Q(0), 0},
    {"vpst", 0xfe71, 0x0f4d, IC_MVE_SYS, 0, 0, 0, 0, 0},
    {"vpnot", 0xfe31, 0x0f4d, IC_MVE_SYS, 0, 0, 0, 0, 0},
    {"vadd.f32 s0, s1, s2", 0xee30, 0x0a81, IC_FP, 0, 0, 0, 0, 0},
    {"vldr s0, [r0]", 0xed90, 0x0a00, IC_FP_LS, 0, 0, 0, 0, 0},
    {"cdp p0 (CDE space, not placed)", 0xee00, 0x0000, IC_UNKNOWN, 0, 0, 0, 0, 0},
    {"bf 2, +10 (branch future, not placed)", 0xf0c0, 0xe803, IC_UNKNOWN, 0, 0, 0, 0, 0},
};

int main(void)
{
    unsigned failures = 0;
    unsigned n = (unsigned)(sizeof cases / sizeof cases[0]);
    unsigned n_m7 = (unsigned)(sizeof cases_m7 / sizeof cases_m7[0]);
    for (unsigned k = 0; k < n; k++) {
        const struct expect* e = &cases[k];
        struct insn_info i = thumb_decode((uint16_t)e->hw1, (uint16_t)e->hw2);
        if (i.cls != e->cls || i.src != e->src || i.late != e->late || i.dst != e->dst ||
            (i.attr & M33_ATTR) != e->attr) {
            printf(
                "FAIL %-32s cls %s/%s src %04x/%04x late %04x/%04x dst %04x/%04x "
                "attr %x/%x (got/expected)\n",
                e->text, insn_class_name(i.cls), insn_class_name(e->cls), i.src, e->src, i.late,
                e->late, i.dst, e->dst, i.attr, e->attr);
            failures++;
        }
    }
    for (unsigned k = 0; k < n_m7; k++) {
        const struct expect_m7* e = &cases_m7[k];
        struct insn_info i = thumb_decode((uint16_t)e->hw1, (uint16_t)e->hw2);
        if (i.m7 != e->m7 || i.early != e->early) {
            printf("FAIL %-32s m7 %x/%x early %04x/%04x (got/expected)\n", e->text, i.m7, e->m7,
                   i.early, e->early);
            failures++;
        }
    }
    n += n_m7;
    unsigned n_m55 = (unsigned)(sizeof cases_m55 / sizeof cases_m55[0]);
    for (unsigned k = 0; k < n_m55; k++) {
        const struct expect_m55* e = &cases_m55[k];
        struct insn_info i = thumb_decode((uint16_t)e->hw1, (uint16_t)e->hw2);
        unsigned attr = i.attr & (CX | DI);
        if (i.cls != e->cls || attr != e->attr || i.src != e->src || i.dst != e->dst ||
            i.vsrc != e->vsrc || i.vdst != e->vdst) {
            printf(
                "FAIL %-32s cls %s/%s attr %x/%x src %04x/%04x dst %04x/%04x vsrc %02x/%02x "
                "vdst %02x/%02x (got/expected)\n",
                e->text, insn_class_name(i.cls), insn_class_name(e->cls), attr, e->attr, i.src,
                e->src, i.dst, e->dst, i.vsrc, e->vsrc, i.vdst, e->vdst);
            failures++;
        }
    }
    n += n_m55;
    printf("cyclemodel decoder: %u of %u instructions as expected\n", n - failures, n);
    return failures == 0 ? 0 : 1;
}
