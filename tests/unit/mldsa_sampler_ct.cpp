// SPDX-License-Identifier: Apache-2.0
// ML-DSA constant-time samplers (src/mldsa/mldsa_sample.cpp, the ones key
// generation and signing use): both oblivious compactions (the lanes of
// mldsa_compact.cpp, the bit planes of mldsa_slice.cpp) against a plain one,
// and RejBoundedPoly / SampleInBall against FIPS 204 Algorithms 31 and 29
// written out directly here (variable time) on many random seeds, on the
// default budgets, on budgets the reference outruns about half the time, and
// on budgets too small to ever suffice (every call takes the slow fallback).
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "../../src/mldsa/mldsa_internal.hpp"
#include "ucrypt/sha3.hpp"

namespace {

namespace md = ucrypt::core::mldsa;

#if defined(__arm__) || !defined(__OPTIMIZE__)
constexpr int kRounds = 12;
#else
constexpr int kRounds = 150;
#endif

struct Rng {
    std::uint64_t s;
    std::uint32_t next()
    {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return static_cast<std::uint32_t>(s >> 32);
    }
    void fill(std::uint8_t* p, std::size_t n)
    {
        for (std::size_t i = 0; i < n; ++i) p[i] = static_cast<std::uint8_t>(next());
    }
};

// FIPS 204 Algorithm 31 with Algorithm 15, as written; returns how many
// half-bytes it read.
std::size_t rej_bounded_ref(std::int32_t* out, unsigned eta, const std::uint8_t* seed,
                            unsigned index)
{
    ucrypt::Shake256 h;
    h.update(ucrypt::ByteView(seed, 64));
    const std::uint8_t idx[2] = {static_cast<std::uint8_t>(index),
                                 static_cast<std::uint8_t>(index >> 8)};
    h.update(ucrypt::ByteView(idx, 2));
    std::size_t j = 0, read = 0;
    while (j < 256) {
        std::uint8_t z = 0;
        h.squeeze(ucrypt::ByteSpan(&z, 1));
        for (int b : {z & 15, z >> 4}) {
            if (j == 256) break;
            ++read;
            if (eta == 2 && b < 15) out[j++] = 2 - b % 5;
            if (eta == 4 && b < 9) out[j++] = 4 - b;
        }
    }
    return read;
}

// FIPS 204 Algorithm 17 (BitPack(w, η, η)) as written: η − w_i in
// bitlen(2η) bits each, bit j of coefficient i at bit i·bitlen + j.
std::vector<std::uint8_t> bit_pack_ref(const std::int32_t* w, unsigned eta)
{
    const unsigned bits = eta == 2 ? 3 : 4;
    std::vector<std::uint8_t> out(32 * bits, 0);
    for (unsigned i = 0; i < 256; ++i) {
        const auto v = static_cast<unsigned>(static_cast<std::int32_t>(eta) - w[i]);
        for (unsigned j = 0; j < bits; ++j)
            if ((v >> j) & 1u)
                out[(i * bits + j) / 8] = static_cast<std::uint8_t>(out[(i * bits + j) / 8] |
                                                                    (1u << ((i * bits + j) % 8)));
    }
    return out;
}

// FIPS 204 Algorithm 29 as written; returns how many j bytes it read.
std::size_t sample_in_ball_ref(std::int32_t* c, unsigned tau, const std::uint8_t* rho,
                               std::size_t len)
{
    ucrypt::Shake256 h;
    h.update(ucrypt::ByteView(rho, len));
    std::uint8_t s[8];
    h.squeeze(ucrypt::ByteSpan(s, 8));
    for (int i = 0; i < 256; ++i) c[i] = 0;
    std::size_t read = 0;
    for (unsigned i = 256 - tau; i < 256; ++i) {
        std::uint8_t j = 0;
        do {
            h.squeeze(ucrypt::ByteSpan(&j, 1));
            ++read;
        } while (j > i);
        c[i] = c[j];
        const unsigned bit = i + tau - 256;
        c[j] = (s[bit / 8] >> (bit % 8)) & 1 ? -1 : 1;
    }
    return read;
}

// The samplers' workspace: XOF area with SampleInBall's list.
struct Area {
    alignas(8) std::uint8_t xof[md::kXofBytes + md::kBallListBytes];
};

bool same_poly(const md::Poly& p, const std::int32_t* ref)
{
    for (std::size_t x = 0; x < md::kN; ++x)
        if (p.c[x] != ref[x]) return false;
    return true;
}

}  // namespace

TEST_SUITE("mldsa")
{
    TEST_CASE("oblivious compaction keeps the accepted values in order")
    {
        Rng rng{0x1234567887654321u};
        std::vector<std::uint8_t> val(2 * md::kCompactMaxWords), acc(2 * md::kCompactMaxWords),
            out(256);
        int cases = 0;
        for (int r = 0; r < 10 * kRounds; ++r) {
            const std::size_t keep = 1 + rng.next() % 256;
            std::size_t n = rng.next() % (keep + 256);  // n − keep < 256
            if (n > val.size()) n = val.size();
            const unsigned shape = rng.next() % 4;
            const std::uint32_t rate = rng.next() % 17;  // acceptance in sixteenths
            for (std::size_t k = 0; k < n; ++k) {
                val[k] = static_cast<std::uint8_t>(rng.next());
                switch (shape) {
                    case 0:
                        acc[k] = (rng.next() % 16) < rate;
                        break;
                    case 1:
                        acc[k] = k + keep >= n;
                        break;  // rejections first
                    case 2:
                        acc[k] = k % 2;
                        break;
                    default:
                        acc[k] = 1;
                        break;
                }
            }
            std::vector<std::uint8_t> expect;
            for (std::size_t k = 0; k < n; ++k)
                if (acc[k]) expect.push_back(val[k]);
            const std::uint32_t got =
                md::compact_bytes(out.data(), keep, val.data(), acc.data(), n);
            REQUIRE(got == expect.size());
            // The values are defined when every shift fits 8 bits: at least
            // `keep` accepted (as n − keep < 256), or fewer than 256 rejected.
            if (expect.size() < keep && n - expect.size() >= 256) continue;
            const std::size_t m = expect.size() < keep ? expect.size() : keep;
            for (std::size_t x = 0; x < m; ++x) REQUIRE(out[x] == expect[x]);
            ++cases;
        }
        CHECK(cases > 8 * kRounds);
    }

    TEST_CASE("bit-sliced half-byte compaction keeps the accepted values in order")
    {
        Rng rng{0x2468ACE013579BDFu};
        std::vector<std::uint8_t> hb(md::kRbBytes * 2);
        std::uint32_t raw[md::kRbRawWords], planes[md::kRbPlaneWords];
        int shapes[7] = {};
        for (int r = 0; r < 20 * kRounds; ++r) {
            const unsigned eta = r % 2 ? 4u : 2u;
            const unsigned limit = eta == 2 ? 15 : 9;  // Algorithm 15 accepts b < limit
            const std::size_t n = 1 + rng.next() % hb.size();
            const unsigned shape = rng.next() % 7;
            const std::uint32_t rate = rng.next() % 17;  // acceptance in sixteenths
            const std::size_t run = 1 + rng.next() % 80;
            for (std::size_t k = 0; k < hb.size(); ++k) {
                bool acc = false;
                switch (shape) {
                    case 0:
                        acc = (rng.next() % 16) < rate;
                        break;
                    case 1:
                        acc = k + 256 >= n;
                        break;  // rejections first
                    case 2:
                        acc = k % 2;
                        break;
                    case 3:
                        acc = true;
                        break;
                    case 4:
                        acc = false;
                        break;
                    case 5:
                        acc = (k / run) % 2;
                        break;  // alternating runs
                    default:
                        acc = (k / 32) % 3 == 1;
                        break;  // whole groups
                }
                const std::uint32_t v = rng.next();
                hb[k] = static_cast<std::uint8_t>(acc ? v % limit : limit + v % (16 - limit));
            }
            for (std::uint32_t& x : raw) x = 0;
            for (std::size_t k = 0; k < hb.size(); ++k)
                raw[k / 8] |= std::uint32_t{hb[k]} << (4 * (k % 8));
            std::vector<std::uint8_t> expect;
            for (std::size_t k = 0; k < n; ++k)
                if (hb[k] < limit) expect.push_back(hb[k]);
            const std::uint32_t got = md::compact_half_bytes(planes, raw, n, eta);
            REQUIRE(got == expect.size());
            // Positions 0 .. 255: the accepted values in order, then zeros.
            for (std::size_t x = 0; x < 256; ++x) {
                unsigned b = 0;
                for (unsigned j = 0; j < 4; ++j)
                    b |= ((planes[4 * (x / 32) + j] >> (x % 32)) & 1u) << j;
                REQUIRE(b == (x < expect.size() ? expect[x] : 0u));
            }
            ++shapes[shape];
        }
        for (int c : shapes) CHECK(c > 0);
    }

    TEST_CASE("bit planes back to stream words")
    {
        Rng rng{0x0123456789ABCDEFu};
        for (int r = 0; r < 50 * kRounds; ++r) {
            std::uint32_t p[4], w[4];
            for (std::uint32_t& x : p) x = rng.next();
            for (unsigned j = 0; j < 4; ++j) w[j] = p[j];
            md::planes_to_stream(w);
            for (unsigned x = 0; x < 32; ++x) {
                unsigned b = 0;
                for (unsigned j = 0; j < 4; ++j) b |= ((p[j] >> x) & 1u) << j;
                REQUIRE(((w[x / 8] >> (4 * (x % 8))) & 15u) == b);
            }
        }
    }

    TEST_CASE(
        "RejBoundedPoly: constant-time form equals FIPS 204 Algorithm 31, its packing Algorithm 17")
    {
        Rng rng{0x0F1E2D3C4B5A6978u};
        std::uint8_t seed[64];
        std::int32_t ref[256];
        md::Poly s{};
        Area area{};
        for (unsigned eta : {2u, 4u}) {
            // Budgets: the default one, one the reference outruns about half
            // the time, and one that never holds 256 candidates (fallback).
            const std::size_t half = eta == 2 ? 136 : 232, never = 64;
            int fallback = 0, direct = 0;
            for (int r = 0; r < kRounds; ++r) {
                rng.fill(seed, sizeof seed);
                const unsigned index = rng.next() % 15;
                const std::size_t read = rej_bounded_ref(ref, eta, seed, index);
                const std::vector<std::uint8_t> ref_packed = bit_pack_ref(ref, eta);
                std::vector<std::uint8_t> packed(ref_packed.size(), 0xA5);
                md::rej_bounded_poly_ws(s, eta, seed, index, area.xof, packed.data());
                REQUIRE(same_poly(s, ref));
                REQUIRE(packed == ref_packed);
                for (auto& x : s.c) x = 99;
                md::rej_bounded_poly_budget_ws(s, eta, seed, index, area.xof, nullptr, half);
                REQUIRE(same_poly(s, ref));
                (read > 2 * half - 1 ? fallback : direct)++;
                if (r % 4 == 0) {
                    for (auto& x : s.c) x = 99;
                    for (auto& b : packed) b = 0x5A;
                    md::rej_bounded_poly_budget_ws(s, eta, seed, index, area.xof, packed.data(),
                                                   never);
                    REQUIRE(same_poly(s, ref));
                    REQUIRE(packed == ref_packed);
                }
            }
            CHECK(fallback > 0);
            CHECK(direct > 0);
        }
    }

    TEST_CASE("SampleInBall: constant-time form equals FIPS 204 Algorithm 29")
    {
        Rng rng{0x5555AAAA3333CCCCu};
        std::uint8_t rho[64];
        std::int32_t ref[256];
        md::Poly c{}, d{};
        Area area{};
        for (unsigned tau : {39u, 49u, 60u}) {
            int fallback = 0, direct = 0;
            const std::size_t small = tau + tau / 8;  // about the median need
            for (int r = 0; r < 2 * kRounds; ++r) {
                const std::size_t len = 32 + 16 * (rng.next() % 3);
                rng.fill(rho, len);
                const std::size_t read = sample_in_ball_ref(ref, tau, rho, len);
                md::sample_in_ball_ws(c, tau, rho, len, area.xof);
                REQUIRE(same_poly(c, ref));
                md::sample_in_ball_public_ws(d, tau, rho, len, area.xof);
                REQUIRE(same_poly(d, ref));
                md::sample_in_ball_budget_ws(c, tau, rho, len, area.xof, small);
                REQUIRE(same_poly(c, ref));
                (read > small ? fallback : direct)++;
            }
            CHECK(fallback > 0);
            CHECK(direct > 0);
        }
    }
}
