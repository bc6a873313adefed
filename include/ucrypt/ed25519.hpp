// SPDX-License-Identifier: Apache-2.0
// ucrypt — Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032 §5.1).
//
// Variants are types, all compiled and tested (DESIGN §3):
//   math   Curve25519Small | Curve25519SuperFast  (see x25519.hpp; both
//          hash with Sha512Small, the compact SHA-512)
//   table  Ed25519OptLow   radix-16 window, jB, j<=8:                 768 bytes
//          Ed25519OptHigh  radix-8 comb, 4 teeth j*2^(66k)*B, j<=4: 1,536 bytes
// Fixed-base multiplication (key generation, signing) is constant-time: the
// table is read by a full scan with masked selects. Verification is
// variable-time over public data only (core::..._vartime).
//
// One call:
//   Ed::public_key(seed, pk);
//   Ed::sign(seed, msg, sig);                                 // Ed25519
//   Ed::sign(seed, msg, sig, Ed25519Domain::ctx(context));    // Ed25519ctx
//   Ed::sign(seed, msg, sig, Ed25519Domain::ph(context));     // Ed25519ph
//   Ed::sign_keypair(seed_pub, msg, sig);      // 64-byte seed ‖ public key
//   Verdict v = Ed::verify(pk, msg, sig, domain);             // v.ok()
// sign() derives the public key from the seed itself (one more fixed-base
// multiplication) rather than trusting a caller-supplied one: signing with a
// wrong public key and the same nonce would reveal the secret scalar.
//
// Streaming verification (a firmware image that does not fit in RAM):
//   Ed::Verifier v; Status s = v.init(pk, sig, domain);
//   v.update(chunk); ...;  Verdict r = v.finish(ws);  // check_workspace_size
// Signing a large message takes two passes over the same bytes, because the
// nonce r = H(prefix || M) is needed before the challenge H(R || A || M):
//   Ed::Signer s; s.init(seed, domain);
//   s.update(chunk)...;  s.next_pass();       // pass 1: the nonce
//   s.update(chunk)...;  s.finish(sig);       // pass 2: the challenge
// Pass 2 also recomputes the nonce hash; if the bytes of the two passes
// differ, finish() returns Status::internal_error and a zeroed signature
// (releasing it would sign two messages with one nonce and leak the key).
// Ed25519ph needs one pass: hash M with SHA-512 and call sign_prehashed();
// Verifier handles ph by hashing the streamed message itself.
//
// Fault countermeasure: SignCheck::verify_after_sign recomputes [S]B - [k]A
// and compares it with R before releasing the signature (internal_error and a
// zeroed signature otherwise); it costs about one verification.
//
// Verification (RFC 8032 §5.1.7) rejects S >= L and non-canonical encodings
// of A (y >= p, or x = 0 with the sign bit set, §5.1.3), and checks the
// COFACTORLESS equation by encoding: encode([S]B - [k]A) == R byte for byte,
// which also rejects non-canonical R. Statuses: invalid_length (context over
// 255 bytes, or empty for Ed25519ctx), invalid_encoding (A or S rejected),
// verify_failed, bad_state (calls out of order), workspace_too_small. On
// error, signatures are zeroed.
//
// Workspace: the big temporaries (SHA-512 state, point temporaries, the
// verification's eight multiples of A) live in a caller-supplied buffer
// (std::span<std::byte>, any alignment) of at least these many bytes, the
// same for all four variants; a shorter one gives workspace_too_small before
// anything is written to it. Signing wipes the part it used before returning.
//   sign_workspace_size         760  sign, sign_keypair, sign_prehashed
//   sign_check_workspace_size 1,992  the same with SignCheck::verify_after_sign
//   verify_workspace_size     1,768  verify, verify_prehashed
//   check_workspace_size      1,672  Verifier::finish; Signer::finish with
//                                    verify_after_sign (empty span otherwise)
//   alignas(8) std::byte ws[Ed::sign_workspace_size];
//   Ed::sign(seed, msg, sig, ws, Ed25519Domain::ctx(context));
// The streaming Verifier keeps its two hash states in the object (520 bytes
// on Cortex-M and 64-bit hosts, placed by the caller) and takes the workspace
// at finish(); the two-pass Signer keeps its state in the object (840 bytes)
// and needs no workspace unless verify_after_sign. The overloads without a workspace are host
// conveniences: they put the largest workspace on the stack.
// Stack measured on Cortex-M4 (GCC -O2, 1023-byte message, workspace API,
// bench/firmware/eddsa_rows.cpp), Small+OptLow / Small+OptHigh /
// SuperFast+OptLow / SuperFast+OptHigh: sign 1,100 / 1,132 / 1,100 / 1,132
// bytes; verify 988 / 1,020 / 988 / 1,020 bytes.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "ucrypt/bytes.hpp"
#include "ucrypt/detail/variants.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/x25519.hpp"

namespace ucrypt {

// Sizes in bytes: secret seed, public key, signature, Ed25519ph pre-hash
// (SHA-512), and the longest context string.
inline constexpr std::size_t kEd25519SeedSize = 32;
inline constexpr std::size_t kEd25519PublicKeySize = 32;
inline constexpr std::size_t kEd25519SignatureSize = 64;
inline constexpr std::size_t kEd25519PrehashSize = 64;
inline constexpr std::size_t kEd25519MaxContextSize = 255;

// Table variant: radix-16 window (see above).
struct Ed25519OptLow {
    // Bytes of the constant table.
    static constexpr std::size_t table_bytes = 768;
};
// Table variant: radix-8 comb with 4 teeth (see above).
struct Ed25519OptHigh {
    // Bytes of the constant table.
    static constexpr std::size_t table_bytes = 1536;
};

// The scheme: Ed25519, Ed25519ctx or Ed25519ph (RFC 8032 §5.1).
enum class Ed25519Flavor : std::uint8_t { pure = 1, ctx = 2, ph = 3 };

// RFC 8032 §5.1: which of the three schemes, and its context string (ctx: 1..255
// bytes; ph: 0..255 bytes; pure: none). The context is borrowed, not copied.
struct Ed25519Domain {
    Ed25519Flavor flavor = Ed25519Flavor::pure;  // the scheme
    ByteView context{};                          // its context string

    // The domain of Ed25519.
    static constexpr Ed25519Domain pure() noexcept { return {}; }
    // The domain of Ed25519ctx with context c.
    static constexpr Ed25519Domain ctx(ByteView c) noexcept { return {Ed25519Flavor::ctx, c}; }
    // The domain of Ed25519ph with context c.
    static constexpr Ed25519Domain ph(ByteView c = {}) noexcept { return {Ed25519Flavor::ph, c}; }
};

// Whether signing verifies its signature before releasing it (see above).
enum class SignCheck : std::uint8_t { none = 0, verify_after_sign = 1 };

// A caller-supplied working buffer (any alignment).
using Workspace = std::span<std::byte>;

// Workspace bytes (see the top of this file), 8 bytes of alignment slack included.
inline constexpr std::size_t kEd25519SignWorkspaceSize = 760;
inline constexpr std::size_t kEd25519SignCheckWorkspaceSize = 1992;
inline constexpr std::size_t kEd25519VerifyWorkspaceSize = 1768;
inline constexpr std::size_t kEd25519CheckWorkspaceSize = 1672;

namespace detail {
// Both math variants hash with the compact SHA-512: the unrolled one is about
// 6.4 KB more code on Cortex-M4 for about 4% of the cycles of a signature of
// a 1023-byte message (model estimates; issue 7: CMOX's code-size rows).
template <class Math>
struct Ed25519Hash {
    using type = Sha512Small;
};
}  // namespace detail

// Ed25519 with field arithmetic Math and fixed-base table Table (see above).
template <class Math, class Table>
class Ed25519 {
public:
    // The SHA-512 used (Sha512Small for both maths).
    using Hash = typename detail::Ed25519Hash<Math>::type;
    // Sizes in bytes: seed, public key, signature, the table, and the
    // workspaces (see above).
    static constexpr std::size_t seed_size = kEd25519SeedSize;
    static constexpr std::size_t public_key_size = kEd25519PublicKeySize;
    static constexpr std::size_t signature_size = kEd25519SignatureSize;
    static constexpr std::size_t table_bytes = Table::table_bytes;
    static constexpr std::size_t sign_workspace_size = kEd25519SignWorkspaceSize;
    static constexpr std::size_t sign_check_workspace_size = kEd25519SignCheckWorkspaceSize;
    static constexpr std::size_t verify_workspace_size = kEd25519VerifyWorkspaceSize;
    static constexpr std::size_t check_workspace_size = kEd25519CheckWorkspaceSize;

    // RFC 8032 §5.1.5.
    static Status public_key(FixedView<32> seed, FixedSpan<32> pub) noexcept;
    // RFC 8032 §5.1.6 (for ph, msg is the message; it is hashed here).
    static Status sign(FixedView<32> seed, ByteView msg, FixedSpan<64> sig, Workspace ws,
                       Ed25519Domain dom = {}, SignCheck check = SignCheck::none) noexcept;
    // RFC 8032 §5.1.7.
    static Verdict verify(FixedView<32> pub, ByteView msg, FixedView<64> sig, Workspace ws,
                          Ed25519Domain dom = {}) noexcept;
    // RFC 8032 §5.1.6 from a 64-byte secret key seed ‖ public key (the
    // libsodium and CMOX form): one fixed-base multiplication fewer than
    // sign(). The public key is trusted: a wrong one with the same seed and
    // message yields a signature that reveals the secret scalar, so pass
    // SignCheck::verify_after_sign unless the key pair is known to match.
    static Status sign_keypair(FixedView<64> keypair, ByteView msg, FixedSpan<64> sig, Workspace ws,
                               Ed25519Domain dom = {}, SignCheck check = SignCheck::none) noexcept;
    // Ed25519ph with PH(M) = SHA-512(M) computed by the caller.
    static Status sign_prehashed(FixedView<32> seed, FixedView<64> prehash, FixedSpan<64> sig,
                                 Workspace ws, ByteView context = {},
                                 SignCheck check = SignCheck::none) noexcept;
    // Ed25519ph verification with PH(M) = SHA-512(M) computed by the caller.
    static Verdict verify_prehashed(FixedView<32> pub, FixedView<64> prehash, FixedView<64> sig,
                                    Workspace ws, ByteView context = {}) noexcept;

    // Host conveniences: the same with the workspace on the stack.
    static Status sign(FixedView<32> seed, ByteView msg, FixedSpan<64> sig, Ed25519Domain dom = {},
                       SignCheck check = SignCheck::none) noexcept
    {
        alignas(8) std::byte ws[sign_check_workspace_size];
        return sign(seed, msg, sig, Workspace(ws), dom, check);
    }
    static Verdict verify(FixedView<32> pub, ByteView msg, FixedView<64> sig,
                          Ed25519Domain dom = {}) noexcept
    {
        alignas(8) std::byte ws[verify_workspace_size];
        return verify(pub, msg, sig, Workspace(ws), dom);
    }
    static Status sign_keypair(FixedView<64> keypair, ByteView msg, FixedSpan<64> sig,
                               Ed25519Domain dom = {}, SignCheck check = SignCheck::none) noexcept
    {
        alignas(8) std::byte ws[sign_check_workspace_size];
        return sign_keypair(keypair, msg, sig, Workspace(ws), dom, check);
    }
    static Status sign_prehashed(FixedView<32> seed, FixedView<64> prehash, FixedSpan<64> sig,
                                 ByteView context = {}, SignCheck check = SignCheck::none) noexcept
    {
        alignas(8) std::byte ws[sign_check_workspace_size];
        return sign_prehashed(seed, prehash, sig, Workspace(ws), context, check);
    }
    static Verdict verify_prehashed(FixedView<32> pub, FixedView<64> prehash, FixedView<64> sig,
                                    ByteView context = {}) noexcept
    {
        alignas(8) std::byte ws[verify_workspace_size];
        return verify_prehashed(pub, prehash, sig, Workspace(ws), context);
    }

    // Streaming verification (see above); the destructor wipes the state.
    class Verifier {
    public:
        Verifier() noexcept = default;
        ~Verifier();
        // Starts a verification of sig under pub: Status::ok, or for a bad
        // domain invalid_length (context too long, or empty for ctx) or
        // invalid_argument (a context with pure).
        Status init(FixedView<32> pub, FixedView<64> sig, Ed25519Domain dom = {}) noexcept;
        void update(ByteView chunk) noexcept;  // ignored unless init() succeeded
        // Then init() again before reuse. ws: check_workspace_size bytes.
        Verdict finish(Workspace ws) noexcept;
        Verdict finish() noexcept  // host convenience: the workspace on the stack
        {
            alignas(8) std::byte ws[check_workspace_size];
            return finish(Workspace(ws));
        }

    private:
        Hash h_;   // pure/ctx: the challenge hash; ph: PH(M)
        Hash hk_;  // ph only: the challenge hash, waiting for PH(M)
        std::uint8_t pub_[32] = {};
        std::uint8_t sig_[64] = {};
        Ed25519Flavor flavor_ = Ed25519Flavor::pure;
        Status state_ = Status::bad_state;
    };

    // Two-pass signing of Ed25519 / Ed25519ctx (not ph: see sign_prehashed).
    class Signer {
    public:
        Signer() noexcept = default;
        ~Signer();
        Signer(const Signer&) = delete;
        Signer& operator=(const Signer&) = delete;
        // Starts pass 1: Status::ok, invalid_argument (dom is Ed25519ph, or a
        // context with pure) or invalid_length (context too long, or empty
        // for ctx).
        Status init(FixedView<32> seed, Ed25519Domain dom = {}) noexcept;
        // Absorbs the next chunk of the message in the current pass (ignored
        // before init).
        void update(ByteView chunk) noexcept;
        // Ends pass 1 (the nonce) and starts pass 2: Status::bad_state unless
        // in pass 1.
        Status next_pass() noexcept;
        // ws: check_workspace_size bytes for verify_after_sign, else may be empty.
        Status finish(FixedSpan<64> sig, Workspace ws, SignCheck check) noexcept;
        Status finish(FixedSpan<64> sig, SignCheck check = SignCheck::none) noexcept
        {
            if (check == SignCheck::none) return finish(sig, Workspace(), check);
            alignas(8) std::byte ws[check_workspace_size];  // host convenience
            return finish(sig, Workspace(ws), check);
        }

    private:
        Hash h_;   // pass 1: nonce hash; pass 2: challenge hash
        Hash hr_;  // pass 2: the nonce hash again, to check both passes agree
        std::uint8_t prefix_[32] = {};
        std::uint8_t scalar_[32] = {};  // s, clamped (RFC 8032 §5.1.5 step 2)
        std::uint8_t pub_[32] = {};
        std::uint8_t r_[32] = {};  // nonce mod L
        std::uint8_t big_r_[32] = {};
        std::uint8_t ctx_[kEd25519MaxContextSize] = {};
        std::uint8_t ctx_len_ = 0;
        Ed25519Flavor flavor_ = Ed25519Flavor::pure;
        std::uint8_t pass_ = 0;  // 0: not initialised, 1, 2
        void clear() noexcept;
    };
};

#define UCRYPT_ED25519_EXTERN(B, A) extern template class Ed25519<A, B>;
#define UCRYPT_ED25519_EXTERN_OUTER(A) UCRYPT_ED25519_TABLES(UCRYPT_ED25519_EXTERN, A)
UCRYPT_CURVE25519_FIELDS(UCRYPT_ED25519_EXTERN_OUTER)
#undef UCRYPT_ED25519_EXTERN_OUTER
#undef UCRYPT_ED25519_EXTERN

// The four variants by name.
using Ed25519SmallOptLow = Ed25519<Curve25519Small, Ed25519OptLow>;
using Ed25519SmallOptHigh = Ed25519<Curve25519Small, Ed25519OptHigh>;
using Ed25519SuperFastOptLow = Ed25519<Curve25519SuperFast, Ed25519OptLow>;
using Ed25519SuperFastOptHigh = Ed25519<Curve25519SuperFast, Ed25519OptHigh>;

}  // namespace ucrypt
