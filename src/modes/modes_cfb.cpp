// SPDX-License-Identifier: Apache-2.0
// ucrypt — CFB128 (NIST SP 800-38A §6.3 with s = 128).
#include <cstddef>
#include <cstdint>

#include "modes_common.hpp"
#include "ucrypt/modes.hpp"

namespace ucrypt {

using core::modes::copy_bytes;
using core::modes::fail;
using core::modes::kBatch;
using core::modes::kBlock;
using core::modes::xor_bytes;
using detail::OneWayCipher;
using detail::State;

namespace {

// Bytewise step within a block: the register keeps the ciphertext byte in
// place of the keystream byte it used, so a full register is the next
// cipher input I_j = C_{j-1} (§6.3).
template <Direction D>
void cfb_bytes(std::uint8_t* reg, std::uint8_t& used, const std::uint8_t* in, std::uint8_t* out,
               std::size_t count) noexcept
{
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint8_t x = in[i];
        const auto y = static_cast<std::uint8_t>(x ^ reg[used]);
        reg[used++] = D == Direction::encrypt ? y : x;  // D is a template constant
        out[i] = y;
    }
}

// §6.3 encryption is serial: C_j = P_j ^ CIPH_K(C_{j-1}).
template <class Cipher>
void cfb_encrypt_blocks(const Cipher& c, std::uint8_t* reg, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    for (std::size_t j = 0; j < nblocks; ++j) {
        c.encrypt_blocks(reg, reg, 1);
        core::modes::xor_block(reg, reg, in + j * kBlock);
        core::modes::copy_block(out + j * kBlock, reg);
    }
}

// §6.3 decryption: every cipher input C_{j-1} is known, so kBatch blocks go
// through the cipher at once. The inputs are copied before out is written,
// which keeps in == out working.
template <class Cipher>
void cfb_decrypt_blocks(const Cipher& c, std::uint8_t* reg, const std::uint8_t* in,
                        std::uint8_t* out, std::size_t nblocks) noexcept
{
    std::uint8_t x[kBatch * kBlock];
    while (nblocks > 0) {
        const std::size_t k = nblocks < kBatch ? nblocks : kBatch;
        core::modes::copy_block(x, reg);
        for (std::size_t j = 1; j < k; ++j) {
            core::modes::copy_block(x + j * kBlock, in + (j - 1) * kBlock);
        }
        core::modes::copy_block(reg, in + (k - 1) * kBlock);
        c.encrypt_blocks(x, x, k);
        for (std::size_t j = 0; j < k; ++j) {
            core::modes::xor_block(out + j * kBlock, in + j * kBlock, x + j * kBlock);
        }
        in += k * kBlock;
        out += k * kBlock;
        nblocks -= k;
    }
    wipe(x, sizeof x);
}

template <class Cipher, Direction D>
void cfb_stream(const Cipher& c, std::uint8_t* reg, std::uint8_t& used, const std::uint8_t* in,
                std::uint8_t* out, std::size_t n) noexcept
{
    core::modes::stream_register(
        used, in, out, n,
        [&](const std::uint8_t* i, std::uint8_t* o, std::size_t k) {
            cfb_bytes<D>(reg, used, i, o, k);
        },
        [&](const std::uint8_t* i, std::uint8_t* o, std::size_t nb) {
            if constexpr (D == Direction::encrypt) {
                cfb_encrypt_blocks(c, reg, i, o, nb);
            } else {
                cfb_decrypt_blocks(c, reg, i, o, nb);
            }
        },
        [&] { c.encrypt_blocks(reg, reg, 1); });
}

template <class Cipher, Direction D>
Status cfb_oneshot(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    std::size_t unused = 0;
    if (!core::modes::out_fits(in, out) || iv.size() != kBlock) {
        return fail(Status::invalid_length, out, unused);
    }
    OneWayCipher<Cipher, Direction::encrypt> c;
    const Status s = c.set_key(key);
    if (s != Status::ok) return fail(s, out, unused);
    std::uint8_t reg[kBlock];
    std::uint8_t used = kBlock;
    copy_bytes(reg, iv.data(), kBlock);
    cfb_stream<decltype(c), D>(c, reg, used, in.data(), out.data(), in.size());
    wipe(reg, sizeof reg);
    return Status::ok;
}

}  // namespace

template <class Cipher, Direction D>
CfbContext<Cipher, D>::~CfbContext()
{
    wipe(reg_, sizeof reg_);
}

template <class Cipher, Direction D>
void CfbContext<Cipher, D>::init() noexcept
{
    core::modes::wipe_cipher(c_);
    wipe(reg_, sizeof reg_);
    used_ = kBlock;
    st_ = State::no_key;
}

template <class Cipher, Direction D>
Status CfbContext<Cipher, D>::set_key(ByteView key) noexcept
{
    init();
    const Status s = c_.set_key(key);
    if (s != Status::ok) return s;
    st_ = State::keyed;
    return Status::ok;
}

// §6.3: I_1 = IV.
template <class Cipher, Direction D>
Status CfbContext<Cipher, D>::set_iv(ByteView iv) noexcept
{
    if (st_ == State::no_key) return Status::bad_state;
    if (iv.size() != kBlock) return Status::invalid_length;
    copy_bytes(reg_, iv.data(), kBlock);
    used_ = kBlock;
    st_ = State::running;
    return Status::ok;
}

template <class Cipher, Direction D>
Status CfbContext<Cipher, D>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (out.size() < in.size()) return fail(Status::invalid_length, out, written);
    cfb_stream<OneWayCipher<Cipher, Direction::encrypt>, D>(c_, reg_, used_, in.data(), out.data(),
                                                            in.size());
    written = in.size();
    return Status::ok;
}

template <class Cipher, Direction D>
Status CfbContext<Cipher, D>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    wipe(reg_, sizeof reg_);
    used_ = kBlock;
    st_ = State::keyed;
    written = 0;
    return Status::ok;
}

template <class Cipher>
Status Cfb<Cipher>::encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cfb_oneshot<Cipher, Direction::encrypt>(key, iv, in, out);
}

template <class Cipher>
Status Cfb<Cipher>::decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cfb_oneshot<Cipher, Direction::decrypt>(key, iv, in, out);
}

#define UCRYPT_INSTANTIATE(C)                         \
    template class CfbContext<C, Direction::encrypt>; \
    template class CfbContext<C, Direction::decrypt>; \
    template struct Cfb<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
