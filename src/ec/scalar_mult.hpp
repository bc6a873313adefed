// SPDX-License-Identifier: Apache-2.0
// ucrypt — scalar multiplication over any field engine of curve.hpp (layer 2).
//
// mult_ct:        k*P, constant time in k: 4-bit fixed window, table of 16
//                 points in the caller's workspace read by a full masked scan.
// mult_base_ct:   k*G by the fixed-base comb of the Table variant when the
//                 curve has one (tables.hpp), else mult_ct with G.
// Both keep their temporaries in a MultWs (in the signer's workspace).
// u1*G + u2*Q for verification: vartime.hpp.
// Blinding: every point entering the accumulator has projective Z equal to a
// caller-supplied nonzero field element (randomised projective coordinates,
// Coron 1999), so intermediate values are unpredictable even for a fixed k.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>

#include "curve.hpp"
#include "tables.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::core::ec {

// The workspace as an array of `count` points, or nullptr when it is smaller
// than the documented size (count points + 8), whatever its alignment: up to 7
// bytes are skipped, and the answer must not depend on where the buffer lies.
template <std::size_t N>
Point<N>* workspace_points(std::span<std::byte> ws, std::size_t count) noexcept
{
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    const std::size_t pad = (8u - addr % 8u) % 8u;
    if (ws.size() < count * sizeof(Point<N>) + 8) return nullptr;
    return reinterpret_cast<Point<N>*>(ws.data() + pad);
}

template <std::size_t N>
constexpr Word scalar_digit(const Limbs<N>& k, std::size_t w) noexcept
{
    return (k[(4 * w) / 32] >> ((4 * w) % 32)) & 15u;
}

// r = table[d] by reading every entry (d secret, 16 entries).
template <std::size_t N>
void select_point(Point<N>& r, const Point<N>* table, Word d) noexcept
{
    r = table[0];
    for (Word j = 1; j < 16; ++j) point_cmov(r, table[j], Mask::is_equal(j, d));
}

// SEC 1 v2 §3.3.1 / Coron's countermeasure: P -> (X*z : Y*z : Z*z).
template <class C>
void blind_point(PointOf<C>& r, const PointOf<C>& p, const typename Curve<C>::Fe& z) noexcept
{
    Curve<C>::mul(r.x, p.x, z);
    Curve<C>::mul(r.y, p.y, z);
    Curve<C>::mul(r.z, p.z, z);
}

// The working memory of one scalar multiplication (in the caller's
// workspace): the accumulator (the result at the end), the addend, and the
// point formulas' scratch. After the multiplication, t and s are unused and
// to_affine takes them: 1/Z in t.z, the inversion's scratch in s.
template <class C>
struct MultWs {
    PointOf<C> acc;
    PointOf<C> t;
    typename Curve<C>::Fe s[kPointScratch];
    static_assert(kPointScratch >= Curve<C>::kInvScratch);
};

// x (and w.t.y) = w.acc in affine coordinates, engine form; w.t.z and w.s:
// the inversion's scratch. Two arguments: its callers pass nothing on the
// stack.
template <class C>
[[gnu::noinline]] Mask mult_to_affine(typename Curve<C>::Fe& x, MultWs<C>& w) noexcept
{
    return to_affine<C>(x, w.t.y, w.acc, w.t.z, w.s);
}

// w.acc = k*P with k < 2^(4*windows); table: 16 points of workspace.
template <class C>
void mult_ct(MultWs<C>& w, const Limbs<C::limbs>& k, const PointOf<C>& p,
             const typename Curve<C>::Fe& z, PointOf<C>* table) noexcept
{
    constexpr std::size_t windows = (Curve<C>::Q.bits + 3) / 4;
    table[0] = point_identity<C>();
    blind_point<C>(table[1], p, z);
    for (std::size_t j = 2; j < 16; ++j) point_add<C>(table[j], table[j - 1], table[1], w.s);
    w.acc = point_identity<C>();
    for (std::size_t wi = windows; wi > 0; --wi) {
        for (int i = 0; i < 4; ++i) point_double<C>(w.acc, w.acc, w.s);
        select_point(w.t, table, scalar_digit(k, wi - 1));
        point_add<C>(w.acc, w.acc, w.t, w.s);
    }
}

// r = k*P with the working memory on the stack (ECDH); the caller wipes table.
template <class C>
void mult_ct(PointOf<C>& r, const Limbs<C::limbs>& k, const PointOf<C>& p,
             const typename Curve<C>::Fe& z, PointOf<C>* table) noexcept
{
    MultWs<C> w;
    mult_ct<C>(w, k, p, z, table);
    r = w.acc;
    wipe(&w, sizeof w);
}

template <class C>
PointOf<C> generator() noexcept
{
    return PointOf<C>{Curve<C>::gx, Curve<C>::gy, Curve<C>::one};
}

// Comb column j of k: bit t of the result is bit (t d + j) of k (Lim–Lee).
// Positions are public; only the bit values are secret.
template <std::size_t N>
Word comb_column(const Limbs<N>& k, std::size_t j, unsigned teeth, std::size_t d) noexcept
{
    Word col = 0;
    for (unsigned t = 0; t < teeth; ++t) {
        const std::size_t i = t * d + j;
        if (i < 32 * N) col |= ((k[i / 32] >> (i % 32)) & 1u) << t;
    }
    return col;
}

// (x, y) = entries[d - 1], by a full masked scan (d secret; d = 0 yields
// (0, 0), which the caller discards). Four words at a time: for each entry,
// its mask, then those four words ANDed with it and ORed into four register
// accumulators; so each entry word costs a load, an AND and an OR, and no
// array of masks lies on the stack. Not inlined: its spilled pointers then
// take a frame of their own, which is not live while the doubling and the
// addition run (mult_base_ct's frame was 92 bytes with it inlined).
template <class C, Word Count>
[[gnu::noinline]] void select_comb(typename Curve<C>::Fe& x, typename Curve<C>::Fe& y,
                                   const Limbs<C::limbs> (*entries)[2], Word d) noexcept
{
    constexpr std::size_t N = C::limbs;
    static_assert(N % 4 == 0, "the comb tables are for P-256 and P-384");
    for (std::size_t i = 0; i < 2 * N; i += 4) {
        // Words i..i+3 of the pair (x, y); no division by N (12 for P-384).
        const std::size_t half = i < N ? 0 : 1, at = i < N ? i : i - N;
        Word a0 = 0, a1 = 0, a2 = 0, a3 = 0;
        for (Word j = 0; j < Count; ++j) {
            const Word m = ct::value_barrier(Mask::is_equal(j + 1, d).value);
            const Word* e = &entries[j][half][at];
            a0 |= e[0] & m;
            a1 |= e[1] & m;
            a2 |= e[2] & m;
            a3 |= e[3] & m;
        }
        Word* out = i < N ? &x[i] : &y[i - N];
        out[0] = a0;
        out[1] = a1;
        out[2] = a2;
        out[3] = a3;
    }
}

// The comb table in the engine's form: Montgomery for EcSmall, plain
// residues for the Solinas engines (tables.hpp).
template <class C, class T>
const Limbs<C::limbs> (*comb_entries() noexcept)[2]
{
    if constexpr (Curve<C>::mont_form) {
        return T::entries();
    } else {
        return T::plain();
    }
}

// w.acc = k*G, constant time in k: the comb of the Table variant
// (tables.hpp), one doubling and one mixed addition per column, or mult_ct
// with G (table: 16 points of workspace) when the curve has no comb table.
// The accumulator starts at infinity (0 : z : 0), so every later coordinate
// carries the random factor z (Coron's countermeasure). The caller wipes w.
template <class C, class Table>
void mult_base_ct(MultWs<C>& w, const Limbs<C::limbs>& k, const typename Curve<C>::Fe& z,
                  PointOf<C>* table) noexcept
{
    using T = BaseTable<typename Curve<C>::Base, Table>;
    if constexpr (T::teeth == 0) {
        mult_ct<C>(w, k, generator<C>(), z, table);
    } else {
        constexpr std::size_t d = (Curve<C>::Q.bits + T::teeth - 1) / T::teeth;
        constexpr Word count = (1u << T::teeth) - 1;
        w.acc = PointOf<C>{};
        w.acc.y = z;
        for (std::size_t j = d; j > 0; --j) {
            point_double<C>(w.acc, w.acc, w.s);
            const Word col = comb_column(k, j - 1, T::teeth, d);
            // The entry goes to t.x, t.y, which the addition may overwrite.
            select_comb<C, count>(w.t.x, w.t.y, comb_entries<C, T>(), col);
            point_add_affine<C>(w.t, w.acc, w.t.x, w.t.y, w.s);
            point_cmov(w.acc, w.t, ~Mask::is_zero(col));
        }
    }
}

}  // namespace ucrypt::core::ec
