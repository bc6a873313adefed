// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — ECDSA (FIPS 186-5 §6) and ECDH (SP 800-56A rev3 §5.7.1.2)
// keys on the curves of ucrypt/ec.hpp, named ecdsa-<curve> and ecdh-<curve>
// (docs/CLI.md, docs/CLI-KEYS.md). Both names of a curve share one key type:
// key files (id-ecPublicKey + namedCurve, RFC 5480) resolve to the ecdsa-…
// object, and ecdh-… names it as its family.
//
// Key files as OpenSSL 3 writes them (encoding/ec_key.hpp): the PKCS#8
// privateKey is an RFC 5915 ECPrivateKey with the scalar (order length) and
// [1] the uncompressed point, no [0]; the SPKI bits are the SEC1 point.
// --format raw: the big-endian scalar; public keys: the uncompressed point
// (compressed points are read everywhere, written with --conv-form).
// Signatures: DER (SEC 1 §C.8, as 'openssl dgst -sign') or --format p1363.
#include "keyalg_ec.hpp"

#include <array>
#include <type_traits>

#include "ucrypt/drbg.hpp"
#include "ucrypt/ecdh.hpp"
#include "ucrypt/ecdsa.hpp"
#include "ucrypt/encoding/ec_key.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

namespace {

using encoding::EcPrivateFields;

// FIPS 186-5 §6.4 lets the hash be chosen freely; these defaults give the
// security strength of the curve (docs/CLI.md: sha256 for P-256, sha384 for P-384).
EcHash hash_option(const Args& args, EcHash fallback)
{
    const auto h = args.get("hash");
    if (!h) return fallback;
    const std::string v = lowercase(*h);
    if (v == "sha224") return EcHash::sha224;
    if (v == "sha256") return EcHash::sha256;
    if (v == "sha384") return EcHash::sha384;
    if (v == "sha512") return EcHash::sha512;
    fail(kExitUsage,
         "--hash: unknown hash '" + *h + "' for ECDSA (expected sha224 sha256 sha384 sha512)");
}

// Signature encoding: true for IEEE P1363 r || s, false for DER (default).
bool p1363_option(const Args& args)
{
    const auto f = args.get("format");
    if (!f || *f == "der") return false;
    if (*f == "p1363") return true;
    fail(kExitUsage, "--format: unknown signature format '" + *f + "' (expected der|p1363)");
}

template <class C>
inline constexpr bool kHasFast = std::is_same_v<C, EcP256> || std::is_same_v<C, EcP384>;
template <class C>
inline constexpr bool kHasSuperFast = std::is_same_v<C, EcP256>;

// --impl (docs/CLI.md): math small|fast|superfast (fast: P-256 and P-384,
// superfast: P-256) and table low|high, alone or joined ("small-low"); the
// default is the fastest. Every variant gives the same results.
template <class C, class F>
auto with_variant(const Args& args, F&& f)
{
    std::string_view v;
    if constexpr (kHasSuperFast<C>) {
        v = impl_choice(
            args, {"superfast", "fast", "small", "low", "high", "superfast-low", "superfast-high",
                   "fast-low", "fast-high", "small-low", "small-high"});
    } else if constexpr (kHasFast<C>) {
        v = impl_choice(args, {"fast", "small", "low", "high", "fast-low", "fast-high", "small-low",
                               "small-high"});
    } else {
        v = impl_choice(args, {"small", "low", "high", "small-low", "small-high"});
    }
    const bool low = v.ends_with("low");
    if constexpr (kHasSuperFast<C>) {
        if (v.empty() || v == "low" || v == "high" || v.starts_with("superfast")) {
            return low ? f.template operator()<EcSuperFast, EcTableLow>()
                       : f.template operator()<EcSuperFast, EcTableHigh>();
        }
    }
    if constexpr (kHasFast<C>) {
        if (!v.starts_with("small")) {
            return low ? f.template operator()<EcFast, EcTableLow>()
                       : f.template operator()<EcFast, EcTableHigh>();
        }
    }
    return low ? f.template operator()<EcSmall, EcTableLow>()
               : f.template operator()<EcSmall, EcTableHigh>();
}

// What every curve's key type offers to the SEC1 helpers below.
class EcAlgBase : public KeyAlg {
public:
    ByteView oid() const override { return encoding::oid::kEcPublicKey; }
    // RFC 5915 §3 for this key: [0] when `with_params`, [1] always.
    virtual SecretBytes to_sec1(const PrivateKey& key, bool with_params) const = 0;
    virtual std::vector<std::uint8_t> compressed(ByteView pub) const = 0;
};

template <class C>
class EcAlg final : public EcAlgBase {
public:
    static constexpr std::size_t kScalar = C::scalar_bytes;
    using Key = EcKey<C>;

    EcAlg(const char* name, const char* standard, ByteView params, EcHash hash, const EcAlg* ecdsa)
        : name_(name), standard_(standard), params_(params), hash_(hash), ecdsa_(ecdsa)
    {
    }
    const char* name() const override { return name_; }
    const char* standard() const override { return standard_; }
    unsigned caps() const override { return ecdsa_ == nullptr ? kCanSign : kCanDerive; }
    ByteView oid_params() const override { return params_; }
    std::size_t seed_size() const override { return kScalar; }
    std::size_t public_size() const override { return Key::uncompressed_size; }
    const KeyAlg& family() const override { return ecdsa_ == nullptr ? *this : *ecdsa_; }

    // --seed and raw keys: the scalar d itself, 1 <= d < n (FIPS 186-5 §A.2).
    PrivateKey from_seed(ByteView seed) const override
    {
        if (seed.size() != kScalar)
            fail(kExitBadInput, std::string(name_) + " private key: " + std::to_string(kScalar) +
                                    " bytes expected");
        PrivateKey k;
        k.alg = this;
        k.seed = copy_secret(seed);
        k.pub.resize(Key::uncompressed_size);
        std::vector<std::byte> ws(Ecdsa<C>::sign_workspace_size);
        const Status st =
            Ecdsa<C>::public_key(FixedView<kScalar>(k.seed.data(), kScalar),
                                 FixedSpan<Key::uncompressed_size>(k.pub.data(), k.pub.size()), ws);
        if (st == Status::invalid_key)
            fail(kExitBadInput,
                 std::string(name_) + " private key: scalar out of range (1 <= d < n)");
        if (st != Status::ok)
            fail(kExitInternal, std::string("ec public key computation failed: ") + to_string(st));
        return k;
    }

    // FIPS 186-5 §A.2.2 rejection sampling: a uniform seed of scalar size
    // would often exceed n (P-521, brainpool), so the library draws d.
    PrivateKey generate(Rng& rng) const override
    {
        SecretBytes d(kScalar);
        std::vector<std::uint8_t> pub(Key::uncompressed_size);
        std::vector<std::byte> ws(Ecdsa<C>::sign_workspace_size);
        const Status st =
            Ecdsa<C>::keygen(rng, FixedSpan<kScalar>(d.data(), kScalar),
                             FixedSpan<Key::uncompressed_size>(pub.data(), pub.size()), ws);
        if (st != Status::ok)
            fail(kExitInternal, std::string("ec key generation failed: ") + to_string(st));
        return from_seed(d.view());
    }

    SecretBytes to_sec1(const PrivateKey& key, bool with_params) const override
    {
        const EcPrivateFields f{key.seed.view(), with_params ? params_ : ByteView{}, key.pub};
        SecretBytes der(encoding::ec_private_der_size(f));
        std::size_t n = 0;
        if (encoding::ec_private_der_write(f, der.span(), n) != Status::ok)
            fail(kExitInternal, "ECPrivateKey encoding failed");
        return der;
    }
    // Inside PKCS#8 the curve is in the AlgorithmIdentifier (OpenSSL omits [0]).
    SecretBytes encode_private(const PrivateKey& key) const override { return to_sec1(key, false); }

    PrivateKey decode_private(ByteView contents) const override
    {
        EcPrivateFields f;
        if (encoding::ec_private_der_parse(contents, f) != Status::ok) {
            fail(kExitBadInput,
                 std::string(name_) + " private key: malformed ECPrivateKey (RFC 5915)");
        }
        return from_fields(f);
    }

    PrivateKey from_fields(const EcPrivateFields& f) const
    {
        if (!f.params.empty() && !encoding::same_bytes(f.params, params_)) {
            fail(kExitBadInput,
                 std::string(name_) + " private key: the ECPrivateKey names another curve");
        }
        // RFC 5915 §3 fixes the length at ceiling(log2(n)/8); shorter values
        // (leading zeros dropped by some encoders) are padded back.
        if (f.scalar.size() > kScalar) {
            fail(kExitBadInput, std::string(name_) + " private key: scalar of " +
                                    std::to_string(f.scalar.size()) + " bytes (at most " +
                                    std::to_string(kScalar) + ")");
        }
        SecretBytes d(kScalar);
        for (std::size_t i = 0; i < f.scalar.size(); ++i)
            d.data()[kScalar - f.scalar.size() + i] = f.scalar[i];
        PrivateKey key = from_seed(d.view());
        if (!f.pub.empty()) {
            std::array<std::uint8_t, Key::uncompressed_size> stored{};
            if (Key::decode(f.pub, stored) != Status::ok ||
                !encoding::same_bytes(stored, key.pub)) {
                fail(kExitBadInput,
                     std::string(name_) +
                         " private key: the stored public key does not match the scalar");
            }
        }
        return key;
    }

    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.seed.view());
    }

    // SEC1 §2.3.4 with SP 800-56A §5.6.2.3.3 full validation.
    void check_public(ByteView pub) const override
    {
        if (!raw_public_size_ok(pub.size())) {
            fail(kExitBadInput, std::string(name_) + " public key: " + std::to_string(pub.size()) +
                                    " bytes, expected " + std::to_string(Key::uncompressed_size) +
                                    " or " + std::to_string(Key::compressed_size));
        }
        if (Key::validate(pub) != Status::ok) {
            fail(kExitBadInput,
                 std::string(name_) +
                     " public key: not a valid point (SEC1 §2.3.4, off the curve or out of range)");
        }
    }
    bool raw_public_size_ok(std::size_t n) const override
    {
        return n == Key::uncompressed_size || n == Key::compressed_size;
    }
    std::vector<std::uint8_t> compressed(ByteView pub) const override
    {
        std::vector<std::uint8_t> out(Key::compressed_size);
        if (Key::compress(pub, FixedSpan<Key::compressed_size>(out.data(), out.size())) !=
            Status::ok) {
            fail(kExitInternal, "point compression failed");
        }
        return out;
    }

    bool takes_option(std::string_view option) const override
    {
        if (ecdsa_ != nullptr) return option == "impl";
        return option == "hash" || option == "format" || option == "deterministic" ||
               option == "impl";
    }
    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        return sign_with(key, msg, Args{});
    }
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return verify_with(pub, msg, sig, Args{});
    }

    // FIPS 186-5 §6.4.1 with RFC 6979 §3.2 nonces, hedged with 32 bytes of
    // system randomness (§3.6) unless --deterministic.
    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const EcHash h = hash_option(args, hash_);
        const bool p1363 = p1363_option(args);
        const bool deterministic = args.has("deterministic");
        return with_variant<C>(args, [&]<class M, class T>() {
            using S = Ecdsa<C, M, T>;
            std::array<std::uint8_t, S::signature_size> raw{};
            std::vector<std::byte> ws(S::workspace_size);
            const FixedView<kScalar> d(key.seed.data(), kScalar);
            SystemRng rng;
            const Status st = deterministic ? S::sign_deterministic(h, d, msg, raw, ws)
                                            : S::sign(h, d, msg, raw, rng, ws);
            if (st != Status::ok)
                fail(kExitInternal, std::string("ecdsa sign failed: ") + to_string(st));
            if (p1363) return std::vector<std::uint8_t>(raw.begin(), raw.end());
            std::vector<std::uint8_t> der(S::max_der_size);
            std::size_t n = 0;
            if (ecdsa_der_encode(raw, der, n) != Status::ok)
                fail(kExitInternal, "ECDSA DER encoding failed");
            der.resize(n);
            return der;
        });
    }

    // FIPS 186-5 §6.4.2; a signature that is not strict DER (or not 2·|n|
    // bytes with --format p1363) is a verification failure, as in OpenSSL.
    bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& args) const override
    {
        const EcHash h = hash_option(args, hash_);
        // verify's --format also names the --pub encoding (pem|der|raw).
        const bool p1363 = args.get("format") == std::optional<std::string>("p1363");
        return with_variant<C>(args, [&]<class M, class T>() {
            using S = Ecdsa<C, M, T>;
            std::array<std::uint8_t, S::signature_size> raw{};
            if (p1363) {
                if (sig.size() != raw.size()) return false;
                for (std::size_t i = 0; i < raw.size(); ++i) raw[i] = sig[i];
            } else if (ecdsa_der_decode(sig, raw) != Status::ok) {
                return false;
            }
            std::vector<std::byte> ws(S::workspace_size);
            return S::verify(h, pub, msg, raw, ws).ok();
        });
    }

    // SP 800-56A rev3 §5.7.1.2: Z is the x-coordinate of d·Q after full
    // validation of Q (§5.6.2.3.3), done in check_public and again here.
    SecretBytes derive(const PrivateKey& key, ByteView peer) const override
    {
        return derive_with(key, peer, Args{});
    }
    SecretBytes derive_with(const PrivateKey& key, ByteView peer, const Args& args) const override
    {
        if (ecdsa_ == nullptr) return KeyAlg::derive(key, peer);
        return with_variant<C>(args, [&]<class M, class T>() {
            using D = Ecdh<C, M, T>;
            SecretBytes z(D::shared_size);
            std::vector<std::byte> ws(D::workspace_size);
            const Status st = D::shared_secret(FixedView<kScalar>(key.seed.data(), kScalar), peer,
                                               FixedSpan<D::shared_size>(z.data(), z.size()), ws);
            if (st == Status::invalid_key)
                fail(kExitBadInput, std::string(name_) + ": invalid peer public key");
            if (st != Status::ok) fail(kExitInternal, std::string("ecdh failed: ") + to_string(st));
            return z;
        });
    }

private:
    const char* name_;
    const char* standard_;
    ByteView params_;
    EcHash hash_;
    const EcAlg* ecdsa_;  // ecdh-…: the ecdsa-… object of the same curve
};

namespace ep = encoding::ec_params;

#define UCRYPT_CLI_EC_PAIR(C, suffix, curve_text, params, hash)                                   \
    const EcAlg<C> kEcdsa_##suffix("ecdsa-" #suffix, "ECDSA, FIPS 186-5 §6, " curve_text, params, \
                                   hash, nullptr);                                                \
    const EcAlg<C> kEcdh_##suffix("ecdh-" #suffix,                                                \
                                  "ECC CDH, SP 800-56A rev3 §5.7.1.2, " curve_text, params, hash, \
                                  &kEcdsa_##suffix);

UCRYPT_CLI_EC_PAIR(EcP224, p224, "P-224 (secp224r1)", ep::kP224, EcHash::sha224)
UCRYPT_CLI_EC_PAIR(EcP256, p256, "P-256 (prime256v1)", ep::kP256, EcHash::sha256)
UCRYPT_CLI_EC_PAIR(EcP384, p384, "P-384 (secp384r1)", ep::kP384, EcHash::sha384)
UCRYPT_CLI_EC_PAIR(EcP521, p521, "P-521 (secp521r1)", ep::kP521, EcHash::sha512)
UCRYPT_CLI_EC_PAIR(EcSecp256k1, secp256k1, "secp256k1 (SEC 2)", ep::kSecp256k1, EcHash::sha256)
UCRYPT_CLI_EC_PAIR(EcBrainpoolP256r1, brainpoolp256r1, "brainpoolP256r1 (RFC 5639)",
                   ep::kBrainpoolP256r1, EcHash::sha256)
UCRYPT_CLI_EC_PAIR(EcBrainpoolP384r1, brainpoolp384r1, "brainpoolP384r1 (RFC 5639)",
                   ep::kBrainpoolP384r1, EcHash::sha384)
UCRYPT_CLI_EC_PAIR(EcBrainpoolP512r1, brainpoolp512r1, "brainpoolP512r1 (RFC 5639)",
                   ep::kBrainpoolP512r1, EcHash::sha512)
#undef UCRYPT_CLI_EC_PAIR

// The ecdsa-… objects first: key files resolve to the first match of their
// OID and parameters (keyalg_registry.cpp).
constexpr const EcAlgBase* kEcdsa[] = {&kEcdsa_p224,
                                       &kEcdsa_p256,
                                       &kEcdsa_p384,
                                       &kEcdsa_p521,
                                       &kEcdsa_secp256k1,
                                       &kEcdsa_brainpoolp256r1,
                                       &kEcdsa_brainpoolp384r1,
                                       &kEcdsa_brainpoolp512r1};
constexpr const KeyAlg* kAlgs[] = {&kEcdsa_p224,
                                   &kEcdsa_p256,
                                   &kEcdsa_p384,
                                   &kEcdsa_p521,
                                   &kEcdsa_secp256k1,
                                   &kEcdsa_brainpoolp256r1,
                                   &kEcdsa_brainpoolp384r1,
                                   &kEcdsa_brainpoolp512r1,
                                   &kEcdh_p224,
                                   &kEcdh_p256,
                                   &kEcdh_p384,
                                   &kEcdh_p521,
                                   &kEcdh_secp256k1,
                                   &kEcdh_brainpoolp256r1,
                                   &kEcdh_brainpoolp384r1,
                                   &kEcdh_brainpoolp512r1};

const EcAlgBase& ec_base(const KeyAlg& alg)
{
    for (const EcAlgBase* a : kEcdsa) {
        if (&alg.family() == a) return *a;
    }
    fail(kExitUsage, std::string(alg.name()) + " is not an elliptic-curve key");
}

template <class F>
PrivateKey with_curve_of(ByteView params, F&& f)
{
    for (const EcAlgBase* a : kEcdsa) {
        if (encoding::same_bytes(params, a->oid_params())) return f(*a);
    }
    fail(kExitBadInput, "EC private key: unsupported or unknown curve (named curves only: " +
                            key_alg_names(kCanSign) + ")");
}

}  // namespace

std::span<const KeyAlg* const> ec_key_algs()
{
    return kAlgs;
}

bool is_ec_key_alg(const KeyAlg& alg)
{
    return encoding::same_bytes(alg.oid(), encoding::oid::kEcPublicKey);
}

PrivateKey ec_private_from_sec1(ByteView der)
{
    EcPrivateFields f;
    if (encoding::ec_private_der_parse(der, f) != Status::ok) {
        fail(kExitBadInput, "EC private key: malformed ECPrivateKey (RFC 5915)");
    }
    if (f.params.empty())
        fail(kExitBadInput,
             "EC private key: the ECPrivateKey does not name its curve ([0] absent)");
    return with_curve_of(f.params, [&](const EcAlgBase& a) {
        // Every EcAlgBase is an EcAlg<C>; from_fields lives there.
        return a.decode_private(der);
    });
}

SecretBytes ec_private_to_sec1(const PrivateKey& key)
{
    return ec_base(*key.alg).to_sec1(key, true);
}

std::vector<std::uint8_t> ec_compressed_public(const KeyAlg& alg, ByteView pub)
{
    return ec_base(alg).compressed(pub);
}

}  // namespace ucrypt::cli
