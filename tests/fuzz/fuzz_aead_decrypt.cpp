// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: AEAD decryption (GCM over every GHASH variant, CCM).
//
// Input layout (a short input reads as zeros):
//   byte 0   algorithm: 0-2 GCM with GhashFast / GhashCt / GhashClmul, 3 CCM
//   byte 1   AES key size (16, 24, 32 by value mod 3), then the key
//   byte     IV/nonce length (GCM: 0..63, CCM: 0..15), then the IV
//   byte     AAD length (0..63), then the AAD
//   byte     tag length (0..17), then the tag
//   byte     chunk size for the data-flow pass (1..32)
//   the rest the ciphertext
// Checks (a failure traps): no crash or sanitizer report on any input; a
// refused call zeroes the output; the verdict of the one-call decrypt agrees
// with an exact oracle: the data-flow decryption gives the candidate
// plaintext, re-encrypting it gives the true tag, and the supplied tag
// verifies if and only if it equals that tag (so a random tag never does).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/aead.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;

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
    Bytes take(std::size_t n)
    {
        n = std::min(n, n_);
        Bytes v(p_, p_ + n);
        p_ += n;
        n_ -= n;
        return v;
    }
    Bytes rest() { return take(n_); }

private:
    const std::uint8_t* p_;
    std::size_t n_;
};

struct Input {
    Bytes key, iv, aad, tag, ct;
    std::size_t chunk;
};

bool all_zero(const Bytes& b)
{
    return std::all_of(b.begin(), b.end(), [](std::uint8_t x) { return x == 0; });
}

template <class G>
void fuzz_gcm(const Input& in)
{
    G g;
    require(g.set_key(in.key) == Status::ok);
    Bytes pt(in.ct.size(), 0xA5);
    const ucrypt::Verdict v = g.decrypt(in.iv, in.aad, in.ct, in.tag, pt);
    if (!v.ok()) require(all_zero(pt));
    if (in.iv.empty() || !ucrypt::gcm_tag_size_ok(in.tag.size())) {
        require(v.status == Status::invalid_length);
        return;
    }
    // Oracle: unverified data-flow decryption, then the true tag.
    Bytes cand(in.ct.size());
    require(g.set_iv(in.iv) == Status::ok);
    require(g.update_aad(in.aad) == Status::ok);
    for (std::size_t off = 0; off < in.ct.size(); off += in.chunk) {
        const std::size_t n = std::min(in.chunk, in.ct.size() - off);
        require(g.decrypt_update(ByteView(in.ct.data() + off, n), ByteSpan(cand.data() + off, n)) ==
                Status::ok);
    }
    Bytes again(in.ct.size()), tag(in.tag.size());
    require(g.encrypt(in.iv, in.aad, cand, again, tag) == Status::ok);
    require(again == in.ct);
    require(v.ok() == (tag == in.tag));
    if (v.ok()) require(pt == cand);
}

void fuzz_ccm(const Input& in)
{
    ucrypt::Ccm<ucrypt::AesCt> c;
    require(c.set_key(in.key) == Status::ok);
    Bytes pt(in.ct.size(), 0xA5);
    const ucrypt::Verdict v = c.decrypt(in.iv, in.aad, in.ct, in.tag, pt);
    if (!v.ok()) require(all_zero(pt));
    if (c.start(in.iv, in.aad.size(), in.ct.size(), in.tag.size()) != Status::ok) {
        require(!v.ok() && v.status == Status::invalid_length);
        return;
    }
    Bytes cand(in.ct.size());
    require(c.update_aad(in.aad) == Status::ok);
    for (std::size_t off = 0; off < in.ct.size(); off += in.chunk) {
        const std::size_t n = std::min(in.chunk, in.ct.size() - off);
        require(c.decrypt_update(ByteView(in.ct.data() + off, n), ByteSpan(cand.data() + off, n)) ==
                Status::ok);
    }
    Bytes again(in.ct.size()), tag(in.tag.size());
    require(c.encrypt(in.iv, in.aad, cand, again, tag) == Status::ok);
    require(again == in.ct);
    require(v.ok() == (tag == in.tag));
    if (v.ok()) require(pt == cand);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Reader r(data, size);
    const unsigned alg = r.byte() % 4u;
    Input in;
    in.key = r.take(16 + 8 * (r.byte() % 3u));
    in.key.resize(in.key.size() < 16 ? 16 : in.key.size(), 0);
    if (in.key.size() != 16 && in.key.size() != 24 && in.key.size() != 32) in.key.resize(16);
    in.iv = r.take(alg == 3 ? r.byte() % 16u : r.byte() % 64u);
    in.aad = r.take(r.byte() % 64u);
    in.tag = r.take(r.byte() % 18u);
    in.chunk = 1 + r.byte() % 32u;
    in.ct = r.rest();
    switch (alg) {
        case 0:
            fuzz_gcm<ucrypt::Gcm<ucrypt::AesFast, ucrypt::GhashFast>>(in);
            break;
        case 1:
            fuzz_gcm<ucrypt::Gcm<ucrypt::AesCt, ucrypt::GhashCt>>(in);
            break;
        case 2:
            fuzz_gcm<ucrypt::Gcm<ucrypt::AesAuto, ucrypt::GhashClmul>>(in);
            break;
        default:
            fuzz_ccm(in);
            break;
    }
    return 0;
}
