// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — public-key algorithms behind genkey, pubkey, sign, verify,
// derive and kem (docs/CLI.md).
//
// Each family is one keyalg_<family>.cpp that implements KeyAlg for its
// parameter sets and exposes them through one function listed in the
// registry table (keyalg_registry.cpp). The generic commands only talk to
// this interface; key files (PKCS#8 / SPKI, PEM / DER / raw) are handled
// once, in keyalg_files.cpp, from the OID and the byte sizes a KeyAlg states.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "io.hpp"
#include "ucrypt/bytes.hpp"
#include "ucrypt/rng.hpp"

namespace ucrypt::cli {

class KeyAlg;

// A private key in memory. `seed` is the generation seed where it is known
// (Ed25519/X25519: the 32-byte private key itself; ML-KEM: d‖z), `expanded`
// the expanded form where the algorithm has one (ML-KEM: dk), `pub` the
// public key in its raw encoding.
struct PrivateKey {
    const KeyAlg* alg = nullptr;
    SecretBytes seed;
    SecretBytes expanded;
    std::vector<std::uint8_t> pub;
};

// kSchemeName: a signature scheme name for the keys of family() (ed25519ctx,
// ed25519ph on ed25519 keys; ed448ph on ed448 keys, RFC 8032 §5): sign and
// verify only; genkey/pubkey and key files use the family's own name.
enum KeyCaps : unsigned { kCanSign = 1, kCanDerive = 2, kCanKem = 4, kSchemeName = 8 };

class KeyAlg {
public:
    virtual ~KeyAlg() = default;
    virtual const char* name() const = 0;      // lowercase, as on the command line
    virtual const char* standard() const = 0;  // for 'ucrypt list'
    virtual unsigned caps() const = 0;
    virtual ByteView oid() const = 0;  // AlgorithmIdentifier, no parameters
    // The complete DER of the AlgorithmIdentifier parameters (RSA: NULL), empty when absent.
    virtual ByteView oid_params() const { return {}; }
    virtual std::size_t seed_size() const = 0;
    virtual std::size_t public_size() const = 0;

    // Deterministic key generation from a seed of seed_size() bytes.
    virtual PrivateKey from_seed(ByteView seed) const = 0;
    // A fresh key: from_seed() of seed_size() bytes of `rng` unless the
    // algorithm samples otherwise (ECDSA: rejection sampling below n).
    virtual PrivateKey generate(Rng& rng) const;
    // The contents of the PKCS#8 privateKey OCTET STRING, both ways. decode
    // throws Failure (exit 3) on a malformed or inconsistent key.
    virtual SecretBytes encode_private(const PrivateKey& key) const = 0;
    virtual PrivateKey decode_private(ByteView contents) const = 0;
    // --format raw (docs/CLI.md): the seed for Ed25519/X25519, the FIPS
    // encoding for the PQC algorithms. from_raw takes any size raw_size_ok().
    virtual SecretBytes raw_private(const PrivateKey& key) const = 0;
    virtual bool raw_size_ok(std::size_t n) const { return n == seed_size(); }
    virtual PrivateKey from_raw(ByteView raw) const { return from_seed(raw); }
    // Checks a raw public key (exit 3 when it is not a valid key).
    virtual void check_public(ByteView pub) const;

    // Operations; the defaults refuse (the commands check caps() first).
    virtual std::vector<std::uint8_t> sign(const PrivateKey& key, ByteView msg) const;
    virtual bool verify(ByteView pub, ByteView msg, ByteView sig) const;
    virtual std::size_t signature_size() const
    {
        return 0;
    }  // 0: varies (verify does not check it)
    // Parameter sets that share one OID (LMS/HSS): key files name the family
    // object; a key of the family is accepted for any of its names.
    virtual const KeyAlg& family() const { return *this; }
    // Raw public keys whose size varies with the parameters (LMS, XMSS).
    virtual bool raw_public_size_ok(std::size_t n) const { return n == public_size(); }
    // Scheme options of sign/verify (docs/CLI.md: --ctx, --deterministic,
    // --rnd, --prehash, --impl): the ones an algorithm reads; cmd_sign and
    // cmd_verify refuse the others (exit 2). With options, the *_with calls
    // are used; their defaults take none and forward to sign/verify.
    virtual bool takes_option(std::string_view /*option*/) const { return false; }
    virtual std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                                const Args& /*args*/) const
    {
        return sign(key, msg);
    }
    virtual bool verify_with(ByteView pub, ByteView msg, ByteView sig, const Args& /*args*/) const
    {
        return verify(pub, msg, sig);
    }
    virtual SecretBytes derive(const PrivateKey& key, ByteView peer) const;
    // derive with options (--impl); the default takes none and forwards.
    virtual SecretBytes derive_with(const PrivateKey& key, ByteView peer,
                                    const Args& /*args*/) const
    {
        return derive(key, peer);
    }
    // m: the FIPS 203 encapsulation message, empty for a random one.
    virtual void encaps(ByteView pub, ByteView m, std::vector<std::uint8_t>& ct,
                        SecretBytes& ss) const;
    virtual SecretBytes decaps(const PrivateKey& key, ByteView ct) const;
    virtual std::size_t ciphertext_size() const { return 0; }
};

// ---- Registry (keyalg_registry.cpp) ----------------------------------------
// Family lists (one function per keyalg_<family>.cpp).
std::span<const KeyAlg* const> curve25519_key_algs();
std::span<const KeyAlg* const> curve448_key_algs();
std::span<const KeyAlg* const> mlkem_key_algs();
std::span<const KeyAlg* const> lms_key_algs();
std::span<const KeyAlg* const> xmss_key_algs();
// lms-…/hss-… names with the parameters spelled out (keyalg_lms.cpp), or nullptr.
const KeyAlg* lms_key_alg_by_name(std::string_view lower_name);
std::span<const KeyAlg* const> mldsa_key_algs();
std::span<const KeyAlg* const> rsa_key_algs();
std::span<const KeyAlg* const> ec_key_algs();

std::vector<const KeyAlg*> all_key_algs();
// The algorithm named by ALG, which must offer `need` (a KeyCaps bit, or 0);
// exit 2 naming `command` otherwise.
const KeyAlg& key_alg_for(std::string_view name, unsigned need, const char* command);
// nullptr for an OID no family claims. Among the algorithms of one OID (EC:
// id-ecPublicKey for every curve) the one with these parameters, else the first.
const KeyAlg* key_alg_by_oid(ByteView oid, ByteView params);
// sign/verify: exit 2 for a scheme option (kSchemeOptions) ALG does not take.
inline constexpr std::string_view kSchemeOptions[] = {"ctx", "deterministic", "rnd", "prehash",
                                                      "impl"};
// RSA scheme options (--padding, --hash, --salt-len), refused the same way.
inline constexpr std::string_view kRsaSchemeOptions[] = {"padding", "hash", "salt-len"};
void refuse_scheme_options(const Args& args, const KeyAlg& alg);
// 'ucrypt list' lines for the algorithms offering `need` (0: all).
void list_key_algs(std::string& text, unsigned need);
// "ed25519 x25519 ..." for help and error texts.
std::string key_alg_names(unsigned need);

// ---- Key files (keyalg_files.cpp) ------------------------------------------
enum class KeyFormat { auto_detect, pem, der, raw };

// --format pem|der|raw (exit 2 otherwise); `fallback` when absent.
KeyFormat format_option(const Args& args, KeyFormat fallback);

// Whole file, exit 3 naming `option` when it cannot be read.
std::vector<std::uint8_t> read_whole(const std::string& path, std::string_view option);
SecretBytes read_secret(const std::string& path, std::string_view option);

// A private key from PKCS#8 PEM or DER, or — when `expect` is given — raw.
// With `expect`, a key of another algorithm is refused (exit 3).
PrivateKey load_private_key(const std::string& path, const KeyAlg* expect, std::string_view option);
// A public key from SPKI PEM or DER, or raw bytes of public_size(); `format`
// forces one reading. Returns the raw public key, checked.
std::vector<std::uint8_t> load_public_key(const std::string& path, const KeyAlg& expect,
                                          KeyFormat format, std::string_view option);

void write_private_key(const PrivateKey& key, KeyFormat format, Output& out);
void write_public_key(const KeyAlg& alg, ByteView pub, KeyFormat format, Output& out);

// genkey and 'kem keygen': --seed or the system generator.
int generate_key(const Args& args, const KeyAlg& alg, Output& out);

}  // namespace ucrypt::cli
