// SPDX-License-Identifier: Apache-2.0
// ucrypt benchmark firmware — the ML-KEM rows of the reference pages
// (bench/reference/cmox, "ML-KEM key pair generation, encapsulation,
// decapsulation"; on the H7 and N6 pages only): Key-pair-Generation,
// Key-Encapsulation and Key-Decapsulation of ML-KEM-512/768/1024 (FIPS 203
// Algorithms 16, 17 and 21), each for the default build (variant "", as the
// pages' rows) and the small-stack build (variant "small-stack", extra rows).
//
// The derandomised entry points are timed (keygen_derand, encaps_derand) so
// that no RNG is inside the window; decapsulation includes the §7.3 input
// checks, as decaps() always runs them.
#include <cstring>

#include "rows.hpp"
#include "ucrypt/mlkem.hpp"

namespace bench {

namespace {

using ucrypt::ByteSpan;
using ucrypt::ByteView;
using ucrypt::FixedSpan;
using ucrypt::FixedView;
using ucrypt::Status;

using Max = ucrypt::MlKem<ucrypt::MlKem1024Params, ucrypt::MlKemDefault>;

// Fixed public benchmark seeds d ‖ z and encapsulation randomness m.
constexpr std::uint8_t kSeed[64] = {
    0x7c, 0x99, 0x35, 0xa0, 0xb0, 0x76, 0x94, 0xaa, 0x0c, 0x6d, 0x10, 0xe4, 0xdb, 0x6b, 0x1a, 0xdd,
    0x2f, 0xd8, 0x1a, 0x25, 0xcc, 0xb1, 0x48, 0x03, 0x2d, 0xcd, 0x73, 0x99, 0x36, 0x73, 0x7f, 0x2d,
    0x86, 0x26, 0xed, 0x79, 0xd4, 0x51, 0x14, 0x08, 0x00, 0xe0, 0x3b, 0x59, 0xb9, 0x56, 0xf8, 0x21,
    0x0e, 0x55, 0x60, 0x67, 0x40, 0x7d, 0x13, 0xdc, 0x90, 0xfa, 0x9e, 0x8b, 0x87, 0x2b, 0xfb, 0x8f,
};
constexpr std::uint8_t kM[32] = {
    0x14, 0x7c, 0x03, 0xf7, 0xa5, 0xbe, 0xbb, 0xa4, 0x06, 0xc8, 0xfa, 0xe1, 0x87, 0x4d, 0x7f, 0x13,
    0xc8, 0x0e, 0xfe, 0x79, 0xa3, 0xa9, 0xa8, 0x74, 0xcc, 0x09, 0xfe, 0x76, 0xf6, 0x99, 0x76, 0x15,
};

// Inputs, made once per parameter set by the default build outside the
// windows: key pair, ciphertext and its shared secret.
alignas(8) std::uint8_t g_ek[Max::ek_size];
alignas(8) std::uint8_t g_dk[Max::dk_size];
alignas(8) std::uint8_t g_ct[Max::ct_size];
alignas(8) std::uint8_t g_ss[32];
std::size_t g_inputs_k = 0;  // k of the parameter set the inputs belong to, 0: none
// Outputs of the timed call, and the check's scratch.
alignas(8) std::uint8_t g_out_ek[Max::ek_size];
alignas(8) std::uint8_t g_out_dk[Max::dk_size];
alignas(8) std::uint8_t g_out_ct[Max::ct_size];
alignas(8) std::uint8_t g_out_ss[32];
alignas(8) std::uint8_t g_chk_ek[Max::ek_size];
alignas(8) std::uint8_t g_chk_dk[Max::dk_size];
alignas(8) std::uint8_t g_chk_ss[32];
bool g_op_ok = false;

template <class V>
struct VariantName;
template <>
struct VariantName<ucrypt::MlKemDefault> {
    static constexpr const char* name = "";
    using Other = ucrypt::MlKemSmallStack;
};
template <>
struct VariantName<ucrypt::MlKemSmallStack> {
    static constexpr const char* name = "small-stack";
    using Other = ucrypt::MlKemDefault;
};
template <class P>
struct ParamName;
template <>
struct ParamName<ucrypt::MlKem512Params> {
    static constexpr const char* alg = "ML-KEM-512";
};
template <>
struct ParamName<ucrypt::MlKem768Params> {
    static constexpr const char* alg = "ML-KEM-768";
};
template <>
struct ParamName<ucrypt::MlKem1024Params> {
    static constexpr const char* alg = "ML-KEM-1024";
};

template <class P>
using Def = ucrypt::MlKem<P, ucrypt::MlKemDefault>;

template <class P>
ByteView ek()
{
    return ByteView(g_ek, Def<P>::ek_size);
}
template <class P>
ByteView dk()
{
    return ByteView(g_dk, Def<P>::dk_size);
}
template <class P>
ByteView ct()
{
    return ByteView(g_ct, Def<P>::ct_size);
}

// Key pair and ciphertext of parameter set P, unless already there.
template <class P>
void inputs()
{
    using K = Def<P>;
    if (g_inputs_k == K::k) return;
    g_inputs_k = 0;
    if (K::keygen_derand(FixedView<64>(kSeed, 64), ByteSpan(g_ek, K::ek_size),
                         ByteSpan(g_dk, K::dk_size)) == Status::ok &&
        K::encaps_derand(ek<P>(), FixedView<32>(kM, 32), ByteSpan(g_ct, K::ct_size),
                         FixedSpan<32>(g_ss, 32)) == Status::ok)
        g_inputs_k = K::k;
}

template <class P>
bool inputs_ready()
{
    return g_inputs_k == Def<P>::k;
}

template <class P, class V>
void keygen_op()
{
    using K = ucrypt::MlKem<P, V>;
    g_op_ok = K::keygen_derand(FixedView<64>(kSeed, 64), ByteSpan(g_out_ek, K::ek_size),
                               ByteSpan(g_out_dk, K::dk_size)) == Status::ok;
}

template <class P, class V>
void encaps_op()
{
    using K = ucrypt::MlKem<P, V>;
    g_op_ok = K::encaps_derand(ek<P>(), FixedView<32>(kM, 32), ByteSpan(g_out_ct, K::ct_size),
                               FixedSpan<32>(g_out_ss, 32)) == Status::ok;
}

template <class P, class V>
void decaps_op()
{
    using K = ucrypt::MlKem<P, V>;
    g_op_ok = K::decaps(dk<P>(), ct<P>(), FixedSpan<32>(g_out_ss, 32)) == Status::ok;
}

// Keygen: the same seed gives the other build's key pair byte for byte, and
// the key pair passes the FIPS 140-3 pairwise test (encaps, then decaps).
template <class P, class V>
bool keygen_check()
{
    using K = ucrypt::MlKem<P, V>;
    using O = ucrypt::MlKem<P, typename VariantName<V>::Other>;
    if (!g_op_ok) return false;
    if (O::keygen_derand(FixedView<64>(kSeed, 64), ByteSpan(g_chk_ek, K::ek_size),
                         ByteSpan(g_chk_dk, K::dk_size)) != Status::ok)
        return false;
    return std::memcmp(g_out_ek, g_chk_ek, K::ek_size) == 0 &&
           std::memcmp(g_out_dk, g_chk_dk, K::dk_size) == 0 &&
           K::pairwise_check(ByteView(g_out_ek, K::ek_size), ByteView(g_out_dk, K::dk_size)) ==
               Status::ok;
}

// Encaps: the default build's ciphertext and key for the same m, and the
// other build's decapsulation recovers the key.
template <class P, class V>
bool encaps_check()
{
    using K = ucrypt::MlKem<P, V>;
    using O = ucrypt::MlKem<P, typename VariantName<V>::Other>;
    if (!g_op_ok || !inputs_ready<P>()) return false;
    if (std::memcmp(g_out_ct, g_ct, K::ct_size) != 0 || std::memcmp(g_out_ss, g_ss, 32) != 0)
        return false;
    return O::decaps(dk<P>(), ByteView(g_out_ct, K::ct_size), FixedSpan<32>(g_chk_ss, 32)) ==
               Status::ok &&
           std::memcmp(g_chk_ss, g_out_ss, 32) == 0;
}

// Decaps recovers the encapsulated key; a ciphertext with one bit flipped
// gives another key (implicit rejection), so a constant answer fails.
template <class P, class V>
bool decaps_check()
{
    using K = ucrypt::MlKem<P, V>;
    if (!g_op_ok || !inputs_ready<P>() || std::memcmp(g_out_ss, g_ss, 32) != 0) return false;
    std::memcpy(g_out_ct, g_ct, K::ct_size);
    g_out_ct[7] ^= 0x10;
    return K::decaps(dk<P>(), ByteView(g_out_ct, K::ct_size), FixedSpan<32>(g_chk_ss, 32)) ==
               Status::ok &&
           std::memcmp(g_chk_ss, g_ss, 32) != 0;
}

template <class P, class V>
constexpr Row row(const char* function, Op setup, Op op, bool (*chk)())
{
    Row r{"mlkem", ParamName<P>::alg, VariantName<V>::name, 0, 0, setup, op, chk, false};
    r.function = function;
    return r;
}

template <class P, class V>
constexpr Row keygen_row()
{
    return row<P, V>("Key-pair-Generation", nullptr, &keygen_op<P, V>, &keygen_check<P, V>);
}

template <class P, class V>
constexpr Row encaps_row()
{
    return row<P, V>("Key-Encapsulation", &inputs<P>, &encaps_op<P, V>, &encaps_check<P, V>);
}

template <class P, class V>
constexpr Row decaps_row()
{
    return row<P, V>("Key-Decapsulation", &inputs<P>, &decaps_op<P, V>, &decaps_check<P, V>);
}

using P512 = ucrypt::MlKem512Params;
using P768 = ucrypt::MlKem768Params;
using P1024 = ucrypt::MlKem1024Params;

// Rows in the pages' order (function, then suite), each build in turn.
template <class V>
constexpr Row kKemRows[] = {
    keygen_row<P512, V>(), keygen_row<P768, V>(), keygen_row<P1024, V>(),
    encaps_row<P512, V>(), encaps_row<P768, V>(), encaps_row<P1024, V>(),
    decaps_row<P512, V>(), decaps_row<P768, V>(), decaps_row<P1024, V>(),
};

}  // namespace

void run_mlkem_rows(bool quick)
{
    run_rows(kKemRows<ucrypt::MlKemDefault>, quick);
    run_rows(kKemRows<ucrypt::MlKemSmallStack>, quick);
}

}  // namespace bench
