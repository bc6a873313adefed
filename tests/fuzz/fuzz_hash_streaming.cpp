// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness: streaming equals one-shot, and Small equals Fast, for
// every hash, XOF and MAC of the library (SHA-1, SHA-2, SHA-3, SHAKE, cSHAKE,
// KMAC, KMACXOF, HMAC). See docs/FUZZING.md.
//
// Input layout (every field is optional: a short input reads as zeros):
//   byte 0        algorithm (index into kChecks, modulo its size)
//   byte 1        number of chunk sizes c (modulo 17)
//   c bytes       chunk sizes for update() and squeeze() (0 = an empty call)
//   per algorithm: key / customization / output length fields (see each check)
//   the rest      the message
// A mismatch traps (__builtin_trap), which libFuzzer reports as a crash.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ucrypt/hmac.hpp"
#include "ucrypt/kmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;
using ucrypt::ByteSpan;
using ucrypt::ByteView;

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

// Splits a length into the fuzzer's chunk sizes, cycling through them; all
// zeros (or none) means one piece, so that every split terminates.
class Chunker {
public:
    explicit Chunker(Reader& in)
    {
        const std::size_t c = in.byte() % 17u;
        for (std::size_t i = 0; i < c; ++i) sizes_.push_back(in.byte());
        progress_ = std::any_of(sizes_.begin(), sizes_.end(), [](std::size_t s) { return s != 0; });
    }
    // Calls f(offset, size) over [0, total); empty pieces included.
    template <class F>
    void split(std::size_t total, F&& f) const
    {
        if (!progress_) {
            f(std::size_t{0}, total);
            return;
        }
        std::size_t off = 0;
        for (std::size_t i = 0; off < total; ++i) {
            const std::size_t n = std::min(sizes_[i % sizes_.size()], total - off);
            f(off, n);
            off += n;
        }
    }

private:
    std::vector<std::size_t> sizes_;
    bool progress_ = false;
};

template <class Obj>
void update_chunked(Obj& obj, const Chunker& ch, ByteView msg)
{
    ch.split(msg.size(), [&](std::size_t off, std::size_t n) { obj.update(msg.subspan(off, n)); });
}

template <class Obj>
void squeeze_chunked(Obj& obj, const Chunker& ch, Bytes& out)
{
    ch.split(out.size(),
             [&](std::size_t off, std::size_t n) { obj.squeeze(ByteSpan(out).subspan(off, n)); });
}

// SHA-1/2/3: Small one-shot == Fast chunked == Small chunked == Fast one-shot,
// and a second message on the same object after finish() gives the same digest.
template <class S, class F>
void check_hash(Reader& in)
{
    const Chunker ch(in);
    const ByteView msg = in.rest();
    const auto ref = S::hash(msg);
    require(F::hash(msg) == ref);
    std::array<std::uint8_t, S::digest_size> d{};
    F f;
    S s;
    for (int round = 0; round < 2; ++round) {
        update_chunked(f, ch, msg);
        f.finish(d);
        require(d == ref);
        update_chunked(s, ch, msg);
        s.finish(d);
        require(d == ref);
    }
}

// Output length field of the XOFs: 0..765 bytes.
std::size_t out_len(Reader& in)
{
    return std::size_t{in.byte()} * 3u;
}

// SHAKE: one-shot output == chunked absorb + chunked squeeze, Small vs Fast.
template <class S, class F>
void check_shake(Reader& in)
{
    const Chunker ch(in);
    Bytes ref(out_len(in)), got(ref.size());
    const ByteView msg = in.rest();
    S::hash(msg, ref);
    F f;
    update_chunked(f, ch, msg);
    squeeze_chunked(f, ch, got);
    require(got == ref);
}

// cSHAKE: Small in one piece == Fast in chunks; with N and S empty, == SHAKE.
template <class S, class F, class Shake>
void check_cshake(Reader& in)
{
    const Chunker ch(in);
    const ByteView name = in.take(in.byte() % 8u);
    const ByteView custom = in.take(in.byte() % 40u);
    Bytes ref(out_len(in)), got(ref.size());
    const ByteView msg = in.rest();
    S s(name, custom);
    s.update(msg);
    s.squeeze(ref);
    F f(name, custom);
    update_chunked(f, ch, msg);
    squeeze_chunked(f, ch, got);
    require(got == ref);
    if (name.empty() && custom.empty()) {
        Shake::hash(msg, got);
        require(got == ref);
    }
}

// KMAC: mac() == chunked finish(), Small vs Fast, verify() accepts it and
// rejects a flipped bit, tags below kMinTagBytes are refused; KMACXOF: one
// squeeze == chunked squeezes.
template <class S, class F>
void check_kmac(Reader& in)
{
    const Chunker ch(in);
    const bool xof = (in.byte() & 1u) != 0;
    const ByteView key = in.take(in.byte());
    const ByteView custom = in.take(in.byte() % 40u);
    Bytes ref(in.byte() % 100u), got(ref.size());
    const ByteView msg = in.rest();
    if (!xof && ref.size() < S::kMinTagBytes) {  // SP 800-185 §8.4.2: too short a tag
        ref.assign(ref.size(), 0xA5);
        require(S::mac(key, custom, msg, ref) == ucrypt::Status::invalid_length);
        require(std::all_of(ref.begin(), ref.end(), [](std::uint8_t b) { return b == 0; }));
        require(!F::verify(key, custom, msg, ref).ok());
        return;
    }
    if (xof) {
        S s(key, custom, 0, true);
        s.update(msg);
        s.squeeze(ref);
        F f(key, custom, 0, true);
        update_chunked(f, ch, msg);
        squeeze_chunked(f, ch, got);
        require(got == ref);
        return;
    }
    require(S::mac(key, custom, msg, ref) == ucrypt::Status::ok);
    F f(key, custom, got.size());
    update_chunked(f, ch, msg);
    require(f.finish(got) == ucrypt::Status::ok);
    require(got == ref);
    require(F::verify(key, custom, msg, ref).ok());
    ref[ref.size() / 2] ^= 0x10;
    require(!S::verify(key, custom, msg, ref).ok());
}

// HMAC: mac() == chunked finish() (twice, finish() resets), Small vs Fast;
// verify() and verify_finish() accept the tag and its truncations, reject a
// flipped bit.
template <class S, class F>
void check_hmac(Reader& in)
{
    using MS = ucrypt::Hmac<S>;
    using MF = ucrypt::Hmac<F>;
    const Chunker ch(in);
    const ByteView key = in.take(in.byte());
    const std::size_t tlen =
        ucrypt::kHmacMinTagSize + in.byte() % (MS::tag_size - ucrypt::kHmacMinTagSize + 1);
    const ByteView msg = in.rest();
    std::array<std::uint8_t, MS::tag_size> ref{}, got{};
    MS::mac(key, msg, ref);
    MF f(key);
    for (int round = 0; round < 2; ++round) {
        update_chunked(f, ch, msg);
        f.finish(got);
        require(got == ref);
    }
    const ByteView truncated(ref.data(), tlen);
    require(MF::verify(key, msg, truncated).ok());
    update_chunked(f, ch, msg);
    require(f.verify_finish(truncated).ok());
    ref[tlen - 1] ^= 0x01;
    require(!MS::verify(key, msg, truncated).ok());
}

using Check = void (*)(Reader&);

constexpr Check kChecks[] = {
    &check_hash<ucrypt::Sha1, ucrypt::Sha1>,
    &check_hash<ucrypt::Sha224Small, ucrypt::Sha224Fast>,
    &check_hash<ucrypt::Sha256Small, ucrypt::Sha256Fast>,
    &check_hash<ucrypt::Sha384Small, ucrypt::Sha384Fast>,
    &check_hash<ucrypt::Sha512Small, ucrypt::Sha512Fast>,
    &check_hash<ucrypt::Sha512_224Small, ucrypt::Sha512_224Fast>,
    &check_hash<ucrypt::Sha512_256Small, ucrypt::Sha512_256Fast>,
    &check_hash<ucrypt::Sha3_224Small, ucrypt::Sha3_224Fast>,
    &check_hash<ucrypt::Sha3_256Small, ucrypt::Sha3_256Fast>,
    &check_hash<ucrypt::Sha3_384Small, ucrypt::Sha3_384Fast>,
    &check_hash<ucrypt::Sha3_512Small, ucrypt::Sha3_512Fast>,
    &check_shake<ucrypt::Shake128Small, ucrypt::Shake128Fast>,
    &check_shake<ucrypt::Shake256Small, ucrypt::Shake256Fast>,
    &check_cshake<ucrypt::CShake128Small, ucrypt::CShake128Fast, ucrypt::Shake128Fast>,
    &check_cshake<ucrypt::CShake256Small, ucrypt::CShake256Fast, ucrypt::Shake256Fast>,
    &check_kmac<ucrypt::Kmac128Small, ucrypt::Kmac128Fast>,
    &check_kmac<ucrypt::Kmac256Small, ucrypt::Kmac256Fast>,
    &check_hmac<ucrypt::Sha1, ucrypt::Sha1>,
    &check_hmac<ucrypt::Sha224Small, ucrypt::Sha224Fast>,
    &check_hmac<ucrypt::Sha256Small, ucrypt::Sha256Fast>,
    &check_hmac<ucrypt::Sha384Small, ucrypt::Sha384Fast>,
    &check_hmac<ucrypt::Sha512Small, ucrypt::Sha512Fast>,
    &check_hmac<ucrypt::Sha512_224Small, ucrypt::Sha512_224Fast>,
    &check_hmac<ucrypt::Sha512_256Small, ucrypt::Sha512_256Fast>,
    &check_hmac<ucrypt::Sha3_224Small, ucrypt::Sha3_224Fast>,
    &check_hmac<ucrypt::Sha3_256Small, ucrypt::Sha3_256Fast>,
    &check_hmac<ucrypt::Sha3_384Small, ucrypt::Sha3_384Fast>,
    &check_hmac<ucrypt::Sha3_512Small, ucrypt::Sha3_512Fast>,
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Reader in(data, size);
    kChecks[in.byte() % std::size(kChecks)](in);
    return 0;
}
