// SPDX-License-Identifier: Apache-2.0
// ucrypt — CBC with ciphertext stealing, variant CS2 (NIST SP 800-38A
// Addendum, "Three Variants of Ciphertext Stealing for CBC Mode", 2010).
#include <cstddef>
#include <cstdint>

#include "modes_common.hpp"
#include "ucrypt/modes.hpp"

namespace ucrypt {

using core::modes::copy_bytes;
using core::modes::fail;
using core::modes::kBlock;
using core::modes::xor_bytes;
using detail::OneWayCipher;
using detail::State;

namespace {

// How many of the last t bytes must wait for finish: the final full block and
// the partial one after it (16..31 bytes), or everything while t < 16.
constexpr std::size_t held_back(std::size_t t) noexcept
{
    if (t < kBlock) return t;
    return t % kBlock == 0 ? kBlock : kBlock + t % kBlock;
}

// Addendum CBC-CS encryption, steps 1-4 for the last P_{n-1} || P*_n
// (len = 16 + d, 0 <= d < 16). With d > 0, P_n is padded with zeros, so
// P_n ^ C_{n-1} = (P*_n ^ MSB_d(C_{n-1})) || the rest of C_{n-1}; CS2 then
// writes C_n before C*_{n-1}. in == out is fine: the input is copied first.
template <class Cipher>
void cs2_encrypt_tail(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                      std::size_t len) noexcept
{
    const std::size_t d = len - kBlock;
    if (d == 0) {
        core::modes::cbc_encrypt_blocks(c, iv, in, out, 1);
        return;
    }
    std::uint8_t x[kBlock];
    std::uint8_t last[kBlock];
    copy_bytes(last, in + kBlock, d);
    xor_bytes(x, in, iv, kBlock);
    c.encrypt_blocks(x, x, 1);  // C_{n-1}
    xor_bytes(iv, x, last, d);
    copy_bytes(iv + d, x + d, kBlock - d);
    c.encrypt_blocks(iv, iv, 1);  // C_n
    copy_bytes(out, iv, kBlock);
    copy_bytes(out + kBlock, x, d);
    wipe(last, sizeof last);
}

// Addendum CBC-CS decryption for the CS2 order C_n || C*_{n-1}:
// Z = CIPH^-1(C_n) = (P*_n ^ C*_{n-1}) || the tail of C_{n-1}, which completes
// C_{n-1}; then P_{n-1} = CIPH^-1(C_{n-1}) ^ C_{n-2}.
template <class Cipher>
void cs2_decrypt_tail(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                      std::size_t len) noexcept
{
    const std::size_t d = len - kBlock;
    if (d == 0) {
        core::modes::cbc_decrypt_blocks(c, iv, in, out, 1);
        return;
    }
    std::uint8_t z[kBlock];
    std::uint8_t cn1[kBlock];
    copy_bytes(cn1, in + kBlock, d);
    c.decrypt_blocks(in, z, 1);
    copy_bytes(cn1 + d, z + d, kBlock - d);
    xor_bytes(z, z, cn1, d);  // P*_n
    c.decrypt_blocks(cn1, out, 1);
    xor_bytes(out, out, iv, kBlock);
    copy_bytes(out + kBlock, z, d);
    copy_bytes(iv, cn1, kBlock);
    wipe(z, sizeof z);
}

template <class Cipher, Direction D>
void cs2_tail(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
              std::size_t len) noexcept
{
    if constexpr (D == Direction::encrypt) {
        cs2_encrypt_tail(c, iv, in, out, len);
    } else {
        cs2_decrypt_tail(c, iv, in, out, len);
    }
}

template <class Cipher, Direction D>
Status cs2_oneshot(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    std::size_t unused = 0;
    if (!core::modes::out_fits(in, out) || in.size() < kBlock || iv.size() != kBlock) {
        return fail(Status::invalid_length, out, unused);
    }
    OneWayCipher<Cipher, D> c;
    const Status s = c.set_key(key);
    if (s != Status::ok) return fail(s, out, unused);
    std::uint8_t chain[kBlock];
    copy_bytes(chain, iv.data(), kBlock);
    const std::size_t tail = held_back(in.size());
    const std::size_t head = in.size() - tail;
    if constexpr (D == Direction::encrypt) {
        core::modes::cbc_encrypt_blocks(c, chain, in.data(), out.data(), head / kBlock);
    } else {
        core::modes::cbc_decrypt_blocks(c, chain, in.data(), out.data(), head / kBlock);
    }
    cs2_tail<OneWayCipher<Cipher, D>, D>(c, chain, in.data() + head, out.data() + head, tail);
    return Status::ok;
}

}  // namespace

template <class Cipher, Direction D>
CbcCs2Context<Cipher, D>::~CbcCs2Context()
{
    wipe(tail_, sizeof tail_);
}

template <class Cipher, Direction D>
void CbcCs2Context<Cipher, D>::init() noexcept
{
    cbc_.init();
    wipe(tail_, sizeof tail_);
    tail_len_ = 0;
}

template <class Cipher, Direction D>
Status CbcCs2Context<Cipher, D>::set_iv(ByteView iv) noexcept
{
    const Status s = cbc_.set_iv(iv);
    if (s != Status::ok) return s;
    wipe(tail_, sizeof tail_);
    tail_len_ = 0;
    return Status::ok;
}

template <class Cipher, Direction D>
std::size_t CbcCs2Context<Cipher, D>::append_output_size(std::size_t in_len) const noexcept
{
    const std::size_t t = tail_len_ + in_len;
    return t - held_back(t);
}

// Everything but the held-back tail goes through plain CBC at once; the
// inner context's partial-block buffer is empty between calls because what
// it receives always adds up to whole blocks.
template <class Cipher, Direction D>
Status CbcCs2Context<Cipher, D>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (cbc_.st_ != State::running) return fail(Status::bad_state, out, written);
    const std::size_t pass = append_output_size(in.size());
    if (out.size() < pass) return fail(Status::invalid_length, out, written);
    const std::size_t from_tail = pass < tail_len_ ? pass : tail_len_;
    const std::size_t from_in = pass - from_tail;
    std::size_t w1 = 0;
    std::size_t w2 = 0;
    Status s = cbc_.append(ByteView(tail_, from_tail), out, w1);
    if (s == Status::ok) s = cbc_.append(in.first(from_in), out.subspan(w1), w2);
    if (s != Status::ok) return fail(s, out, written);
    const std::size_t keep_tail = tail_len_ - from_tail;
    for (std::size_t i = 0; i < keep_tail; ++i) tail_[i] = tail_[from_tail + i];
    copy_bytes(tail_ + keep_tail, in.data() + from_in, in.size() - from_in);
    tail_len_ = static_cast<std::uint8_t>(keep_tail + in.size() - from_in);
    written = w1 + w2;
    return Status::ok;
}

template <class Cipher, Direction D>
Status CbcCs2Context<Cipher, D>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (cbc_.st_ != State::running) return fail(Status::bad_state, out, written);
    if (tail_len_ < kBlock || out.size() < tail_len_) {
        return fail(Status::invalid_length, out, written);
    }
    cs2_tail<OneWayCipher<Cipher, D>, D>(cbc_.c_, cbc_.iv_, tail_, out.data(), tail_len_);
    written = tail_len_;
    wipe(tail_, sizeof tail_);
    tail_len_ = 0;
    wipe(cbc_.iv_, sizeof cbc_.iv_);
    cbc_.st_ = State::keyed;
    return Status::ok;
}

template <class Cipher>
Status CbcCs2<Cipher>::encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cs2_oneshot<Cipher, Direction::encrypt>(key, iv, in, out);
}

template <class Cipher>
Status CbcCs2<Cipher>::decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cs2_oneshot<Cipher, Direction::decrypt>(key, iv, in, out);
}

#define UCRYPT_INSTANTIATE(C)                            \
    template class CbcCs2Context<C, Direction::encrypt>; \
    template class CbcCs2Context<C, Direction::decrypt>; \
    template struct CbcCs2<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
