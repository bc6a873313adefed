// SPDX-License-Identifier: Apache-2.0
// Shared helpers of the LMS/HSS tests (suite "lms").
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "ucrypt/lms.hpp"
#include "vectors.hpp"

// Emulated Cortex-M and unoptimised sanitizer builds run a lighter subset.
#if defined(__arm__) || !defined(__OPTIMIZE__)
#define LMS_TEST_LIGHT 1
#else
#define LMS_TEST_LIGHT 0
#endif

namespace lms_test {

using ucrypt::ByteView;
using ucrypt::HssLevel;
using ucrypt::Status;
using Bytes = std::vector<std::uint8_t>;

// A persistence callback that records the last state and can be told to fail.
struct Store {
    Bytes last;
    int calls = 0;
    bool fail = false;
};

inline Status persist(void* ctx, ByteView state) noexcept
{
    auto* s = static_cast<Store*>(ctx);
    ++s->calls;
    if (s->fail) return Status::internal_error;
    s->last.assign(state.begin(), state.end());
    return Status::ok;
}

inline ucrypt::Verdict verify_chunked(ByteView pub, ByteView msg, ByteView sig, std::size_t chunk)
{
    ucrypt::HssVerifier v;
    const Status s = v.init(pub, sig);
    if (s != Status::ok) return {s, static_cast<std::uint32_t>(s)};
    for (std::size_t pos = 0; pos < msg.size(); pos += chunk) {
        v.update(msg.subspan(pos, std::min(chunk, msg.size() - pos)));
    }
    return v.finish();
}

// Flips bit `bit` of a copy and reports whether hss_verify still accepts.
inline bool accepts_flipped(Bytes pub, Bytes msg, Bytes sig, int which, std::size_t bit)
{
    Bytes& b = which == 0 ? pub : which == 1 ? msg : sig;
    b[bit / 8] = static_cast<std::uint8_t>(b[bit / 8] ^ (1u << (bit % 8)));
    return ucrypt::hss_verify(pub, msg, sig).ok();
}

// Bits sampled over a buffer: the first and last 64 (8 when light) and every `step`-th.
inline std::vector<std::size_t> sample_bits(std::size_t bytes, std::size_t step)
{
    std::vector<std::size_t> v;
    const std::size_t bits = bytes * 8;
    const std::size_t edge = LMS_TEST_LIGHT ? 8 : 64;
    for (std::size_t i = 0; i < bits; ++i) {
        if (i < edge || i + edge >= bits || i % step == 0) v.push_back(i);
    }
    return v;
}

}  // namespace lms_test
