// SPDX-License-Identifier: Apache-2.0
// ucrypt — CMAC (NIST SP 800-38B), one instantiation per AES variant.
#include "ucrypt/cmac.hpp"

#include <cstddef>
#include <cstdint>

#include "../aead/gcm_impl.hpp"
#include "../aead/verify_tag.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

// SP 800-38B §6.1 steps 2-3: K <- K << 1, XOR R_128 = 0^120 || 10000111 when
// the bit shifted out was 1, applied through a mask (the key is secret).
void dbl(const std::uint8_t in[16], std::uint8_t out[16]) noexcept
{
    const auto mask = static_cast<std::uint8_t>(0u - (static_cast<unsigned>(in[0]) >> 7));
    for (int i = 0; i < 15; ++i)
        out[i] = static_cast<std::uint8_t>((in[i] << 1) | (in[i + 1] >> 7));
    out[15] = static_cast<std::uint8_t>((static_cast<unsigned>(in[15]) << 1) ^ (0x87u & mask));
}

}  // namespace

template <class Cipher>
Cmac<Cipher>::~Cmac()
{
    wipe(k1_, sizeof k1_);
    wipe(k2_, sizeof k2_);
    wipe(x_, sizeof x_);
    wipe(buf_, sizeof buf_);
}

// SP 800-38B §6.1: L = CIPH_K(0^128), K1 = dbl(L), K2 = dbl(K1).
template <class Cipher>
Status Cmac<Cipher>::set_key(ByteView key) noexcept
{
    keyed_ = false;
    const Status s = cipher_.set_key(key);
    if (s != Status::ok) return s;
    std::uint8_t l[16] = {};
    cipher_.encrypt_blocks(l, l, 1);
    dbl(l, k1_);
    dbl(k1_, k2_);
    wipe(l, sizeof l);
    for (auto& b : x_) b = 0;
    buf_len_ = 0;
    keyed_ = true;
    return Status::ok;
}

// SP 800-38B §6.2 steps 5-6: C_i = CIPH_K(C_{i-1} ^ M_i) for every block but
// the last, which is only known to be last at finish(); so a whole block
// stays in buf_ until more data arrives.
template <class Cipher>
Status Cmac<Cipher>::update(ByteView data) noexcept
{
    if (!keyed_) return Status::bad_state;
    const std::uint8_t* p = data.data();
    std::size_t n = data.size();
    while (n > 0) {
        if (buf_len_ == 16) {
            core::modes::xor_wordwise(x_, x_, buf_, 16);
            cipher_.encrypt_blocks(x_, x_, 1);
            buf_len_ = 0;
        }
        if (buf_len_ == 0 && n > 16) {
            core::modes::xor_wordwise(x_, x_, p, 16);
            cipher_.encrypt_blocks(x_, x_, 1);
            p += 16;
            n -= 16;
            continue;
        }
        const std::size_t take = n < 16 - buf_len_ ? n : 16 - buf_len_;
        core::modes::copy_wordwise(buf_ + buf_len_, p, take);
        buf_len_ += take;
        p += take;
        n -= take;
    }
    return Status::ok;
}

// SP 800-38B §6.2 steps 3-4 and 6: a whole last block is XORed with K1; a
// partial (or empty) one is padded with 10* and XORed with K2. Resets for
// the next message.
template <class Cipher>
void Cmac<Cipher>::last_block(std::uint8_t out[16]) noexcept
{
    if (buf_len_ == 16) {
        core::modes::xor_wordwise(out, buf_, k1_, 16);
    } else {
        buf_[buf_len_] = 0x80;
        for (std::size_t i = buf_len_ + 1; i < 16; ++i) buf_[i] = 0;
        core::modes::xor_wordwise(out, buf_, k2_, 16);
    }
    core::modes::xor_wordwise(out, out, x_, 16);
    cipher_.encrypt_blocks(out, out, 1);
    for (auto& b : x_) b = 0;
    wipe(buf_, sizeof buf_);
    buf_len_ = 0;
}

// SP 800-38B §6.2 step 7: T = MSB_Tlen(C_n).
template <class Cipher>
Status Cmac<Cipher>::finish(ByteSpan tag) noexcept
{
    if (!keyed_ || tag.size() < kCmacMinTagSize || tag.size() > tag_size) {
        core::modes::wipe_out(tag.data(), tag.size());
        return keyed_ ? Status::invalid_length : Status::bad_state;
    }
    std::uint8_t full[16];
    last_block(full);
    core::modes::copy_wordwise(tag.data(), full, tag.size());
    wipe(full, sizeof full);
    return Status::ok;
}

// SP 800-38B §6.3: recompute and compare in constant time.
template <class Cipher>
Verdict Cmac<Cipher>::verify_finish(ByteView tag) noexcept
{
    if (!keyed_) return core::refuse(Status::bad_state);
    std::uint8_t full[16];
    last_block(full);  // always, so the object is reset whatever the outcome
    if (tag.size() < kCmacMinTagSize || tag.size() > tag_size) {
        wipe(full, sizeof full);
        return core::refuse(Status::invalid_length);
    }
    const Verdict v = core::compare_tags(full, tag.data(), tag.size());
    wipe(full, sizeof full);
    return v;
}

template <class Cipher>
Status Cmac<Cipher>::mac(ByteView key, ByteView data, ByteSpan tag) noexcept
{
    Cmac m;
    Status s = m.set_key(key);
    if (s == Status::ok) s = m.update(data);
    if (s == Status::ok) return m.finish(tag);
    core::modes::wipe_out(tag.data(), tag.size());
    return s;
}

template <class Cipher>
Verdict Cmac<Cipher>::verify(ByteView key, ByteView data, ByteView tag) noexcept
{
    Cmac m;
    Status s = m.set_key(key);
    if (s == Status::ok) s = m.update(data);
    if (s != Status::ok) return core::refuse(s);
    return m.verify_finish(tag);
}

#define UCRYPT_CMAC_INSTANTIATE(A) template class Cmac<A>;
UCRYPT_AES_BACKENDS(UCRYPT_CMAC_INSTANTIATE)
#undef UCRYPT_CMAC_INSTANTIATE

}  // namespace ucrypt
