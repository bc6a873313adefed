#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The ucrypt tool's file handling (docs/CLI.md, docs/CLI-KEYS.md):
#   --out: a regular file is replaced atomically (a symbolic link to one is
#     kept and its target replaced); a FIFO, a device, /dev/stdout or a
#     dangling link is written in place; '-' is standard output.
#   modes: private keys and shared secrets are created 0600; a replaced file
#     keeps its mode (narrowed to 0600 for secrets, never widened).
#   OpenSSL's PKCS#1 DER RSA private key is recognised without an algorithm.
#   A signature of the wrong length is a verification failure (exit 1) for
#     every family.
#   An ML-DSA expanded key whose s2 is out of the FIPS 204 range (with t0
#     adjusted so that t, pk and tr still match) is refused.
#
# usage: cli_files.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"
cli_need openssl python3
umask 022
printf 'abc' >abc
SHA_ABC=ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
mode_of() { stat -c %a "$1"; }
is_mode() { local m; m=$(mode_of "$1"); if [[ $m == "$2" ]]; then ok; else bad "$3: mode $m, expected $2"; fi; }

# ---- --out destinations ------------------------------------------------------
echo old >target
ln -s target link
expect_ok hash sha256 --out link abc
[[ -L link && $(cat target) == "$SHA_ABC" ]] && ok || bad "--out through a symlink: link $(stat -c %F link), target '$(cat target)'"
ln -s nowhere dangling
expect_ok hash sha256 --out dangling abc
[[ -L dangling && $(cat nowhere) == "$SHA_ABC" ]] && ok || bad "--out to a dangling symlink"
mkfifo fifo
cat fifo >from_fifo &
reader=$!
expect_ok hash sha256 --out fifo abc
wait $reader
[[ -p fifo && $(cat from_fifo) == "$SHA_ABC" ]] && ok || bad "--out to a FIFO: $(stat -c %F fifo), got '$(cat from_fifo)'"
"$UCRYPT" hash sha256 --out /dev/stdout abc >via_stdout 2>err
[[ $? -eq 0 && $(cat via_stdout) == "$SHA_ABC" ]] && ok || bad "--out /dev/stdout: '$(cat via_stdout)' $(cat err)"
"$UCRYPT" hash sha256 --out /dev/stdout abc | cat >via_pipe
[[ $(cat via_pipe) == "$SHA_ABC" ]] && ok || bad "--out /dev/stdout into a pipe: '$(cat via_pipe)'"
"$UCRYPT" hash sha256 --out - abc >dash 2>err
[[ $? -eq 0 && $(cat dash) == "$SHA_ABC" && ! -e ./- ]] && ok || bad "--out -: '$(cat dash)'"
expect_ok hash sha256 --out /dev/null abc
[[ -c /dev/null ]] && ok || bad "/dev/null is no longer a device"
# A big streamed output to a FIFO and to /dev/stdout.
head -c 3000000 /dev/urandom >big
"$UCRYPT" enc aes-128-ctr --key 000102030405060708090a0b0c0d0e0f --iv 000102030405060708090a0b0c0d0e0f --out ct_ref big
cat fifo >from_fifo &
reader=$!
expect_ok enc aes-128-ctr --key 000102030405060708090a0b0c0d0e0f --iv 000102030405060708090a0b0c0d0e0f --out fifo big
wait $reader
same from_fifo ct_ref "streamed enc to a FIFO"
"$UCRYPT" enc aes-128-ctr --key 000102030405060708090a0b0c0d0e0f --iv 000102030405060708090a0b0c0d0e0f --out /dev/stdout big >ct_stdout
same ct_stdout ct_ref "streamed enc to /dev/stdout"
# No temporary file is left beside any destination.
leftovers=$(find . -name '*.ucrypt-*' | wc -l)
[[ $leftovers -eq 0 ]] && ok || bad "temporary files left behind"

# ---- File modes ----------------------------------------------------------------
expect_ok genkey ed25519 --out new.pem
is_mode new.pem 600 "genkey, new file"
echo old >wide.pem; chmod 644 wide.pem
expect_ok genkey ed25519 --out wide.pem
is_mode wide.pem 600 "genkey over a 0644 file"
echo old >narrow.pem; chmod 400 narrow.pem
expect_ok genkey ed25519 --out narrow.pem
is_mode narrow.pem 400 "genkey over a 0400 file (not widened)"
echo old >secret; chmod 600 secret
expect_ok hash sha256 --out secret abc
is_mode secret 600 "hash over a 0600 file (not widened)"
echo old >group; chmod 640 group
expect_ok hash sha256 --out group abc
is_mode group 640 "hash over a 0640 file (kept)"
expect_ok hash sha256 --out public abc
is_mode public 644 "hash, new file (0666 & ~umask)"
expect_ok genkey x25519 --out x1.pem
expect_ok genkey x25519 --out x2.pem
expect_ok pubkey --key x2.pem --out x2.pub
expect_ok derive x25519 --key x1.pem --peer x2.pub --out shared
is_mode shared 600 "derive: the shared secret"
expect_ok kem keygen ml-kem-512 --out kem.pem
is_mode kem.pem 600 "kem keygen"
expect_ok pubkey --key kem.pem --out kem.pub
expect_ok kem encaps ml-kem-512 --pub kem.pub --ct-out kem.ct --ss-out kem.ss
is_mode kem.ss 600 "kem encaps --ss-out"
is_mode kem.ct 644 "kem encaps --ct-out (public)"
(umask 077 && "$UCRYPT" hash sha256 --out strict abc) && is_mode strict 600 "umask 077 respected"

# ---- OpenSSL's PKCS#1 DER RSA private key ----------------------------------------
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out rsa.pem 2>/dev/null
openssl rsa -in rsa.pem -traditional -outform DER -out rsa1.der 2>/dev/null
openssl pkey -in rsa.pem -pubout -out rsa.pub.ossl
[[ $(head -c 1 rsa1.der | od -An -tx1 | tr -d ' ') == 30 ]] && ok || bad "openssl wrote no DER"
expect_ok pubkey --key rsa1.der --out rsa.pub
same rsa.pub rsa.pub.ossl "pubkey --key PKCS#1 DER vs openssl pkey -pubout"
expect_ok sign rsa --key rsa1.der --out rsa.sig abc
openssl dgst -sha256 -verify rsa.pub.ossl -signature rsa.sig abc >/dev/null && ok || bad "signature with a PKCS#1 DER key"
expect_fail 3 "holds a rsa-2048 key, expected ed25519|holds a rsa" sign ed25519 --key rsa1.der --out sentinel abc

# ---- A wrong-length signature is a verification failure (exit 1) everywhere ------
head -c 10 /dev/urandom >short.sig
expect_ok genkey ed25519 --out ed.pem; expect_ok pubkey --key ed.pem --out ed.pub
expect_ok genkey ed448 --out ed448.pem; expect_ok pubkey --key ed448.pem --out ed448.pub
expect_ok genkey ml-dsa-44 --out mldsa.pem; expect_ok pubkey --key mldsa.pem --out mldsa.pub
expect_ok genkey ecdsa-p256 --out ec.pem; expect_ok pubkey --key ec.pem --out ec.pub
expect_ok pubkey --key rsa1.der --out rsa.pub
expect_ok genkey lms-sha256-n32-h5-w8 --out lms.key; expect_ok pubkey --key lms.key --out lms.pub
for pair in ed25519:ed ed448:ed448 ml-dsa-44:mldsa ecdsa-p256:ec rsa:rsa lms:lms; do
    alg=${pair%%:*} f=${pair#*:}
    expect_fail 1 "verification failure" verify $alg --pub $f.pub --sig short.sig abc
    grep -qx 'Verification failure' out && ok || bad "verify $alg, short signature: stdout '$(cat out)'"
    head -c 5000 /dev/urandom >long.sig
    expect_fail 1 "verification failure" verify $alg --pub $f.pub --sig long.sig abc
done

# ---- ML-DSA: s2 out of range with t0 adjusted so that t, pk and tr still match ----
expect_ok genkey ml-dsa-44 --seed 000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f --format raw --out mldsa.sk
expect_ok pubkey ml-dsa-44 --key mldsa.sk --format raw --out mldsa.pk
python3 - <<'PY' || bad "could not build the out-of-range key"
# FIPS 204 skEncode for ML-DSA-44 (k = l = 4, eta = 2): rho, K, tr (128 bytes),
# s1 and s2 packed as eta - s in 3 bits, t0 packed as 2^12 - t0 in 13 bits.
sk = bytearray(open("mldsa.sk", "rb").read())
k, l, eta_bits = 4, 4, 3
def get(off, i, bits):
    v = int.from_bytes(sk[off:off + 32 * bits], "little")
    return (v >> (i * bits)) & ((1 << bits) - 1)
def put(off, i, bits, x):
    v = int.from_bytes(sk[off:off + 32 * bits], "little")
    v = (v & ~(((1 << bits) - 1) << (i * bits))) | (x << (i * bits))
    sk[off:off + 32 * bits] = v.to_bytes(32 * bits, "little")
for row in range(k):
    s2_off = 128 + 32 * eta_bits * (l + row)
    t0_off = 128 + 32 * eta_bits * (k + l) + 416 * row
    for i in range(256):
        # s2 = -2 (packed 4) becomes -3 (packed 5, out of range); t = A s1 + s2
        # drops by 1, so t0 drops by 1 (packed 2^12 - t0 grows by 1), t1 stays.
        if get(s2_off, i, eta_bits) == 4 and get(t0_off, i, 13) < 8191:
            put(s2_off, i, eta_bits, 5)
            put(t0_off, i, 13, get(t0_off, i, 13) + 1)
            open("mldsa_bad.sk", "wb").write(sk)
            raise SystemExit(0)
raise SystemExit(1)
PY
expect_fail 3 "ml-dsa-44 private key: invalid expanded key" sign ml-dsa-44 --key mldsa_bad.sk --out sentinel abc
expect_fail 3 "ml-dsa-44 private key: invalid expanded key" pubkey ml-dsa-44 --key mldsa_bad.sk --format raw --out sentinel
# The unmodified key signs.
expect_ok sign ml-dsa-44 --key mldsa.sk --out good.sig abc

cli_finish "--out, modes, key formats, exit codes"
