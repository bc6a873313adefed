// SPDX-License-Identifier: Apache-2.0
// Prints, for the core this build targets, the instruction-set features and
// the backend of every kernel slot as include/ucrypt/detail/arch.hpp decides them,
// one "column|value" line each, in the order and the words of the table in
// docs/KERNELS.md. check_kernels.py compares them with that table's row for
// this build, so the table cannot go stale.
#include <cstdio>

#include "ucrypt/detail/arch.hpp"

namespace {

// The backend's name where the slot's macro is set, "C++" (the portable
// code) where it is not.
const char* backend(int on, const char* name)
{
    return on ? name : "C++";
}

void feature(bool& first, int on, const char* name)
{
    if (on == 0) return;
    std::printf("%s%s", first ? "" : ", ", name);
    first = false;
}

void features()
{
    std::printf("features|");
    bool first = true;
    feature(first, UCRYPT_ARCH_ARMV6M, "Thumb-1");
    feature(first, UCRYPT_ARCH_ARMV7M, "Thumb-2");
    feature(first, UCRYPT_ARCH_UNALIGNED, "unaligned");
    feature(first, UCRYPT_ARCH_DSP, "DSP");
    feature(first, UCRYPT_ARCH_UMAAL, "UMAAL");
    feature(first, UCRYPT_ARCH_MVE, "MVE");
    feature(first, UCRYPT_ARCH_FPU, "FPU");
    feature(first, UCRYPT_ARCH_X86_64, "x86-64");
    feature(first, UCRYPT_ARCH_X86_AESNI, "AES-NI");
    feature(first, UCRYPT_ARCH_X86_PCLMUL, "PCLMUL");
    feature(first, UCRYPT_ARCH_X86_VAES, "VAES");
    feature(first, UCRYPT_ARCH_AARCH64, "AArch64");
    feature(first, UCRYPT_ARCH_AARCH64_AES, "AES");
    feature(first, UCRYPT_ARCH_AARCH64_SHA3, "SHA3");
    std::printf("%s\n", first ? "none" : "");
}

}  // namespace

int main()
{
    features();
    std::printf("AES Fast|%s\n", backend(UCRYPT_KERNEL_AES_FAST_ARMV7M, "armv7m"));
    std::printf("AES Ct|%s\n", backend(UCRYPT_KERNEL_AES_CT_ARMV7M, "armv7m"));
    std::printf("AES-NI, VAES, PCLMUL|%s\n", UCRYPT_KERNEL_AES_X86 ? "run-time" : "no");
    std::printf("Keccak-f[1600]|%s\n", backend(UCRYPT_KERNEL_KECCAK_ARMV7M, "armv7m"));
    std::printf("Curve25519 field|%s\n", UCRYPT_KERNEL_C25519_FIELD_ARMV7EM  ? "armv7em"
                                         : UCRYPT_KERNEL_C25519_FIELD_ARMV6M ? "armv6m"
                                                                             : "C++");
    std::printf("EC Montgomery|%s\n", UCRYPT_KERNEL_EC_MONT_ARMV7EM ? "armv7em"
                                      : UCRYPT_KERNEL_MONT_ARMV6M   ? "armv6m"
                                                                    : "C++");
    std::printf("multiply-accumulate|%s\n", backend(UCRYPT_KERNEL_MAC_UMAAL, "UMAAL"));
    std::printf("ML-KEM poly|%s\n", backend(UCRYPT_KERNEL_MLKEM_ARMV7EM, "armv7em"));
    std::printf("ML-DSA poly|%s\n", backend(UCRYPT_KERNEL_MLDSA_ARMV7EM, "armv7em"));
    std::printf("32x32->64 product|%s\n", backend(UCRYPT_KERNEL_MUL_WIDE_ARMV6M, "mul16"));
    return 0;
}
