// SPDX-License-Identifier: Apache-2.0
// The x86-64 host backends forced one at a time: AesNi (AES-NI, 8 blocks in
// flight), AesVaes (VAES, 16 blocks in flight), AesAuto (whichever the CPU
// runs) and GhashClmul (8 blocks per reduction, H^1..H^8).
//
// Real vectors first: FIPS 197 C.1-C.3, the CAVP package's CTR files (RFC
// 3686) and GCM files run through each forced backend. Then every length
// that reaches a different code path (0..40 blocks: the 16/8/4/2/1-block
// groups and their tails, plus partial bytes) is checked against the
// portable AesCt / GhashCt, which the CAVP suites check on every target;
// and the counters are made to wrap (2^32 for GCM's inc_32, 2^64 and 2^128
// for CTR) inside one call. Off x86-64 the backends decline and these tests
// do nothing.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "aead_vectors.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/ghash.hpp"
#include "ucrypt/modes.hpp"
#include "vectors.hpp"

#if defined(__x86_64__)

namespace {

using ucrypt::AesAuto;
using ucrypt::AesCt;
using ucrypt::AesNi;
using ucrypt::AesVaes;
using ucrypt::GhashClmul;
using ucrypt::GhashCt;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::CavpStream;
using ucrypt::test::from_hex;

// Deterministic test data (xorshift32); any bytes do for a differential check.
Bytes pseudo(std::size_t n, std::uint32_t seed)
{
    Bytes b(n);
    std::uint32_t x = seed * 2654435761u + 1u;
    for (auto& v : b) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        v = static_cast<std::uint8_t>(x >> 24);
    }
    return b;
}

// Calls f.template operator()<A>(name) for each hardware backend this CPU runs.
template <class F>
void for_each_backend(F&& f)
{
    if (AesNi::available())
        f.template operator()<AesNi>("aesni");
    else
        ucrypt::test::report_skipped("aesni (CPU without AES-NI)");
    if (AesVaes::available())
        f.template operator()<AesVaes>("vaes");
    else
        ucrypt::test::report_skipped("vaes (CPU without VAES/AVX2)");
    f.template operator()<AesAuto>("auto");
}

constexpr std::size_t kMaxBlocks = 40;

}  // namespace

TEST_SUITE("aes")
{
    TEST_CASE("x86 backends: FIPS 197 C.1-C.3 and every block count against AesCt")
    {
        const Bytes pt = from_hex("00112233445566778899aabbccddeeff");
        const char* cts[3] = {"69c4e0d86a7b0430d8cdb78070b4c55a",
                              "dda97ca4864cdfe06eaf70a0ec0d7191",
                              "8ea2b7ca516745bfeafc49904b496089"};
        for_each_backend([&]<class A>(const char* name) {
            std::size_t passed = 0;
            for (std::size_t ki = 0; ki < 3; ++ki) {
                const Bytes key =
                    from_hex(std::string("000102030405060708090a0b0c0d0e0f1011121314151617"
                                         "18191a1b1c1d1e1f")
                                 .substr(0, 32 + 16 * ki));
                A a;
                REQUIRE(a.set_key(key) == Status::ok);
                Bytes c(16), p(16);
                a.encrypt_blocks(pt.data(), c.data(), 1);
                a.decrypt_blocks(c.data(), p.data(), 1);
                CHECK(c == from_hex(cts[ki]));
                CHECK(p == pt);
                if (c == from_hex(cts[ki]) && p == pt) ++passed;
                AesCt ref;
                REQUIRE(ref.set_key(key) == Status::ok);
                for (std::size_t n = 0; n <= kMaxBlocks; ++n) {
                    INFO(name << " key " << key.size() << " blocks " << n);
                    const Bytes in = pseudo(16 * n + 1, static_cast<std::uint32_t>(n + 100 * ki));
                    Bytes want(16 * n + 1), got(16 * n + 1), back(16 * n + 1);
                    ref.encrypt_blocks(in.data(), want.data(), n);
                    a.encrypt_blocks(in.data(), got.data(), n);
                    CHECK(Bytes(got.begin(), got.end() - 1) == Bytes(want.begin(), want.end() - 1));
                    a.decrypt_blocks(got.data(), back.data(), n);
                    CHECK(Bytes(back.begin(), back.end() - 1) == Bytes(in.begin(), in.end() - 1));
                    Bytes inplace = in;  // in == out
                    a.encrypt_blocks(inplace.data(), inplace.data(), n);
                    a.decrypt_blocks(inplace.data(), inplace.data(), n);
                    CHECK(inplace == in);
                }
            }
            ucrypt::test::report_vectors("FIPS 197 Appendix C", name, passed);
        });
    }
}

namespace {

// SP 800-38A §6.5 reference: counters by hand, AesCt, 128-bit or inc_32.
Bytes ctr_reference(const Bytes& key, Bytes ctr, const Bytes& in, bool inc32)
{
    AesCt ref;
    REQUIRE(ref.set_key(key) == Status::ok);
    Bytes out(in.size());
    for (std::size_t i = 0; i < in.size(); i += 16) {
        std::uint8_t ks[16];
        ref.encrypt_blocks(ctr.data(), ks, 1);
        for (std::size_t j = i; j < in.size() && j < i + 16; ++j) out[j] = in[j] ^ ks[j - i];
        for (std::size_t b = 16; b-- > (inc32 ? 12u : 0u);) {
            if (++ctr[b] != 0) break;
        }
    }
    return out;
}

const char* const kCtrIvs[] = {
    "000102030405060708090a0b0c0d0e0f",  // no wrap
    "0102030405060708fffffffffffffff5",  // the low 64 bits wrap mid-call
    "fffffffffffffffffffffffffffffff3",  // the whole block wraps to 0
    "0102030405060708090a0b0cfffffffa",  // a 32-bit boundary (carries in CTR)
};

void run_ctr_file(const char* file)
{
    const std::string rel = std::string("cavp/ciphers/AES/CTR/") + file;
    for_each_backend([&]<class A>(const char* name) {
        CavpStream in(ucrypt::test::cavp_dir() + "/ciphers/AES/CTR/" + file);
        if (!in.ok()) return ucrypt::test::fail_missing(rel, ucrypt::test::VectorSource::cavp);
        std::size_t passed = 0;
        while (in.next()) {
            const std::string *k = in.get("KEY"), *iv = in.get("IV"), *p = in.get("PLAINTEXT"),
                              *c = in.get("CIPHERTEXT");
            if (!k || !iv || !p || !c) continue;
            const Bytes pt = from_hex(*p);
            Bytes out(pt.size());
            const bool ok =
                ucrypt::Ctr<A>::encrypt(from_hex(*k), from_hex(*iv), pt, out) == Status::ok &&
                out == from_hex(*c);
            CHECK(ok);
            if (ok) ++passed;
        }
        CHECK(passed > 0);
        ucrypt::test::report_vectors(rel, name, passed);
    });
}

}  // namespace

TEST_SUITE("modes")
{
    TEST_CASE("x86 backends: CTR RFC 3686 vectors of the CAVP package")
    {
        for (const char* f : {"aes-128-ctr.txt", "aes-192-ctr.txt", "aes-256-ctr.txt"})
            run_ctr_file(f);
    }

    TEST_CASE("x86 backends: CTR at every length, counters wrapping, streamed")
    {
        for_each_backend([&]<class A>(const char* name) {
            for (std::size_t ks : {16u, 32u}) {
                const Bytes key = pseudo(ks, 7);
                for (const char* ivh : kCtrIvs) {
                    const Bytes iv = from_hex(ivh);
                    for (std::size_t len = 0; len <= 16 * kMaxBlocks + 17;
                         len += (len < 48 ? 1 : 7)) {
                        INFO(name << " key " << ks << " iv " << ivh << " len " << len);
                        const Bytes pt = pseudo(len, static_cast<std::uint32_t>(len));
                        const Bytes want = ctr_reference(key, iv, pt, false);
                        Bytes out(len);
                        REQUIRE(ucrypt::Ctr<A>::encrypt(key, iv, pt, out) == Status::ok);
                        CHECK(out == want);
                        // Streamed in uneven pieces through one context.
                        ucrypt::CtrContext<A> ctx;
                        REQUIRE(ctx.set_key(key) == Status::ok);
                        REQUIRE(ctx.set_iv(iv) == Status::ok);
                        Bytes streamed(len);
                        std::size_t off = 0, step = 1;
                        while (off < len) {
                            const std::size_t n = std::min(step, len - off);
                            std::size_t w = 0;
                            REQUIRE(ctx.append(ucrypt::ByteView(pt.data() + off, n),
                                               ucrypt::ByteSpan(streamed.data() + off, n),
                                               w) == Status::ok);
                            off += n;
                            step = step * 3 + 5;
                        }
                        CHECK(streamed == want);
                    }
                }
            }
        });
    }

    TEST_CASE("x86 backends: ctr_xor with inc_32 wraps in 32 bits only")
    {
        for_each_backend([&]<class A>(const char* name) {
            const Bytes key = pseudo(16, 3);
            A a;
            REQUIRE(a.set_key(key) == Status::ok);
            for (std::size_t n = 1; n <= kMaxBlocks; ++n) {
                INFO(name << " blocks " << n);
                const Bytes ctr0 = from_hex("0102030405060708090a0bfffffffff8");
                const Bytes in = pseudo(16 * n, static_cast<std::uint32_t>(n));
                Bytes out(16 * n), ctr = ctr0;
                REQUIRE(a.ctr_xor(ctr.data(), true, in.data(), out.data(), n));
                CHECK(out == ctr_reference(key, ctr0, in, true));
                Bytes next = ctr0;  // ctr0 + n in the low 32 bits, mod 2^32
                const std::uint32_t low = (0xfffffff8u + static_cast<std::uint32_t>(n));
                for (int b = 0; b < 4; ++b)
                    next[static_cast<std::size_t>(12 + b)] =
                        static_cast<std::uint8_t>(low >> (24 - 8 * b));
                CHECK(ctr == next);
            }
        });
    }
}

namespace {

template <class G>
bool gcm_record_ok(const Bytes& key, const Bytes& iv, const Bytes& aad, const Bytes& pt,
                   const Bytes& ct, const Bytes& tag, bool fail)
{
    G g;
    if (g.set_key(key) != Status::ok) return false;
    if (!fail) {
        Bytes c(pt.size()), t(tag.size());
        if (g.encrypt(iv, aad, pt, c, t) != Status::ok || c != ct || t != tag) return false;
    }
    Bytes p(ct.size(), 0xA5);
    const ucrypt::Verdict v = g.decrypt(iv, aad, ct, tag, p);
    return fail ? v.status == Status::verify_failed : (v.ok() && p == pt);
}

void run_gcm_file(const std::string& file)
{
    const std::string rel = "cavp/ciphers/AES/GCM/" + file;
    for_each_backend([&]<class A>(const char* name) {
        CavpStream in(ucrypt::test::cavp_dir() + "/ciphers/AES/GCM/" + file);
        if (!in.ok()) return ucrypt::test::fail_missing(rel, ucrypt::test::VectorSource::cavp);
        std::size_t passed = 0;
        while (in.next()) {
            const std::string *key = in.get("Key"), *iv = in.get("IV"), *ct = in.get("CT"),
                              *aad = in.get("AAD"), *tag = in.get("Tag"), *pt = in.get("PT");
            if (!key || !iv || !ct || !aad || !tag) continue;
            const bool fail = in.has("FAIL");
            const bool ok = gcm_record_ok<ucrypt::Gcm<A, GhashClmul>>(
                from_hex(*key), from_hex(*iv), from_hex(*aad), pt ? from_hex(*pt) : Bytes{},
                from_hex(*ct), from_hex(*tag), fail);
            CHECK(ok);
            if (ok) ++passed;
        }
        CHECK(passed > 0);
        ucrypt::test::report_vectors(rel, std::string(name) + "+ghash_clmul", passed);
    });
}

}  // namespace

TEST_SUITE("gcm")
{
    TEST_CASE("x86 backends: GCM CAVP files")
    {
        for (const char* f :
             {"gcmEncryptExtIV128.rsp", "gcmEncryptExtIV256.rsp", "gcmDecrypt128.rsp"})
            run_gcm_file(f);
    }

    TEST_CASE("x86 backends: GHASH aggregation at every block count against GhashCt")
    {
        if (!GhashClmul::available())
            return ucrypt::test::report_skipped("ghash_clmul (no PCLMULQDQ)");
        std::size_t passed = 0;
        for (std::uint32_t seed = 1; seed <= 8; ++seed) {
            const Bytes h = pseudo(16, seed);
            GhashClmul g;
            GhashCt ref;
            g.set_key(h.data());
            ref.set_key(h.data());
            REQUIRE(g.uses_clmul());
            if (seed % 2 == 0)
                g.force_narrow();  // the 128-bit loop; odd seeds: VPCLMULQDQ if present
            if (seed == 1 && !g.uses_vpclmul())
                ucrypt::test::report_skipped("ghash vpclmulqdq (CPU without it)");
            for (std::size_t n = 0; n <= kMaxBlocks; ++n) {
                INFO("seed " << seed << " blocks " << n);
                const Bytes x = pseudo(16 * n, seed * 1000 + static_cast<std::uint32_t>(n));
                g.reset();
                ref.reset();
                g.update_blocks(x.data(), n / 3);  // two calls: the hash carries over
                g.update_blocks(x.data() + 16 * (n / 3), n - n / 3);
                ref.update_blocks(x.data(), n);
                std::uint8_t a[16], b[16];
                g.get(a);
                ref.get(b);
                CHECK(Bytes(a, a + 16) == Bytes(b, b + 16));
                if (Bytes(a, a + 16) == Bytes(b, b + 16)) ++passed;
            }
        }
        CHECK(passed == 8 * (kMaxBlocks + 1));
    }

    TEST_CASE("x86 backends: GCM at every length against AesCt + GhashCt, streamed")
    {
        for_each_backend([&]<class A>(const char* name) {
            const Bytes key = pseudo(16, 11);
            ucrypt::Gcm<A, GhashClmul> g;
            ucrypt::Gcm<AesCt, GhashCt> ref;
            REQUIRE(g.set_key(key) == Status::ok);
            REQUIRE(ref.set_key(key) == Status::ok);
            for (std::size_t ivn : {12u, 7u}) {
                const Bytes iv = pseudo(ivn, 5);
                for (std::size_t alen : {0u, 5u, 16u, 131u}) {
                    const Bytes aad = pseudo(alen, 9);
                    for (std::size_t len = 0; len <= 16 * kMaxBlocks + 40;
                         len += (len < 40 ? 1 : 13)) {
                        INFO(name << " iv " << ivn << " aad " << alen << " len " << len);
                        const Bytes pt = pseudo(len, static_cast<std::uint32_t>(len + alen));
                        Bytes c1(len), t1(16), c2(len), t2(16);
                        REQUIRE(ref.encrypt(iv, aad, pt, c1, t1) == Status::ok);
                        REQUIRE(g.encrypt(iv, aad, pt, c2, t2) == Status::ok);
                        CHECK(c2 == c1);
                        CHECK(t2 == t1);
                        Bytes p(len);
                        CHECK(g.decrypt(iv, aad, c1, t1, p).ok());
                        CHECK(p == pt);
                        // Streamed decryption in uneven pieces, in place.
                        REQUIRE(g.set_iv(iv) == Status::ok);
                        REQUIRE(g.update_aad(aad) == Status::ok);
                        Bytes buf = c1;
                        std::size_t off = 0, step = 3;
                        while (off < len) {
                            const std::size_t n = std::min(step, len - off);
                            const ucrypt::ByteSpan s(buf.data() + off, n);
                            REQUIRE(g.decrypt_update(s, s) == Status::ok);
                            off += n;
                            step = step * 2 + 7;
                        }
                        CHECK(buf == pt);
                        CHECK(g.verify(t1).ok());
                    }
                }
            }
        });
    }
}

#endif  // __x86_64__
