// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — ML-KEM-512/768/1024 keys (FIPS 203) in the IETF LAMPS
// encodings (draft-ietf-lamps-kyber-certificates §4, §6): the SPKI bit string
// is the raw ek; the PKCS#8 privateKey holds
//   ML-KEM-xxx-PrivateKey ::= CHOICE {
//     seed        [0] IMPLICIT OCTET STRING (SIZE (64)),      -- d ‖ z
//     expandedKey OCTET STRING (SIZE (dk bytes)),
//     both        SEQUENCE { seed OCTET STRING, expandedKey OCTET STRING } }
// The tool writes the seed form and reads all three; in `both` the expanded
// key must be the one the seed generates.
#include "keyalg.hpp"
#include "keyalg_lamps.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/mlkem.hpp"

namespace ucrypt::cli {

namespace {

template <class Kem>
class MlKemAlg final : public KeyAlg {
public:
    constexpr MlKemAlg(const char* name, ByteView oid) : name_(name), oid_(oid) {}
    const char* name() const override { return name_; }
    const char* standard() const override { return "FIPS 203, LAMPS PKCS#8 seed/expandedKey/both"; }
    unsigned caps() const override { return kCanKem; }
    ByteView oid() const override { return oid_; }
    std::size_t seed_size() const override { return Kem::seed_size; }
    std::size_t public_size() const override { return Kem::ek_size; }
    std::size_t ciphertext_size() const override { return Kem::ct_size; }

    // FIPS 203 Algorithm 16 (ML-KEM.KeyGen_internal) with d ‖ z = seed.
    PrivateKey from_seed(ByteView seed) const override
    {
        PrivateKey k;
        k.alg = this;
        k.seed = copy_secret(seed);
        k.expanded = SecretBytes(Kem::dk_size);
        k.pub.resize(Kem::ek_size);
        const Status s =
            Kem::keygen_derand(FixedView<64>(seed.data(), 64), k.pub, k.expanded.span());
        if (s != Status::ok) fail(kExitInternal, std::string(name_) + " keygen: " + to_string(s));
        return k;
    }

    SecretBytes encode_private(const PrivateKey& key) const override
    {
        return lamps_encode_private(key, Kem::seed_size);
    }

    PrivateKey decode_private(ByteView contents) const override
    {
        const LampsPrivateKey parts =
            lamps_parse_private(contents, name_, Kem::seed_size, Kem::dk_size);
        if (parts.seed.empty()) return from_expanded(parts.expanded);
        PrivateKey k = from_seed(parts.seed);
        lamps_check_both(parts, k, name_);  // draft-ietf-lamps-kyber-certificates §6
        return k;
    }

    // FIPS 203 byte encoding: the expanded dk; a 64-byte seed is read too.
    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }
    bool raw_size_ok(std::size_t n) const override
    {
        return n == Kem::dk_size || n == Kem::seed_size;
    }
    PrivateKey from_raw(ByteView raw) const override
    {
        return raw.size() == Kem::seed_size ? from_seed(raw) : from_expanded(raw);
    }

    // FIPS 203 §7.2 modulus check.
    void check_public(ByteView pub) const override
    {
        KeyAlg::check_public(pub);
        if (Kem::check_ek(pub) != Status::ok) {
            fail(kExitBadInput,
                 std::string(name_) +
                     " public key: invalid (coefficient out of range, FIPS 203 §7.2)");
        }
    }

    // FIPS 203 Algorithm 20, or Algorithm 17 with the caller's m.
    void encaps(ByteView pub, ByteView m, std::vector<std::uint8_t>& ct,
                SecretBytes& ss) const override
    {
        ct.assign(Kem::ct_size, 0);
        ss = SecretBytes(Kem::ss_size);
        const FixedSpan<32> ssv(ss.data(), 32);
        Status s = Status::ok;
        if (m.empty()) {
            SystemRng rng;
            s = Kem::encaps(rng, pub, ct, ssv);
        } else {
            s = Kem::encaps_derand(pub, FixedView<32>(m.data(), 32), ct, ssv);
        }
        if (s != Status::ok) fail(kExitBadInput, std::string(name_) + " encaps: " + to_string(s));
    }

    // FIPS 203 Algorithm 21 (implicit rejection: a wrong ct is not an error).
    SecretBytes decaps(const PrivateKey& key, ByteView ct) const override
    {
        if (ct.size() != Kem::ct_size) {
            fail(kExitBadInput, std::string(name_) + " ciphertext: " + std::to_string(ct.size()) +
                                    " bytes, expected " + std::to_string(Kem::ct_size));
        }
        SecretBytes ss(Kem::ss_size);
        const Status s = Kem::decaps(key.expanded.view(), ct, FixedSpan<32>(ss.data(), 32));
        if (s != Status::ok) fail(kExitBadInput, std::string(name_) + " decaps: " + to_string(s));
        return ss;
    }

private:
    // FIPS 203 §7.3 hash check; ek is the middle of dk (Algorithm 16 line 3).
    PrivateKey from_expanded(ByteView dk) const
    {
        if (Kem::check_dk(dk) != Status::ok) {
            fail(kExitBadInput,
                 std::string(name_) + " private key: invalid expanded key (FIPS 203 §7.3)");
        }
        PrivateKey k;
        k.alg = this;
        k.expanded = copy_secret(dk);
        const ByteView ek = dk.subspan(384 * Kem::k, Kem::ek_size);
        k.pub.assign(ek.begin(), ek.end());
        return k;
    }

    const char* name_;
    ByteView oid_;
};

const MlKemAlg<MlKem512> kMlKem512("ml-kem-512", encoding::oid::kMlKem512);
const MlKemAlg<MlKem768> kMlKem768("ml-kem-768", encoding::oid::kMlKem768);
const MlKemAlg<MlKem1024> kMlKem1024("ml-kem-1024", encoding::oid::kMlKem1024);
constexpr const KeyAlg* kAlgs[] = {&kMlKem512, &kMlKem768, &kMlKem1024};

}  // namespace

std::span<const KeyAlg* const> mlkem_key_algs()
{
    return kAlgs;
}

}  // namespace ucrypt::cli
