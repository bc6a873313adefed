// SPDX-License-Identifier: Apache-2.0
// ucrypt derive ALG --key FILE --peer FILE [--impl V] [--hex] [--out FILE] -> shared
// secret, as 'openssl pkeyutl -derive'. X25519: RFC 7748 §6.1.
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

int run_derive(const Args& args, Output& out)
{
    expect_positional(args, 1, 1, "key-agreement algorithm");
    const KeyAlg& alg = key_alg_for(args.positional[0], kCanDerive, "derive");
    if (args.has("impl") && !alg.takes_option("impl")) {
        fail(kExitUsage,
             "--impl: not an option of " + std::string(alg.name()) + " (one implementation)");
    }
    const auto key_path = args.get("key");
    const auto peer_path = args.get("peer");
    if (!key_path) fail(kExitUsage, "missing --key" + see_help(args));
    if (!peer_path) fail(kExitUsage, "missing --peer" + see_help(args));
    const PrivateKey key = load_private_key(*key_path, &alg, "key");
    const std::vector<std::uint8_t> peer =
        load_public_key(*peer_path, alg, KeyFormat::auto_detect, "peer");
    const SecretBytes ss = alg.derive_with(key, peer, args);
    out.set_private();  // a shared secret: 0600 like a private key
    if (args.has("hex")) {
        out.line(to_hex(ss.view()));
    } else {
        out.write(std::string(ss.data(), ss.data() + ss.size()));
    }
    return kExitOk;
}

void list_derive(std::string& text)
{
    list_key_algs(text, kCanDerive);
}

constexpr OptionSpec kOptions[] = {{"key", true}, {"peer", true}, {"impl", true}, {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt derive ALG --key FILE --peer FILE [--impl V] [--hex] [--out FILE]\n"
    "\n"
    "Computes the shared secret of a private key and a peer's public key, as\n"
    "'openssl pkeyutl -derive'. A peer key of small order (all-zero result,\n"
    "RFC 7748 §6.1) is refused with exit 3.\n"
    "\n"
    "ALG: x25519, x448 (RFC 7748 §6.2, 56-byte keys)\n"
    "     ecdh-p224 ecdh-p256 ecdh-p384 ecdh-p521 ecdh-secp256k1 ecdh-brainpoolp256r1\n"
    "     ecdh-brainpoolp384r1 ecdh-brainpoolp512r1 (SP 800-56A rev3 ECC CDH: the\n"
    "     x-coordinate; the peer key is fully validated, an invalid one exits 3)\n"
    "\n"
    "Options:\n"
    "  --key FILE     our private key: PKCS#8 PEM or DER, or the raw 32 bytes\n"
    "  --peer FILE    the peer's public key: SPKI PEM or DER, or the raw 32 bytes\n"
    "                 (EC: the raw SEC1 point, compressed or uncompressed)\n"
    "  --impl V       ECDH: small|fast|superfast (fast: P-256/P-384, superfast:\n"
    "                 P-256) and/or low|high tables, e.g. small-low; the same\n"
    "                 secret from every variant (default: the fastest)\n"
    "  --hex          print the secret in lowercase hex\n"
    "  --out FILE     write the secret to FILE instead of standard output\n";

}  // namespace

const Command kDeriveCommand = {
    "derive", "key agreement (X25519, X448, ECDH)", kHelp, kOptions, &run_derive, &list_derive};

}  // namespace ucrypt::cli
