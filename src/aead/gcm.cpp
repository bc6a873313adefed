// SPDX-License-Identifier: Apache-2.0
// ucrypt — GCM (NIST SP 800-38D), one instantiation per cipher and GHASH variant.
#include <cstddef>
#include <cstdint>

#include "gcm_impl.hpp"
#include "ucrypt/aead.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"
#include "verify_tag.hpp"

namespace ucrypt {

namespace {

// SP 800-38D §5.2.1.1: len(P) <= 2^39 - 256 bits, len(A) and len(IV) <= 2^64 - 1 bits.
constexpr std::uint64_t kMaxDataBytes = (std::uint64_t{1} << 36) - 32;
constexpr std::uint64_t kMaxAadBytes = (std::uint64_t{1} << 61) - 1;

// Blocks enciphered, then hashed, per step of crypt(): 512 bytes.
constexpr std::size_t kChunkBlocks = 32;

}  // namespace

template <class Cipher, class Ghash>
Gcm<Cipher, Ghash>::~Gcm()
{
    wipe(j0_, sizeof j0_);
    wipe(ctr_, sizeof ctr_);
    wipe(ks_, sizeof ks_);
    wipe(buf_, sizeof buf_);
}

// SP 800-38D §6.4 (Algorithm 6 step 1 / Algorithm 4 step 1): H = CIPH_K(0^128).
template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::set_key(ByteView key) noexcept
{
    phase_ = Phase::no_key;
    const Status s = cipher_.set_key(key);
    if (s != Status::ok) return s;
    std::uint8_t h[16] = {};
    cipher_.encrypt_blocks(h, h, 1);
    ghash_.set_key(h);
    wipe(h, sizeof h);
    phase_ = Phase::keyed;
    return Status::ok;
}

// SP 800-38D §7.1 step 2: J0 = IV || 0^31 || 1 for a 96-bit IV, otherwise
// GHASH_H(IV || 0^(s+64) || [len(IV)]_64).
template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::set_iv(ByteView iv) noexcept
{
    if (phase_ == Phase::no_key) return Status::bad_state;
    if (iv.empty() || static_cast<std::uint64_t>(iv.size()) > kMaxAadBytes) {
        phase_ = Phase::keyed;
        return Status::invalid_length;
    }
    ghash_.reset();
    if (iv.size() == 12) {
        core::modes::copy_wordwise(j0_, iv.data(), 12);
        j0_[12] = j0_[13] = j0_[14] = 0;
        j0_[15] = 1;
    } else {
        buf_len_ = 0;
        ghash_partial(iv.data(), iv.size());
        ghash_flush();
        std::uint8_t len_block[16] = {};
        util::store_be64(len_block + 8, static_cast<std::uint64_t>(iv.size()) * 8);
        ghash_.update_blocks(len_block, 1);
        ghash_.get(j0_);
        ghash_.reset();
    }
    core::modes::copy_wordwise(ctr_, j0_, 16);
    core::modes::inc32(ctr_);
    buf_len_ = 0;
    aad_len_ = 0;
    data_len_ = 0;
    phase_ = Phase::aad;
    return Status::ok;
}

// GHASH input arrives in arbitrary pieces; whole blocks go straight through.
template <class Cipher, class Ghash>
void Gcm<Cipher, Ghash>::ghash_partial(const std::uint8_t* p, std::size_t n) noexcept
{
    if (buf_len_ > 0) {
        const std::size_t take = n < 16 - buf_len_ ? n : 16 - buf_len_;
        core::modes::copy_wordwise(buf_ + buf_len_, p, take);
        buf_len_ += take;
        p += take;
        n -= take;
        if (buf_len_ < 16) return;
        ghash_.update_blocks(buf_, 1);
        buf_len_ = 0;
    }
    ghash_.update_blocks(p, n / 16);
    core::modes::copy_wordwise(buf_, p + (n & ~std::size_t{15}), n % 16);
    buf_len_ = n % 16;
}

// SP 800-38D §7.1 step 5: A and C are each padded with zeros to a whole block.
template <class Cipher, class Ghash>
void Gcm<Cipher, Ghash>::ghash_flush() noexcept
{
    if (buf_len_ == 0) return;
    for (std::size_t i = buf_len_; i < 16; ++i) buf_[i] = 0;
    ghash_.update_blocks(buf_, 1);
    buf_len_ = 0;
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::update_aad(ByteView aad) noexcept
{
    if (phase_ != Phase::aad) return Status::bad_state;
    if (static_cast<std::uint64_t>(aad.size()) > kMaxAadBytes - aad_len_)
        return Status::invalid_length;
    aad_len_ += aad.size();
    ghash_partial(aad.data(), aad.size());
    return Status::ok;
}

// SP 800-38D §6.5 GCTR over whole blocks, counters from ctr_ (inc_32 each):
// the cipher's own CTR loop where it has one, else batches of counter blocks.
template <class Cipher, class Ghash>
void Gcm<Cipher, Ghash>::ctr_blocks(const std::uint8_t* in, std::uint8_t* out,
                                    std::size_t nblocks) noexcept
{
    if constexpr (core::modes::HasCtrXor<Cipher>) {
        if (cipher_.ctr_xor(ctr_, true, in, out, nblocks)) return;
    }
    std::uint8_t ks[16 * core::modes::kCtrBatch];
    while (nblocks > 0) {
        const std::size_t m = nblocks < core::modes::kCtrBatch ? nblocks : core::modes::kCtrBatch;
        for (std::size_t j = 0; j < m; ++j) {
            core::modes::copy_wordwise(ks + 16 * j, ctr_, 16);
            core::modes::inc32(ctr_);
        }
        cipher_.encrypt_blocks(ks, ks, m);
        core::modes::xor_wordwise(out, in, ks, 16 * m);
        in += 16 * m;
        out += 16 * m;
        nblocks -= m;
    }
    wipe(ks, sizeof ks);
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::begin_data(std::size_t n, std::size_t out_n) noexcept
{
    if (phase_ == Phase::aad) {
        ghash_flush();
        phase_ = Phase::data;
    }
    if (phase_ != Phase::data) return Status::bad_state;
    if (n != out_n || static_cast<std::uint64_t>(n) > kMaxDataBytes - data_len_) {
        return Status::invalid_length;
    }
    data_len_ += n;
    return Status::ok;
}

// GCTR (§6.5) and the GHASH of the ciphertext (§7.1 steps 3-5, §7.2 steps
// 4-6) in one pass. buf_len_ is both the fill of the GHASH buffer and the
// keystream bytes of ks_ already used: both follow data_len_ mod 16. When
// decrypting, GHASH reads each ciphertext block before in == out overwrites it.
template <class Cipher, class Ghash>
void Gcm<Cipher, Ghash>::crypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n,
                               bool decrypting) noexcept
{
    for (; n > 0 && buf_len_ > 0; --n) {
        const std::uint8_t c = *in++;
        const auto o = static_cast<std::uint8_t>(c ^ ks_[buf_len_]);
        buf_[buf_len_++] = decrypting ? c : o;
        *out++ = o;
        if (buf_len_ == 16) {
            ghash_.update_blocks(buf_, 1);
            buf_len_ = 0;
        }
    }
    // Whole blocks in chunks, so the GHASH pass finds the chunk still in L1.
    for (std::size_t nb = n / 16; nb > 0;) {
        const std::size_t m = nb < kChunkBlocks ? nb : kChunkBlocks;
        if (decrypting) ghash_.update_blocks(in, m);
        ctr_blocks(in, out, m);
        if (!decrypting) ghash_.update_blocks(out, m);
        in += 16 * m;
        out += 16 * m;
        nb -= m;
    }
    n %= 16;
    if (n > 0) {
        cipher_.encrypt_blocks(ctr_, ks_, 1);
        core::modes::inc32(ctr_);
        for (std::size_t i = 0; i < n; ++i) {
            const auto o = static_cast<std::uint8_t>(in[i] ^ ks_[i]);
            buf_[i] = decrypting ? in[i] : o;
            out[i] = o;
        }
        buf_len_ = n;
    }
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::encrypt_update(ByteView in, ByteSpan out) noexcept
{
    const Status s = begin_data(in.size(), out.size());
    if (s != Status::ok) return s;
    crypt(in.data(), out.data(), in.size(), false);
    return Status::ok;
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::decrypt_update(ByteView in, ByteSpan out) noexcept
{
    const Status s = begin_data(in.size(), out.size());
    if (s != Status::ok) return s;
    crypt(in.data(), out.data(), in.size(), true);
    return Status::ok;
}

// SP 800-38D §7.1 steps 5-6: S = GHASH(A' || C' || [len(A)]_64 || [len(C)]_64),
// T = MSB_t(GCTR(J0, S)). The object needs a fresh IV afterwards (§8.2: an IV is
// never reused under one key, so nothing continues from here).
template <class Cipher, class Ghash>
void Gcm<Cipher, Ghash>::compute_tag(std::uint8_t tag[16]) noexcept
{
    ghash_flush();
    std::uint8_t len_block[16];
    util::store_be64(len_block, aad_len_ * 8);
    util::store_be64(len_block + 8, data_len_ * 8);
    ghash_.update_blocks(len_block, 1);
    ghash_.get(len_block);
    cipher_.encrypt_blocks(j0_, tag, 1);
    core::modes::xor_wordwise(tag, tag, len_block, 16);
    wipe(len_block, sizeof len_block);
    wipe(ks_, sizeof ks_);
    ghash_.reset();
    phase_ = Phase::keyed;
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::finish(ByteSpan tag) noexcept
{
    if (phase_ != Phase::aad && phase_ != Phase::data) {
        core::modes::wipe_out(tag.data(), tag.size());
        return Status::bad_state;
    }
    if (!gcm_tag_size_ok(tag.size())) {
        core::modes::wipe_out(tag.data(), tag.size());
        return Status::invalid_length;
    }
    std::uint8_t full[16];
    compute_tag(full);
    core::modes::copy_wordwise(tag.data(), full, tag.size());
    wipe(full, sizeof full);
    return Status::ok;
}

// SP 800-38D §7.2 step 8: compare the first t bits in constant time.
template <class Cipher, class Ghash>
Verdict Gcm<Cipher, Ghash>::verify(ByteView tag) noexcept
{
    if (phase_ != Phase::aad && phase_ != Phase::data) return core::refuse(Status::bad_state);
    if (!gcm_tag_size_ok(tag.size())) {
        phase_ = Phase::keyed;
        return core::refuse(Status::invalid_length);
    }
    std::uint8_t full[16];
    compute_tag(full);
    const Verdict v = core::compare_tags(full, tag.data(), tag.size());
    wipe(full, sizeof full);
    return v;
}

template <class Cipher, class Ghash>
Status Gcm<Cipher, Ghash>::encrypt(ByteView iv, ByteView aad, ByteView pt, ByteSpan ct,
                                   ByteSpan tag) noexcept
{
    Status s = gcm_tag_size_ok(tag.size()) ? set_iv(iv) : Status::invalid_length;
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

// SP 800-38D §7.2 with the steps reordered so that no plaintext exists before
// the tag is checked: first GHASH over the ciphertext and the verdict (steps
// 5-8), then, only if the tag verified, GCTR (step 3) into the output.
template <class Cipher, class Ghash>
Verdict Gcm<Cipher, Ghash>::decrypt(ByteView iv, ByteView aad, ByteView ct, ByteView tag,
                                    ByteSpan pt) noexcept
{
    Status s = gcm_tag_size_ok(tag.size()) ? set_iv(iv) : Status::invalid_length;
    if (s == Status::ok) s = update_aad(aad);
    if (s == Status::ok) s = begin_data(ct.size(), pt.size());
    if (s != Status::ok) {
        if (phase_ != Phase::no_key) phase_ = Phase::keyed;
        core::modes::wipe_out(pt.data(), pt.size());
        return core::refuse(s);
    }
    ghash_partial(ct.data(), ct.size());
    const Verdict v = verify(tag);
    const core::VerdictCopy again(v);  // before v is tested
    if (!v.ok()) {
        core::modes::wipe_out(pt.data(), pt.size());
        return v;
    }
    core::modes::copy_wordwise(ctr_, j0_, 16);
    core::modes::inc32(ctr_);
    const std::size_t nb = ct.size() / 16, tail = ct.size() % 16;
    ctr_blocks(ct.data(), pt.data(), nb);
    if (tail > 0) {
        cipher_.encrypt_blocks(ctr_, ks_, 1);
        core::modes::xor_wordwise(pt.data() + 16 * nb, ct.data() + 16 * nb, ks_, tail);
        wipe(ks_, sizeof ks_);
    }
    if (!again.holds()) core::modes::wipe_out(pt.data(), pt.size());  // tested again: fail closed
    return v;
}

#define UCRYPT_GCM_INSTANTIATE(G, A) template class Gcm<A, G>;
#define UCRYPT_GCM_INSTANTIATE_AES(A) UCRYPT_GHASH_BACKENDS(UCRYPT_GCM_INSTANTIATE, A)
UCRYPT_AES_BACKENDS(UCRYPT_GCM_INSTANTIATE_AES)
#undef UCRYPT_GCM_INSTANTIATE_AES
#undef UCRYPT_GCM_INSTANTIATE

}  // namespace ucrypt
