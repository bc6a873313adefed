// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — ML-DSA-44/65/87 keys and signatures (FIPS 204) in the IETF
// LAMPS encodings (RFC 9881, draft-ietf-lamps-dilithium-certificates §4, §6):
// the SPKI bit string is the raw pk; the PKCS#8 privateKey holds
//   ML-DSA-xx-PrivateKey ::= CHOICE {
//     seed        [0] IMPLICIT OCTET STRING (SIZE (32)),      -- ξ
//     expandedKey OCTET STRING (SIZE (sk bytes)),
//     both        SEQUENCE { seed OCTET STRING, expandedKey OCTET STRING } }
// The tool writes the seed form when it knows ξ and reads all three; in
// `both` the expanded key must be the one ξ generates. An expanded key alone
// is accepted when its t0 and tr agree with the pk recomputed from it.
//
// sign/verify take the scheme options of docs/CLI.md: --ctx (pure ML-DSA,
// Algorithms 2/3, or HashML-DSA with --prehash, Algorithms 4/5),
// --deterministic / --rnd (the rnd of Algorithm 2 line 5; hedged otherwise)
// and --impl default|lowram (identical results, different workspaces).
#include <cstddef>

#include "keyalg.hpp"
#include "keyalg_lamps.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/mldsa.hpp"

namespace ucrypt::cli {

namespace {

struct PreHashName {
    std::string_view name;
    MlDsaPreHash ph;
};
constexpr PreHashName kPreHashes[] = {
    {"sha256", MlDsaPreHash::sha256},     {"sha384", MlDsaPreHash::sha384},
    {"sha512", MlDsaPreHash::sha512},     {"sha3-256", MlDsaPreHash::sha3_256},
    {"sha3-384", MlDsaPreHash::sha3_384}, {"sha3-512", MlDsaPreHash::sha3_512},
    {"shake128", MlDsaPreHash::shake128}, {"shake256", MlDsaPreHash::shake256},
};

// The scheme options, checked before any key or message is read.
struct SignOptions {
    SecretBytes ctx;
    bool prehashed = false;
    MlDsaPreHash ph = MlDsaPreHash::sha256;
    bool deterministic = false;
    SecretBytes rnd;  // 32 bytes when given
    bool low_ram = false;
};

SignOptions sign_options(const Args& args)
{
    SignOptions o;
    if (const auto hex = args.get("ctx")) {
        o.ctx = hex_option("ctx", *hex);
        // FIPS 204 Algorithm 2 line 1: |ctx| ≤ 255.
        if (o.ctx.size() > 255) {
            fail(kExitBadInput,
                 "--ctx: at most 255 bytes (FIPS 204 §5.2), got " + std::to_string(o.ctx.size()));
        }
    }
    if (const auto name = args.get("prehash")) {
        const std::string lower = lowercase(*name);
        bool found = false;
        for (const PreHashName& p : kPreHashes) {
            if (lower == p.name) {
                o.ph = p.ph;
                found = true;
            }
        }
        if (!found) {
            fail(kExitUsage, "--prehash: unknown hash '" + *name +
                                 "' (expected sha256 sha384 sha512 sha3-256 sha3-384 sha3-512 "
                                 "shake128 shake256)");
        }
        o.prehashed = true;
    }
    o.deterministic = args.has("deterministic");
    if (const auto hex = args.get("rnd")) {
        if (o.deterministic) fail(kExitUsage, "--rnd and --deterministic exclude each other");
        o.rnd = hex_option("rnd", *hex);
        if (o.rnd.size() != 32)
            fail(kExitBadInput, "--rnd: 32 bytes expected, got " + std::to_string(o.rnd.size()));
    }
    // FIPS 204 §3.4: the deterministic variant is rnd = 0^32.
    if (o.deterministic) o.rnd = SecretBytes(32);
    o.low_ram = impl_choice(args, {"default", "lowram"}) == "lowram";
    return o;
}

template <class Dsa>
std::vector<std::uint8_t> sign_as(const SignOptions& o, ByteView sk, ByteView msg, const char* name)
{
    std::vector<std::byte> ws(Dsa::sign_workspace_size);
    std::vector<std::uint8_t> sig(Dsa::sig_size);
    const ByteView ctx = o.ctx.view();
    Status s = Status::ok;
    if (o.rnd.size() == 32) {
        const FixedView<32> rnd(o.rnd.data(), 32);
        s = o.prehashed ? Dsa::sign_prehash_derand(sk, o.ph, msg, ctx, rnd, sig, ws)
                        : Dsa::sign_derand(sk, msg, ctx, rnd, sig, ws);
    } else {
        SystemRng rng;
        s = o.prehashed ? Dsa::sign_prehash(rng, sk, o.ph, msg, ctx, sig, ws)
                        : Dsa::sign(rng, sk, msg, ctx, sig, ws);
    }
    if (s != Status::ok) fail(kExitInternal, std::string(name) + " sign: " + to_string(s));
    return sig;
}

template <class Dsa>
bool verify_as(const SignOptions& o, ByteView pk, ByteView msg, ByteView sig)
{
    std::vector<std::byte> ws(Dsa::verify_workspace_size);
    const ByteView ctx = o.ctx.view();
    return o.prehashed ? Dsa::verify_prehash(pk, o.ph, msg, ctx, sig, ws).ok()
                       : Dsa::verify(pk, msg, ctx, sig, ws).ok();
}

template <class P>
class MlDsaAlg final : public KeyAlg {
    using Dsa = MlDsa<P, MlDsaDefault>;
    using DsaLow = MlDsa<P, MlDsaLowRam>;

public:
    constexpr MlDsaAlg(const char* name, ByteView oid) : name_(name), oid_(oid) {}
    const char* name() const override { return name_; }
    const char* standard() const override
    {
        return "FIPS 204 (pure and HashML-DSA), LAMPS PKCS#8 seed/expandedKey/both";
    }
    unsigned caps() const override { return kCanSign; }
    ByteView oid() const override { return oid_; }
    std::size_t seed_size() const override { return Dsa::seed_size; }
    std::size_t public_size() const override { return Dsa::pk_size; }
    std::size_t signature_size() const override { return Dsa::sig_size; }

    // FIPS 204 Algorithm 6 (ML-DSA.KeyGen_internal) with ξ = seed.
    PrivateKey from_seed(ByteView seed) const override
    {
        PrivateKey k;
        k.alg = this;
        k.seed = copy_secret(seed);
        k.expanded = SecretBytes(Dsa::sk_size);
        k.pub.resize(Dsa::pk_size);
        std::vector<std::byte> ws(Dsa::keygen_workspace_size);
        const Status s =
            Dsa::keygen_derand(FixedView<32>(seed.data(), 32), k.pub, k.expanded.span(), ws);
        if (s != Status::ok) fail(kExitInternal, std::string(name_) + " keygen: " + to_string(s));
        return k;
    }

    SecretBytes encode_private(const PrivateKey& key) const override
    {
        return lamps_encode_private(key, Dsa::seed_size);
    }

    PrivateKey decode_private(ByteView contents) const override
    {
        const LampsPrivateKey parts =
            lamps_parse_private(contents, name_, Dsa::seed_size, Dsa::sk_size);
        if (parts.seed.empty()) return from_expanded(parts.expanded);
        PrivateKey k = from_seed(parts.seed);
        lamps_check_both(parts, k, name_);  // RFC 9881 §6
        return k;
    }

    // FIPS 204 skEncode (Algorithm 24); a 32-byte ξ is read too.
    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }
    bool raw_size_ok(std::size_t n) const override
    {
        return n == Dsa::sk_size || n == Dsa::seed_size;
    }
    PrivateKey from_raw(ByteView raw) const override
    {
        return raw.size() == Dsa::seed_size ? from_seed(raw) : from_expanded(raw);
    }

    bool takes_option(std::string_view option) const override
    {
        for (std::string_view o : kSchemeOptions) {
            if (o == option) return true;
        }
        return false;
    }

    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const SignOptions o = sign_options(args);
        const ByteView sk = key.expanded.view();
        return o.low_ram ? sign_as<DsaLow>(o, sk, msg, name_) : sign_as<Dsa>(o, sk, msg, name_);
    }
    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        return sign_as<Dsa>(SignOptions{}, key.expanded.view(), msg, name_);
    }

    bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& args) const override
    {
        const SignOptions o = sign_options(args);
        return o.low_ram ? verify_as<DsaLow>(o, pub, msg, sig) : verify_as<Dsa>(o, pub, msg, sig);
    }
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return verify_as<Dsa>(SignOptions{}, pub, msg, sig);
    }

private:
    // An expanded sk without ξ: its pk is recomputed, and an sk whose s1 or
    // s2 is outside [−η, η] (FIPS 204 skDecode) or whose t0 or tr disagree
    // with it is refused (Algorithm 6 lines 5–9).
    PrivateKey from_expanded(ByteView sk) const
    {
        PrivateKey k;
        k.alg = this;
        k.expanded = copy_secret(sk);
        k.pub.resize(Dsa::pk_size);
        std::vector<std::byte> ws(Dsa::keygen_workspace_size);
        if (Dsa::public_from_secret(sk, k.pub, ws) != Status::ok) {
            fail(kExitBadInput, std::string(name_) +
                                    " private key: invalid expanded key (s1 or s2 out of range, or "
                                    "t0 or tr do not match)");
        }
        return k;
    }

    const char* name_;
    ByteView oid_;
};

const MlDsaAlg<MlDsa44Params> kMlDsa44("ml-dsa-44", encoding::oid::kMlDsa44);
const MlDsaAlg<MlDsa65Params> kMlDsa65("ml-dsa-65", encoding::oid::kMlDsa65);
const MlDsaAlg<MlDsa87Params> kMlDsa87("ml-dsa-87", encoding::oid::kMlDsa87);
constexpr const KeyAlg* kAlgs[] = {&kMlDsa44, &kMlDsa65, &kMlDsa87};

}  // namespace

std::span<const KeyAlg* const> mldsa_key_algs()
{
    return kAlgs;
}

}  // namespace ucrypt::cli
