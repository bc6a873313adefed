// SPDX-License-Identifier: Apache-2.0
// ucrypt — AES (FIPS 197), Fast variant: one 1 KB encryption T-table used
// with byte rotations (the other three classic tables are rotations of it),
// one 1 KB decryption T-table plus the inverse S-box for the last round.
// Two rounds per loop iteration so the state ping-pongs between two sets of
// registers without moves; on Thumb-2 the rotations fold into the EORs and
// each lookup is one UBFX/UXTB/LSR plus one LDR with a scaled index.
//
// AesFastEnc and AesFastDec each keep one key schedule; AesFast (aes.hpp)
// holds both. The CBC entry points keep the chaining value in the state
// registers between blocks (SP 800-38A §6.2).
//
// NOT constant-time on cores with a data cache: the tables are indexed by
// secret bytes. Use AesCt on cached cores and hosts.
#include <array>
#include <bit>
#include <cstddef>
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/detail/arch.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

// Armv7-M / Armv8-M Mainline (M3, M4, M7, M33, M55;
// UCRYPT_KERNEL_AES_FAST_ARMV7M, ucrypt/detail/arch.hpp): the kernels are the Thumb-2
// assembly of aes_fast_armv7m.S, which keeps the whole state in registers;
// GCC spills around these rounds.

#if UCRYPT_KERNEL_AES_FAST_ARMV7M
// The tables and kernels shared with aes_fast_armv7m.S. ek/dk point at a key
// schedule whose round count is the word at byte offset 240.
extern "C" {
extern const std::array<std::uint32_t, 256> ucrypt_aes_fast_te;
extern const std::array<std::uint32_t, 256> ucrypt_aes_fast_td;
extern const std::array<std::uint8_t, 256> ucrypt_aes_fast_inv_sbox;
void ucrypt_aes_fast_ecb_enc_armv7m(const std::uint32_t* ek, const std::uint8_t* in,
                                    std::uint8_t* out, std::size_t nblocks) noexcept;
void ucrypt_aes_fast_ecb_dec_armv7m(const std::uint32_t* dk, const std::uint8_t* in,
                                    std::uint8_t* out, std::size_t nblocks) noexcept;
void ucrypt_aes_fast_cbc_enc_armv7m(const std::uint32_t* ek, std::uint8_t* iv,
                                    const std::uint8_t* in, std::uint8_t* out,
                                    std::size_t nblocks) noexcept;
void ucrypt_aes_fast_cbc_dec_armv7m(const std::uint32_t* dk, std::uint8_t* iv,
                                    const std::uint8_t* in, std::uint8_t* out,
                                    std::size_t nblocks) noexcept;
}
const std::array<std::uint32_t, 256> ucrypt_aes_fast_te = ucrypt::core::aes::make_te();
const std::array<std::uint32_t, 256> ucrypt_aes_fast_td = ucrypt::core::aes::make_td();
const std::array<std::uint8_t, 256> ucrypt_aes_fast_inv_sbox = ucrypt::core::aes::make_inv_sbox();
#endif

namespace ucrypt {
namespace {

namespace A = core::aes;
using util::rotl32;

// Byte n (row n) of a column word.
[[gnu::always_inline]] inline std::uint32_t byte_of(std::uint32_t w, int n) noexcept
{
    return (w >> (8 * n)) & 0xffu;
}

#if UCRYPT_KERNEL_AES_FAST_ARMV7M
// One copy of each table in flash, used by the key schedule here too.
const auto& kTe = ucrypt_aes_fast_te;
#else
constexpr auto kTe = A::make_te();
constexpr auto kTd = A::make_td();
constexpr auto kInvSbox = A::make_inv_sbox();

// The table's address as an opaque register value: GCC otherwise addresses
// the table through its section anchor (base + index*4 + offset), which costs
// an ADD per lookup and spills the state on Thumb-2.
template <class T>
[[gnu::always_inline]] inline const T* opaque(const T* p) noexcept
{
    __asm__("" : "+r"(p));
    return p;
}

// The same, but re-materialised where it stands (one literal load) rather
// than hoisted out of the block loop and kept in a stack slot.
template <class T>
[[gnu::always_inline]] inline const T* opaque_here(const T* p) noexcept
{
    __asm__ volatile("" : "+r"(p));
    return p;
}

// One output column of a full round (FIPS 197 §5.1.1-§5.1.4 for encryption,
// §5.3.5 for the equivalent inverse cipher): row r comes from the column the
// (Inv)ShiftRows moves into place; its (Inv)MixColumns contribution is the
// table entry rotated by r bytes.
[[gnu::always_inline]] inline std::uint32_t tcol(const std::uint32_t* t, std::uint32_t a,
                                                 std::uint32_t b, std::uint32_t c, std::uint32_t d,
                                                 std::uint32_t k) noexcept
{
    return t[byte_of(a, 0)] ^ rotl32(t[byte_of(b, 1)], 8) ^ rotl32(t[byte_of(c, 2)], 16) ^
           rotl32(t[byte_of(d, 3)], 24) ^ k;
}

// The state as four column words, kept in registers (an array would live on
// the stack between blocks).
struct State {
    std::uint32_t c0, c1, c2, c3;
};

// The last round's byte substitution: one LDRB per byte from a table of
// bytes Stride apart. Encryption reads the S-box inside Te (byte 1 of each
// entry, Stride 4: no separate 256-byte S-box in flash, which AesSmall's
// footprint needs), decryption the inverse S-box (Stride 1).
template <unsigned Stride>
[[gnu::always_inline]] inline std::uint32_t sub_last(const std::uint8_t* sb, std::uint32_t a,
                                                     std::uint32_t b, std::uint32_t c,
                                                     std::uint32_t d, std::uint32_t k) noexcept
{
    return (std::uint32_t{sb[Stride * byte_of(a, 0)]} |
            (std::uint32_t{sb[Stride * byte_of(b, 1)]} << 8) |
            (std::uint32_t{sb[Stride * byte_of(c, 2)]} << 16) |
            (std::uint32_t{sb[Stride * byte_of(d, 3)]} << 24)) ^
           k;
}

// The address of S[0] inside Te: byte 1 (row 1) of entry 0 in memory order.
inline const std::uint8_t* te_sbox_bytes() noexcept
{
    constexpr std::size_t row1 = std::endian::native == std::endian::little ? 1 : 2;
    return reinterpret_cast<const std::uint8_t*>(kTe.data()) + row1;
}

// FIPS 197 §5.1 Cipher on the state s (columns, AddRoundKey 0 not yet
// applied); the result replaces s.
[[gnu::always_inline]] inline void encrypt_state(const std::uint32_t* rk, unsigned nr,
                                                 State& s) noexcept
{
    const std::uint32_t* t = opaque(kTe.data());
    std::uint32_t s0 = s.c0 ^ rk[0], s1 = s.c1 ^ rk[1], s2 = s.c2 ^ rk[2], s3 = s.c3 ^ rk[3];
    std::uint32_t t0, t1, t2, t3;
    const std::uint32_t* const last = rk + 4 * nr;
    for (;;) {
        t0 = tcol(t, s0, s1, s2, s3, rk[4]);
        t1 = tcol(t, s1, s2, s3, s0, rk[5]);
        t2 = tcol(t, s2, s3, s0, s1, rk[6]);
        t3 = tcol(t, s3, s0, s1, s2, rk[7]);
        rk += 8;
        if (rk == last) break;
        s0 = tcol(t, t0, t1, t2, t3, rk[0]);
        s1 = tcol(t, t1, t2, t3, t0, rk[1]);
        s2 = tcol(t, t2, t3, t0, t1, rk[2]);
        s3 = tcol(t, t3, t0, t1, t2, rk[3]);
    }
    const std::uint8_t* sb = opaque_here(te_sbox_bytes());
    s.c0 = sub_last<4>(sb, t0, t1, t2, t3, rk[0]);
    s.c1 = sub_last<4>(sb, t1, t2, t3, t0, rk[1]);
    s.c2 = sub_last<4>(sb, t2, t3, t0, t1, rk[2]);
    s.c3 = sub_last<4>(sb, t3, t0, t1, t2, rk[3]);
}

// FIPS 197 §5.3.5 EqInvCipher on the state s; InvShiftRows takes row r
// from column j - r.
[[gnu::always_inline]] inline void decrypt_state(const std::uint32_t* dk, unsigned nr,
                                                 State& s) noexcept
{
    const std::uint32_t* t = opaque(kTd.data());
    std::uint32_t s0 = s.c0 ^ dk[0], s1 = s.c1 ^ dk[1], s2 = s.c2 ^ dk[2], s3 = s.c3 ^ dk[3];
    std::uint32_t t0, t1, t2, t3;
    const std::uint32_t* const last = dk + 4 * nr;
    for (;;) {
        t0 = tcol(t, s0, s3, s2, s1, dk[4]);
        t1 = tcol(t, s1, s0, s3, s2, dk[5]);
        t2 = tcol(t, s2, s1, s0, s3, dk[6]);
        t3 = tcol(t, s3, s2, s1, s0, dk[7]);
        dk += 8;
        if (dk == last) break;
        s0 = tcol(t, t0, t3, t2, t1, dk[0]);
        s1 = tcol(t, t1, t0, t3, t2, dk[1]);
        s2 = tcol(t, t2, t1, t0, t3, dk[2]);
        s3 = tcol(t, t3, t2, t1, t0, dk[3]);
    }
    const std::uint8_t* is = opaque(kInvSbox.data());
    s.c0 = sub_last<1>(is, t0, t3, t2, t1, dk[0]);
    s.c1 = sub_last<1>(is, t1, t0, t3, t2, dk[1]);
    s.c2 = sub_last<1>(is, t2, t1, t0, t3, dk[2]);
    s.c3 = sub_last<1>(is, t3, t2, t1, t0, dk[3]);
}

// Little-endian words through memcpy: one LDR/STR on cores that allow
// unaligned access (M3/M4/M33), bytes on the others. The byte-assembling
// helpers of util.hpp are left to the compiler's store merging, which
// splits these stores into bytes when the value is built from bytes.
[[gnu::always_inline]] inline std::uint32_t load_word(const std::uint8_t* p) noexcept
{
    if constexpr (std::endian::native == std::endian::little) {
        std::uint32_t v;
        std::memcpy(&v, p, 4);
        return v;
    } else {
        return util::load_le32(p);
    }
}

[[gnu::always_inline]] inline void store_word(std::uint8_t* p, std::uint32_t v) noexcept
{
    if constexpr (std::endian::native == std::endian::little)
        std::memcpy(p, &v, 4);
    else
        util::store_le32(p, v);
}

[[gnu::always_inline]] inline State load_block(const std::uint8_t* p) noexcept
{
    return {load_word(p), load_word(p + 4), load_word(p + 8), load_word(p + 12)};
}

[[gnu::always_inline]] inline void store_block(std::uint8_t* p, const State& s) noexcept
{
    store_word(p, s.c0);
    store_word(p + 4, s.c1);
    store_word(p + 8, s.c2);
    store_word(p + 12, s.c3);
}

[[gnu::always_inline]] inline void xor_into(State& s, const State& x) noexcept
{
    s.c0 ^= x.c0;
    s.c1 ^= x.c1;
    s.c2 ^= x.c2;
    s.c3 ^= x.c3;
}
#endif  // UCRYPT_KERNEL_AES_FAST_ARMV7M

// FIPS 197 §5.2 SubWord through the S-box bytes of Te.
std::uint32_t sub_word(std::uint32_t w) noexcept
{
    std::uint32_t r = 0;
    for (int n = 0; n < 4; ++n) r |= ((kTe[byte_of(w, n)] >> 8) & 0xffu) << (8 * n);
    return r;
}

// Without a key the output is zeros rather than anything key-like.
bool no_key(unsigned rounds, std::uint8_t* out, std::size_t nblocks) noexcept
{
    if (rounds != 0) return false;
    if (nblocks > 0) std::memset(out, 0, 16 * nblocks);
    return true;
}

}  // namespace

AesFastEnc::~AesFastEnc()
{
    wipe(ek_, sizeof ek_);
    rounds_ = 0;
}

// FIPS 197 §5.2 KeyExpansion.
Status AesFastEnc::set_key(ByteView key) noexcept
{
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    static_assert(offsetof(AesFastEnc, rounds_) == 240, "aes_fast_armv7m.S reads rounds_ there");
#endif
    wipe(ek_, sizeof ek_);
    rounds_ = A::rounds_for_key(key.size());
    if (rounds_ == 0) return Status::invalid_length;
    A::expand_key(key.data(), key.size() / 4, rounds_, ek_, sub_word);
    return Status::ok;
}

void AesFastEnc::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                                std::size_t nblocks) const noexcept
{
    if (no_key(rounds_, out, nblocks)) return;
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    ucrypt_aes_fast_ecb_enc_armv7m(ek_, in, out, nblocks);
#else
    for (std::size_t b = 0; b < nblocks; ++b, in += 16, out += 16) {
        State s = load_block(in);
        encrypt_state(ek_, rounds_, s);
        store_block(out, s);
    }
#endif
}

// SP 800-38A §6.2: C_j = CIPH_K(P_j ^ C_{j-1}); C_{j-1} stays in s. A
// count-down rather than an end pointer keeps one value fewer on the stack.
void AesFastEnc::cbc_encrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (no_key(rounds_, out, nblocks)) return;
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    ucrypt_aes_fast_cbc_enc_armv7m(ek_, iv, in, out, nblocks);
#else
    State s = load_block(iv);
    for (; nblocks != 0; --nblocks, in += 16, out += 16) {
        xor_into(s, load_block(in));
        encrypt_state(ek_, rounds_, s);
        store_block(out, s);
    }
    store_block(iv, s);
#endif
}

AesFastDec::~AesFastDec()
{
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
}

// FIPS 197 §5.3.5: the equivalent inverse cipher's keys are the expanded keys
// in reverse round order, InvMixColumns on all but the first and last.
Status AesFastDec::set_key(ByteView key) noexcept
{
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    static_assert(offsetof(AesFastDec, rounds_) == 240, "aes_fast_armv7m.S reads rounds_ there");
#endif
    wipe(dk_, sizeof dk_);
    rounds_ = A::rounds_for_key(key.size());
    if (rounds_ == 0) return Status::invalid_length;
    const unsigned nr = rounds_;
    A::expand_key(key.data(), key.size() / 4, nr, dk_, sub_word);
    for (unsigned lo = 0, hi = nr; lo < hi; ++lo, --hi) {
        for (unsigned j = 0; j < 4; ++j) {
            const std::uint32_t w = dk_[4 * lo + j];
            dk_[4 * lo + j] = dk_[4 * hi + j];
            dk_[4 * hi + j] = w;
        }
    }
    for (unsigned i = 4; i < 4 * nr; ++i) dk_[i] = A::inv_mix_column(dk_[i]);
    return Status::ok;
}

void AesFastDec::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                                std::size_t nblocks) const noexcept
{
    if (no_key(rounds_, out, nblocks)) return;
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    ucrypt_aes_fast_ecb_dec_armv7m(dk_, in, out, nblocks);
#else
    for (std::size_t b = 0; b < nblocks; ++b, in += 16, out += 16) {
        State s = load_block(in);
        decrypt_state(dk_, rounds_, s);
        store_block(out, s);
    }
#endif
}

// SP 800-38A §6.2: P_j = CIPH^-1_K(C_j) ^ C_{j-1}. C_j is read before P_j is
// written, so in == out works.
void AesFastDec::cbc_decrypt(std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (no_key(rounds_, out, nblocks)) return;
#if UCRYPT_KERNEL_AES_FAST_ARMV7M
    ucrypt_aes_fast_cbc_dec_armv7m(dk_, iv, in, out, nblocks);
#else
    State prev = load_block(iv);
    for (std::size_t b = 0; b < nblocks; ++b, in += 16, out += 16) {
        const State c = load_block(in);
        State s = c;
        decrypt_state(dk_, rounds_, s);
        xor_into(s, prev);
        store_block(out, s);
        prev = c;
    }
    store_block(iv, prev);
#endif
}

// Both schedules: AesFast runs both directions.
Status AesFast::set_key(ByteView key) noexcept
{
    const Status s = enc_.set_key(key);
    if (s != Status::ok) {
        (void)dec_.set_key(ByteView());  // forget any earlier key
        return s;
    }
    return dec_.set_key(key);
}

}  // namespace ucrypt
