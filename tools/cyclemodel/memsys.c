/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Device profiles: flash wait states, prefetch and caches (memsys.h).
 * Every number of the table below is cited in docs/CYCLE-MODEL.md, "Device
 * profiles"; "[assumed]" there marks what no source we could read gives.
 */
#include "memsys.h"

#include <string.h>

/* The QEMU boards' code regions that stand for the devices' flash. */
#define MPS2_SSRAM1_BASE 0x00000000ull /* mps2-an385/an386/an500: code at 0 */
#define MPS2_SSRAM1_SIZE 0x00400000ull

static const struct device_profile profiles[] = {
    /* STM32WL55, CPU1 (Cortex-M4): FLASH_ACR LATENCY=2, PRFTEN, ICEN, DCEN. */
    {"stm32wl55", "m4", "STM32WL55 CPU1 48 MHz, 2 WS, ART prefetch+I-cache+D-cache", 48,
     MPS2_SSRAM1_BASE, MPS2_SSRAM1_SIZE, 2, 8, 1, {32, 32, 4}, {8, 32, 4}},
    /* STM32WL55, CPU2 (Cortex-M0+): FLASH_C2ACR has PRFTEN and ICEN, no data cache. */
    {"stm32wl55", "m0plus", "STM32WL55 CPU2 48 MHz, 2 WS, prefetch+I-cache, no D-cache", 48,
     MPS2_SSRAM1_BASE, MPS2_SSRAM1_SIZE, 2, 8, 1, {32, 32, 4}, {0, 0, 0}},
};

const struct device_profile* profile_find(const char* name, const char* core)
{
    for (size_t k = 0; k < sizeof profiles / sizeof profiles[0]; k++) {
        if (strcmp(profiles[k].name, name) == 0 && strcmp(profiles[k].core, core) == 0) {
            return &profiles[k];
        }
    }
    return NULL;
}

void memsys_init(struct memsys* m, const struct device_profile* p)
{
    memset(m, 0, sizeof *m);
    m->p = p;
}

static int in_flash(const struct device_profile* p, unsigned long long addr)
{
    return addr >= p->flash_base && addr - p->flash_base < p->flash_size;
}

/* Looks addr up in a set-associative LRU cache; allocates its line on a miss.
 * Returns 1 on a hit. */
static int cache_access(struct cache_state* c, const struct cache_geometry* g,
                        unsigned long long addr)
{
    unsigned long long line = addr / g->line_bytes;
    unsigned sets = g->lines / g->ways;
    unsigned base = (unsigned)(line % sets) * g->ways;
    unsigned victim = base;
    c->clock++;
    for (unsigned w = base; w < base + g->ways; w++) {
        if (c->tag[w] == line + 1) {
            c->used[w] = c->clock;
            return 1;
        }
        if (c->used[w] < c->used[victim]) {
            victim = w;
        }
    }
    c->tag[victim] = line + 1;
    c->used[victim] = c->clock;
    return 0;
}

unsigned memsys_fetch(struct memsys* m, unsigned long long addr, unsigned long long end)
{
    const struct device_profile* p = m->p;
    if (end <= addr || !in_flash(p, addr)) {
        m->last_fetch = 0; /* code outside flash breaks the sequential stream */
        return 0;
    }
    unsigned stall = 0;
    for (unsigned long long u = addr / p->fetch_bytes; u <= (end - 1) / p->fetch_bytes; u++) {
        if (u + 1 == m->last_fetch) {
            continue; /* the access unit the core is already reading from */
        }
        int sequential = m->last_fetch != 0 && u == m->last_fetch;
        m->last_fetch = u + 1;
        if (p->icache.lines != 0 && cache_access(&m->icache, &p->icache, u * p->fetch_bytes)) {
            continue;
        }
        if (!(p->prefetch && sequential)) {
            stall += p->wait_states;
        }
    }
    return stall;
}

unsigned memsys_read(struct memsys* m, unsigned long long addr)
{
    const struct device_profile* p = m->p;
    if (!in_flash(p, addr)) {
        return 0;
    }
    if (p->dcache.lines != 0 && cache_access(&m->dcache, &p->dcache, addr)) {
        return 0;
    }
    return p->wait_states;
}
