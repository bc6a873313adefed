// SPDX-License-Identifier: Apache-2.0
// Constant-time operations: KMAC128/256 and KMACXOF (SP 800-185 §4), Small
// and Fast Keccak.
//
// Secret key (empty, short, longer than the rate, so bytepad(encode_string(K))
// spans several blocks), secret message under a public key, XOF squeezing, and
// verification, whose verdict the library declassifies (ucrypt::ct::declassify)
// before the harness branches on it. Statuses depend on lengths only.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/kmac.hpp"

namespace {

using ucrypt_ct::kLengths;
using ucrypt_ct::pattern;
using ucrypt_ct::secret_pattern;

constexpr std::uint8_t kCustom[] = {'u', 'c', 'r', 'y', 'p', 't'};

void expect(bool cond, const char* what)
{
    if (!cond) {
        std::fprintf(stderr, "[ct] functional check failed: %s\n", what);
        std::abort();
    }
}

constexpr std::size_t kKeyLengths[] = {0, 16, 32, 167, 168, 169, 400};

template <class K>
void kmac_secret_key()
{
    const auto msg = pattern(100, 51);
    std::array<std::uint8_t, 32> tag{};
    for (std::size_t klen : kKeyLengths) {
        const auto key = secret_pattern(klen, 52);
        expect(K::mac(key, kCustom, msg, tag) == ucrypt::Status::ok, "mac");
        K k(key, ucrypt::ByteView{}, tag.size());
        k.update(ucrypt::ByteView(msg.data(), 3));
        k.update(ucrypt::ByteView(msg.data() + 3, msg.size() - 3));
        expect(k.finish(tag) == ucrypt::Status::ok, "finish");
    }
}

template <class K>
void kmac_secret_message()
{
    const auto key = pattern(32, 53);
    std::array<std::uint8_t, 64> tag{};
    for (std::size_t len : kLengths) {
        const auto msg = secret_pattern(len, 54);
        expect(K::mac(key, kCustom, msg, tag) == ucrypt::Status::ok, "mac");
    }
}

template <class K>
void kmac_xof()
{
    const auto key = secret_pattern(32, 55);
    const auto msg = secret_pattern(200, 56);
    std::array<std::uint8_t, 400> out{};
    K k(key, kCustom, 0, true);
    k.update(msg);
    std::size_t off = 0;
    for (std::size_t n : {1u, 31u, 168u, 200u}) {
        k.squeeze(ucrypt::ByteSpan(out.data() + off, n));
        off += n;
    }
}

template <class K>
void kmac_verify()
{
    const auto msg = pattern(64, 57);
    for (std::size_t klen : {std::size_t{32}, std::size_t{200}}) {
        const auto key = secret_pattern(klen, 58);
        std::array<std::uint8_t, 32> tag{};
        expect(K::mac(key, kCustom, msg, tag) == ucrypt::Status::ok, "mac");
        expect(K::verify(key, kCustom, msg, tag).ok(), "verify accepts the right tag");
        K k(key, kCustom, tag.size());
        k.update(msg);
        expect(k.verify_finish(tag).ok(), "verify_finish accepts the right tag");
        tag[tag.size() - 1] ^= 0x01;
        expect(!K::verify(key, kCustom, msg, tag).ok(), "verify rejects a wrong tag");
        K k2(key, kCustom, tag.size());
        k2.update(msg);
        expect(!k2.verify_finish(tag).ok(), "verify_finish rejects a wrong tag");
    }
}

template <class K>
void add_kmac(ucrypt_ct::Family& fam, const std::string& name)
{
    fam.add(name + ".key", &kmac_secret_key<K>);
    fam.add(name + ".msg", &kmac_secret_message<K>);
    fam.add(name + ".xof", &kmac_xof<K>);
    fam.add(name + ".verify", &kmac_verify<K>);
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    add_kmac<ucrypt::Kmac128Small>(fam, "kmac128_small");
    add_kmac<ucrypt::Kmac128Fast>(fam, "kmac128_fast");
    add_kmac<ucrypt::Kmac256Small>(fam, "kmac256_small");
    add_kmac<ucrypt::Kmac256Fast>(fam, "kmac256_fast");
}
