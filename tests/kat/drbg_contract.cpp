// SPDX-License-Identifier: Apache-2.0
// SP 800-90A front end contract, for CTR_DRBG and HMAC_DRBG alike: reseed
// counter and automatic reseed, request/input limits, prediction resistance,
// failing entropy sources (an error, never zeros passed off as output),
// uninstantiate, deterministic twin, and the Rng adapters.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "ucrypt/drbg.hpp"
#include "ucrypt/entropy.hpp"
#include "variants.hpp"

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

Bytes pattern(std::size_t n, std::uint8_t seed)
{
    Bytes v(n);
    std::uint32_t x = 0x2545F491u ^ seed;
    for (auto& b : v) {
        x = x * 1103515245u + 12345u;
        b = static_cast<std::uint8_t>(x >> 16);
    }
    return v;
}

bool all_zero(const Bytes& v)
{
    for (auto b : v)
        if (b != 0) return false;
    return true;
}

// A deterministic "entropy" source that counts its calls and can be told to fail.
class CountingSource final : public ucrypt::EntropySource {
public:
    int calls = 0;
    bool fail = false;
    Status get(ByteSpan out) noexcept override
    {
        ++calls;
        if (fail) {
            std::memset(out.data(), 0, out.size());
            return Status::entropy_failure;
        }
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = static_cast<std::uint8_t>(0x40 + calls * 7 + static_cast<int>(i));
        return Status::ok;
    }
};

int trng_ok(void* ctx, std::uint8_t* out, std::size_t len)
{
    auto* counter = static_cast<int*>(ctx);
    ++*counter;
    for (std::size_t i = 0; i < len; ++i) out[i] = static_cast<std::uint8_t>(i * 31 + 5);
    return 0;
}

int trng_broken(void*, std::uint8_t* out, std::size_t len)
{
    std::memset(out, 0xA5, len);  // garbage the adapter must not let through
    return -1;
}

template <class D>
void instantiate_fixed(D& d, std::uint8_t seed = 1)
{
    const Bytes e = pattern(D::security_strength, seed), n = pattern(D::nonce_size, 99);
    REQUIRE(d.instantiate(e, n) == Status::ok);
}

template <class D>
void check_reseed_counter()
{
    D d({.reseed_interval = 3});
    instantiate_fixed(d);
    Bytes out(40, 0xAA);
    for (int i = 0; i < 3; ++i) CHECK(d.generate(out) == Status::ok);
    CHECK(d.reseed_counter() == 4);
    std::fill(out.begin(), out.end(), std::uint8_t{0xAA});
    CHECK(d.generate(out) == Status::limit_reached);
    CHECK(all_zero(out));
    REQUIRE(d.reseed(pattern(D::security_strength, 7)) == Status::ok);
    CHECK(d.reseed_counter() == 1);
    CHECK(d.generate(out) == Status::ok);
    CHECK_FALSE(all_zero(out));
}

template <class D>
void check_auto_reseed()
{
    CountingSource src;
    D d({.source = &src, .reseed_interval = 2});
    REQUIRE(d.instantiate_from_source() == Status::ok);
    CHECK(src.calls == 1);  // entropy and nonce in one request
    Bytes out(33);
    for (int i = 0; i < 5; ++i) REQUIRE(d.generate(out) == Status::ok);
    CHECK(src.calls == 3);  // requests 3 and 5 found the counter exhausted
    src.fail = true;
    REQUIRE(d.generate(out) == Status::ok);  // request 6: counter still fine
    std::fill(out.begin(), out.end(), std::uint8_t{0xAA});
    CHECK(d.generate(out) == Status::entropy_failure);
    CHECK(all_zero(out));
}

template <class D>
void check_limits()
{
    D d;
    Bytes out(8, 0xAA);
    CHECK(d.generate(out) == Status::bad_state);
    CHECK(all_zero(out));
    const Bytes n = pattern(D::nonce_size, 3);
    CHECK(d.instantiate(pattern(D::security_strength - 1, 1), n) == Status::invalid_length);
    CHECK(d.instantiate(pattern(D::security_strength, 1), n,
                        Bytes(ucrypt::kDrbgMaxInputBytes + 1)) == Status::invalid_length);
    CHECK_FALSE(d.is_instantiated());
    CHECK(d.instantiate(pattern(D::security_strength, 1), n, Bytes(ucrypt::kDrbgMaxInputBytes)) ==
          Status::ok);
    Bytes big(ucrypt::kDrbgMaxRequestBytes + 1, 0xAA);
    CHECK(d.generate(big) == Status::invalid_length);
    CHECK(all_zero(big));
    big.resize(ucrypt::kDrbgMaxRequestBytes);
    CHECK(d.generate(big) == Status::ok);
    CHECK_FALSE(all_zero(big));
    CHECK(d.generate(out, Bytes(ucrypt::kDrbgMaxInputBytes + 1)) == Status::invalid_length);
    CHECK(d.reseed(pattern(D::security_strength, 2), Bytes(ucrypt::kDrbgMaxInputBytes + 1)) ==
          Status::invalid_length);
    D bad_interval({.reseed_interval = 0});
    CHECK(bad_interval.instantiate(pattern(D::security_strength, 1), n) ==
          Status::invalid_argument);
    D pr_without_source({.prediction_resistance = true});
    CHECK(pr_without_source.instantiate(pattern(D::security_strength, 1), n) ==
          Status::invalid_argument);
}

template <class D>
void check_failing_sources()
{
    int dummy = 0;
    ucrypt::CallbackEntropy broken(&trng_broken, &dummy);
    D d({.source = &broken});
    CHECK(d.instantiate_from_source() == Status::entropy_failure);
    CHECK_FALSE(d.is_instantiated());

    // Prediction resistance reseeds on every request: a source that dies
    // after instantiation stops the output.
    CountingSource src;
    D pr({.source = &src, .prediction_resistance = true});
    REQUIRE(pr.instantiate_from_source() == Status::ok);
    Bytes out(50, 0xAA);
    REQUIRE(pr.generate(out) == Status::ok);
    CHECK(src.calls == 2);
    src.fail = true;
    std::fill(out.begin(), out.end(), std::uint8_t{0xAA});
    CHECK(pr.generate(out) == Status::entropy_failure);
    CHECK(all_zero(out));

    ucrypt::CallbackEntropy null_cb(nullptr, nullptr);
    ucrypt::DrbgRng<D> rng(null_cb);
    std::fill(out.begin(), out.end(), std::uint8_t{0xAA});
    CHECK(rng.fill(out) == Status::entropy_failure);
    CHECK(all_zero(out));
}

// Deterministic twin: entropy || nonce from a source equals the same bytes
// passed explicitly; outputs of different lengths share their prefix.
template <class D>
void check_twin_and_prefix()
{
    int calls = 0;
    ucrypt::CallbackEntropy cb(&trng_ok, &calls);
    D a({.source = &cb});
    REQUIRE(a.instantiate_from_source(pattern(20, 5)) == Status::ok);
    CHECK(calls == 1);
    Bytes seed(D::entropy_size + D::nonce_size);
    REQUIRE(trng_ok(&calls, seed.data(), seed.size()) == 0);
    D b;
    REQUIRE(b.instantiate(ByteView(seed.data(), D::entropy_size),
                          ByteView(seed.data() + D::entropy_size, D::nonce_size),
                          pattern(20, 5)) == Status::ok);
    // 37 and 48 bytes take the same number of blocks (16, 32 or 64 bytes),
    // so the states stay equal too.
    Bytes oa(37), ob(48);
    REQUIRE(a.generate(oa, pattern(9, 1)) == Status::ok);
    REQUIRE(b.generate(ob, pattern(9, 1)) == Status::ok);
    CHECK(std::memcmp(oa.data(), ob.data(), oa.size()) == 0);
    // The next outputs differ from the first (the state moved on) and agree
    // with each other.
    Bytes na(16), nb(16);
    REQUIRE(a.generate(na) == Status::ok);
    REQUIRE(b.generate(nb) == Status::ok);
    CHECK(na == nb);
    CHECK(std::memcmp(na.data(), oa.data(), 16) != 0);
}

// Uninstantiate wipes: two states built from different secrets become
// byte-identical, and the object refuses to generate. The objects live in
// zeroed storage and copy one options object, so that padding bytes agree.
template <class D>
void check_uninstantiate()
{
    const ucrypt::DrbgOptions opts{};
    alignas(D) unsigned char sa[sizeof(D)] = {};
    alignas(D) unsigned char sb[sizeof(D)] = {};
    D& a = *new (sa) D(opts);
    D& b = *new (sb) D(opts);
    instantiate_fixed(a, 1);
    instantiate_fixed(b, 2);
    CHECK(std::memcmp(sa, sb, sizeof(D)) != 0);
    a.uninstantiate();
    b.uninstantiate();
    CHECK(std::memcmp(sa, sb, sizeof(D)) == 0);
    Bytes out(8, 0xAA);
    CHECK(a.generate(out) == Status::bad_state);
    CHECK(all_zero(out));
    a.~D();
    b.~D();
}

template <class D>
void check_all()
{
    check_reseed_counter<D>();
    check_auto_reseed<D>();
    check_limits<D>();
    check_failing_sources<D>();
    check_twin_and_prefix<D>();
    check_uninstantiate<D>();
}

}  // namespace

TEST_SUITE("drbg")
{
    // Every CTR_DRBG and HMAC_DRBG of the library's lists
    // (tests/support/variants.hpp).
    TEST_CASE("CTR_DRBG front end contract, every AES backend and key length")
    {
        ucrypt::test::for_each_ctr_drbg([]<class A, std::size_t K>(const std::string& name) {
            INFO(name);
            check_all<ucrypt::CtrDrbg<A, K>>();
        });
    }

    TEST_CASE("HMAC_DRBG front end contract, every hash")
    {
        ucrypt::test::for_each_hmac_drbg_hash([]<class H>(const char* name) {
            INFO(name);
            check_all<ucrypt::HmacDrbg<H>>();
        });
    }

    TEST_CASE("CallbackEntropy wipes on failure")
    {
        ucrypt::CallbackEntropy broken(&trng_broken, nullptr);
        Bytes out(24, 0x11);
        CHECK(broken.get(out) == Status::entropy_failure);
        CHECK(all_zero(out));
        int calls = 0;
        ucrypt::CallbackEntropy ok(&trng_ok, &calls);
        CHECK(ok.get(out) == Status::ok);
        CHECK(calls == 1);
        CHECK(out[1] == 36);
    }

    TEST_CASE("DrbgRng splits long requests and reseeds itself")
    {
        CountingSource src;
        ucrypt::DrbgRng<ucrypt::CtrDrbg<ucrypt::AesCt, 32>> rng(src, 2);
        Bytes out(3 * ucrypt::kDrbgMaxRequestBytes + 100);
        REQUIRE(rng.fill(out) == Status::ok);
        // 4 requests: instantiation, then a reseed before the 3rd.
        CHECK(src.calls == 2);
        CHECK(rng.drbg().reseed_counter() == 3);
        // No 16-byte block repeats (a stuck counter or a chunking bug would).
        for (std::size_t off = ucrypt::kDrbgMaxRequestBytes - 64;
             off < ucrypt::kDrbgMaxRequestBytes + 64; off += 16)
            CHECK(std::memcmp(out.data() + off, out.data() + off + 16, 16) != 0);
    }

    TEST_CASE("HostEntropy and SystemRng")
    {
        ucrypt::HostEntropy host;
        Bytes a(300, 0), b(300, 0);
        if (!ucrypt::HostEntropy::available()) {
            CHECK(host.get(a) == Status::not_supported);
            ucrypt::SystemRng sys;
            b.assign(b.size(), 0xAA);
            CHECK(sys.fill(b) == Status::entropy_failure);
            CHECK(all_zero(b));
            return;
        }
        REQUIRE(host.get(a) == Status::ok);
        REQUIRE(host.get(b) == Status::ok);
        CHECK(a != b);
        ucrypt::SystemRng sys;
        REQUIRE(sys.fill(a) == Status::ok);
        REQUIRE(sys.fill(b) == Status::ok);
        CHECK(a != b);
        CHECK_FALSE(all_zero(a));
    }
}
