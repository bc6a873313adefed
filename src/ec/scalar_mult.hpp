// ucrypt — scalar multiplication over any field engine of curve.hpp (layer 2).
//
// mult_ct:        k*P, constant time in k: 4-bit fixed window, table of 16
//                 points in the caller's workspace read by a full masked scan.
// mult_base_ct:   k*G through the precomputed table of the Table variant when
//                 the curve has one (tables.hpp), else mult_ct with G.
// mult2_vartime:  u1*G + u2*Q for verification (public inputs only).
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

// The workspace as an array of `count` points, or nullptr when it is too
// small. Any alignment: up to 7 bytes are skipped (the sizes include 8).
template <std::size_t N>
Point<N>* workspace_points(std::span<std::byte> ws, std::size_t count) noexcept
{
    const auto addr = reinterpret_cast<std::uintptr_t>(ws.data());
    const std::size_t pad = (8u - addr % 8u) % 8u;
    if (ws.size() < pad + count * sizeof(Point<N>)) return nullptr;
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

// k*P with k < 2^(4*windows); table: 16 points of workspace.
template <class C>
void mult_ct(PointOf<C>& r, const Limbs<C::limbs>& k, const PointOf<C>& p,
             const typename Curve<C>::Fe& z, PointOf<C>* table) noexcept
{
    constexpr std::size_t windows = (Curve<C>::Q.bits + 3) / 4;
    table[0] = point_identity<C>();
    blind_point<C>(table[1], p, z);
    for (std::size_t j = 2; j < 16; ++j) point_add<C>(table[j], table[j - 1], table[1]);
    PointOf<C> acc = point_identity<C>(), t;
    for (std::size_t w = windows; w > 0; --w) {
        for (int i = 0; i < 4; ++i) point_double<C>(acc, acc);
        select_point(t, table, scalar_digit(k, w - 1));
        point_add<C>(acc, acc, t);
    }
    r = acc;
    wipe(&t, sizeof t);
    wipe(&acc, sizeof acc);
}

template <class C>
PointOf<C> generator() noexcept
{
    return PointOf<C>{Curve<C>::gx, Curve<C>::gy, Curve<C>::one};
}

// Affine table entry (x, y) (Montgomery form) selected by a secret digit d,
// lifted to (x z : y z : zt) with zt = Curve::table_z(z), or, for d = 0, to
// the point at infinity (0 : R z : 0).
template <class C>
void select_affine(PointOf<C>& r, const Limbs<C::limbs> (*entries)[2], Word d,
                   const typename Curve<C>::Fe& z, const typename Curve<C>::Fe& zt) noexcept
{
    typename Curve<C>::Fe x{}, y = Curve<C>::P.r1;
    for (Word j = 1; j < 16; ++j) {
        const Mask m = Mask::is_equal(j, d);
        cmov(x, entries[j - 1][0], m);
        cmov(y, entries[j - 1][1], m);
    }
    Curve<C>::mul(r.x, x, z);
    Curve<C>::mul(r.y, y, z);
    r.z = zt;
    const Mask zero = Mask::is_zero(d);
    for (std::size_t i = 0; i < C::limbs; ++i) r.z[i] = zero.select(0u, r.z[i]);
}

// k*G, constant time in k.
template <class C, class Table>
void mult_base_ct(PointOf<C>& r, const Limbs<C::limbs>& k, const typename Curve<C>::Fe& z,
                  PointOf<C>* ws_table) noexcept
{
    using T = BaseTable<typename Curve<C>::Base, Table>;
    constexpr std::size_t windows = (Curve<C>::Q.bits + 3) / 4;
    if constexpr (T::kind == TableKind::none) {
        mult_ct<C>(r, k, generator<C>(), z, ws_table);
    } else {
        PointOf<C> acc = point_identity<C>(), t;
        typename Curve<C>::Fe zt;
        Curve<C>::table_z(zt, z);
        for (std::size_t w = windows; w > 0; --w) {
            if constexpr (T::kind == TableKind::low) {
                for (int i = 0; i < 4; ++i) point_double<C>(acc, acc);
                select_affine<C>(t, T::entries(0), scalar_digit(k, w - 1), z, zt);
            } else {
                select_affine<C>(t, T::entries(w - 1), scalar_digit(k, w - 1), z, zt);
            }
            point_add<C>(acc, acc, t);
        }
        r = acc;
        wipe(&t, sizeof t);
        wipe(&acc, sizeof acc);
        wipe(&zt, sizeof zt);
    }
}

// u1*G + u2*Q, variable time (verification: public scalars and points).
// ws: 32 points.
template <class C>
void mult2_vartime(PointOf<C>& r, const Limbs<C::limbs>& u1, const Limbs<C::limbs>& u2,
                   const PointOf<C>& q, PointOf<C>* ws) noexcept
{
    constexpr std::size_t windows = (Curve<C>::Q.bits + 3) / 4;
    PointOf<C>* tg = ws;
    PointOf<C>* tq = ws + 16;
    tg[0] = tq[0] = point_identity<C>();
    tg[1] = generator<C>();
    tq[1] = q;
    for (std::size_t j = 2; j < 16; ++j) {
        point_add<C>(tg[j], tg[j - 1], tg[1]);
        point_add<C>(tq[j], tq[j - 1], tq[1]);
    }
    PointOf<C> acc = point_identity<C>();
    for (std::size_t w = windows; w > 0; --w) {
        for (int i = 0; i < 4; ++i) point_double<C>(acc, acc);
        const Word d1 = scalar_digit(u1, w - 1), d2 = scalar_digit(u2, w - 1);
        if (d1 != 0) point_add<C>(acc, acc, tg[d1]);
        if (d2 != 0) point_add<C>(acc, acc, tq[d2]);
    }
    r = acc;
}

}  // namespace ucrypt::core::ec
