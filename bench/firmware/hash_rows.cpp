// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the HASH rows of the reference pages
// (bench/reference/cmox, "HASH digest"): sole buffer 32/64/128 bytes, data
// flow of 8000 bytes in 128/512/1024/2048-byte chunks (init + updates + finish
// in one window), and the final-tag call alone, for SHA-256 and SHA-384 in both
// variants.
#include <cstring>

#include "rows.hpp"
#include "ucrypt/sha2.hpp"

namespace bench {

namespace {

alignas(8) std::uint8_t g_digest[64];
alignas(8) std::uint8_t g_expect[64];

template <class H>
struct Names;
template <>
struct Names<ucrypt::Sha256Small> {
    static constexpr const char* alg = "SHA256";
    static constexpr const char* variant = "small";
    using Other = ucrypt::Sha256Fast;
};
template <>
struct Names<ucrypt::Sha256Fast> {
    static constexpr const char* alg = "SHA256";
    static constexpr const char* variant = "fast";
    using Other = ucrypt::Sha256Small;
};
template <>
struct Names<ucrypt::Sha384Small> {
    static constexpr const char* alg = "SHA384";
    static constexpr const char* variant = "small";
    using Other = ucrypt::Sha384Fast;
};
template <>
struct Names<ucrypt::Sha384Fast> {
    static constexpr const char* alg = "SHA384";
    static constexpr const char* variant = "fast";
    using Other = ucrypt::Sha384Small;
};

// The data-flow context lives outside the operation's stack frame, as an
// application keeps it between calls (the reference pages' data-flow stack
// figures leave the context out as well).
template <class H>
H g_ctx;

template <class H>
ucrypt::FixedSpan<H::digest_size> digest_out()
{
    return ucrypt::FixedSpan<H::digest_size>(g_digest, H::digest_size);
}

template <class H, std::size_t N>
void sole()
{
    H::hash(ucrypt::ByteView(message(), N), digest_out<H>());
}

template <class H, std::size_t Chunk>
void flow()
{
    H& h = g_ctx<H>;
    h.init();
    for (std::size_t off = 0; off < kMessage; off += Chunk) {
        const std::size_t n = kMessage - off < Chunk ? kMessage - off : Chunk;
        h.update(ucrypt::ByteView(message() + off, n));
    }
    h.finish(digest_out<H>());
}

// The final-tag row: the whole message is appended outside the window
// (2048-byte chunks), then finish() alone is timed.
template <class H>
void final_setup()
{
    H& h = g_ctx<H>;
    h.init();
    for (std::size_t off = 0; off < kMessage; off += 2048) {
        const std::size_t n = kMessage - off < 2048 ? kMessage - off : 2048;
        h.update(ucrypt::ByteView(message() + off, n));
    }
}

template <class H>
void final_op()
{
    g_ctx<H>.finish(digest_out<H>());
}

// Each row is checked against the other variant's sole-buffer hash of the same
// bytes, so a broken variant or a broken chunking shows as "check":"fail".
template <class H, std::size_t N>
bool check()
{
    using Other = typename Names<H>::Other;
    Other::hash(ucrypt::ByteView(message(), N),
                ucrypt::FixedSpan<H::digest_size>(g_expect, H::digest_size));
    return std::memcmp(g_digest, g_expect, H::digest_size) == 0;
}

template <class H, std::size_t N>
constexpr Row sole_row(bool quick)
{
    return {"hash.sole", Names<H>::alg, Names<H>::variant, N,    0,
            nullptr,     &sole<H, N>,   &check<H, N>,      quick};
}

template <class H, std::size_t Chunk>
constexpr Row flow_row(bool quick)
{
    return {"hash.flow", Names<H>::alg,   Names<H>::variant,   kMessage, Chunk,
            nullptr,     &flow<H, Chunk>, &check<H, kMessage>, quick};
}

template <class H>
constexpr Row final_row(bool quick)
{
    return {"hash.final",    Names<H>::alg, Names<H>::variant,   0,    0,
            &final_setup<H>, &final_op<H>,  &check<H, kMessage>, quick};
}

// Quick mode (the ctest smoke test) keeps one row of each kind for SHA-256.
template <class H, bool Q>
constexpr Row kHashRows[] = {
    sole_row<H, 32>(false),   sole_row<H, 64>(Q),  sole_row<H, 128>(false),
    flow_row<H, 128>(false),  flow_row<H, 512>(Q), flow_row<H, 1024>(false),
    flow_row<H, 2048>(false), final_row<H>(Q),
};

}  // namespace

void run_hash_rows(bool quick)
{
    run_rows(kHashRows<ucrypt::Sha256Small, true>, quick);
    run_rows(kHashRows<ucrypt::Sha256Fast, true>, quick);
    run_rows(kHashRows<ucrypt::Sha384Small, false>, quick);
    run_rows(kHashRows<ucrypt::Sha384Fast, false>, quick);
}

}  // namespace bench
