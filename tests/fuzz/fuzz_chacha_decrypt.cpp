// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: ChaCha20-Poly1305 decryption (RFC 8439 §2.8) never
// crashes, never accepts a tag it did not make, never releases plaintext on
// a rejected message, and decrypt(encrypt(x)) == x in both API shapes.
//
// Input layout (a short input reads as zeros):
//   32 bytes key, 12 bytes nonce, 16 bytes tag (the fuzzer's own guess)
//   1 byte  AAD length a, then a bytes of AAD
//   1 byte  chunk size for the data-flow calls (0 = one call)
//   2 bytes which bit to flip in the tampering check (little endian)
//   the rest: the message (as ciphertext for the guessed tag, as plaintext
//   for the round trip)
// A failed property traps (__builtin_trap), which libFuzzer reports as a crash.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/chacha20poly1305.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using Aead = ucrypt::ChaCha20Poly1305;

void require(bool cond)
{
    if (!cond) __builtin_trap();
}

class Reader {
public:
    Reader(const std::uint8_t* p, std::size_t n) : p_(p), n_(n) {}
    std::uint8_t byte()
    {
        if (n_ == 0) return 0;
        --n_;
        return *p_++;
    }
    template <std::size_t N>
    std::array<std::uint8_t, N> fixed()
    {
        std::array<std::uint8_t, N> a{};
        for (auto& b : a) b = byte();
        return a;
    }
    ByteView take(std::size_t n)
    {
        n = std::min(n, n_);
        ByteView v(p_, n);
        p_ += n;
        n_ -= n;
        return v;
    }
    ByteView rest() { return take(n_); }

private:
    const std::uint8_t* p_;
    std::size_t n_;
};

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

template <class F>
void in_chunks(std::size_t total, std::size_t chunk, F&& f)
{
    if (chunk == 0) chunk = total == 0 ? 1 : total;
    for (std::size_t off = 0; off < total; off += chunk) f(off, std::min(chunk, total - off));
}

// Two-pass data-flow decryption; returns the verdict and fills pt on success.
bool stream_decrypt(const std::array<std::uint8_t, 32>& key,
                    const std::array<std::uint8_t, 12>& nonce, ByteView aad, const Bytes& ct,
                    const std::array<std::uint8_t, 16>& tag, std::size_t chunk, Bytes& pt)
{
    Aead a;
    a.set_key(key);
    require(a.set_nonce(nonce) == Status::ok);
    require(a.append_aad(aad) == Status::ok);
    in_chunks(ct.size(), chunk, [&](std::size_t o, std::size_t n) {
        require(a.authenticate_update(ByteView(ct.data() + o, n)) == Status::ok);
    });
    if (!a.verify(tag).ok()) {
        require(a.decrypt_update(ct, pt) == Status::bad_state);
        return false;
    }
    in_chunks(ct.size(), chunk, [&](std::size_t o, std::size_t n) {
        require(a.decrypt_update(ByteView(ct.data() + o, n), ByteSpan(pt.data() + o, n)) ==
                Status::ok);
    });
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Reader in(data, size);
    const auto key = in.fixed<32>();
    const auto nonce = in.fixed<12>();
    const auto guess = in.fixed<16>();
    const ByteView aad = in.take(in.byte());
    const std::size_t chunk = in.byte();
    const std::size_t flip = in.byte() | (std::size_t{in.byte()} << 8);
    const ByteView msg = in.rest();
    const Bytes m(msg.begin(), msg.end());

    // A guessed tag verifies with probability 2^-128: treat acceptance as a bug.
    Bytes out(m.size(), 0xA5);
    require(!Aead::decrypt(key, nonce, aad, m, guess, out).ok());
    require(all_zero(out));

    // Round trip, both shapes.
    Bytes ct(m.size()), pt(m.size());
    std::array<std::uint8_t, 16> tag{};
    require(Aead::encrypt(key, nonce, aad, m, ct, tag) == Status::ok);
    require(Aead::decrypt(key, nonce, aad, ct, tag, pt).ok());
    require(pt == m);
    std::fill(pt.begin(), pt.end(), std::uint8_t{0});
    require(stream_decrypt(key, nonce, aad, ct, tag, chunk, pt));
    require(pt == m);

    // One flipped bit anywhere in ciphertext || tag is rejected, no output.
    const std::size_t bits = 8 * (ct.size() + tag.size());
    const std::size_t bit = flip % bits;
    if (bit < 8 * ct.size()) {
        ct[bit / 8] = static_cast<std::uint8_t>(ct[bit / 8] ^ (1u << (bit % 8)));
    } else {
        const std::size_t t = bit - 8 * ct.size();
        tag[t / 8] = static_cast<std::uint8_t>(tag[t / 8] ^ (1u << (t % 8)));
    }
    std::fill(out.begin(), out.end(), std::uint8_t{0xA5});
    require(!Aead::decrypt(key, nonce, aad, ct, tag, out).ok());
    require(all_zero(out));
    Bytes spt(m.size(), 0xA5);
    require(!stream_decrypt(key, nonce, aad, ct, tag, chunk, spt));
    require(std::all_of(spt.begin(), spt.end(), [](std::uint8_t x) { return x == 0xA5; }));
    return 0;
}
