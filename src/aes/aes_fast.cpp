// ucrypt — AES (FIPS 197), Fast variant: one 1 KB encryption T-table used
// with byte rotations (the other three classic tables are rotations of it),
// one 1 KB decryption T-table plus the inverse S-box for the last round.
// Two rounds per loop iteration so the state ping-pongs between two sets of
// registers without moves; on Thumb-2 the rotations fold into the EORs.
//
// NOT constant-time on cores with a data cache: the tables are indexed by
// secret bytes. Use AesCt on cached cores and hosts.
#include <cstring>

#include "aes_internal.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {
namespace {

namespace A = core::aes;
using util::rotl32;

constexpr auto kTe = A::make_te();
constexpr auto kTd = A::make_td();
constexpr auto kInvSbox = A::make_inv_sbox();

// Byte n (row n) of a column word.
[[gnu::always_inline]] inline std::uint32_t byte_of(std::uint32_t w, int n) noexcept
{
    return (w >> (8 * n)) & 0xffu;
}

// One output column of a full round (FIPS 197 §5.1.1-§5.1.4): row r comes
// from column j + r (ShiftRows); its MixColumns contribution is Te rotated
// by r bytes.
[[gnu::always_inline]] inline std::uint32_t enc_col(const std::uint32_t* t, std::uint32_t a,
                                                    std::uint32_t b, std::uint32_t c,
                                                    std::uint32_t d, std::uint32_t k) noexcept
{
    return t[byte_of(a, 0)] ^ rotl32(t[byte_of(b, 1)], 8) ^ rotl32(t[byte_of(c, 2)], 16) ^
           rotl32(t[byte_of(d, 3)], 24) ^ k;
}

// Last round (no MixColumns): S[x] is byte 1 of Te[x].
[[gnu::always_inline]] inline std::uint32_t enc_last(const std::uint32_t* t, std::uint32_t a,
                                                     std::uint32_t b, std::uint32_t c,
                                                     std::uint32_t d, std::uint32_t k) noexcept
{
    return ((t[byte_of(a, 0)] >> 8) & 0xffu) ^ (t[byte_of(b, 1)] & 0xff00u) ^
           (t[byte_of(c, 2)] & 0xff0000u) ^ ((t[byte_of(d, 3)] << 16) & 0xff000000u) ^ k;
}

// FIPS 197 §5.1 Cipher on one block, state in four column words.
void encrypt_block(const std::uint32_t* rk, unsigned nr, const std::uint8_t* in,
                   std::uint8_t* out) noexcept
{
    const std::uint32_t* t = kTe.data();
    std::uint32_t s0 = util::load_le32(in) ^ rk[0], s1 = util::load_le32(in + 4) ^ rk[1];
    std::uint32_t s2 = util::load_le32(in + 8) ^ rk[2], s3 = util::load_le32(in + 12) ^ rk[3];
    std::uint32_t t0, t1, t2, t3;
    for (unsigned r = nr / 2 - 1;; --r) {
        rk += 4;
        t0 = enc_col(t, s0, s1, s2, s3, rk[0]);
        t1 = enc_col(t, s1, s2, s3, s0, rk[1]);
        t2 = enc_col(t, s2, s3, s0, s1, rk[2]);
        t3 = enc_col(t, s3, s0, s1, s2, rk[3]);
        if (r == 0) break;
        rk += 4;
        s0 = enc_col(t, t0, t1, t2, t3, rk[0]);
        s1 = enc_col(t, t1, t2, t3, t0, rk[1]);
        s2 = enc_col(t, t2, t3, t0, t1, rk[2]);
        s3 = enc_col(t, t3, t0, t1, t2, rk[3]);
    }
    rk += 4;
    util::store_le32(out, enc_last(t, t0, t1, t2, t3, rk[0]));
    util::store_le32(out + 4, enc_last(t, t1, t2, t3, t0, rk[1]));
    util::store_le32(out + 8, enc_last(t, t2, t3, t0, t1, rk[2]));
    util::store_le32(out + 12, enc_last(t, t3, t0, t1, t2, rk[3]));
}

// One output column of an equivalent-inverse-cipher round (FIPS 197 §5.3.5):
// row r comes from column j - r (InvShiftRows).
[[gnu::always_inline]] inline std::uint32_t dec_col(const std::uint32_t* t, std::uint32_t a,
                                                    std::uint32_t b, std::uint32_t c,
                                                    std::uint32_t d, std::uint32_t k) noexcept
{
    return t[byte_of(a, 0)] ^ rotl32(t[byte_of(b, 1)], 8) ^ rotl32(t[byte_of(c, 2)], 16) ^
           rotl32(t[byte_of(d, 3)], 24) ^ k;
}

[[gnu::always_inline]] inline std::uint32_t dec_last(const std::uint8_t* is, std::uint32_t a,
                                                     std::uint32_t b, std::uint32_t c,
                                                     std::uint32_t d, std::uint32_t k) noexcept
{
    return (std::uint32_t{is[byte_of(a, 0)]} | (std::uint32_t{is[byte_of(b, 1)]} << 8) |
            (std::uint32_t{is[byte_of(c, 2)]} << 16) | (std::uint32_t{is[byte_of(d, 3)]} << 24)) ^
           k;
}

// FIPS 197 §5.3.5 EqInvCipher on one block.
void decrypt_block(const std::uint32_t* dk, unsigned nr, const std::uint8_t* in,
                   std::uint8_t* out) noexcept
{
    const std::uint32_t* t = kTd.data();
    std::uint32_t s0 = util::load_le32(in) ^ dk[0], s1 = util::load_le32(in + 4) ^ dk[1];
    std::uint32_t s2 = util::load_le32(in + 8) ^ dk[2], s3 = util::load_le32(in + 12) ^ dk[3];
    std::uint32_t t0, t1, t2, t3;
    for (unsigned r = nr / 2 - 1;; --r) {
        dk += 4;
        t0 = dec_col(t, s0, s3, s2, s1, dk[0]);
        t1 = dec_col(t, s1, s0, s3, s2, dk[1]);
        t2 = dec_col(t, s2, s1, s0, s3, dk[2]);
        t3 = dec_col(t, s3, s2, s1, s0, dk[3]);
        if (r == 0) break;
        dk += 4;
        s0 = dec_col(t, t0, t3, t2, t1, dk[0]);
        s1 = dec_col(t, t1, t0, t3, t2, dk[1]);
        s2 = dec_col(t, t2, t1, t0, t3, dk[2]);
        s3 = dec_col(t, t3, t2, t1, t0, dk[3]);
    }
    dk += 4;
    const std::uint8_t* is = kInvSbox.data();
    util::store_le32(out, dec_last(is, t0, t3, t2, t1, dk[0]));
    util::store_le32(out + 4, dec_last(is, t1, t0, t3, t2, dk[1]));
    util::store_le32(out + 8, dec_last(is, t2, t1, t0, t3, dk[2]));
    util::store_le32(out + 12, dec_last(is, t3, t2, t1, t0, dk[3]));
}

// FIPS 197 §5.2 SubWord through the S-box bytes of Te.
std::uint32_t sub_word(std::uint32_t w) noexcept
{
    std::uint32_t r = 0;
    for (int n = 0; n < 4; ++n) r |= ((kTe[byte_of(w, n)] >> 8) & 0xffu) << (8 * n);
    return r;
}

}  // namespace

AesFast::~AesFast()
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = 0;
}

// FIPS 197 §5.2 KeyExpansion; §5.3.5 gives the equivalent inverse cipher's
// keys: reversed order, InvMixColumns on all but the first and last.
Status AesFast::set_key(ByteView key) noexcept
{
    wipe(ek_, sizeof ek_);
    wipe(dk_, sizeof dk_);
    rounds_ = A::rounds_for_key(key.size());
    if (rounds_ == 0) return Status::invalid_length;
    A::expand_key(key.data(), key.size() / 4, rounds_, ek_, sub_word);
    const unsigned nr = rounds_;
    for (unsigned r = 0; r <= nr; ++r) {
        for (unsigned j = 0; j < 4; ++j) {
            const std::uint32_t w = ek_[4 * (nr - r) + j];
            dk_[4 * r + j] = (r == 0 || r == nr) ? w : A::inv_mix_column(w);
        }
    }
    return Status::ok;
}

void AesFast::encrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {  // no key: output nothing useful
        std::memset(out, 0, 16 * nblocks);
        return;
    }
    for (std::size_t b = 0; b < nblocks; ++b) encrypt_block(ek_, rounds_, in + 16 * b, out + 16 * b);
}

void AesFast::decrypt_blocks(const std::uint8_t* in, std::uint8_t* out,
                             std::size_t nblocks) const noexcept
{
    if (rounds_ == 0) {
        std::memset(out, 0, 16 * nblocks);
        return;
    }
    for (std::size_t b = 0; b < nblocks; ++b) decrypt_block(dk_, rounds_, in + 16 * b, out + 16 * b);
}

}  // namespace ucrypt
