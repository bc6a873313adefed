/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ucrypt fault locator: a QEMU TCG plugin (API version 1, QEMU 7.2) for
 * tools/faultsim. It counts the instructions executed since the last reset
 * (the first instruction of Reset_Handler, reset=) and has two jobs.
 *
 * Locate (out=): it watches the window between the entries of two marker
 * functions (as the cycle model does: the start marker's first instruction
 * is index 0, the stop marker's first instruction closes the window) and,
 * for the dynamic instructions the campaign chose, says where they are:
 *
 *   -plugin libfaultlocate.so,reset=0x...,start=0x...,stop=0x...,out=PATH[,samples=PATH]
 *
 * samples: one line per chosen instruction, "a N" (the N-th instruction of
 * the window) or "l N" (the N-th load of the window: LDR*, LDRD, LDM, POP),
 * each kind in increasing order. For each one the plugin writes
 *   s <kind> <N> <dyn> <pc> <k> <size> <rt> <apc> <ak> <adist>
 * dyn: index in the window; pc, k: its address and how many times that
 * address had executed since reset, this one included (a breakpoint at pc
 * stops there on its k-th hit); size: 2 or 4; rt: the loaded register of a
 * single load (-1 otherwise); apc, ak, adist: the cheapest place to stop
 * before it (the k-th hit of apc, then adist single steps), the one among the
 * last ANCHOR_SPAN instructions minimising ak + adist.
 * At the end: "window <insns> loads <loads>".
 * All instructions of a translation block are counted when it starts; the
 * firmware runs no interrupts and takes no exception in a fault-free run.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../cyclemodel/qemu_plugin_api.h"
#include "../../cyclemodel/thumb_decode.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define TABLE_BITS 18u
#define TABLE_SIZE (1u << TABLE_BITS)

/* One static instruction: its address and how often it ran. */
struct site {
    uint64_t pc;
    uint64_t count;
    int8_t rt;
    uint8_t size;
    uint8_t is_load;
    uint8_t used;
};

struct block {
    size_t n;
    struct site* sites[];
};

struct sample_list {
    uint64_t* v;
    size_t n, next;
};

static struct site table[TABLE_SIZE];
static uint64_t reset_addr = UINT64_MAX, start_addr = UINT64_MAX, stop_addr = UINT64_MAX;
static FILE *out, *ctl, *ack;
static int active, done;
static uint64_t insns, loads;
static uint64_t since_reset, block_start, stop_target = UINT64_MAX;
static int report_next; /* stop mode: say where the first block after a hold starts */
static struct sample_list all_samples, load_samples;

static struct site* site_of(uint64_t pc)
{
    uint32_t h = (uint32_t)((pc >> 1) * 2654435761u) >> (32u - TABLE_BITS);
    for (uint32_t probe = 0; probe < TABLE_SIZE; probe++) {
        struct site* s = &table[(h + probe) & (TABLE_SIZE - 1u)];
        if (!s->used) {
            s->used = 1;
            s->pc = pc;
            return s;
        }
        if (s->pc == pc) return s;
    }
    fprintf(stderr, "faultlocate: address table full\n");
    exit(1);
}

static void report(char kind, uint64_t n, const struct site* s)
{
    fprintf(out,
            "s %c %" PRIu64 " %" PRIu64 " 0x%" PRIx64 " %" PRIu64 " %u %d %" PRIu64 " %" PRIu64
            "\n",
            kind, n, insns, s->pc, s->count, s->size, s->rt, since_reset, block_start);
}

/* Stop mode: the target of this run, read after each reset. */
static void read_target(void)
{
    char line[64];
    stop_target = UINT64_MAX;
    if (fgets(line, sizeof line, ctl) != NULL) stop_target = strtoull(line, NULL, 0);
}

static void hold(uint64_t end)
{
    char line[64];
    fprintf(ack, "stop %" PRIu64 "\n", end);
    fflush(ack);
    stop_target = UINT64_MAX;
    if (fgets(line, sizeof line, ctl) == NULL) exit(1);
    report_next = 1;
}

static void finish(void)
{
    if (done || out == NULL) return;
    done = 1;
    fprintf(out, "window %" PRIu64 " loads %" PRIu64 "\n", insns, loads);
    fflush(out);
}

static void block_exec(unsigned int vcpu, void* udata)
{
    (void)vcpu;
    const struct block* b = udata;
    if (b->n > 0 && b->sites[0]->pc == reset_addr) {
        since_reset = 0;
        for (uint32_t i = 0; i < TABLE_SIZE; i++) table[i].count = 0;
        active = done = 0;
        if (ctl != NULL) read_target();
    }
    if (ctl != NULL) {
        if (report_next) {
            fprintf(ack, "ran %" PRIu64 "\n", since_reset);
            fflush(ack);
            report_next = 0;
        }
        if (since_reset + b->n >= stop_target) hold(since_reset + b->n);
        since_reset += b->n;
        return;
    }
    block_start = since_reset;
    for (size_t i = 0; i < b->n; i++, since_reset++) {
        struct site* s = b->sites[i];
        s->count++;
        if (!active) {
            if (s->pc == start_addr && !done) {
                active = 1;
                insns = 0;
                loads = 0;
            } else {
                continue;
            }
        } else if (s->pc == stop_addr) {
            active = 0;
            finish();
            continue;
        }
        struct sample_list* a = &all_samples;
        while (a->next < a->n && a->v[a->next] == insns) report('a', a->v[a->next++], s);
        if (s->is_load) {
            struct sample_list* l = &load_samples;
            while (l->next < l->n && l->v[l->next] == loads) report('l', l->v[l->next++], s);
            loads++;
        }
        insns++;
    }
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb* tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    struct block* b = malloc(sizeof *b + n * sizeof b->sites[0]);
    if (b == NULL) exit(1);
    b->n = n;
    for (size_t i = 0; i < n; i++) {
        const struct qemu_plugin_insn* insn = qemu_plugin_tb_get_insn(tb, i);
        const uint8_t* p = qemu_plugin_insn_data(insn);
        size_t size = qemu_plugin_insn_size(insn);
        uint16_t hw1 = (uint16_t)(p[0] | (p[1] << 8));
        uint16_t hw2 = size >= 4 ? (uint16_t)(p[2] | (p[3] << 8)) : 0;
        struct insn_info info = thumb_decode(hw1, hw2);
        struct site* s = site_of(qemu_plugin_insn_vaddr(insn));
        s->size = (uint8_t)size;
        s->is_load = info.cls == IC_LOAD || info.cls == IC_LDRD || info.cls == IC_LDM;
        s->rt = info.cls == IC_LOAD ? info.rt : -1;
        b->sites[i] = s;
    }
    /* The block descriptor lives as long as QEMU may run the block. */
    qemu_plugin_register_vcpu_tb_exec_cb(tb, block_exec, QEMU_PLUGIN_CB_NO_REGS, b);
}

static void at_exit(qemu_plugin_id_t id, void* p)
{
    (void)id;
    (void)p;
    finish();
}

static int load_samples_file(const char* path)
{
    FILE* f = fopen(path, "r");
    if (f == NULL) return -1;
    char kind;
    uint64_t v;
    while (fscanf(f, " %c %" SCNu64, &kind, &v) == 2) {
        struct sample_list* l = kind == 'l' ? &load_samples : &all_samples;
        uint64_t* grown = realloc(l->v, (l->n + 1) * sizeof *grown);
        if (grown == NULL) return -1;
        l->v = grown;
        l->v[l->n++] = v;
    }
    fclose(f);
    return 0;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t* info, int argc,
                                           char** argv)
{
    (void)info;
    const char* out_path = NULL;
    for (int i = 0; i < argc; i++) {
        const char* a = argv[i];
        if (strncmp(a, "reset=", 6) == 0) {
            reset_addr = strtoull(a + 6, NULL, 0);
        } else if (strncmp(a, "ctl=", 4) == 0) {
            ctl = fopen(a + 4, "r");
        } else if (strncmp(a, "ack=", 4) == 0) {
            ack = fopen(a + 4, "w");
        } else if (strncmp(a, "start=", 6) == 0) {
            start_addr = strtoull(a + 6, NULL, 0);
        } else if (strncmp(a, "stop=", 5) == 0) {
            stop_addr = strtoull(a + 5, NULL, 0);
        } else if (strncmp(a, "out=", 4) == 0) {
            out_path = a + 4;
        } else if (strncmp(a, "samples=", 8) == 0) {
            if (load_samples_file(a + 8) != 0) {
                fprintf(stderr, "faultlocate: cannot read %s\n", a + 8);
                return -1;
            }
        } else {
            fprintf(stderr,
                    "faultlocate: bad argument '%s' (reset=, start=, stop=, out=, samples=, ctl=, "
                    "ack=)\n",
                    a);
            return -1;
        }
    }
    if (reset_addr == UINT64_MAX) {
        fprintf(stderr, "faultlocate: reset= is required\n");
        return -1;
    }
    if (ctl != NULL || ack != NULL) {
        if (ctl == NULL || ack == NULL) return -1;
    } else {
        if (start_addr == UINT64_MAX || stop_addr == UINT64_MAX || out_path == NULL) {
            fprintf(stderr, "faultlocate: start=, stop= and out= are required to locate\n");
            return -1;
        }
        out = fopen(out_path, "w");
        if (out == NULL) return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
    qemu_plugin_register_atexit_cb(id, at_exit, NULL);
    return 0;
}
