// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — Ed448 (RFC 8032 §5.2) and X448 (RFC 7748 §6.2) keys, in the
// RFC 8410 encodings: the PKCS#8 privateKey is an OCTET STRING wrapping the
// raw CurvePrivateKey (§7: 57 bytes for Ed448, 56 for X448), the SPKI bit
// string is the raw public key (§4), parameters absent (§3).
//
// Ed448 has no context-free form: dom4 always hashes a context, empty by
// default, which is what 'openssl pkeyutl -sign -rawin' produces. So --ctx
// (0..255 bytes) is an option of ed448, unlike pure Ed25519 (docs/CLI.md).
// 'ed448ph' (§5.2, PH = SHAKE256(M, 64)) is a scheme name on the same keys
// (kSchemeName): key files name ed448.
#include <string>

#include "keyalg.hpp"
#include "ucrypt/ed448.hpp"
#include "ucrypt/encoding/der.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/x448.hpp"

namespace ucrypt::cli {

namespace {

// RFC 8410 §3: id-X448 1.3.101.111, id-Ed448 1.3.101.113 (OID contents).
constexpr std::uint8_t kOidX448[] = {0x2B, 0x65, 0x6F};
constexpr std::uint8_t kOidEd448[] = {0x2B, 0x65, 0x71};

template <std::size_t N>
FixedView<N> fixed(ByteView v)
{
    return FixedView<N>(v.data(), N);
}

// Both curves: the private key is a byte string of kBytes, nothing expanded.
class Curve448Alg : public KeyAlg {
public:
    explicit constexpr Curve448Alg(std::size_t bytes) : bytes_(bytes) {}
    std::size_t seed_size() const override { return bytes_; }
    std::size_t public_size() const override { return bytes_; }

    PrivateKey from_seed(ByteView seed) const override
    {
        if (seed.size() != bytes_) {
            fail(kExitBadInput, std::string(name()) + " private key: " + std::to_string(bytes_) +
                                    " bytes expected");
        }
        PrivateKey k;
        k.alg = this;
        k.seed = copy_secret(seed);
        k.pub.resize(bytes_);
        if (public_from(k.seed.view(), k.pub) != Status::ok)
            fail(kExitBadInput, std::string(name()) + ": invalid private key");
        return k;
    }

    // RFC 8410 §7: CurvePrivateKey ::= OCTET STRING, inside the PKCS#8 one.
    SecretBytes encode_private(const PrivateKey& key) const override
    {
        SecretBytes out(encoding::der::tlv_size(bytes_));
        encoding::der::Writer w(out.span());
        w.tlv(encoding::der::kOctetString, key.seed.view());
        if (!w.ok()) fail(kExitInternal, "DER encoding failed");
        return out;
    }

    PrivateKey decode_private(ByteView contents) const override
    {
        encoding::der::Reader r(contents);
        ByteView raw;
        if (!r.read(encoding::der::kOctetString, raw) || !r.finished() || raw.size() != bytes_) {
            fail(kExitBadInput, std::string(name()) + " private key: expected an OCTET STRING of " +
                                    std::to_string(bytes_) + " bytes (RFC 8410 §7)");
        }
        return from_seed(raw);
    }

    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.seed.view());
    }

protected:
    virtual Status public_from(ByteView seed, std::span<std::uint8_t> pub) const = 0;

private:
    std::size_t bytes_;
};

// --ctx HEX: RFC 8032 §5.2 allows 0..255 context octets.
SecretBytes context_option(const Args& args)
{
    const auto hex = args.get("ctx");
    if (!hex) return {};
    SecretBytes ctx = hex_option("ctx", *hex);
    if (ctx.size() > kEd448MaxContextSize) {
        fail(kExitBadInput,
             "--ctx: at most 255 bytes (RFC 8032 §5.2), got " + std::to_string(ctx.size()));
    }
    return ctx;
}

// family == nullptr: ed448 itself; else ed448ph on the keys of *family.
class Ed448Alg final : public Curve448Alg {
public:
    constexpr Ed448Alg(Ed448Flavor flavor, const KeyAlg* family)
        : Curve448Alg(kEd448SeedSize), flavor_(flavor), family_(family)
    {
    }
    const char* name() const override { return is_ph() ? "ed448ph" : "ed448"; }
    const char* standard() const override
    {
        return is_ph() ? "RFC 8032 Ed448ph, SHAKE256 prehash (--ctx), ed448 keys"
                       : "RFC 8032 Ed448 (--ctx), RFC 8410 keys";
    }
    unsigned caps() const override { return is_ph() ? kCanSign | kSchemeName : kCanSign; }
    const KeyAlg& family() const override { return family_ != nullptr ? *family_ : *this; }
    ByteView oid() const override { return kOidEd448; }
    std::size_t signature_size() const override { return kEd448SignatureSize; }
    bool takes_option(std::string_view option) const override { return option == "ctx"; }

    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        return sign_ctx(key, msg, {});
    }
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return verify_ctx(pub, msg, sig, {});
    }
    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const SecretBytes ctx = context_option(args);
        return sign_ctx(key, msg, ctx.view());
    }
    bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& args) const override
    {
        const SecretBytes ctx = context_option(args);
        return verify_ctx(pub, msg, sig, ctx.view());
    }

protected:
    // RFC 8032 §5.2.5.
    Status public_from(ByteView seed, std::span<std::uint8_t> pub) const override
    {
        return Ed448::public_key(fixed<57>(seed), FixedSpan<57>(pub.data(), 57));
    }

private:
    bool is_ph() const { return flavor_ == Ed448Flavor::ph; }
    Ed448Domain domain(ByteView ctx) const
    {
        return is_ph() ? Ed448Domain::ph(ctx) : Ed448Domain::pure(ctx);
    }

    // RFC 8032 §5.2.6 with dom4(0 or 1, ctx).
    std::vector<std::uint8_t> sign_ctx(const PrivateKey& key, ByteView msg, ByteView ctx) const
    {
        std::vector<std::uint8_t> sig(kEd448SignatureSize);
        const Status s = Ed448::sign(fixed<57>(key.seed.view()), msg,
                                     FixedSpan<114>(sig.data(), 114), domain(ctx));
        if (s != Status::ok) fail(kExitInternal, std::string(name()) + " sign: " + to_string(s));
        return sig;
    }
    // RFC 8032 §5.2.7; a wrong-sized or non-canonical signature is a failure.
    bool verify_ctx(ByteView pub, ByteView msg, ByteView sig, ByteView ctx) const
    {
        if (sig.size() != kEd448SignatureSize) return false;
        return Ed448::verify(fixed<57>(pub), msg, fixed<114>(sig), domain(ctx)).ok();
    }

    Ed448Flavor flavor_;
    const KeyAlg* family_;
};

class X448Alg final : public Curve448Alg {
public:
    constexpr X448Alg() : Curve448Alg(kX448KeySize) {}
    const char* name() const override { return "x448"; }
    const char* standard() const override { return "RFC 7748 key agreement, RFC 8410 keys"; }
    unsigned caps() const override { return kCanDerive; }
    ByteView oid() const override { return kOidX448; }

    // RFC 7748 §6.2: an all-zero result means a small-order peer key.
    SecretBytes derive(const PrivateKey& key, ByteView peer) const override
    {
        SecretBytes ss(kX448KeySize);
        const Status s = X448::shared_secret(fixed<56>(key.seed.view()), fixed<56>(peer),
                                             FixedSpan<56>(ss.data(), 56));
        if (s != Status::ok)
            fail(kExitBadInput,
                 "x448: the shared secret is all zeros (the peer key has small order)");
        return ss;
    }

protected:
    // RFC 7748 §6.2: X448(k, 5).
    Status public_from(ByteView seed, std::span<std::uint8_t> pub) const override
    {
        return X448::public_key(fixed<56>(seed), FixedSpan<56>(pub.data(), 56));
    }
};

const Ed448Alg kEd448(Ed448Flavor::pure, nullptr);
const X448Alg kX448;
const Ed448Alg kEd448ph(Ed448Flavor::ph, &kEd448);
constexpr const KeyAlg* kAlgs[] = {&kEd448, &kX448, &kEd448ph};

}  // namespace

std::span<const KeyAlg* const> curve448_key_algs()
{
    return kAlgs;
}

}  // namespace ucrypt::cli
