// SPDX-License-Identifier: Apache-2.0
// ucrypt — CBC without padding (NIST SP 800-38A §6.2).
#include <cstddef>
#include <cstdint>

#include "modes_common.hpp"
#include "ucrypt/modes.hpp"

namespace ucrypt {

using core::modes::fail;
using core::modes::kBlock;
using detail::OneWayCipher;
using detail::State;

namespace {

template <class Cipher, Direction D>
void cbc_blocks(const Cipher& c, std::uint8_t* iv, const std::uint8_t* in, std::uint8_t* out,
                std::size_t n) noexcept
{
    if constexpr (D == Direction::encrypt) {
        core::modes::cbc_encrypt_blocks(c, iv, in, out, n);
    } else {
        core::modes::cbc_decrypt_blocks(c, iv, in, out, n);
    }
}

template <class Cipher, Direction D>
Status cbc_oneshot(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    std::size_t unused = 0;
    if (!core::modes::out_fits(in, out) || in.size() % kBlock != 0 || iv.size() != kBlock) {
        return fail(Status::invalid_length, out, unused);
    }
    OneWayCipher<Cipher, D> c;
    const Status s = c.set_key(key);
    if (s != Status::ok) return fail(s, out, unused);
    std::uint8_t chain[kBlock];
    core::modes::copy_bytes(chain, iv.data(), kBlock);
    cbc_blocks<OneWayCipher<Cipher, D>, D>(c, chain, in.data(), out.data(), in.size() / kBlock);
    return Status::ok;
}

}  // namespace

template <class Cipher, Direction D>
CbcContext<Cipher, D>::~CbcContext()
{
    wipe(buf_, sizeof buf_);
    wipe(iv_, sizeof iv_);
}

template <class Cipher, Direction D>
void CbcContext<Cipher, D>::init() noexcept
{
    core::modes::wipe_cipher(c_);
    wipe(buf_, sizeof buf_);
    wipe(iv_, sizeof iv_);
    fill_ = 0;
    st_ = State::no_key;
}

template <class Cipher, Direction D>
Status CbcContext<Cipher, D>::set_key(ByteView key) noexcept
{
    init();
    const Status s = c_.set_key(key);
    if (s != Status::ok) return s;
    st_ = State::keyed;
    return Status::ok;
}

// SP 800-38A §6.2: the IV is C_0.
template <class Cipher, Direction D>
Status CbcContext<Cipher, D>::set_iv(ByteView iv) noexcept
{
    if (st_ == State::no_key) return Status::bad_state;
    if (iv.size() != kBlock) return Status::invalid_length;
    core::modes::copy_bytes(iv_, iv.data(), kBlock);
    wipe(buf_, sizeof buf_);
    fill_ = 0;
    st_ = State::running;
    return Status::ok;
}

template <class Cipher, Direction D>
Status CbcContext<Cipher, D>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (out.size() < append_output_size(in.size()))
        return fail(Status::invalid_length, out, written);
    written = core::modes::feed_blocks(
        buf_, fill_, in, out.data(), [this](const std::uint8_t* i, std::uint8_t* o, std::size_t n) {
            cbc_blocks<OneWayCipher<Cipher, D>, D>(c_, iv_, i, o, n);
        });
    return Status::ok;
}

template <class Cipher, Direction D>
Status CbcContext<Cipher, D>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (fill_ != 0) return fail(Status::invalid_length, out, written);
    wipe(iv_, sizeof iv_);
    st_ = State::keyed;
    written = 0;
    return Status::ok;
}

template <class Cipher>
Status Cbc<Cipher>::encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cbc_oneshot<Cipher, Direction::encrypt>(key, iv, in, out);
}

template <class Cipher>
Status Cbc<Cipher>::decrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    return cbc_oneshot<Cipher, Direction::decrypt>(key, iv, in, out);
}

#define UCRYPT_INSTANTIATE(C)                         \
    template class CbcContext<C, Direction::encrypt>; \
    template class CbcContext<C, Direction::decrypt>; \
    template struct Cbc<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
