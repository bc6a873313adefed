// SPDX-License-Identifier: Apache-2.0
// ucrypt enc CIPHER --key HEX [--iv HEX] [--aad HEX] [--decrypt] [--nopad]
//                   [--tag-len N] [--impl small|fast|ct] [--hex] [FILE]
// Symmetric encryption (docs/CLI.md): the SP 800-38A modes with PKCS#7
// padding (RFC 5652 §6.3) as `openssl enc` writes it, CBC-CS2 (38A Addendum),
// XTS (SP 800-38E), GCM (SP 800-38D), CCM (SP 800-38C), KW/KWP (SP 800-38F)
// and ChaCha20-Poly1305 (RFC 8439). Every mode but KW/KWP streams through the
// library's data-flow contexts in constant memory; AEAD decryption verifies
// the tag in a first pass before a second pass releases any plaintext
// (docs/CLI-FILES.md).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>

#include "command.hpp"
#include "io.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/keywrap.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/padding.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

namespace {

enum class Mode { ecb, cbc, cbc_cs2, ctr, cfb, ofb, xts, gcm, ccm, kw, kwp, chacha };

struct ModeInfo {
    const char* suffix;  // after "aes-NNN-"
    Mode mode;
    bool xts_sizes;  // key sizes 128 and 256 only, two keys
};

constexpr ModeInfo kModes[] = {
    {"ecb", Mode::ecb, false}, {"cbc", Mode::cbc, false}, {"cbc-cs2", Mode::cbc_cs2, false},
    {"ctr", Mode::ctr, false}, {"cfb", Mode::cfb, false}, {"ofb", Mode::ofb, false},
    {"xts", Mode::xts, true},  {"gcm", Mode::gcm, false}, {"ccm", Mode::ccm, false},
    {"kw", Mode::kw, false},   {"kwp", Mode::kwp, false},
};

struct Cipher {
    Mode mode;
    std::size_t key_len;  // bytes
};

bool padded(Mode m)
{
    return m == Mode::ecb || m == Mode::cbc;
}
bool aead(Mode m)
{
    return m == Mode::gcm || m == Mode::ccm || m == Mode::chacha;
}
bool no_iv(Mode m)
{
    return m == Mode::ecb || m == Mode::kw || m == Mode::kwp;
}

// "aes-NNN-MODE" (docs/CLI.md names, as OpenSSL spells them) or "chacha20-poly1305".
Cipher find_cipher(const Args& args)
{
    const std::string name = lowercase(args.positional[0]);
    if (name == "chacha20-poly1305") return {Mode::chacha, ChaCha20Poly1305::key_size};
    for (const char* bits : {"128", "192", "256"}) {
        const std::string prefix = std::string("aes-") + bits + "-";
        if (!name.starts_with(prefix)) continue;
        const std::string_view rest = std::string_view(name).substr(prefix.size());
        for (const ModeInfo& m : kModes) {
            if (rest != m.suffix || (m.xts_sizes && std::string_view(bits) == "192")) continue;
            const std::size_t key = std::stoul(bits) / 8;
            return {m.mode, m.xts_sizes ? 2 * key : key};
        }
    }
    fail(kExitUsage, "unknown cipher '" + args.positional[0] + "' (see 'ucrypt list')");
}

// Options that would be silently meaningless for this cipher are refused.
void check_options(const Args& args, Mode m)
{
    const auto refuse = [&](const char* opt, const char* why) {
        if (args.has(opt)) fail(kExitUsage, std::string("--") + opt + " " + why + see_help(args));
    };
    if (!padded(m)) refuse("nopad", "applies only to ECB and CBC (the other modes are not padded)");
    if (!aead(m)) refuse("tag-len", "applies only to GCM, CCM and ChaCha20-Poly1305");
    if (!aead(m)) refuse("aad", "applies only to GCM, CCM and ChaCha20-Poly1305");
    if (no_iv(m)) refuse("iv", "is not used by ECB, KW and KWP");
    if (m == Mode::chacha) refuse("impl", "applies only to AES ciphers");
}

// The whole job, once the command line has been checked.
struct Job {
    Mode mode;
    bool decrypt;
    bool pad;
    std::size_t tag_len;
    SecretBytes key;
    SecretBytes iv;
    SecretBytes aad;
};

// IV / nonce lengths per mode (public parameters, exit 3 when wrong).
void check_iv(const Job& j)
{
    const std::size_t n = j.iv.size();
    bool ok = true;
    const char* want = "16 bytes";
    switch (j.mode) {
        case Mode::gcm:
            ok = n >= 1;
            want = "at least 1 byte (12 recommended)";
            break;  // 38D §5.2.1.1
        case Mode::ccm:
            ok = n >= 7 && n <= 13;
            want = "7 to 13 bytes";
            break;  // 38C §A.1
        case Mode::chacha:
            ok = n == 12;
            want = "12 bytes";
            break;  // RFC 8439 §2.8
        case Mode::ecb:
        case Mode::kw:
        case Mode::kwp:
            return;
        default:
            ok = n == 16;
            break;
    }
    if (!ok) fail(kExitBadInput, "--iv: " + std::to_string(n) + " bytes, expected " + want);
}

std::size_t tag_length(const Args& args, Mode m)
{
    const auto text = args.get("tag-len");
    if (!text) return 16;
    const std::size_t n = length_option("tag-len", *text, 4, 16);
    const bool ok = m == Mode::gcm   ? gcm_tag_size_ok(n)
                    : m == Mode::ccm ? ccm_tag_size_ok(n)
                                     : n == 16;
    if (!ok) {
        const char* allowed = m == Mode::gcm   ? "4, 8 or 12 to 16 (SP 800-38D §5.2.1.2)"
                              : m == Mode::ccm ? "4, 6, 8, 10, 12, 14 or 16 (SP 800-38C §A.1)"
                                               : "16 (RFC 8439)";
        fail(kExitBadInput,
             "--tag-len: " + std::to_string(n) + " is not allowed, expected " + allowed);
    }
    return n;
}

void check(Status s, const std::string& what)
{
    if (s != Status::ok) fail(kExitBadInput, what + ": " + to_string(s));
}

// An AEAD or key-unwrap failure: exit 1, nothing written.
[[noreturn]] void auth_failed(Status s, const char* what)
{
    if (s == Status::verify_failed || s == Status::ok) {
        fail(kExitVerifyFailed,
             std::string(what) +
                 ": authentication failed (wrong key, IV, AAD or tag, or altered data)");
    }
    fail(kExitBadInput, std::string(what) + ": " + to_string(s));
}

// Where a mode's output goes: raw bytes, or lowercase hex and one newline at
// the end (--hex). Everything goes through Output, which streams.
class Sink {
public:
    Sink(Output& out, bool hex) : out_(out), hex_(hex) {}
    void put(ByteView b)
    {
        if (b.empty()) return;
        if (hex_)
            out_.write(to_hex(b));
        else
            out_.write(b);
    }
    void end()
    {
        if (hex_) out_.write(std::string_view("\n"));
    }

private:
    Output& out_;
    bool hex_;
};

// set_key (and set_iv where the mode has one) on a data-flow context.
template <class Ctx>
void start(Ctx& ctx, const Job& j)
{
    Status s = ctx.set_key(j.key.view());
    if (s == Status::invalid_key)
        fail(kExitBadInput, "--key: XTS needs two different keys (Key1 != Key2)");
    check(s, "--key");
    if constexpr (requires { ctx.set_iv(j.iv.view()); }) check(ctx.set_iv(j.iv.view()), "--iv");
}

[[noreturn]] void not_whole_blocks(std::uint64_t total, bool pad)
{
    fail(kExitBadInput, "the input has " + std::to_string(total) +
                            " bytes, not a multiple of the 16-byte block" +
                            (pad ? "" : " (--nopad)"));
}

// ECB and CBC with PKCS#7 (RFC 5652 §6.3) unless --nopad: encryption pads the
// last block at the end of the stream; decryption holds the last plaintext
// block back until the stream ends, then strips its padding.
template <class Ctx>
void block_mode(const Job& j, Input& in, Sink& sink)
{
    Ctx ctx;
    start(ctx, j);
    const bool unpad = j.decrypt && j.pad;
    // A regular file's length is checked before anything is written.
    if (const auto size = in.known_size()) {
        if (unpad && *size == 0) {
            fail(kExitBadInput,
                 "the input is empty: a PKCS#7-padded ciphertext has at least one block");
        }
        if ((j.decrypt || !j.pad) && *size % 16 != 0) not_whole_blocks(*size, j.pad);
    }
    SecretBytes buf(kChunkSize + 16);
    SecretBytes held(16);  // unpad: the last plaintext block so far
    bool have_held = false;
    std::uint64_t total = 0;
    const auto feed = [&](ByteView c) {
        std::size_t n = 0;
        check(ctx.append(c, buf.span(), n), j.decrypt ? "decryption" : "encryption");
        total += c.size();
        if (!unpad) return sink.put(ByteView(buf.data(), n));
        if (n == 0) return;
        if (have_held) sink.put(held.view());
        sink.put(ByteView(buf.data(), n - 16));
        std::copy(buf.data() + n - 16, buf.data() + n, held.data());
        have_held = true;
    };
    in.read(feed);
    if (!j.decrypt && j.pad) {
        std::uint8_t pad[16];
        const std::size_t p = 16 - total % 16;
        std::fill(pad, pad + p, static_cast<std::uint8_t>(p));
        feed(ByteView(pad, p));
    }
    if (unpad && total == 0) {
        fail(kExitBadInput,
             "the input is empty: a PKCS#7-padded ciphertext has at least one block");
    }
    if (total % 16 != 0) not_whole_blocks(total, j.pad);
    std::size_t n = 0;
    check(ctx.finish(buf.span(), n), j.decrypt ? "decryption" : "encryption");
    if (unpad) {
        std::size_t len = 0;
        if (pkcs7_unpad(held.view(), len) != Status::ok) {
            fail(kExitBadInput,
                 "bad decrypt: the padding is malformed (wrong key or IV, or not PKCS#7 padded)");
        }
        sink.put(ByteView(held.data(), len));
    }
}

// CTR, CFB128, OFB and CBC-CS2 (which holds its last 16..31 bytes back until
// finish): output length = input length.
template <class Ctx>
void length_preserving(const Job& j, Input& in, Sink& sink)
{
    Ctx ctx;
    start(ctx, j);
    SecretBytes buf(kChunkSize + 32);
    std::uint64_t total = 0;
    in.read([&](ByteView c) {
        std::size_t n = 0;
        check(ctx.append(c, buf.span(), n), j.decrypt ? "decryption" : "encryption");
        total += c.size();
        sink.put(ByteView(buf.data(), n));
    });
    if (j.mode == Mode::cbc_cs2 && total < 16)
        fail(kExitBadInput, "CBC-CS2 needs at least 16 bytes of input");
    std::size_t n = 0;
    check(ctx.finish(buf.span(), n), j.decrypt ? "decryption" : "encryption");
    sink.put(ByteView(buf.data(), n));
}

// XTS: the whole input is one data unit (SP 800-38E: 16 bytes to 2^20
// blocks). Whole blocks are appended as they come; the last 32 to 47 bytes
// wait for finish(), which needs the final full block with a partial one.
// A regular file's size is checked before anything is written; a pipe that
// turns out too long fails after 16 MiB of output.
template <class Ctx>
void xts(const Job& j, Input& in, Sink& sink)
{
    Ctx ctx;
    start(ctx, j);
    constexpr std::size_t kKeep = 32;
    SecretBytes pending(kChunkSize + kKeep + 16);
    SecretBytes buf(kChunkSize + kKeep + 16);
    std::size_t have = 0;
    std::uint64_t total = 0;
    const auto too_long = [] {
        fail(kExitBadInput,
             "XTS encrypts one data unit of at most 2^20 blocks (16 MiB, SP 800-38E)");
    };
    const auto size = in.known_size();
    if (size && *size > kXtsMaxDataUnit) too_long();
    if (size && *size < 16) fail(kExitBadInput, "XTS needs at least 16 bytes of input");
    in.read([&](ByteView c) {
        total += c.size();
        if (total > kXtsMaxDataUnit) too_long();
        while (!c.empty()) {
            const std::size_t take = std::min(c.size(), pending.size() - have);
            std::copy(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(take),
                      pending.data() + have);
            have += take;
            c = c.subspan(take);
            if (have <= kKeep + 16) continue;
            const std::size_t m = (have - kKeep) / 16 * 16;
            std::size_t n = 0;
            check(ctx.append(ByteView(pending.data(), m), buf.span(), n),
                  j.decrypt ? "decryption" : "encryption");
            sink.put(ByteView(buf.data(), n));
            std::copy(pending.data() + m, pending.data() + have, pending.data());
            have -= m;
        }
    });
    if (total < 16) fail(kExitBadInput, "XTS needs at least 16 bytes of input");
    std::size_t n = 0;
    check(ctx.finish(ByteView(pending.data(), have), buf.span(), n),
          j.decrypt ? "decryption" : "encryption");
    sink.put(ByteView(buf.data(), n));
}

// Reads ciphertext || tag from an input of `size` bytes: the ciphertext to
// `body` chunk by chunk, the last tag.size() bytes into `tag`.
void read_sealed(Input& in, std::uint64_t size, ByteSpan tag,
                 const std::function<void(ByteView)>& body)
{
    const std::uint64_t body_len = size - tag.size();
    std::uint64_t pos = 0;
    in.read([&](ByteView c) {
        if (pos + c.size() > size) fail(kExitBadInput, in.shown() + " changed while it was read");
        const std::size_t nb =
            pos >= body_len
                ? 0
                : static_cast<std::size_t>(std::min<std::uint64_t>(c.size(), body_len - pos));
        if (nb > 0) body(c.first(nb));
        for (std::size_t i = nb; i < c.size(); ++i)
            tag[static_cast<std::size_t>(pos + i - body_len)] = c[i];
        pos += c.size();
    });
    if (pos != size) fail(kExitBadInput, in.shown() + " changed while it was read");
}

// The ciphertext || tag size of a rereadable input, at least one tag.
std::uint64_t sealed_size(Input& in, std::size_t tag_len)
{
    const std::uint64_t size = in.make_rereadable();
    if (size < tag_len) {
        fail(kExitBadInput,
             "the input is shorter than the " + std::to_string(tag_len) + "-byte tag");
    }
    return size;
}

// GCM and CCM: ciphertext || tag. Decryption releases nothing before the tag
// verified: a first pass authenticates (the plaintext it computes is wiped
// chunk by chunk), a second pass decrypts, and checks the tag again in case
// the file changed in between.
template <class A>
void aes_aead(const Job& j, Input& in, Sink& sink)
{
    constexpr bool ccm = requires(A & a)
    {
        a.start(ByteView{}, 0, 0, 0);
    };
    A a;
    check(a.set_key(j.key.view()), "--key");
    const auto begin = [&](std::uint64_t payload) {
        const char* what = j.decrypt ? "decryption" : "encryption";
        if constexpr (ccm)
            check(a.start(j.iv.view(), j.aad.size(), payload, j.tag_len), what);
        else
            check(a.set_iv(j.iv.view()), what);
        check(a.update_aad(j.aad.view()), what);
    };
    SecretBytes buf(kChunkSize);
    std::uint8_t tag[16] = {};
    const ByteSpan t(tag, j.tag_len);
    if (!j.decrypt) {
        begin(ccm ? in.make_rereadable() : 0);
        in.read([&](ByteView c) {
            const ByteSpan o(buf.data(), c.size());
            check(a.encrypt_update(c, o), "encryption");
            sink.put(o);
        });
        check(a.finish(t), "encryption");
        sink.put(t);
        return;
    }
    const std::uint64_t size = sealed_size(in, j.tag_len);
    for (int pass = 1; pass <= 2; ++pass) {
        begin(size - j.tag_len);
        read_sealed(in, size, t, [&](ByteView c) {
            const ByteSpan o(buf.data(), c.size());
            check(a.decrypt_update(c, o), "decryption");
            if (pass == 2) sink.put(o);
            wipe(o.data(), o.size());
        });
        const Verdict v = a.verify(t);
        if (!v.ok() && pass == 2) {
            fail(kExitVerifyFailed,
                 "decryption: " + in.shown() + " changed during decryption; discard the output");
        }
        if (!v.ok()) auth_failed(v.status, "decryption");
        in.rewind();
    }
}

// RFC 8439 §2.8: ciphertext || 16-byte tag. Decryption uses the library's
// two passes: authenticate_update + verify, then decrypt_update.
void chacha(const Job& j, Input& in, Sink& sink)
{
    ChaCha20Poly1305 a;
    a.set_key(FixedView<32>(j.key.data(), 32));
    check(a.set_nonce(FixedView<12>(j.iv.data(), 12)), "--iv");
    check(a.append_aad(j.aad.view()), "--aad");
    SecretBytes buf(kChunkSize);
    std::uint8_t tag[16] = {};
    if (!j.decrypt) {
        in.read([&](ByteView c) {
            const ByteSpan o(buf.data(), c.size());
            check(a.encrypt_update(c, o), "encryption");
            sink.put(o);
        });
        check(a.finish(tag), "encryption");
        sink.put(tag);
        return;
    }
    const std::uint64_t size = sealed_size(in, 16);
    read_sealed(in, size, tag, [&](ByteView c) { check(a.authenticate_update(c), "decryption"); });
    const Verdict v = a.verify(tag);
    if (!v.ok()) auth_failed(v.status, "decryption");
    in.rewind();
    std::uint8_t again[16] = {};
    read_sealed(in, size, again, [&](ByteView c) {
        const ByteSpan o(buf.data(), c.size());
        check(a.decrypt_update(c, o), "decryption");
        sink.put(o);
    });
}

// KW and KWP (SP 800-38F §6.2, §6.3) are not streamable (the wrapping makes
// six passes over the whole key): the input is held in memory, up to
// kMaxWrapInput; an integrity failure is exit 1.
constexpr std::size_t kMaxWrapInput = std::size_t{16} << 20;

template <class C>
void keywrap(const Job& j, Input& in, Sink& sink)
{
    SecretBytes data;
    std::size_t len = 0;
    in.read([&](ByteView c) {
        if (len + c.size() > kMaxWrapInput)
            fail(kExitBadInput, "KW and KWP take at most 16 MiB of input");
        if (data.size() - len < c.size()) {
            SecretBytes bigger(std::min(kMaxWrapInput, 2 * data.size() + c.size()));
            std::copy(data.data(), data.data() + len, bigger.data());
            data = std::move(bigger);
        }
        std::copy(c.begin(), c.end(), data.data() + len);
        len += c.size();
    });
    const ByteView input(data.data(), len);
    KeyWrap<C> kw;
    check(kw.set_key(j.key.view()), "--key");
    const bool pad = j.mode == Mode::kwp;
    if (!j.decrypt) {
        SecretBytes r(pad ? KeyWrap<C>::kwp_wrapped_size(len) : len + 8);
        const Status s = pad ? kw.wrap_pad(input, r.span()) : kw.wrap(input, r.span());
        if (s == Status::invalid_length) {
            fail(kExitBadInput, pad ? "KWP wraps 1 to 2^32 - 1 bytes"
                                    : "KW wraps a multiple of 8 bytes, at least 16");
        }
        check(s, "wrapping");
        sink.put(r.view());
        return;
    }
    const bool len_ok = pad ? len >= 16 && len % 8 == 0 : len >= 24 && len % 8 == 0;
    if (!len_ok) {
        fail(kExitBadInput, std::string("the wrapped key has ") + std::to_string(len) + " bytes; " +
                                (pad ? "KWP" : "KW") + " expects a multiple of 8, at least " +
                                (pad ? "16" : "24"));
    }
    SecretBytes r(len - 8);
    std::size_t n = r.size();
    const Status s = pad ? kw.unwrap_pad(input, r.span(), n) : kw.unwrap(input, r.span());
    if (s != Status::ok) auth_failed(s, "unwrapping");
    sink.put(ByteView(r.data(), n));
}

// One AES variant end to end; G is the GHASH paired with it for GCM (the
// table-free GhashCt with AesCt, PCLMULQDQ-or-ct with the default AesAuto).
template <class C, class G>
void run_aes(const Job& j, Input& in, Sink& sink)
{
    const bool d = j.decrypt;
    switch (j.mode) {
        case Mode::ecb:
            return d ? block_mode<typename Ecb<C>::Decryptor>(j, in, sink)
                     : block_mode<typename Ecb<C>::Encryptor>(j, in, sink);
        case Mode::cbc:
            return d ? block_mode<typename Cbc<C>::Decryptor>(j, in, sink)
                     : block_mode<typename Cbc<C>::Encryptor>(j, in, sink);
        case Mode::cbc_cs2:
            return d ? length_preserving<typename CbcCs2<C>::Decryptor>(j, in, sink)
                     : length_preserving<typename CbcCs2<C>::Encryptor>(j, in, sink);
        case Mode::ctr:
            return length_preserving<typename Ctr<C>::Encryptor>(j, in, sink);
        case Mode::ofb:
            return length_preserving<typename Ofb<C>::Encryptor>(j, in, sink);
        case Mode::cfb:
            return d ? length_preserving<typename Cfb<C>::Decryptor>(j, in, sink)
                     : length_preserving<typename Cfb<C>::Encryptor>(j, in, sink);
        case Mode::xts:
            return d ? xts<typename Xts<C>::Decryptor>(j, in, sink)
                     : xts<typename Xts<C>::Encryptor>(j, in, sink);
        case Mode::gcm:
            return aes_aead<Gcm<C, G>>(j, in, sink);
        case Mode::ccm:
            return aes_aead<Ccm<C>>(j, in, sink);
        case Mode::kw:
        case Mode::kwp:
            return keywrap<C>(j, in, sink);
        case Mode::chacha:
            break;
    }
    fail(kExitInternal, "no AES mode");
}

int run_enc(const Args& args, Output& out)
{
    expect_positional(args, 1, 2, "cipher");
    const Cipher c = find_cipher(args);
    check_options(args, c.mode);
    const std::string_view impl = impl_choice(args, {"small", "fast", "ct"});
    const auto key_hex = args.get("key");
    if (!key_hex) fail(kExitUsage, "missing --key" + see_help(args));
    if (!no_iv(c.mode) && !args.has("iv")) fail(kExitUsage, "missing --iv" + see_help(args));

    Job j{c.mode,
          args.has("decrypt"),
          !args.has("nopad"),
          0,
          hex_option("key", *key_hex),
          hex_option("iv", args.get("iv").value_or("")),
          hex_option("aad", args.get("aad").value_or(""))};
    if (j.key.size() != c.key_len) {
        fail(kExitBadInput, "--key: " + std::to_string(j.key.size()) + " bytes, expected " +
                                std::to_string(c.key_len) + " for " +
                                lowercase(args.positional[0]));
    }
    check_iv(j);
    j.tag_len = aead(c.mode) ? tag_length(args, c.mode) : 0;

    Input in(args.positional.size() > 1 ? args.positional[1] : "-");
    Sink sink(out, args.has("hex"));
    if (c.mode == Mode::chacha)
        chacha(j, in, sink);
    else if (impl == "small")
        run_aes<AesSmall, GhashFast>(j, in, sink);
    else if (impl == "fast")
        run_aes<AesFast, GhashFast>(j, in, sink);
    else if (impl == "ct")
        run_aes<AesCt, GhashCt>(j, in, sink);
    else
        run_aes<AesAuto, GhashClmul>(j, in, sink);
    sink.end();
    return kExitOk;
}

void list_enc(std::string& text)
{
    const char* aes_impl = "impl: small fast ct (default: aesni if present, else ct)";
    for (const ModeInfo& m : kModes) {
        const std::string sizes = m.xts_sizes ? "{128,256}" : "{128,192,256}";
        list_entry(text, "aes-" + sizes + "-" + m.suffix, aes_impl);
    }
    list_entry(text, "chacha20-poly1305", "");
}

constexpr OptionSpec kOptions[] = {{"key", true},      {"iv", true},     {"aad", true},
                                   {"decrypt", false}, {"nopad", false}, {"tag-len", true},
                                   {"impl", true},     {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt enc CIPHER --key HEX [--iv HEX] [--aad HEX] [--decrypt] [--nopad]\n"
    "                  [--tag-len N] [--impl small|fast|ct] [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Encrypts (or with --decrypt, decrypts) FILE (standard input when absent or\n"
    "'-'). The output is raw bytes, or lowercase hex with --hex. Every mode but\n"
    "KW/KWP streams: memory stays constant whatever the input size.\n"
    "\n"
    "CIPHER: aes-{128,192,256}-{ecb,cbc,cbc-cs2,ctr,cfb,ofb,gcm,ccm,kw,kwp},\n"
    "        aes-{128,256}-xts, chacha20-poly1305\n"
    "\n"
    "  ecb, cbc   PKCS#7 padding unless --nopad, as 'openssl enc -K KEY -iv IV'\n"
    "  cbc-cs2    CBC with ciphertext stealing (SP 800-38A Addendum), >= 16 bytes\n"
    "  ctr        --iv is the initial 128-bit big-endian counter block\n"
    "  cfb        CFB128 (openssl -aes-NNN-cfb); ofb: OFB\n"
    "  xts        --key is Key1||Key2 (32 or 64 bytes), --iv the 16-byte tweak;\n"
    "             the input is one data unit, 16 bytes to 16 MiB (SP 800-38E)\n"
    "  gcm, ccm, chacha20-poly1305\n"
    "             output ciphertext||tag; --decrypt takes ciphertext||tag and, on a\n"
    "             bad tag, exits 1 and writes nothing: it reads the input twice\n"
    "             (authenticate, then decrypt), so a pipe is first copied to a\n"
    "             temporary file in $TMPDIR. --iv: GCM any length (12\n"
    "             recommended), CCM 7..13 bytes, ChaCha20-Poly1305 12 bytes\n"
    "  kw, kwp    AES key wrap (SP 800-38F, RFC 3394 / RFC 5649); no --iv; an\n"
    "             unwrap integrity failure exits 1; at most 16 MiB of input\n"
    "\n"
    "Options:\n"
    "  --key HEX      the key (required): 16, 24 or 32 bytes for AES-128/192/256\n"
    "  --iv HEX       the IV, counter block, tweak or nonce\n"
    "  --aad HEX      additional authenticated data (AEAD only)\n"
    "  --decrypt      decrypt instead of encrypt\n"
    "  --nopad        ECB/CBC without padding: the input must be a multiple of 16\n"
    "  --tag-len N    AEAD tag bytes (default 16): GCM 4, 8, 12..16; CCM 4..16 even\n"
    "  --impl V       AES variant: small, fast or ct (same result; default: AES-NI\n"
    "                 when the CPU has it, else ct)\n"
    "  --hex          print lowercase hex and a newline instead of raw bytes\n"
    "  --out FILE     write the result to FILE instead of standard output; on\n"
    "                 failure FILE is left as it was. To standard output, a large\n"
    "                 ECB/CBC decryption with a bad padding has already printed\n"
    "                 all but its last block (as openssl enc); AEAD decryption\n"
    "                 prints nothing before the tag verified\n";

}  // namespace

const Command kEncCommand = {"enc",    "symmetric encryption: AES modes, AEADs, key wrap",
                             kHelp,    kOptions,
                             &run_enc, &list_enc};

}  // namespace ucrypt::cli
