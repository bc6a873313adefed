// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — Ed25519 (RFC 8032 §5.1) and X25519 (RFC 7748 §6.1) keys, in
// the RFC 8410 encodings: the PKCS#8 privateKey is an OCTET STRING wrapping
// the 32-byte CurvePrivateKey (§7), the SPKI bit string is the 32-byte public
// key (§4). 'ed25519' is pure Ed25519 and refuses --ctx (docs/CLI.md);
// 'ed25519ctx' and 'ed25519ph' are the other two schemes of §5.1 on the same
// keys (kSchemeName), with --ctx 1..255 resp. 0..255 bytes.
#include "keyalg.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/ed25519.hpp"
#include "ucrypt/encoding/der.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/x25519.hpp"

namespace ucrypt::cli {

namespace {

constexpr std::size_t kKeyBytes = 32;

using Ed = Ed25519Default;
using X = X25519Default;

FixedView<32> fixed32(ByteView v)
{
    return FixedView<32>(v.data(), 32);
}

// RFC 8410 §7: CurvePrivateKey ::= OCTET STRING, itself the contents of the
// PKCS#8 privateKey OCTET STRING.
SecretBytes wrap_curve_key(ByteView key)
{
    SecretBytes out(encoding::der::tlv_size(key.size()));
    encoding::der::Writer w(out.span());
    w.tlv(encoding::der::kOctetString, key);
    if (!w.ok()) fail(kExitInternal, "DER encoding failed");
    return out;
}

SecretBytes unwrap_curve_key(ByteView contents, const char* name)
{
    encoding::der::Reader r(contents);
    ByteView key;
    if (!r.read(encoding::der::kOctetString, key) || !r.finished() || key.size() != kKeyBytes) {
        fail(kExitBadInput, std::string(name) +
                                " private key: expected an OCTET STRING of 32 bytes (RFC 8410 §7)");
    }
    SecretBytes s(kKeyBytes);
    for (std::size_t i = 0; i < kKeyBytes; ++i) s.data()[i] = key[i];
    return s;
}

// What both curves share: the 32-byte seed is the whole private key.
class CurveAlg : public KeyAlg {
public:
    std::size_t seed_size() const override { return kKeyBytes; }
    std::size_t public_size() const override { return kKeyBytes; }
    PrivateKey from_seed(ByteView seed) const override
    {
        if (seed.size() != kKeyBytes)
            fail(kExitBadInput, std::string(name()) + " private key: 32 bytes expected");
        PrivateKey k;
        k.alg = this;
        k.seed = SecretBytes(kKeyBytes);
        for (std::size_t i = 0; i < kKeyBytes; ++i) k.seed.data()[i] = seed[i];
        k.pub.resize(kKeyBytes);
        if (public_from(k.seed.view(), k.pub) != Status::ok)
            fail(kExitBadInput, std::string(name()) + ": invalid private key");
        return k;
    }
    SecretBytes encode_private(const PrivateKey& key) const override
    {
        return wrap_curve_key(key.seed.view());
    }
    PrivateKey decode_private(ByteView contents) const override
    {
        const SecretBytes s = unwrap_curve_key(contents, name());
        return from_seed(s.view());
    }
    SecretBytes raw_private(const PrivateKey& key) const override
    {
        SecretBytes s(kKeyBytes);
        for (std::size_t i = 0; i < kKeyBytes; ++i) s.data()[i] = key.seed.data()[i];
        return s;
    }

protected:
    virtual Status public_from(ByteView seed, std::span<std::uint8_t> pub) const = 0;
};

class Ed25519Alg final : public CurveAlg {
public:
    const char* name() const override { return "ed25519"; }
    const char* standard() const override { return "RFC 8032 pure Ed25519, RFC 8410 keys"; }
    unsigned caps() const override { return kCanSign; }
    ByteView oid() const override { return encoding::oid::kEd25519; }
    std::size_t signature_size() const override { return kEd25519SignatureSize; }

    // RFC 8032 §5.1.6.
    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        std::vector<std::uint8_t> sig(kEd25519SignatureSize);
        const Status s = Ed::sign(fixed32(key.seed.view()), msg, FixedSpan<64>(sig.data(), 64));
        if (s != Status::ok) fail(kExitInternal, std::string("ed25519 sign: ") + to_string(s));
        return sig;
    }
    // RFC 8032 §5.1.7; a non-canonical A or S is a failed verification.
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return Ed::verify(fixed32(pub), msg, FixedView<64>(sig.data(), 64)).ok();
    }

protected:
    Status public_from(ByteView seed, std::span<std::uint8_t> pub) const override
    {
        return Ed::public_key(fixed32(seed), FixedSpan<32>(pub.data(), 32));
    }
};

const Ed25519Alg kEd25519;

// --ctx HEX for Ed25519ctx/ph: `required` means 1..255 bytes (RFC 8032
// §5.1: ctx must not be empty for Ed25519ctx), otherwise 0..255.
SecretBytes context_option(const Args& args, const char* name, bool required)
{
    const auto hex = args.get("ctx");
    if (!hex) {
        if (required)
            fail(kExitUsage, std::string(name) + " needs --ctx HEX (1..255 bytes, RFC 8032 §5.1)");
        return {};
    }
    SecretBytes ctx = hex_option("ctx", *hex);
    const std::size_t lo = required ? 1 : 0;
    if (ctx.size() < lo || ctx.size() > kEd25519MaxContextSize) {
        fail(kExitBadInput, "--ctx: " + std::string(name) + " takes " + std::to_string(lo) +
                                "..255 bytes (RFC 8032 §5.1), got " + std::to_string(ctx.size()));
    }
    return ctx;
}

// Ed25519ctx / Ed25519ph (RFC 8032 §5.1): the keys are Ed25519 keys, only
// dom2 and (ph) PH = SHA-512 differ, so key files name ed25519 (family()).
class Ed25519SchemeAlg final : public CurveAlg {
public:
    explicit constexpr Ed25519SchemeAlg(Ed25519Flavor flavor) : flavor_(flavor) {}
    const char* name() const override { return is_ctx() ? "ed25519ctx" : "ed25519ph"; }
    const char* standard() const override
    {
        return is_ctx() ? "RFC 8032 Ed25519ctx (--ctx 1..255 bytes), ed25519 keys"
                        : "RFC 8032 Ed25519ph, SHA-512 prehash (--ctx 0..255 bytes), ed25519 keys";
    }
    unsigned caps() const override { return kCanSign | kSchemeName; }
    ByteView oid() const override { return encoding::oid::kEd25519; }
    const KeyAlg& family() const override { return kEd25519; }
    std::size_t signature_size() const override { return kEd25519SignatureSize; }
    bool takes_option(std::string_view option) const override { return option == "ctx"; }

    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        return sign_with(key, msg, Args{});
    }
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return verify_with(pub, msg, sig, Args{});
    }

    // RFC 8032 §5.1.6 with dom2(1, ctx) (ph: over SHA-512(M)).
    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const SecretBytes ctx = context_option(args, name(), is_ctx());
        std::vector<std::uint8_t> sig(kEd25519SignatureSize);
        const Status s = Ed::sign(fixed32(key.seed.view()), msg, FixedSpan<64>(sig.data(), 64),
                                  domain(ctx.view()));
        if (s != Status::ok) fail(kExitInternal, std::string(name()) + " sign: " + to_string(s));
        return sig;
    }
    // RFC 8032 §5.1.7 with the same domain.
    bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& args) const override
    {
        const SecretBytes ctx = context_option(args, name(), is_ctx());
        return Ed::verify(fixed32(pub), msg, FixedView<64>(sig.data(), 64), domain(ctx.view()))
            .ok();
    }

protected:
    Status public_from(ByteView seed, std::span<std::uint8_t> pub) const override
    {
        return Ed::public_key(fixed32(seed), FixedSpan<32>(pub.data(), 32));
    }

private:
    bool is_ctx() const { return flavor_ == Ed25519Flavor::ctx; }
    Ed25519Domain domain(ByteView ctx) const
    {
        return is_ctx() ? Ed25519Domain::ctx(ctx) : Ed25519Domain::ph(ctx);
    }
    Ed25519Flavor flavor_;
};

class X25519Alg final : public CurveAlg {
public:
    const char* name() const override { return "x25519"; }
    const char* standard() const override { return "RFC 7748 key agreement, RFC 8410 keys"; }
    unsigned caps() const override { return kCanDerive; }
    ByteView oid() const override { return encoding::oid::kX25519; }

    // RFC 7748 §6.1: an all-zero result means a small-order peer key.
    SecretBytes derive(const PrivateKey& key, ByteView peer) const override
    {
        SecretBytes ss(kKeyBytes);
        const Status s =
            X::shared_secret(fixed32(key.seed.view()), fixed32(peer), FixedSpan<32>(ss.data(), 32));
        if (s != Status::ok) {
            fail(kExitBadInput,
                 "x25519: the shared secret is all zeros (the peer key has small order)");
        }
        return ss;
    }

protected:
    Status public_from(ByteView seed, std::span<std::uint8_t> pub) const override
    {
        return X::public_key(fixed32(seed), FixedSpan<32>(pub.data(), 32));
    }
};

const X25519Alg kX25519;
const Ed25519SchemeAlg kEd25519ctx(Ed25519Flavor::ctx);
const Ed25519SchemeAlg kEd25519ph(Ed25519Flavor::ph);
constexpr const KeyAlg* kAlgs[] = {&kEd25519, &kX25519, &kEd25519ctx, &kEd25519ph};

}  // namespace

std::span<const KeyAlg* const> curve25519_key_algs()
{
    return kAlgs;
}

}  // namespace ucrypt::cli
