#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""RSA interoperability between the ucrypt tool and the openssl command.

For RSA-2048 and RSA-3072: one key from `openssl genpkey` and one from
`ucrypt genkey`, each checked by the other side (`openssl pkey -check`, and
ucrypt loading the OpenSSL key) and re-encoded byte for byte (PKCS#8, SPKI,
PKCS#1 public and private DER). Then, per scheme, CASES messages (random
lengths, both keys, several hashes / salt lengths / labels), half in each
direction:
  PKCS#1 v1.5 sign   openssl dgst -sign -> ucrypt verify (and ucrypt sign must
                     give the same bytes: the scheme is deterministic);
                     ucrypt sign -> openssl dgst -verify
  PSS sign           the same with rsa_padding_mode:pss / --padding pss
  OAEP, PKCS#1 v1.5  openssl pkeyutl -encrypt -> ucrypt decrypt;
                     ucrypt encrypt -> openssl pkeyutl -decrypt
plus tampered signatures and ciphertexts, which both sides must refuse.
Then RSA-8192 (the largest modulus the library takes) with a fixed test key
made once by `openssl genpkey` (data/rsa8192_test_key.pem, a test key and
nothing else): SPKI bytes, the PKCS#1 v1.5 signature of every --impl variant
equal to OpenSSL's, PSS and OAEP both ways.
Process start-up dominates, so cases run on a small thread pool.
"""
import argparse
import concurrent.futures as cf
import os
import random
import subprocess
import sys
import tempfile

CASES = 100  # per scheme and size, split evenly between the two directions
HASH_LEN = {"sha1": 20, "sha256": 32, "sha384": 48, "sha512": 64}


class Ctx:
    def __init__(self, ucrypt, openssl, tmp):
        self.ucrypt, self.openssl, self.tmp = ucrypt, openssl, tmp

    def path(self, name):
        return os.path.join(self.tmp, name)


def run(cmd, expect=0, stdin=None):
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if expect is not None and p.returncode != expect:
        raise AssertionError("%s -> exit %d (expected %d): %s" %
                             (" ".join(cmd), p.returncode, expect, p.stderr.decode(errors="replace")))
    return p


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def make_keys(c, bits):
    """Returns [(label, private PEM, SPKI PEM)] for one OpenSSL and one ucrypt key."""
    okey, ukey = c.path("o%d.pem" % bits), c.path("u%d.pem" % bits)
    run([c.openssl, "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:%d" % bits, "-out", okey])
    seed = os.urandom(32).hex()
    run([c.ucrypt, "genkey", "rsa-%d" % bits, "--seed", seed, "--out", ukey])
    # ucrypt keys pass OpenSSL's full check (primes, d*e = 1 mod lcm, CRT values).
    out = run([c.openssl, "pkey", "-in", ukey, "-check", "-noout"]).stdout.decode()
    assert "Key is valid" in out, out
    # Encodings byte for byte, both keys.
    uder = run([c.ucrypt, "genkey", "rsa-%d" % bits, "--seed", seed, "--format", "der"]).stdout
    assert uder == run([c.openssl, "pkcs8", "-topk8", "-nocrypt", "-in", ukey, "-outform", "DER"]).stdout, \
        "PKCS#8 DER differs"
    uraw = run([c.ucrypt, "genkey", "rsa-%d" % bits, "--seed", seed, "--format", "raw"]).stdout
    # OpenSSL 3.0 'pkey -outform DER' writes the PKCS#1 form for RSA.
    assert uraw == run([c.openssl, "rsa", "-in", ukey, "-traditional", "-outform", "DER"]).stdout, "PKCS#1 DER differs"
    assert uraw == run([c.openssl, "pkey", "-in", ukey, "-outform", "DER"]).stdout, "PKCS#1 DER differs"
    assert read(ukey) == run([c.openssl, "pkey", "-in", ukey]).stdout, "PKCS#8 PEM differs"
    keys = []
    for label, key in (("openssl", okey), ("ucrypt", ukey)):
        pub = key[:-4] + ".pub.pem"
        run([c.openssl, "pkey", "-in", key, "-pubout", "-out", pub])
        assert run([c.ucrypt, "pubkey", "--key", key]).stdout == read(pub), "SPKI PEM differs (%s key)" % label
        spki_der = run([c.openssl, "pkey", "-in", key, "-pubout", "-outform", "DER"]).stdout
        assert run([c.ucrypt, "pubkey", "--key", key, "--format", "der"]).stdout == spki_der
        pkcs1_pub = run([c.openssl, "rsa", "-in", key, "-RSAPublicKey_out", "-outform", "DER"]).stdout
        assert run([c.ucrypt, "pubkey", "--key", key, "--format", "raw"]).stdout == pkcs1_pub
        keys.append((label, key, pub))
    return keys


def tamper(data, rng):
    b = bytearray(data)
    b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
    return bytes(b)


# ---- one case per function; each returns the number of checks it made ------

def sign_case(c, bits, i, key, pss, hash_, salt, to_ucrypt, rng):
    label, priv, pub = key
    msg = rng.randbytes(rng.randrange(0, 300))
    stem = c.path("s%d_%s_%d" % (bits, "pss" if pss else "v15", i))
    write(stem + ".msg", msg)
    uopts = ["--hash", hash_] + (["--padding", "pss", "--salt-len", str(salt)] if pss else [])
    oopts = (["-sigopt", "rsa_padding_mode:pss", "-sigopt", "rsa_pss_saltlen:%d" % salt] if pss else [])
    if to_ucrypt:
        run([c.openssl, "dgst", "-" + hash_, "-sign", priv, "-out", stem + ".sig"] + oopts + [stem + ".msg"])
        out = run([c.ucrypt, "verify", "rsa", "--pub", pub, "--sig", stem + ".sig"] + uopts + [stem + ".msg"]).stdout
        assert out == b"Verified OK\n", out
        if not pss:  # deterministic: ucrypt must produce the same bytes
            mine = run([c.ucrypt, "sign", "rsa", "--key", priv] + uopts + [stem + ".msg"]).stdout
            assert mine == read(stem + ".sig"), "PKCS#1 v1.5 signature differs from OpenSSL's"
        write(stem + ".bad", tamper(read(stem + ".sig"), rng))
        run([c.ucrypt, "verify", "rsa", "--pub", pub, "--sig", stem + ".bad"] + uopts + [stem + ".msg"], expect=1)
    else:
        run([c.ucrypt, "sign", "rsa", "--key", priv, "--out", stem + ".sig"] + uopts + [stem + ".msg"])
        out = run([c.openssl, "dgst", "-" + hash_, "-verify", pub, "-signature", stem + ".sig"] + oopts +
                  [stem + ".msg"]).stdout
        assert b"Verified OK" in out, out
    return 1


def enc_case(c, bits, i, key, oaep, hash_, label_hex, to_ucrypt, rng):
    label, priv, pub = key
    k = bits // 8
    limit = k - 2 * HASH_LEN[hash_] - 2 if oaep else k - 11
    msg = rng.randbytes(rng.randrange(0, limit + 1))
    stem = c.path("e%d_%s_%d" % (bits, "oaep" if oaep else "v15", i))
    write(stem + ".msg", msg)
    if oaep:
        uopts = ["--padding", "oaep", "--hash", hash_] + (["--label", label_hex] if label_hex else [])
        oopts = ["-pkeyopt", "rsa_padding_mode:oaep", "-pkeyopt", "rsa_oaep_md:" + hash_,
                 "-pkeyopt", "rsa_mgf1_md:" + hash_] + (["-pkeyopt", "rsa_oaep_label:" + label_hex] if label_hex else [])
    else:
        uopts = ["--padding", "pkcs1"]
        oopts = ["-pkeyopt", "rsa_padding_mode:pkcs1"]
    if to_ucrypt:
        run([c.openssl, "pkeyutl", "-encrypt", "-pubin", "-inkey", pub, "-in", stem + ".msg", "-out", stem + ".ct"] + oopts)
        assert len(read(stem + ".ct")) == k
        pt = run([c.ucrypt, "decrypt", "rsa", "--key", priv] + uopts + [stem + ".ct"]).stdout
        assert pt == msg, "ucrypt decrypt of an OpenSSL ciphertext differs"
        write(stem + ".bad", tamper(read(stem + ".ct"), rng))
        bad = run([c.ucrypt, "decrypt", "rsa", "--key", priv] + uopts + [stem + ".bad"], expect=None)
        # PKCS#1 v1.5 may (rarely) decode a tampered block to some message.
        assert bad.returncode == 1 or not oaep, "tampered OAEP ciphertext accepted"
        assert bad.returncode != 1 or bad.stdout == b""
    else:
        run([c.ucrypt, "encrypt", "rsa", "--pub", pub, "--out", stem + ".ct"] + uopts + [stem + ".msg"])
        pt = run([c.openssl, "pkeyutl", "-decrypt", "-inkey", priv, "-in", stem + ".ct"] + oopts).stdout
        assert pt == msg, "OpenSSL decrypt of a ucrypt ciphertext differs"
    return 1


def big_key(c, priv):
    """RSA-8192 through the tool, against OpenSSL; returns the checks made."""
    pub = c.path("big.pub.pem")
    run([c.openssl, "pkey", "-in", priv, "-pubout", "-out", pub])
    assert run([c.ucrypt, "pubkey", "--key", priv]).stdout == read(pub), "SPKI PEM differs (8192)"
    msg = c.path("big.msg")
    write(msg, b"RSA-8192 interop message")
    ref = run([c.openssl, "dgst", "-sha256", "-sign", priv, msg]).stdout
    checks = 1
    for impl in ("high-crt", "mid-crt", "low-crt", "high-nocrt", "mid-nocrt", "low-nocrt"):
        mine = run([c.ucrypt, "sign", "rsa", "--key", priv, "--hash", "sha256", "--impl", impl, msg]).stdout
        assert mine == ref, "RSA-8192 PKCS#1 v1.5 signature (%s) differs from OpenSSL's" % impl
        checks += 1
    pss = ["-sigopt", "rsa_padding_mode:pss", "-sigopt", "rsa_pss_saltlen:32"]
    write(c.path("big.osig"), run([c.openssl, "dgst", "-sha256", "-sign", priv] + pss + [msg]).stdout)
    out = run([c.ucrypt, "verify", "rsa", "--pub", pub, "--sig", c.path("big.osig"), "--hash", "sha256",
               "--padding", "pss", "--salt-len", "32", msg]).stdout
    assert out == b"Verified OK\n", out
    run([c.ucrypt, "sign", "rsa", "--key", priv, "--hash", "sha256", "--padding", "pss", "--salt-len", "32",
         "--out", c.path("big.usig"), msg])
    out = run([c.openssl, "dgst", "-sha256", "-verify", pub, "-signature", c.path("big.usig")] + pss + [msg]).stdout
    assert b"Verified OK" in out, out
    oaep = ["-pkeyopt", "rsa_padding_mode:oaep", "-pkeyopt", "rsa_oaep_md:sha256", "-pkeyopt", "rsa_mgf1_md:sha256"]
    run([c.openssl, "pkeyutl", "-encrypt", "-pubin", "-inkey", pub, "-in", msg, "-out", c.path("big.oct")] + oaep)
    pt = run([c.ucrypt, "decrypt", "rsa", "--key", priv, "--padding", "oaep", "--hash", "sha256",
              "--impl", "low-nocrt", c.path("big.oct")]).stdout
    assert pt == read(msg), "RSA-8192 OAEP: ucrypt decrypt of an OpenSSL ciphertext differs"
    run([c.ucrypt, "encrypt", "rsa", "--pub", pub, "--padding", "oaep", "--hash", "sha256",
         "--out", c.path("big.uct"), msg])
    pt = run([c.openssl, "pkeyutl", "-decrypt", "-inkey", priv, "-in", c.path("big.uct")] + oaep).stdout
    assert pt == read(msg), "RSA-8192 OAEP: OpenSSL decrypt of a ucrypt ciphertext differs"
    return checks + 4


def cases_for(bits, keys, seed, cases):
    """(scheme, direction, callable-args) for `cases` per scheme, half each way."""
    rng = random.Random(seed)
    out = []
    hashes = ["sha256", "sha384", "sha512", "sha1"]
    for i in range(cases):
        key = keys[i % 2]
        to_ucrypt = (i // 2) % 2 == 0
        h = hashes[(i // 4) % len(hashes)]
        salt_choices = [HASH_LEN[h], 0, 20]
        out.append(("pkcs1-sign", to_ucrypt, sign_case, (bits, i, key, False, h, 0, to_ucrypt)))
        out.append(("pss-sign", to_ucrypt, sign_case,
                    (bits, i, key, True, h, salt_choices[i % 3], to_ucrypt)))
        label_hex = rng.randbytes(rng.randrange(1, 17)).hex() if i % 3 == 0 else ""
        out.append(("oaep", to_ucrypt, enc_case, (bits, i, key, True, h, label_hex, to_ucrypt)))
        out.append(("pkcs1-enc", to_ucrypt, enc_case, (bits, i, key, False, h, "", to_ucrypt)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ucrypt")
    ap.add_argument("--openssl", default="openssl")
    ap.add_argument("--jobs", type=int, default=4)
    ap.add_argument("--cases", type=int, default=CASES, help="cases per scheme and size")
    ap.add_argument("--sizes", default="2048,3072")
    ap.add_argument("--big-key", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                                                      "rsa8192_test_key.pem"),
                    help="RSA-8192 test key (PEM); 'none' skips that part")
    a = ap.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        c = Ctx(a.ucrypt, a.openssl, tmp)
        for bits in [int(s) for s in a.sizes.split(",")]:
            keys = make_keys(c, bits)
            print("[vectors] openssl/keys (rsa-%d, genpkey<->genkey, PKCS#8/SPKI/PKCS#1 bytes): 2 passed" % bits)
            work = cases_for(bits, keys, bits, a.cases)
            tally = {}
            with cf.ThreadPoolExecutor(max_workers=a.jobs) as pool:
                futs = {}
                for n, (scheme, to_ucrypt, fn, args) in enumerate(work):
                    futs[pool.submit(fn, c, *args, random.Random(bits * 100000 + n))] = (scheme, to_ucrypt)
                for f in cf.as_completed(futs):
                    scheme, to_ucrypt = futs[f]
                    try:
                        f.result()
                        key = (scheme, to_ucrypt)
                        tally[key] = tally.get(key, 0) + 1
                    except AssertionError as e:
                        failures += 1
                        print("FAIL rsa-%d %s: %s" % (bits, scheme, e), file=sys.stderr)
            for (scheme, to_ucrypt), n in sorted(tally.items()):
                way = "openssl->ucrypt" if to_ucrypt else "ucrypt->openssl"
                print("[vectors] openssl/%s (rsa-%d, %s): %d passed" % (scheme, bits, way, n))
        if a.big_key != "none":
            try:
                n = big_key(c, a.big_key)
                print("[vectors] openssl/rsa-8192 (SPKI, PKCS#1 v1.5 x 6 variants, PSS, OAEP): %d passed" % n)
            except AssertionError as e:
                failures += 1
                print("FAIL rsa-8192: %s" % e, file=sys.stderr)
    if failures:
        print("%d failures" % failures, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
