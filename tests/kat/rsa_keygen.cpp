// RSA key generation (FIPS 186-5 A.1.3): determinism from a fixed HMAC_DRBG
// seed, the shape of the key (n has exactly nbits bits, top two bits of p and
// q, odd, e = 65537), and correctness through the private operations: a CRT
// signature and a non-CRT signature (which uses d alone) must both verify and
// agree, which holds only if e*d = 1 mod lambda(n) and dP, dQ, qInv are right.
#include <doctest/doctest.h>

#include <cstdio>
#include <vector>

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
        for (std::size_t i = 0; i < sizeof entropy; ++i) entropy[i] = static_cast<std::uint8_t>(tag + i);
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
        : n(bits / 8), d(bits / 8), p(bits / 16), q(bits / 16), dp(bits / 16), dq(bits / 16), qinv(bits / 16)
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

void check_key(const GenKey& k, std::size_t bits)
{
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
    REQUIRE(ucrypt::RsaFastHighCrt::sign_pkcs1v15(k.crt(), ucrypt::RsaHash::sha256, msg, sig_crt, ws) ==
            Status::ok);
    REQUIRE(ucrypt::RsaFastHigh::sign_pkcs1v15(k.plain(), ucrypt::RsaHash::sha256, msg, sig_plain, ws) ==
            Status::ok);
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
#if !defined(__arm__)
            REQUIRE(generate(c, bits, rc) == Status::ok);
            CHECK(c.n != a.n);
            check_key(c, bits);
#endif
            ++passed;
        }
        std::printf("[vectors] rsa keygen (FIPS 186-5 A.1.3 self-consistency): %zu passed\n", passed);
    }

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
