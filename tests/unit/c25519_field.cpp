// SPDX-License-Identifier: Apache-2.0
// GF(2^255 - 19) (src/curve25519): every multiplication backend against an
// independent reference (plain 8-word schoolbook and a fold-until-reduced
// loop, written here), on edge and random operands:
//   - FieldMul<Small>, FieldMul<SuperFast> (what the library uses: the
//     packed kernel through pack/unpack where one is set, else the C++) and
//     PortableFieldMul<Small>, <SuperFast> (the radix 2^25.5 C++), on every
//     target;
//   - where a packed kernel is set (UCRYPT_C25519_PACKED: field_armv7m.S on
//     Armv7E-M, field_armv6m.S on Armv6-M), its mul, sq, add, sub and
//     mul_small on any input below 2^256, and its product against the
//     portable C++ one.
// The edge operands: 0, 1, p - 1, p, p + 1, 2p - 1, 2p, 2^255 - 1, 2^256 - 1,
// one all-ones word at each position, 2^(32 i) - 1 (carries across every
// word), and radix 2^25.5 elements with every limb at its maximum.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "../../src/curve25519/field.hpp"
#include "../../src/curve25519/field_p32.hpp"
#include "../../src/curve25519/field_small.hpp"
#include "../../src/curve25519/field_superfast.hpp"

namespace {

namespace c = ucrypt::core::c25519;
using W8 = std::array<std::uint32_t, 8>;
using Bytes = std::array<std::uint8_t, 32>;

// ---- the reference: values as little-endian 32-bit words -------------------

// x mod p, canonical, for x of n words: x = (x mod 2^255) + 19 (x >> 255)
// until x < 2^255, then one conditional subtraction of p.
W8 ref_reduce(std::vector<std::uint32_t> x)
{
    for (;;) {
        std::vector<std::uint32_t> hi(x.size(), 0);  // x >> 255
        for (std::size_t i = 7; i < x.size(); ++i) {
            const std::uint64_t w = (std::uint64_t{i + 1 < x.size() ? x[i + 1] : 0u} << 32) | x[i];
            hi[i - 7] = static_cast<std::uint32_t>(w >> 31);
        }
        bool zero = true;
        for (auto h : hi) zero = zero && h == 0;
        if (zero) break;
        std::vector<std::uint32_t> lo(x.size(), 0);
        for (std::size_t i = 0; i < 8; ++i) lo[i] = x[i];
        lo[7] &= 0x7FFFFFFFu;
        std::uint64_t carry = 0;
        for (std::size_t i = 0; i < x.size(); ++i) {
            carry += lo[i] + std::uint64_t{hi[i]} * 19u;
            x[i] = static_cast<std::uint32_t>(carry);
            carry >>= 32;
        }
        REQUIRE(carry == 0);
    }
    // now x < 2^255 < 2p
    const W8 p = {0xFFFFFFEDu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                  0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0x7FFFFFFFu};
    W8 r{}, d{};
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        r[i] = x[i];
        const std::int64_t t = std::int64_t{x[i]} - p[i] + borrow;
        d[i] = static_cast<std::uint32_t>(t);
        borrow = t < 0 ? -1 : 0;
    }
    return borrow == 0 ? d : r;  // x >= p: x - p
}

W8 ref_mul(const W8& a, const W8& b)
{
    std::vector<std::uint32_t> t(17, 0);
    for (std::size_t i = 0; i < 8; ++i) {
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < 8; ++j) {
            carry += std::uint64_t{a[i]} * b[j] + t[i + j];
            t[i + j] = static_cast<std::uint32_t>(carry);
            carry >>= 32;
        }
        t[i + 8] = static_cast<std::uint32_t>(carry);
    }
    return ref_reduce(t);
}

W8 ref_add(const W8& a, const W8& b)
{
    std::vector<std::uint32_t> t(9, 0);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        carry += std::uint64_t{a[i]} + b[i];
        t[i] = static_cast<std::uint32_t>(carry);
        carry >>= 32;
    }
    t[8] = static_cast<std::uint32_t>(carry);
    return ref_reduce(t);
}

// a - b = a + (4p - b) (mod p), 4p - b > 0 for every b < 2^256.
W8 ref_sub(const W8& a, const W8& b)
{
    const std::uint32_t four_p[9] = {0xFFFFFFB4u, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                     0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu,
                                     0xFFFFFFFFu, 0xFFFFFFFFu, 0x1u};
    std::vector<std::uint32_t> t(10, 0);
    std::int64_t c = 0;
    for (std::size_t i = 0; i < 9; ++i) {
        c += std::int64_t{four_p[i]} - (i < 8 ? std::int64_t{b[i]} : 0) + (i < 8 ? a[i] : 0);
        t[i] = static_cast<std::uint32_t>(c);
        c >>= 32;  // arithmetic: floor division by 2^32
    }
    t[9] = static_cast<std::uint32_t>(c);
    return ref_reduce(t);
}

W8 ref_of_bytes(const Bytes& s)
{
    W8 w{};
    for (std::size_t i = 0; i < 32; ++i) w[i / 4] |= std::uint32_t{s[i]} << (8 * (i % 4));
    return w;
}

// ---- operands --------------------------------------------------------------

struct Prng {  // splitmix64: reproducible, not cryptographic
    std::uint64_t s;
    std::uint32_t next()
    {
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return static_cast<std::uint32_t>((z ^ (z >> 31)) >> 16);
    }
};

std::vector<W8> edge_operands()
{
    const std::uint32_t m = 0xFFFFFFFFu;
    std::vector<W8> v = {
        W8{},
        W8{1},
        W8{0xFFFFFFECu, m, m, m, m, m, m, 0x7FFFFFFFu},  // p - 1
        W8{0xFFFFFFEDu, m, m, m, m, m, m, 0x7FFFFFFFu},  // p
        W8{0xFFFFFFEEu, m, m, m, m, m, m, 0x7FFFFFFFu},  // p + 1
        W8{0xFFFFFFD9u, m, m, m, m, m, m, m},            // 2p - 1
        W8{0xFFFFFFDAu, m, m, m, m, m, m, m},            // 2p
        W8{m, m, m, m, m, m, m, 0x7FFFFFFFu},            // 2^255 - 1
        W8{0, 0, 0, 0, 0, 0, 0, 0x80000000u},            // 2^255
        W8{m, m, m, m, m, m, m, m},                      // 2^256 - 1
        W8{0xFFFFFFDAu - 38u, m, m, m, m, m, m, m},      // 2^256 - 76
        W8{19},
        W8{38},
        W8{121665},
    };
    for (std::size_t i = 0; i < 8; ++i) {  // one all-ones word
        W8 w{};
        w[i] = m;
        v.push_back(w);
    }
    for (std::size_t i = 1; i < 8; ++i) {  // 2^(32 i) - 1
        W8 w{};
        for (std::size_t j = 0; j < i; ++j) w[j] = m;
        v.push_back(w);
    }
    return v;
}

std::vector<W8> random_operands(std::size_t n)
{
    Prng g{0x25519};
    std::vector<W8> v;
    for (std::size_t k = 0; k < n; ++k) {
        W8 w;
        for (auto& x : w) x = g.next();
        if (k % 4 == 1) w[7] |= 0x80000000u;  // at or above 2^255
        if (k % 4 == 2) w[7] &= 0x7FFFFFFFu;
        v.push_back(w);
    }
    return v;
}

// ---- the radix 2^25.5 element API (field.hpp) -----------------------------

Bytes bytes_of(const W8& w)
{
    Bytes s{};
    for (std::size_t i = 0; i < 32; ++i)
        s[i] = static_cast<std::uint8_t>(w[i / 4] >> (8 * (i % 4)));
    return s;
}

c::Fe fe_of(const W8& w)  // bit 255 masked, as fe_frombytes reads it
{
    const Bytes s = bytes_of(w);
    c::Fe f;
    c::fe_frombytes(f, s.data());
    return f;
}

W8 masked(W8 w)
{
    w[7] &= 0x7FFFFFFFu;
    return w;
}

W8 canon(const c::Fe& f)
{
    Bytes s;
    c::fe_tobytes(s.data(), f);
    return ref_of_bytes(s);
}

// mul/sq outputs must be carried (field.hpp): limb i < 2^w_i, limb 1 below
// 2^25 + 2^16 (the wrap-around carry of the portable product's carry_wide).
bool carried(const c::Fe& f)
{
    for (std::size_t i = 0; i < 10; ++i) {
        const std::uint32_t bound = i == 1 ? (1u << 25) + (1u << 16) - 1u : c::limb_mask(i);
        if (f.v[i] > bound) return false;
    }
    return true;
}

template <class Mul>
int check_fe_backend(const char* name, const std::vector<c::Fe>& xs, const std::vector<W8>& ws)
{
    INFO(std::string(name));
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        c::Fe s;
        Mul::sq(s, xs[i]);
        CHECK_MESSAGE(carried(s), s.v[0], " ", s.v[1], " ", s.v[9]);
        CHECK(canon(s) == ref_mul(ws[i], ws[i]));
        for (std::size_t j = 0; j < xs.size(); ++j) {
            c::Fe h;
            Mul::mul(h, xs[i], xs[j]);
            CHECK_MESSAGE(carried(h), h.v[0], " ", h.v[1], " ", h.v[9]);
            CHECK(canon(h) == ref_mul(ws[i], ws[j]));
            ++n;
        }
    }
    return n;
}

// Carried elements with limbs at their maxima (value 2^255 - 1), limb 1 at
// 2^25, and alternating maxima and zeros.
std::vector<c::Fe> limb_edges()
{
    std::vector<c::Fe> v;
    c::Fe f;
    for (std::size_t i = 0; i < 10; ++i) f.v[i] = c::limb_mask(i);
    v.push_back(f);
    f.v[1] = 1u << 25;
    v.push_back(f);
    for (std::size_t i = 0; i < 10; ++i) f.v[i] = (i % 2) ? 0 : c::limb_mask(i);
    v.push_back(f);
    for (std::size_t i = 0; i < 10; ++i) f.v[i] = (i % 2) ? c::limb_mask(i) : 0;
    v.push_back(f);
    return v;
}

// The value of a (possibly non-canonical) radix 2^25.5 element as words.
W8 words_of_fe(const c::Fe& f)
{
    std::vector<std::uint32_t> t(9, 0);
    unsigned off = 0;
    for (std::size_t i = 0; i < 10; ++i) {
        const unsigned w = off / 32, s = off % 32;
        const std::uint64_t x = std::uint64_t{f.v[i]} << s;
        std::uint64_t carry = x;
        for (std::size_t k = w; carry != 0 && k < t.size(); ++k) {
            carry += t[k];
            t[k] = static_cast<std::uint32_t>(carry);
            carry >>= 32;
        }
        off += c::limb_bits(i);
    }
    return ref_reduce(t);
}

#if UCRYPT_C25519_PACKED
c::p32::Fp fp_of(const W8& w)
{
    c::p32::Fp f;
    for (std::size_t i = 0; i < 8; ++i) f.w[i] = w[i];
    return f;
}
W8 canon_fp(const c::p32::Fp& f)
{
    Bytes s;
    c::p32::tobytes(s.data(), f);
    return ref_of_bytes(s);
}
#endif

}  // namespace

TEST_SUITE("c25519_field")
{
    TEST_CASE("reference self-check")
    {
        // (p - 1)^2 = 1, 2^255 = 19, (2^256 - 1) = 37 (mod p); 0 - 1 = p - 1.
        const auto e = edge_operands();
        CHECK(ref_mul(e[2], e[2]) == W8{1});
        CHECK(ref_mul(e[8], W8{1}) == W8{19});
        CHECK(ref_add(e[9], W8{}) == W8{37});
        CHECK(ref_sub(W8{}, W8{1}) == e[2]);
        CHECK(ref_mul(e[3], e[9]) == W8{});
    }

    TEST_CASE("FieldMul and PortableFieldMul against the reference")
    {
        std::vector<W8> ws;
        std::vector<c::Fe> xs;
        for (const auto& w : edge_operands()) {
            ws.push_back(masked(w));
            xs.push_back(fe_of(w));
        }
        for (const auto& w : random_operands(12)) {
            ws.push_back(masked(w));
            xs.push_back(fe_of(w));
        }
        for (const auto& f : limb_edges()) {
            xs.push_back(f);
            ws.push_back(words_of_fe(f));
        }
        const int n = check_fe_backend<c::FieldMul<ucrypt::Curve25519Small>>(
            "FieldMul<Curve25519Small>", xs, ws);
        check_fe_backend<c::FieldMul<ucrypt::Curve25519SuperFast>>("FieldMul<Curve25519SuperFast>",
                                                                   xs, ws);
        check_fe_backend<c::PortableFieldMul<ucrypt::Curve25519Small>>(
            "PortableFieldMul<Curve25519Small>", xs, ws);
        check_fe_backend<c::PortableFieldMul<ucrypt::Curve25519SuperFast>>(
            "PortableFieldMul<Curve25519SuperFast>", xs, ws);
        CHECK(n == static_cast<int>(xs.size() * xs.size()));
    }

#if UCRYPT_C25519_PACKED
    TEST_CASE("packed kernel: mul, sq, add, sub, mul_small against the reference")
    {
        std::vector<W8> ws = edge_operands();
        for (const auto& w : random_operands(24)) ws.push_back(w);
        namespace k = c::p32;
        int n = 0;
        for (const auto& a : ws) {
            const k::Fp fa = fp_of(a);
            k::Fp r;
            k::sq(r, fa);
            CHECK(canon_fp(r) == ref_mul(a, a));
            k::mul_small(r, fa, 121665u);
            CHECK(canon_fp(r) == ref_mul(a, W8{121665}));
            k::mul_small(r, fa, (1u << 26) - 1u);
            CHECK(canon_fp(r) == ref_mul(a, W8{(1u << 26) - 1u}));
            for (const auto& b : ws) {
                const k::Fp fb = fp_of(b);
                k::mul(r, fa, fb);
                CHECK(canon_fp(r) == ref_mul(a, b));
                k::add(r, fa, fb);
                CHECK(canon_fp(r) == ref_add(a, b));
                k::sub(r, fa, fb);
                CHECK(canon_fp(r) == ref_sub(a, b));
                ++n;
            }
            // In place: r aliasing an input.
            k::Fp x = fa;
            k::mul(x, x, x);
            CHECK(canon_fp(x) == ref_mul(a, a));
            x = fa;
            k::sq(x, x);
            CHECK(canon_fp(x) == ref_mul(a, a));
        }
        CHECK(n == static_cast<int>(ws.size() * ws.size()));
    }

    TEST_CASE("packed kernel product against the portable C++ product")
    {
        namespace k = c::p32;
        std::vector<W8> ws = edge_operands();
        for (const auto& w : random_operands(16)) ws.push_back(w);
        for (const auto& a : ws) {
            for (const auto& b : ws) {
                k::Fp r;
                k::mul(r, fp_of(masked(a)), fp_of(masked(b)));
                c::Fe h;
                c::PortableFieldMul<ucrypt::Curve25519SuperFast>::mul(h, fe_of(a), fe_of(b));
                CHECK(canon_fp(r) == canon(h));
            }
        }
    }
#endif
}
