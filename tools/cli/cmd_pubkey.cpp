// SPDX-License-Identifier: Apache-2.0
// ucrypt pubkey [ALG] --key FILE [--format pem|der|raw] [--out FILE]: the
// public key of a private key, as SPKI (RFC 5280 §4.1.2.7) PEM by default,
// byte for byte what 'openssl pkey -pubout' writes.
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"
#include "keyalg_ec.hpp"

namespace ucrypt::cli {

namespace {

int run_pubkey(const Args& args, Output& out)
{
    expect_positional(args, 0, 1, "");
    const KeyAlg* expect =
        args.positional.empty() ? nullptr : &key_alg_for(args.positional[0], 0, "pubkey");
    const auto path = args.get("key");
    if (!path) fail(kExitUsage, "missing --key" + see_help(args));
    const KeyFormat format = format_option(args, KeyFormat::pem);
    const PrivateKey key = load_private_key(*path, expect, "key");
    // SEC1 §2.3.3 point compression, as 'openssl pkey -pubout -ec_conv_form compressed'.
    if (const auto form = args.get("conv-form"); form && *form != "uncompressed") {
        if (*form != "compressed")
            fail(kExitUsage,
                 "--conv-form: unknown form '" + *form + "' (expected compressed|uncompressed)");
        if (!is_ec_key_alg(*key.alg))
            fail(kExitUsage, "--conv-form: only for EC keys (ecdsa-…, ecdh-…)");
        write_public_key(*key.alg, ec_compressed_public(*key.alg, key.pub), format, out);
        return kExitOk;
    }
    write_public_key(*key.alg, key.pub, format, out);
    return kExitOk;
}

void list_pubkey(std::string& text)
{
    list_key_algs(text, 0);
}

constexpr OptionSpec kOptions[] = {{"key", true}, {"format", true}, {"conv-form", true}};

constexpr const char* kHelp =
    "Usage: ucrypt pubkey [ALG] --key FILE [--format pem|der|raw] [--out FILE]\n"
    "\n"
    "Prints the public key of the private key in FILE. The key type comes from the\n"
    "PKCS#8 algorithm identifier (PEM or DER); a raw private key (as written by\n"
    "'genkey --format raw') needs ALG, e.g. 'ucrypt pubkey ed25519 --key k.bin'.\n"
    "With ALG, a key of another type is refused.\n"
    "\n"
    "Options:\n"
    "  --key FILE     the private key (required)\n"
    "  --format F     pem (default: SPKI 'PUBLIC KEY'), der (SPKI DER) or raw\n"
    "                 (32 bytes for ed25519/x25519, the FIPS 203 ek for ML-KEM,\n"
    "                 57 for ed448, 56 for x448, the FIPS 204 pk for ML-DSA, the\n"
    "                 SEC1 point for ecdsa-…/ecdh-…)\n"
    "  --conv-form F  EC keys: uncompressed (default) or compressed point (SEC1 §2.3.3)\n"
    "  --out FILE     write the public key to FILE instead of standard output\n";

}  // namespace

const Command kPubkeyCommand = {
    "pubkey", "the public key of a private key (SPKI)", kHelp, kOptions, &run_pubkey, &list_pubkey};

}  // namespace ucrypt::cli
