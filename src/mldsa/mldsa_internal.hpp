// SPDX-License-Identifier: Apache-2.0
// ucrypt — ML-DSA internals (FIPS 204): arithmetic in Z_q[X]/(X^256 + 1),
// sampling, rounding, encodings. Not a public header.
//
// Coefficients are int32_t. Products go through Montgomery reduction with
// R = 2^32: a pointwise product carries a factor R^-1 that the final scaling
// of the inverse NTT removes. Bounds are noted at each function.
#pragma once
#include <cstddef>
#include <cstdint>
#include <new>

#include "../common/wide_mul.hpp"
#include "ucrypt/config_hash.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/mldsa.hpp"

// UCRYPT_KERNEL_MLDSA_ARMV7EM (ucrypt/detail/arch.hpp: the DSP extension, M4, M7,
// M33, M55): the NTT, the inverse NTT and the pointwise products come from
// mldsa_poly_armv7em.cpp (same values as the portable code). Predefine it to
// 0 to force the portable path (A/B tests and benchmarks).

namespace ucrypt::core::mldsa {

inline constexpr std::int32_t kQ = 8380417;  // 2^23 − 2^13 + 1
inline constexpr std::size_t kN = 256;
inline constexpr unsigned kD = 13;  // dropped bits of t (Table 1)

// q^-1 mod 2^32 by Newton iteration (each step doubles the correct bits).
consteval std::uint32_t q_inverse_mod_2_32()
{
    std::uint32_t x = 1;
    for (int i = 0; i < 6; ++i) x = x * (2u - 8380417u * x);
    return x;
}
inline constexpr std::uint32_t kQInv = q_inverse_mod_2_32();
static_assert(kQInv * 8380417u == 1u);

struct Poly {
    std::int32_t c[kN];
};

// Montgomery reduction: for |a| < q·2^31 returns r ≡ a·2^-32 (mod q), |r| < q.
inline std::int32_t montgomery_reduce(std::int64_t a) noexcept
{
    const auto t = static_cast<std::int32_t>(
        static_cast<std::uint32_t>(static_cast<std::uint64_t>(a)) * kQInv);
    return static_cast<std::int32_t>((a - core::mul_wide_signed(t, kQ)) >> 32);
}

// For a ≤ 2^31 − 2^22: r ≡ a (mod q) with −6283008 ≤ r ≤ 6283008; the
// quotient estimate is a shift (2^23 ≈ q), no division.
inline std::int32_t reduce32(std::int32_t a) noexcept
{
    const std::int32_t t = (a + (1 << 22)) >> 23;
    return a - t * kQ;
}

// For |a| < q: the representative in [0, q), by a mask.
inline std::int32_t caddq(std::int32_t a) noexcept
{
    return a + ((a >> 31) & kQ);
}
inline std::int32_t freeze(std::int32_t a) noexcept
{
    return caddq(reduce32(a));
}

// All-ones when |a| ≥ bound (a centred, |a| < 2^30), else 0: no branch.
inline std::uint32_t exceeds_mask(std::int32_t a, std::int32_t bound) noexcept
{
    const std::int32_t abs = a - ((a >> 31) & (2 * a));
    return static_cast<std::uint32_t>((bound - 1 - abs) >> 31);
}

// THE place where the constant-time harness lets a secret-derived bit
// become public (see the header comment of ucrypt/mldsa.hpp and
// docs/CONSTANT-TIME.md). Two kinds of decision come here, nothing else:
//  (a) the signing loop's accept/reject verdict for one attempt (Algorithm 7,
//      lines 23–31): a rejected attempt's values are discarded, and each
//      attempt is rejected with probability about 1 − 1/(expected attempts:
//      4.25, 5.1, 3.85 for ML-DSA-44/65/87);
//  (b) "the fixed candidate budget of a secret sampler held too few accepted
//      candidates" (RejBoundedPoly on ρ', SampleInBall on an attempt's c̃,
//      mldsa_sample.cpp): true with probability below 2^-122 per call
//      (budgets and exact figures there); the slow fallback then asks again
//      after each further SHAKE256 block;
//  (c) "this secret key's s1/s2 encoding holds a value outside 0..2η"
//      (sk_malformed): it says only that the key is not one keygen made.
// No per-candidate accept bit is ever declassified. Returns true when the
// mask is set.
inline bool declassify_decision(std::uint32_t mask) noexcept
{
    return ct::Mask<std::uint32_t>{mask}.declassify_as_bool();
}

// 1 << (x mod 32) with fixed shifts only: each bit of the (secret) amount
// picks, by a mask, between the word and the word shifted by 1, 2, 4, 8, 16.
inline std::uint32_t one_hot32(std::uint32_t x) noexcept
{
    std::uint32_t b = 1;
#pragma GCC unroll 5
    for (unsigned k = 0; k < 5; ++k)
        b = ct::Mask<std::uint32_t>::from_bit((x >> k) & 1u).select(b << (1u << k), b);
    return b;
}

// mldsa_poly.cpp — FIPS 204 §7.5.
// The NTT twiddles ζ^BitRev8(m)·R mod q (centred) and the factor R^2/256 that
// ends the inverse NTT, defined in mldsa_poly.cpp.
struct NttZetas {
    std::int32_t z[kN];
};
extern const NttZetas kNttZetas;
extern const std::int32_t kInvNttScale;
void ntt(Poly& f) noexcept;  // Algorithm 41; in |f| < q, out |f| < 9q
void invntt(
    Poly& f) noexcept;  // Algorithm 42 with the R^-1 of a product undone; in |f| < q, out |f| < q
void pointwise(Poly& h, const Poly& f, const Poly& g) noexcept;  // Algorithm 45, h = f∘g·R^-1
void pointwise_acc(Poly& h, const Poly& f, const Poly& g) noexcept;  // h += f∘g·R^-1
// A polynomial with coefficients in [0, 2^24) stored in 3 bytes each
// (little-endian): signing keeps Â this way, 3/4 of the int32 size.
inline constexpr std::size_t kA24Bytes = 3 * kN;
void pack_u24(std::uint8_t* out, const Poly& f) noexcept;
void unpack_u24(Poly& f, const std::uint8_t* in) noexcept;
void pointwise_acc_u24(Poly& h, const std::uint8_t* f, const Poly& g) noexcept;  // h += f∘g·R^-1
void poly_reduce(Poly& f) noexcept;              // reduce32 on each coefficient
void poly_freeze(Poly& f) noexcept;              // each coefficient to [0, q)
void poly_add(Poly& r, const Poly& a) noexcept;  // r += a
void poly_sub(Poly& r, const Poly& a) noexcept;  // r -= a
void poly_shiftl(Poly& f) noexcept;              // f·2^d (t1 → t1·2^d)
// All-ones when some centred coefficient has |c| ≥ bound.
std::uint32_t poly_exceeds(const Poly& f, std::int32_t bound) noexcept;

// mldsa_compact.cpp — oblivious compaction of 16-bit candidate lanes (two per
// word), used by SampleInBall: words [0, split) in lo, the rest in hi (the
// storage may be split in two).
struct Lanes {
    std::uint32_t* lo;
    std::uint32_t* hi;
    std::size_t split;
    std::size_t words;
    std::uint32_t& operator[](std::size_t q) const noexcept
    {
        return q < split ? lo[q] : hi[q - split];
    }
};
// The accepted lanes (value in the low `dshift` bits, rejected-before count d
// above it, rejected lanes all-zero) into lanes [0, keep) in order, given
// that each accepted lane ending below keep has d < 2^stages.
void compact_lanes(const Lanes& w, std::size_t keep, unsigned stages, unsigned dshift) noexcept;
// The same over byte values, for its unit test: the first `keep` accepted
// values (accept[k] ≠ 0) of values[0, n) into out, in order (entries past the
// accepted count unspecified); returns the accepted count.
// n ≤ 2·kCompactMaxWords, n − keep < 256; when fewer than keep are accepted,
// the values are defined only if fewer than 256 are rejected.
inline constexpr std::size_t kCompactMaxWords = 384;
std::uint32_t compact_bytes(std::uint8_t* out, std::size_t keep, const std::uint8_t* values,
                            const std::uint8_t* accept, std::size_t n) noexcept;

// mldsa_rounding.cpp — FIPS 204 §7.4. Inputs r in [0, q).
// power2round (Alg. 35) and decompose (Alg. 36) are in mldsa_rounding.hpp.
std::int32_t use_hint_public(bool h, std::int32_t r, unsigned gamma2_div) noexcept;  // Alg. 40

// FIPS 204 Algorithm 16 (SimpleBitPack) over values produced on the fly:
// value(x) for x = 0..255, `bits` bits each, little-endian bit order. Loop
// counts are public; values only pass through shifts and masks. The
// accumulator holds fewer than 8 pending bits before each value, so
// bits ≤ 24 fit a 32-bit word (64-bit shifts cost several instructions on
// 32-bit cores).
template <class F>
void pack_with(std::uint8_t* out, unsigned bits, F value) noexcept
{
    std::uint32_t acc = 0;
    unsigned n = 0;
    const std::uint32_t mask = (1u << bits) - 1u;
    for (std::size_t x = 0; x < kN; ++x) {
        acc |= (static_cast<std::uint32_t>(value(x)) & mask) << n;
        for (n += bits; n >= 8; n -= 8) {
            *out++ = static_cast<std::uint8_t>(acc);
            acc >>= 8;
        }
    }
}

// Workspace polynomials: the caller's buffer, aligned up, or nullptr when it
// holds fewer than `bytes` bytes (the sizes in mldsa.hpp include the slack).
inline Poly* workspace_polys(Workspace ws, std::size_t bytes) noexcept
{
    if (ws.size() < bytes) return nullptr;
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    return reinterpret_cast<Poly*>(ws.data() + ((8 - (addr & 7u)) & 7u));
}

// mldsa_xof.cpp — the samplers of FIPS 204 §7.3 with their Keccak state and
// block buffer in the caller's workspace (`area`, 8-aligned), so that the
// stack holds no hash state: kXofBytes = one XOF object + one SHAKE128 block;
// sample_in_ball_ws also needs kBallListBytes after it.
inline constexpr std::size_t kXofStateBytes = 224;  // a Shake128/Shake256 object (checked below)
inline constexpr std::size_t kXofBytes = kXofStateBytes + 168;
inline constexpr std::size_t kBallListBytes = 128;  // τ ≤ 64 positions and signs
static_assert(kXofBytes == MlDsa44::xof_bytes && kBallListBytes == MlDsa44::ball_list_bytes);
static_assert(sizeof(Shake128) <= kXofStateBytes && sizeof(Shake256) <= kXofStateBytes);
static_assert(alignof(Shake128) <= 8 && alignof(Shake256) <= 8);

// A Keccak XOF built in workspace bytes; its destructor wipes the state.
template <class X>
class XofIn {
public:
    explicit XofIn(std::uint8_t* at) noexcept : x_(::new (static_cast<void*>(at)) X) {}
    ~XofIn() { x_->~X(); }
    XofIn(const XofIn&) = delete;
    XofIn& operator=(const XofIn&) = delete;
    X* operator->() const noexcept { return x_; }
    X& operator*() const noexcept { return *x_; }

private:
    X* x_;
};

void rej_ntt_poly_ws(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col,
                     std::uint8_t* area) noexcept;
void sample_in_ball_public_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                              std::uint8_t* area) noexcept;

// mldsa_sample.cpp — the samplers on secret input, constant time (fixed
// candidate budget, oblivious compaction, slow constant-time fallback).
// RejBoundedPoly (Alg. 31) uses kXofBytes of area and its output polynomial
// as scratch (stream words at the top, bit planes at the bottom), and
// writes BitPack(s, η, η) (Algorithm 17, as skEncode stores s1, s2) to
// `packed` unless it is nullptr.
// SampleInBall (Alg. 29) uses kXofBytes + kBallListBytes of area. The
// *_budget forms take an explicit budget (tests pass small ones to reach the
// fallback): 0 < bytes ≤ kRbBytes; τ ≤ candidates ≤ 512 (the lanes live in
// c's words), candidates − τ < 2^7.
inline constexpr std::size_t kRbBytes = 384;
void rej_bounded_poly_budget_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64],
                                unsigned index, std::uint8_t* area, std::uint8_t* packed,
                                std::size_t bytes) noexcept;
void sample_in_ball_budget_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                              std::uint8_t* area, std::size_t candidates) noexcept;

// mldsa_slice.cpp — RejBoundedPoly's bit-sliced compaction. The n
// candidates (half bytes, low half first) of the stream words raw[0,
// 4·⌈n/32⌉) that Algorithm 15 accepts (η = 2: b < 15, η = 4: b < 9) go, in
// order, to positions 0, 1, ... of kRbPlaneWords words of bit planes: bit x
// mod 32 of planes[4·(x/32) + j] is bit j of the half byte at position x
// (positions past 255 are dropped). Returns the accepted count.
// planes_to_stream turns the four plane words of 32 positions into the
// stream words of those half bytes (word m: positions 8m .. 8m + 7, position
// 8m + i at bits 4i).
inline constexpr std::size_t kRbPlaneWords = 4 * kN / 32;
inline constexpr std::size_t kRbRawWords = kRbBytes / 4;
std::uint32_t compact_half_bytes(std::uint32_t* planes, const std::uint32_t* raw, std::size_t n,
                                 unsigned eta) noexcept;
void planes_to_stream(std::uint32_t w[4]) noexcept;

// The default budgets (inline: no extra frame on the deepest stack path).
// RejBoundedPoly: probability that 256 are not accepted (exact binomial
// tails): η = 2, 383 candidates, p = 15/16: 2^-188.0; η = 4, 767 candidates,
// p = 9/16: 2^-122.97.
inline void rej_bounded_poly_ws(Poly& s, unsigned eta, const std::uint8_t rho_prime[64],
                                unsigned index, std::uint8_t* area, std::uint8_t* packed) noexcept
{
    rej_bounded_poly_budget_ws(s, eta, rho_prime, index, area, packed,
                               eta == 2 ? kRbBytes / 2 : kRbBytes);
}
// SampleInBall: 128 candidates (the rest of the first block) for τ ≤ 49,
// else 160; the chance that τ are not accepted (exact, by dynamic programming
// over the count) is 2^-202.9 (τ = 39), 2^-140.3 (τ = 49), 2^-149.8 (τ = 60).
inline void sample_in_ball_ws(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len,
                              std::uint8_t* area) noexcept
{
    sample_in_ball_budget_ws(c, tau, ctilde, len, area, tau <= 49 ? 128 : 160);
}

// Where each workspace's XOF area starts (after the polynomials and, for
// signing, the hint bitmap and the kept polynomials; see mldsa.hpp).
template <class P, class V>
std::uint8_t* keygen_area(Poly* ws) noexcept
{
    return reinterpret_cast<std::uint8_t*>(ws + MlDsa<P, V>::keygen_polys);
}
template <class P, class V>
std::uint8_t* sign_area(Poly* ws) noexcept
{
    using D = MlDsa<P, V>;
    return reinterpret_cast<std::uint8_t*>(ws + D::sign_polys) + 32 * D::k + D::sign_matrix_bytes;
}
// Signing: after the area, ρ (32), ρ'' (64) and μ (64).
inline constexpr std::size_t kSignRho = kXofBytes + kBallListBytes, kSignMu = kSignRho + 96;
// Verification: μ in the area's block buffer, after tr.
inline constexpr std::size_t kVerifyTr = kXofStateBytes, kVerifyMu = kVerifyTr + 64;
template <class P, class V>
std::uint8_t* verify_area(Poly* ws) noexcept
{
    return reinterpret_cast<std::uint8_t*>(ws + MlDsa<P, V>::verify_polys);
}

// mldsa_keygen.cpp, mldsa_sign.cpp, mldsa_verify.cpp: the internal algorithms
// on inputs whose lengths are already checked. `ws` is the aligned workspace.
template <class P, class V>
void keygen_core(const std::uint8_t xi[32], std::uint8_t* pk, std::uint8_t* sk,
                 Poly* ws) noexcept;  // Alg. 6
template <class P, class V>
void sign_core(const std::uint8_t* sk, const std::uint8_t mu[64], const std::uint8_t rnd[32],
               std::uint8_t* sig,
               Poly* ws) noexcept;  // Alg. 7, lines 1–33 after μ
template <class P, class V>
Status verify_core(const std::uint8_t* pk, const std::uint8_t mu[64], const std::uint8_t* sig,
                   Poly* ws,
                   std::uint32_t& fault) noexcept;  // Alg. 8 after μ

// mldsa_encode.cpp — FIPS 204 §7.1, §7.2. Bit packing of 256 coefficients with
// `bits` bits each: value v = c (plain) or v = a − c (offset form, a > 0).
void pack_poly(std::uint8_t* out, const Poly& p, unsigned bits,
               std::int32_t a) noexcept;  // a = 0: plain
// Algorithm 6 lines 6–8 (Algorithm 5 lines 5–7 of pk_row alike) for one row
// in one pass: r = (t + s2) mod q in [0, q) (|t| < q, |s2| ≤ η), then
// Power2Round (Algorithm 35); t1 packed in 10 bits (320 bytes, pkEncode),
// t0 as 2^12 − r0 in 13 bits (416 bytes, skEncode).
void pack_t_row(std::uint8_t* t1, std::uint8_t* t0, const Poly& t, const Poly& s2) noexcept;
void unpack_poly(Poly& p, const std::uint8_t* in, unsigned bits,
                 std::int32_t a) noexcept;  // a = 0: plain
// All-ones when a packed s1/s2 value of sk is outside 0..2η (mldsa_encode.cpp).
std::uint32_t eta_out_of_range(const std::uint8_t* in, std::size_t count, unsigned bits,
                               std::uint32_t eta) noexcept;

// FIPS 204 skDecode ranges: true when the s1 or s2 of an sk (sk_size bytes,
// s1 then s2 from byte 128) holds a value outside [−η, η]. Signing and
// public_from_secret refuse such a key with Status::invalid_encoding.
template <class P>
bool sk_malformed(const std::uint8_t* sk) noexcept
{
    constexpr unsigned bits = P::eta == 2 ? 3 : 4;
    return declassify_decision(eta_out_of_range(sk + 128, 256u * (P::k + P::l), bits, P::eta));
}

// Algorithm 20 over a hint bitmap (k·32 bytes) that is public by now.
void hint_pack_public(std::uint8_t* out, const std::uint8_t* bitmap, unsigned k,
                      unsigned omega) noexcept;
// Algorithm 21: false when the encoding is malformed (⊥).
bool hint_unpack_public(std::uint8_t* bitmap, const std::uint8_t* in, unsigned k,
                        unsigned omega) noexcept;

}  // namespace ucrypt::core::mldsa

#include "mldsa_rounding.hpp"  // needs kQ from above
