// SPDX-License-Identifier: Apache-2.0
// Test support for ChaCha20 / Poly1305 / ChaCha20-Poly1305: one known answer
// through every entry point (sole buffer, in place, data flow in chunks,
// verification), plus tampering for the AEAD. Each check returns whether all
// of its CHECKs held, so that a vector counts as passed only then.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "ucrypt/chacha20.hpp"
#include "ucrypt/chacha20poly1305.hpp"
#include "ucrypt/poly1305.hpp"
#include "vectors.hpp"

namespace chacha_check {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;
using ucrypt::test::Bytes;
using Aead = ucrypt::ChaCha20Poly1305;

struct Tally {
    bool good = true;
    int count = 0;
    bool operator()(bool c)
    {
        good = good && c;
        count += c ? 1 : 0;
        return c;
    }
};

inline ucrypt::FixedView<32> key_view(const Bytes& k)
{
    REQUIRE(k.size() == 32);
    return ucrypt::FixedView<32>(k.data(), 32);
}
inline ucrypt::FixedView<12> nonce_view(const Bytes& n)
{
    REQUIRE(n.size() == 12);
    return ucrypt::FixedView<12>(n.data(), 12);
}
inline ucrypt::FixedView<16> tag_view(const Bytes& t)
{
    REQUIRE(t.size() == 16);
    return ucrypt::FixedView<16>(t.data(), 16);
}

// Calls f(view of the piece) over `data` in pieces of `chunk` bytes.
template <class F>
void in_chunks(const Bytes& data, std::size_t chunk, F&& f)
{
    for (std::size_t off = 0; off < data.size(); off += chunk) {
        f(off, std::min(chunk, data.size() - off));
    }
}

inline bool chacha20(const Bytes& key, const Bytes& nonce, std::uint32_t counter, const Bytes& pt,
                     const Bytes& want)
{
    Tally ok;
    Bytes out(pt.size());
    CHECK(ok(ucrypt::ChaCha20::crypt(key_view(key), nonce_view(nonce), counter, pt, out) ==
             Status::ok));
    CHECK(ok(out == want));
    Bytes inplace = want;  // decryption is the same operation, here in place
    CHECK(ok(ucrypt::ChaCha20::crypt(key_view(key), nonce_view(nonce), counter, inplace, inplace) ==
             Status::ok));
    CHECK(ok(inplace == pt));
    for (std::size_t chunk : {1u, 7u, 64u, 65u}) {
        ucrypt::ChaCha20 c(key_view(key), nonce_view(nonce), counter);
        Bytes piecewise(pt.size());
        in_chunks(pt, chunk, [&](std::size_t off, std::size_t n) {
            CHECK(ok(c.crypt(ByteView(pt.data() + off, n), ByteSpan(piecewise.data() + off, n)) ==
                     Status::ok));
        });
        CHECK(ok(piecewise == want));
    }
    return ok.good;
}

inline bool poly1305(const Bytes& key, const Bytes& msg, const Bytes& want)
{
    Tally ok;
    REQUIRE(key.size() == 32);
    const ucrypt::FixedView<32> k(key.data(), 32);
    std::array<std::uint8_t, 16> tag{};
    ucrypt::Poly1305::mac(k, msg, tag);
    CHECK(ok(Bytes(tag.begin(), tag.end()) == want));
    for (std::size_t chunk : {1u, 5u, 16u, 17u}) {
        ucrypt::Poly1305 p(k);
        in_chunks(msg, chunk,
                  [&](std::size_t off, std::size_t n) { p.update(ByteView(msg.data() + off, n)); });
        CHECK(ok(p.verify_finish(tag_view(want)).ok()));
    }
    CHECK(ok(ucrypt::Poly1305::verify(k, msg, tag_view(want)).ok()));
    Bytes bad = want;
    bad[15] ^= 0x80;
    const ucrypt::Verdict v = ucrypt::Poly1305::verify(k, msg, tag_view(bad));
    CHECK(ok(v.status == Status::verify_failed && v.fault_check != ucrypt::kFaultCheckOk));
    return ok.good;
}

// Decryption must fail with verify_failed and leave the output all zeros,
// in both API shapes; the data-flow object must then refuse decrypt_update.
inline bool rejects(const Bytes& key, const Bytes& nonce, const Bytes& aad, const Bytes& ct,
                    const Bytes& tag)
{
    Tally ok;
    Bytes out(ct.size(), 0xAA);
    const ucrypt::Verdict v =
        Aead::decrypt(key_view(key), nonce_view(nonce), aad, ct, tag_view(tag), out);
    CHECK(ok(v.status == Status::verify_failed && !v.ok()));
    CHECK(ok(std::all_of(out.begin(), out.end(), [](std::uint8_t b) { return b == 0; })));
    Aead a;
    a.set_key(key_view(key));
    CHECK(ok(a.set_nonce(nonce_view(nonce)) == Status::ok));
    CHECK(ok(a.append_aad(aad) == Status::ok));
    CHECK(ok(a.authenticate_update(ct) == Status::ok));
    CHECK(ok(!a.verify(tag_view(tag)).ok()));
    Bytes pt(ct.size(), 0xAA);
    CHECK(ok(a.decrypt_update(ct, pt) == Status::bad_state));
    CHECK(ok(std::all_of(pt.begin(), pt.end(), [](std::uint8_t b) { return b == 0xAA; })));
    return ok.good;
}

// One (key, nonce, aad, pt) -> (ct, tag) vector through every entry point,
// then with the tag, the AAD and the ciphertext each tampered with.
inline bool aead(const Bytes& key, const Bytes& nonce, const Bytes& aad, const Bytes& pt,
                 const Bytes& want_ct, const Bytes& want_tag)
{
    Tally ok;
    Bytes ct(pt.size()), tag(16);
    const ucrypt::FixedSpan<16> tag_out(tag.data(), 16);
    CHECK(ok(Aead::encrypt(key_view(key), nonce_view(nonce), aad, pt, ct, tag_out) == Status::ok));
    CHECK(ok(ct == want_ct));
    CHECK(ok(tag == want_tag));
    Bytes out(pt.size(), 0xAA);
    CHECK(ok(Aead::decrypt(key_view(key), nonce_view(nonce), aad, want_ct, tag_view(want_tag), out)
                 .ok()));
    CHECK(ok(out == pt));
    Bytes buf = pt;  // in place, both ways
    CHECK(
        ok(Aead::encrypt(key_view(key), nonce_view(nonce), aad, buf, buf, tag_out) == Status::ok));
    CHECK(ok(buf == want_ct && tag == want_tag));
    CHECK(ok(
        Aead::decrypt(key_view(key), nonce_view(nonce), aad, buf, tag_view(want_tag), buf).ok()));
    CHECK(ok(buf == pt));

    for (std::size_t chunk : {1u, 13u, 64u}) {
        Aead a;
        a.set_key(key_view(key));
        CHECK(ok(a.set_nonce(nonce_view(nonce)) == Status::ok));
        in_chunks(aad, chunk, [&](std::size_t off, std::size_t n) {
            CHECK(ok(a.append_aad(ByteView(aad.data() + off, n)) == Status::ok));
        });
        Bytes sct(pt.size()), stag(16);
        in_chunks(pt, chunk, [&](std::size_t off, std::size_t n) {
            CHECK(ok(a.encrypt_update(ByteView(pt.data() + off, n),
                                      ByteSpan(sct.data() + off, n)) == Status::ok));
        });
        CHECK(ok(a.finish(ucrypt::FixedSpan<16>(stag.data(), 16)) == Status::ok));
        CHECK(ok(sct == want_ct && stag == want_tag));

        CHECK(ok(a.set_nonce(nonce_view(nonce)) == Status::ok));  // same object, next message
        CHECK(ok(a.append_aad(aad) == Status::ok));
        in_chunks(want_ct, chunk, [&](std::size_t off, std::size_t n) {
            CHECK(ok(a.authenticate_update(ByteView(want_ct.data() + off, n)) == Status::ok));
        });
        CHECK(ok(a.verify(tag_view(want_tag)).ok()));
        Bytes spt(pt.size());
        in_chunks(want_ct, chunk + 2, [&](std::size_t off, std::size_t n) {
            CHECK(ok(a.decrypt_update(ByteView(want_ct.data() + off, n),
                                      ByteSpan(spt.data() + off, n)) == Status::ok));
        });
        CHECK(ok(spt == pt));
    }

    Bytes bad_tag = want_tag;
    bad_tag[15] ^= 0x01;  // the last byte: an early-exit compare would look at it last
    CHECK(ok(rejects(key, nonce, aad, want_ct, bad_tag)));
    bad_tag = want_tag;
    bad_tag[0] ^= 0x80;
    CHECK(ok(rejects(key, nonce, aad, want_ct, bad_tag)));
    if (!aad.empty()) {
        Bytes bad_aad = aad;
        bad_aad[aad.size() / 2] ^= 0x04;
        CHECK(ok(rejects(key, nonce, bad_aad, want_ct, want_tag)));
    }
    if (!want_ct.empty()) {
        Bytes bad_ct = want_ct;
        bad_ct[want_ct.size() - 1] ^= 0x10;
        CHECK(ok(rejects(key, nonce, aad, bad_ct, want_tag)));
        bad_ct.pop_back();  // a truncated ciphertext
        CHECK(ok(rejects(key, nonce, aad, bad_ct, want_tag)));
    }
    Bytes bad_nonce = nonce;
    bad_nonce[11] ^= 0x01;
    CHECK(ok(rejects(key, bad_nonce, aad, want_ct, want_tag)));
    return ok.good;
}

}  // namespace chacha_check
