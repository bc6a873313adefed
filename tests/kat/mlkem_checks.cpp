// SPDX-License-Identifier: Apache-2.0
// ML-KEM (FIPS 203) input checks (§7.2, §7.3), statuses, the seed form of the
// decapsulation key, the randomised front ends and the pairwise consistency
// test, for every parameter set and both variants. Also checks the
// multiply-shift Compress_d against the definition, for every input.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdio>
#include <vector>

#include "../../src/mlkem/mlkem_internal.hpp"
#include "ucrypt/mlkem.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::Status;
using ucrypt::test::Bytes;

bool all_zero(const std::uint8_t* p, std::size_t n)
{
    return std::all_of(p, p + n, [](std::uint8_t b) { return b == 0; });
}

// Hands out the bytes of a counter, or fails on request.
class TestRng final : public ucrypt::Rng {
public:
    explicit TestRng(bool fail) : fail_(fail) {}
    Status fill(ucrypt::ByteSpan out) noexcept override
    {
        if (fail_) return Status::entropy_failure;
        for (auto& b : out) b = next_++;
        return Status::ok;
    }

private:
    bool fail_;
    std::uint8_t next_ = 7;
};

std::array<std::uint8_t, 64> seed_of(std::uint8_t v)
{
    std::array<std::uint8_t, 64> s{};
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = static_cast<std::uint8_t>(v + 3 * i);
    return s;
}

// Sets the 12-bit value number `idx` of an encoded polynomial vector.
void set12(std::uint8_t* p, std::size_t idx, unsigned v)
{
    std::uint8_t* t = p + 3 * (idx / 2);
    if (idx % 2 == 0) {
        t[0] = static_cast<std::uint8_t>(v);
        t[1] = static_cast<std::uint8_t>((t[1] & 0xF0u) | (v >> 8));
    } else {
        t[1] = static_cast<std::uint8_t>((t[1] & 0x0Fu) | ((v & 0x0Fu) << 4));
        t[2] = static_cast<std::uint8_t>(v >> 4);
    }
}

template <class Kem>
struct Keys {
    Bytes ek = Bytes(Kem::ek_size), dk = Bytes(Kem::dk_size), ct = Bytes(Kem::ct_size);
    std::array<std::uint8_t, 32> ss{};
    explicit Keys(std::uint8_t v)
    {
        const auto s = seed_of(v);
        REQUIRE(Kem::keygen_derand(s, ek, dk) == Status::ok);
        std::array<std::uint8_t, 32> m{};
        m.fill(static_cast<std::uint8_t>(v ^ 0x5A));
        REQUIRE(Kem::encaps_derand(ek, m, ct, ss) == Status::ok);
    }
};

template <class Kem>
void ek_modulus_check()
{
    Keys<Kem> keys(1);
    std::array<std::uint8_t, 32> m{}, ss{};
    Bytes ct(Kem::ct_size, 0xEE);
    const std::size_t last = 256 * Kem::k - 1;
    for (std::size_t idx : {std::size_t{0}, std::size_t{1}, last}) {
        for (unsigned v : {3329u, 4095u}) {
            Bytes ek = keys.ek;
            set12(ek.data(), idx, v);
            CHECK(Kem::check_ek(ek) == Status::invalid_key);
            ss.fill(0xEE);
            CHECK(Kem::encaps_derand(ek, m, ct, ss) == Status::invalid_key);
            CHECK(all_zero(ct.data(), ct.size()));
            CHECK(all_zero(ss.data(), ss.size()));
        }
        Bytes ek = keys.ek;
        set12(ek.data(), idx, 3328u);  // q - 1 is a valid coefficient
        CHECK(Kem::check_ek(ek) == Status::ok);
    }
}

template <class Kem>
void dk_hash_check()
{
    Keys<Kem> keys(2);
    std::array<std::uint8_t, 32> ss{};
    const std::size_t h_at = 384 * Kem::k + Kem::ek_size;
    for (std::size_t at : {h_at, h_at + 31, 384 * Kem::k + 5, Kem::dk_size - 33 - 32}) {
        Bytes dk = keys.dk;
        dk[at] ^= 0x10u;
        CHECK(Kem::check_dk(dk) == Status::invalid_key);
        ss.fill(0xEE);
        CHECK(Kem::decaps(dk, keys.ct, ss) == Status::invalid_key);
        CHECK(all_zero(ss.data(), ss.size()));
    }
    CHECK(Kem::check_dk(keys.dk) == Status::ok);
}

template <class Kem>
void length_checks()
{
    Keys<Kem> keys(3);
    std::array<std::uint8_t, 32> m{}, ss{};
    for (int delta : {-1, 1}) {
        Bytes ek = keys.ek, dk = keys.dk, ct = keys.ct;
        ek.resize(static_cast<std::size_t>(static_cast<int>(ek.size()) + delta));
        dk.resize(static_cast<std::size_t>(static_cast<int>(dk.size()) + delta));
        ct.resize(static_cast<std::size_t>(static_cast<int>(ct.size()) + delta));
        Bytes ct_ok(Kem::ct_size);
        CHECK(Kem::check_ek(ek) == Status::invalid_length);
        CHECK(Kem::check_dk(dk) == Status::invalid_length);
        CHECK(Kem::encaps_derand(ek, m, ct_ok, ss) == Status::invalid_length);
        CHECK(Kem::encaps_derand(keys.ek, m, ct, ss) == Status::invalid_length);
        CHECK(Kem::decaps(dk, keys.ct, ss) == Status::invalid_length);
        CHECK(Kem::decaps(keys.dk, ct, ss) == Status::invalid_length);
        CHECK(all_zero(ss.data(), ss.size()));
        Bytes ek_out(Kem::ek_size), dk_out(Kem::dk_size);
        CHECK(Kem::keygen_derand(seed_of(3), ek, dk_out) == Status::invalid_length);
        CHECK(Kem::keygen_derand(seed_of(3), ek_out, dk) == Status::invalid_length);
    }
    std::vector<std::byte> ws(Kem::decaps_seed_workspace_size - 1);
    CHECK(Kem::decaps_seed(seed_of(3), keys.ct, ss, ws) == Status::workspace_too_small);
}

template <class Kem>
void seed_form_and_front_ends()
{
    Keys<Kem> keys(4);
    std::array<std::uint8_t, 32> ss{};
    std::vector<std::byte> ws(Kem::decaps_seed_workspace_size, std::byte{0x55});
    CHECK(Kem::decaps_seed(seed_of(4), keys.ct, ss, ws) == Status::ok);
    CHECK(ss == keys.ss);
    CHECK(std::all_of(ws.begin(), ws.end(), [](std::byte b) { return b == std::byte{0}; }));

    // The Rng front ends equal their derand twins on the same bytes.
    TestRng rng(false), replay(false);
    Bytes ek(Kem::ek_size), dk(Kem::dk_size), ek2(Kem::ek_size), dk2(Kem::dk_size);
    CHECK(Kem::keygen(rng, ek, dk, ucrypt::MlKemPct::run) == Status::ok);
    std::array<std::uint8_t, 64> seed{};
    CHECK(replay.fill(seed) == Status::ok);
    CHECK(Kem::keygen_derand(seed, ek2, dk2) == Status::ok);
    CHECK(ek == ek2);
    CHECK(dk == dk2);
    Bytes ct(Kem::ct_size), ct2(Kem::ct_size);
    std::array<std::uint8_t, 32> ss2{}, m{};
    CHECK(Kem::encaps(rng, ek, ct, ss) == Status::ok);
    CHECK(replay.fill(m) == Status::ok);
    CHECK(Kem::encaps_derand(ek, m, ct2, ss2) == Status::ok);
    CHECK(ct == ct2);
    CHECK(ss == ss2);

    TestRng broken(true);
    CHECK(Kem::keygen(broken, ek, dk) == Status::entropy_failure);
    CHECK(all_zero(dk.data(), dk.size()));
    CHECK(Kem::encaps(broken, keys.ek, ct, ss) == Status::entropy_failure);
    CHECK(all_zero(ss.data(), ss.size()));

    // Pairwise consistency: a matching pair passes, a mismatched one fails.
    Keys<Kem> other(5);
    CHECK(Kem::pairwise_check(keys.ek, keys.dk) == Status::ok);
    CHECK(Kem::pairwise_check(keys.ek, other.dk) == Status::invalid_key);
}

template <class Kem>
void all_checks()
{
    ek_modulus_check<Kem>();
    dk_hash_check<Kem>();
    length_checks<Kem>();
    seed_form_and_front_ends<Kem>();
}

}  // namespace

TEST_SUITE("mlkem")
{
    TEST_CASE("ML-KEM input checks, statuses, seed form, front ends")
    {
        ucrypt::test::for_each_mlkem([]<class, class Kem>(const char*) { all_checks<Kem>(); });
    }

    TEST_CASE("ML-KEM Compress_d by multiply-shift equals the definition")
    {
        // FIPS 203 eq. 4.7: round(2^d·x / q) mod 2^d, computed here with a
        // division (test code only) as floor((2^(d+1)·x + q) / (2q)).
        long checked = 0;
        for (unsigned d : {1u, 4u, 5u, 10u, 11u}) {
            for (std::uint32_t x = 0; x < 3329; ++x) {
                const std::uint32_t want =
                    (((x << (d + 1)) + 3329u) / (2u * 3329u)) & ((1u << d) - 1u);
                if (ucrypt::core::mlkem::compress(static_cast<std::uint16_t>(x), d) != want) {
                    FAIL("Compress_" << d << "(" << x << ")");
                }
                ++checked;
            }
        }
        CHECK(checked == 5 * 3329);
    }
}
