// SPDX-License-Identifier: Apache-2.0
//! Template for the head of aes_ct_armv7m.S (gen.py drops these //! lines; FRAME_BYTES is filled in).
// GENERATED FILE — do not edit. Source: src/aes/gen_aes_ct/ (gen.py, emit_s.py,
// header.S). Regenerate from the repository root with
//   python3 src/aes/gen_aes_ct/gen.py > src/aes/aes_ct_armv7m.S
//
// ucrypt — AES (FIPS 197), constant-time fixsliced variant: two-block
// kernels in Armv7-M / Armv8-M Mainline Thumb-2 (Cortex-M3, M4, M7, M33,
// M55). aes_ct.cpp calls them on those cores; its C++ kernels are the
// reference and run everywhere else (hosts, Armv6-M).
//
// Same bitsliced layout, frames and round keys as aes_ct.cpp (see the
// comment at its top): plane k holds bit k of the 32 state bytes of the two
// blocks, round key i is stored in frame i mod 4 with the S-box constant
// 0x63 folded in, ShiftRows is never computed, and one ShiftRows^2 on the
// column words resynchronises AES-128/256 on output (encryption) or input
// (decryption).
//
//   void ucrypt_aes_ct_enc2_armv7m(const uint32_t* rk, unsigned nr,
//       const uint8_t* in0, const uint8_t* in1, uint8_t* out0, uint8_t* out1);
//   void ucrypt_aes_ct_dec_armv7m(const uint32_t* rk, unsigned nr,
//       const uint8_t* in, uint8_t* out, size_t npairs, uint8_t* iv);
//
// enc2 encrypts two blocks and reads in0/in1 completely before writing
// out0/out1. dec decrypts npairs >= 1 pairs of contiguous blocks; with
// iv != NULL it is SP 800-38A §6.2 CBC decryption (P_j = D(C_j) ^ C_{j-1},
// C_0 = iv; iv receives the last ciphertext block), else plain (ECB). Each
// pair is read completely (and its ciphertext kept in the frame) before it
// is written, so in == out works.
//
// Each round is one straight-line block: FIPS 197 §5.1.1 SubBytes as the
// Boyar-Peralta circuit (SEA 2010; same gates as aes_ct.cpp), §5.1.3
// MixColumns in the round's frame with every rotation folded into the
// second operand of an EOR/AND (the barrel shifter makes them free),
// §5.1.4 AddRoundKey; the inverse round is §5.3 with InvSubBytes as
// L^-1 · S' · L^-1 and InvMixColumns as MixColumns after a_r += 4(a_r+a_r+2).
// Packing is SWAPMOVE (three-step bit transposition, as transpose() there).
// Within a block the planes and intermediates live in r0-r12 and lr; values
// that do not fit are spilled to fixed slots of the frame below. The blocks
// are emitted by a generator, src/aes/gen_aes_ct/gen.py: it describes each
// round in a small IR, tries list/depth-first orderings, allocates registers
// with furthest-next-use spilling and checks every block against the IR by
// simulation. GENERATED FILE: edit the generator, then regenerate with
//   python3 src/aes/gen_aes_ct/gen.py > src/aes/aes_ct_armv7m.S
// (from the repository root; it reads the S-box circuit from aes_ct.cpp).
// InvSubBytes is L^-1 . S' . L^-1 with both L^-1 merged into the circuit's
// linear layers (gen.py inv_sbox). Blocks pass the state to each other in
// r0-r7 (planes 0-7); the
// glue between them uses r8/r9 and the frame.
//
// Constant time: the only branches are the round loop and the choice of
// the final block, which depend on nr alone (public). Every load and store
// uses sp, rk, in0/in1 or out0/out1 plus an immediate offset fixed at
// assembly time, so no address depends on key or data; there is no
// division, no table and no data-dependent instruction timing (EOR, AND,
// ROR and the shifted-operand forms take one cycle on these cores).
// The frame (state planes and spills) is zeroed before returning.
//
// Stack: 36 B pushed + FRAME_BYTES bytes of frame (see the prologue).

#include "ucrypt/detail/arch.hpp"
#if UCRYPT_KERNEL_AES_CT_ARMV7M

    .syntax unified
    .thumb
    .text

// Frame layout: see gen_aes_ct/emit_s.py (state planes 0-31, pointers and
// counters 32-63, decryption chaining slots 64-127, then spill slots).

