// SPDX-License-Identifier: Apache-2.0
// ucrypt — CCM (NIST SP 800-38C), one instantiation per cipher variant.
#include <cstddef>
#include <cstdint>

#include "gcm_impl.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"
#include "verify_tag.hpp"

namespace ucrypt {

template <class Cipher>
Ccm<Cipher>::~Ccm()
{
    wipe(x_, sizeof x_);
    wipe(s0_, sizeof s0_);
    wipe(ks_, sizeof ks_);
}

template <class Cipher>
Status Ccm<Cipher>::set_key(ByteView key) noexcept
{
    phase_ = Phase::no_key;
    const Status s = cipher_.set_key(key);
    if (s == Status::ok) phase_ = Phase::keyed;
    return s;
}

// CBC-MAC input (SP 800-38C §6.1 step 3-4) arrives in arbitrary pieces: bytes
// are XORed into the chaining value and it is enciphered at each whole block.
template <class Cipher>
void Ccm<Cipher>::mac_bytes(const std::uint8_t* p, std::size_t n) noexcept
{
    while (n > 0) {
        if (mac_len_ == 0 && n >= 16) {
            core::modes::xor_wordwise(x_, x_, p, 16);
            cipher_.encrypt_blocks(x_, x_, 1);
            p += 16;
            n -= 16;
            continue;
        }
        x_[mac_len_++] ^= *p++;
        --n;
        if (mac_len_ == 16) {
            cipher_.encrypt_blocks(x_, x_, 1);
            mac_len_ = 0;
        }
    }
}

// The AAD and the payload are each zero-padded to a whole block (§A.2.2, §A.2.3).
template <class Cipher>
void Ccm<Cipher>::mac_pad() noexcept
{
    if (mac_len_ == 0) return;
    cipher_.encrypt_blocks(x_, x_, 1);
    mac_len_ = 0;
}

// SP 800-38C §A.2.1 (B0), §A.2.2 (encoding of a), §A.3 (Ctr_i).
template <class Cipher>
Status Ccm<Cipher>::start(ByteView nonce, std::uint64_t aad_len, std::uint64_t payload_len,
                          std::size_t tag_len) noexcept
{
    if (phase_ == Phase::no_key) return Status::bad_state;
    phase_ = Phase::keyed;
    const std::size_t n = nonce.size();
    if (n < 7 || n > 13 || !ccm_tag_size_ok(tag_len)) return Status::invalid_length;
    q_ = 15 - n;
    if (q_ < 8 && (payload_len >> (8 * q_)) != 0) return Status::invalid_length;
    std::uint8_t b[16] = {};
    b[0] =
        static_cast<std::uint8_t>((aad_len > 0 ? 0x40 : 0) | (((tag_len - 2) / 2) << 3) | (q_ - 1));
    core::modes::copy_wordwise(b + 1, nonce.data(), n);
    for (std::size_t i = 0; i < q_; ++i)
        b[15 - i] = static_cast<std::uint8_t>(payload_len >> (8 * i));
    cipher_.encrypt_blocks(b, x_, 1);
    mac_len_ = 0;
    if (aad_len > 0) {
        std::size_t len = 0;
        if (aad_len < 0xFF00u) {
            len = 2;
        } else if (aad_len >> 32 == 0) {
            b[0] = 0xFF, b[1] = 0xFE, len = 6;
        } else {
            b[0] = 0xFF, b[1] = 0xFF, len = 10;
        }
        const std::size_t value_bytes = len == 2 ? 2 : len - 2;
        for (std::size_t i = 0; i < value_bytes; ++i)
            b[len - 1 - i] = static_cast<std::uint8_t>(aad_len >> (8 * i));
        mac_bytes(b, len);
    }
    for (auto& v : b) v = 0;
    b[0] = static_cast<std::uint8_t>(q_ - 1);
    core::modes::copy_wordwise(b + 1, nonce.data(), n);
    cipher_.encrypt_blocks(b, s0_, 1);  // Ctr_0 masks the tag (§6.1 step 8)
    core::modes::copy_wordwise(ctr_, b, 16);
    core::modes::inc_be(ctr_, q_);  // the payload starts at Ctr_1
    ks_used_ = 16;
    aad_left_ = aad_len;
    data_left_ = payload_len;
    tag_len_ = tag_len;
    phase_ = Phase::aad;
    return Status::ok;
}

template <class Cipher>
Status Ccm<Cipher>::update_aad(ByteView aad) noexcept
{
    if (phase_ != Phase::aad) return Status::bad_state;
    if (aad.size() > aad_left_) return Status::invalid_length;
    aad_left_ -= aad.size();
    mac_bytes(aad.data(), aad.size());
    return Status::ok;
}

template <class Cipher>
Status Ccm<Cipher>::begin_data(std::size_t n, std::size_t out_n) noexcept
{
    if (phase_ == Phase::aad && aad_left_ == 0) {
        mac_pad();
        phase_ = Phase::data;
    }
    if (phase_ != Phase::data) return Status::bad_state;
    if (n != out_n || n > data_left_) return Status::invalid_length;
    data_left_ -= n;
    return Status::ok;
}

// SP 800-38C §6.1 steps 5-7: the payload XOR the keystream CIPH(Ctr_1) ...,
// with the unused part of the last keystream block kept for the next call.
template <class Cipher>
void Ccm<Cipher>::ctr_stream(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept
{
    for (; n > 0 && ks_used_ < 16; --n) *out++ = static_cast<std::uint8_t>(*in++ ^ ks_[ks_used_++]);
    std::uint8_t ks[16 * core::modes::kCtrBatch];
    for (std::size_t nblocks = n / 16; nblocks > 0;) {
        const std::size_t m = nblocks < core::modes::kCtrBatch ? nblocks : core::modes::kCtrBatch;
        for (std::uint8_t* blk = ks; blk != ks + 16 * m; blk += 16) {
            core::modes::copy_wordwise(blk, ctr_, 16);
            core::modes::inc_be(ctr_, q_);
        }
        cipher_.encrypt_blocks(ks, ks, m);
        core::modes::xor_wordwise(out, in, ks, 16 * m);
        in += 16 * m;
        out += 16 * m;
        nblocks -= m;
    }
    n %= 16;
    wipe(ks, sizeof ks);
    if (n > 0) {
        cipher_.encrypt_blocks(ctr_, ks_, 1);
        core::modes::inc_be(ctr_, q_);
        core::modes::xor_wordwise(out, in, ks_, n);
        ks_used_ = n;
    }
}

// The MAC covers the plaintext: before encryption overwrites it (in == out).
template <class Cipher>
Status Ccm<Cipher>::encrypt_update(ByteView in, ByteSpan out) noexcept
{
    const Status s = begin_data(in.size(), out.size());
    if (s != Status::ok) return s;
    mac_bytes(in.data(), in.size());
    ctr_stream(in.data(), out.data(), in.size());
    return Status::ok;
}

template <class Cipher>
Status Ccm<Cipher>::decrypt_update(ByteView in, ByteSpan out) noexcept
{
    const Status s = begin_data(in.size(), out.size());
    if (s != Status::ok) return s;
    ctr_stream(in.data(), out.data(), in.size());
    mac_bytes(out.data(), out.size());
    return Status::ok;
}

// SP 800-38C §6.1 steps 4 and 8: T = MSB_Tlen(CBC-MAC), tag = T ^ MSB_Tlen(S0).
// Every declared byte must have been supplied.
template <class Cipher>
Status Ccm<Cipher>::compute_tag(std::uint8_t tag[16]) noexcept
{
    if (phase_ == Phase::aad && aad_left_ == 0) phase_ = Phase::data;
    if (phase_ != Phase::data || data_left_ != 0) {
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
        return Status::bad_state;
    }
    mac_pad();
    core::modes::xor_wordwise(tag, x_, s0_, 16);
    wipe(x_, sizeof x_);
    wipe(ks_, sizeof ks_);
    phase_ = Phase::keyed;
    return Status::ok;
}

template <class Cipher>
Status Ccm<Cipher>::finish(ByteSpan tag) noexcept
{
    std::uint8_t full[16];
    Status s = tag.size() == tag_len_ ? compute_tag(full) : Status::invalid_length;
    if (s == Status::ok) {
        core::modes::copy_wordwise(tag.data(), full, tag.size());
    } else {
        core::modes::wipe_out(tag.data(), tag.size());
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
    }
    wipe(full, sizeof full);
    return s;
}

// SP 800-38C §6.2 step 10: the tag comparison, in constant time.
template <class Cipher>
Verdict Ccm<Cipher>::verify(ByteView tag) noexcept
{
    std::uint8_t full[16];
    const Status s = tag.size() == tag_len_ ? compute_tag(full) : Status::invalid_length;
    if (s != Status::ok) {
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
        return core::refuse(s);
    }
    const Verdict v = core::compare_tags(full, tag.data(), tag.size());
    wipe(full, sizeof full);
    return v;
}

template <class Cipher>
Status Ccm<Cipher>::encrypt(ByteView nonce, ByteView aad, ByteView pt, ByteSpan ct,
                            ByteSpan tag) noexcept
{
    Status s = start(nonce, aad.size(), pt.size(), tag.size());
    if (s == Status::ok) s = update_aad(aad);
    if (s == Status::ok) s = encrypt_update(pt, ct);
    if (s == Status::ok) s = finish(tag);
    if (s != Status::ok) {
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
        core::modes::wipe_out(ct.data(), ct.size());
        core::modes::wipe_out(tag.data(), tag.size());
    }
    return s;
}

// SP 800-38C §6.2 in two passes so that no plaintext reaches the output
// before the tag is checked: the first pass decrypts into a stack buffer
// only to feed the CBC-MAC (and wipes it); the second, run only after the
// tag verified, decrypts into the output.
template <class Cipher>
Verdict Ccm<Cipher>::decrypt(ByteView nonce, ByteView aad, ByteView ct, ByteView tag,
                             ByteSpan pt) noexcept
{
    Status s = pt.size() == ct.size() ? start(nonce, aad.size(), ct.size(), tag.size())
                                      : Status::invalid_length;
    if (s == Status::ok) s = update_aad(aad);
    if (s == Status::ok) s = begin_data(0, 0);
    if (s != Status::ok) {
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
        core::modes::wipe_out(pt.data(), pt.size());
        return core::refuse(s);
    }
    std::uint8_t ctr1[16];
    core::modes::copy_wordwise(ctr1, ctr_, 16);
    std::uint8_t tmp[16 * core::modes::kCtrBatch];
    for (std::size_t off = 0; off < ct.size(); off += sizeof tmp) {
        const std::size_t m = ct.size() - off < sizeof tmp ? ct.size() - off : sizeof tmp;
        ctr_stream(ct.data() + off, tmp, m);
        mac_bytes(tmp, m);
    }
    wipe(tmp, sizeof tmp);
    data_left_ = 0;
    const Verdict v = verify(tag);
    if (!v.ok()) {
        core::modes::wipe_out(pt.data(), pt.size());
        return v;
    }
    core::modes::copy_wordwise(ctr_, ctr1, 16);
    ks_used_ = 16;
    ctr_stream(ct.data(), pt.data(), ct.size());
    wipe(ks_, sizeof ks_);
    return v;
}

#define UCRYPT_CCM_INSTANTIATE(A) template class Ccm<A>;
UCRYPT_AES_BACKENDS(UCRYPT_CCM_INSTANTIATE)
#undef UCRYPT_CCM_INSTANTIATE

}  // namespace ucrypt
