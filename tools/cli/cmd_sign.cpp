// ucrypt sign ALG --key FILE [--hex] [FILE] -> signature. Ed25519 is pure
// Ed25519 over the whole message (RFC 8032 §5.1.6), as
// 'openssl pkeyutl -sign -rawin' computes it.
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

// Options that would change the scheme silently are refused (docs/CLI.md).
void refuse_scheme_options(const Args& args, const KeyAlg& alg)
{
    if (args.has("ctx")) {
        fail(kExitUsage, std::string("--ctx: ") + alg.name() +
                             " is pure Ed25519 without a context (Ed25519ctx is not offered)");
    }
}

int run_sign(const Args& args, Output& out)
{
    expect_positional(args, 1, 2, "signature algorithm");
    const KeyAlg& alg = key_alg_for(args.positional[0], kCanSign, "sign");
    refuse_scheme_options(args, alg);
    const auto path = args.get("key");
    if (!path) fail(kExitUsage, "missing --key" + see_help(args));
    const PrivateKey key = load_private_key(*path, &alg, "key");
    const std::vector<std::uint8_t> msg = read_whole(args.positional.size() > 1 ? args.positional[1] : "-", "");
    const std::vector<std::uint8_t> sig = alg.sign(key, msg);
    if (args.has("hex")) {
        out.line(to_hex(sig));
    } else {
        out.write(std::string(sig.begin(), sig.end()));
    }
    return kExitOk;
}

void list_sign(std::string& text) { list_key_algs(text, kCanSign); }

constexpr OptionSpec kOptions[] = {{"key", true}, {"hex", false}, {"ctx", true}};

constexpr const char* kHelp =
    "Usage: ucrypt sign ALG --key FILE [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Signs FILE (standard input when absent or '-') and writes the raw signature.\n"
    "\n"
    "ALG: ed25519 (pure Ed25519, RFC 8032; as 'openssl pkeyutl -sign -rawin')\n"
    "\n"
    "Options:\n"
    "  --key FILE     the private key: PKCS#8 PEM or DER, or the raw 32 bytes\n"
    "  --hex          print the signature in lowercase hex\n"
    "  --ctx HEX      refused: Ed25519ctx/ph are not offered by the tool\n"
    "  --out FILE     write the signature to FILE instead of standard output\n";

}  // namespace

const Command kSignCommand = {"sign", "sign a message (Ed25519)", kHelp, kOptions, &run_sign, &list_sign};

}  // namespace ucrypt::cli
