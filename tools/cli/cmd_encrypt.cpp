// SPDX-License-Identifier: Apache-2.0
// ucrypt encrypt rsa --pub FILE [--padding oaep|pkcs1] [--hash H] [--label HEX]
// [FILE] -> ciphertext, as 'openssl pkeyutl -encrypt' (RFC 8017 §7.1.1, §7.2.1).
#include "command.hpp"
#include "io.hpp"
#include "keyalg_rsa.hpp"

namespace ucrypt::cli {

namespace {

void expect_rsa(const Args& args, const char* command)
{
    expect_positional(args, 1, 2, "encryption algorithm");
    if (lowercase(args.positional[0]) != "rsa") {
        fail(kExitUsage, "unknown " + std::string(command) + " algorithm '" + args.positional[0] +
                             "' (expected rsa)");
    }
}

int run_encrypt(const Args& args, Output& out)
{
    expect_rsa(args, "encrypt");
    const auto pub_path = args.get("pub");
    if (!pub_path) fail(kExitUsage, "missing --pub" + see_help(args));
    const KeyFormat format = format_option(args, KeyFormat::auto_detect);
    const std::vector<std::uint8_t> pub = load_public_key(*pub_path, rsa_key_alg(), format, "pub");
    const std::vector<std::uint8_t> msg =
        read_whole(args.positional.size() > 1 ? args.positional[1] : "-", "");
    const std::vector<std::uint8_t> ct = rsa_encrypt(pub, msg, args);
    if (args.has("hex")) {
        out.line(to_hex(ct));
    } else {
        out.write(std::string(ct.begin(), ct.end()));
    }
    return kExitOk;
}

void list_encrypt(std::string& text)
{
    list_entry(text, "rsa", "RSAES-OAEP (default) and RSAES-PKCS1-v1_5, RFC 8017");
}

constexpr OptionSpec kOptions[] = {{"pub", true},  {"format", true}, {"padding", true},
                                   {"hash", true}, {"label", true},  {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt encrypt rsa --pub FILE [--padding oaep|pkcs1] [--hash H] [--label HEX]\n"
    "                          [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Encrypts FILE (standard input when absent or '-') to the RSA public key, as\n"
    "'openssl pkeyutl -encrypt'. The ciphertext has the byte length of the modulus.\n"
    "\n"
    "Options:\n"
    "  --pub FILE     SPKI PEM or DER, or the PKCS#1 RSAPublicKey DER with --format raw\n"
    "  --format F     how to read --pub: pem, der or raw (default: by content)\n"
    "  --padding P    oaep (default; RFC 8017 §7.1) or pkcs1 (v1.5, §7.2)\n"
    "  --hash H       OAEP hash, MGF1 with the same hash: sha256 (default), sha1,\n"
    "                 sha224 sha384 sha512 sha512-224 sha512-256 sha3-*\n"
    "  --label HEX    OAEP label (default empty)\n"
    "  --hex          print the ciphertext in lowercase hex\n"
    "  --out FILE     write the ciphertext to FILE instead of standard output\n";

}  // namespace

const Command kEncryptCommand = {"encrypt",    "public-key encryption (RSA OAEP / PKCS#1 v1.5)",
                                 kHelp,        kOptions,
                                 &run_encrypt, &list_encrypt};

}  // namespace ucrypt::cli
