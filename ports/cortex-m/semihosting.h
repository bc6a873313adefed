/* SPDX-License-Identifier: Apache-2.0 */
// Arm semihosting (Semihosting for AArch32 and AArch64, v2.0, §4 and §5): the
// calls the start-up code makes itself. newlib's librdimon handles file I/O.
#pragma once
#include <stdint.h>

enum {
    SYS_WRITE0 = 0x04,
    SYS_GET_CMDLINE = 0x15,
    SYS_EXIT = 0x18,
    SYS_EXIT_EXTENDED = 0x20,
    ADP_Stopped_ApplicationExit = 0x20026,
    // Exit status of a fault: 128 + SIGSEGV, as a shell would show a crash.
    SEMIHOST_EXIT_FAULT = 139,
};

// M-profile traps to the debugger (here QEMU) with BKPT 0xAB (§2.1.1);
// r0 = operation, r1 = parameter, result in r0.
static inline uint32_t semihost_call(uint32_t op, const void* arg)
{
    register uint32_t r0 __asm__("r0") = op;
    register const void* r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static inline void semihost_write0(const char* s)
{
    (void)semihost_call(SYS_WRITE0, s);
}

// SYS_EXIT_EXTENDED (§5.18) carries the status on AArch32; plain SYS_EXIT only
// tells QEMU success (ApplicationExit -> 0) from anything else (-> 1).
static inline void __attribute__((noreturn)) semihost_exit(uint32_t status)
{
    const uint32_t block[2] = {ADP_Stopped_ApplicationExit, status};
    (void)semihost_call(SYS_EXIT_EXTENDED, block);
    (void)semihost_call(
        SYS_EXIT, (const void*)(uintptr_t)(status == 0 ? ADP_Stopped_ApplicationExit : 0x20023u));
    for (;;) {
    }
}
