#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Independent XMSS / XMSS^MT reference (RFC 8391, NIST SP 800-208), written
from the specifications with hashlib only, for the parameter sets Botan 2
lacks (n = 24, SHAKE256, every XMSS^MT set).

  xmss_ref.py gen [out]         writes tests/kat/data/xmss_ref.txt: one
                                deterministic key and signature per chosen set
  xmss_ref.py verify <file>     verifies every line of a vector file (used on
                                the Botan file to check this code against Botan)

Key generation builds every tree in full, so only small trees are practical
here: XMSS height 10 and XMSS^MT with subtrees of height 5 or 10.
Line format: name kind(xmss|xmssmt) pk msg('-' = empty) sig, all hex.
"""
import hashlib
import sys

# name -> (kind, oid, hash, n, pad_len, h, d); RFC 8391 §5.3/§5.4, SP 800-208 §5.
FAMILIES = [  # hash, n, pad, first XMSS OID, first XMSS^MT OID, name stem
    ('sha2', 32, 32, 0x01, 0x01, 'SHA2', '256'),
    ('sha2', 64, 64, 0x04, 0x09, 'SHA2', '512'),
    ('shake128', 32, 32, 0x07, 0x11, 'SHAKE', '256'),
    ('shake256', 64, 64, 0x0A, 0x19, 'SHAKE', '512'),
    ('sha2', 24, 4, 0x0D, 0x21, 'SHA2', '192'),
    ('shake256', 32, 32, 0x10, 0x29, 'SHAKE256', '256'),
    ('shake256', 24, 4, 0x13, 0x31, 'SHAKE256', '192'),
]
MT_SHAPES = [(20, 2), (20, 4), (40, 2), (40, 4), (40, 8), (60, 3), (60, 6), (60, 12)]


def parameter_sets():
    sets = {}
    for hf, n, pad, ox, om, stem, bits in FAMILIES:
        for i, h in enumerate((10, 16, 20)):
            sets['XMSS-%s_%d_%s' % (stem, h, bits)] = ('xmss', ox + i, hf, n, pad, h, 1)
        for i, (h, d) in enumerate(MT_SHAPES):
            sets['XMSSMT-%s_%d/%d_%s' % (stem, h, d, bits)] = ('xmssmt', om + i, hf, n, pad, h, d)
    return sets


PARAMS = parameter_sets()


class Scheme:
    def __init__(self, name):
        self.kind, self.oid, self.hf, self.n, self.pad, self.h, self.d = PARAMS[name]
        self.name = name
        self.len1 = 2 * self.n          # §3.1.1, w = 16: 8n / lg(w)
        self.len = self.len1 + 3        # len_2 = 3 for these n
        self.hh = self.h // self.d
        self.idx_bytes = 4 if self.kind == 'xmss' else (self.h + 7) // 8

    # §5.1 / §5.2 / SP 800-208 §5: Hash(toByte(tag, pad) || KEY || M), n bytes.
    def core(self, tag, data):
        pre = tag.to_bytes(self.pad, 'big')
        if self.hf == 'sha2':
            fn = hashlib.sha256 if self.n <= 32 else hashlib.sha512
            return fn(pre + data).digest()[:self.n]
        fn = hashlib.shake_128 if self.hf == 'shake128' else hashlib.shake_256
        return fn(pre + data).digest(self.n)

    def prf(self, key, adrs):
        return self.core(3, key + adrs)

    def prf_keygen(self, sk_seed, seed, adrs):  # SP 800-208 §5: tag 4
        return self.core(4, sk_seed + seed + adrs)

    def h_msg(self, r, root, idx, msg):
        return self.core(2, r + root + idx.to_bytes(self.n, 'big') + msg)


# RFC 8391 §2.5: ADRS as 8 words; a fresh type starts with zero fields.
def adrs(layer, tree, typ, a=0, b=0, c=0, km=0):
    words = [layer, tree >> 32, tree & 0xFFFFFFFF, typ, a, b, c, km]
    return b''.join(w.to_bytes(4, 'big') for w in words)


def xor(a, b):
    return bytes(x ^ y for x, y in zip(a, b))


def chain(s, x, start, steps, seed, layer, tree, ots, ch):
    """RFC 8391 §3.1.2."""
    for j in range(start, start + steps):
        key = s.prf(seed, adrs(layer, tree, 0, ots, ch, j, 0))
        bm = s.prf(seed, adrs(layer, tree, 0, ots, ch, j, 1))
        x = s.core(0, key + xor(x, bm))
    return x


def rand_hash(s, left, right, seed, layer, tree, typ, a, height, index):
    """RFC 8391 §4.1.4."""
    key = s.prf(seed, adrs(layer, tree, typ, a, height, index, 0))
    bm0 = s.prf(seed, adrs(layer, tree, typ, a, height, index, 1))
    bm1 = s.prf(seed, adrs(layer, tree, typ, a, height, index, 2))
    return s.core(1, key + xor(left, bm0) + xor(right, bm1))


def msg_digits(s, m):
    """RFC 8391 §3.1.5 base_w and the §3.1.6 checksum, w = 16."""
    digits = []
    for byte in m:
        digits += [byte >> 4, byte & 15]
    csum = sum(15 - v for v in digits) << 4
    cb = csum.to_bytes(2, 'big')
    digits += [cb[0] >> 4, cb[0] & 15, cb[1] >> 4]
    return digits


def ltree(s, pk, seed, layer, tree, leaf):
    """RFC 8391 §4.1.5, literally: the whole array, odd nodes carried up."""
    pk = list(pk)
    height = 0
    while len(pk) > 1:
        nxt = [rand_hash(s, pk[2 * i], pk[2 * i + 1], seed, layer, tree, 1, leaf, height, i)
               for i in range(len(pk) // 2)]
        if len(pk) % 2:
            nxt.append(pk[-1])
        pk = nxt
        height += 1
    return pk[0]


class Key:
    def __init__(self, name, master):
        self.s = Scheme(name)
        n = self.s.n
        stream = hashlib.shake_256(master).digest(3 * n)
        self.sk_seed, self.sk_prf, self.seed = stream[:n], stream[n:2 * n], stream[2 * n:]
        self.trees = {}
        self.root = self.tree(self.s.d - 1, 0)[-1][0]

    def wots_sk(self, layer, tree, leaf, i):
        return self.s.prf_keygen(self.sk_seed, self.seed, adrs(layer, tree, 0, leaf, i, 0, 0))

    def leaf(self, layer, tree, leaf):
        s = self.s
        pk = [chain(s, self.wots_sk(layer, tree, leaf, i), 0, 15, self.seed, layer, tree, leaf, i)
              for i in range(s.len)]
        return ltree(s, pk, self.seed, layer, tree, leaf)

    def tree(self, layer, tree):
        """All levels of one subtree (RFC 8391 §4.1.6 treehash, level by level)."""
        key = (layer, tree)
        if key not in self.trees:
            s = self.s
            levels = [[self.leaf(layer, tree, i) for i in range(1 << s.hh)]]
            for k in range(s.hh):
                lo = levels[-1]
                levels.append([rand_hash(s, lo[2 * i], lo[2 * i + 1], self.seed, layer, tree, 2, 0, k, i)
                               for i in range(len(lo) // 2)])
            self.trees[key] = levels
        return self.trees[key]

    def wots_sign(self, m, layer, tree, leaf):
        s = self.s
        return b''.join(chain(s, self.wots_sk(layer, tree, leaf, i), 0, v, self.seed, layer, tree, leaf, i)
                        for i, v in enumerate(msg_digits(s, m)))

    def sign(self, idx, msg):
        """RFC 8391 §4.1.9 / §4.2.4."""
        s = self.s
        r = s.prf(self.sk_prf, idx.to_bytes(32, 'big'))
        node = s.h_msg(r, self.root, idx, msg)
        out = idx.to_bytes(s.idx_bytes, 'big') + r
        tree_idx = idx
        for layer in range(s.d):
            leaf = tree_idx & ((1 << s.hh) - 1)
            tree_idx >>= s.hh
            levels = self.tree(layer, tree_idx)
            out += self.wots_sign(node, layer, tree_idx, leaf)
            out += b''.join(levels[k][(leaf >> k) ^ 1] for k in range(s.hh))
            node = levels[-1][0]
        assert node == self.root
        return out

    def public_key(self):
        return self.s.oid.to_bytes(4, 'big') + self.root + self.seed


def verify(name, pk, msg, sig):
    """RFC 8391 §4.1.10 / §4.2.5, straight from the text."""
    s = Scheme(name)
    if len(pk) != 4 + 2 * s.n or int.from_bytes(pk[:4], 'big') != s.oid:
        return False
    if len(sig) != s.idx_bytes + s.n + s.d * (s.len + s.hh) * s.n:
        return False
    root, seed = pk[4:4 + s.n], pk[4 + s.n:]
    idx = int.from_bytes(sig[:s.idx_bytes], 'big')
    node = s.h_msg(sig[s.idx_bytes:s.idx_bytes + s.n], root, idx, msg)
    pos = s.idx_bytes + s.n
    tree_idx = idx
    for layer in range(s.d):
        leaf = tree_idx & ((1 << s.hh) - 1)
        tree_idx >>= s.hh
        pk_ots = []
        for i, v in enumerate(msg_digits(s, node)):
            pk_ots.append(chain(s, sig[pos:pos + s.n], v, 15 - v, seed, layer, tree_idx, leaf, i))
            pos += s.n
        node = ltree(s, pk_ots, seed, layer, tree_idx, leaf)
        for k in range(s.hh):
            auth = sig[pos:pos + s.n]
            pos += s.n
            if (leaf >> k) & 1 == 0:
                node = rand_hash(s, node, auth, seed, layer, tree_idx, 2, 0, k, leaf >> (k + 1))
            else:
                node = rand_hash(s, auth, node, seed, layer, tree_idx, 2, 0, k, leaf >> (k + 1))
    return node == root


# The sets generated by 'gen', with the leaf indices signed: the first, the
# last and an arbitrary one in between where the tree is small.
GEN = [
    ('XMSS-SHA2_10_192', [0, 1023]),
    ('XMSS-SHAKE256_10_256', [677]),
    ('XMSS-SHAKE256_10_192', [341]),
    ('XMSSMT-SHA2_20/2_256', [(1 << 20) - 1]),
    ('XMSSMT-SHA2_20/4_256', [0x5A5A5]),
    ('XMSSMT-SHAKE_20/4_256', [0xA5A5A]),
    ('XMSSMT-SHA2_20/4_192', [123456]),
    ('XMSSMT-SHAKE256_20/4_192', [987654]),
    ('XMSSMT-SHA2_60/12_192', [0x0FEDCBA987654321]),
]


def gen(out):
    lines = ['# XMSS / XMSS^MT vectors from tests/interop/xmss_ref.py (independent Python',
             '# reference, RFC 8391 + SP 800-208). name kind pk msg sig, hex']
    for name, indices in GEN:
        key = Key(name, name.encode())
        for j, idx in enumerate(indices):
            msg = hashlib.sha256(b'%s %d' % (name.encode(), j)).digest()[: 7 + 29 * j]
            sig = key.sign(idx, msg)
            assert verify(name, key.public_key(), msg, sig)
            lines.append('%s %s %s %s %s' % (name, key.s.kind, key.public_key().hex(), msg.hex(), sig.hex()))
        print(name, 'done', file=sys.stderr, flush=True)
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')


def verify_file(path):
    good = bad = 0
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.split()
        name, pk, msg, sig = f[0], f[-3], f[-2], f[-1]
        ok = verify(name, bytes.fromhex(pk), b'' if msg == '-' else bytes.fromhex(msg), bytes.fromhex(sig))
        good, bad = good + ok, bad + (not ok)
    print('%s: %d verified, %d failed' % (path, good, bad))
    return bad == 0 and good > 0


if __name__ == '__main__':
    if len(sys.argv) >= 2 and sys.argv[1] == 'gen':
        gen(sys.argv[2] if len(sys.argv) > 2 else 'tests/kat/data/xmss_ref.txt')
    elif len(sys.argv) == 3 and sys.argv[1] == 'verify':
        sys.exit(0 if verify_file(sys.argv[2]) else 1)
    else:
        print(__doc__)
        sys.exit(2)
