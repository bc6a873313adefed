// SPDX-License-Identifier: Apache-2.0
// ucrypt kem keygen|encaps|decaps ALG ... — key encapsulation (FIPS 203
// ML-KEM): keygen as genkey; encaps --pub FILE [--m HEX] --ct-out FILE
// [--ss-out FILE]; decaps --key FILE --ct FILE [--ss-out FILE]. The shared
// secret goes to --ss-out, else to --out / standard output (--hex for hex).
#include "command.hpp"
#include "io.hpp"
#include "keyalg.hpp"

namespace ucrypt::cli {

namespace {

// Each subcommand's options; any other is a usage error rather than ignored.
void only_options(const Args& args, std::initializer_list<std::string_view> allowed)
{
    for (const auto& [name, value] : args.options) {
        bool ok = name == "out";
        for (std::string_view a : allowed) ok = ok || name == a;
        if (!ok) {
            fail(kExitUsage, "option '--" + name + "' does not apply to 'kem " +
                                 args.positional[0] + "'" + see_help(args));
        }
    }
}

std::string required(const Args& args, std::string_view name)
{
    const auto v = args.get(name);
    if (!v) fail(kExitUsage, "missing --" + std::string(name) + see_help(args));
    return *v;
}

// The secret to --ss-out when given (committed here, after every check
// passed), else to the command's output.
void emit_secret(const Args& args, const SecretBytes& ss, Output& out)
{
    const std::string text =
        args.has("hex") ? to_hex(ss.view()) + "\n" : std::string(ss.data(), ss.data() + ss.size());
    if (const auto path = args.get("ss-out")) {
        Output file(*path);
        file.set_private();
        file.write(text);
        file.commit();
    } else {
        out.set_private();
        out.write(text);
    }
}

int run_encaps(const Args& args, const KeyAlg& alg, Output& out)
{
    only_options(args, {"pub", "m", "ct-out", "ss-out", "hex"});
    const std::string pub_path = required(args, "pub");
    const std::string ct_path = required(args, "ct-out");
    SecretBytes m;
    if (const auto hex = args.get("m")) {
        m = hex_option("m", *hex);
        if (m.size() != 32)
            fail(kExitBadInput, "--m: 32 bytes expected, got " + std::to_string(m.size()));
    }
    const std::vector<std::uint8_t> pub =
        load_public_key(pub_path, alg, KeyFormat::auto_detect, "pub");
    std::vector<std::uint8_t> ct;
    SecretBytes ss;
    alg.encaps(pub, m.view(), ct, ss);
    Output ct_file(ct_path);
    ct_file.write(std::string(ct.begin(), ct.end()));
    ct_file.commit();
    emit_secret(args, ss, out);
    return kExitOk;
}

int run_decaps(const Args& args, const KeyAlg& alg, Output& out)
{
    only_options(args, {"key", "ct", "ss-out", "hex"});
    const std::string key_path = required(args, "key");
    const std::string ct_path = required(args, "ct");
    const PrivateKey key = load_private_key(key_path, &alg, "key");
    const std::vector<std::uint8_t> ct = read_whole(ct_path, "ct");
    emit_secret(args, alg.decaps(key, ct), out);
    return kExitOk;
}

int run_kem(const Args& args, Output& out)
{
    expect_positional(args, 2, 2, "kem operation and algorithm (keygen|encaps|decaps ALG)");
    const std::string& op = args.positional[0];
    const KeyAlg& alg = key_alg_for(args.positional[1], kCanKem, "kem");
    if (op == "keygen") {
        only_options(args, {"seed", "format"});
        return generate_key(args, alg, out);
    }
    if (op == "encaps") return run_encaps(args, alg, out);
    if (op == "decaps") return run_decaps(args, alg, out);
    fail(kExitUsage, "unknown kem operation '" + op + "' (expected keygen|encaps|decaps)");
}

void list_kem(std::string& text)
{
    list_key_algs(text, kCanKem);
}

constexpr OptionSpec kOptions[] = {{"seed", true}, {"format", true}, {"pub", true},
                                   {"m", true},    {"ct-out", true}, {"ss-out", true},
                                   {"key", true},  {"ct", true},     {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt kem keygen ALG [--seed HEX] [--format pem|der|raw] [--out FILE]\n"
    "       ucrypt kem encaps ALG --pub FILE [--m HEX] --ct-out FILE [--ss-out FILE] [--hex]\n"
    "       ucrypt kem decaps ALG --key FILE --ct FILE [--ss-out FILE] [--hex]\n"
    "\n"
    "Key encapsulation. keygen is 'ucrypt genkey' for a KEM; encaps writes the\n"
    "ciphertext to --ct-out and the 32-byte shared secret to --ss-out (or to\n"
    "--out / standard output); decaps recovers the secret (FIPS 203 implicit\n"
    "rejection: a wrong ciphertext gives a pseudo-random secret, not an error).\n"
    "\n"
    "ALG: ml-kem-512 ml-kem-768 ml-kem-1024\n"
    "\n"
    "Options:\n"
    "  --seed HEX     keygen: the 64-byte d||z (deterministic)\n"
    "  --format F     keygen: pem (default), der or raw\n"
    "  --pub FILE     encaps: the public key, SPKI PEM/DER or the raw ek\n"
    "  --m HEX        encaps: the 32-byte message m (deterministic FIPS 203\n"
    "                 encapsulation); default: the system random generator\n"
    "  --ct-out FILE  encaps: where the ciphertext goes (required)\n"
    "  --key FILE     decaps: the private key, PKCS#8 PEM/DER or raw dk / d||z\n"
    "  --ct FILE      decaps: the ciphertext\n"
    "  --ss-out FILE  where the shared secret goes (default: --out / stdout)\n"
    "  --hex          write the shared secret in lowercase hex\n";

}  // namespace

const Command kKemCommand = {"kem",    "key encapsulation (ML-KEM)", kHelp, kOptions, &run_kem,
                             &list_kem};

}  // namespace ucrypt::cli
