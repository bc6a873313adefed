// SPDX-License-Identifier: Apache-2.0
// ML-DSA (FIPS 204): the rounding functions against their definitions, the
// documented workspace sizes, the external-μ and internal interfaces against
// the pure front end, and every refusal path (lengths, context, workspace,
// malformed hints, z out of range, pre-hash value, failing Rng).
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdio>
#include <type_traits>
#include <vector>

#include "../../src/mldsa/mldsa_internal.hpp"
#include "ucrypt/mldsa.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

namespace md = ucrypt::core::mldsa;
using ucrypt::Status;
using ucrypt::test::Bytes;
using Ws = std::vector<std::byte>;

// FIPS 204 Algorithm 36 as written, with divisions (test only).
void decompose_ref(std::int32_t r, std::int32_t gamma2, std::int32_t& r1, std::int32_t& r0)
{
    r0 = r % (2 * gamma2);
    if (r0 > gamma2) r0 -= 2 * gamma2;
    if (r - r0 == md::kQ - 1) {
        r1 = 0;
        r0 -= 1;
    } else {
        r1 = (r - r0) / (2 * gamma2);
    }
}

// Every r on the optimised host build; a stride through [0, q) plus the
// edges on Cortex-M and in unoptimised (sanitizer) builds.
#if defined(__arm__) || !defined(__OPTIMIZE__)
constexpr std::int32_t kStride = 4093;
#else
constexpr std::int32_t kStride = 1;
#endif

int check_decompose(unsigned div)
{
    const std::int32_t gamma2 = (md::kQ - 1) / static_cast<std::int32_t>(div);
    int bad = 0, n = 0;
    auto one = [&](std::int32_t r) {
        std::int32_t r1 = 0, r0 = 0, e1 = 0, e0 = 0;
        r1 = md::decompose(r, r0, div);
        decompose_ref(r, gamma2, e1, e0);
        if (r1 != e1 || r0 != e0) ++bad;
        ++n;
    };
    for (std::int32_t r = 0; r < md::kQ; r += kStride) one(r);
    for (std::int32_t r = md::kQ - 2 * gamma2 - 2; r < md::kQ; ++r) one(r);
    CHECK(bad == 0);
    return bad == 0 ? n : 0;
}

class FixedRng final : public ucrypt::Rng {
public:
    explicit FixedRng(bool fail) : fail_(fail) {}
    Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (auto& b : out) b = static_cast<std::uint8_t>(++counter_);
        return fail_ ? Status::entropy_failure : Status::ok;
    }

private:
    bool fail_;
    unsigned counter_ = 0;
};

bool all_zero(const Bytes& b)
{
    for (auto x : b)
        if (x != 0) return false;
    return true;
}

template <class Dsa>
struct Fixture {
    Bytes pk = Bytes(Dsa::pk_size), sk = Bytes(Dsa::sk_size), sig = Bytes(Dsa::sig_size);
    Ws ws = Ws(Dsa::sign_workspace_size);
    Bytes msg = {'a', 'b', 'c'}, ctx = {1, 2, 3};
    Fixture()
    {
        std::array<std::uint8_t, 32> xi{}, rnd{};
        for (unsigned i = 0; i < 32; ++i)
            xi[i] = static_cast<std::uint8_t>(7 * i + 1), rnd[i] = static_cast<std::uint8_t>(i);
        REQUIRE(Dsa::keygen_derand(xi, pk, sk, ws) == Status::ok);
        REQUIRE(Dsa::sign_derand(sk, msg, ctx, rnd, sig, ws) == Status::ok);
        REQUIRE(Dsa::verify(pk, msg, ctx, sig, ws).ok());
    }
    Status verify(const Bytes& s) { return Dsa::verify(pk, msg, ctx, s, ws).status; }
};

template <class Dsa>
void check_interfaces()
{
    Fixture<Dsa> f;
    std::array<std::uint8_t, 32> rnd{};
    for (unsigned i = 0; i < 32; ++i) rnd[i] = static_cast<std::uint8_t>(i);
    // External μ and M' give the same signature as the pure front end.
    std::array<std::uint8_t, 64> mu{};
    REQUIRE(Dsa::compute_mu(f.pk, f.msg, f.ctx, mu) == Status::ok);
    Bytes s2(Dsa::sig_size), s3(Dsa::sig_size);
    REQUIRE(Dsa::sign_mu(f.sk, mu, rnd, s2, f.ws) == Status::ok);
    CHECK(s2 == f.sig);
    Bytes mprime = {0, static_cast<std::uint8_t>(f.ctx.size())};
    mprime.insert(mprime.end(), f.ctx.begin(), f.ctx.end());
    mprime.insert(mprime.end(), f.msg.begin(), f.msg.end());
    REQUIRE(Dsa::sign_internal(f.sk, mprime, rnd, s3, f.ws) == Status::ok);
    CHECK(s3 == f.sig);
    CHECK(Dsa::verify_mu(f.pk, mu, f.sig, f.ws).ok());
    CHECK(Dsa::verify_internal(f.pk, mprime, f.sig, f.ws).ok());
    // Hedged signing draws rnd from the Rng; the result verifies.
    FixedRng rng(false);
    REQUIRE(Dsa::sign(rng, f.sk, f.msg, f.ctx, s2, f.ws) == Status::ok);
    CHECK(Dsa::verify(f.pk, f.msg, f.ctx, s2, f.ws).ok());
    CHECK(Dsa::verify(f.pk, f.msg, {}, s2, f.ws).status == Status::verify_failed);
    REQUIRE(Dsa::sign_prehash(rng, f.sk, ucrypt::MlDsaPreHash::sha3_512, f.msg, f.ctx, s2, f.ws) ==
            Status::ok);
    CHECK(Dsa::verify_prehash(f.pk, ucrypt::MlDsaPreHash::sha3_512, f.msg, f.ctx, s2, f.ws).ok());
    CHECK(Dsa::verify_prehash(f.pk, ucrypt::MlDsaPreHash::sha512, f.msg, f.ctx, s2, f.ws).status ==
          Status::verify_failed);
    // keygen from the Rng equals keygen_derand of the same 32 bytes.
    FixedRng rng2(false), rng3(false);
    std::array<std::uint8_t, 32> xi{};
    REQUIRE(rng3.fill(xi) == Status::ok);
    Bytes pk2(Dsa::pk_size), sk2(Dsa::sk_size);
    REQUIRE(Dsa::keygen(rng2, pk2, sk2, f.ws) == Status::ok);
    REQUIRE(Dsa::keygen_derand(xi, f.pk, f.sk, f.ws) == Status::ok);
    CHECK(pk2 == f.pk);
    CHECK(sk2 == f.sk);
}

template <class Dsa>
int check_refusals()
{
    Fixture<Dsa> f;
    int n = 0;
    auto expect = [&](Status got, Status want) {
        CHECK(got == want);
        n += got == want;
    };
    std::array<std::uint8_t, 32> rnd{};
    Bytes out(Dsa::sig_size, 0xAA);
    // Lengths (sign zeroes its output).
    expect(Dsa::sign_derand(Bytes(Dsa::sk_size - 1), f.msg, f.ctx, rnd, out, f.ws),
           Status::invalid_length);
    CHECK(all_zero(out));
    Bytes short_sig(Dsa::sig_size - 1, 0xAA);
    expect(Dsa::sign_derand(f.sk, f.msg, f.ctx, rnd, short_sig, f.ws), Status::invalid_length);
    CHECK(all_zero(short_sig));
    expect(Dsa::verify(Bytes(Dsa::pk_size + 1), f.msg, f.ctx, f.sig, f.ws).status,
           Status::invalid_length);
    expect(Dsa::verify(f.pk, f.msg, f.ctx, Bytes(f.sig.begin(), f.sig.end() - 1), f.ws).status,
           Status::invalid_length);
    Bytes pk2(Dsa::pk_size + 1, 0xAA), sk2(Dsa::sk_size, 0xAA);
    expect(Dsa::keygen_derand(rnd, pk2, sk2, f.ws), Status::invalid_length);
    CHECK((all_zero(pk2) && all_zero(sk2)));
    // Context strings: 255 bytes are fine, 256 are not.
    const Bytes ctx255(255, 9), ctx256(256, 9);
    expect(Dsa::sign_derand(f.sk, f.msg, ctx255, rnd, out, f.ws), Status::ok);
    expect(Dsa::verify(f.pk, f.msg, ctx255, out, f.ws).status, Status::ok);
    expect(Dsa::sign_derand(f.sk, f.msg, ctx256, rnd, out, f.ws), Status::invalid_length);
    CHECK(all_zero(out));
    expect(Dsa::verify(f.pk, f.msg, ctx256, f.sig, f.ws).status, Status::invalid_length);
    expect(
        Dsa::sign_prehash_derand(f.sk, ucrypt::MlDsaPreHash::sha512, f.msg, ctx256, rnd, out, f.ws),
        Status::invalid_length);
    // Workspaces one byte short.
    Ws ks(Dsa::keygen_workspace_size - 1), ss(Dsa::sign_workspace_size - 1),
        vs(Dsa::verify_workspace_size - 1);
    expect(Dsa::keygen_derand(rnd, f.pk, f.sk, ks), Status::workspace_too_small);
    REQUIRE(Dsa::keygen_derand(rnd, f.pk, f.sk, f.ws) == Status::ok);
    expect(Dsa::sign_derand(f.sk, f.msg, f.ctx, rnd, out, ss), Status::workspace_too_small);
    expect(Dsa::verify(f.pk, f.msg, f.ctx, f.sig, vs).status, Status::workspace_too_small);
    // The exact sizes (unaligned buffers included) are enough.
    Ws big(Dsa::sign_workspace_size + 3);
    const ucrypt::Workspace odd(big.data() + 3, Dsa::sign_workspace_size);
    expect(Dsa::sign_derand(f.sk, f.msg, f.ctx, rnd, f.sig, odd), Status::ok);
    expect(Dsa::verify(f.pk, f.msg, f.ctx, f.sig,
                       ucrypt::Workspace(big.data() + 1, Dsa::verify_workspace_size))
               .status,
           Status::ok);
    expect(Dsa::keygen_derand(rnd, f.pk, f.sk,
                              ucrypt::Workspace(big.data() + 5, Dsa::keygen_workspace_size)),
           Status::ok);
    // Pre-hash value outside the enumeration; failing Rng.
    expect(Dsa::sign_prehash_derand(f.sk, static_cast<ucrypt::MlDsaPreHash>(99), f.msg, f.ctx, rnd,
                                    out, f.ws),
           Status::invalid_argument);
    FixedRng bad_rng(true);
    out.assign(out.size(), 0xAA);
    expect(Dsa::sign(bad_rng, f.sk, f.msg, f.ctx, out, f.ws), Status::entropy_failure);
    CHECK(all_zero(out));
    expect(Dsa::keygen(bad_rng, f.pk, f.sk, f.ws), Status::entropy_failure);
    CHECK(all_zero(f.sk));
    return n;
}

template <class Dsa>
int check_malformed_signatures()
{
    Fixture<Dsa> f;
    int n = 0;
    auto expect = [&](const Bytes& s, Status want) {
        const Status got = f.verify(s);
        CHECK(got == want);
        n += got == want;
    };
    const std::size_t ct_size = Dsa::ctilde_size;
    const std::size_t omega_bytes = Dsa::omega;
    const std::size_t y = ct_size + Dsa::l * 32 * Dsa::z_bits;  // hint bytes
    auto crafted = [&](std::initializer_list<std::uint8_t> idx,
                       std::initializer_list<std::uint8_t> counts) {
        Bytes s = f.sig;
        for (std::size_t i = y; i < s.size(); ++i) s[i] = 0;
        std::size_t p = y;
        for (auto v : idx) s[p++] = v;
        p = y + omega_bytes;
        for (auto v : counts) s[p++] = v;
        for (; p < s.size(); ++p) s[p] = counts.size() == 0 ? 0 : *(counts.end() - 1);
        return s;
    };
    expect(crafted({3, 5}, {2}), Status::verify_failed);        // well formed, wrong
    expect(crafted({5, 3}, {2}), Status::invalid_encoding);     // indices not increasing
    expect(crafted({5, 5}, {2}), Status::invalid_encoding);     // repeated index
    expect(crafted({3, 5}, {2, 1}), Status::invalid_encoding);  // counts decreasing
    expect(crafted({}, {static_cast<std::uint8_t>(omega_bytes + 1)}),
           Status::invalid_encoding);  // count > ω
    Bytes pad = crafted({3, 5}, {2});
    pad[y + omega_bytes - 1] = 1;  // non-zero padding after the last index
    expect(pad, Status::invalid_encoding);
    // z with a coefficient of γ1 (all-zero bits in the offset form): ‖z‖∞ ≥ γ1 − β.
    Bytes z = f.sig;
    z[ct_size] = 0;
    z[ct_size + 1] = 0;
    z[ct_size + 2] = static_cast<std::uint8_t>(z[ct_size + 2] & ~((1u << (Dsa::z_bits - 16)) - 1u));
    expect(z, Status::invalid_encoding);
    // Flipped c̃ bit: well formed, wrong.
    Bytes c = f.sig;
    c[0] ^= 1;
    expect(c, Status::verify_failed);
    // Wrong message: well formed, wrong; a clean fault word only for success.
    const auto v = Dsa::verify(f.pk, Bytes{'x'}, f.ctx, f.sig, f.ws);
    CHECK(v.status == Status::verify_failed);
    CHECK(v.fault_check != ucrypt::kFaultCheckOk);
    return n;
}

// FIPS 204 skDecode ranges: an sk whose first s1 or last s2 value is packed
// as 2η + 1 or above (out of [−η, η]) is refused by every signing entry point
// and by public_from_secret, with the signature zeroed; 2η itself (s = −η)
// is in range and signs.
template <class Dsa>
int check_sk_ranges()
{
    Fixture<Dsa> f;
    constexpr unsigned bits = Dsa::eta_bits;
    constexpr unsigned eta = bits == 3 ? 2 : 4;
    constexpr std::size_t s1 = 128;
    constexpr std::size_t s2_end =
        128 + 32 * bits * (Dsa::k + Dsa::l);  // one past the last s2 byte
    std::array<std::uint8_t, 32> rnd{};
    std::array<std::uint8_t, 64> mu{};
    Bytes pk(Dsa::pk_size);
    int n = 0;
    const auto expect = [&](bool good) {
        CHECK(good);
        n += good;
    };
    for (unsigned value = 2 * eta; value < (1u << bits); ++value) {
        const bool in_range = value == 2 * eta;
        const Status want = in_range ? Status::ok : Status::invalid_encoding;
        Bytes first = f.sk;  // the first s1 coefficient: the low bits of byte 128
        first[s1] = static_cast<std::uint8_t>((first[s1] & ~((1u << bits) - 1u)) | value);
        Bytes last = f.sk;  // the last s2 coefficient: the high bits of the last s2 byte
        last[s2_end - 1] =
            static_cast<std::uint8_t>((last[s2_end - 1] & (0xFFu >> bits)) | (value << (8 - bits)));
        for (const Bytes* sk : {&first, &last}) {
            Bytes sig(Dsa::sig_size, 0xAA);
            expect(Dsa::sign_derand(*sk, f.msg, f.ctx, rnd, sig, f.ws) == want);
            expect(in_range || all_zero(sig));
            expect(Dsa::sign_mu(*sk, mu, rnd, sig, f.ws) == want);
            expect(Dsa::sign_deterministic(*sk, f.msg, f.ctx, sig, f.ws) == want);
            // public_from_secret: a changed s also changes t, so even the in-range
            // value may fail the t0 check; an out-of-range one fails the range check.
            const Status st = Dsa::public_from_secret(*sk, pk, f.ws);
            expect(in_range ? st == Status::ok || st == Status::invalid_encoding
                            : st == Status::invalid_encoding);
        }
    }
    expect(Dsa::public_from_secret(f.sk, pk, f.ws) == Status::ok && pk == f.pk);
    return n;
}

template <class Dsa>
void check_variant(const char* name)
{
    check_interfaces<Dsa>();
    const int n =
        check_refusals<Dsa>() + check_malformed_signatures<Dsa>() + check_sk_ranges<Dsa>();
    std::printf("[vectors] mldsa_checks/refusals (%s): %d passed\n", name, n);
}

}  // namespace

TEST_SUITE("mldsa")
{
    TEST_CASE("ML-DSA Decompose and Power2Round against the definitions")
    {
        const int n = check_decompose(88) + check_decompose(32);
        int bad = 0;
        for (std::int32_t r = 0; r < md::kQ; r += kStride * 7) {
            std::int32_t r0 = 0;
            const std::int32_t r1 = md::power2round(r, r0);
            if (r1 * 8192 + r0 != r || r0 <= -4096 || r0 > 4096) ++bad;
        }
        CHECK(bad == 0);
        std::printf("[vectors] mldsa_checks/decompose (both gamma2): %d passed\n", n);
    }
    TEST_CASE("ML-DSA documented sizes")
    {
        // FIPS 204 Table 2.
        CHECK(ucrypt::MlDsa44::pk_size == 1312);
        CHECK(ucrypt::MlDsa44::sk_size == 2560);
        CHECK(ucrypt::MlDsa44::sig_size == 2420);
        CHECK(ucrypt::MlDsa65::pk_size == 1952);
        CHECK(ucrypt::MlDsa65::sk_size == 4032);
        CHECK(ucrypt::MlDsa65::sig_size == 3309);
        CHECK(ucrypt::MlDsa87::pk_size == 2592);
        CHECK(ucrypt::MlDsa87::sk_size == 4896);
        CHECK(ucrypt::MlDsa87::sig_size == 4627);
        // The workspace table of ucrypt/mldsa.hpp.
        CHECK(ucrypt::MlDsa44::keygen_workspace_size == 6672);
        CHECK(ucrypt::MlDsa65::keygen_workspace_size == 7696);
        CHECK(ucrypt::MlDsa87::keygen_workspace_size == 9744);
        CHECK(ucrypt::MlDsa65LowRam::keygen_workspace_size == 3600);
        CHECK(ucrypt::MlDsa44::sign_workspace_size == 29488);
        CHECK(ucrypt::MlDsa65::sign_workspace_size == 41584);
        CHECK(ucrypt::MlDsa87::sign_workspace_size == 55216);
        CHECK(ucrypt::MlDsa44LowRam::sign_workspace_size == 7984);
        CHECK(ucrypt::MlDsa65LowRam::sign_workspace_size == 10096);
        CHECK(ucrypt::MlDsa87LowRam::sign_workspace_size == 12208);
        CHECK(ucrypt::MlDsa44::verify_workspace_size == 7792);
        CHECK(ucrypt::MlDsa65::verify_workspace_size == 8816);
        CHECK(ucrypt::MlDsa87::verify_workspace_size == 10864);
        CHECK(ucrypt::MlDsa87LowRam::verify_workspace_size == 4720);
    }
    // Every parameter set in every build (tests/support/variants.hpp); the
    // Cortex-M0+ board runs ML-DSA-44 only.
    TEST_CASE("ML-DSA interfaces and refusals, every parameter set and build")
    {
        ucrypt::test::for_each_mldsa([]<class P, class Dsa>(const char* name) {
            if constexpr (ucrypt::test::kMlDsa44Only && !std::is_same_v<P, ucrypt::MlDsa44Params>) {
                return;
            } else {
                check_variant<Dsa>(name);
            }
        });
    }
}
