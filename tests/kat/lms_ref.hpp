// SPDX-License-Identifier: Apache-2.0
// A second, deliberately plain LMS/LM-OTS written in the test from RFC 8554
// §4 and §5 (and SP 800-208 §4 for SHA-256/192 and SHAKE256): byte vectors,
// one hash call per formula, no shared code with src/lms. It signs with the
// Appendix A private values and lets the tests forge valid trees of any height
// (a random authentication path and the root it leads to) so that every
// parameter set can be verified without generating 2^25 leaves.
#pragma once
#include <cstdint>
#include <vector>

#include "ucrypt/lms.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"

namespace lms_ref {

using Bytes = std::vector<std::uint8_t>;

inline void u32(Bytes& b, std::uint32_t v)
{
    for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<std::uint8_t>(v >> s));
}
inline void u16(Bytes& b, std::uint32_t v)
{
    b.push_back(static_cast<std::uint8_t>(v >> 8));
    b.push_back(static_cast<std::uint8_t>(v));
}
inline void cat(Bytes& b, const Bytes& x)
{
    b.insert(b.end(), x.begin(), x.end());
}

inline Bytes H(ucrypt::LmsHash h, std::size_t n, const Bytes& in)
{
    Bytes out(32);
    if (h == ucrypt::LmsHash::sha256) {
        ucrypt::Sha256Small::hash(in, ucrypt::FixedSpan<32>(out.data(), 32));
    } else {
        ucrypt::Shake256Small::hash(in, out);
    }
    out.resize(n);
    return out;
}

// RFC 8554 §3.1.3 coef and §4.4 checksum.
inline unsigned coef(const Bytes& s, unsigned i, unsigned w)
{
    return (static_cast<unsigned>(s[i * w / 8]) >> (8 - (w * (i % (8 / w)) + w))) & ((1u << w) - 1);
}
inline Bytes with_cksm(const ucrypt::LmotsParams& p, Bytes q)
{
    unsigned sum = 0;
    for (unsigned i = 0; i < 8u * p.n / p.w; ++i) sum += (1u << p.w) - 1 - coef(q, i, p.w);
    u16(q, sum << p.ls);
    return q;
}

inline Bytes chain(const ucrypt::LmotsParams& p, const Bytes& id, std::uint32_t q, unsigned i,
                   Bytes tmp, unsigned from, unsigned to)
{
    for (unsigned j = from; j < to; ++j) {
        Bytes in = id;
        u32(in, q);
        u16(in, i);
        in.push_back(static_cast<std::uint8_t>(j));
        cat(in, tmp);
        tmp = H(p.hash, p.n, in);
    }
    return tmp;
}

inline Bytes private_x(const ucrypt::LmotsParams& p, const Bytes& id, std::uint32_t q, unsigned i,
                       const Bytes& seed)
{
    Bytes in = id;
    u32(in, q);
    u16(in, i);
    in.push_back(0xFF);
    in.insert(in.end(), seed.begin(), seed.begin() + static_cast<std::ptrdiff_t>(p.n));
    return H(p.hash, p.n, in);
}

struct OtsSig {
    Bytes c, y, kc;  // C, y[0..p-1] concatenated, and the OTS public key K
};

// RFC 8554 §4.3 and §4.5 with the private values of Appendix A; C is the value
// the library derives (u16 i = 0xFFFD), so signatures can be compared.
inline OtsSig ots_sign(const ucrypt::LmotsParams& p, const Bytes& id, std::uint32_t q,
                       const Bytes& seed, const Bytes& msg)
{
    OtsSig s;
    s.c = private_x(p, id, q, 0xFFFD, seed);
    Bytes mh = id;
    u32(mh, q);
    u16(mh, 0x8181);
    cat(mh, s.c);
    cat(mh, msg);
    const Bytes qc = with_cksm(p, H(p.hash, p.n, mh));
    Bytes kin = id;
    u32(kin, q);
    u16(kin, 0x8080);
    for (unsigned i = 0; i < p.p; ++i) {
        const Bytes x = private_x(p, id, q, i, seed);
        const unsigned a = coef(qc, i, p.w);
        const Bytes y = chain(p, id, q, i, x, 0, a);
        cat(s.y, y);
        cat(kin, chain(p, id, q, i, y, a, (1u << p.w) - 1));
    }
    s.kc = H(p.hash, p.n, kin);
    return s;
}

// RFC 8554 §5.4.2 Algorithm 6a steps 4-5.
inline Bytes root_from(const ucrypt::LmsParams& l, const Bytes& id, std::uint32_t q, const Bytes& k,
                       const Bytes& path)
{
    std::uint32_t node = (1u << l.h) + q;
    Bytes in = id;
    u32(in, node);
    u16(in, 0x8282);
    cat(in, k);
    Bytes tmp = H(l.hash, l.m, in);
    for (unsigned i = 0; i < l.h; ++i, node /= 2) {
        const auto at = static_cast<std::ptrdiff_t>(i * l.m);
        const Bytes sib(path.begin() + at, path.begin() + at + l.m);
        in = id;
        u32(in, node / 2);
        u16(in, 0x8383);
        cat(in, node % 2 ? sib : tmp);
        cat(in, node % 2 ? tmp : sib);
        tmp = H(l.hash, l.m, in);
    }
    return tmp;
}

// A bare LMS public key and signature for leaf q of a tree whose other nodes
// are the given path (the verifier cannot tell it from a generated tree).
struct Forged {
    Bytes pub, sig;
};
inline Forged forge(const ucrypt::LmsParams& l, const ucrypt::LmotsParams& p, const Bytes& id,
                    std::uint32_t q, const Bytes& seed, const Bytes& path, const Bytes& msg)
{
    const OtsSig o = ots_sign(p, id, q, seed, msg);
    Forged f;
    u32(f.pub, l.type);
    u32(f.pub, p.type);
    cat(f.pub, id);
    cat(f.pub, root_from(l, id, q, o.kc, path));
    u32(f.sig, q);
    u32(f.sig, p.type);
    cat(f.sig, o.c);
    cat(f.sig, o.y);
    u32(f.sig, l.type);
    cat(f.sig, path);
    return f;
}

}  // namespace lms_ref
