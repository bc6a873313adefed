// SPDX-License-Identifier: Apache-2.0
// ucrypt — AEAD_CHACHA20_POLY1305 (RFC 8439 §2.8).
#include "ucrypt/chacha20poly1305.hpp"

#include <cstddef>
#include <cstdint>

#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"
#include "verify_tag.hpp"

namespace ucrypt {

namespace {

constexpr std::uint64_t kMaxAad = ~std::uint64_t{0};

constexpr Verdict failure(Status s) noexcept
{
    return Verdict{s, static_cast<std::uint32_t>(s)};
}

}  // namespace

ChaCha20Poly1305::~ChaCha20Poly1305()
{
    init();
}

void ChaCha20Poly1305::init() noexcept
{
    // The members' own destructors wipe; a reused object is wiped here.
    cipher_ = ChaCha20();
    mac_ = Poly1305();
    aad_len_ = data_len_ = decrypted_len_ = 0;
    phase_ = Phase::no_key;
}

void ChaCha20Poly1305::set_key(FixedView<key_size> key) noexcept
{
    cipher_.set_key(key);
    mac_ = Poly1305();
    phase_ = Phase::keyed;
}

// RFC 8439 §2.6 and §2.8: the one-time Poly1305 key is the first 32 bytes of
// block 0 under (key, nonce); the message is encrypted from block 1 on.
Status ChaCha20Poly1305::set_nonce(FixedView<nonce_size> nonce) noexcept
{
    if (phase_ == Phase::no_key) return Status::bad_state;
    cipher_.set_nonce(nonce, 0);
    std::uint8_t otk[Poly1305::key_size];
    const Status s = cipher_.keystream(otk);  // 32 bytes from position 0: cannot fail
    mac_.init(otk);
    wipe(otk, sizeof otk);
    cipher_.seek(1);  // also wipes the unused half of block 0
    aad_len_ = data_len_ = decrypted_len_ = 0;
    phase_ = Phase::aad;
    return s;
}

Status ChaCha20Poly1305::append_aad(ByteView aad) noexcept
{
    if (phase_ != Phase::aad) return Status::bad_state;
    if (std::uint64_t{aad.size()} > kMaxAad - aad_len_) return Status::invalid_length;
    mac_.update(aad);
    aad_len_ += aad.size();
    return Status::ok;
}

// RFC 8439 §2.8: padding1 closes the AAD when the first data arrives.
Status ChaCha20Poly1305::start_data(Phase next, std::size_t n) noexcept
{
    if (phase_ != Phase::aad && phase_ != next) return Status::bad_state;
    if (std::uint64_t{n} > max_plaintext_size - data_len_) return Status::invalid_length;
    if (phase_ == Phase::aad) {
        mac_.pad16();
        phase_ = next;
    }
    return Status::ok;
}

// RFC 8439 §2.8: padding2, then both lengths as 64-bit little-endian numbers.
void ChaCha20Poly1305::mac_lengths() noexcept
{
    std::uint8_t block[16];
    util::store_le64(block, aad_len_);
    util::store_le64(block + 8, data_len_);
    mac_.pad16();
    mac_.update(block);
}

// RFC 8439 §2.8: Poly1305 runs over the ciphertext, so it follows the XOR.
Status ChaCha20Poly1305::encrypt_update(ByteView pt, ByteSpan ct) noexcept
{
    if (ct.size() != pt.size()) return Status::invalid_length;
    Status s = start_data(Phase::encrypting, pt.size());
    if (s != Status::ok) return s;
    s = cipher_.crypt(pt, ct);
    if (s != Status::ok) return s;
    mac_.update(ByteView(ct.data(), ct.size()));
    data_len_ += pt.size();
    return Status::ok;
}

Status ChaCha20Poly1305::finish(FixedSpan<tag_size> tag) noexcept
{
    if (phase_ != Phase::aad && phase_ != Phase::encrypting) return Status::bad_state;
    mac_lengths();  // its pad16 is padding1 when no data came, else padding2
    mac_.finish(tag);
    phase_ = Phase::keyed;
    return Status::ok;
}

Status ChaCha20Poly1305::authenticate_update(ByteView ct) noexcept
{
    const Status s = start_data(Phase::authenticating, ct.size());
    if (s != Status::ok) return s;
    mac_.update(ct);
    data_len_ += ct.size();
    return Status::ok;
}

// RFC 8439 §2.8: the message is authentic iff the tags match. The verdict is
// declassified by Poly1305::verify_finish, so branching on it is public.
Verdict ChaCha20Poly1305::verify(FixedView<tag_size> tag) noexcept
{
    if (phase_ != Phase::aad && phase_ != Phase::authenticating) return failure(Status::bad_state);
    mac_lengths();
    const Verdict v = mac_.verify_finish(tag);
    decrypted_len_ = 0;
    phase_ = v.ok() ? Phase::decrypting : Phase::keyed;
    return v;
}

Status ChaCha20Poly1305::decrypt_update(ByteView ct, ByteSpan pt) noexcept
{
    if (phase_ != Phase::decrypting) return Status::bad_state;
    if (pt.size() != ct.size() || std::uint64_t{ct.size()} > data_len_ - decrypted_len_) {
        return Status::invalid_length;
    }
    const Status s = cipher_.crypt(ct, pt);
    if (s == Status::ok) decrypted_len_ += ct.size();
    return s;
}

Status ChaCha20Poly1305::encrypt(FixedView<key_size> key, FixedView<nonce_size> nonce, ByteView aad,
                                 ByteView pt, ByteSpan ct, FixedSpan<tag_size> tag) noexcept
{
    if (ct.size() != pt.size()) return Status::invalid_length;
    ChaCha20Poly1305 a;
    a.set_key(key);
    Status s = a.set_nonce(nonce);
    if (s == Status::ok) s = a.append_aad(aad);
    if (s == Status::ok) s = a.encrypt_update(pt, ct);
    if (s == Status::ok) s = a.finish(tag);
    return s;
}

// RFC 8439 §2.8 and Appendix A.5: check the tag, then decrypt. Until the tag
// verified nothing is written to pt; every failure leaves pt zeroed.
Verdict ChaCha20Poly1305::decrypt(FixedView<key_size> key, FixedView<nonce_size> nonce,
                                  ByteView aad, ByteView ct, FixedView<tag_size> tag,
                                  ByteSpan pt) noexcept
{
    Verdict v = failure(Status::invalid_length);
    if (pt.size() == ct.size()) {
        ChaCha20Poly1305 a;
        a.set_key(key);
        Status s = a.set_nonce(nonce);
        if (s == Status::ok) s = a.append_aad(aad);
        if (s == Status::ok) s = a.authenticate_update(ct);
        v = s == Status::ok ? a.verify(tag) : failure(s);
        const core::VerdictCopy again(v);  // before v is tested
        if (v.ok()) {
            s = a.decrypt_update(ct, pt);
            // Checked again (fail closed); when only this second test fails,
            // v itself is the failure to return.
            if (s == Status::ok && again.holds()) return v;
            if (s != Status::ok) v = failure(s);
        }
    }
    if (!pt.empty()) wipe(pt.data(), pt.size());  // memset(nullptr, 0, 0) is undefined
    return v;
}

}  // namespace ucrypt
