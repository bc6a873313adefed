// SPDX-License-Identifier: Apache-2.0
// ucrypt — CTR (NIST SP 800-38A §6.5) with the standard incrementing function
// over the whole 128-bit counter block (Appendix B.1, m = b = 128).
#include <cstddef>
#include <cstdint>

#include "../aead/gcm_impl.hpp"
#include "modes_common.hpp"
#include "ucrypt/modes.hpp"
#include "ucrypt/util.hpp"

namespace ucrypt {

using core::modes::copy_block;
using core::modes::copy_bytes;
using core::modes::fail;
using core::modes::kBatch;
using core::modes::kBlock;
using core::modes::xor_block;
using core::modes::xor_bytes;
using detail::State;

namespace {

// SP 800-38A B.1: [X+1] mod 2^128, big-endian; a fixed 4-word ripple, with no
// branch on the carry.
void increment_be128(std::uint8_t* ctr) noexcept
{
    std::uint32_t carry = 1;
    for (std::size_t i = 4; i-- > 0;) {
        const std::uint64_t w = std::uint64_t{util::load_be32(ctr + 4 * i)} + carry;
        util::store_be32(ctr + 4 * i, static_cast<std::uint32_t>(w));
        carry = static_cast<std::uint32_t>(w >> 32);
    }
}

// SP 800-38A §6.5: O_j = CIPH_K(T_j), C_j = P_j ^ O_j for whole blocks: the
// cipher's own CTR loop where it has one (AES-NI, VAES), else the counter
// blocks of a batch are formed first, then enciphered in one call.
template <class Cipher>
void ctr_blocks(const Cipher& c, std::uint8_t* ctr, const std::uint8_t* in, std::uint8_t* out,
                std::size_t nblocks) noexcept
{
    if constexpr (core::modes::HasCtrXor<Cipher>) {
        if (c.ctr_xor(ctr, false, in, out, nblocks)) return;
    }
    std::uint8_t ks[kBatch * kBlock];
    while (nblocks > 0) {
        const std::size_t k = nblocks < kBatch ? nblocks : kBatch;
        for (std::size_t j = 0; j < k; ++j) {
            copy_block(ks + j * kBlock, ctr);
            increment_be128(ctr);
        }
        c.encrypt_blocks(ks, ks, k);
        for (std::size_t j = 0; j < k; ++j)
            xor_block(out + j * kBlock, in + j * kBlock, ks + j * kBlock);
        in += k * kBlock;
        out += k * kBlock;
        nblocks -= k;
    }
    wipe(ks, sizeof ks);
}

// The bytes of a stream: first what is left of the current keystream block,
// then whole blocks in batches, then another keystream block for a final
// partial block (SP 800-38A §6.5: the last P*_n uses MSB_u(O_n)).
template <class Cipher>
void ctr_stream(const Cipher& c, std::uint8_t* ctr, std::uint8_t* ks, std::uint8_t& used,
                const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    while (n > 0 && used < kBlock) {
        *out++ = static_cast<std::uint8_t>(*in++ ^ ks[used++]);
        --n;
    }
    const std::size_t full = n / kBlock;
    ctr_blocks(c, ctr, in, out, full);
    in += full * kBlock;
    out += full * kBlock;
    n -= full * kBlock;
    if (n == 0) return;
    copy_block(ks, ctr);
    increment_be128(ctr);
    c.encrypt_blocks(ks, ks, 1);
    xor_bytes(out, in, ks, n);
    used = static_cast<std::uint8_t>(n);
}

}  // namespace

template <class Cipher>
CtrContext<Cipher>::~CtrContext()
{
    wipe(ks_, sizeof ks_);
    wipe(ctr_, sizeof ctr_);
}

template <class Cipher>
void CtrContext<Cipher>::init() noexcept
{
    core::modes::wipe_cipher(c_);
    wipe(ks_, sizeof ks_);
    wipe(ctr_, sizeof ctr_);
    used_ = kBlock;
    st_ = State::no_key;
}

template <class Cipher>
Status CtrContext<Cipher>::set_key(ByteView key) noexcept
{
    init();
    const Status s = c_.set_key(key);
    if (s != Status::ok) return s;
    st_ = State::keyed;
    return Status::ok;
}

template <class Cipher>
Status CtrContext<Cipher>::set_iv(ByteView iv) noexcept
{
    if (st_ == State::no_key) return Status::bad_state;
    if (iv.size() != kBlock) return Status::invalid_length;
    copy_bytes(ctr_, iv.data(), kBlock);
    wipe(ks_, sizeof ks_);
    used_ = kBlock;
    st_ = State::running;
    return Status::ok;
}

template <class Cipher>
Status CtrContext<Cipher>::append(ByteView in, ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    if (out.size() < in.size()) return fail(Status::invalid_length, out, written);
    ctr_stream(c_, ctr_, ks_, used_, in.data(), out.data(), in.size());
    written = in.size();
    return Status::ok;
}

template <class Cipher>
Status CtrContext<Cipher>::finish(ByteSpan out, std::size_t& written) noexcept
{
    if (st_ != State::running) return fail(Status::bad_state, out, written);
    wipe(ks_, sizeof ks_);
    used_ = kBlock;
    st_ = State::keyed;
    written = 0;
    return Status::ok;
}

template <class Cipher>
Status Ctr<Cipher>::encrypt(ByteView key, ByteView iv, ByteView in, ByteSpan out) noexcept
{
    std::size_t unused = 0;
    if (!core::modes::out_fits(in, out) || iv.size() != kBlock) {
        return fail(Status::invalid_length, out, unused);
    }
    Cipher c;
    const Status s = c.set_key(key);
    if (s != Status::ok) return fail(s, out, unused);
    std::uint8_t ctr[kBlock];
    std::uint8_t ks[kBlock];
    std::uint8_t used = kBlock;
    copy_bytes(ctr, iv.data(), kBlock);
    ctr_stream(c, ctr, ks, used, in.data(), out.data(), in.size());
    wipe(ks, sizeof ks);
    return Status::ok;
}

#define UCRYPT_INSTANTIATE(C)     \
    template class CtrContext<C>; \
    template struct Ctr<C>;
UCRYPT_AES_BACKENDS(UCRYPT_INSTANTIATE)
#undef UCRYPT_INSTANTIATE

}  // namespace ucrypt
