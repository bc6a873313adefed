// SPDX-License-Identifier: Apache-2.0
// ucrypt kdf hkdf-sha256|hkdf-sha384|hkdf-sha512 --ikm HEX [--salt HEX]
//     [--info HEX] --len N -> hex output keying material (RFC 5869).
#include "command.hpp"
#include "io.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/hkdf.hpp"

namespace ucrypt::cli {

namespace {

using Derive = Status (*)(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept;

struct KdfAlg {
    const char* name;
    std::size_t hash_size;
    Derive standard;  // over the default alias of ucrypt/config.hpp
    Derive small;
    Derive fast;
};

template <class Std, class Small, class Fast>
constexpr KdfAlg hkdf(const char* name)
{
    return {name, Std::digest_size, &Hkdf<Std>::derive, &Hkdf<Small>::derive, &Hkdf<Fast>::derive};
}

const KdfAlg kKdfs[] = {
    hkdf<Sha256, Sha256Small, Sha256Fast>("hkdf-sha256"),
    hkdf<Sha384, Sha384Small, Sha384Fast>("hkdf-sha384"),
    hkdf<Sha512, Sha512Small, Sha512Fast>("hkdf-sha512"),
};

const KdfAlg& find_kdf(const Args& args)
{
    const std::string name = lowercase(args.positional[0]);
    for (const KdfAlg& k : kKdfs) {
        if (name == k.name) return k;
    }
    fail(kExitUsage, "unknown kdf algorithm '" + args.positional[0] + "' (see 'ucrypt list')");
}

// RFC 5869 §2.3: L <= 255*HashLen.
std::size_t okm_length(const Args& args, const KdfAlg& alg)
{
    const auto len = args.get("len");
    if (!len) fail(kExitUsage, "missing --len" + see_help(args));
    try {
        return length_option("len", *len, 1, 255 * alg.hash_size);
    } catch (Failure& f) {
        if (f.code == kExitBadInput) {
            f.message += "; " + std::string(alg.name) + " outputs at most 255 x " +
                         std::to_string(alg.hash_size) + " bytes (RFC 5869 §2.3)";
        }
        throw;
    }
}

int run_kdf(const Args& args, Output& out)
{
    expect_positional(args, 1, 1, "kdf algorithm");
    const KdfAlg& alg = find_kdf(args);
    const std::string_view impl = impl_choice(args, {"small", "fast"});
    const std::size_t len = okm_length(args, alg);
    const auto ikm_hex = args.get("ikm");
    if (!ikm_hex) fail(kExitUsage, "missing --ikm" + see_help(args));
    const SecretBytes ikm = hex_option("ikm", *ikm_hex);
    const SecretBytes salt = hex_option("salt", args.get("salt").value_or(""));
    const SecretBytes info = hex_option("info", args.get("info").value_or(""));

    const Derive derive = impl == "small" ? alg.small : impl == "fast" ? alg.fast : alg.standard;
    SecretBytes okm(len);
    const Status s = derive(salt.view(), ikm.view(), info.view(), okm.span());
    if (s != Status::ok) fail(kExitInternal, std::string(alg.name) + ": " + to_string(s));
    out.line(to_hex(okm.view()));
    return kExitOk;
}

void list_kdf(std::string& text)
{
    for (const KdfAlg& k : kKdfs) {
        list_entry(text, k.name,
                   "impl: small fast  (--len up to " + std::to_string(255 * k.hash_size) + ")");
    }
}

constexpr OptionSpec kOptions[] = {{"ikm", true}, {"salt", true}, {"info", true},
                                   {"len", true}, {"impl", true}, {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt kdf ALG --ikm HEX [--salt HEX] [--info HEX] --len N\n"
    "                  [--impl small|fast] [--out FILE]\n"
    "\n"
    "Derives N bytes with HKDF (RFC 5869, extract then expand) and prints them in\n"
    "lowercase hex.\n"
    "\n"
    "ALG: hkdf-sha256 hkdf-sha384 hkdf-sha512\n"
    "\n"
    "Options:\n"
    "  --ikm HEX      input keying material (required)\n"
    "  --salt HEX     salt (default empty: HashLen zero bytes)\n"
    "  --info HEX     context and application specific information (default empty)\n"
    "  --len N        output bytes, 1 to 255 x HashLen (required)\n"
    "  --impl V       implementation variant, small or fast (same result)\n"
    "  --out FILE     write the result to FILE instead of standard output\n"
    "  --hex          accepted for uniformity; the output is always hex\n";

}  // namespace

const Command kKdfCommand = {"kdf", "key derivation: HKDF", kHelp, kOptions, &run_kdf, &list_kdf};

}  // namespace ucrypt::cli
