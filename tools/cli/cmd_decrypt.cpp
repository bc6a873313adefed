// SPDX-License-Identifier: Apache-2.0
// ucrypt decrypt rsa --key FILE [--padding oaep|pkcs1] [--hash H] [--label HEX]
// [FILE] -> plaintext, as 'openssl pkeyutl -decrypt' (RFC 8017 §7.1.2,
// §7.2.2). docs/CLI.md: a bad ciphertext exits 1 with no output and no hint
// of why (the library gives one status for every padding error).
#include "command.hpp"
#include "io.hpp"
#include "keyalg_rsa.hpp"

namespace ucrypt::cli {

namespace {

int run_decrypt(const Args& args, Output& out)
{
    expect_positional(args, 1, 2, "encryption algorithm");
    if (lowercase(args.positional[0]) != "rsa") {
        fail(kExitUsage, "unknown decrypt algorithm '" + args.positional[0] + "' (expected rsa)");
    }
    const auto key_path = args.get("key");
    if (!key_path) fail(kExitUsage, "missing --key" + see_help(args));
    const PrivateKey key = load_private_key(*key_path, &rsa_key_alg(), "key");
    const std::vector<std::uint8_t> ct =
        read_whole(args.positional.size() > 1 ? args.positional[1] : "-", "");
    const SecretBytes pt = rsa_decrypt(key, ct, args);
    if (args.has("hex")) {
        out.line(to_hex(pt.view()));
    } else {
        out.write(std::string(pt.data(), pt.data() + pt.size()));
    }
    return kExitOk;
}

void list_decrypt(std::string& text)
{
    list_entry(text, "rsa", "RSAES-OAEP (default) and RSAES-PKCS1-v1_5, RFC 8017");
}

constexpr OptionSpec kOptions[] = {{"key", true},   {"padding", true}, {"hash", true},
                                   {"label", true}, {"impl", true},    {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt decrypt rsa --key FILE [--padding oaep|pkcs1] [--hash H] [--label HEX]\n"
    "                          [--impl V] [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Decrypts FILE (standard input when absent or '-') with the RSA private key, as\n"
    "'openssl pkeyutl -decrypt'. A ciphertext that does not decrypt exits 1 and\n"
    "writes nothing; one of the wrong length exits 3.\n"
    "\n"
    "Options:\n"
    "  --key FILE     PKCS#8 PEM or DER, or the PKCS#1 RSAPrivateKey DER\n"
    "  --padding P    oaep (default) or pkcs1\n"
    "  --hash H       OAEP hash (and MGF1 hash): sha256 (default), as for 'encrypt'\n"
    "  --label HEX    OAEP label (default empty)\n"
    "  --impl V       low|mid|high and/or crt|nocrt, e.g. mid-nocrt (default high-crt)\n"
    "  --hex          print the plaintext in lowercase hex\n"
    "  --out FILE     write the plaintext to FILE instead of standard output\n";

}  // namespace

const Command kDecryptCommand = {"decrypt",    "public-key decryption (RSA OAEP / PKCS#1 v1.5)",
                                 kHelp,        kOptions,
                                 &run_decrypt, &list_decrypt};

}  // namespace ucrypt::cli
