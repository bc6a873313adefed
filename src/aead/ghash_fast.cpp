// ucrypt — GHASH with Shoup's 4-bit tables (SP 800-38D §6.3-6.4).
//
// NOT constant-time on cores with a data cache: the nibbles of the running
// hash index table_ and kReduce4. See ghash.hpp.
#include <cstddef>
#include <cstdint>

#include "ucrypt/ghash.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// The field polynomial's tail (SP 800-38D §6.3, R = 11100001 || 0^120) in the
// top byte of the first big-endian word: bit 31 of word 0 is x^0.
constexpr std::uint32_t kR = 0xE1000000u;

// Multiplication by x: a right shift by one bit in this bit order; the bit
// that leaves (x^128) comes back as R (SP 800-38D §6.3, Algorithm 1 step 3).
void mul_x(std::uint32_t v[4]) noexcept
{
    const std::uint32_t carry = v[3] & 1u;
    v[3] = (v[3] >> 1) | (v[2] << 31);
    v[2] = (v[2] >> 1) | (v[1] << 31);
    v[1] = (v[1] >> 1) | (v[0] << 31);
    v[0] = (v[0] >> 1) ^ (kR & (0u - carry));
}

// kReduce4[r]: what the four bits r that a shift by x^4 pushes past x^127
// fold back to. Bit 3 of r is x^124 (it becomes x^128 = R), bit 0 is x^127
// (it becomes x^131 = x^3 R); all terms stay below x^16.
constexpr std::uint32_t reduce_entry(unsigned r) noexcept
{
    std::uint32_t out = 0;
    for (unsigned k = 0; k < 4; ++k) {
        if (((r >> (3 - k)) & 1u) != 0) out ^= kR >> k;
    }
    return out;
}
constexpr auto make_reduce_table() noexcept
{
    struct T {
        std::uint32_t v[16];
    } t{};
    for (unsigned r = 0; r < 16; ++r) t.v[r] = reduce_entry(r);
    return t;
}
constexpr auto kReduce4 = make_reduce_table();

// Z = Z * x^4 (vartime in the index r: Fast variant only).
inline void mul_x4(std::uint32_t z[4]) noexcept
{
    const std::uint32_t r = z[3] & 0xFu;
    z[3] = (z[3] >> 4) | (z[2] << 28);
    z[2] = (z[2] >> 4) | (z[1] << 28);
    z[1] = (z[1] >> 4) | (z[0] << 28);
    z[0] = (z[0] >> 4) ^ kReduce4.v[r];
}

inline void xor_entry(std::uint32_t z[4], const std::uint32_t e[4]) noexcept
{
    z[0] ^= e[0];
    z[1] ^= e[1];
    z[2] ^= e[2];
    z[3] ^= e[3];
}

}  // namespace

GhashFast::~GhashFast()
{
    wipe(table_, sizeof table_);
    wipe(y_, sizeof y_);
}

// Shoup's table: a nibble b3 b2 b1 b0 (b3 the most significant bit, first in
// GCM's bit order) stands for b3 + b2 x + b1 x^2 + b0 x^3, so table_[8] = H,
// table_[4] = H x, table_[2] = H x^2, table_[1] = H x^3, and the others are
// sums of these.
void GhashFast::set_key(const std::uint8_t h[16]) noexcept
{
    std::uint32_t v[4];
    for (int i = 0; i < 4; ++i) v[i] = util::load_be32(h + 4 * i);
    for (unsigned bit = 8; bit != 0; bit >>= 1) {
        for (int i = 0; i < 4; ++i) table_[bit][i] = v[i];
        mul_x(v);
    }
    for (int i = 0; i < 4; ++i) table_[0][i] = 0;
    for (unsigned n = 3; n < 16; ++n) {
        const unsigned low = n & (0u - n);  // lowest set bit
        if (low == n) continue;
        for (int i = 0; i < 4; ++i) table_[n][i] = table_[low][i] ^ table_[n ^ low][i];
    }
    wipe(v, sizeof v);
    reset();
}

void GhashFast::reset() noexcept
{
    for (auto& w : y_) w = 0;
}

// SP 800-38D §6.4: Y_i = (Y_{i-1} ^ X_i) * H, by Horner's rule over the 32
// nibbles of Y ^ X from the last (highest powers of x) to the first.
void GhashFast::update_blocks(const std::uint8_t* in, std::size_t nblocks) noexcept
{
    std::uint32_t z[4];
    std::uint8_t x[16];
    for (std::size_t blk = 0; blk < nblocks; ++blk, in += 16) {
        for (int i = 0; i < 4; ++i) util::store_be32(x + 4 * i, y_[i] ^ util::load_be32(in + 4 * i));
        for (int i = 0; i < 4; ++i) z[i] = table_[x[15] & 0xFu][i];
        mul_x4(z);
        xor_entry(z, table_[x[15] >> 4]);
        for (int i = 14; i >= 0; --i) {
            mul_x4(z);
            xor_entry(z, table_[x[i] & 0xFu]);
            mul_x4(z);
            xor_entry(z, table_[x[i] >> 4]);
        }
        for (int i = 0; i < 4; ++i) y_[i] = z[i];
    }
    wipe(x, sizeof x);
    wipe(z, sizeof z);
}

void GhashFast::get(std::uint8_t out[16]) const noexcept
{
    for (int i = 0; i < 4; ++i) util::store_be32(out + 4 * i, y_[i]);
}

}  // namespace ucrypt
