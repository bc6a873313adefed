// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — RSA keys (FIPS 186-5 A.1.3 generation; RFC 8017 encodings)
// and the RSA schemes of docs/CLI.md: sign/verify with --padding pkcs1|pss,
// --hash, --salt-len; encrypt/decrypt with --padding oaep|pkcs1, --hash,
// --label; --impl low|mid|high and crt|nocrt (e.g. "mid-nocrt").
//
// Key files: the PKCS#8 privateKey is the PKCS#1 RSAPrivateKey DER and the
// SPKI bit string the RSAPublicKey DER, under rsaEncryption with NULL
// parameters (RFC 3279 §2.3.1), as OpenSSL writes them. "--format raw" is
// the bare PKCS#1 DER (openssl rsa -traditional / -RSAPublicKey_out, DER).
// "rsa-2048|3072|4096" name the sizes for genkey; every RSA key file resolves
// to the "rsa" object, which the other commands take as ALG.
#include "keyalg_rsa.hpp"

#include <string>

#include "ucrypt/drbg.hpp"
#include "ucrypt/encoding/rsa_key.hpp"
#include "ucrypt/rsa.hpp"

namespace ucrypt::cli {

namespace {

using encoding::RsaPrivateFields;
using encoding::RsaPublicFields;

std::size_t bit_length(ByteView mag)
{
    std::size_t i = 0;
    while (i < mag.size() && mag[i] == 0) ++i;
    if (i == mag.size()) return 0;
    std::size_t bits = (mag.size() - i - 1) * 8;
    for (unsigned v = mag[i]; v != 0; v >>= 1) ++bits;
    return bits;
}

RsaPublicFields parse_public(ByteView der)
{
    RsaPublicFields f;
    if (encoding::rsa_public_der_parse(der, f) != Status::ok)
        fail(kExitBadInput, "rsa public key: malformed RSAPublicKey DER");
    const std::size_t bits = bit_length(f.n);
    if (bits < kRsaMinBits || bits > kRsaMaxBits || (f.n.back() & 1u) == 0) {
        fail(kExitBadInput,
             "rsa public key: modulus of " + std::to_string(bits) + " bits (1024..8192, odd)");
    }
    if ((f.e.back() & 1u) == 0 || bit_length(f.e) < 2 || f.e.size() > f.n.size()) {
        fail(kExitBadInput, "rsa public key: invalid public exponent");
    }
    return f;
}

RsaPrivateFields parse_private(ByteView der)
{
    RsaPrivateFields f;
    const Status st = encoding::rsa_private_der_parse(der, f);
    if (st == Status::not_supported)
        fail(kExitBadInput, "rsa private key: multi-prime keys are not supported");
    if (st != Status::ok) fail(kExitBadInput, "rsa private key: malformed RSAPrivateKey DER");
    return f;
}

std::size_t modulus_bytes(ByteView n)
{
    return (bit_length(n) + 7) / 8;
}

// ---- Scheme options ----------------------------------------------------------
RsaHash hash_option(const Args& args)
{
    const std::string h = lowercase(args.get("hash").value_or("sha256"));
    struct Name {
        const char* name;
        RsaHash hash;
    };
    static constexpr Name kNames[] = {{"sha1", RsaHash::sha1},
                                      {"sha224", RsaHash::sha224},
                                      {"sha256", RsaHash::sha256},
                                      {"sha384", RsaHash::sha384},
                                      {"sha512", RsaHash::sha512},
                                      {"sha512-224", RsaHash::sha512_224},
                                      {"sha512-256", RsaHash::sha512_256},
                                      {"sha3-224", RsaHash::sha3_224},
                                      {"sha3-256", RsaHash::sha3_256},
                                      {"sha3-384", RsaHash::sha3_384},
                                      {"sha3-512", RsaHash::sha3_512}};
    for (const Name& n : kNames) {
        if (h == n.name) return n.hash;
    }
    fail(kExitUsage, "--hash: unknown hash '" + h +
                         "' (expected sha1 sha224 sha256 sha384 sha512 sha512-224 "
                         "sha512-256 sha3-224 sha3-256 sha3-384 sha3-512)");
}

// Signature padding: true for PSS.
bool pss_option(const Args& args)
{
    const std::string p = lowercase(args.get("padding").value_or("pkcs1"));
    if (p == "pkcs1") {
        if (args.has("salt-len")) fail(kExitUsage, "--salt-len: only with --padding pss");
        return false;
    }
    if (p == "pss") return true;
    fail(kExitUsage, "--padding: unknown signature padding '" + p + "' (expected pkcs1|pss)");
}

RsaPssParams pss_params(const Args& args, RsaHash h, std::size_t k)
{
    RsaPssParams p = rsa_pss_params(h);
    if (const auto s = args.get("salt-len")) p.salt_len = length_option("salt-len", *s, 0, k);
    return p;
}

// Encryption padding: true for OAEP (the default, docs/CLI.md lists it first).
bool oaep_option(const Args& args)
{
    const std::string p = lowercase(args.get("padding").value_or("oaep"));
    if (p == "oaep") return true;
    if (p == "pkcs1") {
        if (args.has("label")) fail(kExitUsage, "--label: only with --padding oaep");
        if (args.has("hash")) fail(kExitUsage, "--hash: only with --padding oaep");
        return false;
    }
    fail(kExitUsage, "--padding: unknown encryption padding '" + p + "' (expected oaep|pkcs1)");
}

// --impl: window low|mid|high and crt|nocrt, alone or joined ("mid-nocrt");
// MathFast throughout (the tool runs on hosts).
template <class F>
auto with_variant(const Args& args, F&& f)
{
    const std::string_view v =
        impl_choice(args, {"high", "mid", "low", "crt", "nocrt", "high-crt", "mid-crt", "low-crt",
                           "high-nocrt", "mid-nocrt", "low-nocrt"});
    const bool nocrt = v.ends_with("nocrt");
    if (v.starts_with("low"))
        return nocrt ? f.template operator()<RsaFastLow>() : f.template operator()<RsaFastLowCrt>();
    if (v.starts_with("mid"))
        return nocrt ? f.template operator()<RsaFastMid>() : f.template operator()<RsaFastMidCrt>();
    return nocrt ? f.template operator()<RsaFastHigh>() : f.template operator()<RsaFastHighCrt>();
}

template <class V>
typename V::Key key_of(const RsaPrivateFields& f)
{
    if constexpr (std::is_same_v<typename V::Key, RsaCrtKey>) {
        return RsaCrtKey{f.n, f.e, f.p, f.q, f.dp, f.dq, f.qinv};
    } else {
        return RsaPrivateKey{f.n, f.e, f.d};
    }
}

// Twice the documented size: the library sizes it for balanced primes and a
// foreign key may have one prime a byte longer.
template <class V>
std::vector<std::byte> private_workspace(const RsaPrivateFields& f)
{
    return std::vector<std::byte>(2 * V::workspace_size(bit_length(f.n)));
}

std::vector<std::byte> public_workspace(const RsaPublicFields& f)
{
    return std::vector<std::byte>(rsa_public_workspace_size(bit_length(f.n)));
}

// A deterministic Rng for --seed: HMAC_DRBG-SHA-256 (SP 800-90A §10.1.2)
// instantiated with the 32-byte seed as entropy input.
class SeedRng final : public Rng {
public:
    explicit SeedRng(ByteView seed)
    {
        static constexpr std::uint8_t kNonce[16] = {'u', 'c', 'r', 'y', 'p', 't', ' ', 'r',
                                                    's', 'a', ' ', 'k', 'e', 'y', 'g', 'n'};
        ok_ = drbg_.instantiate(seed, kNonce) == Status::ok;
    }
    Status fill(ByteSpan out) noexcept override
    {
        return ok_ ? drbg_.generate(out) : Status::entropy_failure;
    }

private:
    HmacDrbgSha256 drbg_;
    bool ok_ = false;
};

class RsaAlg final : public KeyAlg {
public:
    RsaAlg(const char* name, std::size_t bits) : name_(name), bits_(bits) {}
    const char* name() const override { return name_; }
    const char* standard() const override
    {
        return bits_ == 0
                   ? "RSA, RFC 8017 (PKCS#1 v1.5 / PSS signatures, OAEP / PKCS#1 v1.5 encryption)"
                   : "RSA key generation, FIPS 186-5 A.1.3 (e = 65537)";
    }
    unsigned caps() const override { return kCanSign; }
    ByteView oid() const override { return encoding::oid::kRsaEncryption; }
    ByteView oid_params() const override { return encoding::kDerNull; }
    std::size_t seed_size() const override { return 32; }
    std::size_t public_size() const override { return 0; }
    const KeyAlg& family() const override { return rsa_key_alg(); }

    PrivateKey from_seed(ByteView seed) const override
    {
        if (bits_ == 0)
            fail(kExitUsage, "genkey rsa: name the size (rsa-2048, rsa-3072 or rsa-4096)");
        SeedRng rng(seed);
        const std::size_t k = bits_ / 8, h = bits_ / 16;
        SecretBytes n(k), d(k), p(h), q(h), dp(h), dq(h), qinv(h);
        std::vector<std::byte> ws(rsa_keygen_workspace_size(bits_));
        const Status st = rsa_generate_key(
            bits_, rng, {n.span(), d.span(), p.span(), q.span(), dp.span(), dq.span(), qinv.span()},
            ws);
        if (st != Status::ok)
            fail(kExitInternal, std::string("rsa key generation failed: ") + to_string(st));
        static constexpr std::uint8_t kE[3] = {0x01, 0x00, 0x01};
        const RsaPrivateFields f{n.view(), kE,        d.view(),  p.view(),
                                 q.view(), dp.view(), dq.view(), qinv.view()};
        SecretBytes der(encoding::rsa_private_der_size(f));
        std::size_t w = 0;
        if (encoding::rsa_private_der_write(f, der.span(), w) != Status::ok)
            fail(kExitInternal, "RSAPrivateKey encoding failed");
        return decode_private(der.view());
    }

    SecretBytes encode_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }

    // The key must work: one CRT private operation, which the library checks
    // against the public key (a key whose parts disagree fails it).
    PrivateKey decode_private(ByteView contents) const override
    {
        const RsaPrivateFields f = parse_private(contents);
        const RsaPublicFields pf = parse_public_fields(f);
        const std::size_t k = modulus_bytes(f.n);
        std::vector<std::uint8_t> in(k, 0), out(k);
        if (k > 0) in[k - 1] = 2;
        auto ws = private_workspace<RsaFastHighCrt>(f);
        if (RsaFastHighCrt::private_op(key_of<RsaFastHighCrt>(f), in, out, ws) != Status::ok) {
            fail(kExitBadInput, "rsa private key: inconsistent or invalid key (CRT check failed)");
        }
        PrivateKey key;
        key.alg = &rsa_key_alg();
        key.expanded = copy_secret(contents);
        key.pub.resize(encoding::rsa_public_der_size(pf));
        std::size_t w = 0;
        if (encoding::rsa_public_der_write(pf, key.pub, w) != Status::ok)
            fail(kExitInternal, "RSAPublicKey encoding failed");
        return key;
    }

    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }
    // Raw = PKCS#1 DER; a PKCS#8 DER file arrives here too and is unwrapped.
    bool raw_size_ok(std::size_t n) const override { return n > 0; }
    PrivateKey from_raw(ByteView raw) const override
    {
        encoding::PrivateKeyInfo info;
        if (encoding::pkcs8_parse(raw, info) == Status::ok) {
            if (!encoding::is_rsa_algorithm(info.alg))
                fail(kExitBadInput, "the key is not an RSA key (rsaEncryption)");
            return decode_private(info.private_key);
        }
        return decode_private(raw);
    }
    void check_public(ByteView pub) const override { (void)parse_public(pub); }
    bool raw_public_size_ok(std::size_t) const override { return false; }

    bool takes_option(std::string_view option) const override
    {
        return option == "impl" || option == "padding" || option == "hash" || option == "salt-len";
    }
    std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const override
    {
        return sign_with(key, msg, Args{});
    }
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        return verify_with(pub, msg, sig, Args{});
    }

    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const RsaPrivateFields f = parse_private(key.expanded.view());
        const RsaHash h = hash_option(args);
        const bool pss = pss_option(args);
        const std::size_t k = modulus_bytes(f.n);
        const RsaPssParams pp = pss_params(args, h, k);
        return with_variant(args, [&]<class V>() {
            std::vector<std::uint8_t> sig(k);
            auto ws = private_workspace<V>(f);
            SystemRng rng;
            const Status st = pss ? V::sign_pss(key_of<V>(f), pp, msg, sig, ws, rng)
                                  : V::sign_pkcs1v15(key_of<V>(f), h, msg, sig, ws, rng);
            if (st == Status::invalid_length)
                fail(kExitBadInput, "rsa sign: the key is too small for this hash/salt length");
            if (st != Status::ok)
                fail(kExitInternal, std::string("rsa sign failed: ") + to_string(st));
            return sig;
        });
    }

    bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& args) const override
    {
        const RsaPublicFields f = parse_public(pub);
        const RsaHash h = hash_option(args);
        const bool pss = pss_option(args);
        const std::size_t k = modulus_bytes(f.n);
        (void)impl_choice(args, {"high", "mid", "low", "crt", "nocrt", "high-crt", "mid-crt",
                                 "low-crt", "high-nocrt", "mid-nocrt", "low-nocrt"});
        if (sig.size() != k) return false;
        auto ws = public_workspace(f);
        const RsaPublicKey pk{f.n, f.e};
        const Verdict v = pss ? rsa_verify_pss(pk, pss_params(args, h, k), msg, sig, ws)
                              : rsa_verify_pkcs1v15(pk, h, msg, sig, ws);
        return v.ok();
    }

private:
    static RsaPublicFields parse_public_fields(const RsaPrivateFields& f)
    {
        const std::size_t bits = bit_length(f.n);
        if (bits < kRsaMinBits || bits > kRsaMaxBits || (f.n.back() & 1u) == 0 ||
            (f.e.back() & 1u) == 0 || bit_length(f.e) < 2 || bit_length(f.p) == 0 ||
            bit_length(f.q) == 0) {
            fail(kExitBadInput, "rsa private key: invalid modulus or exponent");
        }
        return {f.n, f.e};
    }

    const char* name_;
    std::size_t bits_;
};

const RsaAlg kRsa("rsa", 0);
const RsaAlg kRsa2048("rsa-2048", 2048);
const RsaAlg kRsa3072("rsa-3072", 3072);
const RsaAlg kRsa4096("rsa-4096", 4096);
// "rsa" first: key files (one OID for every size) resolve to it.
constexpr const KeyAlg* kAlgs[] = {&kRsa, &kRsa2048, &kRsa3072, &kRsa4096};

}  // namespace

std::span<const KeyAlg* const> rsa_key_algs()
{
    return kAlgs;
}
const KeyAlg& rsa_key_alg()
{
    return kRsa;
}

std::vector<std::uint8_t> rsa_encrypt(ByteView pub, ByteView msg, const Args& args)
{
    const RsaPublicFields f = parse_public(pub);
    const bool oaep = oaep_option(args);
    const RsaHash h = hash_option(args);
    const SecretBytes label = hex_option("label", args.get("label").value_or(""));
    const std::size_t k = modulus_bytes(f.n);
    std::vector<std::uint8_t> ct(k);
    auto ws = public_workspace(f);
    SystemRng rng;
    const RsaPublicKey pk{f.n, f.e};
    const Status st = oaep ? rsa_encrypt_oaep(pk, {h, h, label.view()}, msg, ct, ws, rng)
                           : rsa_encrypt_pkcs1v15(pk, msg, ct, ws, rng);
    if (st == Status::invalid_length) {
        fail(kExitBadInput, "rsa encrypt: message of " + std::to_string(msg.size()) +
                                " bytes is too long for this key and padding");
    }
    if (st != Status::ok) fail(kExitInternal, std::string("rsa encrypt failed: ") + to_string(st));
    return ct;
}

SecretBytes rsa_decrypt(const PrivateKey& key, ByteView ct, const Args& args)
{
    const RsaPrivateFields f = parse_private(key.expanded.view());
    const bool oaep = oaep_option(args);
    const RsaHash h = hash_option(args);
    const SecretBytes label = hex_option("label", args.get("label").value_or(""));
    const std::size_t k = modulus_bytes(f.n);
    if (ct.size() != k) {
        fail(kExitBadInput, "rsa decrypt: ciphertext of " + std::to_string(ct.size()) +
                                " bytes, expected " + std::to_string(k));
    }
    return with_variant(args, [&]<class V>() {
        SecretBytes out(k);
        std::size_t len = 0;
        auto ws = private_workspace<V>(f);
        SystemRng rng;
        const Status st =
            oaep ? V::decrypt_oaep(key_of<V>(f), {h, h, label.view()}, ct, out.span(), len, ws, rng)
                 : V::decrypt_pkcs1v15(key_of<V>(f), ct, out.span(), len, ws, rng);
        if (st == Status::invalid_encoding) fail(kExitVerifyFailed, "decryption failed");
        if (st != Status::ok)
            fail(kExitInternal, std::string("rsa decrypt failed: ") + to_string(st));
        SecretBytes exact(len);
        for (std::size_t i = 0; i < len; ++i) exact.data()[i] = out.data()[i];
        return exact;
    });
}

}  // namespace ucrypt::cli
