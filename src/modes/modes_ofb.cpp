// SPDX-License-Identifier: Apache-2.0
// ucrypt — OFB (NIST SP 800-38A §6.4).
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

// §6.4: O_j = CIPH_K(O_{j-1}), O_0 = IV, and C_j = P_j ^ O_j (the same for
// decryption). Each output block depends on the last, so there is nothing to
// batch; the final partial block uses MSB_u(O_n).
template <class Cipher>
void ofb_stream(const Cipher& c, std::uint8_t* reg, std::uint8_t& used, const std::uint8_t* in,
                std::uint8_t* out, std::size_t n) noexcept
{
    core::modes::stream_register(
        used, in, out, n,
        [&](const std::uint8_t* i, std::uint8_t* o, std::size_t k) {
            xor_bytes(o, i, reg + used, k);
            used = static_cast<std::uint8_t>(used + k);
        },
        [&](const std::uint8_t* i, std::uint8_t* o, std::size_t nb) {
            for (std::size_t j = 0; j < nb; ++j) {
                c.encrypt_blocks(reg, reg, 1);
                core::modes::xor_block(o + j * kBlock, i + j * kBlock, reg);
            }
        },
        [&] { c.encrypt_blocks(reg, reg, 1); });
}

}  // namespace

template <class Cipher>
OfbContext<Cipher>::~OfbContext()
{
    wipe(reg_, sizeof reg_);
}

template <class Cipher>
void OfbContext<Cipher>::init() noexcept
{
    core::modes::wipe_cipher(c_);
    wipe(reg_, sizeof reg_);
    used_ = kBlock;
    st_ = State::no_key;
}

template <class Cipher>
Status OfbContext<Cipher>::set_key(ByteView key) noexcept
{
    init();
    const Status s = c_.set_key(key);
    if (s != Status::ok) return s;
    st_ = State::keyed;
    return Status::ok;
}

template <class Cipher>
Status OfbContext<Cipher>::set_iv(ByteView iv) noexcept
{
    if (st_ == State::no_key) return Status::bad_state;
    if (iv.size() != kBlock) return Status::invalid_length;
    copy_bytes(reg_, iv.data(), kBlock);
    used_ = kBlock;
    st_ = State::running;
    return Status::ok;
}

template <class Cipher>
Status OfbContext<Cipher>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (out.size() < in.size()) return fail(Status::invalid_length, out, written);
    ofb_stream(c_, reg_, used_, in.data(), out.data(), in.size());
    written = in.size();
    return Status::ok;
}

template <class Cipher>
Status OfbContext<Cipher>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    wipe(reg_, sizeof reg_);
    used_ = kBlock;
    st_ = State::keyed;
    written = 0;
    return Status::ok;
}

template <class Cipher>
Status Ofb<Cipher>::encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
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
    ofb_stream(c, reg, used, in.data(), out.data(), in.size());
    wipe(reg, sizeof reg);
    return Status::ok;
}

#define UCRYPT_INSTANTIATE(C)     \
    template class OfbContext<C>; \
    template struct Ofb<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
