// SPDX-License-Identifier: Apache-2.0
// ucrypt — edwards448 point arithmetic (RFC 8032 §5.2.2-5.2.4), extended
// coordinates after Hisil, Wong, Carter, Dawson, "Twisted Edwards curves
// revisited" (2008), §3.1 and §3.3 with a = 1.
#include "edwards.hpp"

#include <initializer_list>

#include "ucrypt/wipe.hpp"

namespace ucrypt::core::c448 {

namespace {

constexpr std::uint32_t kMinusD = 39081u;  // d = -39081 (RFC 8032 §5.2)

// The base point B of RFC 8032 §5.2 in radix 2^28.
constexpr Fe kBx = {{0x70cc05e, 0x26a82bc, 0x0938e26, 0x80e18b0, 0x511433b, 0xf72ab66, 0x412ae1a,
                     0xa3d3a46, 0xa6de324, 0x0f1767e, 0x4657047, 0x36da9e1, 0x5a622bf, 0xed221d1,
                     0x66bed0d, 0x4f1970c}};
constexpr Fe kBy = {{0x230fa14, 0x08795bf, 0x7c8ad98, 0x132c4ed, 0x9c4fdbd, 0x1ce67c3, 0x73ad3ff,
                     0x05a0c2d, 0x7789c1e, 0xa398408, 0xa73736c, 0xc7624be, 0x03756c9, 0x2488762,
                     0x16eb6bc, 0x693f467}};

void base_point(Pt& b) noexcept
{
    b.x = kBx;
    b.y = kBy;
    fe_one(b.z);
    fe_mul(b.t, kBx, kBy);
}

void pt_cmov(Pt& r, const Pt& p, std::uint32_t m) noexcept
{
    fe_cmov(r.x, p.x, m);
    fe_cmov(r.y, p.y, m);
    fe_cmov(r.z, p.z, m);
    fe_cmov(r.t, p.t, m);
}

std::uint32_t bit_at(const std::uint8_t a[57], unsigned i) noexcept
{
    return static_cast<std::uint32_t>(a[i / 8] >> (i % 8)) & 1u;
}

}  // namespace

void pt_identity(Pt& r) noexcept
{
    fe_zero(r.x);
    fe_one(r.y);
    fe_one(r.z);
    fe_zero(r.t);
}

// HWCD §3.1 (unified addition): x3 = (x1y2 + y1x2) / (1 + d x1x2y1y2),
// y3 = (y1y2 - x1x2) / (1 - d x1x2y1y2).
void pt_add(Pt& r, const Pt& p, const Pt& q) noexcept
{
    Fe a, b, c, d, e, f, g, h;
    fe_mul(a, p.x, q.x);
    fe_mul(b, p.y, q.y);
    fe_mul(c, p.t, q.t);
    fe_mul_small(c, c, kMinusD);  // -d T1 T2
    fe_mul(d, p.z, q.z);
    fe_add(e, p.x, p.y);
    fe_add(f, q.x, q.y);
    fe_mul(e, e, f);
    fe_sub(e, e, a);
    fe_sub(e, e, b);
    fe_add(f, d, c);  // Z1Z2 - d T1T2
    fe_sub(g, d, c);  // Z1Z2 + d T1T2
    fe_sub(h, b, a);
    fe_mul(r.x, e, f);
    fe_mul(r.y, g, h);
    fe_mul(r.t, e, h);
    fe_mul(r.z, f, g);
    for (Fe* x : {&a, &b, &c, &d, &e, &f, &g, &h}) wipe_object(*x);
}

// HWCD §3.3 (dedicated doubling), a = 1.
void pt_dbl(Pt& r, const Pt& p) noexcept
{
    Fe a, b, c, e, f, g, h;
    fe_sq(a, p.x);
    fe_sq(b, p.y);
    fe_sq(c, p.z);
    fe_add(c, c, c);
    fe_add(e, p.x, p.y);
    fe_sq(e, e);
    fe_sub(e, e, a);
    fe_sub(e, e, b);  // 2XY
    fe_add(g, a, b);
    fe_sub(f, g, c);
    fe_sub(h, a, b);
    fe_mul(r.x, e, f);
    fe_mul(r.y, g, h);
    fe_mul(r.t, e, h);
    fe_mul(r.z, f, g);
    for (Fe* x : {&a, &b, &c, &e, &f, &g, &h}) wipe_object(*x);
}

void pt_neg(Pt& r, const Pt& p) noexcept
{
    fe_neg(r.x, p.x);
    r.y = p.y;
    r.z = p.z;
    fe_neg(r.t, p.t);
}

// RFC 8032 §5.2.2.
void pt_encode(std::uint8_t out[57], const Pt& p) noexcept
{
    Fe zi, x, y;
    fe_invert(zi, p.z);
    fe_mul(x, p.x, zi);
    fe_mul(y, p.y, zi);
    fe_tobytes(out, y);
    out[56] = static_cast<std::uint8_t>(fe_is_odd(x) << 7);
    for (Fe* f : {&zi, &x, &y}) wipe_object(*f);
}

// RFC 8032 §5.2.3.
bool pt_decode_vartime(Pt& r, const std::uint8_t in[57]) noexcept
{
    if ((in[56] & 0x7fu) != 0) return false;  // y >= 2^448
    const std::uint32_t x0 = in[56] >> 7;
    Fe y;
    fe_frombytes(y, in);
    std::uint8_t canon[56];
    fe_tobytes(canon, y);
    for (std::size_t i = 0; i < 56; ++i) {
        if (canon[i] != in[i]) return false;  // y >= p
    }
    // x^2 = u / v with u = y^2 - 1, v = d y^2 - 1; x = u^3 v (u^5 v^3)^((p-3)/4).
    Fe one, yy, u, v, t, x, u3v, chk;
    fe_one(one);
    fe_sq(yy, y);
    fe_sub(u, yy, one);
    fe_mul_small(v, yy, kMinusD);
    fe_add(v, v, one);
    fe_neg(v, v);
    fe_sq(t, u);
    fe_mul(t, t, u);
    fe_mul(u3v, t, v);
    Fe uv;
    fe_mul(uv, u, v);
    fe_sq(uv, uv);
    fe_mul(t, u3v, uv);  // u^5 v^3
    fe_pow_p34(t, t);
    fe_mul(x, u3v, t);
    fe_sq(chk, x);
    fe_mul(chk, chk, v);
    fe_sub(chk, chk, u);
    if (fe_is_zero(chk) == 0) return false;  // no square root
    const bool x_zero = fe_is_zero(x) != 0;
    if (x_zero && x0 == 1) return false;
    if (fe_is_odd(x) != x0) fe_neg(x, x);
    r.x = x;
    r.y = y;
    fe_one(r.z);
    fe_mul(r.t, x, y);
    return true;
}

// Double-and-add-always: the added point is computed for every bit and kept
// by a masked move, so the sequence of operations is the same for all a.
void base_mul(Pt& r, const std::uint8_t a[57]) noexcept
{
    Pt b, s;
    base_point(b);
    pt_identity(r);
    for (unsigned i = 448; i-- > 0;) {
        pt_dbl(r, r);
        pt_add(s, r, b);
        pt_cmov(r, s, 0u - bit_at(a, i));
    }
    wipe_object(s);
}

void double_mul_vartime(Pt& r, const std::uint8_t a[57], const std::uint8_t b[57],
                        const Pt& p) noexcept
{
    Pt tab[3];  // B, P, B + P
    base_point(tab[0]);
    tab[1] = p;
    pt_add(tab[2], tab[0], tab[1]);
    pt_identity(r);
    for (unsigned i = 448; i-- > 0;) {
        pt_dbl(r, r);
        const std::uint32_t sel = bit_at(a, i) | (bit_at(b, i) << 1);
        if (sel != 0) pt_add(r, r, tab[sel - 1]);
    }
}

}  // namespace ucrypt::core::c448
