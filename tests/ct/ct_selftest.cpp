// SPDX-License-Identifier: Apache-2.0
// Self-tests of the constant-time harness: operations that leak on purpose.
//
// They live only in the harness, never in the library. ctest runs them with the
// same valgrind command line as the real operations and marks them WILL_FAIL,
// so a harness that has gone blind (markers compiled out, valgrind not really
// running, a memcheck option lost) turns these tests red. `--all` skips them.
#include <cstddef>
#include <cstdint>

#include "ct_harness.hpp"
#include "ucrypt/ct.hpp"

namespace {

volatile std::uint32_t g_sink;

// The classic leak: an early-exit comparison that returns as soon as a byte
// differs, so its running time reveals the length of the matching prefix.
[[gnu::noinline]] bool leaky_equal(const std::uint8_t* a, const std::uint8_t* b, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i) {
        if (a[i] != b[i]) return false;
    }
    return true;
}

void branch_on_secret()
{
    auto key = ucrypt_ct::pattern(32, 1);
    auto guess = ucrypt_ct::pattern(32, 2);
    ucrypt::ct::secret(key.data(), key.size());
    g_sink = leaky_equal(key.data(), guess.data(), key.size()) ? 1u : 2u;
}

// A table lookup at a secret index: the address, hence the cache line touched,
// depends on the secret (what T-table AES does).
constexpr std::uint8_t kTable[256] = {
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
};

void index_by_secret()
{
    auto key = ucrypt_ct::pattern(16, 3);
    ucrypt::ct::secret(key.data(), key.size());
    std::uint32_t acc = 0;
    for (auto b : key) acc += kTable[b];
    g_sink = acc;
}

}  // namespace

UCRYPT_CT_REGISTER(fam)
{
    fam.add_expect_report("branch", &branch_on_secret);
    fam.add_expect_report("index", &index_by_secret);
}
