// SPDX-License-Identifier: Apache-2.0
// Known answers for ChaCha20, Poly1305 and AEAD_CHACHA20_POLY1305: every test
// vector of RFC 8439 (§2.1.1-2.8.2, Appendix A.1-A.5, in
// chacha_rfc8439_vectors.hpp), the CAVP package's ChaCha20, Poly1305 and
// ChaCha20Poly1305 files, tampering (tag, AAD, ciphertext) and the API rules.
#include "ucrypt/chacha20poly1305.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "chacha_aead_check.hpp"
#include "chacha_rfc8439_vectors.hpp"
#include "ucrypt/chacha20.hpp"
#include "ucrypt/poly1305.hpp"
#include "ucrypt/util.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::ChaCha20;
using ucrypt::Poly1305;
using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;
using ucrypt::test::to_hex;
using Words = std::array<std::uint32_t, 16>;

void report(const std::string& source, const char* variant, int passed)
{
    std::printf("[vectors] %s (%s): %d passed\n", source.c_str(), variant, passed);
}

// An RFC hex dump: optional 3-digit offsets (checked against the byte count,
// which catches a dropped or doubled line) and 2-digit bytes.
Bytes dump(const char* text)
{
    Bytes out;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream tokens(line);
        std::string tok;
        bool first = true;
        while (tokens >> tok) {
            if (first && tok.size() == 3) {
                REQUIRE(std::strtoul(tok.c_str(), nullptr, 10) == out.size());
            } else {
                REQUIRE(tok.size() == 2);
                const Bytes b = from_hex(tok);
                out.push_back(b[0]);
            }
            first = false;
        }
    }
    return out;
}

// "aa:bb:..." as printed, line breaks inside a byte included.
Bytes colon_hex(const char* text)
{
    std::string hex;
    for (const char* p = text; *p != 0; ++p) {
        if (*p != ':' && *p != ' ' && *p != '\n') hex.push_back(*p);
    }
    return from_hex(hex);
}

// A state matrix: 16 hex words; '*' marks changed words in §2.2.1.
Words matrix(const char* text)
{
    Words w{};
    std::istringstream tokens(text);
    std::string tok;
    std::size_t n = 0;
    while (tokens >> tok) {
        if (tok[0] == '*') tok.erase(0, 1);
        REQUIRE(n < 16);
        w[n++] = static_cast<std::uint32_t>(std::strtoul(tok.c_str(), nullptr, 16));
    }
    REQUIRE(n == 16);
    return w;
}

Words setup(const Bytes& key, std::uint32_t counter, const Bytes& nonce)
{
    REQUIRE(key.size() == 32);
    REQUIRE(nonce.size() == 12);
    Words s{};
    ucrypt::core::chacha20_setup(ucrypt::FixedView<32>(key.data(), 32), counter,
                                 ucrypt::FixedView<12>(nonce.data(), 12), s.data());
    return s;
}

Words block(const Words& in)
{
    Words out{};
    ucrypt::core::chacha20_block(in.data(), out.data());
    return out;
}

Words minus(const Words& a, const Words& b)
{
    Words d{};
    for (std::size_t i = 0; i < 16; ++i) d[i] = a[i] - b[i];
    return d;
}

Bytes keystream(const Bytes& key, const Bytes& nonce, std::uint32_t counter, std::size_t n)
{
    ChaCha20 c(chacha_check::key_view(key), chacha_check::nonce_view(nonce), counter);
    Bytes out(n);
    REQUIRE(c.keystream(out) == Status::ok);
    return out;
}

Bytes rfc8439_key()
{
    return colon_hex(rfc8439::kBlockKey);
}

Bytes poly_tag(const Bytes& key, const Bytes& msg)
{
    REQUIRE(key.size() == 32);
    Bytes tag(16);
    Poly1305::mac(ucrypt::FixedView<32>(key.data(), 32), msg,
                  ucrypt::FixedSpan<16>(tag.data(), 16));
    return tag;
}

// A CAVP field: hex, or a quoted ASCII string (boringssl.txt's IN= "...").
Bytes field(const ucrypt::test::CavpRecord& r, const char* name)
{
    const std::string* v = r.get(name);
    REQUIRE(v != nullptr);
    if (!v->empty() && (*v)[0] == '"') {
        REQUIRE(v->size() >= 2);
        return Bytes(v->begin() + 1, v->end() - 1);
    }
    return from_hex(*v);
}

bool load(const std::string& sub, const std::string& file,
          std::vector<ucrypt::test::CavpRecord>& recs)
{
    const std::string path = ucrypt::test::cavp_dir() + sub + file;
    if (ucrypt::test::cavp_dir().empty() || !ucrypt::test::parse_cavp(path, recs)) {
        ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
        return false;
    }
    REQUIRE(!recs.empty());
    return true;
}

TEST_SUITE("chacha")
{
    TEST_CASE("RFC 8439 §2.1.1-2.6.2 examples")
    {
        using namespace rfc8439;
        chacha_check::Tally ok;

        std::uint32_t q[4] = {kQrIn[0], kQrIn[1], kQrIn[2], kQrIn[3]};
        ucrypt::core::chacha_quarter_round(q[0], q[1], q[2], q[3]);
        CHECK(ok(q[0] == kQrOut[0] && q[1] == kQrOut[1] && q[2] == kQrOut[2] && q[3] == kQrOut[3]));

        Words st = matrix(kQrStateIn);
        ucrypt::core::chacha_quarter_round(st[2], st[7], st[8], st[13]);
        CHECK(ok(st == matrix(kQrStateOut)));

        const Bytes key = colon_hex(kBlockKey);
        const Words s1 = setup(key, kBlockCount, colon_hex(kBlockNonce));
        CHECK(ok(s1 == matrix(kBlockSetup)));
        CHECK(ok(block(s1) == matrix(kBlockEnd)));
        CHECK(ok(minus(block(s1), s1) == matrix(kBlockAfterRounds)));
        CHECK(
            ok(keystream(key, colon_hex(kBlockNonce), kBlockCount, 64) == dump(kBlockSerialized)));

        const Bytes nonce = colon_hex(kSunscreenNonce);
        CHECK(ok(setup(key, kSunscreenCounter, nonce) == matrix(kSunscreenSetup1)));
        CHECK(ok(setup(key, kSunscreenCounter + 1, nonce) == matrix(kSunscreenSetup2)));
        CHECK(ok(block(matrix(kSunscreenSetup1)) == matrix(kSunscreenBlock1)));
        CHECK(ok(block(matrix(kSunscreenSetup2)) == matrix(kSunscreenBlock2)));
        const Bytes pt = dump(kSunscreenPlaintext);
        CHECK(ok(keystream(key, nonce, kSunscreenCounter, pt.size()) ==
                 colon_hex(kSunscreenKeystream)));
        Bytes ct(pt.size());
        REQUIRE(ChaCha20::crypt(chacha_check::key_view(key), chacha_check::nonce_view(nonce),
                                kSunscreenCounter, pt, ct) == Status::ok);
        CHECK(ok(ct == dump(kSunscreenCiphertext)));

        const Bytes pkey = colon_hex(kPolyKey);
        CHECK(ok(poly_tag(pkey, dump(kPolyMessage)) == colon_hex(kPolyTag)));

        const Bytes gkey = dump(kKeyGenKey), gnonce = dump(kKeyGenNonce);
        const Words g = setup(gkey, 0, gnonce);
        CHECK(ok(g == matrix(kKeyGenSetup)));
        // §2.6.2 labels this matrix "after 20 rounds", but it is the final
        // state (input added): its little-endian bytes are the printed output.
        CHECK(ok(block(g) == matrix(kKeyGenAfterRounds)));
        CHECK(ok(keystream(gkey, gnonce, 0, 32) == dump(kKeyGenOutput)));
        report("rfc8439/section-2", "chacha20+poly1305", ok.count);
    }

    TEST_CASE("RFC 8439 §2.8.2 AEAD example")
    {
        using namespace rfc8439;
        chacha_check::Tally ok;
        const Bytes key = dump(kKeyGenKey), aad = dump(kAeadAad), pt = dump(kSunscreenPlaintext);
        Bytes nonce = dump(kAeadFixed);
        const Bytes iv = dump(kAeadIv);
        nonce.insert(nonce.end(), iv.begin(), iv.end());  // nonce = constant | iv
        CHECK(ok(setup(key, 0, nonce) == matrix(kAeadSetup)));
        const Bytes otk = keystream(key, nonce, 0, 32);
        CHECK(ok(otk == dump(kAeadOneTimeKey)));
        CHECK(ok(keystream(key, nonce, 1, pt.size()) == colon_hex(kAeadKeystream)));
        CHECK(ok(poly_tag(otk, dump(kAeadMacData)) == colon_hex(kAeadTag)));
        CHECK(ok(
            chacha_check::aead(key, nonce, aad, pt, dump(kAeadCiphertext), colon_hex(kAeadTag))));
        report("rfc8439/section-2.8.2", "chacha20poly1305", ok.count);
    }

    TEST_CASE("RFC 8439 Appendix A.1-A.2 ChaCha20")
    {
        chacha_check::Tally ok;
        for (const auto& v : rfc8439::kA1) {
            const Bytes key = dump(v.key), nonce = dump(v.nonce);
            const Words s = setup(key, v.counter, nonce);
            const bool good = block(s) == matrix(v.end_state) &&
                              keystream(key, nonce, v.counter, 64) == dump(v.keystream);
            CHECK(ok(good));
        }
        report("rfc8439/appendix-A.1", "chacha20 block", ok.count);
        chacha_check::Tally ok2;
        for (const auto& v : rfc8439::kA2) {
            CHECK(ok2(chacha_check::chacha20(dump(v.key), dump(v.nonce), v.counter,
                                             dump(v.plaintext), dump(v.ciphertext))));
        }
        report("rfc8439/appendix-A.2", "chacha20", ok2.count);
    }

    TEST_CASE("RFC 8439 Appendix A.3 Poly1305")
    {
        chacha_check::Tally ok;
        for (const auto& v : rfc8439::kA3) {
            CHECK(ok(chacha_check::poly1305(dump(v.key), dump(v.text), dump(v.tag))));
        }
        report("rfc8439/appendix-A.3", "poly1305", ok.count);
    }

    TEST_CASE("RFC 8439 Appendix A.4-A.5 key generation and AEAD decryption")
    {
        chacha_check::Tally ok;
        for (const auto& v : rfc8439::kA4) {
            CHECK(ok(keystream(dump(v.key), dump(v.nonce), 0, 32) == dump(v.one_time_key)));
        }
        report("rfc8439/appendix-A.4", "poly1305 key generation", ok.count);
        using namespace rfc8439;
        chacha_check::Tally ok2;
        const Bytes key = dump(kKeyJabberwock), nonce = dump(kA5Nonce);
        CHECK(ok2(keystream(key, nonce, 0, 32) == dump(kA5OneTimeKey)));
        CHECK(ok2(chacha_check::aead(key, nonce, dump(kA5Aad), dump(kA5Plaintext),
                                     dump(kA5Ciphertext), dump(kA5Tag))));
        report("rfc8439/appendix-A.5", "chacha20poly1305", ok2.count);
    }
    TEST_CASE("CAVP package: ChaCha20, Poly1305, ChaCha20Poly1305")
    {
        std::vector<ucrypt::test::CavpRecord> recs;
        if (load("/ciphers/ChaCha20/", "rfc7539.txt", recs)) {
            chacha_check::Tally ok;
            for (const auto& r : recs) {
                const auto counter = static_cast<std::uint32_t>(
                    std::strtoul(r.get("INITIAL_BLOCK_COUNTER")->c_str(), nullptr, 10));
                CHECK(ok(chacha_check::chacha20(field(r, "KEY"), field(r, "NONCE"), counter,
                                                field(r, "PLAINTEXT"), field(r, "CIPHERTEXT"))));
            }
            report("cavp/ciphers/ChaCha20/rfc7539.txt", "chacha20", ok.count);
        }
        if (load("/poly1305/", "rfc7539.txt", recs)) {
            chacha_check::Tally ok;
            for (const auto& r : recs) {
                CHECK(
                    ok(chacha_check::poly1305(field(r, "KEY"), field(r, "MSG"), field(r, "TAG"))));
            }
            report("cavp/poly1305/rfc7539.txt", "poly1305", ok.count);
        }
        if (load("/ciphers/ChaCha20Poly1305/", "boringssl.txt", recs)) {
            chacha_check::Tally ok;
            for (const auto& r : recs) {
                INFO("COUNT = " << *r.get("COUNT"));
                CHECK(ok(chacha_check::aead(field(r, "KEY"), field(r, "NONCE"), field(r, "AD"),
                                            field(r, "IN"), field(r, "CT"), field(r, "TAG"))));
            }
            report("cavp/ciphers/ChaCha20Poly1305/boringssl.txt", "chacha20poly1305", ok.count);
        }
        if (load("/ciphers/ChaCha20Poly1305/", "openssl.txt", recs)) {
            chacha_check::Tally ok;
            int invalid = 0;
            for (const auto& r : recs) {
                INFO("COUNT = " << *r.get("COUNT"));
                const Bytes key = field(r, "Key"), iv = field(r, "IV"), aad = field(r, "AAD");
                const Bytes ct = field(r, "Ciphertext"), tag = field(r, "Tag");
                if (r.get("Result") != nullptr) {  // CIPHERFINAL_ERROR: the tag is wrong
                    ++invalid;
                    CHECK(ok(chacha_check::rejects(key, iv, aad, ct, tag)));
                } else {
                    CHECK(ok(chacha_check::aead(key, iv, aad, field(r, "Plaintext"), ct, tag)));
                }
            }
            CHECK(invalid > 0);
            report("cavp/ciphers/ChaCha20Poly1305/openssl.txt", "chacha20poly1305", ok.count);
        }
    }

    TEST_CASE("ChaCha20: seek and the end of the key stream")
    {
        const Bytes key = rfc8439_key(), nonce(12, 0x5c);
        const Bytes whole = keystream(key, nonce, 3, 300);
        ChaCha20 c(chacha_check::key_view(key), chacha_check::nonce_view(nonce), 0);
        c.seek(5);  // block 5 = byte 128 of a stream that starts at block 3
        Bytes part(100);
        REQUIRE(c.keystream(part) == Status::ok);
        CHECK(part == Bytes(whole.begin() + 128, whole.begin() + 228));
        CHECK(c.position() == 5 * 64 + 100);

        ChaCha20 last(chacha_check::key_view(key), chacha_check::nonce_view(nonce), 0xffffffffu);
        Bytes buf(65, 0x11);
        CHECK(last.crypt(buf, buf) == Status::invalid_length);  // would need block 2^32
        CHECK(buf == Bytes(65, 0x11));
        Bytes one_block(64);
        CHECK(last.keystream(one_block) == Status::ok);
        Words s = setup(key, 0xffffffffu, nonce), w = block(s);
        Bytes expect(64);
        for (std::size_t i = 0; i < 16; ++i) ucrypt::util::store_le32(expect.data() + 4 * i, w[i]);
        CHECK(one_block == expect);
        Bytes more(1, 0x22);
        CHECK(last.crypt(more, more) == Status::invalid_length);
        CHECK(more[0] == 0x22);
        Bytes shorter(3);
        CHECK(last.crypt(Bytes(4), shorter) == Status::invalid_length);
    }

    TEST_CASE("ChaCha20-Poly1305: call order, sizes and limits")
    {
        using Aead = ucrypt::ChaCha20Poly1305;
        const Bytes key = rfc8439_key(), nonce(12, 7), data(40, 3);
        Bytes out(40), tag(16);
        const ucrypt::FixedSpan<16> tag_out(tag.data(), 16);
        Aead a;
        CHECK(a.set_nonce(chacha_check::nonce_view(nonce)) == Status::bad_state);  // no key
        a.set_key(chacha_check::key_view(key));
        CHECK(a.append_aad(data) == Status::bad_state);  // no nonce
        CHECK(a.encrypt_update(data, out) == Status::bad_state);
        CHECK(a.finish(tag_out) == Status::bad_state);
        CHECK(a.verify(chacha_check::tag_view(tag)).status == Status::bad_state);
        REQUIRE(a.set_nonce(chacha_check::nonce_view(nonce)) == Status::ok);
        CHECK(a.encrypt_update(data, ucrypt::ByteSpan(out.data(), 39)) == Status::invalid_length);
        CHECK(a.encrypt_update(data, out) == Status::ok);
        CHECK(a.append_aad(data) == Status::bad_state);           // AAD after data
        CHECK(a.authenticate_update(data) == Status::bad_state);  // mixing directions
        CHECK(a.decrypt_update(data, out) == Status::bad_state);
        CHECK(a.finish(tag_out) == Status::ok);
        CHECK(a.finish(tag_out) == Status::bad_state);  // the nonce is used up

        // Two-pass decryption releases at most the authenticated length.
        REQUIRE(a.set_nonce(chacha_check::nonce_view(nonce)) == Status::ok);
        CHECK(a.authenticate_update(out) == Status::ok);
        CHECK(a.verify(chacha_check::tag_view(tag)).ok());
        Bytes pt(41);
        CHECK(a.decrypt_update(Bytes(41), pt) == Status::invalid_length);
        CHECK(a.decrypt_update(ucrypt::ByteView(out.data(), 30), ucrypt::ByteSpan(pt.data(), 30)) ==
              Status::ok);
        CHECK(a.decrypt_update(ucrypt::ByteView(out.data() + 30, 10),
                               ucrypt::ByteSpan(pt.data() + 30, 10)) == Status::ok);
        CHECK(Bytes(pt.begin(), pt.begin() + 40) == data);
        CHECK(a.decrypt_update(Bytes(1), ucrypt::ByteSpan(pt.data(), 1)) == Status::invalid_length);

        const ucrypt::Verdict v =
            Aead::decrypt(chacha_check::key_view(key), chacha_check::nonce_view(nonce), {}, out,
                          chacha_check::tag_view(tag), ucrypt::ByteSpan(pt.data(), 41));
        CHECK(v.status == Status::invalid_length);
        CHECK(std::all_of(pt.begin(), pt.end(), [](std::uint8_t b) { return b == 0; }));

        if constexpr (sizeof(std::size_t) >= 8) {
            // P_MAX = 2^38 - 64: the length is refused before any byte is read.
            const auto too_long = static_cast<std::size_t>(Aead::max_plaintext_size + 1);
            REQUIRE(a.set_nonce(chacha_check::nonce_view(nonce)) == Status::ok);
            CHECK(a.authenticate_update(ucrypt::ByteView(data.data(), too_long)) ==
                  Status::invalid_length);
            CHECK(a.encrypt_update(ucrypt::ByteView(data.data(), too_long),
                                   ucrypt::ByteSpan(out.data(), too_long)) ==
                  Status::invalid_length);
        }
    }
}

}  // namespace
