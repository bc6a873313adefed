/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Device profiles of the cycle model: the memory system of the board a
 * reference figure was measured on (flash wait states, prefetch buffer,
 * instruction and data caches or ART, which addresses are flash). The core
 * rules (cores.c) assume zero wait states; this file adds the cycles a device
 * loses to its memory on top of them. docs/CYCLE-MODEL.md ("Device profiles")
 * cites every figure.
 */
#ifndef UCRYPT_CYCLEMODEL_MEMSYS_H
#define UCRYPT_CYCLEMODEL_MEMSYS_H

/* A cache in front of flash; lines == 0: none (or disabled on the board). */
struct cache_geometry {
    unsigned lines;      /* total lines */
    unsigned line_bytes; /* bytes per line, a power of two */
    unsigned ways;       /* associativity; lines % ways == 0 */
};

struct device_profile {
    const char* name;              /* profile= argument, e.g. stm32wl55 */
    const char* core;              /* core model it applies to (cores.c name) */
    const char* device;            /* what it stands for, printed in the header */
    unsigned clock_mhz;            /* clock of the reference page */
    unsigned long long flash_base; /* the QEMU board's region that stands */
    unsigned long long flash_size; /* for flash: code and constants */
    unsigned wait_states;          /* flash latency (FLASH_ACR LATENCY), in flash-bus clocks */
    unsigned bus_divider;          /* core clock / flash-bus clock (1: same clock) */
    unsigned fetch_bytes;          /* bytes one flash access returns (power of two) */
    unsigned char prefetch;        /* the next sequential access is read ahead */
    struct cache_geometry icache;
    struct cache_geometry dcache; /* data reads from flash; none: every read waits */
    unsigned char unified;        /* data reads share the instruction cache (dcache unused) */
};

/* Core cycles a flash access costs beyond a zero-wait one: (wait_states + 1)
 * flash-bus clocks of bus_divider core clocks each, less the one core cycle
 * the zero-wait model already counts. */
unsigned profile_miss_cycles(const struct device_profile* p);

/* Returns the profile named name for core model core, or NULL. */
const struct device_profile* profile_find(const char* name, const char* core);

#define MEMSYS_MAX_LINES 1024u

struct cache_state {
    unsigned long long tag[MEMSYS_MAX_LINES];  /* line address + 1, 0 if empty */
    unsigned long long used[MEMSYS_MAX_LINES]; /* last use, for LRU */
    unsigned long long clock;
};

/* The memory system's state for one core. */
struct memsys {
    const struct device_profile* p;
    struct cache_state icache;
    struct cache_state dcache;
    unsigned long long last_fetch; /* flash access unit last fetched + 1, 0 if none */
};

void memsys_init(struct memsys* m, const struct device_profile* p);

/*
 * Stall cycles of fetching the instructions in [addr, end) (one translation
 * block's executed addresses, in order), updating the caches and the
 * prefetch state.
 */
unsigned memsys_fetch(struct memsys* m, unsigned long long addr, unsigned long long end);

/* Stall cycles of a data read at addr (constants in flash; SRAM is zero wait). */
unsigned memsys_read(struct memsys* m, unsigned long long addr);

#endif
