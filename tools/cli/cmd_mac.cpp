// SPDX-License-Identifier: Apache-2.0
// ucrypt mac ALG --key HEX [--custom HEX] [--len N] [--verify HEX] [--names] [FILE...] -> hex tags,
// or --check LIST (checklist.hpp).
// HMAC (FIPS 198-1) over SHA-1/SHA-2/SHA-3, KMAC128/256 (SP 800-185 §4),
// CMAC over AES-128/192/256 (SP 800-38B; the key length picks the AES).
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include "checklist.hpp"
#include "command.hpp"
#include "io.hpp"
#include "ucrypt/cmac.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/kmac.hpp"

namespace ucrypt::cli {

namespace {

class MacEngine {
public:
    virtual ~MacEngine() = default;
    virtual void update(ByteView data) = 0;
    virtual void finish(ByteSpan tag) = 0;  // tag.size() is the length given at creation
};

template <class H>
class HmacEngine final : public MacEngine {
public:
    explicit HmacEngine(ByteView key) : m_(key) {}
    void update(ByteView data) override { m_.update(data); }
    void finish(ByteSpan tag) override { m_.finish(tag.first<H::digest_size>()); }

private:
    Hmac<H> m_;
};

template <class K>
class KmacEngine final : public MacEngine {
public:
    KmacEngine(ByteView key, ByteView custom, std::size_t len) : k_(key, custom, len) {}
    void update(ByteView data) override { k_.update(data); }
    void finish(ByteSpan tag) override
    {
        const Status s = k_.finish(tag);
        if (s != Status::ok) fail(kExitInternal, std::string("kmac: ") + to_string(s));
    }

private:
    K k_;
};

// SP 800-38B §6.2: the full 16-byte tag, as 'openssl mac CMAC' prints it.
template <class C>
class CmacEngine final : public MacEngine {
public:
    explicit CmacEngine(ByteView key)
    {
        if (m_.set_key(key) != Status::ok) {
            fail(kExitBadInput, "--key: cmac-aes needs 16, 24 or 32 bytes (AES-128/192/256), got " +
                                    std::to_string(key.size()));
        }
    }
    void update(ByteView data) override
    {
        if (m_.update(data) != Status::ok) fail(kExitInternal, "cmac: update refused");
    }
    void finish(ByteSpan tag) override
    {
        if (m_.finish(tag) != Status::ok) fail(kExitInternal, "cmac: finish refused");
    }

private:
    Cmac<C> m_;
};

using Factory = std::unique_ptr<MacEngine> (*)(ByteView key, ByteView custom, std::size_t len);

template <class H>
std::unique_ptr<MacEngine> make_hmac(ByteView key, ByteView, std::size_t)
{
    return std::make_unique<HmacEngine<H>>(key);
}
template <class K>
std::unique_ptr<MacEngine> make_kmac(ByteView key, ByteView custom, std::size_t len)
{
    return std::make_unique<KmacEngine<K>>(key, custom, len);
}

template <class C>
std::unique_ptr<MacEngine> make_cmac(ByteView key, ByteView, std::size_t)
{
    return std::make_unique<CmacEngine<C>>(key);
}

struct MacAlg {
    const char* name;
    std::size_t size;     // tag bytes; for KMAC the default --len (as OpenSSL's size)
    std::size_t min_len;  // KMAC: the shortest --len; 0 for HMAC, which takes no --len
    bool kmac;            // accepts --len and --custom
    Factory standard;     // over the default alias of ucrypt/config.hpp
    Factory small;
    Factory fast;
    Factory ct = nullptr;  // the constant-time variant, where it is a separate one (AES)
};

template <class Std, class Small, class Fast>
constexpr MacAlg hmac(const char* name)
{
    return {name, Std::digest_size, 0, false, &make_hmac<Std>, &make_hmac<Small>, &make_hmac<Fast>};
}
template <class Std, class Small, class Fast>
constexpr MacAlg kmac(const char* name, std::size_t default_len)
{
    return {name,
            default_len,
            Std::kMinTagBytes,
            true,
            &make_kmac<Std>,
            &make_kmac<Small>,
            &make_kmac<Fast>};
}

const MacAlg kMacs[] = {
    hmac<Sha1, Sha1, Sha1>("hmac-sha1"),
    hmac<Sha224, Sha224Small, Sha224Fast>("hmac-sha224"),
    hmac<Sha256, Sha256Small, Sha256Fast>("hmac-sha256"),
    hmac<Sha384, Sha384Small, Sha384Fast>("hmac-sha384"),
    hmac<Sha512, Sha512Small, Sha512Fast>("hmac-sha512"),
    hmac<Sha512_224, Sha512_224Small, Sha512_224Fast>("hmac-sha512-224"),
    hmac<Sha512_256, Sha512_256Small, Sha512_256Fast>("hmac-sha512-256"),
    hmac<Sha3_224, Sha3_224Small, Sha3_224Fast>("hmac-sha3-224"),
    hmac<Sha3_256, Sha3_256Small, Sha3_256Fast>("hmac-sha3-256"),
    hmac<Sha3_384, Sha3_384Small, Sha3_384Fast>("hmac-sha3-384"),
    hmac<Sha3_512, Sha3_512Small, Sha3_512Fast>("hmac-sha3-512"),
    kmac<Kmac128, Kmac128Small, Kmac128Fast>("kmac128", 32),
    kmac<Kmac256, Kmac256Small, Kmac256Fast>("kmac256", 64),
    {"cmac-aes", Cmac<AesAuto>::tag_size, 0, false, &make_cmac<AesAuto>, &make_cmac<AesSmall>,
     &make_cmac<AesFast>, &make_cmac<AesCt>},
};

// KMAC's L is unbounded in SP 800-185; the tool holds the tag in memory.
constexpr std::size_t kMaxKmacLen = std::size_t{1} << 24;

const MacAlg& find_mac(const Args& args)
{
    const std::string name = lowercase(args.positional[0]);
    for (const MacAlg& m : kMacs) {
        if (name == m.name) return m;
    }
    fail(kExitUsage, "unknown mac algorithm '" + args.positional[0] + "' (see 'ucrypt list')");
}

// --len and --custom change a KMAC's output; on HMAC they would be silently
// meaningless, so they are refused.
std::size_t tag_length(const Args& args, const MacAlg& alg)
{
    for (const char* opt : {"len", "custom"}) {
        if (!alg.kmac && args.has(opt)) {
            fail(kExitUsage,
                 std::string("--") + opt + " applies only to kmac128 and kmac256" + see_help(args));
        }
    }
    const auto len = args.get("len");
    return len ? length_option("len", *len, alg.min_len, kMaxKmacLen) : alg.size;
}

// Prints "Verified OK", or "Verification failure" and exits 1. The tags are
// compared in constant time; their lengths are public.
int verify_tag(const Args& args, ByteView tag, Output& out)
{
    const SecretBytes expected = hex_option("verify", *args.get("verify"));
    if (expected.size() != tag.size()) {
        fail(kExitBadInput, "--verify: the tag has " + std::to_string(expected.size()) +
                                " bytes, expected " + std::to_string(tag.size()));
    }
    if (!ct::bytes_equal(expected.data(), tag.data(), tag.size()).declassify()) {
        std::fputs("Verification failure\n", stdout);
        fail(kExitVerifyFailed, "verification failure: the tag does not match");
    }
    out.line("Verified OK");
    return kExitOk;
}

int run_mac(const Args& args, Output& out)
{
    expect_positional(args, 1, SIZE_MAX, "mac algorithm");
    const MacAlg& alg = find_mac(args);
    const std::string_view impl = impl_choice(args, {"small", "fast", "ct"});
    if (impl == "ct" && alg.ct == nullptr) {
        fail(kExitUsage, "--impl ct applies only to cmac-aes (expected small|fast)");
    }
    const std::size_t len = tag_length(args, alg);
    const auto key_hex = args.get("key");
    if (!key_hex) fail(kExitUsage, "missing --key" + see_help(args));
    const SecretBytes key = hex_option("key", *key_hex);
    const SecretBytes custom = hex_option("custom", args.get("custom").value_or(""));
    if (args.has("verify"))
        hex_option("verify", *args.get("verify"));  // reject bad hex before reading

    const Factory f = impl == "small"  ? alg.small
                      : impl == "fast" ? alg.fast
                      : impl == "ct"   ? alg.ct
                                       : alg.standard;
    f(key.view(), custom.view(), len);  // refuses a bad key before any file is read
    const FileValue mac = [&](const std::string& file, ByteSpan value) {
        const std::unique_ptr<MacEngine> m = f(key.view(), custom.view(), len);
        read_input(file, [&](ByteView chunk) { m->update(chunk); });
        m->finish(value);
    };
    std::vector<std::string> files(args.positional.begin() + 1, args.positional.end());
    if (const auto list = args.get("check")) {
        if (!files.empty())
            fail(kExitUsage, "--check takes the file names from " + *list + see_help(args));
        if (args.has("verify"))
            fail(kExitUsage, "--check and --verify exclude each other" + see_help(args));
        if (args.has("out"))
            fail(kExitUsage, "--check prints its report on standard output; --out does not apply");
        return run_checklist(*list, len, mac);
    }
    if (files.empty()) files.emplace_back("-");
    if (args.has("verify")) {
        if (files.size() > 1)
            fail(kExitUsage, "--verify checks one FILE; use --check for several" + see_help(args));
        SecretBytes tag(len);
        mac(files[0], tag.span());
        return verify_tag(args, tag.view(), out);
    }
    print_values(files, len, args.has("names"), mac, out);
    return kExitOk;
}

void list_mac(std::string& text)
{
    for (const MacAlg& m : kMacs) {
        std::string details = m.ct != nullptr     ? "impl: small fast ct"
                              : m.small != m.fast ? "impl: small fast"
                                                  : "";
        if (m.kmac) details += "  (default --len " + std::to_string(m.size) + ")";
        list_entry(text, m.name, details);
    }
}

constexpr OptionSpec kOptions[] = {{"key", true},    {"custom", true}, {"len", true},
                                   {"verify", true}, {"impl", true},   {"hex", false},
                                   {"names", false}, {"check", true}};

constexpr const char* kHelp =
    "Usage: ucrypt mac ALG --key HEX [--custom HEX] [--len N] [--verify HEX]\n"
    "                  [--impl small|fast|ct] [--names] [--out FILE] [FILE...]\n"
    "       ucrypt mac ALG --key HEX [--custom HEX] [--len N] --check LIST\n"
    "\n"
    "Computes the MAC of FILE (standard input when absent or '-') and prints the\n"
    "tag in lowercase hex, or checks it against --verify. With several FILEs (or\n"
    "--names) each line is '<hex>  <name>', as sha256sum prints it. Files\n"
    "stream: memory stays constant.\n"
    "\n"
    "ALG: hmac-sha1 hmac-sha224 hmac-sha256 hmac-sha384 hmac-sha512\n"
    "     hmac-sha512-224 hmac-sha512-256 hmac-sha3-224 hmac-sha3-256\n"
    "     hmac-sha3-384 hmac-sha3-512 kmac128 kmac256\n"
    "     cmac-aes (AES-128, -192 or -256 by the key length: 16, 24 or 32 bytes)\n"
    "\n"
    "Options:\n"
    "  --key HEX      the key (required)\n"
    "  --custom HEX   KMAC customization string S (default empty)\n"
    "  --len N        KMAC output bytes, at least 4 (SP 800-185 §8.4.2); default 32\n"
    "                 for kmac128, 64 for kmac256\n"
    "  --verify HEX   compare with this tag in constant time: prints 'Verified OK'\n"
    "                 (exit 0) or 'Verification failure' (exit 1)\n"
    "  --impl V       implementation variant, small or fast (same result); cmac-aes\n"
    "                 also ct (default there: AES-NI if present, else ct)\n"
    "  --out FILE     write the result to FILE instead of standard output\n"
    "  --hex          accepted for uniformity; the output is always hex\n"
    "  --names        '<hex>  <name>' lines even for one FILE\n"
    "  --check LIST   read '<hex>  <name>' lines from LIST ('-': standard input)\n"
    "                 and print '<name>: OK' or '<name>: FAILED' for each (tags\n"
    "                 compared in constant time). Exit 0 if all match, 1 if any\n"
    "                 differs, 3 if a listed file cannot be read or a line is\n"
    "                 malformed (every line is checked before any file is read)\n";

}  // namespace

const Command kMacCommand = {
    "mac", "message authentication codes: HMAC, KMAC, CMAC", kHelp, kOptions, &run_mac, &list_mac};

}  // namespace ucrypt::cli
