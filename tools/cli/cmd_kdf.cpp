// SPDX-License-Identifier: Apache-2.0
// ucrypt kdf hkdf-sha256|hkdf-sha384|hkdf-sha512 --ikm HEX [--salt HEX]
//     [--info HEX] --len N -> hex output keying material (RFC 5869);
// ucrypt kdf x963-sha224|...|x963-sha512 --ikm HEX [--info HEX] --len N
//     (ANSI X9.63, SEC 1 v2.0 §3.6.1: --ikm is the shared secret Z, --info
//     the SharedInfo).
#include "command.hpp"
#include "io.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/hkdf.hpp"
#include "ucrypt/x963_kdf.hpp"

namespace ucrypt::cli {

namespace {

using Derive = Status (*)(ByteView salt, ByteView ikm, ByteView info, ByteSpan okm) noexcept;

struct KdfAlg {
    const char* name;
    std::size_t max_len;  // the largest --len
    const char* limit;    // where max_len comes from, for the error message
    bool takes_salt;
    Derive standard;  // over the default alias of ucrypt/config.hpp
    Derive small;
    Derive fast;
};

template <class Std, class Small, class Fast>
constexpr KdfAlg hkdf(const char* name)
{
    return {name,
            255 * Std::digest_size,
            "255 x HashLen (RFC 5869 §2.3)",
            true,
            &Hkdf<Std>::derive,
            &Hkdf<Small>::derive,
            &Hkdf<Fast>::derive};
}

// X9.63 has no salt: --ikm is the shared secret Z and --info the SharedInfo.
template <class Hash>
Status x963(ByteView /*salt*/, ByteView z, ByteView shared_info, ByteSpan out) noexcept
{
    return X963Kdf<Hash>::derive(z, shared_info, out);
}

// The standard allows up to hashlen x (2^32 - 1) bytes; the tool prints hex
// on one line, so it stops at 1 MiB.
constexpr std::size_t kX963ToolMax = std::size_t{1} << 20;

template <class Std, class Small, class Fast>
constexpr KdfAlg x963_kdf(const char* name)
{
    return {name,         kX963ToolMax, "1 MiB (the tool's limit)", false, &x963<Std>,
            &x963<Small>, &x963<Fast>};
}

const KdfAlg kKdfs[] = {
    hkdf<Sha256, Sha256Small, Sha256Fast>("hkdf-sha256"),
    hkdf<Sha384, Sha384Small, Sha384Fast>("hkdf-sha384"),
    hkdf<Sha512, Sha512Small, Sha512Fast>("hkdf-sha512"),
    x963_kdf<Sha224, Sha224Small, Sha224Fast>("x963-sha224"),
    x963_kdf<Sha256, Sha256Small, Sha256Fast>("x963-sha256"),
    x963_kdf<Sha384, Sha384Small, Sha384Fast>("x963-sha384"),
    x963_kdf<Sha512, Sha512Small, Sha512Fast>("x963-sha512"),
};

const KdfAlg& find_kdf(const Args& args)
{
    const std::string name = lowercase(args.positional[0]);
    for (const KdfAlg& k : kKdfs) {
        if (name == k.name) return k;
    }
    fail(kExitUsage, "unknown kdf algorithm '" + args.positional[0] + "' (see 'ucrypt list')");
}

// HKDF: L <= 255*HashLen (RFC 5869 §2.3); X9.63: the tool's 1 MiB.
std::size_t okm_length(const Args& args, const KdfAlg& alg)
{
    const auto len = args.get("len");
    if (!len) fail(kExitUsage, "missing --len" + see_help(args));
    try {
        return length_option("len", *len, 1, alg.max_len);
    } catch (Failure& f) {
        if (f.code == kExitBadInput) {
            f.message += "; " + std::string(alg.name) + " outputs at most " +
                         std::to_string(alg.max_len) + " bytes, " + alg.limit;
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
    if (!alg.takes_salt && args.get("salt")) {
        fail(kExitUsage,
             std::string(alg.name) + " takes no --salt (X9.63 has none)" + see_help(args));
    }
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
                   "impl: small fast  (--len up to " + std::to_string(k.max_len) + ")");
    }
}

constexpr OptionSpec kOptions[] = {{"ikm", true}, {"salt", true}, {"info", true},
                                   {"len", true}, {"impl", true}, {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt kdf ALG --ikm HEX [--salt HEX] [--info HEX] --len N\n"
    "                  [--impl small|fast] [--out FILE]\n"
    "\n"
    "Derives N bytes with HKDF (RFC 5869, extract then expand) or the ANSI X9.63\n"
    "KDF (SEC 1 v2.0 §3.6.1) and prints them in lowercase hex.\n"
    "\n"
    "ALG: hkdf-sha256 hkdf-sha384 hkdf-sha512\n"
    "     x963-sha224 x963-sha256 x963-sha384 x963-sha512\n"
    "\n"
    "Options:\n"
    "  --ikm HEX      input keying material; for x963 the shared secret Z (required)\n"
    "  --salt HEX     HKDF salt (default empty: HashLen zero bytes); x963 has none\n"
    "  --info HEX     HKDF info, or X9.63 SharedInfo (default empty)\n"
    "  --len N        output bytes: HKDF 1 to 255 x HashLen, x963 1 to 1048576 (required)\n"
    "  --impl V       implementation variant, small or fast (same result)\n"
    "  --out FILE     write the result to FILE instead of standard output\n"
    "  --hex          accepted for uniformity; the output is always hex\n";

}  // namespace

const Command kKdfCommand = {
    "kdf", "key derivation: HKDF, ANSI X9.63", kHelp, kOptions, &run_kdf, &list_kdf};

}  // namespace ucrypt::cli
