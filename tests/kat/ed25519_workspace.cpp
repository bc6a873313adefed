// SPDX-License-Identifier: Apache-2.0
// Ed25519 workspace API: RFC 8032 §7.1-§7.3 answers through the calls that
// take a caller-supplied buffer, at every misalignment and at exactly the
// documented constexpr size; one byte less gives workspace_too_small without
// touching the buffer; signing leaves the buffer wiped.
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <vector>

#include "ucrypt/ed25519.hpp"
#include "variants.hpp"
#include "vectors.hpp"

namespace {

using ucrypt::ByteView;
using ucrypt::Ed25519Domain;
using ucrypt::FixedSpan;
using ucrypt::FixedView;
using ucrypt::SignCheck;
using ucrypt::Status;
using ucrypt::Workspace;
using ucrypt::test::Bytes;
using ucrypt::test::from_hex;

struct WsVector {
    const char* seed;
    const char* pub;
    const char* msg;
    const char* ctx;  // nullptr: pure
    bool ph;
    const char* sig;
};

// RFC 8032 §7.1 TEST 3, §7.2 "foo", §7.3 "abc".
const WsVector kWsVectors[] = {
    {"c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82", nullptr, false,
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc"
     "6594a7c15e9716ed28dc027beceea1ec40a"},
    {"0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
     "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
     "f726936d19c800494e3fdaff20b276a8", "666f6f", false,
     "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b"
     "2d5f6cca685a587b4b21f4b888e4e7edb0d"},
    {"833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
     "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf", "616263", "", true,
     "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf"
     "5aaa10b8c61e636062aaad11c2a26083406"},
};

constexpr std::byte kFill{0xA5};

// A buffer of n bytes starting off bytes past an 8-byte boundary.
struct Buffer {
    alignas(8) std::byte raw[ucrypt::kEd25519SignCheckWorkspaceSize + 16];
    std::size_t off = 0, n = 0;
    Workspace span() { return Workspace(raw + off, n); }
    void fill(std::size_t o, std::size_t size)
    {
        off = o;
        n = size;
        std::memset(raw, 0xA5, sizeof raw);
    }
    bool untouched() const
    {
        for (std::byte b : raw) {
            if (b != kFill) return false;
        }
        return true;
    }
    // The used part (from the first 8-byte boundary, size - 8 bytes) is zero.
    bool wiped() const
    {
        const std::size_t pad = (8 - off % 8) % 8;
        for (std::size_t i = 0; i + 8 < n; ++i) {
            if (raw[off + pad + i] != std::byte{0}) return false;
        }
        return true;
    }
};

Buffer g_buf;  // static: ~2 KB, kept off the test stack on Cortex-M

// Misalignments tried per vector: all eight on optimised hosts, fewer where
// time is short (QEMU, sanitizers).
#if defined(__ARM_ARCH_6M__)
constexpr std::size_t kOffsets[] = {3};
#elif defined(__arm__) || defined(UCRYPT_TEST_SANITIZED)
constexpr std::size_t kOffsets[] = {0, 5};
#else
constexpr std::size_t kOffsets[] = {0, 1, 2, 3, 4, 5, 6, 7};
#endif

Ed25519Domain domain_of(const WsVector& v, const Bytes& ctx)
{
    if (v.ph) return Ed25519Domain::ph(ctx);
    if (v.ctx != nullptr) return Ed25519Domain::ctx(ctx);
    return Ed25519Domain::pure();
}

bool all_zero(const std::array<std::uint8_t, 64>& s)
{
    for (std::uint8_t b : s) {
        if (b != 0) return false;
    }
    return true;
}

// One vector at one misalignment: sign, sign_keypair, verify at exact sizes.
template <class Ed>
bool exact_sizes(const WsVector& v, std::size_t off)
{
    const Bytes seed = from_hex(v.seed), pub = from_hex(v.pub), msg = from_hex(v.msg);
    const Bytes ctx = from_hex(v.ctx == nullptr ? "" : v.ctx), want = from_hex(v.sig);
    const Ed25519Domain dom = domain_of(v, ctx);
    const FixedView<32> sd(seed.data(), 32), pk(pub.data(), 32);
    std::array<std::uint8_t, 64> sig{};
    bool ok = true;

    g_buf.fill(off, Ed::sign_workspace_size);
    ok &= Ed::sign(sd, msg, sig, g_buf.span(), dom) == Status::ok;
    ok &= std::memcmp(sig.data(), want.data(), 64) == 0 && g_buf.wiped();

    Bytes kp = seed;
    kp.insert(kp.end(), pub.begin(), pub.end());
    sig.fill(0);
    g_buf.fill(off, Ed::sign_workspace_size);
    ok &= Ed::sign_keypair(FixedView<64>(kp.data(), 64), msg, sig, g_buf.span(), dom) == Status::ok;
    ok &= std::memcmp(sig.data(), want.data(), 64) == 0 && g_buf.wiped();

    sig.fill(0);
    g_buf.fill(off, Ed::sign_check_workspace_size);
    ok &= Ed::sign(sd, msg, sig, g_buf.span(), dom, SignCheck::verify_after_sign) == Status::ok;
    ok &= std::memcmp(sig.data(), want.data(), 64) == 0 && g_buf.wiped();

    const FixedView<64> sv(want.data(), 64);
    g_buf.fill(off, Ed::verify_workspace_size);
    ok &= Ed::verify(pk, msg, sv, g_buf.span(), dom).ok();
    Bytes bad = want;
    bad[off % 64] ^= 0x10;
    ok &= !Ed::verify(pk, msg, FixedView<64>(bad.data(), 64), g_buf.span(), dom).ok();

    if (v.ph) {
        std::array<std::uint8_t, 64> phm{};
        Ed::Hash::hash(msg, phm);
        sig.fill(0);
        g_buf.fill(off, Ed::sign_workspace_size);
        ok &= Ed::sign_prehashed(sd, phm, sig, g_buf.span(), ctx) == Status::ok;
        ok &= std::memcmp(sig.data(), want.data(), 64) == 0 && g_buf.wiped();
        g_buf.fill(off, Ed::verify_workspace_size);
        ok &= Ed::verify_prehashed(pk, phm, sv, g_buf.span(), ctx).ok();
    }
    return ok;
}

// One byte short: workspace_too_small, the buffer untouched, sig zeroed.
template <class Ed>
bool too_small(const WsVector& v, std::size_t off)
{
    const Bytes seed = from_hex(v.seed), pub = from_hex(v.pub), msg = from_hex(v.msg);
    const Bytes ctx = from_hex(v.ctx == nullptr ? "" : v.ctx), want = from_hex(v.sig);
    const Ed25519Domain dom = domain_of(v, ctx);
    const FixedView<32> sd(seed.data(), 32), pk(pub.data(), 32);
    const FixedView<64> sv(want.data(), 64);
    std::array<std::uint8_t, 64> sig{};
    bool ok = true;

    sig.fill(0xEE);
    g_buf.fill(off, Ed::sign_workspace_size - 1);
    ok &= Ed::sign(sd, msg, sig, g_buf.span(), dom) == Status::workspace_too_small;
    ok &= g_buf.untouched() && all_zero(sig);

    sig.fill(0xEE);
    g_buf.fill(off, Ed::sign_check_workspace_size - 1);
    ok &= Ed::sign(sd, msg, sig, g_buf.span(), dom, SignCheck::verify_after_sign) ==
          Status::workspace_too_small;
    ok &= g_buf.untouched() && all_zero(sig);

    g_buf.fill(off, Ed::verify_workspace_size - 1);
    const auto r = Ed::verify(pk, msg, sv, g_buf.span(), dom);
    ok &= !r.ok() && r.status == Status::workspace_too_small && g_buf.untouched();
    return ok;
}

// Streaming: a short buffer at finish() is refused and the call can be retried.
template <class Ed>
bool streaming(const WsVector& v)
{
    const Bytes seed = from_hex(v.seed), pub = from_hex(v.pub), msg = from_hex(v.msg);
    const Bytes ctx = from_hex(v.ctx == nullptr ? "" : v.ctx), want = from_hex(v.sig);
    const Ed25519Domain dom = domain_of(v, ctx);
    bool ok = true;
    typename Ed::Verifier ver;
    ok &=
        ver.init(FixedView<32>(pub.data(), 32), FixedView<64>(want.data(), 64), dom) == Status::ok;
    ver.update(msg);
    g_buf.fill(3, Ed::check_workspace_size - 1);
    ok &= ver.finish(g_buf.span()).status == Status::workspace_too_small && g_buf.untouched();
    g_buf.fill(3, Ed::check_workspace_size);
    ok &= ver.finish(g_buf.span()).ok();
    if (v.ph) return ok;  // the two-pass signer is Ed25519/ctx only

    typename Ed::Signer s;
    std::array<std::uint8_t, 64> sig{};
    ok &= s.init(FixedView<32>(seed.data(), 32), dom) == Status::ok;
    s.update(msg);
    ok &= s.next_pass() == Status::ok;
    s.update(msg);
    g_buf.fill(5, Ed::check_workspace_size - 1);
    ok &= s.finish(sig, g_buf.span(), SignCheck::verify_after_sign) == Status::workspace_too_small;
    ok &= g_buf.untouched();
    g_buf.fill(5, Ed::check_workspace_size);
    ok &= s.finish(sig, g_buf.span(), SignCheck::verify_after_sign) == Status::ok;
    ok &= std::memcmp(sig.data(), want.data(), 64) == 0;
    return ok;
}

template <class Ed>
void workspace_api(const char* variant)
{
    static_assert(Ed::sign_workspace_size <= 1388 && Ed::verify_workspace_size <= 1992);
    int passed = 0;
    for (const WsVector& v : kWsVectors) {
        for (const std::size_t off : kOffsets) {
            INFO(variant << " vector " << v.sig << " offset " << off);
            const bool ok = exact_sizes<Ed>(v, off) && too_small<Ed>(v, off);
            CHECK(ok);
            passed += ok ? 1 : 0;
        }
        INFO(variant << " streaming " << v.sig);
        const bool ok = streaming<Ed>(v);
        CHECK(ok);
        passed += ok ? 1 : 0;
    }
    std::printf("[vectors] RFC 8032 §7.1-7.3 workspace API (%s): %d passed\n", variant, passed);
}

}  // namespace

// Every Ed25519 variant: field build x table (tests/support/variants.hpp).
TEST_SUITE("ed25519")
{
    TEST_CASE("workspace API, every variant")
    {
        ucrypt::test::for_each_ed25519([]<class Ed>(const char* name) { workspace_api<Ed>(name); });
    }
}
