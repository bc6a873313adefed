// SPDX-License-Identifier: Apache-2.0
// ucrypt hash ALG [--len N] [--impl small|fast] [--names] [FILE...] -> hex digests,
// or --check LIST (checklist.hpp).
// SHA-1 and SHA-2 (FIPS 180-4), SHA-3 and SHAKE (FIPS 202).
#include <cstdint>
#include <memory>
#include <vector>

#include "checklist.hpp"
#include "command.hpp"
#include "io.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace ucrypt::cli {

namespace {

// One hash behind a common interface, fed through the data-flow API.
class Digest {
public:
    virtual ~Digest() = default;
    virtual void update(ByteView data) = 0;
    virtual void finish(ByteSpan out) = 0;  // out.size(): the digest size, or any for a XOF
};

template <class H>
class FixedDigest final : public Digest {
public:
    void update(ByteView data) override { h_.update(data); }
    void finish(ByteSpan out) override { h_.finish(out.first<H::digest_size>()); }

private:
    H h_;
};

template <class X>
class XofDigest final : public Digest {
public:
    void update(ByteView data) override { x_.update(data); }
    void finish(ByteSpan out) override { x_.squeeze(out); }

private:
    X x_;
};

using Factory = std::unique_ptr<Digest> (*)();
template <class D>
std::unique_ptr<Digest> make()
{
    return std::make_unique<D>();
}

struct HashAlg {
    const char* name;
    std::size_t size;  // digest bytes; for a XOF the default --len (as OpenSSL's -xoflen)
    bool xof;
    Factory standard;  // the default alias of ucrypt/config.hpp
    Factory small;
    Factory fast;
};

template <class Std, class Small, class Fast>
constexpr HashAlg fixed(const char* name)
{
    return {name,
            Std::digest_size,
            false,
            &make<FixedDigest<Std>>,
            &make<FixedDigest<Small>>,
            &make<FixedDigest<Fast>>};
}
template <class Std, class Small, class Fast>
constexpr HashAlg xof(const char* name, std::size_t default_len)
{
    return {name,
            default_len,
            true,
            &make<XofDigest<Std>>,
            &make<XofDigest<Small>>,
            &make<XofDigest<Fast>>};
}

// SHA-1 has one compression function; both --impl values select it.
const HashAlg kHashes[] = {
    fixed<Sha1, Sha1, Sha1>("sha1"),
    fixed<Sha224, Sha224Small, Sha224Fast>("sha224"),
    fixed<Sha256, Sha256Small, Sha256Fast>("sha256"),
    fixed<Sha384, Sha384Small, Sha384Fast>("sha384"),
    fixed<Sha512, Sha512Small, Sha512Fast>("sha512"),
    fixed<Sha512_224, Sha512_224Small, Sha512_224Fast>("sha512-224"),
    fixed<Sha512_256, Sha512_256Small, Sha512_256Fast>("sha512-256"),
    fixed<Sha3_224, Sha3_224Small, Sha3_224Fast>("sha3-224"),
    fixed<Sha3_256, Sha3_256Small, Sha3_256Fast>("sha3-256"),
    fixed<Sha3_384, Sha3_384Small, Sha3_384Fast>("sha3-384"),
    fixed<Sha3_512, Sha3_512Small, Sha3_512Fast>("sha3-512"),
    xof<Shake128, Shake128Small, Shake128Fast>("shake128", 16),
    xof<Shake256, Shake256Small, Shake256Fast>("shake256", 32),
};

// An upper bound on --len for a XOF: the output is held in memory as hex.
constexpr std::size_t kMaxXofLen = std::size_t{1} << 24;

const HashAlg& find_hash(const Args& args)
{
    const std::string name = lowercase(args.positional[0]);
    for (const HashAlg& h : kHashes) {
        if (name == h.name) return h;
    }
    fail(kExitUsage, "unknown hash algorithm '" + args.positional[0] + "' (see 'ucrypt list')");
}

std::size_t output_length(const Args& args, const HashAlg& alg)
{
    const auto len = args.get("len");
    if (!len) return alg.size;
    if (!alg.xof) {
        fail(kExitUsage, std::string("--len applies only to shake128 and shake256; ") + alg.name +
                             " has a fixed " + std::to_string(alg.size) + "-byte digest");
    }
    return length_option("len", *len, 1, kMaxXofLen);
}

int run_hash(const Args& args, Output& out)
{
    expect_positional(args, 1, SIZE_MAX, "hash algorithm");
    const HashAlg& alg = find_hash(args);
    const std::string_view impl = impl_choice(args, {"small", "fast"});
    const std::size_t len = output_length(args, alg);
    const Factory f = impl == "small" ? alg.small : impl == "fast" ? alg.fast : alg.standard;
    const FileValue digest = [&](const std::string& file, ByteSpan value) {
        const std::unique_ptr<Digest> d = f();
        read_input(file, [&](ByteView chunk) { d->update(chunk); });
        d->finish(value);
    };
    std::vector<std::string> files(args.positional.begin() + 1, args.positional.end());
    if (const auto list = args.get("check")) {
        if (!files.empty())
            fail(kExitUsage, "--check takes the file names from " + *list + see_help(args));
        if (args.has("out"))
            fail(kExitUsage, "--check prints its report on standard output; --out does not apply");
        return run_checklist(*list, len, digest);
    }
    if (files.empty()) files.emplace_back("-");
    print_values(files, len, args.has("names"), digest, out);
    return kExitOk;
}

void list_hash(std::string& text)
{
    for (const HashAlg& h : kHashes) {
        std::string details = h.small != h.fast ? "impl: small fast" : "";
        if (h.xof) details += "  (xof, default --len " + std::to_string(h.size) + ")";
        list_entry(text, h.name, details);
    }
}

constexpr OptionSpec kOptions[] = {
    {"len", true}, {"impl", true}, {"hex", false}, {"names", false}, {"check", true}};

constexpr const char* kHelp =
    "Usage: ucrypt hash ALG [--len N] [--impl small|fast] [--names] [--out FILE] [FILE...]\n"
    "       ucrypt hash ALG [--len N] --check LIST\n"
    "\n"
    "Hashes FILE (standard input when absent or '-') and prints the digest in\n"
    "lowercase hex. With several FILEs (or --names) each line is '<hex>  <name>',\n"
    "as sha256sum prints it. Files stream: memory stays constant.\n"
    "\n"
    "ALG: sha1 sha224 sha256 sha384 sha512 sha512-224 sha512-256\n"
    "     sha3-224 sha3-256 sha3-384 sha3-512 shake128 shake256\n"
    "\n"
    "Options:\n"
    "  --len N        output bytes for shake128 (default 16) and shake256 (default 32)\n"
    "  --impl V       implementation variant, small or fast (same result)\n"
    "  --out FILE     write the result to FILE instead of standard output\n"
    "  --hex          accepted for uniformity; the output is always hex\n"
    "  --names        '<hex>  <name>' lines even for one FILE\n"
    "  --check LIST   read '<hex>  <name>' lines from LIST ('-': standard input)\n"
    "                 and print '<name>: OK' or '<name>: FAILED' for each, as\n"
    "                 sha256sum -c. Exit 0 if all match, 1 if any differs, 3 if\n"
    "                 a listed file cannot be read or a line is malformed (every\n"
    "                 line is checked before any file is read)\n";

}  // namespace

const Command kHashCommand = {
    "hash", "message digests: SHA-1, SHA-2, SHA-3, SHAKE", kHelp, kOptions, &run_hash, &list_hash};

}  // namespace ucrypt::cli
