// SPDX-License-Identifier: Apache-2.0
// ucrypt — ECB (NIST SP 800-38A §6.1): each block through the cipher alone.
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

// SP 800-38A §6.1: C_j = CIPH_K(P_j), P_j = CIPH^-1_K(C_j); all blocks are
// independent, so the cipher gets them all in one call.
template <class Cipher, Direction D>
void ecb_blocks(const Cipher& c, const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    if constexpr (D == Direction::encrypt) {
        c.encrypt_blocks(in, out, n);
    } else {
        c.decrypt_blocks(in, out, n);
    }
}

template <class Cipher, Direction D>
Status ecb_oneshot(ByteView key, ByteView in, ByteSpan out) noexcept
{
    std::size_t unused = 0;
    if (!core::modes::out_fits(in, out) || in.size() % kBlock != 0) {
        return fail(Status::invalid_length, out, unused);
    }
    OneWayCipher<Cipher, D> c;
    const Status s = c.set_key(key);
    if (s != Status::ok) return fail(s, out, unused);
    ecb_blocks<OneWayCipher<Cipher, D>, D>(c, in.data(), out.data(), in.size() / kBlock);
    return Status::ok;
}

}  // namespace

template <class Cipher, Direction D>
EcbContext<Cipher, D>::~EcbContext()
{
    wipe(buf_, sizeof buf_);
}

template <class Cipher, Direction D>
void EcbContext<Cipher, D>::init() noexcept
{
    core::modes::wipe_cipher(c_);
    wipe(buf_, sizeof buf_);
    fill_ = 0;
    st_ = State::no_key;
}

template <class Cipher, Direction D>
Status EcbContext<Cipher, D>::set_key(ByteView key) noexcept
{
    init();
    const Status s = c_.set_key(key);
    if (s != Status::ok) return s;
    st_ = State::running;  // ECB has no IV: the key starts the message
    return Status::ok;
}

template <class Cipher, Direction D>
Status EcbContext<Cipher, D>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (out.size() < append_output_size(in.size()))
        return fail(Status::invalid_length, out, written);
    written = core::modes::feed_blocks(
        buf_, fill_, in, out.data(), [this](const std::uint8_t* i, std::uint8_t* o, std::size_t n) {
            ecb_blocks<OneWayCipher<Cipher, D>, D>(c_, i, o, n);
        });
    return Status::ok;
}

template <class Cipher, Direction D>
Status EcbContext<Cipher, D>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (fill_ != 0) return fail(Status::invalid_length, out, written);
    written = 0;
    return Status::ok;
}

template <class Cipher>
Status Ecb<Cipher>::encrypt(ByteView key, ByteView in, ByteSpan out) noexcept
{
    return ecb_oneshot<Cipher, Direction::encrypt>(key, in, out);
}

template <class Cipher>
Status Ecb<Cipher>::decrypt(ByteView key, ByteView in, ByteSpan out) noexcept
{
    return ecb_oneshot<Cipher, Direction::decrypt>(key, in, out);
}

#define UCRYPT_INSTANTIATE(C)                         \
    template class EcbContext<C, Direction::encrypt>; \
    template class EcbContext<C, Direction::decrypt>; \
    template struct Ecb<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
