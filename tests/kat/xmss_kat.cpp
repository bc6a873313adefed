// SPDX-License-Identifier: Apache-2.0
// XMSS / XMSS^MT verification (RFC 8391, SP 800-208): signatures made by
// Botan 2 (tests/kat/data/xmss_botan.txt, tests/interop/xmss_botan_vectors.sh)
// and by the independent Python reference (tests/kat/data/xmss_ref.txt,
// tests/interop/xmss_ref.py), verified in one call and streamed, then
// tampered (message, signature, public key) and malformed inputs refused.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "ucrypt/xmss.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::XmssHash;
using ucrypt::XmssKind;
using ucrypt::XmssVerifier;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

#if defined(__arm__)
constexpr bool kSmallTarget = true;  // QEMU: fewer tampered copies and chunkings
#else
constexpr bool kSmallTarget = false;
#endif

struct Vec {
    std::string name;
    XmssKind kind;
    Bytes pk, msg, sig;
};

std::string data_dir()
{
#if defined(UCRYPT_TEST_DATA_DIR)
    return UCRYPT_TEST_DATA_DIR;
#else
    return "";
#endif
}

// Lines: name [kind] pk msg sig; '#' starts a comment; '-' is the empty message.
bool load(const std::string& file, std::vector<Vec>& out)
{
    std::string text;
    if (data_dir().empty() || !ucrypt::test::read_file(data_dir() + "/" + file, text)) return false;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream f(line);
        std::vector<std::string> w;
        for (std::string s; f >> s;) w.push_back(s);
        REQUIRE(w.size() >= 4);
        Vec v;
        v.name = w[0];
        v.kind = w[0].rfind("XMSSMT-", 0) == 0 ? XmssKind::xmss_mt : XmssKind::xmss;
        v.pk = from_hex(w[w.size() - 3]);
        v.msg = w[w.size() - 2] == "-" ? Bytes{} : from_hex(w[w.size() - 2]);
        v.sig = from_hex(w[w.size() - 1]);
        out.push_back(std::move(v));
    }
    return true;
}

std::uint32_t oid_of(const Bytes& pk)
{
    REQUIRE(pk.size() >= 4);
    return (std::uint32_t{pk[0]} << 24) | (std::uint32_t{pk[1]} << 16) |
           (std::uint32_t{pk[2]} << 8) | pk[3];
}

// The name says what the OID must mean: "XMSS-SHA2_10_256", "XMSSMT-SHAKE256_20/4_192".
void check_name_against_table(const Vec& v)
{
    const ucrypt::XmssParams* p = ucrypt::xmss_find_params(v.kind, oid_of(v.pk));
    REQUIRE(p != nullptr);
    std::string rest = v.name.substr(v.name.find('-') + 1);
    std::string stem = rest.substr(0, rest.find('_'));
    std::string shape = rest.substr(stem.size() + 1, rest.rfind('_') - stem.size() - 1);
    int bits = std::stoi(rest.substr(rest.rfind('_') + 1));
    int h = std::stoi(shape);
    int d = shape.find('/') == std::string::npos ? 1 : std::stoi(shape.substr(shape.find('/') + 1));
    XmssHash hash = stem == "SHA2"                      ? XmssHash::sha2
                    : stem == "SHAKE256" || bits == 512 ? XmssHash::shake256
                                                        : XmssHash::shake128;
    CHECK(p->n * 8 == bits);
    CHECK(p->h == h);
    CHECK(p->d == d);
    CHECK(p->hash == hash);
    CHECK(p->pad_len == (bits == 192 ? 4 : p->n));
}

ucrypt::Verdict verify(const Vec& v, const Bytes& pk, const Bytes& msg, const Bytes& sig)
{
    return XmssVerifier::verify(v.kind, pk, msg, sig);
}

ucrypt::Verdict verify_streamed(const Vec& v, std::size_t chunk)
{
    XmssVerifier s;
    Status st = s.begin(v.kind, v.pk, v.sig);
    if (st != Status::ok) return {st, 0};
    for (std::size_t off = 0; off < v.msg.size(); off += chunk)
        s.update(ByteView(v.msg).subspan(off, std::min(chunk, v.msg.size() - off)));
    return s.finish();
}

// Bit flips at chosen places must all fail: the index, r, WOTS+, auth path,
// root, SEED, and the message.
void check_tampered(const Vec& v)
{
    const ucrypt::XmssParams* p = ucrypt::xmss_find_params(v.kind, oid_of(v.pk));
    REQUIRE(p != nullptr);
    std::vector<std::size_t> sig_pos = {p->idx_size() - 1, p->idx_size(), p->idx_size() + p->n + 3,
                                        v.sig.size() - 1};
    if (!kSmallTarget) sig_pos.push_back(v.sig.size() / 2);
    for (std::size_t pos : sig_pos) {
        Bytes s = v.sig;
        s[pos] ^= 0x01;
        ucrypt::Verdict r = verify(v, v.pk, v.msg, s);
        CHECK(!r.ok());
        // Flipping the index low bit may push it past the last leaf: then it is malformed.
        CHECK((r.status == Status::verify_failed || r.status == Status::invalid_encoding));
        CHECK(r.fault_check != ucrypt::kFaultCheckOk);
    }
    for (std::size_t pos : {std::size_t{4}, 4 + std::size_t{p->n} + 1}) {
        Bytes k = v.pk;
        k[pos] ^= 0x80;
        CHECK(verify(v, k, v.msg, v.sig).status == Status::verify_failed);
    }
    Bytes m = v.msg;
    if (m.empty())
        m.push_back(0);
    else
        m[m.size() / 2] ^= 0x10;
    CHECK(verify(v, v.pk, m, v.sig).status == Status::verify_failed);
}

int run_file(const std::string& file)
{
    std::vector<Vec> vecs;
    if (!load(file, vecs)) {
        ucrypt::test::fail_missing(file, ucrypt::test::VectorSource::repository);
        return 0;
    }
    std::vector<std::string> names;
    std::size_t passed = 0;
    for (std::size_t i = 0; i < vecs.size(); ++i) {
        const Vec& v = vecs[i];
        CAPTURE(v.name);
        check_name_against_table(v);
        ucrypt::Verdict r = verify(v, v.pk, v.msg, v.sig);
        CHECK(r.status == Status::ok);
        CHECK(r.ok());
        const std::size_t chunks[] = {1, 5, 13, 64, 127};
        for (std::size_t c : chunks) {
            if (kSmallTarget && c != chunks[i % 5]) continue;
            CHECK(verify_streamed(v, c).ok());
        }
        if (!kSmallTarget || std::find(names.begin(), names.end(), v.name) == names.end())
            check_tampered(v);
        names.push_back(v.name);
        passed += r.ok() ? 1u : 0u;
    }
    std::printf("[vectors] xmss/%s (one call, streamed, tampered): %lu passed\n", file.c_str(),
                static_cast<unsigned long>(passed));
    return static_cast<int>(vecs.size());
}

}  // namespace

TEST_SUITE("xmss")
{
    TEST_CASE("XMSS: Botan 2 signatures (RFC 8391 sets)")
    {
        run_file("xmss_botan.txt");
    }

    TEST_CASE("XMSS / XMSS^MT: Python reference signatures (SP 800-208 and XMSS^MT sets)")
    {
        run_file("xmss_ref.txt");
    }
}
