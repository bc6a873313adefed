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
#define AN505_SSRAM1_BASE 0x10000000ull /* mps2-an505 (M33): secure code alias */
#define AN505_SSRAM1_SIZE 0x00400000ull

static const struct device_profile profiles[] = {
    /* STM32WL55, CPU1 (Cortex-M4): FLASH_ACR LATENCY=2, PRFTEN, ICEN, DCEN. */
    {"stm32wl55",
     "m4",
     "STM32WL55 CPU1 48 MHz, 2 WS, ART prefetch+I-cache+D-cache",
     48,
     MPS2_SSRAM1_BASE,
     MPS2_SSRAM1_SIZE,
     2,
     1,
     8,
     1,
     {32, 32, 4},
     {8, 32, 4},
     0},
    /* STM32WL55, CPU2 (Cortex-M0+): FLASH_C2ACR has PRFTEN and ICEN, no data cache. */
    {"stm32wl55",
     "m0plus",
     "STM32WL55 CPU2 48 MHz, 2 WS, prefetch+I-cache, no D-cache",
     48,
     MPS2_SSRAM1_BASE,
     MPS2_SSRAM1_SIZE,
     2,
     1,
     8,
     1,
     {32, 32, 4},
     {0, 0, 0},
     0},
    /* STM32L552 (Cortex-M33): 5 WS, ICACHE (8 KiB, 2-way, 16-byte lines) on the
     * C-AHB code bus, which carries both fetches and constant reads. */
    {"stm32l5",
     "m33",
     "STM32L5 110 MHz, 5 WS, ICACHE 8 KiB 2-way (code bus: fetch+constants)",
     110,
     AN505_SSRAM1_BASE,
     AN505_SSRAM1_SIZE,
     5,
     1,
     8,
     0,
     {512, 16, 2},
     {0, 0, 0},
     1},
    /* STM32H573 (Cortex-M33): 5 WS, prefetch, the same ICACHE IP on C-AHB. */
    {"stm32h5",
     "m33",
     "STM32H5 240 MHz, 5 WS, prefetch, ICACHE 8 KiB 2-way (fetch+constants)",
     240,
     AN505_SSRAM1_BASE,
     AN505_SSRAM1_SIZE,
     5,
     1,
     16,
     1,
     {512, 16, 2},
     {0, 0, 0},
     1},
    /* STM32H743 (Cortex-M7): code and constants in the AXI flash (4 WS at the
     * 200 MHz AXI clock), the core's L1 caches: 16 KiB I (2-way) and 16 KiB D
     * (4-way), 32-byte lines; data and stack in DTCM (zero wait). */
    {"stm32h7",
     "m7",
     "STM32H7 400 MHz, AXI flash 4 WS at HCLK/2, L1 I+D cache 16 KiB",
     400,
     MPS2_SSRAM1_BASE,
     MPS2_SSRAM1_SIZE,
     4,
     2,
     32,
     0,
     {512, 32, 2},
     {512, 32, 4},
     0},
};

unsigned profile_miss_cycles(const struct device_profile* p)
{
    return (p->wait_states + 1) * p->bus_divider - 1;
}

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
            stall += profile_miss_cycles(p);
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
    if (p->unified && cache_access(&m->icache, &p->icache, addr)) {
        return 0;
    }
    if (!p->unified && p->dcache.lines != 0 && cache_access(&m->dcache, &p->dcache, addr)) {
        return 0;
    }
    return profile_miss_cycles(p);
}
