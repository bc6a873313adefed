#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Independent LMS/HSS signer (RFC 8554 with the SP 800-208 parameter sets),
written from the RFC with hashlib only, to cross-check ucrypt's SHA-256/192
and SHAKE256 parameter sets, for which no published vectors exist.

It follows ucrypt's documented key derivation (include/ucrypt/lms.hpp):
RFC 8554 Appendix A private values, C from i = 0xFFFD, and child trees from
i = 0xFFFE (SEED) and 0xFFFF (I). For each case it prints the HSS public key
and SHA-256 of the signature; tests/kat/lms_interop.cpp holds the output.

    python3 tests/interop/lms_ref.py
"""
import hashlib
import struct

# typecode -> (hash, n, w) and (hash, m, h); RFC 8554 §4.1/§5.1, SP 800-208 §4.
OTS = {}
for t in range(1, 17):
    OTS[t] = ('sha256' if t <= 8 else 'shake', 24 if (t - 1) // 4 % 2 else 32, 1 << ((t - 1) % 4))
LMS = {}
for t in range(5, 25):
    LMS[t] = ('sha256' if t <= 14 else 'shake', 24 if (t - 5) // 5 % 2 else 32, 5 * ((t - 5) % 5 + 1))


def H(kind, n, data):
    if kind == 'sha256':
        return hashlib.sha256(data).digest()[:n]
    return hashlib.shake_256(data).digest(n)


def u32(v):
    return struct.pack('>I', v)


def u16(v):
    return struct.pack('>H', v)


def ots_dims(n, w):
    # RFC 8554 Appendix B
    u = (8 * n + w - 1) // w
    v = ((((1 << w) - 1) * u).bit_length() + w - 1) // w
    return u + v, 16 - v * w


def coef(s, i, w):
    return (s[i * w // 8] >> (8 - (w * (i % (8 // w)) + w))) & ((1 << w) - 1)


def cksm(s, n, w, ls):
    total = sum((1 << w) - 1 - coef(s, i, w) for i in range(8 * n // w))
    return u16((total << ls) & 0xFFFF)


def seed_hash(kind, n, ident, q, i, seed):
    return H(kind, n, ident + u32(q) + u16(i) + b'\xff' + seed[:n])


def chain(kind, n, ident, q, i, x, a, b):
    for j in range(a, b):
        x = H(kind, n, ident + u32(q) + u16(i) + bytes([j]) + x)
    return x


class Tree:
    def __init__(self, lms_t, ots_t, seed, ident):
        self.lt, self.ot, self.seed, self.id = lms_t, ots_t, seed, ident
        self.kind, self.n, self.w = OTS[ots_t]
        _, self.m, self.h = LMS[lms_t]
        self.p, self.ls = ots_dims(self.n, self.w)
        self._nodes = None

    def ots_pub(self, q):
        # RFC 8554 §4.3
        k = ident_q = self.id + u32(q)
        out = ident_q + u16(0x8080)
        for i in range(self.p):
            x = seed_hash(self.kind, self.n, self.id, q, i, self.seed)
            out += chain(self.kind, self.n, self.id, q, i, x, 0, (1 << self.w) - 1)
        return H(self.kind, self.n, out)

    def nodes(self):
        # RFC 8554 §5.3: T[r] for r = 1 .. 2^(h+1)-1
        if self._nodes is None:
            leaves = 1 << self.h
            t = [b''] * (2 * leaves)
            for q in range(leaves):
                r = leaves + q
                t[r] = H(self.kind, self.m, self.id + u32(r) + u16(0x8282) + self.ots_pub(q))
            for r in range(leaves - 1, 0, -1):
                t[r] = H(self.kind, self.m, self.id + u32(r) + u16(0x8383) + t[2 * r] + t[2 * r + 1])
            self._nodes = t
        return self._nodes

    def pub(self):
        return u32(self.lt) + u32(self.ot) + self.id + self.nodes()[1]

    def sign(self, q, msg):
        # RFC 8554 §4.5 and §5.4.1
        c = seed_hash(self.kind, self.n, self.id, q, 0xFFFD, self.seed)
        qh = H(self.kind, self.n, self.id + u32(q) + u16(0x8181) + c + msg)
        qc = qh + cksm(qh, self.n, self.w, self.ls)
        ys = b''
        for i in range(self.p):
            x = seed_hash(self.kind, self.n, self.id, q, i, self.seed)
            ys += chain(self.kind, self.n, self.id, q, i, x, 0, coef(qc, i, self.w))
        r = (1 << self.h) + q
        path = b''.join(self.nodes()[(r >> k) ^ 1] for k in range(self.h))
        return u32(q) + u32(self.ot) + c + ys + u32(self.lt) + path

    def child(self, q, lms_t, ots_t):
        n_child = OTS[ots_t][1]
        seed = seed_hash(self.kind, n_child, self.id, q, 0xFFFE, self.seed)
        ident = seed_hash(self.kind, self.n, self.id, q, 0xFFFF, self.seed)[:16]
        return Tree(lms_t, ots_t, seed + bytes(32 - n_child), ident)


def hss_sign(levels, seed, ident, qs, msg):
    """RFC 8554 §6.2 for the given per-level indices."""
    t = Tree(levels[0][0], levels[0][1], seed, ident)
    pub = u32(len(levels)) + t.pub()
    sig = u32(len(levels) - 1)
    for i in range(len(levels)):
        if i + 1 == len(levels):
            sig += t.sign(qs[i], msg)
        else:
            c = t.child(qs[i], *levels[i + 1])
            sig += t.sign(qs[i], c.pub()) + c.pub()
            t = c
    return pub, sig


SEED = bytes(range(1, 33))
IDENT = bytes(range(0xA0, 0xB0))
MSG = b'ucrypt LMS cross-check'
CASES = [
    ('sha256-192 H5 W4', [(10, 7)], [3]),
    ('shake256-256 H5 W2', [(15, 10)], [17]),
    ('shake256-192 H5 W8', [(20, 16)], [31]),
    ('shake256-192 W4 / sha256-192 W1', [(20, 15), (10, 5)], [2, 9]),
]

if __name__ == '__main__':
    for name, levels, qs in CASES:
        pub, sig = hss_sign(levels, SEED, IDENT, qs, MSG)
        print(name)
        print('  pub', pub.hex())
        print('  sig', len(sig), hashlib.sha256(sig).hexdigest())
