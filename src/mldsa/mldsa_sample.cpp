// ucrypt — ML-DSA pseudorandom sampling (FIPS 204 §7.3): the matrix Â from
// SHAKE128, the short vectors s1, s2 and the mask y from SHAKE256, and the
// challenge c.
#include "mldsa_internal.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::mldsa_detail {

// The rejection samplers and the signing loop make their accept bits public
// here and nowhere else (the constant-time harness checks everything else).
bool declassify_reject(std::uint32_t mask) noexcept
{
    return ct::Mask<std::uint32_t>{mask}.declassify_as_bool();
}

// FIPS 204 Algorithm 30 (RejNTTPoly) with seed ρ ‖ IntegerToBytes(col, 1) ‖
// IntegerToBytes(row, 1) (Algorithm 32, line 5). ρ is public: the rejection
// test may branch.
void rej_ntt_poly(Poly& a, const std::uint8_t rho[32], unsigned row, unsigned col) noexcept
{
    Shake128 g;
    g.update(ByteView(rho, 32));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(col), static_cast<std::uint8_t>(row)};
    g.update(ByteView(idx, 2));
    std::uint8_t buf[168];  // one SHAKE128 block: 56 candidates
    std::size_t j = 0;
    while (j < kN) {
        g.squeeze(buf);
        for (std::size_t p = 0; p < sizeof buf && j < kN; p += 3) {
            // Algorithm 14 (CoeffFromThreeBytes): the top bit of b2 is dropped.
            const std::uint32_t z = buf[p] | (static_cast<std::uint32_t>(buf[p + 1]) << 8) |
                                    (static_cast<std::uint32_t>(buf[p + 2] & 0x7Fu) << 16);
            if (z < static_cast<std::uint32_t>(kQ)) a.c[j++] = static_cast<std::int32_t>(z);
        }
    }
}

namespace {

// FIPS 204 Algorithm 15 (CoeffFromHalfByte) without a branch: the value, and
// an accept mask (b < 15 for η = 2, b < 9 for η = 4). b mod 5 is computed as
// b − 5·⌊b·205 / 1024⌋, exact for b < 16.
std::int32_t coeff_from_half_byte(std::uint32_t b, unsigned eta, std::uint32_t& accept) noexcept
{
    if (eta == 2) {  // eta is public
        accept = ct::Mask<std::uint32_t>::is_lt(b, 15).value;
        const std::uint32_t mod5 = b - 5 * ((b * 205) >> 10);
        return 2 - static_cast<std::int32_t>(mod5);
    }
    accept = ct::Mask<std::uint32_t>::is_lt(b, 9).value;
    return 4 - static_cast<std::int32_t>(b);
}

}  // namespace

// FIPS 204 Algorithm 31 (RejBoundedPoly) with seed ρ' ‖ IntegerToBytes(index, 2)
// (Algorithm 33). ρ' is secret: the half-byte values never reach a branch;
// only each candidate's accept bit is made public (it says nothing about
// the accepted values), which decides where the next coefficient goes.
void rej_bounded_poly(Poly& s, unsigned eta, const std::uint8_t rho_prime[64], unsigned index) noexcept
{
    Shake256 h;
    h.update(ByteView(rho_prime, 64));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(index >> 8)};
    h.update(ByteView(idx, 2));
    std::uint8_t buf[136];
    std::size_t j = 0;
    while (j < kN) {
        h.squeeze(buf);
        for (std::size_t p = 0; p < sizeof buf && j < kN; ++p) {
            for (unsigned half = 0; half < 2 && j < kN; ++half) {
                std::uint32_t accept = 0;
                const std::int32_t v = coeff_from_half_byte((static_cast<unsigned>(buf[p]) >> (4 * half)) & 15u, eta, accept);
                s.c[j] = v;
                if (declassify_reject(accept)) ++j;
            }
        }
    }
    wipe(buf, sizeof buf);
}

// FIPS 204 Algorithm 34 (ExpandMask), one polynomial: y = BitUnpack of
// H(ρ'' ‖ IntegerToBytes(κ, 2), 32·(1 + bitlen(γ1 − 1))) with offset γ1.
void expand_mask_poly(Poly& y, unsigned gamma1_bits, const std::uint8_t rho2[64], unsigned kappa) noexcept
{
    Shake256 h;
    h.update(ByteView(rho2, 64));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(kappa), static_cast<std::uint8_t>(kappa >> 8)};
    h.update(ByteView(idx, 2));
    const unsigned bits = gamma1_bits + 1;
    std::uint8_t buf[640];  // 32·20 bytes at most
    h.squeeze(ByteSpan(buf, 32 * bits));
    unpack_poly(y, buf, bits, static_cast<std::int32_t>(1u << gamma1_bits));
    wipe(buf, sizeof buf);
}

namespace {

// Builds c from the list of its τ non-zero positions (pos, sign): for each
// coefficient, a scan over the list with masks, so the secret positions are
// never used as an index.
void challenge_from_list(Poly& c, const std::uint8_t* pos, const std::int32_t* sgn, unsigned tau) noexcept
{
    for (std::size_t x = 0; x < kN; ++x) {
        std::int32_t v = 0;
        for (unsigned t = 0; t < tau; ++t) {
            const auto hit = ct::Mask<std::uint32_t>::is_equal(pos[t], static_cast<std::uint32_t>(x)).value;
            v |= static_cast<std::int32_t>(hit & static_cast<std::uint32_t>(sgn[t]));
        }
        c.c[x] = v;
    }
}

}  // namespace

// FIPS 204 Algorithm 29 (SampleInBall), constant time for a secret c̃ (the
// challenge of an attempt that may still be rejected). The swap c_i ← c_j,
// c_j ← ±1 is kept as a list of positions: the entry at j moves to i and j is
// appended. Positions are compared with masks, never used as indices; the
// accept bit of each byte (j ≤ i) is the only value made public.
void sample_in_ball(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept
{
    Shake256 h;
    h.update(ByteView(ctilde, len));
    std::uint8_t buf[136];
    h.squeeze(buf);
    std::uint64_t signs = util::load_le64(buf);
    std::uint8_t pos[64];
    std::int32_t sgn[64];
    std::size_t p = 8;
    for (unsigned n = 0; n < tau; ++n) {
        const unsigned i = static_cast<unsigned>(kN) - tau + n;
        std::uint32_t j = 0;
        for (;;) {
            if (p == sizeof buf) {
                h.squeeze(buf);
                p = 0;
            }
            j = buf[p++];
            if (declassify_reject(ct::Mask<std::uint32_t>::is_lte(j, i).value)) break;
        }
        for (unsigned t = 0; t < n; ++t) {
            const auto m = ct::Mask<std::uint32_t>::is_equal(pos[t], j);
            pos[t] = static_cast<std::uint8_t>(m.select(i, pos[t]));
        }
        pos[n] = static_cast<std::uint8_t>(j);
        sgn[n] = 1 - 2 * static_cast<std::int32_t>(signs & 1u);  // +1 or −1, arithmetic only
        signs >>= 1;
    }
    challenge_from_list(c, pos, sgn, tau);
    wipe(buf, sizeof buf);
    wipe(pos, sizeof pos);
    wipe(sgn, sizeof sgn);
    wipe(&signs, sizeof signs);
}

// Algorithm 29 for a public c̃ (verification): the direct form.
void sample_in_ball_public(Poly& c, unsigned tau, const std::uint8_t* ctilde, std::size_t len) noexcept
{
    Shake256 h;
    h.update(ByteView(ctilde, len));
    std::uint8_t buf[136];
    h.squeeze(buf);
    std::uint64_t signs = util::load_le64(buf);
    for (auto& x : c.c) x = 0;
    std::size_t p = 8;
    for (unsigned i = static_cast<unsigned>(kN) - tau; i < kN; ++i) {
        unsigned j = 0;
        do {
            if (p == sizeof buf) {
                h.squeeze(buf);
                p = 0;
            }
            j = buf[p++];
        } while (j > i);
        c.c[i] = c.c[j];
        c.c[j] = 1 - 2 * static_cast<std::int32_t>(signs & 1u);
        signs >>= 1;
    }
}

}  // namespace ucrypt::mldsa_detail
