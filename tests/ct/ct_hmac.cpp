// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: HMAC (FIPS 198-1) over every hash variant.
//
// Three operations per hash: a secret key (every key-length class: empty,
// shorter than the block, one block, longer than the block, which hashes the
// key first), a secret message under a public key, and verification. The one
// value the harness branches on is the verdict of verify(); the library must
// declassify it itself (ucrypt::ct::declassify), otherwise memcheck reports
// the harness's branch and the operation fails.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ct_hashes.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace {

using ucrypt_ct::kLengths;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

template <class H>
std::vector<std::size_t> key_lengths()
{
    constexpr std::size_t b = H::block_size;
    return {0, 1, 16, b - 1, b, b + 1, 2 * b + 5};
}

// Secret key, public message, both API shapes.
template <class H>
void hmac_secret_key()
{
    using M = ucrypt::Hmac<H>;
    const auto msg = pattern(100, 31);
    std::array<std::uint8_t, M::tag_size> tag{};
    for (std::size_t klen : key_lengths<H>()) {
        const auto key = secret_pattern(klen, 32);
        M::mac(key, msg, tag);
        M m(key);
        m.update(ucrypt::ByteView(msg.data(), 7));
        m.update(ucrypt::ByteView(msg.data() + 7, msg.size() - 7));
        m.finish(tag);
        m.update(msg);  // finish() reset the object for the same key
        m.finish(tag);
    }
}

// Public key, secret message.
template <class H>
void hmac_secret_message()
{
    using M = ucrypt::Hmac<H>;
    const auto key = pattern(32, 33);
    std::array<std::uint8_t, M::tag_size> tag{};
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 34);
        M::mac(key, msg, tag);
    }
}

// Secret key; the tag under test derives from it, so it is secret too.
// Branching on Verdict::ok() is legitimate only because verify() declassifies
// its verdict.
template <class H>
void hmac_verify()
{
    using M = ucrypt::Hmac<H>;
    const auto msg = pattern(100, 35);
    for (std::size_t klen : {std::size_t{16}, H::block_size + 1}) {
        const auto key = secret_pattern(klen, 36);
        std::array<std::uint8_t, M::tag_size> tag{};
        M::mac(key, msg, tag);
        expect(M::verify(key, msg, tag).ok(), "verify accepts the right tag");
        const ucrypt::ByteView truncated(tag.data(), ucrypt::kHmacMinTagSize);
        expect(M::verify(key, msg, truncated).ok(), "verify accepts a truncated tag");
        M m(key);
        m.update(msg);
        expect(m.verify_finish(tag).ok(), "verify_finish accepts the right tag");

        tag[M::tag_size - 1] ^= 0x01;  // last byte: a variable-time compare would stop late
        expect(!M::verify(key, msg, tag).ok(), "verify rejects a wrong tag");
        m.update(msg);
        expect(!m.verify_finish(tag).ok(), "verify_finish rejects a wrong tag");
        tag[0] ^= 0x80;
        expect(!M::verify(key, msg, truncated).ok(), "verify rejects a wrong truncated tag");
    }
}

template <class H>
void add_hmac(ucrypt_ct::Family& fam, const std::string& name)
{
    fam.add(name + ".key", &hmac_secret_key<H>);
    fam.add(name + ".msg", &hmac_secret_message<H>);
    fam.add(name + ".verify", &hmac_verify<H>);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    ucrypt_ct::for_each_hash([&]<class H>(const std::string& name) { add_hmac<H>(fam, name); });
}
