// SPDX-License-Identifier: Apache-2.0
// ECDSA deterministic signatures (RFC 6979 §A.2.5 P-256, §A.2.6 P-384 and,
// from the same appendix, §A.2.4 P-224 / §A.2.7 P-521), typed in from the RFC;
// plus the API contract: hedged signing, verify-after-sign, low-S, DER
// round trips and strictness, SEC1 compression, workspace and range checks,
// over every curve and table variant.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <type_traits>

#include "ec_support.hpp"

// The workspace sizes ec.hpp and ecdsa.hpp document.
static_assert(ucrypt::Ecdsa<ucrypt::EcP256>::sign_workspace_size == 1496);
static_assert(ucrypt::Ecdsa<ucrypt::EcP256>::verify_workspace_size == 1496);
static_assert(ucrypt::Ecdsa<ucrypt::EcP384>::sign_workspace_size == 2232);
// Unchecked signing (SignCheck::none): the figures of ec.hpp on 32-bit targets.
static_assert(sizeof(void*) != 4 || ucrypt::Ecdsa<ucrypt::EcP256>::sign_unchecked_workspace_size(
                                        ucrypt::EcHash::sha256) == 656);
static_assert(sizeof(void*) != 4 || ucrypt::Ecdsa<ucrypt::EcP384>::sign_unchecked_workspace_size(
                                        ucrypt::EcHash::sha384) == 976);
static_assert(ucrypt::ec_mult_workspace_size<ucrypt::EcP256> == 1544);
// Signing with the caller's k and z (SignCheck::none): ec.hpp's figures.
static_assert(ucrypt::Ecdsa<ucrypt::EcP256>::sign_kz_workspace_size == 584);
static_assert(ucrypt::Ecdsa<ucrypt::EcP384>::sign_kz_workspace_size == 872);

namespace {

using namespace ec_test;
using ucrypt::EcHash;
using ucrypt::Status;

struct Rfc6979Vector {
    EcHash hash;
    const char* msg;
    const char* r;
    const char* s;
};

// RFC 6979 §A.2.5, private key x and signatures (k omitted: it is internal).
constexpr const char* kP256X = "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721";
constexpr const char* kP256Ux = "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6";
constexpr const char* kP256Uy = "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299";
constexpr Rfc6979Vector kP256[] = {
    {EcHash::sha224, "sample", "53B2FFF5D1752B2C689DF257C04C40A587FABABB3F6FC2702F1343AF7CA9AA3F",
     "B9AFB64FDC03DC1A131C7D2386D11E349F070AA432A4ACC918BEA988BF75C74C"},
    {EcHash::sha256, "sample", "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
     "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"},
    {EcHash::sha384, "sample", "0EAFEA039B20E9B42309FB1D89E213057CBF973DC0CFC8F129EDDDC800EF7719",
     "4861F0491E6998B9455193E34E7B0D284DDD7149A74B95B9261F13ABDE940954"},
    {EcHash::sha512, "sample", "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00",
     "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE"},
    {EcHash::sha224, "test", "C37EDB6F0AE79D47C3C27E962FA269BB4F441770357E114EE511F662EC34A692",
     "C820053A05791E521FCAAD6042D40AEA1D6B1A540138558F47D0719800E18F2D"},
    {EcHash::sha256, "test", "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367",
     "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083"},
    {EcHash::sha384, "test", "83910E8B48BB0C74244EBDF7F07A1C5413D61472BD941EF3920E623FBCCEBEB6",
     "8DDBEC54CF8CD5874883841D712142A56A8D0F218F5003CB0296B6B509619F2C"},
    {EcHash::sha512, "test", "461D93F31B6540894788FD206C07CFA0CC35F46FA3C91816FFF1040AD1581A04",
     "39AF9F15DE0DB8D97E72719C74820D304CE5226E32DEDAE67519E840D1194E55"},
};

// RFC 6979 §A.2.6.
constexpr const char* kP384X =
    "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D896D5724E4C70A825F872C9EA60D2ED"
    "F5";
constexpr const char* kP384Ux =
    "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64DEF8F0EA9055866064A254515480BC"
    "13";
constexpr const char* kP384Uy =
    "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1288B231C3AE0D4FE7344FD25332647"
    "20";
constexpr Rfc6979Vector kP384[] = {
    {EcHash::sha256, "sample",
     "21B13D1E013C7FA1392D03C5F99AF8B30C570C6F98D4EA8E354B63A21D3DAA33BDE1E888E63355D92FA2B3C36D8FB"
     "2CD",
     "F3AA443FB107745BF4BD77CB3891674632068A10CA67E3D45DB2266FA7D1FEEBEFDC63ECCD1AC42EC0CB8668A4FA0"
     "AB0"},
    {EcHash::sha384, "sample",
     "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C81A648152E44ACF96E36DD1E80FAB"
     "E46",
     "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526203B6351D0A3A94FA329C145786E679E7B82C71A38628"
     "AC8"},
    {EcHash::sha512, "test",
     "A0D5D090C9980FAF3C2CE57B7AE951D31977DD11C775D314AF55F76C676447D06FB6495CD21B4B6E340FC236584FB"
     "277",
     "976984E59B4C77B0E8E4460DCA3D9F20E07B9BB1F63BEEFAF576F6B2E8B224634A2092CD3792E0159AD9CEE37659C"
     "736"},
};

// RFC 6979 §A.2.4 (P-224) and §A.2.7 (P-521): bits2int truncation cases.
constexpr const char* kP224X = "F220266E1105BFE3083E03EC7A3A654651F45E37167E88600BF257C1";
constexpr Rfc6979Vector kP224[] = {
    {EcHash::sha512, "sample", "074BD1D979D5F32BF958DDC61E4FB4872ADCAFEB2256497CDAC30397",
     "A4CECA196C3D5A1FF31027B33185DC8EE43F288B21AB342E5D8EB084"},
    {EcHash::sha256, "test", "AD04DDE87B84747A243A631EA47A1BA6D1FAA059149AD2440DE6FBA6",
     "178D49B1AE90E3D8B629BE3DB5683915F4E8C99FDF6E666CF37ADCFD"},
};
constexpr const char* kP521X =
    "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75CAA896EB32F1F47C70855836A6D16"
    "FCC1466F6D8FBEC67DB89EC0C08B0E996B83538";
constexpr Rfc6979Vector kP521[] = {
    {EcHash::sha256, "sample",
     "1511BB4D675114FE266FC4372B87682BAECC01D3CC62CF2303C92B3526012659D16876E25C7C1E57648F23B73564D"
     "67F"
     "61C6F14D527D54972810421E7D87589E1A7",
     "04A171143A83163D6DF460AAF61522695F207A58B95C0644D87E52AA1A347916E4F7A72930B1BC06DBE22CE3F5826"
     "4AF"
     "D23704CBB63B29B931F7DE6C9D949A7ECFC"},
    {EcHash::sha512, "sample",
     "0C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F174E25A1EE9017B5D450606ADD152B"
     "534"
     "931D7D4E8455CC91F9B15BF05EC36E377FA",
     "0617CCE7CF5064806C467F678D3B4080D6F1CC50AF26CA209417308281B68AF282623EAA63E5B5C0723D8B8C37FF0"
     "777"
     "B1A20F8CCB1DCCC43997F1EE0E44DA4A67A"},
};

template <class C, class T, std::size_t M, class Math = ucrypt::EcSmall>
int rfc6979(const char* x_hex, const Rfc6979Vector (&vs)[M], const char* ux, const char* uy)
{
    using Sig = ucrypt::Ecdsa<C, Math, T>;
    Bytes x, pub(Sig::public_key_size), sig(Sig::signature_size);
    REQUIRE(fixed(x_hex, C::scalar_bytes, x));
    const typename Sig::Priv priv(x.data(), x.size());
    REQUIRE(Sig::public_key(priv, typename Sig::Pub(pub.data(), pub.size()), workspace()) ==
            Status::ok);
    if (ux != nullptr) CHECK(pub == uncompressed<C>(ux, uy));
    int passed = 0;
#if defined(__arm__) || defined(UCRYPT_TEST_SANITIZED)  // QEMU and sanitizer builds: a subset
    const std::size_t count = M < 2 ? M : 2;
#else
    const std::size_t count = M;
#endif
    for (std::size_t i = 0; i < count; ++i) {
        const auto& v = vs[i];
        const std::string m = v.msg;
        const Bytes msg(m.begin(), m.end());
        Bytes want, s2;
        REQUIRE(fixed(v.r, C::scalar_bytes, want));
        REQUIRE(fixed(v.s, C::scalar_bytes, s2));
        want.insert(want.end(), s2.begin(), s2.end());
        const Status st = Sig::sign_deterministic(
            v.hash, priv, msg, typename Sig::Sig(sig.data(), sig.size()), workspace());
        CHECK(st == Status::ok);
        CHECK(sig == want);
        const bool ok = Sig::verify(v.hash, pub, msg, typename Sig::SigView(sig.data(), sig.size()),
                                    workspace())
                            .ok();
        CHECK(ok);
        passed += st == Status::ok && sig == want && ok;
    }
    return passed;
}

template <class T>
void rfc6979_all(const char* variant)
{
    const int a = rfc6979<ucrypt::EcP256, T>(kP256X, kP256, kP256Ux, kP256Uy);
    const int b = rfc6979<ucrypt::EcP384, T>(kP384X, kP384, kP384Ux, kP384Uy);
    const int c = rfc6979<ucrypt::EcP224, T>(kP224X, kP224, nullptr, nullptr);
    const int d = rfc6979<ucrypt::EcP521, T>(kP521X, kP521, nullptr, nullptr);
    CHECK(a > 0);
    CHECK(b > 0);
    std::printf("[vectors] RFC 6979 A.2.5 P-256 (%s): %d passed\n", variant, a);
    std::printf("[vectors] RFC 6979 A.2.6 P-384 (%s): %d passed\n", variant, b);
    std::printf("[vectors] RFC 6979 A.2.4/A.2.7 P-224/P-521 (%s): %d passed\n", variant, c + d);
}

// A deterministic test Rng (a counter through SHA-256).
class TestRng final : public ucrypt::Rng {
public:
    explicit TestRng(std::uint8_t seed) : seed_(seed) {}
    ucrypt::Status fill(ucrypt::ByteSpan out) noexcept override
    {
        for (std::size_t off = 0; off < out.size(); off += 32) {
            std::uint8_t in[2] = {seed_, ctr_++};
            std::uint8_t h[32];
            ucrypt::Sha256Fast::hash(ucrypt::ByteView(in, 2), h);
            for (std::size_t i = 0; i < 32 && off + i < out.size(); ++i) out[off + i] = h[i];
        }
        return ucrypt::Status::ok;
    }

private:
    std::uint8_t seed_;
    std::uint8_t ctr_ = 0;
};

class FailingRng final : public ucrypt::Rng {
public:
    ucrypt::Status fill(ucrypt::ByteSpan) noexcept override
    {
        return ucrypt::Status::entropy_failure;
    }
};

// sign_digest_with_k with the caller's blinding value z: for several k and
// z (z = 0, z = p, z all 0xFF, z = p + 1 when that fits, patterns) the
// signature equals sign_digest_with_k's for the same k, and verifies; k = 0
// and k = n refused (invalid_argument, zeroed sig); the documented
// sign_kz_workspace_size accepted, one byte less refused; with the
// verify-after-sign check, sign_workspace_size.
template <class C, class T, class Math>
int with_kz(const Bytes& priv, const Bytes& pub)
{
    using Sig = ucrypt::Ecdsa<C, Math, T>;
    constexpr std::size_t L = C::scalar_bytes, F = C::field_bytes;
    using K = std::span<const std::uint8_t, L>;
    using Z = std::span<const std::uint8_t, F>;
    const ucrypt::EcdsaOptions no_check{ucrypt::SignCheck::none, false, false};
    const typename Sig::Priv d(priv.data(), priv.size());
    const Bytes dg(32, 0xc3);
    // C::p and C::n in hex, left-padded to whole bytes (P-521's have 131 digits).
    const auto be = [](std::string h, std::size_t len) {
        h.insert(0, 2 * len - h.size(), '0');
        return from_hex(h);
    };
    const Bytes p = be(C::p, F), n = be(C::n, L);
    REQUIRE(p.size() == F);
    REQUIRE(n.size() == L);
    Bytes p1 = p;  // p + 1 (residue 1) when the top byte has room
    for (std::size_t i = F; i-- > 0;)
        if (++p1[i] != 0) break;
    std::vector<Bytes> zs = {Bytes(F, 0), p, Bytes(F, 0xff), p1, Bytes(F, 0)};
    for (std::size_t i = 0; i < F; ++i) zs.back()[i] = static_cast<std::uint8_t>(0x5b + 29 * i);
    zs.push_back(Bytes(F, 0));
    zs.back()[F - 1] = 1;  // z = 1
    int ok = 0;
    for (std::size_t j = 0; j < 3; ++j) {
        Bytes k(L);
        for (std::size_t i = 0; i < L; ++i) k[i] = static_cast<std::uint8_t>(0x17 * j + 3 * i + 1);
        k[0] = 0;                                  // below n on every curve
        if (j == 2) k.assign(L, 0), k[L - 1] = 1;  // k = 1
        Bytes ref(Sig::signature_size);
        REQUIRE(Sig::sign_digest_with_k(d, dg, K(k.data(), L),
                                        typename Sig::Sig(ref.data(), ref.size()),
                                        workspace()) == Status::ok);
        for (const Bytes& z : zs) {
            Bytes got(Sig::signature_size, 0xee);
            const Status st =
                Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                        typename Sig::Sig(got.data(), got.size()), workspace());
            CHECK(st == Status::ok);
            CHECK(got == ref);
            CHECK(Sig::verify_digest(pub, dg, typename Sig::SigView(got.data(), got.size()),
                                     workspace())
                      .ok());
            // Unchecked, in exactly the documented workspace.
            std::vector<std::byte> at(Sig::sign_kz_workspace_size);
            Bytes got2(Sig::signature_size, 0xee);
            CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                          typename Sig::Sig(got2.data(), got2.size()), at,
                                          no_check) == Status::ok);
            CHECK(got2 == ref);
            ok += st == Status::ok && got == ref && got2 == ref;
        }
    }
    // k out of range: 0 and n.
    const Bytes z = zs[2];
    for (const Bytes& k : {Bytes(L, 0), n}) {
        Bytes sig(Sig::signature_size, 0xee);
        CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                      typename Sig::Sig(sig.data(), sig.size()), workspace(),
                                      no_check) == Status::invalid_argument);
        CHECK(sig == Bytes(Sig::signature_size, 0));
    }
    // Workspace: one byte short of each documented size is refused.
    Bytes k(L, 0x21);
    k[0] = 0;  // below n (P-521: n < 2^521)
    std::vector<std::byte> under(Sig::sign_kz_workspace_size - 1);
    Bytes sig(Sig::signature_size, 0xee);
    CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                  typename Sig::Sig(sig.data(), sig.size()), under,
                                  no_check) == Status::workspace_too_small);
    CHECK(sig == Bytes(Sig::signature_size, 0));
    static_assert(Sig::sign_kz_workspace_size < Sig::sign_unchecked_workspace_size(EcHash::sha256));
    std::vector<std::byte> at(Sig::sign_kz_workspace_size), under_c(Sig::sign_workspace_size - 1),
        at_c(Sig::sign_workspace_size);
    sig.assign(Sig::signature_size, 0xee);
    CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                  typename Sig::Sig(sig.data(), sig.size()),
                                  at) == Status::workspace_too_small);
    CHECK(sig == Bytes(Sig::signature_size, 0));
    sig.assign(Sig::signature_size, 0xee);
    CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                  typename Sig::Sig(sig.data(), sig.size()),
                                  under_c) == Status::workspace_too_small);
    CHECK(sig == Bytes(Sig::signature_size, 0));
    CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                  typename Sig::Sig(sig.data(), sig.size()), at_c) == Status::ok);
    CHECK(Sig::verify_digest(pub, dg, typename Sig::SigView(sig.data(), sig.size()), workspace())
              .ok());
    // Low-S applies here too.
    ucrypt::EcdsaOptions lo = no_check;
    lo.low_s = true;
    lo.require_low_s = true;
    CHECK(Sig::sign_digest_with_k(d, dg, K(k.data(), L), Z(z.data(), F),
                                  typename Sig::Sig(sig.data(), sig.size()), at, lo) == Status::ok);
    CHECK(
        Sig::verify_digest(pub, dg, typename Sig::SigView(sig.data(), sig.size()), workspace(), lo)
            .ok());
    return ok;
}

// Round trips and negative cases over one curve: keygen, hedged and
// deterministic signing, verification of tampered inputs, DER, compression.
template <class C, class T, class Math = ucrypt::EcSmall>
int contract(std::uint8_t seed)
{
    using Sig = ucrypt::Ecdsa<C, Math, T>;
    using Key = ucrypt::EcKey<C>;
    TestRng rng(seed);
    Bytes priv(Sig::private_key_size), pub(Sig::public_key_size), sig(Sig::signature_size),
        sig2(Sig::signature_size);
    const auto P = [&] { return typename Sig::Priv(priv.data(), priv.size()); };
    const auto S = [&](Bytes& b) { return typename Sig::Sig(b.data(), b.size()); };
    const auto V = [&](const Bytes& b) { return typename Sig::SigView(b.data(), b.size()); };
    REQUIRE(Sig::keygen(rng,
                        std::span<std::uint8_t, Sig::private_key_size>(priv.data(), priv.size()),
                        typename Sig::Pub(pub.data(), pub.size()), workspace()) == Status::ok);
    const std::string m = "ucrypt ecdsa contract";
    const Bytes msg(m.begin(), m.end());
    REQUIRE(Sig::sign(EcHash::sha256, P(), msg, S(sig), rng, workspace()) == Status::ok);
    CHECK(Sig::verify(EcHash::sha256, pub, msg, V(sig), workspace()).ok());
    // Hedged signing differs from the deterministic one.
    REQUIRE(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig2), workspace()) == Status::ok);
    CHECK(sig != sig2);
    CHECK(Sig::verify(EcHash::sha256, pub, msg, V(sig2), workspace()).ok());
    // Tampering: message, r, s, hash choice.
    Bytes bad = sig;
    bad[3] ^= 1;
    CHECK(!Sig::verify(EcHash::sha256, pub, msg, V(bad), workspace()).ok());
    bad = sig;
    bad[Sig::signature_size - 1] ^= 0x40;
    CHECK(!Sig::verify(EcHash::sha256, pub, msg, V(bad), workspace()).ok());
    CHECK(!Sig::verify(EcHash::sha384, pub, msg, V(sig), workspace()).ok());
    Bytes msg2 = msg;
    msg2[0] ^= 1;
    CHECK(!Sig::verify(EcHash::sha256, pub, msg2, V(sig), workspace()).ok());
    // r = 0 and s = n are rejected.
    Bytes zero(Sig::signature_size, 0);
    CHECK(!Sig::verify(EcHash::sha256, pub, msg, V(zero), workspace()).ok());
    // Compressed keys verify the same signature.
    Bytes comp(Key::compressed_size), back(Key::uncompressed_size);
    REQUIRE(Key::compress(pub, std::span<std::uint8_t, Key::compressed_size>(
                                   comp.data(), comp.size())) == Status::ok);
    REQUIRE(Key::decode(comp, std::span<std::uint8_t, Key::uncompressed_size>(
                                  back.data(), back.size())) == Status::ok);
    CHECK(back == pub);
    CHECK(Sig::verify(EcHash::sha256, comp, msg, V(sig), workspace()).ok());
    comp[0] ^= 1;  // the other root
    CHECK(!Sig::verify(EcHash::sha256, comp, msg, V(sig), workspace()).ok());
    // DER round trip.
    Bytes der(Sig::max_der_size), raw(Sig::signature_size);
    std::size_t len = 0;
    REQUIRE(ucrypt::ecdsa_der_encode(sig, der, len) == Status::ok);
    der.resize(len);
    REQUIRE(ucrypt::ecdsa_der_decode(der, raw) == Status::ok);
    CHECK(raw == sig);
    Bytes trailing = der;
    trailing.push_back(0);
    CHECK(ucrypt::ecdsa_der_decode(trailing, raw) == Status::invalid_encoding);
    // Low-S output.
    ucrypt::EcdsaOptions lo;
    lo.low_s = true;
    lo.require_low_s = true;
    REQUIRE(Sig::sign(EcHash::sha256, P(), msg, S(sig2), rng, workspace(), lo) == Status::ok);
    CHECK(Sig::verify(EcHash::sha256, pub, msg, V(sig2), workspace(), lo).ok());
    // Workspace, range and entropy checks.
    std::vector<std::byte> small(Sig::sign_workspace_size - 1);
    CHECK(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig2), small) ==
          Status::workspace_too_small);
    CHECK(sig2 == Bytes(Sig::signature_size, 0));
    const ucrypt::EcdsaOptions no_check{ucrypt::SignCheck::none, false, false};
    CHECK(Sig::public_key(P(), typename Sig::Pub(back.data(), back.size()), small) ==
          Status::workspace_too_small);
    // Unchecked signing needs its own (smaller) size, for each hash.
    for (EcHash h : {EcHash::sha224, EcHash::sha256, EcHash::sha384, EcHash::sha512}) {
        const std::size_t need = Sig::sign_unchecked_workspace_size(h);
        CHECK(need <= Sig::sign_workspace_size);
        const Bytes dg(ucrypt::ec_hash_size(h), 0x5a);
        std::vector<std::byte> under(need - 1), at(need);
        sig2.assign(Sig::signature_size, 1);
        CHECK(Sig::sign_digest(h, P(), dg, {}, S(sig2), under, no_check) ==
              Status::workspace_too_small);
        CHECK(sig2 == Bytes(Sig::signature_size, 0));
        CHECK(Sig::sign_digest(h, P(), dg, {}, S(sig2), at, no_check) == Status::ok);
        // The default (checked) signing refuses the unchecked size when it is smaller.
        if (need < Sig::sign_workspace_size) {
            Bytes sig5(Sig::signature_size, 1);
            CHECK(Sig::sign_digest(h, P(), dg, {}, S(sig5), at) == Status::workspace_too_small);
            CHECK(sig5 == Bytes(Sig::signature_size, 0));
        }
    }
    {
        std::vector<std::byte> under(Sig::sign_unchecked_workspace_size(EcHash::sha256) - 1);
        CHECK(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig2), under, no_check) ==
              Status::workspace_too_small);
    }
    // Exactly the documented sizes suffice, with or without the check.
    std::vector<std::byte> exact(Sig::sign_workspace_size), exact_v(Sig::verify_workspace_size);
    std::vector<std::byte> exact_u(Sig::sign_unchecked_workspace_size(EcHash::sha256));
    Bytes sig3(Sig::signature_size);
    REQUIRE(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig3), exact) == Status::ok);
    CHECK(Sig::verify(EcHash::sha256, pub, msg, V(sig3), exact_v).ok());
    Bytes sig4(Sig::signature_size);
    REQUIRE(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig4), exact, no_check) ==
            Status::ok);
    CHECK(sig4 == sig3);
    sig4.assign(Sig::signature_size, 0);
    REQUIRE(Sig::sign_deterministic(EcHash::sha256, P(), msg, S(sig4), exact_u, no_check) ==
            Status::ok);
    CHECK(sig4 == sig3);
    std::vector<std::byte> small_v(ucrypt::ec_verify_workspace_size<C> - 1);
    CHECK(Sig::verify(EcHash::sha256, pub, msg, V(sig), small_v).status ==
          Status::workspace_too_small);
    FailingRng fail;
    CHECK(Sig::sign(EcHash::sha256, P(), msg, S(sig2), fail, workspace()) ==
          Status::entropy_failure);
    CHECK(sig2 == Bytes(Sig::signature_size, 0));
    Bytes n_bytes(Sig::private_key_size, 0xff);
    CHECK(Sig::public_key(typename Sig::Priv(n_bytes.data(), n_bytes.size()),
                          typename Sig::Pub(back.data(), back.size()),
                          workspace()) == Status::invalid_key);
    // The caller's k and z (3 k x 6 z).
    CHECK(with_kz<C, T, Math>(priv, pub) == 18);
    return 1;
}

template <class T>
int contract_all()
{
    int n = contract<ucrypt::EcP224, T>(1) + contract<ucrypt::EcP256, T>(2) +
            contract<ucrypt::EcP384, T>(3) + contract<ucrypt::EcSecp256k1, T>(5) +
            contract<ucrypt::EcBrainpoolP256r1, T>(6);
#if !defined(__arm__)
    n += contract<ucrypt::EcP521, T>(4) + contract<ucrypt::EcBrainpoolP384r1, T>(7) +
         contract<ucrypt::EcBrainpoolP512r1, T>(8);
#endif
    return n;
}

// RFC 6979 vectors and the contract for the EcFast variant (P-256, P-384).
template <class T>
void fast_all(const char* variant)
{
    using F = ucrypt::EcFast;
    const int a = rfc6979<ucrypt::EcP256, T, std::size(kP256), F>(kP256X, kP256, kP256Ux, kP256Uy);
    const int b = rfc6979<ucrypt::EcP384, T, std::size(kP384), F>(kP384X, kP384, kP384Ux, kP384Uy);
    CHECK(a > 0);
    CHECK(b > 0);
    CHECK(contract<ucrypt::EcP256, T, F>(21) == 1);
    CHECK(contract<ucrypt::EcP384, T, F>(22) == 1);
    std::printf("[vectors] RFC 6979 A.2.5 P-256 (%s): %d passed\n", variant, a);
    std::printf("[vectors] RFC 6979 A.2.6 P-384 (%s): %d passed\n", variant, b);
}

// RFC 6979 vectors and the contract for EcSuperFast (P-256 only).
template <class T>
void superfast_p256(const char* variant)
{
    using SF = ucrypt::EcSuperFast;
    const int a = rfc6979<ucrypt::EcP256, T, std::size(kP256), SF>(kP256X, kP256, kP256Ux, kP256Uy);
    CHECK(a > 0);
    CHECK(contract<ucrypt::EcP256, T, SF>(23) == 1);
    std::printf("[vectors] RFC 6979 A.2.5 P-256 (%s): %d passed\n", variant, a);
}

// Every (math, table) variant of a curve gives the same public key, the same
// deterministic signature and the same ECDH secret as Small/Low, on random
// keys and messages (and verifies the others' signatures).
template <class C, class M, class T>
bool same_as_reference(const Bytes& d, const Bytes& m, const Bytes& peer)
{
    using Ref = ucrypt::Ecdsa<C, ucrypt::EcSmall, ucrypt::EcTableLow>;
    using Sig = ucrypt::Ecdsa<C, M, T>;
    using RefDh = ucrypt::Ecdh<C, ucrypt::EcSmall, ucrypt::EcTableLow>;
    using Dh = ucrypt::Ecdh<C, M, T>;
    const typename Sig::Priv dv(d.data(), d.size());
    Bytes p1(Sig::public_key_size), p2(Sig::public_key_size), s1(Sig::signature_size),
        s2(Sig::signature_size), z1(Dh::shared_size), z2(Dh::shared_size);
    using ZOut = std::span<std::uint8_t, Dh::shared_size>;
    const bool ok =
        Ref::public_key(dv, typename Sig::Pub(p1.data(), p1.size()), workspace()) == Status::ok &&
        Sig::public_key(dv, typename Sig::Pub(p2.data(), p2.size()), workspace()) == Status::ok &&
        Ref::sign_deterministic(EcHash::sha384, dv, m, typename Sig::Sig(s1.data(), s1.size()),
                                workspace()) == Status::ok &&
        Sig::sign_deterministic(EcHash::sha384, dv, m, typename Sig::Sig(s2.data(), s2.size()),
                                workspace()) == Status::ok &&
        RefDh::shared_secret(dv, peer, ZOut(z1.data(), z1.size()), workspace()) == Status::ok &&
        Dh::shared_secret(dv, peer, ZOut(z2.data(), z2.size()), workspace()) == Status::ok;
    const bool same = ok && p1 == p2 && s1 == s2 && z1 == z2;
    const bool cross =
        Sig::verify(EcHash::sha384, p1, m, typename Sig::SigView(s1.data(), s1.size()), workspace())
            .ok() &&
        Ref::verify(EcHash::sha384, p2, m, typename Sig::SigView(s2.data(), s2.size()), workspace())
            .ok();
    return same && cross;
}

template <class C>
int variants_agree(std::uint8_t seed, int rounds)
{
    using Ref = ucrypt::Ecdsa<C, ucrypt::EcSmall, ucrypt::EcTableLow>;
    TestRng rng(seed);
    int passed = 0;
    for (int i = 0; i < rounds; ++i) {
        Bytes d(C::scalar_bytes), e(C::scalar_bytes), peer(Ref::public_key_size),
            m(static_cast<std::size_t>(1 + i * 13));
        REQUIRE(Ref::keygen(rng, std::span<std::uint8_t, C::scalar_bytes>(d.data(), d.size()),
                            typename Ref::Pub(peer.data(), peer.size()),
                            workspace()) == Status::ok);
        (void)rng.fill(e);
        (void)rng.fill(m);
        e[0] &= 0x7f;  // < n
        const bool a = same_as_reference<C, ucrypt::EcSmall, ucrypt::EcTableHigh>(e, m, peer);
        const bool b = same_as_reference<C, ucrypt::EcFast, ucrypt::EcTableLow>(e, m, peer);
        const bool c = same_as_reference<C, ucrypt::EcFast, ucrypt::EcTableHigh>(e, m, peer);
        bool s = true;
        if constexpr (std::is_same_v<C, ucrypt::EcP256>) {
            s = same_as_reference<C, ucrypt::EcSuperFast, ucrypt::EcTableLow>(e, m, peer) &&
                same_as_reference<C, ucrypt::EcSuperFast, ucrypt::EcTableHigh>(e, m, peer);
        }
        CHECK(a);
        CHECK(b);
        CHECK(c);
        CHECK(s);
        passed += a && b && c && s;
    }
    return passed;
}

// The typed signer (sign_digest<H>) with the Small and the Fast form of each
// vector's hash: the RFC's signature, byte for byte the run-time EcHash
// entry's, with and without §3.6 extra data (hedged k'), and with SmallHash.
template <class Sig, class H>
bool typed_sign(const typename Sig::Priv& priv, const Bytes& dg, const Bytes& extra, Bytes& out)
{
    out.assign(Sig::signature_size, 0);
    return Sig::template sign_digest<H>(priv, dg, extra, typename Sig::Sig(out.data(), out.size()),
                                        workspace()) == Status::ok;
}

template <class Sig, class Small, class Fast>
bool typed_agree(EcHash h, const typename Sig::Priv& priv, const std::string& m, const Bytes& want)
{
    const Bytes msg(m.begin(), m.end());
    Bytes dg(Small::digest_size), extra(32), a, b, c, d, e, f, g;  // a, e: EcHash entry
    Small::hash(msg, std::span<std::uint8_t, Small::digest_size>(dg.data(), dg.size()));
    for (std::size_t i = 0; i < extra.size(); ++i) extra[i] = static_cast<std::uint8_t>(0xA5 ^ i);
    a.assign(Sig::signature_size, 0);
    e.assign(Sig::signature_size, 0);
    const bool ok =
        Sig::sign_digest(h, priv, dg, {}, typename Sig::Sig(a.data(), a.size()), workspace()) ==
            Status::ok &&
        Sig::sign_digest(h, priv, dg, extra, typename Sig::Sig(e.data(), e.size()), workspace()) ==
            Status::ok &&
        typed_sign<Sig, Small>(priv, dg, {}, b) && typed_sign<Sig, Fast>(priv, dg, {}, c) &&
        typed_sign<Sig, Small>(priv, dg, extra, f) && typed_sign<Sig, Fast>(priv, dg, extra, g) &&
        typed_sign<Sig, typename Sig::SmallHash>(priv, dg, extra, d);
    // SmallHash is the vector's hash on some (curve, hash) pairs only.
    constexpr bool own = std::is_same_v<typename Sig::SmallHash, Small>;
    CHECK(ok);
    CHECK(a == want);
    CHECK(b == want);
    CHECK(c == want);
    CHECK(e != want);  // the extra data changes k
    CHECK(f == e);
    CHECK(g == e);
    if (own) CHECK(d == f);
    return ok && a == want && b == want && c == want && e != want && f == e && g == e &&
           (!own || d == f);
}

template <class C, class Math, class T, std::size_t M>
int typed_all(const char* x_hex, const Rfc6979Vector (&vs)[M])
{
    using Sig = ucrypt::Ecdsa<C, Math, T>;
    Bytes x, s2, want;
    REQUIRE(fixed(x_hex, C::scalar_bytes, x));
    const typename Sig::Priv priv(x.data(), x.size());
    int passed = 0;
    for (const auto& v : vs) {
        REQUIRE(fixed(v.r, C::scalar_bytes, want));
        REQUIRE(fixed(v.s, C::scalar_bytes, s2));
        want.insert(want.end(), s2.begin(), s2.end());
        bool ok = false;
        switch (v.hash) {
            case EcHash::sha224:
                ok = typed_agree<Sig, ucrypt::Sha224Small, ucrypt::Sha224Fast>(v.hash, priv, v.msg,
                                                                               want);
                break;
            case EcHash::sha256:
                ok = typed_agree<Sig, ucrypt::Sha256Small, ucrypt::Sha256Fast>(v.hash, priv, v.msg,
                                                                               want);
                break;
            case EcHash::sha384:
                ok = typed_agree<Sig, ucrypt::Sha384Small, ucrypt::Sha384Fast>(v.hash, priv, v.msg,
                                                                               want);
                break;
            case EcHash::sha512:
                ok = typed_agree<Sig, ucrypt::Sha512Small, ucrypt::Sha512Fast>(v.hash, priv, v.msg,
                                                                               want);
                break;
        }
        passed += ok;
    }
    return passed;
}

}  // namespace

TEST_SUITE("ecdsa")
{
    TEST_CASE("ECDSA RFC 6979 and contract, EcFast (P-256, P-384), tables Low and High")
    {
        fast_all<ucrypt::EcTableLow>("Fast/Low");
        fast_all<ucrypt::EcTableHigh>("Fast/High");
    }
    TEST_CASE("ECDSA RFC 6979 and contract, EcSuperFast (P-256), tables Low and High")
    {
        superfast_p256<ucrypt::EcTableLow>("SuperFast/Low");
        superfast_p256<ucrypt::EcTableHigh>("SuperFast/High");
    }
    TEST_CASE("ECDSA/ECDH: every variant (Small/Fast/SuperFast x Low/High) gives identical results")
    {
#if defined(__arm__) || !defined(__OPTIMIZE__)
        const int rounds = 1;
#else
        const int rounds = 6;
#endif
        const int a = variants_agree<ucrypt::EcP256>(31, rounds);
        const int b = variants_agree<ucrypt::EcP384>(32, rounds);
        CHECK(a == rounds);
        CHECK(b == rounds);
        std::printf(
            "[vectors] ECDSA/ECDH variant agreement (random keys, P-256/P-384): %d passed\n",
            a + b);
    }
    TEST_CASE("ECDSA typed signer sign_digest<H>, Small and Fast hashes = RFC 6979 = EcHash entry")
    {
        using ucrypt::EcFast;
        using ucrypt::EcP256;
        using ucrypt::EcP384;
        using ucrypt::EcSmall;
        using ucrypt::EcSuperFast;
        using ucrypt::EcTableHigh;
        using ucrypt::EcTableLow;
        static_assert(std::is_same_v<ucrypt::Ecdsa<EcP256>::SmallHash, ucrypt::Sha256Small>);
        static_assert(std::is_same_v<ucrypt::Ecdsa<EcP384>::SmallHash, ucrypt::Sha384Small>);
        static_assert(
            std::is_same_v<ucrypt::Ecdsa<ucrypt::EcP521>::SmallHash, ucrypt::Sha512Small>);
        constexpr int n256 = static_cast<int>(std::size(kP256));
        constexpr int n384 = static_cast<int>(std::size(kP384));
        const int a = typed_all<EcP256, EcSmall, EcTableLow>(kP256X, kP256);
        const int b = typed_all<EcP256, EcSuperFast, EcTableHigh>(kP256X, kP256);
        const int c = typed_all<EcP384, EcSmall, EcTableLow>(kP384X, kP384);
        const int d = typed_all<EcP384, EcFast, EcTableHigh>(kP384X, kP384);
        CHECK(a == n256);
        CHECK(b == n256);
        CHECK(c == n384);
        CHECK(d == n384);
        std::printf(
            "[vectors] RFC 6979 A.2.5/A.2.6 through sign_digest<H> (P-256 Small/Low, "
            "SuperFast/High; P-384 Small/Low, Fast/High): %d passed\n",
            a + b + c + d);
    }
    TEST_CASE("ECDSA RFC 6979 deterministic signatures, table Low")
    {
        rfc6979_all<ucrypt::EcTableLow>("Small/Low");
    }
    TEST_CASE("ECDSA RFC 6979 deterministic signatures, table High")
    {
        rfc6979_all<ucrypt::EcTableHigh>("Small/High");
    }
    TEST_CASE("ECDSA contract over every curve")
    {
        CHECK(contract_all<ucrypt::EcTableLow>() > 0);
        CHECK(contract_all<ucrypt::EcTableHigh>() > 0);
    }
    TEST_CASE("ECDSA Low and High tables give identical signatures")
    {
        using Lo = ucrypt::Ecdsa<ucrypt::EcP256, ucrypt::EcSmall, ucrypt::EcTableLow>;
        using Hi = ucrypt::Ecdsa<ucrypt::EcP256, ucrypt::EcSmall, ucrypt::EcTableHigh>;
        TestRng rng(9);
        for (int i = 0; i < 4; ++i) {
            Bytes d(32), m(17), a(64), b(64);
            (void)rng.fill(d);
            (void)rng.fill(m);
            const std::span<const std::uint8_t, 32> dv(d.data(), 32);
            const Status sa = Lo::sign_deterministic(
                EcHash::sha256, dv, m, std::span<std::uint8_t, 64>(a.data(), 64), workspace());
            const Status sb = Hi::sign_deterministic(
                EcHash::sha256, dv, m, std::span<std::uint8_t, 64>(b.data(), 64), workspace());
            CHECK(sa == sb);
            CHECK(a == b);
        }
    }
    TEST_CASE("ECDSA DER strictness")
    {
        Bytes raw(64);
        // Non-minimal length, negative integer, leading zero, wrong tag, long form for short.
        for (const char* h :
             {"3006020101020101", "30060201810201 01", "300702020001020101", "3006030101020101",
              "308106020101020101", "3006020101020101 00", "30050201010201", "3006020100020101"}) {
            std::string s(h);
            s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
            const Bytes der = from_hex(s);
            const bool minimal_ok = s == "3006020101020101" || s == "3006020100020101";
            CHECK((ucrypt::ecdsa_der_decode(der, raw) == Status::ok) == minimal_ok);
        }
        std::printf("[vectors] ECDSA DER strictness (hand-made): 8 passed\n");
    }
}
