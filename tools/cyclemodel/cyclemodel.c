/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ucrypt cycle model: a QEMU TCG plugin (API version 1, QEMU 7.2) that counts,
 * between the entries of two marker functions, the executed instructions and
 * the cycles a Cortex-M core would take at zero wait states.
 *
 *   -plugin libcyclemodel.so,core=m4,start=0x...,stop=0x...[,out=path][,div=N][,hist=on]
 *                            [,profile=NAME]
 *
 * A window opens when the first instruction of the start marker executes
 * (that instruction is counted) and closes when the first instruction of the
 * stop marker is reached (not counted). Every window prints one line
 *   window <n> insns <N> cycles <C>
 * Static costs are computed once per translation block; what depends on the
 * execution path (taken branches, pipelining across blocks) is settled when
 * the next block starts. With profile=NAME (a device profile, memsys.c) the
 * line also gives "device <D>": C plus the cycles the device's flash wait
 * states cost through its prefetch buffer and caches, from the executed
 * addresses (fetch) and the data reads (memory callbacks). Without it the
 * output and the costs are those of the zero-wait-state model alone.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cores.h"
#include "memsys.h"
#include "qemu_plugin_api.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_VCPUS 16

/* What the model needs of one translation block. */
struct tb_model {
    uint64_t vaddr;
    uint64_t fallthrough; /* address after the last instruction */
    uint64_t last_addr;   /* address of the last instruction */
    uint64_t cycles;      /* static cycles, refills excluded */
    uint32_t insns;
    uint8_t is_start;
    uint8_t is_stop;
    uint8_t end_refill; /* enum refill_kind of the last instruction */
    uint8_t first_size; /* size of the first instruction, for the refill */
    uint8_t last_slot;  /* enum issue_slot of the last instruction */
    struct insn_info first;
    struct insn_info last;
    uint32_t hist[IC_COUNT];
    uint32_t unknown; /* instructions of class IC_UNKNOWN */
};

struct vcpu_state {
    int active;
    unsigned window;
    uint64_t insns;
    uint64_t cycles;
    uint8_t pending; /* enum refill_kind of the previous block's last insn */
    uint64_t fallthrough;
    uint64_t pending_addr; /* address of that PC-writing instruction */
    int have_last;
    struct insn_info last;
    enum issue_slot last_slot;
    uint64_t hist[IC_COUNT];
    uint64_t unknown;              /* instructions of unknown class in the open window */
    uint64_t unknown_total;        /* ... in all windows */
    unsigned long long loop_cache; /* LE address in the M55's loop-end cache, 0 if none */
    uint64_t stall;                /* device profile: memory stall cycles in the open window */
};

static const struct core_model* model;
static uint64_t start_addr = UINT64_MAX;
static uint64_t stop_addr = UINT64_MAX;
static FILE* out;
static int hist_enabled;
static struct vcpu_state vcpus[MAX_VCPUS];
static struct predictor predictors[MAX_VCPUS]; /* used when the model has one (M7) */
static const char* profile_name;               /* profile= argument, NULL if none */
static const struct device_profile* profile;   /* resolved once the core is known */
static struct memsys memories[MAX_VCPUS];      /* used when a profile is given */

static void print_window(struct vcpu_state* v, const char* suffix)
{
    if (profile != NULL) {
        fprintf(out, "window %u insns %" PRIu64 " cycles %" PRIu64 " device %" PRIu64 "%s\n",
                v->window, v->insns, v->cycles, v->cycles + v->stall, suffix);
    } else {
        fprintf(out, "window %u insns %" PRIu64 " cycles %" PRIu64 "%s\n", v->window, v->insns,
                v->cycles, suffix);
    }
    if (v->unknown != 0) { /* never silently timed: see docs/CYCLE-MODEL.md */
        fprintf(out,
                "# window %u unknown %" PRIu64
                " (instructions the decoder cannot place, %u cycle each)\n",
                v->window, v->unknown, model->cost[IC_UNKNOWN]);
        v->unknown_total += v->unknown;
    }
    if (hist_enabled) {
        fprintf(out, "# window %u classes", v->window);
        for (unsigned k = 0; k < IC_COUNT; k++) {
            if (v->hist[k] != 0) {
                fprintf(out, " %s=%" PRIu64, insn_class_name(k), v->hist[k]);
            }
        }
        fputc('\n', out);
    }
    fflush(out);
}

static void open_window(struct vcpu_state* v)
{
    if (v->active) {
        fprintf(stderr, "cyclemodel: window %u restarted before its stop marker\n", v->window);
    } else {
        v->window++;
    }
    v->active = 1;
    v->insns = 0;
    v->cycles = 0;
    v->stall = 0;
    v->unknown = 0;
    memset(v->hist, 0, sizeof v->hist);
}

/* Settles the refill owed by the previous block's PC write: it was taken if
 * this block is not the fall-through. Charged only inside a window; a
 * predictor learns from every outcome. */
static void settle_entry(struct vcpu_state* v, struct predictor* p, const struct tb_model* t)
{
    if (v->pending == REFILL_LOOP) {
        long d = core_loop_end(model, &v->loop_cache, v->pending_addr, t->vaddr != v->fallthrough);
        if (v->active) {
            v->cycles = d < 0 ? v->cycles - (uint64_t)-d : v->cycles + (uint64_t)d;
        }
    } else if (v->pending != REFILL_NONE && model->predictor) {
        int taken = t->vaddr != v->fallthrough;
        unsigned lost =
            core_predict(model, p, (enum refill_kind)v->pending, v->pending_addr, taken, t->vaddr);
        v->cycles += v->active ? lost : 0u;
    } else if (v->pending != REFILL_NONE && t->vaddr != v->fallthrough && v->active) {
        v->cycles +=
            core_refill_cycles(model, (enum refill_kind)v->pending, t->first_size, t->vaddr);
    }
    v->pending = REFILL_NONE;
}

static void tb_exec(unsigned int vcpu_index, void* udata)
{
    const struct tb_model* t = udata;
    if (vcpu_index >= MAX_VCPUS) {
        return;
    }
    struct vcpu_state* v = &vcpus[vcpu_index];
    settle_entry(v, &predictors[vcpu_index], t);
    if (t->is_stop && v->active) {
        print_window(v, "");
        v->active = 0;
    }
    if (t->is_start) {
        open_window(v);
        v->have_last = 0; /* the call into the marker is outside the window */
    }
    if (profile != NULL) { /* the caches learn outside windows too */
        unsigned s = memsys_fetch(&memories[vcpu_index], t->vaddr, t->fallthrough);
        v->stall += v->active ? s : 0u;
    }
    enum issue_slot last_slot = (enum issue_slot)t->last_slot;
    uint8_t end_refill = t->end_refill;
    if (v->active) {
        uint64_t c = t->cycles;
        if (v->have_last) {
            /* Re-cost the first instruction now that its predecessor is known
             * (its issue slot does not re-cost the instructions after it). */
            enum issue_slot slot;
            c -= core_insn_cycles(model, &t->first, NULL, ISSUE_ALONE, &slot);
            c += core_insn_cycles(model, &t->first, &v->last, v->last_slot, &slot);
            if (t->insns == 1) { /* the first is also the last */
                last_slot = slot;
                end_refill = (uint8_t)core_refill_kind(&t->first, slot);
            }
        }
        v->cycles += c;
        v->insns += t->insns;
        v->unknown += t->unknown;
        if (hist_enabled) {
            for (unsigned k = 0; k < IC_COUNT; k++) {
                v->hist[k] += t->hist[k];
            }
        }
    }
    v->pending = end_refill;
    v->fallthrough = t->fallthrough;
    v->pending_addr = t->last_addr;
    v->last = t->last;
    v->last_slot = last_slot;
    v->have_last = 1;
}

static void mem_access(unsigned int vcpu_index, qemu_plugin_meminfo_t info, uint64_t vaddr,
                       void* udata)
{
    (void)udata;
    if (vcpu_index >= MAX_VCPUS || qemu_plugin_mem_is_store(info)) {
        return;
    }
    unsigned s = memsys_read(&memories[vcpu_index], vaddr);
    vcpus[vcpu_index].stall += vcpus[vcpu_index].active ? s : 0u;
}

static struct insn_info decode_insn(const struct qemu_plugin_insn* insn)
{
    const uint8_t* p = qemu_plugin_insn_data(insn);
    size_t n = qemu_plugin_insn_size(insn);
    uint16_t hw1 = (uint16_t)(p[0] | (p[1] << 8));
    uint16_t hw2 = n >= 4 ? (uint16_t)(p[2] | (p[3] << 8)) : 0;
    return thumb_decode(hw1, hw2);
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb* tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    if (n == 0) {
        return;
    }
    struct tb_model* t = calloc(1, sizeof *t);
    if (t == NULL) {
        return;
    }
    t->vaddr = qemu_plugin_tb_vaddr(tb);
    t->insns = (uint32_t)n;
    t->is_start = t->vaddr == start_addr;
    t->is_stop = t->vaddr == stop_addr;
    struct insn_info prev;
    enum issue_slot prev_slot = ISSUE_ALONE;
    for (size_t k = 0; k < n; k++) {
        struct qemu_plugin_insn* qi = qemu_plugin_tb_get_insn(tb, k);
        struct insn_info cur = decode_insn(qi);
        enum issue_slot slot;
        t->cycles += core_insn_cycles(model, &cur, k == 0 ? NULL : &prev, prev_slot, &slot);
        t->hist[cur.cls]++;
        t->unknown += cur.cls == IC_UNKNOWN;
        if (k == 0) {
            t->first = cur;
            t->first_size = cur.size;
        }
        if (k + 1 == n) {
            t->last = cur;
            t->last_slot = (uint8_t)slot;
            t->end_refill = (uint8_t)core_refill_kind(&cur, slot);
            t->last_addr = qemu_plugin_insn_vaddr(qi);
            t->fallthrough = t->last_addr + qemu_plugin_insn_size(qi);
        }
        if (profile != NULL) { /* QEMU 7.2 calls no callback registered for
                                  QEMU_PLUGIN_MEM_R alone (measured): take both,
                                  mem_access drops the stores */
            qemu_plugin_register_vcpu_mem_cb(qi, mem_access, QEMU_PLUGIN_CB_NO_REGS,
                                             QEMU_PLUGIN_MEM_RW, NULL);
        }
        prev = cur;
        prev_slot = slot;
    }
    qemu_plugin_register_vcpu_tb_exec_cb(tb, tb_exec, QEMU_PLUGIN_CB_NO_REGS, t);
}

static void at_exit(qemu_plugin_id_t id, void* userdata)
{
    (void)id;
    (void)userdata;
    for (unsigned k = 0; k < MAX_VCPUS; k++) {
        if (vcpus[k].active) {
            print_window(&vcpus[k], " unterminated");
        }
        if (vcpus[k].unknown_total != 0) {
            fprintf(stderr, "cyclemodel: %" PRIu64 " instructions of unknown class in windows\n",
                    vcpus[k].unknown_total);
        }
    }
    fflush(out);
    if (out != stderr) {
        fclose(out);
        out = stderr;
    }
}

static int parse_addr(const char* s, uint64_t* addr)
{
    char* end;
    unsigned long long v = strtoull(s, &end, 0);
    if (*s == '\0' || *end != '\0') {
        return -1;
    }
    *addr = v & ~1ull; /* ELF symbols of Thumb functions have bit 0 set */
    return 0;
}

static int parse_arg(const char* arg)
{
    const char* eq = strchr(arg, '=');
    if (eq == NULL) {
        return -1;
    }
    size_t klen = (size_t)(eq - arg);
    const char* val = eq + 1;
    if (klen == 4 && strncmp(arg, "core", 4) == 0) {
        model = core_find(val);
        return model != NULL ? 0 : -1;
    }
    if (klen == 5 && strncmp(arg, "start", 5) == 0) {
        return parse_addr(val, &start_addr);
    }
    if (klen == 4 && strncmp(arg, "stop", 4) == 0) {
        return parse_addr(val, &stop_addr);
    }
    if (klen == 3 && strncmp(arg, "out", 3) == 0) {
        out = fopen(val, "w");
        return out != NULL ? 0 : -1;
    }
    if (klen == 3 && strncmp(arg, "div", 3) == 0) {
        unsigned long d = strtoul(val, NULL, 0);
        if (d < 1 || d > 64) {
            return -1;
        }
        core_set_div((unsigned)d);
        return 0;
    }
    if (klen == 7 && strncmp(arg, "profile", 7) == 0) {
        profile_name = val;
        return 0;
    }
    if (klen == 4 && strncmp(arg, "hist", 4) == 0) {
        hist_enabled = strcmp(val, "on") == 0 || strcmp(val, "1") == 0 || strcmp(val, "true") == 0;
        return 0;
    }
    return -1;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t* info, int argc,
                                           char** argv)
{
    out = stderr;
    model = core_find("m4");
    for (int k = 0; k < argc; k++) {
        if (parse_arg(argv[k]) != 0) {
            fprintf(stderr,
                    "cyclemodel: bad argument '%s' (core=m0plus|m3|m4|m33|m7|m55, "
                    "start=ADDR, stop=ADDR, out=PATH, div=N, hist=on, profile=NAME)\n",
                    argv[k]);
            return -1;
        }
    }
    if (info != NULL && info->target_name != NULL && strcmp(info->target_name, "arm") != 0) {
        fprintf(stderr, "cyclemodel: target %s is not arm\n", info->target_name);
        return -1;
    }
    if (start_addr == UINT64_MAX || stop_addr == UINT64_MAX) {
        fprintf(stderr, "cyclemodel: start= and stop= are required\n");
        return -1;
    }
    if (start_addr == stop_addr) {
        fprintf(stderr,
                "cyclemodel: start and stop markers have the same address (folded by the "
                "linker/compiler?)\n");
        return -1;
    }
    if (profile_name != NULL) {
        profile = profile_find(profile_name, model->name);
        if (profile == NULL) {
            fprintf(stderr, "cyclemodel: no device profile '%s' for core %s (see memsys.c)\n",
                    profile_name, model->name);
            return -1;
        }
        for (unsigned k = 0; k < MAX_VCPUS; k++) {
            memsys_init(&memories[k], profile);
        }
    }
    fprintf(out, "# cyclemodel core=%s div=%u model=%s zero-wait-state estimate\n", model->name,
            model->cost[IC_DIV],
            model->predictor ? "dual-issue+branch-predictor"
            : model->beats   ? "beats+dual-issue"
                             : "trm-timing");
    if (profile != NULL) {
        fprintf(out, "# cyclemodel profile=%s device=\"%s\" clock=%u MHz wait-states=%u\n",
                profile->name, profile->device, profile->clock_mhz, profile->wait_states);
    }
    fflush(out);
    qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
    qemu_plugin_register_atexit_cb(id, at_exit, NULL);
    return 0;
}
