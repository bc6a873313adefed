// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the LMS rows of the reference pages
// (bench/reference/cmox, "Post-Quantum Cryptography HBS-LMS signature
// verification"; H7 and N6 pages only): LMS-Verify of LMS_N32_H10_W1/W2/W4/W8
// with SHA-256 (RFC 8554 §5.4.2: LMS_SHA256_M32_H10 with LMOTS_SHA256_N32_Wx).
//
// As the pages ("10 different generated key and message pairs"), each row
// times ucrypt::lms_verify() on ten (public key, 1 KB message, signature)
// triples, one window each; run_mcu.py folds them into min/avg/max. The
// triples come from lms_gen.cpp, an independent signer run on the build host
// (a W8 key costs ~9 M hashes, too slow on the emulated core), embedded as
// constant arrays (flash).
//
// Check per sample (outside the window): the timed call accepted, and the same
// signature with one bit of one chain value flipped is rejected.
#include <cstring>

#include "rows.hpp"
#include "ucrypt/lms.hpp"

#if defined(UCRYPT_BENCH_LMS_DATA)
#include "lms_bench_data.hpp"
#endif

namespace bench {

#if defined(UCRYPT_BENCH_LMS_DATA)

namespace {

namespace data = lms_data;
using ucrypt::ByteView;

bool g_op_ok = false;  // the timed call's own result, read by the check
alignas(4) std::uint8_t g_tampered[sizeof data::kSigW1[0]];

template <unsigned W>
constexpr const auto& pubs()
{
    if constexpr (W == 1)
        return data::kPubW1;
    else if constexpr (W == 2)
        return data::kPubW2;
    else if constexpr (W == 4)
        return data::kPubW4;
    else
        return data::kPubW8;
}

template <unsigned W>
constexpr const auto& sigs()
{
    if constexpr (W == 1)
        return data::kSigW1;
    else if constexpr (W == 2)
        return data::kSigW2;
    else if constexpr (W == 4)
        return data::kSigW4;
    else
        return data::kSigW8;
}

template <unsigned W>
ByteView pub()
{
    const auto& p = pubs<W>()[current_sample()];
    return ByteView(p, sizeof p);
}

template <unsigned W>
ByteView sig()
{
    const auto& s = sigs<W>()[current_sample()];
    return ByteView(s, sizeof s);
}

ByteView msg()
{
    return ByteView(data::kMsg[current_sample()], data::kMsgSize);
}

template <unsigned W>
void verify_op()
{
    g_op_ok = ucrypt::lms_verify(pub<W>(), msg(), sig<W>()).ok();
}

// The signature must verify; flipping one bit of one y[i] (RFC 8554 §4.5;
// after u32(q) || u32(otstype) || C) must make it fail.
template <unsigned W>
bool verify_check()
{
    if (!g_op_ok) return false;
    const ByteView s = sig<W>();
    std::memcpy(g_tampered, s.data(), s.size());
    const std::size_t y0 = 8 + 32;
    g_tampered[y0 + (current_sample() * 97u) % 256u] ^=
        static_cast<std::uint8_t>(1u << (current_sample() % 8u));
    return !ucrypt::lms_verify(pub<W>(), msg(), ByteView(g_tampered, s.size())).ok();
}

template <unsigned W>
constexpr Row verify_row(const char* suite)
{
    Row r{"lms", suite, "", 0, 0, nullptr, &verify_op<W>, &verify_check<W>, false};
    r.function = "LMS-Verify";
    r.samples = data::kSamples;
    return r;
}

constexpr Row kLmsRows[] = {
    verify_row<1>("LMS_N32_H10_W1_SHA256"),
    verify_row<2>("LMS_N32_H10_W2_SHA256"),
    verify_row<4>("LMS_N32_H10_W4_SHA256"),
    verify_row<8>("LMS_N32_H10_W8_SHA256"),
};

}  // namespace

void run_lms_rows(bool quick)
{
    run_rows(kLmsRows, quick);
}

#else

// No host generator (c++ with OpenSSL's headers) at configure time: the LMS
// rows stay "not implemented".
void run_lms_rows(bool) {}

#endif

}  // namespace bench
