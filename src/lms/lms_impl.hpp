// SPDX-License-Identifier: Apache-2.0
// ucrypt — LMS/HSS internals shared by verification and signing (private).
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/lms.hpp"
#include "ucrypt/status.hpp"

namespace ucrypt::core::lms {

// RFC 8554 §3.3 / §4.1 / §5.3 domain-separation constants.
inline constexpr std::uint16_t kDPblc = 0x8080;
inline constexpr std::uint16_t kDMesg = 0x8181;
inline constexpr std::uint16_t kDLeaf = 0x8282;
inline constexpr std::uint16_t kDIntr = 0x8383;
// RFC 8554 Appendix A uses j = 0xFF with a 16-bit i below 0xFFFD for the
// private values; the 0xFFFD..0xFFFF values of i are ours (lms.hpp).
inline constexpr std::uint16_t kIRandomizer = 0xFFFD;
inline constexpr std::uint16_t kIChildSeed = 0xFFFE;
inline constexpr std::uint16_t kIChildId = 0xFFFF;

inline constexpr std::size_t kMaxN = 32;
inline constexpr std::size_t kIdSize = 16;

// The public view of one LMS public key (RFC 8554 §5.3).
struct PubView {
    const std::uint8_t* raw;  // the encoded key, `size` bytes
    const LmsParams* lms;
    const LmotsParams* ots;
    const std::uint8_t* id;
    const std::uint8_t* root;
    std::size_t size;
};

// The public view of one LMS signature (RFC 8554 §5.4).
struct SigView {
    const LmsParams* lms;
    const LmotsParams* ots;
    std::uint32_t q;
    const std::uint8_t* c;
    const std::uint8_t* y;     // p chains of n bytes
    const std::uint8_t* path;  // h nodes of m bytes
    std::size_t size;
};

// Parsers read a prefix of `in` and set `size`; invalid_encoding when too
// short, not_supported for an unknown typecode.
Status parse_pub(ByteView in, PubView& out) noexcept;
Status parse_sig(ByteView in, SigView& out) noexcept;

// H(a || b || c || d) truncated to n bytes.
void hash4(LmsHash h, std::uint8_t* out, std::size_t n, ByteView a, ByteView b = {},
           ByteView c = {}, ByteView d = {}) noexcept;
// The same on a caller's hasher (left finished): verification keeps a single
// hasher alive, which bounds its stack.
void hash4(detail::LmsHasher& hs, LmsHash h, std::uint8_t* out, std::size_t n, ByteView a,
           ByteView b = {}, ByteView c = {}, ByteView d = {}) noexcept;

// RFC 8554 §4.5 Algorithm 2 step 4: tmp = H(I || u32(q) || u16(i) || u8(j) ||
// tmp) for j = from .. to-1, in place on n bytes.
void chain(const LmotsParams& ots, const std::uint8_t* id, std::uint32_t q, std::uint16_t i,
           std::uint8_t* tmp, unsigned from, unsigned to) noexcept;

// RFC 8554 §4.6 Algorithm 4b step 3 for SHA-256 (lms_chain_sha256.cpp): the
// chains of one signature (fixed I and q) with the SHA-256 rounds that read
// only I || u32(q) done once. Verification only: nothing is wiped.
struct Sha256Chain {
    Sha256Chain(const std::uint8_t* id, std::uint32_t q, std::size_t n_bytes) noexcept;
    // tmp (n bytes) in place through steps from .. to-1 of chain i.
    void run(std::uint16_t i, std::uint8_t* tmp, unsigned from, unsigned to) const noexcept;
    std::uint32_t head[5];  // W0..W4 = I || u32(q)
    std::uint32_t mid[8];   // working variables after round 4
    std::size_t n;
};

// RFC 8554 §4.1 coef(S, i, w) over Q || Cksm(Q) (§4.4): the i-th digit.
unsigned digit(const LmotsParams& ots, const std::uint8_t* q_ck, unsigned i) noexcept;
// Writes Q || Cksm(Q) (n + 2 bytes) from the n-byte Q already in q_ck.
void append_checksum(const LmotsParams& ots, std::uint8_t* q_ck) noexcept;

// RFC 8554 §5.3: the message hash prefix I || u32(q) || u16(D_MESG) || C.
void start_message(detail::LmsHasher& hs, LmsHash h, const std::uint8_t* id, std::uint32_t q,
                   const std::uint8_t* c, std::size_t n) noexcept;

// RFC 8554 §5.4.2 steps 2.h onward, from Q: the candidate root compared with
// the public key's. Verdict ok only when they match. `hs` is scratch (its
// state is replaced), so that no second hasher sits on the stack.
Verdict verify_from_q(const PubView& pub, const SigView& sig, std::uint8_t* q_ck,
                      detail::LmsHasher& hs) noexcept;
// The whole of §5.4.2 for a message in memory.
Verdict verify_lms(const PubView& pub, const SigView& sig, ByteView msg) noexcept;

// HSS (RFC 8554 §6.3): every level located and checked for lengths; only the
// bottom level (the one that signs the message) is kept, the upper ones are
// walked again by verify_hss_chain, so the layout stays small at any depth.
struct HssLayout {
    PubView pub;
    SigView sig;
    std::size_t levels;
};
Status parse_hss(ByteView pub, ByteView sig, HssLayout& out) noexcept;
// A bare LMS key and signature as a one-level layout (exact lengths).
Status parse_single(ByteView pub, ByteView sig, HssLayout& out) noexcept;
// verify_failed when the signature's typecodes differ from the key's or q is
// outside the tree (RFC 8554 §5.4.2 steps 2.c-2.f); ok otherwise.
Status check_match(const PubView& pub, const SigView& sig) noexcept;
// Verifies levels 0 .. levels-2 (each signs the next public key) of an HSS
// key and signature that parse_hss accepted with `levels` levels.
Verdict verify_hss_chain(ByteView pub, ByteView sig, std::size_t levels) noexcept;

inline void put_u32(std::uint8_t* p, std::uint32_t v) noexcept
{
    p[0] = static_cast<std::uint8_t>(v >> 24);
    p[1] = static_cast<std::uint8_t>(v >> 16);
    p[2] = static_cast<std::uint8_t>(v >> 8);
    p[3] = static_cast<std::uint8_t>(v);
}
inline void put_u16(std::uint8_t* p, std::uint16_t v) noexcept
{
    p[0] = static_cast<std::uint8_t>(v >> 8);
    p[1] = static_cast<std::uint8_t>(v);
}

}  // namespace ucrypt::core::lms

namespace ucrypt::core::lms {

// One LMS tree of a private key: its parameters, SEED (first n bytes used;
// secret) and I (public).
struct Tree {
    const LmsParams* lms;
    const LmotsParams* ots;
    std::uint8_t seed[kMaxN];
    std::uint8_t id[kIdSize];
};

// RFC 8554 Appendix A + §4.3: the LM-OTS public key K of leaf q (declassified:
// it is public).
void ots_public(const Tree& t, std::uint32_t q, std::uint8_t* k) noexcept;
// The value of tree node r (1 = root; leaves 2^h .. 2^(h+1)-1), from the full
// node array `nodes` (indexed by r, m bytes each) when given, else computed
// from the 2^height(r) leaves below r (RFC 8554 §5.3).
void node_value(const Tree& t, std::uint32_t r, const std::uint8_t* nodes,
                std::uint8_t* out) noexcept;
// Fills the node array of the whole tree: 2^(h+1) entries of m bytes.
void fill_nodes(const Tree& t, std::uint8_t* nodes) noexcept;
// RFC 8554 §5.4.1: the LMS signature of msg by leaf q, written to out
// (lms->signature_size(*ots) bytes).
void sign_lms(const Tree& t, std::uint32_t q, ByteView msg, const std::uint8_t* nodes,
              std::uint8_t* out) noexcept;
// The child tree signed by leaf q of `parent` (see lms.hpp for the derivation).
void derive_child(const Tree& parent, std::uint32_t q, const HssLevel& types, Tree& child) noexcept;
// RFC 8554 §5.3: u32str(type) || u32str(otstype) || I || T[1] from the root.
void write_pub(const Tree& t, const std::uint8_t* root, std::uint8_t* out) noexcept;

}  // namespace ucrypt::core::lms
