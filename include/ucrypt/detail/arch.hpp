// SPDX-License-Identifier: Apache-2.0
// ucrypt — the target's instruction-set features and the backend of each
// kernel slot: the one place that decides which kernel a build uses.
// Internal, do not include: it sits under include/ucrypt/detail/ because the
// public config.hpp picks its default AES backend from it (docs/KERNELS.md).
//
// Everything here is derived from the compiler's predefined macros (ACLE for
// Arm, GCC/Clang for x86-64), so any toolchain file that passes the right
// -mcpu/-march gets the right kernels. Every .cpp, .hpp and .S asks one
// UCRYPT_KERNEL_* name below; each assembly file is guarded by its name and
// assembles to nothing where the kernel is not used. docs/KERNELS.md lists the
// result per core, and tests/arch checks that table against each build.
//
// Plain `#if`/`#define` only: the .S files include this header too.
//
// Every macro is always defined, to 0 or 1, so test it with `#if` (not
// `#ifdef`). A UCRYPT_KERNEL_* macro may be predefined to 0 (e.g. -D on the
// whole build) to force the portable C++ of that slot for A/B tests; never
// predefine one to 1, the instructions may not exist.
#ifndef UCRYPT_ARCH_HPP
#define UCRYPT_ARCH_HPP

// ---------------------------------------------------------------------------
// Instruction-set features
// ---------------------------------------------------------------------------

// 32-bit Arm M-profile. A- and R-profile AArch32 cores are not a target of the
// kernels below: they get the portable C++.
#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define UCRYPT_ARCH_ARM_M 1
#else
#define UCRYPT_ARCH_ARM_M 0
#endif

// Armv6-M and Armv8-M Baseline (Cortex-M0, M0+, M1, M23): Thumb-1 only, no
// 32 x 32 -> 64-bit multiply (UMULL), no IT blocks, no flexible second
// operand. Long multiplies go through libgcc's __aeabi_lmul, which branches
// on a carry between partial products.
#if UCRYPT_ARCH_ARM_M && defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB == 1
#define UCRYPT_ARCH_ARMV6M 1
#else
#define UCRYPT_ARCH_ARMV6M 0
#endif

// Armv7-M, Armv7E-M, Armv8-M Mainline, Armv8.1-M Mainline (Cortex-M3, M4,
// M7, M33, M35P, M55, M85): Thumb-2, with UMULL/UMLAL, IT blocks, shifted
// operands, BFI/UBFX and hardware division.
#if UCRYPT_ARCH_ARM_M && defined(__thumb2__) && defined(__ARM_ARCH_ISA_THUMB) && \
    __ARM_ARCH_ISA_THUMB >= 2
#define UCRYPT_ARCH_ARMV7M 1
#else
#define UCRYPT_ARCH_ARMV7M 0
#endif

// Unaligned LDR/STR of words (Armv7-M and later, unless the build passes
// -mno-unaligned-access, e.g. for a device memory that faults on them).
#if UCRYPT_ARCH_ARMV7M && defined(__ARM_FEATURE_UNALIGNED)
#define UCRYPT_ARCH_UNALIGNED 1
#else
#define UCRYPT_ARCH_UNALIGNED 0
#endif

// The DSP extension: Armv7E-M (M4, M7) always; Armv8-M Mainline (M33, M35P,
// M55, M85) when the core implements it, which GCC and Clang report as
// __ARM_FEATURE_DSP (-mcpu=cortex-m33+nodsp turns it off). It brings the
// packed 16-bit multiplies (SMULxy, SMLAxy, SMUAD, ...), PKHBT/PKHTB, SXTB16,
// the SIMD adds and, on M-profile, UMAAL. On these cores every multiply,
// the long ones included, takes a fixed number of cycles (docs/CONSTANT-TIME.md);
// the Cortex-M3's long multiplies end early on small operands.
#if UCRYPT_ARCH_ARMV7M && defined(__ARM_FEATURE_DSP)
#define UCRYPT_ARCH_DSP 1
#else
#define UCRYPT_ARCH_DSP 0
#endif

// UMAAL (hi:lo = a * b + lo + hi, never overflows): the core of every
// multi-word product here. On M-profile it belongs to the DSP extension, so
// the M3 (Armv7-M) and M33+nodsp lack it.
#define UCRYPT_ARCH_UMAAL UCRYPT_ARCH_DSP

// Helium, the M-profile Vector Extension (Armv8.1-M: M55, M85): 1 = integer,
// 3 = integer and floating point. No kernel uses it yet.
#if UCRYPT_ARCH_ARMV7M && defined(__ARM_FEATURE_MVE)
#define UCRYPT_ARCH_MVE 1
#else
#define UCRYPT_ARCH_MVE 0
#endif

// A floating-point unit the compiler may use (-mfloat-abi=softfp or hard).
// The library has no floating point; reported for the kernel table only.
#if defined(__arm__) && defined(__ARM_FP)
#define UCRYPT_ARCH_FPU 1
#else
#define UCRYPT_ARCH_FPU 0
#endif

// x86-64 with GCC or Clang. The AES-NI, VAES and PCLMULQDQ kernels are
// compiled with per-function target attributes and chosen at run time from
// CPUID (src/aes/aes_x86.hpp), so they need neither -maes nor -mpclmul.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define UCRYPT_ARCH_X86_64 1
#else
#define UCRYPT_ARCH_X86_64 0
#endif

// What the build's -march guarantees on x86-64 (for the table; the kernels
// above check the CPU at run time instead).
#if UCRYPT_ARCH_X86_64 && defined(__AES__)
#define UCRYPT_ARCH_X86_AESNI 1
#else
#define UCRYPT_ARCH_X86_AESNI 0
#endif
// The build's -march has PCLMULQDQ (-mpclmul).
#if UCRYPT_ARCH_X86_64 && defined(__PCLMUL__)
#define UCRYPT_ARCH_X86_PCLMUL 1
#else
#define UCRYPT_ARCH_X86_PCLMUL 0
#endif
// The build's -march has VAES (-mvaes).
#if UCRYPT_ARCH_X86_64 && defined(__VAES__)
#define UCRYPT_ARCH_X86_VAES 1
#else
#define UCRYPT_ARCH_X86_VAES 0
#endif

// AArch64 and its crypto extensions (no kernel uses them yet: AArch64 runs
// the portable C++, whose 64-bit limbs it handles well).
#if defined(__aarch64__)
#define UCRYPT_ARCH_AARCH64 1
#else
#define UCRYPT_ARCH_AARCH64 0
#endif
// The build's -march has the AArch64 AES instructions (+aes or +crypto).
#if UCRYPT_ARCH_AARCH64 && (defined(__ARM_FEATURE_AES) || defined(__ARM_FEATURE_CRYPTO))
#define UCRYPT_ARCH_AARCH64_AES 1
#else
#define UCRYPT_ARCH_AARCH64_AES 0
#endif
// The build's -march has the AArch64 SHA-3 instructions (+sha3).
#if UCRYPT_ARCH_AARCH64 && defined(__ARM_FEATURE_SHA3)
#define UCRYPT_ARCH_AARCH64_SHA3 1
#else
#define UCRYPT_ARCH_AARCH64_SHA3 0
#endif

// ---------------------------------------------------------------------------
// Kernel slots: one macro per backend, 1 where the build uses it. A slot whose
// macros are all 0 runs the portable C++ of its family.
// ---------------------------------------------------------------------------

// AesFast (T-tables) in Thumb-2 assembly, src/aes/aes_fast_armv7m.S: the
// whole state stays in registers (GCC spills around these rounds); needs
// Thumb-2's shifted operands and UBFX, and unaligned word loads of the data.
#if !defined(UCRYPT_KERNEL_AES_FAST_ARMV7M)
#define UCRYPT_KERNEL_AES_FAST_ARMV7M UCRYPT_ARCH_UNALIGNED
#endif

// AesCt (bitsliced, two blocks at a time), src/aes/aes_ct_armv7m.S: same
// requirements as AesFast's kernel.
#if !defined(UCRYPT_KERNEL_AES_CT_ARMV7M)
#define UCRYPT_KERNEL_AES_CT_ARMV7M UCRYPT_ARCH_UNALIGNED
#endif

// AesNi, AesVaes, AesAuto and GhashClmul's x86-64 kernels
// (src/aes/aes_ni.cpp, aes_vaes.cpp, src/aead/ghash_clmul.cpp), picked at
// run time; also the library's default Aes and Ghash there (config.hpp).
#if !defined(UCRYPT_KERNEL_AES_X86)
#define UCRYPT_KERNEL_AES_X86 UCRYPT_ARCH_X86_64
#endif

// Keccak-f[1600] in Thumb-2 assembly, src/hash/keccak_armv7m.S, in place in
// registers and 80 bytes of stack. Armv7-M is enough; with the DSP extension
// its 64-bit rotations use UMULL/UMLAL (fixed time there), else shifts.
#if !defined(UCRYPT_KERNEL_KECCAK_ARMV7M)
#define UCRYPT_KERNEL_KECCAK_ARMV7M UCRYPT_ARCH_ARMV7M
#endif

// GF(2^255 - 19) on packed 8 x 32-bit words, src/curve25519/field_armv7m.S
// (X25519's ladder; Ed25519's mul/sq): 64 UMAALs per product, so it needs
// UMAAL, and fixed-time long multiplies, i.e. the DSP extension.
#if !defined(UCRYPT_KERNEL_C25519_FIELD_ARMV7EM)
#define UCRYPT_KERNEL_C25519_FIELD_ARMV7EM UCRYPT_ARCH_UMAAL
#endif

// The same packed GF(2^255 - 19) field on Armv6-M, src/curve25519/field_armv6m.S:
// each word product is four 16 x 16 -> 32 MULS. Constant time only where MULS
// is (the fast single-cycle multiplier; the Cortex-M0/M0+ iterative 32-cycle
// multiplier option is not, docs/CONSTANT-TIME.md).
#if !defined(UCRYPT_KERNEL_C25519_FIELD_ARMV6M)
#define UCRYPT_KERNEL_C25519_FIELD_ARMV6M UCRYPT_ARCH_ARMV6M
#endif

// The NIST-curve Montgomery product (P-224 .. P-521 field and scalar),
// src/ec/mont_armv7m.S: UMAAL rows, so the DSP extension.
#if !defined(UCRYPT_KERNEL_EC_MONT_ARMV7EM)
#define UCRYPT_KERNEL_EC_MONT_ARMV7EM UCRYPT_ARCH_UMAAL
#endif

// The Montgomery product on Armv6-M, src/bignum/mont_armv6m.S (any limb
// count: the NIST-curve engine and the scalar fields): product scanning from
// 16 x 16 -> 32 MULS, constant time only with the single-cycle multiplier
// (docs/CONSTANT-TIME.md).
#if !defined(UCRYPT_KERNEL_MONT_ARMV6M)
#define UCRYPT_KERNEL_MONT_ARMV6M UCRYPT_ARCH_ARMV6M
#endif

// The multiply-accumulate step of the big-number code (RSA, src/bignum) and
// of the EC C++ field code, as one inline UMAAL (GCC does not select it from
// the C++ form).
#if !defined(UCRYPT_KERNEL_MAC_UMAAL)
#define UCRYPT_KERNEL_MAC_UMAAL UCRYPT_ARCH_UMAAL
#endif

// ML-KEM's NTT, inverse NTT, base-case products and reductions on two
// 16-bit coefficients per register, src/mlkem/mlkem_poly_armv7em.cpp:
// SMULxy/SMLAxy, PKHBT/PKHTB, SXTB16 and SSUB8, all DSP-extension
// instructions.
#if !defined(UCRYPT_KERNEL_MLKEM_ARMV7EM)
#define UCRYPT_KERNEL_MLKEM_ARMV7EM UCRYPT_ARCH_DSP
#endif

// ML-DSA's NTT, inverse NTT and pointwise products,
// src/mldsa/mldsa_poly_armv7em.cpp: 32-bit Montgomery reduction through
// SMULL/SMLAL, fixed-time only with the DSP extension's multiplier.
#if !defined(UCRYPT_KERNEL_MLDSA_ARMV7EM)
#define UCRYPT_KERNEL_MLDSA_ARMV7EM UCRYPT_ARCH_DSP
#endif

// Every 32 x 32 -> 64-bit product of the library (core::mul_wide,
// src/common/wide_mul.hpp) as four 16 x 16 -> 32 MULS with ADDS/ADCS, in
// GNU inline assembly, where the core has no UMULL and libgcc's __aeabi_lmul
// would branch on secret carries (Armv6-M). Elsewhere the plain C++ product
// (UMULL/SMULL, or a native 64-bit multiply).
#if !defined(UCRYPT_KERNEL_MUL_WIDE_ARMV6M)
#if UCRYPT_ARCH_ARMV6M && (defined(__GNUC__) || defined(__clang__))
#define UCRYPT_KERNEL_MUL_WIDE_ARMV6M 1
#else
#define UCRYPT_KERNEL_MUL_WIDE_ARMV6M 0
#endif
#endif

#endif  // UCRYPT_ARCH_HPP
