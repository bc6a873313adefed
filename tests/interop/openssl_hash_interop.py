#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Cross-checks the ucrypt tool against OpenSSL 3 on random inputs.

Hashes (openssl dgst), HMAC and KMAC (openssl mac) and HKDF (openssl kdf):
random messages from 0 bytes to several MB (a geometric spread, plus sizes
next to every block boundary), random keys, customization strings, salts,
infos and output lengths, each --impl variant, file and stdin input. MAC
tags from OpenSSL are also fed back to 'ucrypt mac --verify'.

usage: openssl_hash_interop.py PATH/TO/ucrypt [--seed N] [--openssl PATH]
The PRNG seed is printed first; pass it back with --seed to reproduce a run.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

DEFAULT_SEED = 20240607
MAX_LOG2_SIZE = 22  # the geometric spread reaches 4 MiB
LARGE_SIZES = (2 << 20, 6 << 20)  # and a few messages of several MB

# name -> (openssl dgst flag, is_xof)
HASHES = {
    "sha1": ("-sha1", False), "sha224": ("-sha224", False), "sha256": ("-sha256", False),
    "sha384": ("-sha384", False), "sha512": ("-sha512", False),
    "sha512-224": ("-sha512-224", False), "sha512-256": ("-sha512-256", False),
    "sha3-224": ("-sha3-224", False), "sha3-256": ("-sha3-256", False),
    "sha3-384": ("-sha3-384", False), "sha3-512": ("-sha3-512", False),
    "shake128": ("-shake128", True), "shake256": ("-shake256", True),
}
# hmac name -> OpenSSL digest name
HMACS = {f"hmac-{h}": h.upper() for h in HASHES if not h.startswith("shake")}
KMACS = {"kmac128": "KMAC128", "kmac256": "KMAC256"}
HKDFS = {"hkdf-sha256": ("SHA256", 32), "hkdf-sha384": ("SHA384", 48), "hkdf-sha512": ("SHA512", 64)}

# Block sizes (rates) of every hash: sizes just around them exercise padding.
RATES = [64, 128, 72, 104, 136, 144, 168]
BOUNDARY_SIZES = sorted({r * k + d for r in RATES for k in (1, 2) for d in (-9, -8, -1, 0, 1)}
                        | {55, 56, 111, 112})

CASES = {"hash": 40, "hmac": 20, "kmac": 40, "hkdf": 30}


class Runner:
    def __init__(self, ucrypt, openssl, seed, tmpdir):
        self.ucrypt, self.openssl, self.tmpdir = ucrypt, openssl, tmpdir
        self.rng = random.Random(seed)
        self.pending = {}  # message path -> (size, content seed)

    def message(self, tag):
        """Draws a message (size and content seed); returns (path, size). The
        file is written by the worker just before use and removed after it."""
        rng = self.rng
        if rng.random() < 0.25:
            size = rng.choice(BOUNDARY_SIZES)
        elif rng.random() < 0.05:
            size = 0
        elif rng.random() < 0.04:
            size = rng.randint(*LARGE_SIZES)
        else:
            size = int(2 ** rng.uniform(0, MAX_LOG2_SIZE))
        path = os.path.join(self.tmpdir, f"{tag}.bin")
        self.pending[path] = (size, rng.getrandbits(64))
        return path, size

    def ucrypt_args(self, argv, path):
        """Random --impl, and FILE or standard input (returns argv, stdin path)."""
        impl = self.rng.choice([None, "small", "fast"])
        if impl:
            argv += ["--impl", impl]
        if path is not None and self.rng.random() < 0.3:
            return argv, path  # read through a pipe
        return argv + ([path] if path else []), None


def run(argv, stdin_path=None):
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        p = subprocess.run(argv, stdin=stdin, capture_output=True, timeout=120)
    finally:
        if stdin_path:
            stdin.close()
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def clean_hex(text):
    """OpenSSL prints uppercase, colon-separated (kdf) or 'hex *file' (dgst -r)."""
    return text.split()[0].replace(":", "").lower() if text.split() else ""


def make_hash_case(r, alg, i):
    flag, xof = HASHES[alg]
    path, size = r.message(f"{alg}-{i}")
    ossl = [r.openssl, "dgst", flag, "-r"]
    ours = [r.ucrypt, "hash", alg]
    if xof:
        n = r.rng.choice([None, 1, 7, 32, 64, 168, 200, r.rng.randint(1, 600)])
        if n is not None:
            ours += ["--len", str(n)]
            ossl += ["-xoflen", str(n)]
        else:
            ossl += ["-xoflen", "16" if alg == "shake128" else "32"]
    ours, stdin = r.ucrypt_args(ours, path)
    return dict(alg=alg, size=size, ossl=ossl + [path], ours=ours, stdin=stdin, verify=None)


def make_hmac_case(r, alg, i):
    path, size = r.message(f"{alg}-{i}")
    key = r.rng.randbytes(r.rng.choice([0, 1, 16, 32, 64, 128, 144, 200, r.rng.randint(0, 300)])).hex()
    ossl = [r.openssl, "mac", "-digest", HMACS[alg], "-macopt", f"hexkey:{key}", "-in", path, "HMAC"]
    ours, stdin = r.ucrypt_args([r.ucrypt, "mac", alg, "--key", key.upper()], path)
    return dict(alg=alg, size=size, ossl=ossl, ours=ours, stdin=stdin, verify=True)


def make_kmac_case(r, alg, i):
    path, size = r.message(f"{alg}-{i}")
    rng = r.rng
    key = rng.randbytes(rng.randint(4, 256)).hex()  # OpenSSL takes 4..512-byte keys
    ossl = [r.openssl, "mac", "-macopt", f"hexkey:{key}"]
    ours = [r.ucrypt, "mac", alg, f"--key={key}"]
    n = rng.choice([None, 4, 16, 32, 64, rng.randint(4, 300)])  # SP 800-185 §8.4.2: >= 32 bits
    if n is not None:
        ossl += ["-macopt", f"size:{n}"]
        ours += ["--len", str(n)]
    custom = rng.randbytes(rng.choice([0, 1, 21, rng.randint(0, 200)])).hex()
    if custom:
        ossl += ["-macopt", f"hexcustom:{custom}"]
        ours += ["--custom", custom]
    ours, stdin = r.ucrypt_args(ours, path)
    return dict(alg=alg, size=size, ossl=ossl + ["-in", path, KMACS[alg]], ours=ours, stdin=stdin,
                verify=True)


def make_hkdf_case(r, alg, i):
    digest, hlen = HKDFS[alg]
    rng = r.rng
    ikm, salt, info = (rng.randbytes(rng.randint(0, 200)).hex() for _ in range(3))
    n = rng.choice([1, hlen, hlen + 1, 42, 255 * hlen, rng.randint(1, 255 * hlen)])
    ossl = [r.openssl, "kdf", "-keylen", str(n), "-kdfopt", f"digest:{digest}",
            "-kdfopt", f"hexkey:{ikm}", "-kdfopt", f"hexsalt:{salt}", "-kdfopt", f"hexinfo:{info}", "HKDF"]
    ours = [r.ucrypt, "kdf", alg, "--ikm", ikm, "--len", str(n)]
    for opt, val in (("--salt", salt), ("--info", info)):
        if val or rng.random() < 0.5:
            ours += [opt, val]
    ours, _ = r.ucrypt_args(ours, None)
    return dict(alg=alg, size=n, ossl=ossl, ours=ours, stdin=None, verify=None)


def check(case):
    """Writes the message, runs both tools, removes the message; returns None
    on agreement, else a description."""
    msg = case.get("message")
    if msg:
        path, (size, seed) = msg
        with open(path, "wb") as f:
            f.write(random.Random(seed).randbytes(size))
    try:
        return compare(case)
    finally:
        if msg:
            os.unlink(msg[0])


def compare(case):
    rc1, out1, err1 = run(case["ossl"])
    if rc1 != 0:
        return f"openssl failed ({rc1}): {err1.strip()}"
    rc2, out2, err2 = run(case["ours"], case["stdin"])
    if rc2 != 0:
        return f"ucrypt failed ({rc2}): {err2.strip()}"
    want, got = clean_hex(out1), out2.strip()
    if want != got:
        return f"mismatch: openssl {want[:300]} ucrypt {got[:300]}"
    if case["verify"]:
        rc3, out3, err3 = run(case["ours"] + ["--verify", want], case["stdin"])
        if rc3 != 0 or out3.strip() != "Verified OK":
            return f"--verify of OpenSSL's tag failed ({rc3}): {out3.strip()} {err3.strip()}"
    return None


def build_cases(r):
    groups = [("hash", HASHES, make_hash_case), ("hmac", HMACS, make_hmac_case),
              ("kmac", KMACS, make_kmac_case), ("hkdf", HKDFS, make_hkdf_case)]
    for kind, algs, make in groups:
        for alg in algs:
            for i in range(CASES[kind]):
                case = make(r, alg, i)
                path = next((p for p in r.pending), None)
                if path:
                    case["message"] = (path, r.pending.pop(path))
                yield case


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ucrypt")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("UCRYPT_INTEROP_SEED", DEFAULT_SEED)))
    ap.add_argument("--openssl", default="openssl")
    args = ap.parse_args()
    print(f"[interop] seed {args.seed} (reproduce with --seed {args.seed})", flush=True)
    print("[interop] " + run([args.openssl, "version"])[1].strip(), flush=True)

    passed, failed, per_alg = 0, 0, {}
    with tempfile.TemporaryDirectory() as tmp:
        r = Runner(os.path.abspath(args.ucrypt), args.openssl, args.seed, tmp)
        cases = list(build_cases(r))  # drawn in a fixed order: reproducible
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(check, cases))
    for case, err in zip(cases, results):
        ok_, bad_ = per_alg.get(case["alg"], (0, 0))
        if err is None:
            per_alg[case["alg"]] = (ok_ + 1, bad_)
            passed += 1
        else:
            per_alg[case["alg"]] = (ok_, bad_ + 1)
            failed += 1
            print(f"FAIL {case['alg']} size={case['size']} ucrypt={' '.join(case['ours'][1:])[:200]}"
                  f"{' (stdin)' if case['stdin'] else ''}: {err}")
    sizes = [c["size"] for c in cases if not c["alg"].startswith("hkdf")]
    print(f"[interop] {len(cases)} cases, messages of {min(sizes)} to {max(sizes)} bytes "
          f"({sum(s >= 1 << 20 for s in sizes)} of 1 MB or more)")
    for alg, (ok_, bad_) in per_alg.items():
        print(f"[interop] openssl {alg}: {ok_} passed" + (f", {bad_} failed" if bad_ else ""))
    print(f"[interop] {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
