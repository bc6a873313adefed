// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — XMSS and XMSS^MT public keys (RFC 8391, NIST SP 800-208),
// verification only: the tool offers no XMSS signing (stateful signing
// belongs in an HSM, SP 800-208 §8.1). The parameter set comes from the OID
// at the front of the public key, so there is one name per kind:
//   ucrypt verify xmss   --pub PK --sig SIG [FILE]
//   ucrypt verify xmssmt --pub PK --sig SIG [FILE]
// Public keys: raw RFC 8391 §4.1.7 / §4.2.4 OID || root || SEED (any of the
// sizes the OID allows), or an RFC 9802 SubjectPublicKeyInfo
// (id-alg-xmss-hashsig / id-alg-xmssmt-hashsig) holding the same bytes.
#include "keyalg.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/xmss.hpp"

namespace ucrypt::cli {

namespace {

// RFC 9802 §3: id-alg-xmss-hashsig 1.3.6.1.5.5.7.6.34, id-alg-xmssmt-hashsig
// 1.3.6.1.5.5.7.6.35.
constexpr std::uint8_t kXmssOid[] = {0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x06, 0x22};
constexpr std::uint8_t kXmssMtOid[] = {0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x06, 0x23};

class XmssAlg final : public KeyAlg {
public:
    constexpr XmssAlg(const char* name, XmssKind kind, ByteView oid)
        : name_(name), kind_(kind), oid_(oid)
    {
    }
    const char* name() const override { return name_; }
    const char* standard() const override
    {
        return kind_ == XmssKind::xmss
                   ? "RFC 8391 / SP 800-208 XMSS, verify only (parameters from the key OID)"
                   : "RFC 8391 / SP 800-208 XMSS^MT, verify only (parameters from the key OID)";
    }
    unsigned caps() const override { return kCanSign; }
    ByteView oid() const override { return oid_; }
    std::size_t seed_size() const override { return 0; }
    // The usual n = 32 size; raw_public_size_ok takes every size an OID allows.
    std::size_t public_size() const override { return 68; }
    bool raw_public_size_ok(std::size_t n) const override { return n == 52 || n == 68 || n == 132; }

    PrivateKey from_seed(ByteView) const override { refuse(); }
    SecretBytes encode_private(const PrivateKey&) const override { refuse(); }
    PrivateKey decode_private(ByteView) const override { refuse(); }
    SecretBytes raw_private(const PrivateKey&) const override { refuse(); }
    bool raw_size_ok(std::size_t) const override { return false; }
    std::vector<std::uint8_t> sign(const PrivateKey&, ByteView) const override { refuse(); }

    // RFC 8391 §4.1.7 / §4.2.4: the OID names a known set, the size is its own.
    void check_public(ByteView pub) const override
    {
        const XmssParams* p =
            pub.size() >= 4 ? xmss_find_params(kind_, util::load_be32(pub.data())) : nullptr;
        if (p == nullptr)
            fail(kExitBadInput, std::string(name_) + " public key: unknown parameter set (OID)");
        if (pub.size() != p->public_key_size()) {
            fail(kExitBadInput, std::string(name_) + " public key: " + std::to_string(pub.size()) +
                                    " bytes, its OID needs " +
                                    std::to_string(p->public_key_size()));
        }
    }

    // RFC 8391 §4.1.10 / §4.2.5; a malformed signature is a failure (exit 1).
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return XmssVerifier::verify(kind_, pub, msg, sig).ok();
    }

private:
    [[noreturn]] void refuse() const
    {
        fail(kExitUsage, std::string(name_) +
                             ": the tool verifies XMSS signatures only (no key generation or "
                             "signing: stateful, SP 800-208 §8.1)");
    }

    const char* name_;
    XmssKind kind_;
    ByteView oid_;
};

const XmssAlg kXmss("xmss", XmssKind::xmss, ByteView(kXmssOid, sizeof kXmssOid));
const XmssAlg kXmssMt("xmssmt", XmssKind::xmss_mt, ByteView(kXmssMtOid, sizeof kXmssMtOid));
constexpr const KeyAlg* kAlgs[] = {&kXmss, &kXmssMt};

}  // namespace

std::span<const KeyAlg* const> xmss_key_algs()
{
    return kAlgs;
}

}  // namespace ucrypt::cli
