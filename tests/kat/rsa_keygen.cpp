// SPDX-License-Identifier: Apache-2.0
// RSA key generation (FIPS 186-5 A.1.3): determinism from a fixed HMAC_DRBG
// seed, the shape of the key (n has exactly nbits bits, top two bits of p and
// q, odd, e = 65537), its arithmetic recomputed with the test's own numbers
// (rsa_nat.hpp, not src/bignum: n = pq, ed = 1 mod lcm(p-1, q-1), d < lcm,
// the CRT values, |p - q|), and correctness through the private operations:
// a CRT signature and a non-CRT signature (which uses d alone) must both
// verify and agree. 1024 bits everywhere, 2048 on optimised hosts, 4096
// (one key) on optimised hosts only.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "rsa_nat.hpp"
#include "rsa_support.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/rsa.hpp"

namespace {

using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

// The library's SP 800-90A HMAC_DRBG as the keygen Rng, from a fixed seed.
class SeededRng final : public ucrypt::Rng {
public:
    explicit SeededRng(std::uint8_t tag)
    {
        std::uint8_t entropy[32];
        for (std::size_t i = 0; i < sizeof entropy; ++i)
            entropy[i] = static_cast<std::uint8_t>(tag + i);
        const std::uint8_t nonce[16] = {'r', 's', 'a', '-', 'k', 'e', 'y', 'g', 'e', 'n'};
        ok_ = drbg_.instantiate(entropy, nonce) == Status::ok;
    }
    Status fill(ucrypt::ByteSpan out) noexcept override
    {
        if (!ok_) return Status::entropy_failure;
        return drbg_.generate(out);
    }

private:
    ucrypt::HmacDrbgSha256 drbg_;
    bool ok_ = false;
};

class FailingRng final : public ucrypt::Rng {
public:
    Status fill(ucrypt::ByteSpan) noexcept override { return Status::entropy_failure; }
};

struct GenKey {
    Bytes n, d, p, q, dp, dq, qinv;
    Bytes e{0x01, 0x00, 0x01};
    explicit GenKey(std::size_t bits)
        : n(bits / 8),
          d(bits / 8),
          p(bits / 16),
          q(bits / 16),
          dp(bits / 16),
          dq(bits / 16),
          qinv(bits / 16)
    {
    }
    ucrypt::RsaKeygenOutput out() { return {n, d, p, q, dp, dq, qinv}; }
    ucrypt::RsaCrtKey crt() const { return {n, e, p, q, dp, dq, qinv}; }
    ucrypt::RsaPrivateKey plain() const { return {n, e, d}; }
};

Status generate(GenKey& k, std::size_t bits, ucrypt::Rng& rng)
{
    std::vector<std::byte> ws(ucrypt::rsa_keygen_workspace_size(bits));
    return ucrypt::rsa_generate_key(bits, rng, k.out(), ws);
}

// The first relation of a generated key that does not hold, "" when all do.
std::string broken_relation(const GenKey& k, std::size_t bits)
{
    using rsa_test::Nat;
    const Nat n = Nat::from_be(k.n), e = Nat::from_be(k.e), d = Nat::from_be(k.d);
    const Nat p = Nat::from_be(k.p), q = Nat::from_be(k.q);
    const Nat one(1), p1 = p - one, q1 = q - one;
    if (!(p * q == n)) return "n = p q";
    if (!((e * d) % p1 == one) || !((e * d) % q1 == one)) return "e d = 1 mod lcm(p-1, q-1)";
    if (!(d * gcd(p1, q1) < p1 * q1)) return "d < lcm(p-1, q-1)";
    if (!(Nat::from_be(k.dp) == d % p1)) return "dP = d mod (p-1)";
    if (!(Nat::from_be(k.dq) == d % q1)) return "dQ = d mod (q-1)";
    const Nat qinv = Nat::from_be(k.qinv);
    if (!(qinv < p) || !((q * qinv) % p == one)) return "qInv = q^-1 mod p";
    const Nat diff = q < p ? p - q : q - p;
    if (diff.bits() <= bits / 2 - 100) return "|p - q| > 2^(nbits/2 - 100)";
    return "";
}

void check_key(const GenKey& k, std::size_t bits)
{
    CHECK(broken_relation(k, bits) == "");
    CHECK(k.n.size() == bits / 8);
    CHECK((k.n[0] & 0x80u) != 0);  // exactly nbits bits
    CHECK((k.p[0] & 0xC0u) == 0xC0u);
    CHECK((k.q[0] & 0xC0u) == 0xC0u);
    CHECK((k.p.back() & 1u) == 1u);
    CHECK((k.q.back() & 1u) == 1u);
    CHECK(k.p != k.q);
    // d > 2^(nbits/2) (FIPS 186-5 A.1.1): some byte above the low half is set.
    bool big = false;
    for (std::size_t i = 0; i + bits / 16 < k.d.size(); ++i) big = big || k.d[i] != 0;
    CHECK(big);

    const Bytes msg{'k', 'e', 'y', 'g', 'e', 'n'};
    Bytes sig_crt(bits / 8), sig_plain(bits / 8);
    std::vector<std::byte> ws(ucrypt::RsaFastHigh::workspace_size(bits));
    std::vector<std::byte> pws(ucrypt::rsa_public_workspace_size(bits));
    REQUIRE(ucrypt::RsaFastHighCrt::sign_pkcs1v15(k.crt(), ucrypt::RsaHash::sha256, msg, sig_crt,
                                                  ws) == Status::ok);
    REQUIRE(ucrypt::RsaFastHigh::sign_pkcs1v15(k.plain(), ucrypt::RsaHash::sha256, msg, sig_plain,
                                               ws) == Status::ok);
    CHECK(sig_crt == sig_plain);
    CHECK(ucrypt::rsa_verify_pkcs1v15({k.n, k.e}, ucrypt::RsaHash::sha256, msg, sig_crt, pws).ok());
    // OAEP round trip through the CRT key.
    Bytes ct(bits / 8), pt(bits / 8);
    rsa_test::TestRng trng(7);
    const ucrypt::RsaOaepParams op{ucrypt::RsaHash::sha256, ucrypt::RsaHash::sha256, {}};
    REQUIRE(ucrypt::rsa_encrypt_oaep({k.n, k.e}, op, msg, ct, pws, trng) == Status::ok);
    std::size_t len = 0;
    REQUIRE(ucrypt::RsaFastHighCrt::decrypt_oaep(k.crt(), op, ct, pt, len, ws) == Status::ok);
    CHECK(Bytes(pt.begin(), pt.begin() + static_cast<std::ptrdiff_t>(len)) == msg);
}

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("rsa keygen: deterministic from a DRBG seed, valid keys")
    {
#if defined(__arm__) || !defined(__OPTIMIZE__)
        const std::size_t sizes[] = {1024};
#else
        const std::size_t sizes[] = {1024, 2048};
#endif
        std::size_t passed = 0;
        for (std::size_t bits : sizes) {
            CAPTURE(bits);
            GenKey a(bits), b(bits), c(bits);
            SeededRng ra(1), rb(1), rc(2);
            REQUIRE(generate(a, bits, ra) == Status::ok);
            REQUIRE(generate(b, bits, rb) == Status::ok);
            CHECK(a.n == b.n);
            CHECK(a.d == b.d);
            CHECK(a.qinv == b.qinv);
            check_key(a, bits);
            // The relations are checked, not assumed: the key with one CRT
            // value changed fails them.
            GenKey bad = a;
            bad.dq.back() ^= 2;
            CHECK(broken_relation(bad, bits) == "dQ = d mod (q-1)");
            bad.dq = a.dq;
            bad.qinv[3] ^= 1;
            CHECK(broken_relation(bad, bits) == "qInv = q^-1 mod p");
#if !defined(__arm__)
            REQUIRE(generate(c, bits, rc) == Status::ok);
            CHECK(c.n != a.n);
            check_key(c, bits);
#endif
            ++passed;
        }
        // newlib-nano's printf (Cortex-M) has no %zu.
        std::printf("[vectors] rsa keygen (FIPS 186-5 A.1.3 self-consistency): %lu passed\n",
                    static_cast<unsigned long>(passed));
    }

#if !defined(__arm__) && !defined(UCRYPT_TEST_SANITIZED)
    // One 4096-bit key, on optimised host builds only: about 2 s there,
    // while the sanitizer builds (host-asan, the fuzz configuration's
    // library: -O0 with ASan) and QEMU run the prime search many times
    // slower.
    TEST_CASE("rsa keygen 4096: a key from a fixed seed, its arithmetic and signatures")
    {
        constexpr std::size_t bits = 4096;
        GenKey k(bits);
        SeededRng r(4);
        REQUIRE(generate(k, bits, r) == Status::ok);
        check_key(k, bits);
        std::printf(
            "[vectors] rsa keygen 4096 (arithmetic, CRT = no-CRT signature, OAEP): %d passed\n",
            broken_relation(k, bits).empty() ? 1 : 0);
    }
#endif

    TEST_CASE("rsa keygen: argument and entropy errors")
    {
        GenKey k(1024);
        SeededRng r(3);
        FailingRng bad;
        std::vector<std::byte> ws(ucrypt::rsa_keygen_workspace_size(1024));
        CHECK(ucrypt::rsa_generate_key(1024, bad, k.out(), ws) == Status::entropy_failure);
        for (std::uint8_t x : k.n) CHECK(x == 0);
        std::vector<std::byte> small(ws.size() - 1);
        CHECK(ucrypt::rsa_generate_key(1024, r, k.out(), small) == Status::workspace_too_small);
        CHECK(ucrypt::rsa_generate_key(1032, r, k.out(), ws) == Status::invalid_length);
        CHECK(ucrypt::rsa_generate_key(512, r, k.out(), ws) == Status::invalid_length);
        GenKey wrong(2048);
        CHECK(ucrypt::rsa_generate_key(1024, r, wrong.out(), ws) == Status::invalid_length);
    }
}
