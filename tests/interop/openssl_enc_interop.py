#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Cross-checks 'ucrypt enc' against 'openssl enc' on random inputs.

For ECB and CBC (PKCS#7 padded and --nopad), CTR, CFB128 and OFB with AES-128,
-192 and -256: random keys, IVs and messages (0 bytes, multiples of 16, and
random lengths up to a few KiB). Each case runs both directions:
  ucrypt encrypts -> 'openssl enc -d' must give back the plaintext;
  openssl encrypts -> 'ucrypt enc --decrypt' must give back the plaintext;
and the two ciphertexts must be identical byte for byte. Once they are,
openssl decrypting ucrypt's ciphertext is openssl decrypting its own, so to
keep process spawns (and the run time) down that step runs on every fourth
case and on any case whose ciphertexts differ. The ucrypt side
picks a random --impl (small, fast, ct or the default). A corrupted last
CBC/ECB block that OpenSSL refuses as "bad decrypt" must also make ucrypt exit 3.

usage: openssl_enc_interop.py PATH/TO/ucrypt [--seed N] [--cases N] [--openssl PATH]
The PRNG seed is printed first; pass it back with --seed to reproduce a run.
"""
import argparse
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

DEFAULT_SEED = 20261129
MODES = ["ecb", "cbc", "cbc-nopad", "ctr", "cfb", "ofb"]
KEY_BITS = [128, 192, 256]


def draw_length(rng, nopad):
    r = rng.random()
    if r < 0.08:
        n = 0
    elif r < 0.40:
        n = 16 * rng.randint(1, 12)
    elif r < 0.95:
        n = rng.randint(1, 300)
    else:
        n = rng.randint(300, 5000)
    return n // 16 * 16 if nopad else n


def draw_case(rng, mode, bits):
    nopad = mode == "cbc-nopad"
    return {
        "mode": mode,
        "bits": bits,
        "key": rng.randbytes(bits // 8),
        "iv": rng.randbytes(16),
        "msg": rng.randbytes(draw_length(rng, nopad)),
        "impl": rng.choice([None, "small", "fast", "ct"]),
        "openssl_decrypt": rng.random() < 0.25,
    }


def cipher_names(case):
    base = case["mode"].split("-")[0]
    return f"aes-{case['bits']}-{base}"


def ucrypt_argv(ucrypt, case, decrypt):
    argv = [ucrypt, "enc", cipher_names(case), "--key", case["key"].hex()]
    if case["mode"] != "ecb":
        argv += ["--iv", case["iv"].hex().upper() if decrypt else case["iv"].hex()]
    if case["mode"] == "cbc-nopad":
        argv.append("--nopad")
    if case["impl"]:
        argv += ["--impl", case["impl"]]
    if decrypt:
        argv.append("--decrypt")
    return argv


def openssl_argv(openssl, case, decrypt):
    argv = [openssl, "enc", "-" + cipher_names(case), "-K", case["key"].hex()]
    if case["mode"] != "ecb":
        argv += ["-iv", case["iv"].hex()]
    if case["mode"] == "cbc-nopad":
        argv.append("-nopad")
    if decrypt:
        argv.append("-d")
    return argv


def run(argv, data):
    # close_fds=False lets Python use posix_spawn/vfork: thousands of spawns run faster.
    p = subprocess.run(argv, input=data, capture_output=True, check=False, close_fds=False)
    return p.returncode, p.stdout, p.stderr.decode(errors="replace").strip()


def check_case(ucrypt, openssl, case):
    """Returns a list of failure messages (empty when the case passed)."""
    errors = []
    what = f"{cipher_names(case)}{' nopad' if case['mode'] == 'cbc-nopad' else ''} " \
           f"impl={case['impl']} len={len(case['msg'])} key={case['key'].hex()} iv={case['iv'].hex()}"
    rc, ct_u, err = run(ucrypt_argv(ucrypt, case, False), case["msg"])
    if rc != 0:
        return [f"{what}: ucrypt encrypt exit {rc}: {err}"]
    rc, ct_o, err = run(openssl_argv(openssl, case, False), case["msg"])
    if rc != 0:
        return [f"{what}: openssl encrypt exit {rc}: {err}"]
    if ct_u != ct_o:
        errors.append(f"{what}: ciphertexts differ\n  ucrypt  {ct_u.hex()}\n  openssl {ct_o.hex()}")
    rc, pt, err = run(openssl_argv(openssl, case, True), ct_u) if (errors or case["openssl_decrypt"]) \
        else (0, case["msg"], "")
    if rc != 0 or pt != case["msg"]:
        errors.append(f"{what}: openssl could not decrypt ucrypt's ciphertext (exit {rc}: {err})")
    rc, pt, err = run(ucrypt_argv(ucrypt, case, True), ct_o)
    if rc != 0 or pt != case["msg"]:
        errors.append(f"{what}: ucrypt could not decrypt openssl's ciphertext (exit {rc}: {err})")
    return errors


def check_bad_padding(ucrypt, openssl, case, rng):
    """Corrupts the last block of a padded ECB/CBC ciphertext until OpenSSL
    refuses it; ucrypt must then refuse it too (exit 3, no output)."""
    _, ct, _ = run(openssl_argv(openssl, case, False), case["msg"])
    for _ in range(20):
        bad = bytearray(ct)
        bad[-1 - rng.randrange(16)] ^= 1 + rng.randrange(255)
        rc_o, _, _ = run(openssl_argv(openssl, case, True), bytes(bad))
        if rc_o == 0:
            continue  # the corruption happened to leave valid padding
        rc, out, err = run(ucrypt_argv(ucrypt, case, True), bytes(bad))
        if rc != 3 or out:
            return [f"{cipher_names(case)}: bad padding gave exit {rc}, {len(out)} bytes ({err})"]
        return []
    return [f"{cipher_names(case)}: no corruption made OpenSSL refuse the padding"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ucrypt")
    ap.add_argument("--openssl", default="openssl")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--cases", type=int, default=200, help="cases per mode and key size")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    print(f"seed {a.seed}", flush=True)
    rng = random.Random(a.seed)

    cases = [draw_case(rng, m, b) for m in MODES for b in KEY_BITS for _ in range(a.cases)]
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        results = list(pool.map(lambda c: check_case(a.ucrypt, a.openssl, c), cases))

    failures = 0
    for m in MODES:
        for b in KEY_BITS:
            idx = [i for i, c in enumerate(cases) if c["mode"] == m and c["bits"] == b]
            bad = [results[i] for i in idx if results[i]]
            for errs in bad[:3]:
                for e in errs:
                    print("FAIL:", e)
            failures += len(bad)
            variant = f"aes-{b}-{m}"
            print(f"[vectors] openssl/enc ({variant}): {len(idx) - len(bad)} passed, {len(bad)} failed")

    pad_cases = [draw_case(rng, m, b) for m in ("ecb", "cbc") for b in KEY_BITS for _ in range(5)]
    pad_errors = [e for c in pad_cases for e in check_bad_padding(a.ucrypt, a.openssl, c, rng)]
    for e in pad_errors:
        print("FAIL:", e)
    print(f"[vectors] openssl/enc (bad padding refused): {len(pad_cases) - len(pad_errors)} passed")

    total = len(cases) + len(pad_cases)
    failed = failures + len(pad_errors)
    print(f"[vectors] openssl/enc (all): {total - failed} passed, {failed} failed (seed {a.seed})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
