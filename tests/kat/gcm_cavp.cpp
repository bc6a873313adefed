// SPDX-License-Identifier: Apache-2.0
// GCM known answers: NIST CAVP gcmEncryptExtIV* and gcmDecrypt* (SP 800-38D),
// with the FAIL records of the decrypt files, over every AES x GHASH variant.
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
using ucrypt::test::to_hex;

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

struct GcmRecord {
    Bytes key, iv, pt, aad, ct, tag;
    bool fail = false;
};

// One record against one variant: encrypt (when the plaintext is known) and
// the one-call decryption, whose verdict must match the file.
template <class G>
bool check_gcm(const GcmRecord& r)
{
    G g;
    if (g.set_key(r.key) != Status::ok) return false;
    if (!r.fail) {
        Bytes c(r.pt.size()), t(r.tag.size());
        if (g.encrypt(r.iv, r.aad, r.pt, c, t) != Status::ok) return false;
        if (c != r.ct || t != r.tag) return false;
    }
    Bytes p(r.ct.size(), 0xA5);
    const ucrypt::Verdict v = g.decrypt(r.iv, r.aad, r.ct, r.tag, p);
    if (r.fail) {
        return v.status == Status::verify_failed && v.fault_check != ucrypt::kFaultCheckOk &&
               all_zero(p);
    }
    return v.ok() && p == r.pt;
}

// On Cortex-M (QEMU), every record runs with the Fast pair and every 8th
// record with every pair, to keep the suite within minutes.
bool run_all_variants(std::size_t index)
{
#if defined(__arm__)
    return index % 8 == 0;
#else
    (void)index;
    return true;
#endif
}

void run_gcm_file(const std::string& file, bool decrypt_file)
{
    const std::string path = ucrypt::test::cavp_dir() + "/ciphers/AES/GCM/" + file;
    CavpStream in(path);
    if (!in.ok())
        return ucrypt::test::fail_missing("cavp/ciphers/AES/GCM/" + file,
                                          ucrypt::test::VectorSource::cavp);
    std::array<std::size_t, ucrypt::test::kGcmVariants> passed{};
    std::array<std::string, ucrypt::test::kGcmVariants> names{};
    std::size_t records = 0, fails = 0;
    while (in.next()) {
        const std::string *key = in.get("Key"), *iv = in.get("IV"), *ct = in.get("CT"),
                          *aad = in.get("AAD"), *tag = in.get("Tag");
        if (!key || !iv || !ct || !aad || !tag) continue;
        GcmRecord r{from_hex(*key), from_hex(*iv), {}, from_hex(*aad), from_hex(*ct),
                    from_hex(*tag), in.has("FAIL")};
        if (const std::string* pt = in.get("PT")) r.pt = from_hex(*pt);
        REQUIRE((r.fail || r.pt.size() == r.ct.size()));
        fails += r.fail ? 1 : 0;
        const bool all = run_all_variants(records);
        int idx = 0;
        ucrypt::test::for_each_gcm([&]<class G>(const std::string& name) {
            names[static_cast<std::size_t>(idx)] = name;
            if (all || name == "fast+ghash_fast") {
                INFO(file << " " << name << " Count = " << *in.get("Count"));
                const bool ok = check_gcm<G>(r);
                CHECK(ok);
                if (ok) ++passed[static_cast<std::size_t>(idx)];
            }
            ++idx;
        });
        ++records;
    }
    CHECK(records > 0);
    if (decrypt_file) CHECK(fails > 0);
#if defined(__arm__)
    std::printf("[vectors] note: Cortex-M run, every 8th record on every variant\n");
#endif
    for (std::size_t i = 0; i < names.size(); ++i)
        if (!names[i].empty())  // a backend this CPU lacks was not visited
            ucrypt::test::report_vectors("cavp/ciphers/AES/GCM/" + file, names[i], passed[i]);
}

}  // namespace

TEST_SUITE("gcm")
{
    TEST_CASE("GCM CAVP encrypt (external IV)")
    {
        for (const char* bits : {"128", "192", "256"})
            run_gcm_file(std::string("gcmEncryptExtIV") + bits + ".rsp", false);
    }
    TEST_CASE("GCM CAVP decrypt (with invalid tags)")
    {
        for (const char* bits : {"128", "192", "256"})
            run_gcm_file(std::string("gcmDecrypt") + bits + ".rsp", true);
    }
}
