// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — AES-GCM data flow (table aes_gcm.flow). The
// reference pages have no GCM table; issue 4 sets a target for AES-128-GCM
// Fast on the Cortex-M4 model, measured here the way aes_rows.cpp measures
// CBC: 8000 bytes in 128/512/1024/2048-byte chunks, all inside one window.
//
// Window: set_key (key schedule and, for GhashFast, the 4 KB multiple
// table), set_iv (96-bit IV), encrypt_update / decrypt_update per chunk,
// then finish (the tag) or verify (the expected tag). No AAD.
// Variants: fast = Gcm<AesFast, GhashFast>, ct = Gcm<AesCt, GhashCt>,
// small = Gcm<AesSmall, GhashCt> (the smallest build).
#include <cstring>
#include <type_traits>

#include "rows.hpp"
#include "ucrypt/aead.hpp"

namespace bench {

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Status;

constexpr std::uint8_t kKey[16] = {
    0xfe, 0xff, 0xe9, 0x92, 0x86, 0x65, 0x73, 0x1c, 0x6d, 0x6a, 0x8f, 0x94, 0x67, 0x30, 0x83, 0x08,
};
constexpr std::uint8_t kIv[12] = {0xca, 0xfe, 0xba, 0xbe, 0xfa, 0xce,
                                  0xdb, 0xad, 0xde, 0xca, 0xf8, 0x88};

using GcmFast = ucrypt::Gcm<ucrypt::AesFast, ucrypt::GhashFast>;
using GcmCt = ucrypt::Gcm<ucrypt::AesCt, ucrypt::GhashCt>;
using GcmSmall = ucrypt::Gcm<ucrypt::AesSmall, ucrypt::GhashCt>;

template <class G>
constexpr const char* variant_name()
{
    if constexpr (std::is_same_v<G, GcmFast>)
        return "fast";
    else if constexpr (std::is_same_v<G, GcmCt>)
        return "ct";
    else
        return "small";
}

// Each variant is checked against the next one (fast -> ct -> small -> fast).
template <class G>
struct Other;
template <>
struct Other<GcmFast> {
    using type = GcmCt;
};
template <>
struct Other<GcmCt> {
    using type = GcmSmall;
};
template <>
struct Other<GcmSmall> {
    using type = GcmFast;
};

alignas(8) std::uint8_t g_out[kMessage];
alignas(8) std::uint8_t g_expect[kMessage];
std::uint8_t g_tag[16];
std::uint8_t g_expect_tag[16];
bool g_failed = false;
bool g_verified = false;

// The contexts are globals, as an application keeps them between calls
// (GhashFast's table alone is 4 KB).
template <class G>
G g_ctx;

// Decryption rows decrypt the message bytes as ciphertext; the tag they
// verify is computed by the next variant before the window.
template <class G>
void tag_of_message()
{
    typename Other<G>::type& o = g_ctx<typename Other<G>::type>;
    bool ok =
        o.set_key(ByteView(kKey, 16)) == Status::ok && o.set_iv(ByteView(kIv, 12)) == Status::ok;
    ok = ok && o.decrypt_update(ByteView(message(), kMessage), ByteSpan(g_expect, kMessage)) ==
                   Status::ok;
    ok = ok && o.finish(ByteSpan(g_expect_tag, 16)) == Status::ok;
    if (!ok) g_failed = true;
}

template <class G, bool Decrypt, std::size_t Chunk>
void flow()
{
    G& g = g_ctx<G>;
    bool ok = g.set_key(ByteView(kKey, 16)) == Status::ok;
    ok = ok && g.set_iv(ByteView(kIv, 12)) == Status::ok;
    for (std::size_t off = 0; off < kMessage; off += Chunk) {
        const std::size_t n = kMessage - off < Chunk ? kMessage - off : Chunk;
        const ByteView in(message() + off, n);
        const ByteSpan out(g_out + off, n);
        if constexpr (Decrypt)
            ok = ok && g.decrypt_update(in, out) == Status::ok;
        else
            ok = ok && g.encrypt_update(in, out) == Status::ok;
    }
    if constexpr (Decrypt)
        g_verified = ok && g.verify(ByteView(g_expect_tag, 16)).ok();
    else
        ok = ok && g.finish(ByteSpan(g_tag, 16)) == Status::ok;
    if (!ok) g_failed = true;
}

// Encryption: output and tag equal the next variant's one-shot encryption.
// Decryption: the tag verified and the plaintext equals the next variant's.
template <class G, bool Decrypt>
bool check()
{
    const bool failed = g_failed;
    g_failed = false;
    if constexpr (Decrypt) {
        const bool verified = g_verified;
        g_verified = false;
        return !failed && verified && std::memcmp(g_out, g_expect, kMessage) == 0;
    } else {
        typename Other<G>::type& o = g_ctx<typename Other<G>::type>;
        if (o.set_key(ByteView(kKey, 16)) != Status::ok) return false;
        if (o.encrypt(ByteView(kIv, 12), ByteView(), ByteView(message(), kMessage),
                      ByteSpan(g_expect, kMessage), ByteSpan(g_expect_tag, 16)) != Status::ok)
            return false;
        return !failed && std::memcmp(g_out, g_expect, kMessage) == 0 &&
               std::memcmp(g_tag, g_expect_tag, 16) == 0;
    }
}

template <class G, bool Decrypt, std::size_t Chunk>
constexpr Row flow_row(bool quick)
{
    return {"aes_gcm.flow",
            "AES GCM",
            variant_name<G>(),
            kMessage,
            Chunk,
            Decrypt ? &tag_of_message<G> : nullptr,
            &flow<G, Decrypt, Chunk>,
            &check<G, Decrypt>,
            quick,
            128,
            Decrypt ? "dec" : "enc"};
}

template <class G, bool Decrypt, bool Q>
constexpr Row kGcmRows[] = {
    flow_row<G, Decrypt, 128>(false),
    flow_row<G, Decrypt, 512>(false),
    flow_row<G, Decrypt, 1024>(false),
    flow_row<G, Decrypt, 2048>(Q),
};

}  // namespace

void run_gcm_rows(bool quick)
{
    run_rows(kGcmRows<GcmFast, false, true>, quick);
    run_rows(kGcmRows<GcmFast, true, false>, quick);
    run_rows(kGcmRows<GcmCt, false, false>, quick);
    run_rows(kGcmRows<GcmCt, true, false>, quick);
    run_rows(kGcmRows<GcmSmall, false, false>, quick);
    run_rows(kGcmRows<GcmSmall, true, false>, quick);
}

}  // namespace bench
