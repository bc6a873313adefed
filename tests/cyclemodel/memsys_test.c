/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The device-profile memory model (tools/cyclemodel/memsys.c) on synthetic
 * fetch and read streams. Every expected stall is derived by hand in the
 * comment beside it from the rules in docs/CYCLE-MODEL.md, "Device profiles":
 * a flash access unit not in the instruction cache costs the wait states
 * unless the prefetch buffer read it ahead (the next sequential unit); a
 * miss allocates the whole line (LRU within its set); data reads from flash
 * go through the data cache if there is one, else each costs the wait
 * states; SRAM costs nothing.
 */
#include "memsys.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void expect(const char* what, unsigned got, unsigned want)
{
    if (got != want) {
        printf("FAIL %s: %u stall cycles, expected %u\n", what, got, want);
        failures++;
    } else {
        printf("ok   %s: %u\n", what, got);
    }
}

/* A small device: flash [0, 1 MiB), 2 wait states, 8-byte flash units,
 * instruction cache of 4 lines x 32 bytes, 2 ways (2 sets, 128 bytes). */
static struct device_profile small(int prefetch, unsigned ilines, unsigned dlines)
{
    struct device_profile p;
    memset(&p, 0, sizeof p);
    p.name = "test";
    p.core = "m4";
    p.device = "synthetic";
    p.clock_mhz = 1;
    p.flash_base = 0;
    p.flash_size = 0x100000;
    p.wait_states = 2;
    p.bus_divider = 1;
    p.fetch_bytes = 8;
    p.prefetch = (unsigned char)prefetch;
    p.icache = (struct cache_geometry){ilines, 32, ilines ? 2 : 1};
    p.dcache = (struct cache_geometry){dlines, 32, dlines ? dlines : 1};
    return p;
}

static struct memsys m; /* 32 KiB of cache state: not on the stack */

int main(void)
{
    /* Straight-line 256-byte block (8 lines, twice the cache), run twice,
     * prefetch on: each pass enters by a branch (first unit not sequential:
     * miss, 2), every later unit is the prefetched next one (0). The second
     * pass misses again: the last 4 lines used evicted line 0x1000. */
    struct device_profile p = small(1, 4, 0);
    memsys_init(&m, &p);
    unsigned first = memsys_fetch(&m, 0x1000, 0x1100);
    unsigned second = memsys_fetch(&m, 0x1000, 0x1100); /* loop back: not sequential */
    expect("256 B > cache, prefetch: pass 1", first, 2);
    expect("256 B > cache, prefetch: pass 2", second, 2);

    /* The same without prefetch: 8 lines each missing on their first unit
     * (2 each = 16), the other 3 units of a line hit; pass 2 misses all 8
     * again (LRU, 8 lines through 2 sets of 2 ways): 16. */
    p = small(0, 4, 0);
    memsys_init(&m, &p);
    first = memsys_fetch(&m, 0x1000, 0x1100);
    second = memsys_fetch(&m, 0x1000, 0x1100);
    expect("256 B > cache, no prefetch: pass 1", first, 16);
    expect("256 B > cache, no prefetch: pass 2", second, 16);

    /* A 96-byte block (3 lines) fits: pass 1 misses its 3 lines (6), pass 2
     * hits all (0). */
    memsys_init(&m, &p);
    first = memsys_fetch(&m, 0x1000, 0x1060);
    second = memsys_fetch(&m, 0x1000, 0x1060);
    expect("96 B < cache, no prefetch: pass 1", first, 6);
    expect("96 B < cache, no prefetch: pass 2", second, 0);

    /* No cache, no prefetch: every new 8-byte unit waits: 64 B = 8 units = 16,
     * each pass. */
    p = small(0, 0, 0);
    memsys_init(&m, &p);
    first = memsys_fetch(&m, 0x1000, 0x1040);
    second = memsys_fetch(&m, 0x1000, 0x1040);
    expect("64 B, no cache, no prefetch: pass 1", first, 16);
    expect("64 B, no cache, no prefetch: pass 2", second, 16);

    /* Two blocks sharing a unit: [0x1000,0x1004) misses (2); [0x1004,0x100a)
     * continues in unit 0x1000 (0) then 0x1008 is sequential and prefetched (0). */
    p = small(1, 0, 0);
    memsys_init(&m, &p);
    first = memsys_fetch(&m, 0x1000, 0x1004);
    second = memsys_fetch(&m, 0x1004, 0x100a);
    expect("shared unit: first block", first, 2);
    expect("shared unit: second block", second, 0);

    /* Code outside flash (SRAM) costs nothing and breaks the sequence: the
     * next flash unit 0x1010 after it is not prefetched (2). */
    expect("SRAM code", memsys_fetch(&m, 0x20000000, 0x20000040), 0);
    expect("flash after SRAM code", memsys_fetch(&m, 0x1010, 0x1018), 2);

    /* Data: cache of 2 lines x 32 B, one set. 0x2000 miss (2), 0x2004 hit,
     * 0x2020 miss (2), 0x2040 miss evicting 0x2000 (2), 0x2000 miss (2): 8;
     * an SRAM read costs 0. */
    p = small(1, 0, 2);
    memsys_init(&m, &p);
    unsigned d = memsys_read(&m, 0x2000) + memsys_read(&m, 0x2004) + memsys_read(&m, 0x2020) +
                 memsys_read(&m, 0x2040) + memsys_read(&m, 0x2000);
    expect("data cache 2 lines", d, 8);
    expect("SRAM read", memsys_read(&m, 0x20000000), 0);

    /* No data cache: each flash read waits, 3 reads = 6. */
    p = small(1, 0, 0);
    memsys_init(&m, &p);
    d = memsys_read(&m, 0x2000) + memsys_read(&m, 0x2000) + memsys_read(&m, 0x2004);
    expect("no data cache, 3 reads", d, 6);

    /* The table: the WL55 profile exists for its two cores only. */
    expect("stm32wl55/m4 found", profile_find("stm32wl55", "m4") != NULL, 1);
    expect("stm32wl55/m0plus found", profile_find("stm32wl55", "m0plus") != NULL, 1);
    expect("stm32wl55/m7 absent", profile_find("stm32wl55", "m7") == NULL, 1);
    const struct device_profile* wl = profile_find("stm32wl55", "m4");
    expect("stm32wl55 wait states", wl ? wl->wait_states : 0, 2);

    /* A flash bus at half the core clock: 2 wait states = 3 bus clocks = 6 core
     * cycles, 5 beyond the zero-wait one. A unified cache serves data reads
     * from the instruction cache: code fetched at 0x1000 makes a read of
     * 0x1010 (same 32-byte line) hit (0), a read of 0x3000 miss (5). */
    p = small(0, 4, 0);
    p.bus_divider = 2;
    p.unified = 1;
    memsys_init(&m, &p);
    expect("HCLK/2 bus: fetch miss", memsys_fetch(&m, 0x1000, 0x1008), 5);
    expect("unified: read in a fetched line", memsys_read(&m, 0x1010), 0);
    expect("unified: read elsewhere", memsys_read(&m, 0x3000), 5);
    expect("unified: fetch of the read line", memsys_fetch(&m, 0x3000, 0x3008), 0);

    /* Every profile's geometry is consistent (power-of-two lines, ways divide lines). */
    static const char* const names[][2] = {{"stm32wl55", "m4"},
                                           {"stm32wl55", "m0plus"},
                                           {"stm32l5", "m33"},
                                           {"stm32h5", "m33"},
                                           {"stm32h7", "m7"}};
    for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++) {
        const struct device_profile* q = profile_find(names[k][0], names[k][1]);
        int ok = q != NULL && q->fetch_bytes != 0 && (q->fetch_bytes & (q->fetch_bytes - 1)) == 0 &&
                 q->bus_divider != 0;
        const struct cache_geometry* g[2] = {q ? &q->icache : NULL, q ? &q->dcache : NULL};
        for (unsigned j = 0; ok && j < 2; j++) {
            ok = g[j]->lines == 0 || (g[j]->lines <= MEMSYS_MAX_LINES && g[j]->ways != 0 &&
                                      g[j]->lines % g[j]->ways == 0 &&
                                      (g[j]->line_bytes & (g[j]->line_bytes - 1)) == 0 &&
                                      g[j]->line_bytes >= q->fetch_bytes);
        }
        printf("%s profile %s/%s\n", ok ? "ok  " : "FAIL", names[k][0], names[k][1]);
        failures += !ok;
    }
    expect("stm32h7 miss cycles (4 WS at HCLK/2)",
           profile_miss_cycles(profile_find("stm32h7", "m7")), 9);

    printf("%s: %d failure(s)\n", failures ? "FAIL" : "PASS", failures);
    return failures != 0;
}
