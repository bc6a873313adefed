// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — LMS / HSS stateful hash-based signatures (RFC 8554, NIST
// SP 800-208). Names carry the parameters (docs/CLI-KEYS.md):
//   lms-{sha256|shake256}-n{32|24}-h{5|10|15|20|25}-w{1|2|4|8}   one level
//   hss-<hash>-n<n>-h<h>-w<w>,h<h>-w<w>,...                       2..8 levels
// and 'lms' / 'hss' take any parameters from the key (sign, verify, pubkey).
//
// Key files: there is no standard PKCS#8 for HSS private keys, so the tool
// stores the library's private state (include/ucrypt/lms.hpp, 124 bytes) as
// the privateKey OCTET STRING of a PKCS#8 v1 structure whose algorithm is
// id-alg-hss-lms-hashsig (RFC 9708 §3), or as the 124 raw bytes. Public keys
// are the RFC 8554 §6 HSS encoding u32str(L) || LMS public key, alone (raw) or
// in an RFC 9708 SubjectPublicKeyInfo. Signatures are HSS signatures (§6.2);
// verify also takes a bare LMS public key (§5.3) with a bare LMS signature.
//
// sign updates the key file before the signature exists (SP 800-208 §8.1):
// the next state goes to a temporary file in the key's directory, is synced,
// renamed over the key and the directory synced; only then is the signature
// computed and handed to --out.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>

#include "keyalg.hpp"
#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/pkcs8.hpp"
#include "ucrypt/lms.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

namespace {

// RFC 9708 §3 / RFC 8708: id-alg-hss-lms-hashsig 1.2.840.113549.1.9.16.3.17.
constexpr std::uint8_t kHssOid[] = {0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                    0x01, 0x09, 0x10, 0x03, 0x11};

// Host key generation and each signature recompute whole trees (the tool
// keeps no Merkle cache between runs): a tree costs about 2^h * p * (2^w - 1)
// hash calls (RFC 8554 §4.3 chains for every leaf). Above 2^24 (a few seconds
// on a host: h10-w8, h15-w2) a tree is refused rather than left to run for
// minutes or hours.
constexpr std::uint64_t kMaxTreeHashes = std::uint64_t{1} << 24;

bool too_slow(const HssLevel& l)
{
    const LmsParams* t = lms_params(l.lms_type);
    const LmotsParams* o = lmots_params(l.lmots_type);
    if (t == nullptr || o == nullptr) return false;
    return (std::uint64_t{1} << t->h) * o->p * ((1u << o->w) - 1u) > kMaxTreeHashes;
}

using Levels = std::vector<HssLevel>;

const char* hash_word(LmsHash h)
{
    return h == LmsHash::sha256 ? "sha256" : "shake256";
}

const LmsParams* find_lms(LmsHash hash, unsigned m, unsigned h)
{
    for (const LmsParams& p : kLmsParams) {
        if (p.hash == hash && p.m == m && p.h == h) return &p;
    }
    return nullptr;
}

const LmotsParams* find_lmots(LmsHash hash, unsigned n, unsigned w)
{
    for (const LmotsParams& p : kLmotsParams) {
        if (p.hash == hash && p.n == n && p.w == w) return &p;
    }
    return nullptr;
}

// "h10-w4" (appended piecewise: GCC 12 -O3 misreads chained + as -Wrestrict).
std::string level_word(unsigned h, unsigned w)
{
    std::string t("h");
    t += std::to_string(h);
    t += "-w";
    t += std::to_string(w);
    return t;
}

// "h10-w4" -> the level's typecodes; false when it names no parameter set.
bool parse_level(std::string_view s, LmsHash hash, unsigned n, HssLevel& out)
{
    unsigned h = 0, w = 0;
    const std::string str(s);
    char tail = 0;
    if (std::sscanf(str.c_str(), "h%u-w%u%c", &h, &w, &tail) != 2) return false;
    if (str != level_word(h, w)) return false;
    const LmsParams* lp = find_lms(hash, n, h);
    const LmotsParams* op = find_lmots(hash, n, w);
    if (lp == nullptr || op == nullptr) return false;
    out = {lp->type, op->type};
    return true;
}

// "sha256-n32-h10-w4,h5-w8" (after the lms-/hss- prefix).
bool parse_levels(std::string_view s, Levels& out)
{
    LmsHash hash;
    if (s.starts_with("sha256-")) {
        hash = LmsHash::sha256;
        s.remove_prefix(7);
    } else if (s.starts_with("shake256-")) {
        hash = LmsHash::shake256;
        s.remove_prefix(9);
    } else {
        return false;
    }
    unsigned n = 0;
    if (s.starts_with("n32-")) n = 32;
    if (s.starts_with("n24-")) n = 24;
    if (n == 0) return false;
    s.remove_prefix(4);
    while (!s.empty()) {
        const std::size_t comma = s.find(',');
        HssLevel lv{};
        if (!parse_level(s.substr(0, comma), hash, n, lv) || out.size() == kHssMaxLevels)
            return false;
        out.push_back(lv);
        s = comma == std::string_view::npos ? std::string_view{} : s.substr(comma + 1);
        if (comma != std::string_view::npos && s.empty()) return false;
    }
    return !out.empty();
}

std::string level_text(const Levels& lv)
{
    std::string t;
    for (const HssLevel& l : lv) {
        const LmsParams* p = lms_params(l.lms_type);
        const LmotsParams* o = lmots_params(l.lmots_type);
        if (!t.empty()) t += ',';
        t += level_word(p->h, o->w);
    }
    const LmsParams* top = lms_params(lv[0].lms_type);
    return std::string(hash_word(top->hash)) + "-n" + std::to_string(top->m) + "-" + t;
}

// The HSS public key size for a (possibly bare LMS) public key, or 0.
bool is_bare_lms_public(ByteView pub)
{
    if (pub.size() < 4) return false;
    const LmsParams* p = lms_params(util::load_be32(pub.data()));
    return p != nullptr && pub.size() == p->public_key_size();
}

// ---- Persisting the next state: temporary file, fsync, rename -------------

std::string dir_of(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

enum class Container { pem, der, raw };

Container container_of(ByteView file)
{
    if (encoding::looks_like_pem(file)) return Container::pem;
    return file.size() == kHssPrivateStateSize ? Container::raw : Container::der;
}

// PKCS#8 v1 { id-alg-hss-lms-hashsig, OCTET STRING state }, in the form of the
// file it replaces.
SecretBytes state_file(ByteView state, Container c)
{
    if (c == Container::raw) return copy_secret(state);
    const encoding::AlgorithmId id{ByteView(kHssOid, sizeof kHssOid), {}};
    SecretBytes der(encoding::pkcs8_size(id, state.size()));
    std::size_t n = 0;
    if (encoding::pkcs8_write(id, state, der.span(), n) != Status::ok)
        fail(kExitInternal, "PKCS#8 encoding failed");
    if (c == Container::der) return der;
    SecretBytes pem(encoding::pem_encoded_size("PRIVATE KEY", der.size()));
    const std::span<char> out(reinterpret_cast<char*>(pem.data()), pem.size());
    if (!encoding::pem_encode("PRIVATE KEY", der.view(), out))
        fail(kExitInternal, "PEM encoding failed");
    return pem;
}

struct StateWriter {
    std::string path;
    std::string tmp;
    Container container = Container::pem;
    int fd = -1;
    std::string error;

    ~StateWriter()
    {
        if (fd >= 0) ::close(fd);
        if (!tmp.empty()) ::unlink(tmp.c_str());
    }

    // Proves, before any index is spent, that the key can be replaced.
    void open(const std::string& key_path)
    {
        path = key_path;
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
            fail(kExitBadInput, "--key: '" + path + "' is not a regular file; a stateful " +
                                    "key must be a file the tool can update in place");
        }
        if (::access(path.c_str(), W_OK) != 0) {
            fail(kExitBadInput,
                 "--key: '" + path + "' is not writable (" + std::strerror(errno) +
                     "): refusing to sign with a stateful key whose state cannot be saved");
        }
        std::string templ = dir_of(path) + "/.ucrypt-lms-XXXXXX";
        fd = ::mkstemp(templ.data());
        if (fd < 0) {
            fail(kExitBadInput,
                 "--key: cannot write in the directory of '" + path + "' (" + std::strerror(errno) +
                     "): refusing to sign with a stateful key whose state cannot be saved");
        }
        tmp = templ;
        (void)::fchmod(fd, st.st_mode & 07777);
    }

    bool write_all(ByteView bytes)
    {
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t w = ::write(fd, bytes.data() + done, bytes.size() - done);
            if (w < 0 && errno == EINTR) continue;
            if (w <= 0) return false;
            done += static_cast<std::size_t>(w);
        }
        return true;
    }

    // SP 800-208 §8.1: the state is durable before a signature exists.
    Status commit(ByteView state)
    {
        const SecretBytes file = state_file(state, container);
        if (!write_all(file.view()) || ::fsync(fd) != 0) return failed("write");
        ::close(fd);
        fd = -1;
        if (::rename(tmp.c_str(), path.c_str()) != 0) return failed("rename");
        tmp.clear();
        const int dfd = ::open(dir_of(path).c_str(), O_RDONLY | O_DIRECTORY);
        if (dfd >= 0) {
            (void)::fsync(dfd);
            ::close(dfd);
        }
        return Status::ok;
    }

    Status failed(const char* what)
    {
        error = std::string(what) + ": " + std::strerror(errno);
        return Status::internal_error;
    }

    static Status persist(void* ctx, ByteView state) noexcept
    {
        auto* self = static_cast<StateWriter*>(ctx);
        try {
            return self->commit(state);
        } catch (...) {
            self->error = "encoding the state failed";
            return Status::internal_error;
        }
    }
};

// ---- The algorithms ---------------------------------------------------------

class LmsAlg final : public KeyAlg {
public:
    // Empty levels: any parameters ('lms', 'hss').
    LmsAlg(std::string name, Levels levels, const KeyAlg* family)
        : name_(std::move(name)), levels_(std::move(levels)), family_(family)
    {
        if (levels_.empty()) {
            standard_ =
                name_ == "lms"
                    ? "RFC 8554 LMS, stateful; genkey "
                      "lms-{sha256|shake256}-n{32|24}-h{5|10|15|20|25}-w{1|2|4|8}"
                    : "RFC 8554 HSS, stateful; genkey hss-<hash>-n<n>-h<h>-w<w>,h<h>-w<w>... "
                      "(docs/CLI-KEYS.md)";
        } else {
            standard_ =
                std::string("RFC 8554 ") + (levels_.size() == 1 ? "LMS" : "HSS") + ", stateful";
        }
    }
    const char* name() const override { return name_.c_str(); }
    const char* standard() const override { return standard_.c_str(); }
    unsigned caps() const override { return kCanSign; }
    ByteView oid() const override { return ByteView(kHssOid, sizeof kHssOid); }
    const KeyAlg& family() const override { return family_ != nullptr ? *family_ : *this; }
    // SEED (n bytes) || I (16 bytes) of RFC 8554 Appendix A.
    std::size_t seed_size() const override { return levels_.empty() ? 48 : n() + 16u; }
    std::size_t public_size() const override
    {
        return levels_.empty() ? 60 : hss_public_key_size(std::span<const HssLevel>(levels_));
    }

    PrivateKey from_seed(ByteView seed) const override
    {
        if (levels_.empty()) {
            fail(kExitUsage, "genkey " + name_ +
                                 ": name the parameters, e.g. lms-sha256-n32-h10-w4 or "
                                 "hss-sha256-n32-h10-w4,h5-w8");
        }
        for (const HssLevel& l : levels_) {
            if (too_slow(l)) {
                fail(kExitUsage, "genkey " + name_ +
                                     ": a tree this tall and wide takes too long for the tool, "
                                     "which rebuilds it for every signature (at most about 2^24 "
                                     "hashes per tree, e.g. h10-w8, h15-w2; use more HSS levels)");
            }
        }
        std::uint8_t sd[32] = {};
        std::memcpy(sd, seed.data(), n());
        HssPrivateKey sk;
        const Status s =
            sk.generate(levels_, FixedView<32>(sd, 32), FixedView<16>(seed.data() + n(), 16));
        wipe(sd, sizeof sd);
        if (s != Status::ok) fail(kExitInternal, name_ + " keygen: " + to_string(s));
        return finish(sk, this);
    }

    SecretBytes encode_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }
    PrivateKey decode_private(ByteView contents) const override
    {
        if (contents.size() != kHssPrivateStateSize) {
            fail(kExitBadInput, "LMS/HSS private key: " + std::to_string(contents.size()) +
                                    " bytes of state, expected " +
                                    std::to_string(kHssPrivateStateSize));
        }
        HssPrivateKey sk;
        if (sk.deserialize(FixedView<kHssPrivateStateSize>(contents.data(),
                                                           kHssPrivateStateSize)) != Status::ok) {
            fail(kExitBadInput, "LMS/HSS private key: malformed state");
        }
        check_levels(sk.level_types());
        return finish(sk, this);
    }
    SecretBytes raw_private(const PrivateKey& key) const override
    {
        return copy_secret(key.expanded.view());
    }
    bool raw_size_ok(std::size_t n) const override { return n == kHssPrivateStateSize; }
    PrivateKey from_raw(ByteView raw) const override { return decode_private(raw); }

    bool raw_public_size_ok(std::size_t n) const override
    {
        return levels_.empty() ? (n == 48 || n == 52 || n == 56 || n == 60)
                               : (n == public_size() || n + 4 == public_size());
    }
    void check_public(ByteView pub) const override
    {
        const bool bare = is_bare_lms_public(pub);
        const std::size_t L = pub.size() >= 4 ? util::load_be32(pub.data()) : 0;
        const LmsParams* top =
            pub.size() >= 8 ? lms_params(util::load_be32(pub.data() + 4)) : nullptr;
        const bool hss = !bare && L >= 1 && L <= kHssMaxLevels && top != nullptr &&
                         pub.size() == 4 + top->public_key_size();
        if (!bare && !hss)
            fail(kExitBadInput, name_ + " public key: not an RFC 8554 LMS or HSS public key");
        if (levels_.empty()) return;
        const std::uint32_t lms_type = util::load_be32(pub.data() + (bare ? 0 : 4));
        const std::uint32_t ots_type = util::load_be32(pub.data() + (bare ? 4 : 8));
        if ((hss && L != levels_.size()) || (bare && levels_.size() != 1) ||
            lms_type != levels_[0].lms_type || ots_type != levels_[0].lmots_type) {
            fail(kExitBadInput, "the public key's parameters are not " + name_);
        }
    }

    std::vector<std::uint8_t> sign(const PrivateKey&, ByteView) const override
    {
        fail(kExitUsage, name_ + " is stateful: sign needs the key file (--key FILE)");
    }

    // RFC 8554 §6.2 with the state saved first (SP 800-208 §8.1).
    std::vector<std::uint8_t> sign_with(const PrivateKey& key, ByteView msg,
                                        const Args& args) const override
    {
        const std::string key_path = args.get("key").value_or("-");
        if (key_path == "-")
            fail(kExitUsage,
                 "--key: a stateful " + name_ + " key must be a file, not standard input");
        HssPrivateKey sk;
        if (sk.deserialize(FixedView<kHssPrivateStateSize>(key.expanded.data(),
                                                           kHssPrivateStateSize)) != Status::ok) {
            fail(kExitBadInput, "--key: malformed LMS/HSS state");
        }
        check_levels(sk.level_types());
        if (sk.remaining() == 0) {
            fail(kExitBadInput, "--key: the " + key_name(sk.level_types()) +
                                    " key is exhausted: every one-time signature has been used");
        }
        StateWriter writer;
        writer.open(key_path);
        writer.container = container_of(read_secret(key_path, "key").view());
        std::vector<std::uint8_t> sig(hss_signature_size(sk.level_types()));
        const Status s = sk.sign(msg, sig, &StateWriter::persist, &writer);
        if (s != Status::ok) {
            const std::string why = writer.error.empty() ? to_string(s) : writer.error;
            fail(s == Status::limit_reached ? kExitBadInput : kExitInternal,
                 "--key: could not save the next state (" + why + "); no signature was made");
        }
        return sig;
    }

    // §5.4.2 for a bare LMS key, §6.3 for HSS; any malformed signature is a
    // verification failure (exit 1), as a wrong signature is.
    bool verify(ByteView pub, ByteView msg, ByteView sig) const override
    {
        const Verdict v =
            is_bare_lms_public(pub) ? lms_verify(pub, msg, sig) : hss_verify(pub, msg, sig);
        return v.ok();
    }

private:
    std::size_t n() const { return lms_params(levels_[0].lms_type)->m; }

    static std::string key_name(std::span<const HssLevel> lv)
    {
        return (lv.size() == 1 ? "lms-" : "hss-") + level_text(Levels(lv.begin(), lv.end()));
    }

    // A named parameter set accepts only keys of exactly that set.
    void check_levels(std::span<const HssLevel> got) const
    {
        if (levels_.empty()) return;
        bool same = got.size() == levels_.size();
        for (std::size_t i = 0; same && i < got.size(); ++i) {
            same = got[i].lms_type == levels_[i].lms_type &&
                   got[i].lmots_type == levels_[i].lmots_type;
        }
        if (!same) fail(kExitBadInput, "--key: the key is " + key_name(got) + ", not " + name_);
    }

    PrivateKey finish(const HssPrivateKey& sk, const KeyAlg* alg) const
    {
        PrivateKey k;
        k.alg = alg;
        k.expanded = SecretBytes(kHssPrivateStateSize);
        if (sk.serialize(FixedSpan<kHssPrivateStateSize>(k.expanded.data(),
                                                         kHssPrivateStateSize)) != Status::ok) {
            fail(kExitInternal, "LMS/HSS state serialisation failed");
        }
        for (const HssLevel& l : sk.level_types()) {
            if (too_slow(l)) {
                fail(kExitUsage,
                     name_ +
                         ": the key has a tree too large for the tool to rebuild in reasonable "
                         "time (at most about 2^24 hashes per tree)");
            }
        }
        k.pub.resize(hss_public_key_size(sk.level_types()));
        const Status s = sk.public_key(k.pub);
        if (s != Status::ok) fail(kExitInternal, name_ + " public key: " + to_string(s));
        return k;
    }

    std::string name_;
    std::string standard_;
    Levels levels_;
    const KeyAlg* family_;
};

const LmsAlg kHss("hss", {}, nullptr);
const LmsAlg kLms("lms", {}, &kHss);
constexpr const KeyAlg* kAlgs[] = {&kHss, &kLms};

}  // namespace

std::span<const KeyAlg* const> lms_key_algs()
{
    return kAlgs;
}

// Interned, so the same name always gives the same object (key files compare
// algorithms by identity through family()).
const KeyAlg* lms_key_alg_by_name(std::string_view lower)
{
    static std::map<std::string, std::unique_ptr<LmsAlg>> made;
    const bool lms = lower.starts_with("lms-");
    if (!lms && !lower.starts_with("hss-")) return nullptr;
    Levels lv;
    if (!parse_levels(lower.substr(4), lv) || (lms && lv.size() != 1)) return nullptr;
    const std::string name = (lms ? "lms-" : "hss-") + level_text(lv);
    if (name != lower) return nullptr;
    auto& slot = made[name];
    if (!slot) slot = std::make_unique<LmsAlg>(name, lv, &kHss);
    return slot.get();
}

}  // namespace ucrypt::cli
