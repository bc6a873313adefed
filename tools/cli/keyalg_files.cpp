// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — key files: PKCS#8 (RFC 5958) and SPKI (RFC 5280 §4.1.2.7) in
// PEM (RFC 7468) or DER, or raw bytes, for every registered KeyAlg.
#include "keyalg.hpp"
#include "keyalg_ec.hpp"
#include "keyalg_rsa.hpp"
#include "ucrypt/drbg.hpp"
#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/ec_key.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/encoding/rsa_key.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

namespace {

constexpr std::string_view kPrivateLabel = "PRIVATE KEY";
constexpr std::string_view kPublicLabel = "PUBLIC KEY";
// OpenSSL's "traditional" RSA files: RFC 8017 Appendix A.1.2 RSAPrivateKey and
// A.1.1 RSAPublicKey in PEM, which are the RSA family's raw encodings.
constexpr std::string_view kRsaPrivateLabel = "RSA PRIVATE KEY";
constexpr std::string_view kRsaPublicLabel = "RSA PUBLIC KEY";

std::string shown(const std::string& path)
{
    return path == "-" ? "standard input" : "'" + path + "'";
}

// The DER inside a PEM file and its label (RFC 7468 §2): PKCS#8 must carry
// "PRIVATE KEY" (§10), SPKI "PUBLIC KEY" (§13).
struct PemBody {
    SecretBytes der;
    std::string label;
};

PemBody pem_body(ByteView text, const std::string& path)
{
    SecretBytes der(encoding::base64_decoded_max(text.size()));
    std::string_view got;
    std::size_t n = 0;
    const std::string_view t(reinterpret_cast<const char*>(text.data()), text.size());
    if (encoding::pem_decode(t, got, der.span(), n) != Status::ok) {
        fail(kExitBadInput, shown(path) + ": malformed PEM");
    }
    PemBody body{SecretBytes(n), std::string(got)};
    for (std::size_t i = 0; i < n; ++i) body.der.data()[i] = der.data()[i];
    return body;
}

const KeyAlg& alg_of_oid(ByteView oid, ByteView params, const std::string& path)
{
    const KeyAlg* a = key_alg_by_oid(oid, params);
    if (a == nullptr)
        fail(kExitBadInput, shown(path) + ": unsupported key algorithm (unknown OID)");
    // RFC 8410 §3 and the LAMPS drafts: the parameters are absent (RSA: NULL;
    // EC: the namedCurve OID, RFC 5480 §2.1.1).
    if (!encoding::same_bytes(params, a->oid_params())) {
        if (is_ec_key_alg(*a)) {
            fail(kExitBadInput, shown(path) +
                                    ": unsupported or unknown elliptic curve (named curves only: " +
                                    key_alg_names(kCanSign | kCanDerive) + ")");
        }
        fail(kExitBadInput, shown(path) + ": unexpected algorithm parameters");
    }
    return *a;
}

void expect_alg(const KeyAlg& got, const KeyAlg* expect, const std::string& path)
{
    if (expect != nullptr && &got.family() != &expect->family()) {
        fail(kExitBadInput,
             shown(path) + " holds a " + got.name() + " key, expected " + expect->name());
    }
}

PrivateKey from_pkcs8(ByteView der, const KeyAlg* expect, const std::string& path)
{
    encoding::PrivateKeyInfo info;
    if (encoding::pkcs8_parse(der, info) != Status::ok) {
        fail(kExitBadInput, shown(path) + ": not a PKCS#8 private key (malformed DER)");
    }
    const KeyAlg& alg = alg_of_oid(info.alg.oid, info.alg.params, path);
    expect_alg(alg, expect, path);
    PrivateKey key = alg.decode_private(info.private_key);
    // RFC 5958 v2: a public key stored next to the private one must be its own.
    if (!info.public_key.empty() && !encoding::same_bytes(info.public_key, key.pub)) {
        fail(kExitBadInput, shown(path) + ": the stored public key does not match the private key");
    }
    return key;
}

// RFC 5915 "EC PRIVATE KEY": the curve comes from the [0] parameters.
PrivateKey from_sec1(ByteView der, const KeyAlg* expect, const std::string& path)
{
    PrivateKey key;
    try {
        key = ec_private_from_sec1(der);
    } catch (const Failure& f) {
        fail(f.code, shown(path) + ": " + f.message);
    }
    expect_alg(*key.alg, expect, path);
    return key;
}

std::string der_string(ByteView der)
{
    return std::string(reinterpret_cast<const char*>(der.data()), der.size());
}

void emit(ByteView der, std::string_view label, KeyFormat format, Output& out)
{
    if (format == KeyFormat::der) {
        out.write(der_string(der));
        return;
    }
    std::string pem(encoding::pem_encoded_size(label, der.size()), '\0');
    if (!encoding::pem_encode(label, der, pem)) fail(kExitInternal, "PEM encoding failed");
    out.write(pem);
}

}  // namespace

KeyFormat format_option(const Args& args, KeyFormat fallback)
{
    const auto f = args.get("format");
    if (!f) return fallback;
    if (*f == "pem") return KeyFormat::pem;
    if (*f == "der") return KeyFormat::der;
    if (*f == "raw") return KeyFormat::raw;
    fail(kExitUsage, "--format: unknown format '" + *f + "' (expected pem|der|raw)");
}

std::vector<std::uint8_t> read_whole(const std::string& path, std::string_view option)
{
    std::vector<std::uint8_t> v;
    try {
        read_input(path, [&](ByteView c) { v.insert(v.end(), c.begin(), c.end()); });
    } catch (const Failure& f) {
        if (option.empty()) throw;
        fail(f.code, "--" + std::string(option) + ": " + f.message);
    }
    return v;
}

// Grows a wiped buffer instead of a std::vector, so no reallocation leaves
// an unwiped copy of the key file behind.
SecretBytes read_secret(const std::string& path, std::string_view option)
{
    SecretBytes acc;
    const auto sink = [&](ByteView c) {
        SecretBytes grown(acc.size() + c.size());
        for (std::size_t i = 0; i < acc.size(); ++i) grown.data()[i] = acc.data()[i];
        for (std::size_t i = 0; i < c.size(); ++i) grown.data()[acc.size() + i] = c[i];
        acc = std::move(grown);
    };
    try {
        read_input(path, sink);
    } catch (const Failure& f) {
        fail(f.code, "--" + std::string(option) + ": " + f.message);
    }
    return acc;
}

PrivateKey load_private_key(const std::string& path, const KeyAlg* expect, std::string_view option)
{
    const SecretBytes bytes = read_secret(path, option);
    if (encoding::looks_like_pem(bytes.view())) {
        const PemBody pem = pem_body(bytes.view(), path);
        if (pem.label == kRsaPrivateLabel) {
            expect_alg(rsa_key_alg(), expect, path);
            return rsa_key_alg().from_raw(pem.der.view());
        }
        if (pem.label == encoding::kPemEcPrivate) return from_sec1(pem.der.view(), expect, path);
        if (pem.label != kPrivateLabel) {
            fail(kExitBadInput, shown(path) + ": PEM label '" + pem.label + "', expected '" +
                                    std::string(kPrivateLabel) + "', '" +
                                    std::string(kRsaPrivateLabel) + "' or '" +
                                    std::string(encoding::kPemEcPrivate) + "'");
        }
        return from_pkcs8(pem.der.view(), expect, path);
    }
    if (expect != nullptr && expect->raw_size_ok(bytes.size()))
        return expect->from_raw(bytes.view());
    if (bytes.size() > 0 && bytes.data()[0] == encoding::der::kSequence) {
        // OpenSSL's traditional EC DER (RFC 5915) starts with INTEGER 1, PKCS#8 with 0.
        // OpenSSL's traditional RSA DER (RFC 8017 A.1.2 RSAPrivateKey) starts
        // with INTEGER 0 then the modulus, where PKCS#8 has an AlgorithmIdentifier.
        encoding::EcPrivateFields sec1;
        if (encoding::ec_private_der_parse(bytes.view(), sec1) == Status::ok)
            return from_sec1(bytes.view(), expect, path);
        encoding::RsaPrivateFields pkcs1;
        if (encoding::rsa_private_der_parse(bytes.view(), pkcs1) == Status::ok) {
            expect_alg(rsa_key_alg(), expect, path);
            return rsa_key_alg().from_raw(bytes.view());
        }
        return from_pkcs8(bytes.view(), expect, path);
    }
    if (expect == nullptr) {
        fail(kExitBadInput, shown(path) +
                                ": not a PEM or DER private key (a raw key needs the algorithm: "
                                "'ucrypt pubkey ALG --key FILE')");
    }
    fail(kExitBadInput, shown(path) + ": not a PEM, DER or raw " + std::string(expect->name()) +
                            " private key (" + std::to_string(bytes.size()) + " bytes)");
}

std::vector<std::uint8_t> load_public_key(const std::string& path, const KeyAlg& expect,
                                          KeyFormat format, std::string_view option)
{
    std::vector<std::uint8_t> bytes = read_whole(path, option);
    const bool raw = format == KeyFormat::raw ||
                     (format == KeyFormat::auto_detect && expect.raw_public_size_ok(bytes.size()) &&
                      !encoding::looks_like_pem(bytes));
    if (raw) {
        expect.check_public(bytes);
        return bytes;
    }
    std::vector<std::uint8_t> der = bytes;
    if (format == KeyFormat::pem ||
        (format == KeyFormat::auto_detect && encoding::looks_like_pem(bytes))) {
        const PemBody pem = pem_body(bytes, path);
        if (pem.label == kRsaPublicLabel) {
            expect_alg(rsa_key_alg(), &expect, path);
            std::vector<std::uint8_t> pub(pem.der.data(), pem.der.data() + pem.der.size());
            expect.check_public(pub);
            return pub;
        }
        if (pem.label != kPublicLabel) {
            fail(kExitBadInput, shown(path) + ": PEM label '" + pem.label + "', expected '" +
                                    std::string(kPublicLabel) + "' or '" +
                                    std::string(kRsaPublicLabel) + "'");
        }
        der.assign(pem.der.data(), pem.der.data() + pem.der.size());
    }
    encoding::PublicKeyInfo info;
    if (encoding::spki_parse(der, info) != Status::ok) {
        fail(kExitBadInput,
             shown(path) + ": not a SubjectPublicKeyInfo public key (malformed DER)");
    }
    expect_alg(alg_of_oid(info.alg.oid, info.alg.params, path), &expect, path);
    std::vector<std::uint8_t> pub(info.public_key.begin(), info.public_key.end());
    expect.check_public(pub);
    return pub;
}

void write_private_key(const PrivateKey& key, KeyFormat format, Output& out)
{
    if (format == KeyFormat::raw) {
        const SecretBytes raw = key.alg->raw_private(key);
        out.write(der_string(raw.view()));
        return;
    }
    const SecretBytes inner = key.alg->encode_private(key);
    const encoding::AlgorithmId id{key.alg->oid(), key.alg->oid_params()};
    SecretBytes der(encoding::pkcs8_size(id, inner.size()));
    std::size_t n = 0;
    if (encoding::pkcs8_write(id, inner.view(), der.span(), n) != Status::ok) {
        fail(kExitInternal, "PKCS#8 encoding failed");
    }
    emit(der.view(), kPrivateLabel, format, out);
}

void write_public_key(const KeyAlg& alg, ByteView pub, KeyFormat format, Output& out)
{
    if (format == KeyFormat::raw) {
        out.write(der_string(pub));
        return;
    }
    const encoding::AlgorithmId id{alg.oid(), alg.oid_params()};
    std::vector<std::uint8_t> der(encoding::spki_size(id, pub.size()));
    std::size_t n = 0;
    if (encoding::spki_write(id, pub, der, n) != Status::ok)
        fail(kExitInternal, "SPKI encoding failed");
    emit(der, kPublicLabel, format, out);
}

// --traditional: OpenSSL's SEC1 "EC PRIVATE KEY" (RFC 5915, with [0] and
// [1]), as 'openssl ecparam -genkey -noout' writes it.
static void write_traditional(const PrivateKey& key, KeyFormat format, Output& out)
{
    if (!is_ec_key_alg(*key.alg))
        fail(kExitUsage, "--traditional: only for EC keys (ecdsa-…, ecdh-…)");
    if (format == KeyFormat::raw) fail(kExitUsage, "--traditional: with --format pem or der");
    const SecretBytes der = ec_private_to_sec1(key);
    emit(der.view(), encoding::kPemEcPrivate, format, out);
}

int generate_key(const Args& args, const KeyAlg& alg, Output& out)
{
    const KeyFormat format = format_option(args, KeyFormat::pem);
    const bool traditional = args.has("traditional");
    out.set_private();  // 0600, as OpenSSL writes private keys
    PrivateKey key;
    if (const auto hex = args.get("seed")) {
        const SecretBytes seed = hex_option("seed", *hex);
        if (seed.size() != alg.seed_size()) {
            fail(kExitBadInput, "--seed: " + std::string(alg.name()) + " takes " +
                                    std::to_string(alg.seed_size()) + " bytes, got " +
                                    std::to_string(seed.size()));
        }
        key = alg.from_seed(seed.view());
    } else {
        SystemRng rng;
        key = alg.generate(rng);
    }
    if (traditional) {
        write_traditional(key, format, out);
    } else {
        write_private_key(key, format, out);
    }
    return kExitOk;
}

PrivateKey KeyAlg::generate(Rng& rng) const
{
    SecretBytes seed(seed_size());
    if (rng.fill(seed.span()) != Status::ok)
        fail(kExitInternal, "the system random generator failed");
    return from_seed(seed.view());
}

}  // namespace ucrypt::cli
