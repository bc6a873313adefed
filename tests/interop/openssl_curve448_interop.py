#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Cross-checks the ucrypt key commands against OpenSSL 3 for Ed448 and X448
(RFC 8032 §5.2, RFC 7748 §6.2, RFC 8410 key files), in both directions:

  keys   a pool of keys per algorithm, half from 'openssl genpkey', half from
         'ucrypt genkey --seed'. ucrypt keys re-encoded by 'openssl pkey' byte
         for byte (PEM and DER) and holding the seed; 'ucrypt pubkey' equal to
         'openssl pkey -pubout' (PEM, DER) for keys from either tool.
  ed448  per message: 'ucrypt sign' equal to 'openssl pkeyutl -sign -rawin'
         (both deterministic, empty context), each tool verifying the other's
         signature; every fourth message a damaged signature refused by both.
  x448   per (OpenSSL key, ucrypt key) pair: 'ucrypt derive' with either
         private key equal to 'openssl pkeyutl -derive' (N distinct pairs).

usage: openssl_curve448_interop.py PATH/TO/ucrypt [--cases N] [--keys K]
                                   [--seed N] [--openssl PATH]
The pools are reused across cases so the run is a few hundred short
processes per algorithm; work runs in a small thread pool.
"""
import argparse
import math
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

DEFAULT_SEED = 448
UCRYPT = OPENSSL = ""
SEED_BYTES = {"ed448": 57, "x448": 56}


def run(args, ok_codes=(0,)):
    p = subprocess.run(args, capture_output=True)
    if p.returncode not in ok_codes:
        raise AssertionError(f"{' '.join(args)}: exit {p.returncode}: {p.stderr.decode(errors='replace').strip()}")
    return p


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def make_key(d, alg, i, from_openssl, rng):
    """One key of the pool, checked both ways; returns (private PEM, public PEM)."""
    key = os.path.join(d, f"{alg}_{i}.pem")
    pub = os.path.join(d, f"{alg}_{i}.pub")
    if from_openssl:
        run([OPENSSL, "genpkey", "-algorithm", alg.upper(), "-out", key])
    else:
        seed = rng.randbytes(SEED_BYTES[alg])
        run([UCRYPT, "genkey", alg, "--seed", seed.hex(), "--out", key])
        assert run([OPENSSL, "pkey", "-in", key]).stdout == read(key), f"{alg}: OpenSSL re-encodes the PEM differently"
        der = run([OPENSSL, "pkey", "-in", key, "-outform", "DER"]).stdout
        assert run([UCRYPT, "genkey", alg, "--seed", seed.hex(), "--format", "der"]).stdout == der, \
            f"{alg}: PKCS#8 DER differs from OpenSSL's re-encoding"
        assert der[-len(seed):] == seed, f"{alg}: OpenSSL reads another private key"
    run([OPENSSL, "pkey", "-in", key, "-pubout", "-out", pub])
    assert run([UCRYPT, "pubkey", "--key", key]).stdout == read(pub), f"{alg}: SPKI PEM differs"
    want_der = run([OPENSSL, "pkey", "-in", key, "-pubout", "-outform", "DER"]).stdout
    assert run([UCRYPT, "pubkey", "--key", key, "--format", "der"]).stdout == want_der, f"{alg}: SPKI DER differs"
    return key, pub


def ed448_case(d, i, key, pub, rng):
    msg = os.path.join(d, f"m{i}")
    sig_u = os.path.join(d, f"su{i}")
    sig_o = os.path.join(d, f"so{i}")
    # OpenSSL 3.0 'pkeyutl -rawin' cannot sign an empty file (the empty message
    # is RFC 8032 §7.4 "Blank" in tests/cli/cli_curve448.sh).
    write(msg, rng.randbytes(rng.choice([1, 2, rng.randrange(3, 300), rng.randrange(300, 3000)])))
    run([UCRYPT, "sign", "ed448", "--key", key, "--out", sig_u, msg])
    run([OPENSSL, "pkeyutl", "-sign", "-rawin", "-inkey", key, "-in", msg, "-out", sig_o])
    assert len(read(sig_u)) == 114 and read(sig_u) == read(sig_o), "ed448: signatures differ (both are deterministic)"
    run([OPENSSL, "pkeyutl", "-verify", "-rawin", "-pubin", "-inkey", pub, "-in", msg, "-sigfile", sig_u])
    out = run([UCRYPT, "verify", "ed448", "--pub", pub, "--sig", sig_o, msg]).stdout
    assert out == b"Verified OK\n", f"ed448: ucrypt verify said {out!r}"
    if i % 4 == 0:
        bad = bytearray(read(sig_o))
        bad[rng.randrange(114)] ^= 1 << rng.randrange(8)
        write(sig_o, bytes(bad))
        p = run([UCRYPT, "verify", "ed448", "--pub", pub, "--sig", sig_o, msg], ok_codes=(1,))
        assert p.stdout == b"Verification failure\n", "ed448: no failure message"
        run([OPENSSL, "pkeyutl", "-verify", "-rawin", "-pubin", "-inkey", pub, "-in", msg, "-sigfile", sig_o],
            ok_codes=(1,))


def x448_case(a, b):
    """a: an OpenSSL key, b: a ucrypt key, each (private PEM, public PEM)."""
    theirs = run([OPENSSL, "pkeyutl", "-derive", "-inkey", a[0], "-peerkey", b[1]]).stdout
    ours = run([UCRYPT, "derive", "x448", "--key", b[0], "--peer", a[1]]).stdout
    assert len(ours) == 56 and ours == theirs, "x448: shared secrets differ"
    ours2 = run([UCRYPT, "derive", "x448", "--key", a[0], "--peer", b[1]]).stdout
    assert ours2 == theirs, "x448: ucrypt derive with the OpenSSL key differs"


def main():
    global UCRYPT, OPENSSL
    ap = argparse.ArgumentParser()
    ap.add_argument("ucrypt")
    ap.add_argument("--cases", type=int, default=208)
    ap.add_argument("--keys", type=int, default=8, help="keys per tool and algorithm")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--openssl", default="openssl")
    a = ap.parse_args()
    UCRYPT, OPENSSL = os.path.abspath(a.ucrypt), a.openssl
    print(f"seed {a.seed}", flush=True)
    failures = []
    counts = {"keys": 0, "ed448": 0, "x448": 0}

    def attempt(what, fn, *args):
        try:
            fn(*args)
            counts[what] += 1
        except AssertionError as e:
            failures.append(f"{what}: {e}")

    with tempfile.TemporaryDirectory(prefix="ucrypt_c448_") as d, ThreadPoolExecutor(max_workers=4) as pool:
        pools = {}
        # X448: enough keys for `cases` distinct (OpenSSL key, ucrypt key) pairs.
        per_tool = {"ed448": a.keys, "x448": max(a.keys, math.isqrt(max(a.cases - 1, 0)) + 1)}
        for alg in ("ed448", "x448"):
            futs = [pool.submit(make_key, d, alg, i, i % 2 == 0, random.Random(a.seed * 7919 + i))
                    for i in range(2 * per_tool[alg])]
            pools[alg] = []
            for f in futs:
                try:
                    pools[alg].append(f.result())
                    counts["keys"] += 1
                except AssertionError as e:
                    failures.append(f"keys: {e}")
        if failures:
            print("\n".join(f"FAIL {m}" for m in failures))
            return 1
        ed = pools["ed448"]
        jobs = [pool.submit(attempt, "ed448", ed448_case, d, i, *ed[i % len(ed)], random.Random(a.seed * 1000 + i))
                for i in range(a.cases)]
        x_open = pools["x448"][0::2]
        x_ucrypt = pools["x448"][1::2]
        pairs = [(o, u) for o in x_open for u in x_ucrypt]
        jobs += [pool.submit(attempt, "x448", x448_case, *pairs[i % len(pairs)]) for i in range(a.cases)]
        for j in jobs:
            j.result()
    for m in failures:
        print(f"FAIL {m}")
    print(f"[vectors] openssl/curve448 (ed448 x448 keys): {counts['keys']} passed")
    print(f"[vectors] openssl/curve448 (ed448 sign/verify both ways): {counts['ed448']} passed")
    print(f"[vectors] openssl/curve448 (x448 derive both ways): {counts['x448']} passed, {len(failures)} failed")
    return 1 if failures or counts["ed448"] < a.cases or counts["x448"] < a.cases else 0


if __name__ == "__main__":
    sys.exit(main())
