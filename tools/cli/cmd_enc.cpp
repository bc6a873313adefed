// ucrypt enc CIPHER --key HEX [--iv HEX] [--aad HEX] [--decrypt] [--nopad]
//                   [--tag-len N] [--impl small|fast|ct] [--hex] [FILE]
// Symmetric encryption (docs/CLI.md): the SP 800-38A modes with PKCS#7
// padding (RFC 5652 §6.3) as `openssl enc` writes it, CBC-CS2 (38A Addendum),
// XTS (SP 800-38E), GCM (SP 800-38D), CCM (SP 800-38C), KW/KWP (SP 800-38F)
// and ChaCha20-Poly1305 (RFC 8439).
#include <algorithm>
#include <cstdint>
#include <string>

#include "command.hpp"
#include "io.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/keywrap.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/padding.hpp"

namespace ucrypt::cli {

namespace {

enum class Mode { ecb, cbc, cbc_cs2, ctr, cfb, ofb, xts, gcm, ccm, kw, kwp, chacha };

struct ModeInfo {
    const char* suffix;  // after "aes-NNN-"
    Mode mode;
    bool xts_sizes;      // key sizes 128 and 256 only, two keys
};

constexpr ModeInfo kModes[] = {
    {"ecb", Mode::ecb, false},  {"cbc", Mode::cbc, false}, {"cbc-cs2", Mode::cbc_cs2, false},
    {"ctr", Mode::ctr, false},  {"cfb", Mode::cfb, false}, {"ofb", Mode::ofb, false},
    {"xts", Mode::xts, true},   {"gcm", Mode::gcm, false}, {"ccm", Mode::ccm, false},
    {"kw", Mode::kw, false},    {"kwp", Mode::kwp, false},
};

struct Cipher {
    Mode mode;
    std::size_t key_len;  // bytes
};

bool padded(Mode m) { return m == Mode::ecb || m == Mode::cbc; }
bool aead(Mode m) { return m == Mode::gcm || m == Mode::ccm || m == Mode::chacha; }
bool no_iv(Mode m) { return m == Mode::ecb || m == Mode::kw || m == Mode::kwp; }

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
    case Mode::gcm: ok = n >= 1; want = "at least 1 byte (12 recommended)"; break;  // 38D §5.2.1.1
    case Mode::ccm: ok = n >= 7 && n <= 13; want = "7 to 13 bytes"; break;       // 38C §A.1
    case Mode::chacha: ok = n == 12; want = "12 bytes"; break;                   // RFC 8439 §2.8
    case Mode::ecb:
    case Mode::kw:
    case Mode::kwp: return;
    default: ok = n == 16; break;
    }
    if (!ok) fail(kExitBadInput, "--iv: " + std::to_string(n) + " bytes, expected " + want);
}

std::size_t tag_length(const Args& args, Mode m)
{
    const auto text = args.get("tag-len");
    if (!text) return 16;
    const std::size_t n = length_option("tag-len", *text, 4, 16);
    const bool ok = m == Mode::gcm ? gcm_tag_size_ok(n) : m == Mode::ccm ? ccm_tag_size_ok(n) : n == 16;
    if (!ok) {
        const char* allowed = m == Mode::gcm   ? "4, 8 or 12 to 16 (SP 800-38D §5.2.1.2)"
                              : m == Mode::ccm ? "4, 6, 8, 10, 12, 14 or 16 (SP 800-38C §A.1)"
                                               : "16 (RFC 8439)";
        fail(kExitBadInput, "--tag-len: " + std::to_string(n) + " is not allowed, expected " + allowed);
    }
    return n;
}

// The result: buf[0, len) is the output.
struct Result {
    SecretBytes buf;
    std::size_t len = 0;
};

Result sized(std::size_t n)
{
    Result r{SecretBytes(n), n};
    return r;
}

void check(Status s, const std::string& what)
{
    if (s != Status::ok) fail(kExitBadInput, what + ": " + to_string(s));
}

// An AEAD or key-unwrap failure: exit 1, nothing written.
[[noreturn]] void auth_failed(Status s, const char* what)
{
    if (s == Status::verify_failed || s == Status::ok) {
        fail(kExitVerifyFailed, std::string(what) + ": authentication failed (wrong key, IV, AAD or tag, or altered data)");
    }
    fail(kExitBadInput, std::string(what) + ": " + to_string(s));
}

// ECB and CBC with PKCS#7 (RFC 5652 §6.3) unless --nopad.
template <class C>
Result block_mode(const Job& j, ByteView in)
{
    const bool ecb = j.mode == Mode::ecb;
    const auto crypt = [&](ByteView src, ByteSpan dst) {
        if (ecb) return j.decrypt ? Ecb<C>::decrypt(j.key.view(), src, dst) : Ecb<C>::encrypt(j.key.view(), src, dst);
        return j.decrypt ? Cbc<C>::decrypt(j.key.view(), j.iv.view(), src, dst)
                         : Cbc<C>::encrypt(j.key.view(), j.iv.view(), src, dst);
    };
    if (j.decrypt && j.pad && in.empty()) {
        fail(kExitBadInput, "the input is empty: a PKCS#7-padded ciphertext has at least one block");
    }
    if (in.size() % 16 != 0 && (j.decrypt || !j.pad)) {
        fail(kExitBadInput, "the input has " + std::to_string(in.size()) +
                                " bytes, not a multiple of the 16-byte block" +
                                (j.pad ? "" : " (--nopad)"));
    }
    if (!j.decrypt) {
        SecretBytes padded;
        ByteView src = in;
        if (j.pad) {
            padded = SecretBytes(pkcs7_padded_size(in.size()));
            std::size_t n = 0;
            check(pkcs7_pad(in, padded.span(), n), "padding");
            src = padded.view();
        }
        Result r = sized(src.size());
        check(crypt(src, r.buf.span()), "encryption");
        return r;
    }
    Result r = sized(in.size());
    check(crypt(in, r.buf.span()), "decryption");
    if (j.pad && pkcs7_unpad(r.buf.view(), r.len) != Status::ok) {
        fail(kExitBadInput, "bad decrypt: the padding is malformed (wrong key or IV, or not PKCS#7 padded)");
    }
    return r;
}

// CTR, CFB128, OFB, CBC-CS2, XTS: output length = input length.
template <class C>
Result length_preserving(const Job& j, ByteView in)
{
    const ByteView k = j.key.view(), iv = j.iv.view();
    Result r = sized(in.size());
    const ByteSpan o = r.buf.span();
    const bool d = j.decrypt;
    Status s = Status::internal_error;
    switch (j.mode) {
    case Mode::ctr: s = Ctr<C>::encrypt(k, iv, in, o); break;
    case Mode::ofb: s = Ofb<C>::encrypt(k, iv, in, o); break;
    case Mode::cfb: s = d ? Cfb<C>::decrypt(k, iv, in, o) : Cfb<C>::encrypt(k, iv, in, o); break;
    case Mode::cbc_cs2:
        if (in.size() < 16) fail(kExitBadInput, "CBC-CS2 needs at least 16 bytes of input");
        s = d ? CbcCs2<C>::decrypt(k, iv, in, o) : CbcCs2<C>::encrypt(k, iv, in, o);
        break;
    case Mode::xts:
        if (in.size() < 16) fail(kExitBadInput, "XTS needs at least 16 bytes of input");
        s = d ? Xts<C>::decrypt(k, iv, in, o) : Xts<C>::encrypt(k, iv, in, o);
        if (s == Status::invalid_key) fail(kExitBadInput, "--key: XTS needs two different keys (Key1 != Key2)");
        break;
    default: break;
    }
    check(s, d ? "decryption" : "encryption");
    return r;
}

// GCM and CCM: ciphertext || tag.
template <class A>
Result aes_aead(const Job& j, ByteView in)
{
    A a;
    check(a.set_key(j.key.view()), "--key");
    if (!j.decrypt) {
        Result r = sized(in.size() + j.tag_len);
        const ByteSpan o = r.buf.span();
        check(a.encrypt(j.iv.view(), j.aad.view(), in, o.first(in.size()), o.subspan(in.size())), "encryption");
        return r;
    }
    if (in.size() < j.tag_len) {
        fail(kExitBadInput, "the input is shorter than the " + std::to_string(j.tag_len) + "-byte tag");
    }
    const std::size_t n = in.size() - j.tag_len;
    Result r = sized(n);
    const Verdict v = a.decrypt(j.iv.view(), j.aad.view(), in.first(n), in.subspan(n), r.buf.span());
    if (!v.ok()) auth_failed(v.status, "decryption");
    return r;
}

// KW and KWP (SP 800-38F §6.2, §6.3); an integrity failure is exit 1.
template <class C>
Result keywrap(const Job& j, ByteView in)
{
    KeyWrap<C> kw;
    check(kw.set_key(j.key.view()), "--key");
    const bool pad = j.mode == Mode::kwp;
    if (!j.decrypt) {
        const std::size_t n = pad ? KeyWrap<C>::kwp_wrapped_size(in.size()) : in.size() + 8;
        Result r = sized(n);
        const Status s = pad ? kw.wrap_pad(in, r.buf.span()) : kw.wrap(in, r.buf.span());
        if (s == Status::invalid_length) {
            fail(kExitBadInput, pad ? "KWP wraps 1 to 2^32 - 1 bytes"
                                    : "KW wraps a multiple of 8 bytes, at least 16");
        }
        check(s, "wrapping");
        return r;
    }
    const bool len_ok = pad ? in.size() >= 16 && in.size() % 8 == 0 : in.size() >= 24 && in.size() % 8 == 0;
    if (!len_ok) {
        fail(kExitBadInput, std::string("the wrapped key has ") + std::to_string(in.size()) +
                                " bytes; " + (pad ? "KWP" : "KW") + " expects a multiple of 8, at least " +
                                (pad ? "16" : "24"));
    }
    Result r = sized(in.size() - 8);
    const Status s = pad ? kw.unwrap_pad(in, r.buf.span(), r.len) : kw.unwrap(in, r.buf.span());
    if (s != Status::ok) auth_failed(s, "unwrapping");
    return r;
}

// RFC 8439 §2.8: ciphertext || 16-byte tag; the one-shot decrypt writes
// plaintext only after the tag verified.
Result chacha(const Job& j, ByteView in)
{
    const FixedView<32> key(j.key.data(), 32);
    const FixedView<12> nonce(j.iv.data(), 12);
    if (!j.decrypt) {
        Result r = sized(in.size() + 16);
        const ByteSpan o = r.buf.span();
        check(ChaCha20Poly1305::encrypt(key, nonce, j.aad.view(), in, o.first(in.size()),
                                        o.subspan(in.size()).first<16>()),
              "encryption");
        return r;
    }
    if (in.size() < 16) fail(kExitBadInput, "the input is shorter than the 16-byte tag");
    const std::size_t n = in.size() - 16;
    Result r = sized(n);
    const Verdict v = ChaCha20Poly1305::decrypt(key, nonce, j.aad.view(), in.first(n),
                                                in.subspan(n).first<16>(), r.buf.span());
    if (!v.ok()) auth_failed(v.status, "decryption");
    return r;
}

// One AES variant end to end; G is the GHASH paired with it for GCM (the
// table-free GhashCt with AesCt, PCLMULQDQ-or-ct with the default AesAuto).
template <class C, class G>
Result run_aes(const Job& j, ByteView in)
{
    switch (j.mode) {
    case Mode::ecb:
    case Mode::cbc: return block_mode<C>(j, in);
    case Mode::gcm: return aes_aead<Gcm<C, G>>(j, in);
    case Mode::ccm: return aes_aead<Ccm<C>>(j, in);
    case Mode::kw:
    case Mode::kwp: return keywrap<C>(j, in);
    default: return length_preserving<C>(j, in);
    }
}

// The whole input in one wiped buffer (AEAD decryption needs the tag at the
// end before anything is released). Growing copies the old buffer, which
// SecretBytes wipes when it is replaced.
SecretBytes read_all(const std::string& path, std::size_t& len)
{
    SecretBytes buf(kChunkSize);
    len = 0;
    read_input(path, [&](ByteView chunk) {
        if (buf.size() - len < chunk.size()) {
            SecretBytes bigger(2 * buf.size() + chunk.size());
            std::copy(buf.data(), buf.data() + len, bigger.data());
            buf = std::move(bigger);
        }
        std::copy(chunk.begin(), chunk.end(), buf.data() + len);
        len += chunk.size();
    });
    return buf;
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

    Job j{c.mode, args.has("decrypt"), !args.has("nopad"), 0, hex_option("key", *key_hex),
          hex_option("iv", args.get("iv").value_or("")), hex_option("aad", args.get("aad").value_or(""))};
    if (j.key.size() != c.key_len) {
        fail(kExitBadInput, "--key: " + std::to_string(j.key.size()) + " bytes, expected " +
                                std::to_string(c.key_len) + " for " + lowercase(args.positional[0]));
    }
    check_iv(j);
    j.tag_len = aead(c.mode) ? tag_length(args, c.mode) : 0;

    std::size_t len = 0;
    const SecretBytes input = read_all(args.positional.size() > 1 ? args.positional[1] : "-", len);
    const ByteView in(input.data(), len);
    Result r;
    if (c.mode == Mode::chacha) r = chacha(j, in);
    else if (impl == "small") r = run_aes<AesSmall, GhashFast>(j, in);
    else if (impl == "fast") r = run_aes<AesFast, GhashFast>(j, in);
    else if (impl == "ct") r = run_aes<AesCt, GhashCt>(j, in);
    else r = run_aes<AesAuto, GhashClmul>(j, in);

    const ByteView result(r.buf.data(), r.len);
    if (args.has("hex")) out.line(to_hex(result));
    else out.write(std::string_view(reinterpret_cast<const char*>(result.data()), result.size()));
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

constexpr OptionSpec kOptions[] = {{"key", true},  {"iv", true},     {"aad", true},
                                   {"decrypt", false}, {"nopad", false}, {"tag-len", true},
                                   {"impl", true}, {"hex", false}};

constexpr const char* kHelp =
    "Usage: ucrypt enc CIPHER --key HEX [--iv HEX] [--aad HEX] [--decrypt] [--nopad]\n"
    "                  [--tag-len N] [--impl small|fast|ct] [--hex] [--out FILE] [FILE]\n"
    "\n"
    "Encrypts (or with --decrypt, decrypts) FILE (standard input when absent or\n"
    "'-'). The output is raw bytes, or lowercase hex with --hex.\n"
    "\n"
    "CIPHER: aes-{128,192,256}-{ecb,cbc,cbc-cs2,ctr,cfb,ofb,gcm,ccm,kw,kwp},\n"
    "        aes-{128,256}-xts, chacha20-poly1305\n"
    "\n"
    "  ecb, cbc   PKCS#7 padding unless --nopad, as 'openssl enc -K KEY -iv IV'\n"
    "  cbc-cs2    CBC with ciphertext stealing (SP 800-38A Addendum), >= 16 bytes\n"
    "  ctr        --iv is the initial 128-bit big-endian counter block\n"
    "  cfb        CFB128 (openssl -aes-NNN-cfb); ofb: OFB\n"
    "  xts        --key is Key1||Key2 (32 or 64 bytes), --iv the 16-byte tweak\n"
    "  gcm, ccm, chacha20-poly1305\n"
    "             output ciphertext||tag; --decrypt takes ciphertext||tag and, on a\n"
    "             bad tag, exits 1 and writes nothing. --iv: GCM any length (12\n"
    "             recommended), CCM 7..13 bytes, ChaCha20-Poly1305 12 bytes\n"
    "  kw, kwp    AES key wrap (SP 800-38F, RFC 3394 / RFC 5649); no --iv; an\n"
    "             unwrap integrity failure exits 1\n"
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
    "  --out FILE     write the result to FILE instead of standard output\n";

}  // namespace

const Command kEncCommand = {"enc", "symmetric encryption: AES modes, AEADs, key wrap", kHelp, kOptions,
                             &run_enc, &list_enc};

}  // namespace ucrypt::cli
