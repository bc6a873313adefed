// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the AES-CBC rows of the reference pages
// (bench/reference/cmox, "AES CBC"): sole buffer of 32/64/128 bytes and
// data flow of 8000 bytes in 128/512/1024/2048-byte chunks, for 128/192/256-bit
// keys, encryption and decryption, variants Small and Fast (the pages' two
// configurations) and CT (ours only, reported as an extra variant).
//
// Sole buffer: Cbc<C>::encrypt / ::decrypt, key schedule included (the pages'
// cmox_cipher_encrypt/decrypt take the key too). Data flow: init, set_key,
// set_iv, append per chunk, finish, all inside one window, as the pages'
// cmox_cipher_init / setKey / setIV / append / cleanup sequence.
#include <cstring>

#include "rows.hpp"
#include "ucrypt/modes.hpp"

namespace bench {

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::Direction;
using ucrypt::Status;

// A fixed, public benchmark key (the first key_bits/8 bytes are used) and IV.
constexpr std::uint8_t kKey[32] = {
    0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe, 0x2b, 0x73, 0xae, 0xf0, 0x85, 0x7d, 0x77, 0x81,
    0x1f, 0x35, 0x2c, 0x07, 0x3b, 0x61, 0x08, 0xd7, 0x2d, 0x98, 0x10, 0xa3, 0x09, 0x14, 0xdf, 0xf4,
};
constexpr std::uint8_t kIv[16] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
};

alignas(8) std::uint8_t g_out[kMessage];
alignas(8) std::uint8_t g_expect[kMessage];
alignas(8) std::uint8_t g_back[kMessage];
// Set by an operation whose library call returned an error; read by the check.
bool g_status_failed = false;

// Each variant is checked against the next one (small -> fast -> ct -> small),
// so the three agree with one another on every row.
template <class C>
struct Other;
template <>
struct Other<ucrypt::AesSmall> {
    using type = ucrypt::AesFast;
};
template <>
struct Other<ucrypt::AesFast> {
    using type = ucrypt::AesCt;
};
template <>
struct Other<ucrypt::AesCt> {
    using type = ucrypt::AesSmall;
};

template <std::size_t KeyBits>
constexpr ByteView key()
{
    static_assert(KeyBits == 128 || KeyBits == 192 || KeyBits == 256);
    return ByteView(kKey, KeyBits / 8);
}

template <Direction D>
constexpr const char* dir_name()
{
    return D == Direction::encrypt ? "enc" : "dec";
}

// One-shot CBC in direction D.
template <class C, Direction D>
Status cbc(ByteView k, const std::uint8_t* in, std::uint8_t* out, std::size_t n)
{
    if constexpr (D == Direction::encrypt) {
        return ucrypt::Cbc<C>::encrypt(k, ByteView(kIv, 16), ByteView(in, n), ByteSpan(out, n));
    } else {
        return ucrypt::Cbc<C>::decrypt(k, ByteView(kIv, 16), ByteView(in, n), ByteSpan(out, n));
    }
}

template <Direction D>
constexpr Direction reverse()
{
    return D == Direction::encrypt ? Direction::decrypt : Direction::encrypt;
}

// The data-flow context is a global, as an application keeps it between
// calls (the pages' data-flow stack figures leave the context out too).
template <class C, Direction D>
ucrypt::CbcContext<C, D> g_ctx;

template <class C, Direction D, std::size_t KeyBits, std::size_t N>
void sole()
{
    if (cbc<C, D>(key<KeyBits>(), message(), g_out, N) != Status::ok) g_status_failed = true;
}

template <class C, Direction D, std::size_t KeyBits, std::size_t Chunk>
void flow()
{
    ucrypt::CbcContext<C, D>& ctx = g_ctx<C, D>;
    ctx.init();
    bool ok = ctx.set_key(key<KeyBits>()) == Status::ok;
    ok = ok && ctx.set_iv(ByteView(kIv, 16)) == Status::ok;
    std::size_t done = 0;
    for (std::size_t off = 0; off < kMessage; off += Chunk) {
        const std::size_t n = kMessage - off < Chunk ? kMessage - off : Chunk;
        std::size_t written = 0;
        ok = ok && ctx.append(ByteView(message() + off, n), ByteSpan(g_out + done, kMessage - done),
                              written) == Status::ok;
        done += written;
    }
    std::size_t written = 0;
    ok = ok && ctx.finish(ByteSpan(g_out + done, kMessage - done), written) == Status::ok;
    if (!ok || done + written != kMessage) g_status_failed = true;
}

// g_out must equal the other variant's one-shot result on the same bytes,
// and the other variant run the other way must give the message back.
template <class C, Direction D, std::size_t KeyBits, std::size_t N>
bool check()
{
    using O = typename Other<C>::type;
    const bool failed = g_status_failed;
    g_status_failed = false;
    if (cbc<O, D>(key<KeyBits>(), message(), g_expect, N) != Status::ok) return false;
    if (cbc<O, reverse<D>()>(key<KeyBits>(), g_out, g_back, N) != Status::ok) return false;
    return !failed && std::memcmp(g_out, g_expect, N) == 0 &&
           std::memcmp(g_back, message(), N) == 0;
}

template <class C, Direction D, std::size_t KeyBits, std::size_t N>
constexpr Row sole_row(bool quick)
{
    return {"aes_cbc.sole",
            "AES CBC",
            C::name,
            N,
            0,
            nullptr,
            &sole<C, D, KeyBits, N>,
            &check<C, D, KeyBits, N>,
            quick,
            KeyBits,
            dir_name<D>()};
}

template <class C, Direction D, std::size_t KeyBits, std::size_t Chunk>
constexpr Row flow_row(bool quick)
{
    return {"aes_cbc.flow",
            "AES CBC",
            C::name,
            kMessage,
            Chunk,
            nullptr,
            &flow<C, D, KeyBits, Chunk>,
            &check<C, D, KeyBits, kMessage>,
            quick,
            KeyBits,
            dir_name<D>()};
}

// One key size and direction: the sole-buffer rows, then the data-flow rows.
// Quick mode (the ctest smoke test) keeps one sole and one flow row (Q).
template <class C, Direction D, std::size_t KeyBits, bool Q>
constexpr Row kCbcRows[] = {
    sole_row<C, D, KeyBits, 32>(false),  sole_row<C, D, KeyBits, 64>(Q),
    sole_row<C, D, KeyBits, 128>(false), flow_row<C, D, KeyBits, 128>(false),
    flow_row<C, D, KeyBits, 512>(false), flow_row<C, D, KeyBits, 1024>(false),
    flow_row<C, D, KeyBits, 2048>(Q),
};

template <class C, bool Q>
void run_variant(bool quick)
{
    run_rows(kCbcRows<C, Direction::encrypt, 128, Q>, quick);
    run_rows(kCbcRows<C, Direction::encrypt, 192, false>, quick);
    run_rows(kCbcRows<C, Direction::encrypt, 256, false>, quick);
    run_rows(kCbcRows<C, Direction::decrypt, 128, Q>, quick);
    run_rows(kCbcRows<C, Direction::decrypt, 192, false>, quick);
    run_rows(kCbcRows<C, Direction::decrypt, 256, false>, quick);
}

}  // namespace

void run_aes_rows(bool quick)
{
    run_variant<ucrypt::AesSmall, false>(quick);
    run_variant<ucrypt::AesFast, true>(quick);
    run_variant<ucrypt::AesCt, false>(quick);
}

}  // namespace bench
