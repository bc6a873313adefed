// SPDX-License-Identifier: Apache-2.0
// ucrypt verify ALG --pub FILE --sig FILE [--format pem|der|raw] [FILE]:
// prints "Verified OK" (exit 0) or "Verification failure" (exit 1), as
// 'openssl pkeyutl -verify' does. Ed25519: RFC 8032 §5.1.7.
#include <cstdio>

#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

int run_verify(const Args& args, Output& out)
{
    expect_positional(args, 1, 2, "signature algorithm");
    const KeyAlg& alg = key_alg_for(args.positional[0], kCanSign, "verify");
    refuse_scheme_options(args, alg);
    const auto pub_path = args.get("pub");
    const auto sig_path = args.get("sig");
    if (!pub_path) fail(kExitUsage, "missing --pub" + see_help(args));
    if (!sig_path) fail(kExitUsage, "missing --sig" + see_help(args));
    // ECDSA --format p1363 names the signature encoding; the key is then read by content.
    const bool sig_format = args.get("format") == std::optional<std::string>("p1363");
    if (sig_format && !alg.takes_option("format"))
        fail(kExitUsage, "--format p1363: only for ECDSA");
    const KeyFormat format =
        sig_format ? KeyFormat::auto_detect : format_option(args, KeyFormat::auto_detect);
    const std::vector<std::uint8_t> pub = load_public_key(*pub_path, alg, format, "pub");
    const std::vector<std::uint8_t> sig = read_whole(*sig_path, "sig");
    const std::vector<std::uint8_t> msg =
        read_whole(args.positional.size() > 1 ? args.positional[1] : "-", "");
    // A malformed signature, a wrong length included, is a verification
    // failure (exit 1) in every family, as docs/CLI.md says.
    const bool right_size = alg.signature_size() == 0 || sig.size() == alg.signature_size();
    if (!right_size || !alg.verify_with(pub, msg, sig, args)) {
        std::fputs("Verification failure\n", stdout);
        fail(kExitVerifyFailed,
             right_size
                 ? std::string("verification failure: the signature does not match")
                 : "verification failure: --sig has " + std::to_string(sig.size()) + " bytes, an " +
                       alg.name() + " signature has " + std::to_string(alg.signature_size()));
    }
    out.line("Verified OK");
    return kExitOk;
}

void list_verify(std::string& text)
{
    list_key_algs(text, kCanSign);
}

constexpr OptionSpec kOptions[] = {{"pub", true},
                                   {"sig", true},
                                   {"format", true},
                                   {"ctx", true},
                                   {"deterministic", false},
                                   {"rnd", true},
                                   {"prehash", true},
                                   {"impl", true},
                                   {"padding", true},
                                   {"hash", true},
                                   {"salt-len", true}};

constexpr const char* kHelp =
    "Usage: ucrypt verify ALG --pub FILE --sig FILE [options] [--format pem|der|raw] [FILE]\n"
    "\n"
    "Verifies the signature in --sig over FILE (standard input when absent or\n"
    "'-'): prints 'Verified OK' and exits 0, or 'Verification failure' and exits 1.\n"
    "\n"
    "ALG: ed25519 (pure Ed25519, RFC 8032), ed25519ctx ed25519ph (on ed25519\n"
    "     keys), ed448 (RFC 8032 §5.2), ed448ph (on ed448 keys),\n"
    "     ml-dsa-44 ml-dsa-65 ml-dsa-87 (FIPS 204), rsa, ecdsa-p224 ecdsa-p256\n"
    "     ecdsa-p384 ecdsa-p521 ecdsa-secp256k1 ecdsa-brainpoolp{256,384,512}r1\n"
    "\n"
    "Options:\n"
    "  --pub FILE     the public key: SPKI PEM or DER, or the raw key (32 bytes for\n"
    "                 Ed25519, the FIPS 204 pk for ML-DSA)\n"
    "  --sig FILE     the raw signature\n"
    "  --format F     how to read --pub: pem, der or raw (default: by content);\n"
    "                 ECDSA: p1363 for an r||s signature (default: DER)\n"
    "  --ctx HEX      context string, as for 'ucrypt sign' (refused for ed25519)\n"
    "  --prehash H    ML-DSA: HashML-DSA with H (as for 'ucrypt sign')\n"
    "  --deterministic, --rnd HEX  accepted and ignored (signing options)\n"
    "  --impl V       ML-DSA: default or lowram; ECDSA as for 'ucrypt sign'\n"
    "  --hash H       ECDSA: the hash the signer used (default by curve, see sign)\n"
    "  --padding P, --hash H, --salt-len N  RSA (ALG rsa): as for 'ucrypt sign'; --pub\n"
    "                 also takes the PKCS#1 RSAPublicKey DER with --format raw\n"
    "  --out FILE     write the verdict to FILE instead of standard output\n";

}  // namespace

const Command kVerifyCommand = {"verify",    "verify a signature (Ed25519, ML-DSA, RSA, ECDSA)",
                                kHelp,       kOptions,
                                &run_verify, &list_verify};

}  // namespace ucrypt::cli
