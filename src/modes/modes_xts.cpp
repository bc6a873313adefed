// SPDX-License-Identifier: Apache-2.0
// ucrypt — XTS-AES (IEEE Std 1619-2007/2018, NIST SP 800-38E).
#include <cstddef>
#include <cstdint>

#include "modes_common.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/util.hpp"

namespace ucrypt {

using core::modes::copy_bytes;
using core::modes::fail;
using core::modes::kBatch;
using core::modes::kBlock;
using core::modes::xor_bytes;
using detail::State;

namespace {

// IEEE 1619 §5.2: T ⊗ α in GF(2^128) mod x^128 + x^7 + x^2 + x + 1, the
// 16-byte T read as a little-endian integer. The tweak is key-derived, so the
// reduction is a mask, not a branch.
void mul_alpha(std::uint8_t* t) noexcept
{
    std::uint32_t w[4];
    for (std::size_t i = 0; i < 4; ++i) w[i] = util::load_le32(t + 4 * i);
    const std::uint32_t carry = w[3] >> 31;
    w[3] = (w[3] << 1) | (w[2] >> 31);
    w[2] = (w[2] << 1) | (w[1] >> 31);
    w[1] = (w[1] << 1) | (w[0] >> 31);
    w[0] = (w[0] << 1) ^ (0x87u & (0u - carry));
    for (std::size_t i = 0; i < 4; ++i) util::store_le32(t + 4 * i, w[i]);
}

template <class Cipher, Direction D>
void cipher_blocks(const Cipher& c, const std::uint8_t* in, std::uint8_t* out,
                   std::size_t n) noexcept
{
    if constexpr (D == Direction::encrypt) {
        c.encrypt_blocks(in, out, n);
    } else {
        c.decrypt_blocks(in, out, n);
    }
}

// IEEE 1619 §5.3.1 / §5.4.1 per block j: C = CIPH_K1(P ^ T_j) ^ T_j. The
// tweaks of a batch are computed first so the cipher takes kBatch blocks at
// once; t advances to T_{j+n}. in == out is fine.
template <class Cipher, Direction D>
void xts_blocks(const Cipher& c, std::uint8_t* t, const std::uint8_t* in, std::uint8_t* out,
                std::size_t nblocks) noexcept
{
    std::uint8_t tw[kBatch * kBlock];
    while (nblocks > 0) {
        const std::size_t k = nblocks < kBatch ? nblocks : kBatch;
        for (std::size_t j = 0; j < k; ++j) {
            copy_bytes(tw + j * kBlock, t, kBlock);
            mul_alpha(t);
        }
        xor_bytes(out, in, tw, k * kBlock);
        cipher_blocks<Cipher, D>(c, out, out, k);
        xor_bytes(out, out, tw, k * kBlock);
        in += k * kBlock;
        out += k * kBlock;
        nblocks -= k;
    }
    wipe(tw, sizeof tw);
}

template <class Cipher, Direction D>
void xts_one(const Cipher& c, const std::uint8_t* t, std::uint8_t* block) noexcept
{
    xor_bytes(block, block, t, kBlock);
    cipher_blocks<Cipher, D>(c, block, block, 1);
    xor_bytes(block, block, t, kBlock);
}

// IEEE 1619 §5.3.2 (encryption) and §5.4.2 (decryption) for the last full
// block and the d-byte partial one (0 < d < 16); t is T_{m-1} on entry.
// Encryption: CC = XTS(P_{m-1}, T_{m-1}); C_m = MSB_d(CC);
//             C_{m-1} = XTS(P_m || the rest of CC, T_m).
// Decryption is the same with the two tweaks swapped (PP uses T_m first).
// The partial block is copied before out is written so that in == out works.
template <class Cipher, Direction D>
void xts_steal(const Cipher& c, std::uint8_t* t, const std::uint8_t* in, std::uint8_t* out,
               std::size_t d) noexcept
{
    std::uint8_t tw[2 * kBlock];  // T_{m-1}, T_m
    std::uint8_t x[kBlock];
    std::uint8_t y[kBlock];
    copy_bytes(tw, t, kBlock);
    mul_alpha(t);
    copy_bytes(tw + kBlock, t, kBlock);
    const std::uint8_t* first = D == Direction::encrypt ? tw : tw + kBlock;
    const std::uint8_t* second = D == Direction::encrypt ? tw + kBlock : tw;
    copy_bytes(x, in, kBlock);
    copy_bytes(y, in + kBlock, d);
    xts_one<Cipher, D>(c, first, x);
    copy_bytes(y + d, x + d, kBlock - d);
    copy_bytes(out + kBlock, x, d);
    xts_one<Cipher, D>(c, second, y);
    copy_bytes(out, y, kBlock);
    wipe(tw, sizeof tw);
    wipe(x, sizeof x);
    wipe(y, sizeof y);
}

}  // namespace

template <class Cipher, Direction D>
XtsContext<Cipher, D>::~XtsContext()
{
    wipe(t_, sizeof t_);
}

template <class Cipher, Direction D>
void XtsContext<Cipher, D>::init() noexcept
{
    core::modes::wipe_cipher(data_);
    core::modes::wipe_cipher(tweak_);
    wipe(t_, sizeof t_);
    total_ = 0;
    st_ = State::no_key;
}

// SP 800-38E / IEEE 1619 §5.1: Key = Key1 || Key2, Key1 for the data, Key2
// for the tweak; AES-128 or AES-256 only. Equal halves are refused (FIPS
// 140-3 IG C.I); only that one bit about the key is declassified.
template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::set_key(ByteView key) noexcept
{
    init();
    if (key.size() != 32 && key.size() != 64) return Status::invalid_length;
    const std::size_t half = key.size() / 2;
    if (ct::bytes_equal(key.data(), key.data() + half, half).declassify()) {
        return Status::invalid_key;
    }
    Status s = data_.set_key(key.first(half));
    if (s == Status::ok) s = tweak_.set_key(key.subspan(half));
    if (s != Status::ok) {
        init();
        return s;
    }
    st_ = State::keyed;
    return Status::ok;
}

// IEEE 1619 §5.3.1 step 1: T_0 = CIPH_K2(i).
template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::set_tweak(ByteView tweak) noexcept
{
    if (st_ == State::no_key) return Status::bad_state;
    if (tweak.size() != kBlock) return Status::invalid_length;
    tweak_.encrypt_blocks(tweak.data(), t_, 1);
    total_ = 0;
    st_ = State::running;
    return Status::ok;
}

template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::set_data_unit(std::uint64_t n) noexcept
{
    std::uint8_t tweak[kBlock];
    xts_tweak(n, tweak);
    return set_tweak(tweak);
}

template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    return run(in, out, written, false);
}

template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::finish(ByteView last, ByteSpan out, std::size_t& written) noexcept
{
    return run(last, out, written, true);
}

// Lengths: append only whole blocks; the data unit ends with at least one
// full block (>= 16 bytes, SP 800-38E) and at most 2^20 blocks; a partial
// last block must arrive together with the full block it steals from.
template <class Cipher, Direction D>
Status XtsContext<Cipher, D>::run(ByteView in, ByteSpan out, std::size_t& written,
                                  bool last) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    const std::size_t d = in.size() % kBlock;
    const std::uint64_t total = total_ + in.size();
    const bool bad_len = out.size() < in.size() || total > kXtsMaxDataUnit || total < total_ ||
                         (last && total < kBlock) || (d != 0 && (!last || in.size() < kBlock));
    if (bad_len) return fail(Status::invalid_length, out, written);
    const std::size_t full = in.size() / kBlock - (d != 0 ? 1 : 0);
    xts_blocks<Cipher, D>(data_, t_, in.data(), out.data(), full);
    if (d != 0) {
        xts_steal<Cipher, D>(data_, t_, in.data() + full * kBlock, out.data() + full * kBlock, d);
    }
    written = in.size();
    total_ = total;
    if (last) {
        wipe(t_, sizeof t_);
        st_ = State::keyed;
    }
    return Status::ok;
}

template <class Cipher>
Status Xts<Cipher>::encrypt(ByteView key, ByteView tweak, ByteView in, ByteSpan out) noexcept
{
    std::size_t written = 0;
    Encryptor x;
    Status s = x.set_key(key);
    if (s == Status::ok) s = x.set_tweak(tweak);
    if (s != Status::ok) return fail(s, out, written);
    return x.finish(in, out, written);
}

template <class Cipher>
Status Xts<Cipher>::decrypt(ByteView key, ByteView tweak, ByteView in, ByteSpan out) noexcept
{
    std::size_t written = 0;
    Decryptor x;
    Status s = x.set_key(key);
    if (s == Status::ok) s = x.set_tweak(tweak);
    if (s != Status::ok) return fail(s, out, written);
    return x.finish(in, out, written);
}

#define UCRYPT_INSTANTIATE(C)                         \
    template class XtsContext<C, Direction::encrypt>; \
    template class XtsContext<C, Direction::decrypt>; \
    template struct Xts<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
