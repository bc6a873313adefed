/* SPDX-License-Identifier: Apache-2.0 */
// Bare-metal start-up for the QEMU MPS2/MPS3 boards (Cortex-M0+ to M55).
// A test and benchmark harness only: the library needs nothing from ports/
// (docs/PORTING.md). newlib's rdimon crt0 is replaced (ucrypt-startfiles.specs)
// because it moves SP to wherever SYS_HEAPINFO says, which QEMU derives from
// the board's RAM size, not from our linker script.
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "semihosting.h"

// Symbols of sections.ld.
extern uint32_t __data_load__[], __data_start__[], __data_end__[];
extern uint32_t __bss_start__[], __bss_end__[];
extern uint32_t __stack_guard__[], __stack_limit__[], __stack_top__[];
extern char __heap_start__[], __heap_end__[];

extern int main(int argc, char** argv);
extern void __libc_init_array(void);
extern void initialise_monitor_handles(void);

void Reset_Handler(void) __attribute__((noreturn));
void Default_Handler(void);
void HardFault_Handler(void) __attribute__((naked));
void ucrypt_fault_report(const uint32_t* frame, uint32_t exc_return)
    __attribute__((noreturn, used));

// ARMv7-M ARM B1.5.3 / ARMv8-M ARM B3.30: word 0 is the initial MSP, then the
// exception handlers; 16 system entries are enough, the tests use no IRQ.
typedef void (*Vector)(void);
__attribute__((section(".vectors"), used)) const Vector ucrypt_vectors[16] = {
    (Vector)(uintptr_t)__stack_top__,
    Reset_Handler,
    Default_Handler,  // NMI
    HardFault_Handler,
    HardFault_Handler,  // MemManage (escalates to HardFault while disabled)
    HardFault_Handler,  // BusFault
    HardFault_Handler,  // UsageFault
    HardFault_Handler,  // SecureFault (v8-M)
    0,
    0,
    0,
    Default_Handler,  // SVCall
    Default_Handler,  // DebugMonitor
    0,
    Default_Handler,  // PendSV
    Default_Handler,  // SysTick
};

// QEMU joins the -semihosting-config arg= values with single spaces
// (SYS_GET_CMDLINE), so an argument cannot contain a space.
enum { CMDLINE_MAX = 1024, ARGV_MAX = 32 };
static char cmdline[CMDLINE_MAX];
static char* argv_buf[ARGV_MAX + 1];

static int split_cmdline(void)
{
    struct {
        char* buf;
        uint32_t len;
    } block = {cmdline, CMDLINE_MAX - 1};
    int argc = 0;
    if (semihost_call(SYS_GET_CMDLINE, &block) != 0) {
        argv_buf[argc++] = cmdline;  // "" as program name
        return argc;
    }
    cmdline[block.len] = '\0';
    char* p = cmdline;
    while (*p != '\0' && argc < ARGV_MAX) {
        while (*p == ' ') *p++ = '\0';
        if (*p == '\0') break;
        argv_buf[argc++] = p;
        while (*p != '\0' && *p != ' ') ++p;
    }
    argv_buf[argc] = NULL;
    return argc;
}

static void enable_fault_handlers(void)
{
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__) || \
    defined(__ARM_ARCH_8_1M_MAIN__)
    // SHCSR: separate MemManage/BusFault/UsageFault (and SecureFault) handlers
    // so a fault report names its cause; CCR.DIV_0_TRP catches x/0.
    volatile uint32_t* const shcsr = (volatile uint32_t*)0xE000ED24u;
    volatile uint32_t* const ccr = (volatile uint32_t*)0xE000ED14u;
    *shcsr |= (1u << 16) | (1u << 17) | (1u << 18) | (1u << 19);
    *ccr |= 1u << 4;
#endif
}

// The 4 KB below __stack_limit__ becomes a no-access region so that running
// off the bottom of the stack faults (sections.ld).
static void guard_stack(void)
{
#if defined(__ARM_ARCH_8M_MAIN__) || defined(__ARM_ARCH_8M_BASE__) || \
    defined(__ARM_ARCH_8_1M_MAIN__)
    // ARMv8-M ARM B3.5: MSPLIM raises a STKOF UsageFault (HardFault on Baseline).
    __asm__ volatile("msr msplim, %0" : : "r"(__stack_limit__));
#else
    // PMSAv7 (ARMv7-M ARM B3.5; the same registers on an ARMv6-M MPU): region 0
    // = 4 KB at __stack_guard__, AP = no access, XN; PRIVDEFENA keeps the
    // default map elsewhere. Skipped when MPU_TYPE.DREGION says no MPU.
    volatile uint32_t* const mpu_type = (volatile uint32_t*)0xE000ED90u;
    volatile uint32_t* const mpu_ctrl = (volatile uint32_t*)0xE000ED94u;
    volatile uint32_t* const mpu_rnr = (volatile uint32_t*)0xE000ED98u;
    volatile uint32_t* const mpu_rbar = (volatile uint32_t*)0xE000ED9Cu;
    volatile uint32_t* const mpu_rasr = (volatile uint32_t*)0xE000EDA0u;
    if (((*mpu_type >> 8) & 0xFFu) == 0) return;
    *mpu_rnr = 0;
    *mpu_rbar = (uint32_t)(uintptr_t)__stack_guard__;
    *mpu_rasr = (1u << 28) | (11u << 1) | 1u;  // XN, SIZE = 2^(11+1) bytes, ENABLE
    *mpu_ctrl = (1u << 2) | 1u;                // PRIVDEFENA, ENABLE
    __asm__ volatile("dsb\n isb" ::: "memory");
#endif
}

void Reset_Handler(void)
{
    // Copy .data from its load address (after .text, as if in flash), zero .bss.
    for (uint32_t *src = __data_load__, *dst = __data_start__; dst < __data_end__;) *dst++ = *src++;
    for (uint32_t* dst = __bss_start__; dst < __bss_end__;) *dst++ = 0;
    enable_fault_handlers();
    guard_stack();
    initialise_monitor_handles();  // stdin/stdout/stderr on the semihosting console
    __libc_init_array();           // C++ constructors
    int argc = split_cmdline();
    exit(main(argc, argv_buf));  // flushes stdio, then SYS_EXIT(_EXTENDED) in librdimon
}

void Default_Handler(void)
{
    semihost_write0("ucrypt: unexpected exception\n");
    semihost_exit(SEMIHOST_EXIT_FAULT);
}

// Hands the stacked frame (r0-r3, r12, lr, pc, xpsr) and EXC_RETURN to C.
// EXC_RETURN bit 2 says which stack holds the frame. The report runs below the
// frame, unless that stack overflowed or SP left it: then on a fresh stack
// from __stack_top__ (we never return). Thumb-1 only, for ARMv6-M.
void HardFault_Handler(void)
{
    __asm__ volatile(
        "movs r0, #4\n"
        "mov r1, lr\n"
        "tst r0, r1\n"
        "beq 1f\n"
        "mrs r0, psp\n"
        "b 2f\n"
        "1: mrs r0, msp\n"
        "2: ldr r2, =__stack_top__\n"
        "cmp r0, r2\n"
        "bhi 3f\n"
        "ldr r2, =__stack_limit__ + 256\n"
        "cmp r0, r2\n"
        "bhs 4f\n"
        "3: ldr r2, =__stack_top__\n"
        "mov sp, r2\n"
        "4: ldr r2, =ucrypt_fault_report\n"
        "bx r2\n");
}

static void put_hex(char* out, uint32_t v)
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 7; i >= 0; --i) {
        out[i] = digits[v & 15u];
        v >>= 4;
    }
}

void ucrypt_fault_report(const uint32_t* frame, uint32_t exc_return)
{
    uint32_t cfsr = 0, hfsr = 0;
#if !defined(__ARM_ARCH_6M__) && !defined(__ARM_ARCH_8M_BASE__)
    cfsr = *(volatile const uint32_t*)0xE000ED28u;
    hfsr = *(volatile const uint32_t*)0xE000ED2Cu;
#endif
    // Below the limit: the MPU guard was hit (v6-M/v7-M); CFSR.STKOF: MSPLIM (v8-M).
    if (frame < __stack_limit__ || (cfsr & (1u << 20)) != 0) {
        semihost_write0("ucrypt: fault: stack overflow (more than STACK_SIZE, sections.ld)\n");
        semihost_exit(SEMIHOST_EXIT_FAULT);
    }
    char line[] =
        "ucrypt: fault pc=........ lr=........ cfsr=........ hfsr=........ exc=........\n";
    // The frame may lie anywhere if SP was corrupted: only read it from RAM.
    if (frame + 8 <= (const uint32_t*)(const void*)__heap_end__) {
        put_hex(line + 17, frame[6]);
        put_hex(line + 29, frame[5]);
    }
    put_hex(line + 43, cfsr);
    put_hex(line + 57, hfsr);
    put_hex(line + 70, exc_return);
    semihost_write0(line);
    semihost_exit(SEMIHOST_EXIT_FAULT);
}

// newlib malloc grows the heap through _sbrk; librdimon's version bounds it by
// the current SP, which lies below the heap here (sections.ld), so replace it.
void* _sbrk(ptrdiff_t incr);
void* _sbrk(ptrdiff_t incr)
{
    static char* brk;
    if (brk == NULL) brk = __heap_start__;
    if (incr > __heap_end__ - brk || incr < __heap_start__ - brk) {
        errno = ENOMEM;
        return (void*)-1;
    }
    char* prev = brk;
    brk += incr;
    return prev;
}
