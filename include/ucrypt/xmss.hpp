// SPDX-License-Identifier: Apache-2.0
// ucrypt — XMSS and XMSS^MT signature verification (RFC 8391, NIST SP 800-208).
//
// Verification only: signing is stateful and belongs in an HSM (SP 800-208 §8.1).
// Every input is public, so the code is variable-time (it has no secret).
//
// Parameter sets (WOTS+ with w = 16 throughout) are selected at run time by the
// 32-bit OID at the front of the public key, from a constexpr table:
//   XMSS     RFC 8391 §5.3 0x01-0x0C: SHA2_{10,16,20}_{256,512},
//                                     SHAKE_{10,16,20}_{256,512} (SHAKE128 / SHAKE256)
//            SP 800-208 §5  0x0D-0x15: SHA2_*_192, SHAKE256_*_256, SHAKE256_*_192
//   XMSS^MT  RFC 8391 §5.4 0x01-0x20: {SHA2,SHAKE}_{20/2,20/4,40/2,40/4,40/8,60/3,
//                                     60/6,60/12}_{256,512}
//            SP 800-208 §5  0x21-0x38: SHA2_*_192, SHAKE256_*_256, SHAKE256_*_192
// XMSS and XMSS^MT OIDs overlap, so the caller says which (XmssKind).
//
// Encodings (RFC 8391 §4.1.7, §4.1.8, §4.2.4, §4.2.5, as the reference code
// and Botan 2 serialise them):
//   public key  OID (4 bytes, big endian) || root (n) || SEED (n)
//   signature   idx (4 bytes for XMSS, ceil(h/8) for XMSS^MT, big endian) || r (n)
//               || d x ( WOTS+ signature (len*n) || authentication path (h/d * n) )
//
//   Verdict v = XmssVerifier::verify(XmssKind::xmss, pk, msg, sig);   // v.ok()
// Streaming (H_msg hashes r || root || idx before the message, so the message
// can arrive in pieces; the signature and public key must stay readable until
// finish(), the verifier keeps views of them):
//   XmssVerifier v; Status s = v.begin(XmssKind::xmss, pk, sig);
//   v.update(chunk); ...;  Verdict r = v.finish();
//
// Statuses: not_supported (unknown OID), invalid_length (public key or
// signature of the wrong size for its OID), invalid_encoding (leaf index
// beyond 2^h - 1), verify_failed (the root does not match), bad_state
// (update/finish without a successful begin). On any error finish() and
// verify() return a fault_check other than kFaultCheckOk.
//
// Memory: no workspace. The L-tree (RFC 8391 §4.1.5) is compressed on the fly
// with a stack of 10 nodes instead of the len*n array (8 KiB for n = 64).
// sizeof(XmssVerifier) is 888 bytes on Cortex-M4 (one state of each hash it
// may need). Stack measured with GCC -O2 -fstack-usage on Cortex-M4, summed
// along the deepest path: verify() ~4.0 KB for the SHA-512 sets (928-byte
// frame holding the verifier, 496 + 1,448 + 552 for the tree walk, 520 for
// the SHA-512 compression), ~3.6 KB for SHA-256; begin/update/finish on a
// caller-owned verifier need ~3.1 KB of that.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/bytes.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt {

// XMSS (one tree) or XMSS^MT (a hypertree), RFC 8391 §4.1 / §4.2.
enum class XmssKind : std::uint8_t { xmss = 1, xmss_mt = 2 };
// The hash behind F, H, H_msg and PRF (RFC 8391 §5.1, §5.2; SP 800-208 §5):
// sha2 is SHA-256 for n = 32 and n = 24 (truncated), SHA-512 for n = 64.
enum class XmssHash : std::uint8_t { sha2 = 1, shake128 = 2, shake256 = 3 };

// One parameter set of RFC 8391 §5.3 / §5.4 or SP 800-208 §5.
struct XmssParams {
    XmssKind kind;         // XMSS or XMSS^MT
    std::uint32_t oid;     // the OID of the public key's first 4 bytes
    XmssHash hash;         // hash function family
    std::uint8_t n;        // hash output and node size in bytes: 24, 32 or 64
    std::uint8_t pad_len;  // length of the toByte(i, .) domain prefix (SP 800-208: 4 for n = 24)
    std::uint8_t h;        // total tree height
    std::uint8_t d;        // layers (1 for XMSS)

    // RFC 8391 §3.1.1 with w = 16: len_1 = 2n, len_2 = 3 for n in {24, 32, 64}.
    constexpr std::size_t wots_len() const noexcept { return 2u * n + 3u; }
    constexpr std::size_t tree_height() const noexcept { return h / d; }
    constexpr std::size_t idx_size() const noexcept
    {
        return kind == XmssKind::xmss ? 4u : (h + 7u) / 8u;
    }
    constexpr std::size_t public_key_size() const noexcept { return 4u + 2u * n; }
    constexpr std::size_t signature_size() const noexcept
    {
        return idx_size() + n + d * wots_len() * n + std::size_t{h} * n;
    }
};

// nullptr when the OID is not in the table.
const XmssParams* xmss_find_params(XmssKind kind, std::uint32_t oid) noexcept;

// The largest n and public key, in bytes.
inline constexpr std::size_t kXmssMaxN = 64;
inline constexpr std::size_t kXmssMaxPublicKeySize = 4 + 2 * kXmssMaxN;

// XMSS / XMSS^MT verification: one call, or streamed over the message.
class XmssVerifier {
public:
    // RFC 8391 §4.1.10 (XMSS) and §4.2.5 (XMSS^MT).
    static Verdict verify(XmssKind kind, ByteView pk, ByteView msg, ByteView sig) noexcept;

    XmssVerifier() noexcept = default;
    // Starts a streamed verification of sig under pk: Status::ok,
    // invalid_length (pk or sig of the wrong size), not_supported (unknown
    // OID) or invalid_encoding (leaf index out of range).
    Status begin(XmssKind kind, ByteView pk, ByteView sig) noexcept;
    void update(ByteView chunk) noexcept;  // ignored unless begin() succeeded
    Verdict finish() noexcept;             // then begin() again before reuse

private:
    const XmssParams* p_ = nullptr;
    ByteView sig_{};
    std::uint8_t pk_[kXmssMaxPublicKeySize] = {};
    Sha256 sha256_;
    Sha512 sha512_;
    Shake128 shake128_;
    Shake256 shake256_;
    Status state_ = Status::bad_state;
};

}  // namespace ucrypt
