// SPDX-License-Identifier: Apache-2.0
// CCM known answers: NIST CAVP VADT, VNT, VPT, VTT (generation-direction
// vectors, checked both ways) and DVPT (decryption-verification, with its
// Fail records), SP 800-38C, over every AES variant.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "aead_vectors.hpp"
#include "ucrypt/aead.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::Status;
using ucrypt::test::Bytes;
using ucrypt::test::CavpStream;
using ucrypt::test::from_hex;

// The files give lengths in bytes; an empty Adata or Payload is written "00".
Bytes field_of_len(const CavpStream& in, const char* key, const char* len_key)
{
    const std::string *v = in.get(key), *len = in.get(len_key);
    REQUIRE(v != nullptr);
    REQUIRE(len != nullptr);
    Bytes b = from_hex(*v);
    const std::size_t n = std::stoul(*len);
    REQUIRE(b.size() >= n);
    b.resize(n);
    return b;
}

struct CcmRecord {
    Bytes key, nonce, aad, payload, ct_tag;
    std::size_t tlen = 0;
    bool fail = false;
};

template <class A>
bool check_ccm(const CcmRecord& r)
{
    ucrypt::Ccm<A> c;
    if (c.set_key(r.key) != Status::ok) return false;
    const std::size_t plen = r.ct_tag.size() - r.tlen;
    const ucrypt::ByteView ct(r.ct_tag.data(), plen), tag(r.ct_tag.data() + plen, r.tlen);
    if (!r.fail) {
        Bytes out(plen), t(r.tlen);
        if (c.encrypt(r.nonce, r.aad, r.payload, out, t) != Status::ok) return false;
        out.insert(out.end(), t.begin(), t.end());
        if (out != r.ct_tag) return false;
    }
    Bytes p(plen, 0x5A);
    const ucrypt::Verdict v = c.decrypt(r.nonce, r.aad, ct, tag, p);
    if (r.fail) {
        return v.status == Status::verify_failed && v.fault_check != ucrypt::kFaultCheckOk &&
               std::all_of(p.begin(), p.end(), [](std::uint8_t x) { return x == 0; });
    }
    return v.ok() && p == r.payload;
}

void run_ccm_file(const std::string& file)
{
    const std::string rel = "cavp/ciphers/AES/CCM/" + file;
    CavpStream in(ucrypt::test::cavp_dir() + "/ciphers/AES/CCM/" + file);
    if (!in.ok()) return ucrypt::test::fail_missing(rel, ucrypt::test::VectorSource::cavp);
    std::array<std::size_t, ucrypt::test::kAesVariants> passed{};
    std::array<std::string, ucrypt::test::kAesVariants> names{};
    std::size_t records = 0, fails = 0;
    while (in.next()) {
        CcmRecord r;
        r.key = from_hex(*in.get("Key"));
        r.nonce = from_hex(*in.get("Nonce"));
        REQUIRE(r.nonce.size() == std::stoul(*in.get("Nlen")));
        r.tlen = std::stoul(*in.get("Tlen"));
        r.aad = field_of_len(in, "Adata", "Alen");
        r.ct_tag = from_hex(*in.get("CT"));
        const std::string* result = in.get("Result");
        r.fail = result != nullptr && result->rfind("Fail", 0) == 0;
        if (!r.fail) r.payload = field_of_len(in, "Payload", "Plen");
        REQUIRE(r.ct_tag.size() == std::stoul(*in.get("Plen")) + r.tlen);
        fails += r.fail ? 1 : 0;
        int idx = 0;
        ucrypt::test::for_each_aes([&]<class A>(const char* name) {
            names[static_cast<std::size_t>(idx)] = name;
            INFO(file << " " << name << " Count = " << *in.get("Count"));
            const bool ok = check_ccm<A>(r);
            CHECK(ok);
            if (ok) ++passed[static_cast<std::size_t>(idx)];
            ++idx;
        });
        ++records;
    }
    CHECK(records > 0);
    if (file.rfind("DVPT", 0) == 0) CHECK(fails > 0);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (!names[i].empty()) ucrypt::test::report_vectors(rel, names[i], passed[i]);
}

}  // namespace

TEST_SUITE("ccm")
{
    TEST_CASE("CCM CAVP")
    {
        for (const char* kind : {"VADT", "VNT", "VPT", "VTT", "DVPT"})
            for (const char* bits : {"128", "192", "256"})
                run_ccm_file(std::string(kind) + bits + ".rsp");
    }
    TEST_CASE("CCM rejects bad parameters")
    {
        ucrypt::Ccm<ucrypt::AesCt> c;
        const Bytes key(16, 1), nonce(13, 2), long_nonce(14, 2), short_nonce(6, 2);
        CHECK(c.start(nonce, 0, 0, 16) == Status::bad_state);
        REQUIRE(c.set_key(key) == Status::ok);
        CHECK(c.start(long_nonce, 0, 0, 16) == Status::invalid_length);
        CHECK(c.start(short_nonce, 0, 0, 16) == Status::invalid_length);
        CHECK(c.start(nonce, 0, 0, 5) == Status::invalid_length);
        CHECK(c.start(nonce, 0, 0, 18) == Status::invalid_length);
        CHECK(c.start(nonce, 0, std::uint64_t{1} << 16, 16) == Status::invalid_length);  // q = 2
        CHECK(c.start(nonce, 0, 0xFFFF, 16) == Status::ok);
        // Fewer payload bytes than declared: no tag.
        Bytes p(10), out(10), tag(16, 0xEE);
        CHECK(c.encrypt_update(p, out) == Status::ok);
        CHECK(c.finish(tag) == Status::bad_state);
        CHECK(std::all_of(tag.begin(), tag.end(), [](std::uint8_t x) { return x == 0; }));
    }
}
