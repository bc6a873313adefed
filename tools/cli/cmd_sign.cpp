// SPDX-License-Identifier: Apache-2.0
// ucrypt sign ALG --key FILE [--hex] [FILE] -> signature. Ed25519 is pure
// Ed25519 over the whole message (RFC 8032 §5.1.6), as
// 'openssl pkeyutl -sign -rawin' computes it.
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

int run_sign(const Args& args, Output& out)
{
    expect_positional(args, 1, 2, "signature algorithm");
    const KeyAlg& alg = key_alg_for(args.positional[0], kCanSign, "sign");
    refuse_scheme_options(args, alg);
    if (args.has("format") && !alg.takes_option("format"))
        fail(kExitUsage, "--format: not an option of " + std::string(alg.name()));
    const auto path = args.get("key");
    if (!path) fail(kExitUsage, "missing --key" + see_help(args));
    const PrivateKey key = load_private_key(*path, &alg, "key");
    const std::vector<std::uint8_t> msg =
        read_whole(args.positional.size() > 1 ? args.positional[1] : "-", "");
    const std::vector<std::uint8_t> sig = alg.sign_with(key, msg, args);
    if (args.has("hex")) {
        out.line(to_hex(sig));
    } else {
        out.write(std::string(sig.begin(), sig.end()));
    }
    return kExitOk;
}

void list_sign(std::string& text)
{
    list_key_algs(text, kCanSign);
}

constexpr OptionSpec kOptions[] = {
    {"key", true},  {"hex", false},     {"ctx", true},   {"deterministic", false},
    {"rnd", true},  {"prehash", true},  {"impl", true},  {"padding", true},
    {"hash", true}, {"salt-len", true}, {"format", true}};

constexpr const char* kHelp =
    "Usage: ucrypt sign ALG --key FILE [options] [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Signs FILE (standard input when absent or '-') and writes the raw signature.\n"
    "\n"
    "ALG: ed25519 (pure Ed25519, RFC 8032; as 'openssl pkeyutl -sign -rawin')\n"
    "     ed25519ctx ed25519ph (RFC 8032 §5.1 on ed25519 keys; --ctx)\n"
    "     ed448 (Ed448, RFC 8032 §5.2; empty context unless --ctx, as OpenSSL)\n"
    "     ed448ph (Ed448ph, SHAKE256 prehash, on ed448 keys; --ctx)\n"
    "     ml-dsa-44 ml-dsa-65 ml-dsa-87 (FIPS 204; hedged unless --deterministic/--rnd)\n"
    "     rsa (RFC 8017)\n"
    "     ecdsa-p224 ecdsa-p256 ecdsa-p384 ecdsa-p521 ecdsa-secp256k1 ecdsa-brainpoolp256r1\n"
    "     ecdsa-brainpoolp384r1 ecdsa-brainpoolp512r1 (FIPS 186-5; DER signature as\n"
    "     'openssl dgst -sign'; RFC 6979 nonces hedged with fresh randomness)\n"
    "\n"
    "Options:\n"
    "  --key FILE     the private key: PKCS#8 PEM or DER, or raw (Ed25519: the 32\n"
    "                 bytes; ML-DSA: the FIPS 204 sk or the 32-byte seed xi)\n"
    "  --hex          print the signature in lowercase hex\n"
    "  --ctx HEX      context string: ML-DSA, ed25519ph, ed448, ed448ph 0-255 bytes\n"
    "                 (default empty); ed25519ctx 1-255 bytes (required); refused\n"
    "                 for pure ed25519\n"
    "  --prehash H    ML-DSA: HashML-DSA with H = sha256 sha384 sha512 sha3-256\n"
    "                 sha3-384 sha3-512 shake128 shake256\n"
    "  --deterministic  ML-DSA: rnd = 0^32 (FIPS 204 deterministic variant);\n"
    "                 ECDSA: RFC 6979 §3.2 nonces without randomness\n"
    "  --rnd HEX      ML-DSA: the 32-byte rnd of FIPS 204 Algorithm 2 (known answers)\n"
    "  --impl V       ML-DSA: default or lowram (same signatures, less memory)\n"
    "                 RSA: low|mid|high and/or crt|nocrt, e.g. mid-nocrt (default high-crt)\n"
    "  --padding P    RSA (ALG rsa): pkcs1 (default, PKCS#1 v1.5) or pss (MGF1, same hash)\n"
    "  --hash H       RSA: sha256 (default), sha1 sha224 sha384 sha512 sha512-224 sha512-256 "
    "sha3-*\n"
    "                 ECDSA: sha224 sha256 sha384 sha512 (default by curve: P-224 sha224,\n"
    "                 P-256/secp256k1/brainpoolP256r1 sha256, P-384/brainpoolP384r1 sha384,\n"
    "                 P-521/brainpoolP512r1 sha512)\n"
    "  --format F     ECDSA signature: der (default, SEC 1 §C.8) or p1363 (r||s)\n"
    "  --impl V       ECDSA: small|fast|superfast (fast: P-256/P-384, superfast:\n"
    "                 P-256) and/or low|high tables, e.g. small-low\n"
    "  --salt-len N   RSA PSS salt length in bytes (default: the hash length)\n"
    "  --out FILE     write the signature to FILE instead of standard output\n";

}  // namespace

const Command kSignCommand = {
    "sign", "sign a message (Ed25519, ML-DSA, RSA, ECDSA)", kHelp, kOptions, &run_sign, &list_sign};

}  // namespace ucrypt::cli
