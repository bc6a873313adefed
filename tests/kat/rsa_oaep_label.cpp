// SPDX-License-Identifier: Apache-2.0
// RSAES-OAEP with a label: RSA/oaep-label.txt of python3-cryptography-vectors
// (a BoringSSL EVP test record: KEY, a PKCS#8 RSA key in hex; OAEPDigest,
// the hash of OAEP and, with no MGF1Digest line, of MGF1; OAEPLabel; Input,
// the ciphertext; Output, the message, quoted text or hex). The record gives
// no seed, so the check is decryption only: every private-key variant (CRT
// and no-CRT forms of the key) recovers the message, and the ciphertext
// under the empty label, or under the label with one bit changed, gives
// Status::invalid_encoding. A missing file fails (ucrypt::test::fail_missing).
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "rsa_keyfile.hpp"
#include "rsa_support.hpp"

namespace {

using namespace rsa_test;
using ucrypt::RsaHash;
using ucrypt::Status;
using ucrypt::test::CavpRecord;
using ucrypt::test::from_hex;

// "text" in quotes, else hex.
Bytes value_of(const std::string& v)
{
    if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
        return Bytes(v.begin() + 1, v.end() - 1);
    return from_hex(v);
}

template <class V>
Status decrypt(const KeyBytes& kb, const ucrypt::RsaOaepParams& p, const Bytes& ct, Bytes& msg)
{
    Workspace ws(V::workspace_size(modulus_bits(kb.n)));
    Bytes out(modulus_bytes(kb.n));
    std::size_t len = 0;
    const Status s = V::decrypt_oaep(key_for<V>(kb), p, ct, out, len, ws.span());
    out.resize(len);
    msg = out;
    return s;
}

// One variant's decryption; the checks run over these afterwards (one copy
// of the assertions, not one per variant, in the Cortex-M test image).
struct Outcome {
    std::string name;
    Status status;
    Bytes msg;
};

}  // namespace

TEST_SUITE("rsa")
{
    TEST_CASE("RSAES-OAEP with a label: oaep-label.txt")
    {
        const std::string path = cavp_rsa_path("oaep-label.txt");
        std::vector<CavpRecord> recs;
        if (!ucrypt::test::parse_cavp(path, recs)) {
            ucrypt::test::fail_missing(path, ucrypt::test::VectorSource::cavp);
            return;
        }
        std::size_t records = 0, n = 0, decryptions = 0;
        for (const auto& r : recs) {
            const std::string* key_hex = r.get("KEY");
            if (!key_hex) continue;
            CAPTURE(records);
            ++records;
            const auto field = [&](const char* name) -> const std::string& {
                const std::string* v = r.get(name);
                REQUIRE_MESSAGE(v != nullptr, name);
                return *v;
            };
            REQUIRE(field("RSAPadding") == "OAEP");
            RsaHash h{}, mgf{};
            REQUIRE(cavp_hash(field("OAEPDigest"), h));
            const std::string* mgf_name = r.get("MGF1Digest");
            if (mgf_name)
                REQUIRE(cavp_hash(*mgf_name, mgf));
            else
                mgf = h;
            KeyBytes kb;
            REQUIRE(key_from_pkcs8(from_hex(*key_hex), kb));
            const Bytes label = from_hex(field("OAEPLabel"));
            const Bytes ct = from_hex(field("Input")), expect = value_of(field("Output"));
            REQUIRE(!label.empty());
            const ucrypt::RsaOaepParams p{h, mgf, label};
            bool good = true;
            std::vector<Outcome> runs;
            const auto one = [&]<class V>(const char* name) {
                Outcome o{name, Status::ok, {}};
                o.status = decrypt<V>(kb, p, ct, o.msg);
                runs.push_back(o);
            };
#if defined(__ARM_ARCH_6M__)
            one.template operator()<ucrypt::RsaFastHighCrt>(
                "Fast/High/CRT");  // Cortex-M0+: QEMU time
#else
            for_each_variant(one);
#endif
            for (const Outcome& o : runs) {
                CAPTURE(o.name);
                RSA_TALLY(o.status == Status::ok);
                RSA_TALLY(o.msg == expect);
                ++decryptions;
            }
            // The label is part of the check: without it, or with one bit of
            // it changed, the padding does not verify.
            Bytes msg;
            RSA_TALLY(decrypt<ucrypt::RsaFastHighCrt>(kb, {h, mgf, {}}, ct, msg) ==
                      Status::invalid_encoding);
            RSA_TALLY(msg.empty());
            Bytes other = label;
            other.back() ^= 1;
            RSA_TALLY(decrypt<ucrypt::RsaFastHighCrt>(kb, {h, mgf, other}, ct, msg) ==
                      Status::invalid_encoding);
            n += good ? 1u : 0u;
        }
        CHECK(n > 0);
        std::printf(
            "[vectors] RSA/oaep-label.txt (decrypt with a label, %lu decryptions): %lu passed\n",
            static_cast<unsigned long>(decryptions), static_cast<unsigned long>(n));
    }
}
