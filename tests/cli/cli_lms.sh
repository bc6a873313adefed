#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# LMS/HSS (RFC 8554) and XMSS/XMSS^MT (RFC 8391) through the ucrypt tool:
# genkey/pubkey/sign/verify round trips, RFC 8554 Appendix F public keys and
# signatures, the stateful rules of sign (key file updated before the
# signature, refused when the state cannot be written, exhausted key), and
# XMSS/XMSS^MT verification of the stored reference and Botan vectors.
#
# usage: cli_lms.sh PATH/TO/ucrypt SOURCE_DIR
set -u
SRC=$(realpath "${2:?usage: cli_lms.sh UCRYPT SOURCE_DIR}")
source "$(dirname "$0")/lib.sh"
cli_setup "$@"

# run CODE ARGS...: exit CODE, else a failure naming the command.
run() {
    local code=$1; shift
    "$UCRYPT" "$@" </dev/null >out 2>err
    local rc=$?
    if [[ $rc -eq $code ]]; then ok; else bad "ucrypt $*: exit $rc, expected $code ($(cat err))"; fi
}
# Changes one byte of a file for sure: XOR with 0x01 (a fixed byte written
# over it leaves the file unchanged when that byte already held it).
flip() {  # flip FILE OFFSET
    local b
    b=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
    printf "\\x$(printf %02x $((b ^ 1)))" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}
unhex() { printf '%s' "$1" | xxd -r -p >"$2"; }
# The leaf index q of a one-level HSS signature: after Nspk (RFC 8554 §6.2).
q_of() { hexof "$1" | cut -c9-16; }

# The concatenated C string literal NAME of the library's RFC 8554 vectors.
VEC=$SRC/tests/kat/lms_rfc8554_vectors.hpp
vec() {
    awk -v n="$1" 'index($0, " " n " =") { on = 1 }
        on { l = $0; while (match(l, /"[0-9a-f]*"/)) { printf "%s", substr(l, RSTART + 1, RLENGTH - 2); l = substr(l, RSTART + RLENGTH) }
             if ($0 ~ /;/) exit }' "$VEC"
}

# Sanitizer builds run 20-40x slower: leave out the h10 tree there.
SLOW=0
if grep -q __asan_init "$UCRYPT" 2>/dev/null; then SLOW=1; fi

printf 'The powers not delegated to the United States...\n' >msg
cp msg msg2; printf 'x' >>msg2

# ---- RFC 8554 Appendix F: verification and deterministic key generation ----
unhex "$(vec kTc1Pub)" tc1.pub; unhex "$(vec kTc1Sig)" tc1.sig; unhex "$(vec kTc1Msg)" tc1.msg
unhex "$(vec kTc2Pub)" tc2.pub; unhex "$(vec kTc2Sig)" tc2.sig; unhex "$(vec kTc2Msg)" tc2.msg
run 0 verify hss --pub tc1.pub --format raw --sig tc1.sig tc1.msg
run 0 verify hss --pub tc2.pub --sig tc2.sig tc2.msg
run 1 verify hss --pub tc2.pub --sig tc2.sig tc1.msg
# Test Case 2, top tree (LMS_SHA256_M32_H10 / LMOTS_SHA256_N32_W4) from its SEED and I.
if [[ $SLOW -eq 0 ]]; then
    run 0 genkey hss-sha256-n32-h10-w4,h5-w8 --seed "$(vec kTc2Seed1)$(vec kTc2Id1)" --out tc2.key
    run 0 pubkey --key tc2.key --format raw --out tc2gen.pub
    same tc2gen.pub tc2.pub "HSS genkey from Test Case 2 SEED/I: public key differs from RFC 8554"
fi
# Test Case 2, second tree (LMS_SHA256_M32_H5 / LMOTS_SHA256_N32_W8) as a one-level key.
run 0 genkey lms-sha256-n32-h5-w8 --seed "$(vec kTc2Seed2)$(vec kTc2Id2)" --format raw --out tc2b.key
run 0 pubkey lms --key tc2b.key --format raw --out tc2b.pub
# Its public key is the one the top tree signs inside the Test Case 2 signature.
tc2b=$(vec kTc2Sig | grep -o "0000000500000004$(vec kTc2Id2)[0-9a-f]\{64\}")
if [[ -n $tc2b && $(hexof tc2b.pub) == 00000001$tc2b ]]; then ok; else
    bad "lms genkey from Test Case 2 second-level SEED/I: $(hexof tc2b.pub)"; fi

# ---- Round trips: one-level SHA-256 and SHAKE256/192, two-level HSS -------
for alg in lms-sha256-n32-h5-w4 lms-shake256-n24-h5-w4 hss-sha256-n32-h5-w4,h5-w2; do
    f=${alg//,/_}
    run 0 genkey "$alg" --out "$f.key"
    run 0 pubkey "$alg" --key "$f.key" --out "$f.pub.pem"
    run 0 pubkey --key "$f.key" --format der --out "$f.pub.der"
    cp "$f.key" "$f.key.0"
    run 0 sign "$alg" --key "$f.key" --out "$f.sig1" msg
    differ "$f.key" "$f.key.0" "$alg: the key file did not change after sign"
    cp "$f.key" "$f.key.1"
    run 0 sign hss --key "$f.key" --out "$f.sig2" msg
    differ "$f.key" "$f.key.1" "$alg: the key file did not change after the second sign"
    differ "$f.sig1" "$f.sig2" "$alg: two signatures of one message are equal (index reused)"
    run 0 verify "$alg" --pub "$f.pub.pem" --sig "$f.sig1" msg
    run 0 verify hss --pub "$f.pub.der" --sig "$f.sig2" msg
    run 1 verify "$alg" --pub "$f.pub.pem" --sig "$f.sig1" msg2
    cp "$f.sig1" bad.sig; flip bad.sig 200
    run 1 verify "$alg" --pub "$f.pub.pem" --sig bad.sig msg
    head -c 100 "$f.sig1" >short.sig
    run 1 verify "$alg" --pub "$f.pub.pem" --sig short.sig msg
done
# q of the two one-level signatures: 0 then 1.
if [[ $(q_of lms-sha256-n32-h5-w4.sig1) == 00000000 && $(q_of lms-sha256-n32-h5-w4.sig2) == 00000001 ]]; then ok; else
    bad "leaf indexes $(q_of lms-sha256-n32-h5-w4.sig1), $(q_of lms-sha256-n32-h5-w4.sig2), expected 0 then 1"; fi
# A named set refuses a key of another set; raw key files work the same way.
run 3 sign lms-sha256-n32-h10-w8 --key lms-sha256-n32-h5-w4.key msg
run 3 verify lms-shake256-n24-h5-w4 --pub lms-sha256-n32-h5-w4.pub.pem --sig lms-sha256-n32-h5-w4.sig1 msg
run 0 genkey lms-sha256-n32-h5-w1 --seed "$(printf '%096d' 7)" --format raw --out raw.key
run 0 pubkey lms-sha256-n32-h5-w1 --key raw.key --format raw --out raw.pub
run 0 sign lms-sha256-n32-h5-w1 --key raw.key --out raw.sig msg
run 0 verify lms --pub raw.pub --sig raw.sig msg
# Bare LMS (RFC 8554 §5.3/§5.4): the HSS forms without u32 L / Nspk.
tail -c +5 raw.pub >bare.pub; tail -c +5 raw.sig >bare.sig
run 0 verify lms --pub bare.pub --sig bare.sig msg
run 1 verify lms --pub bare.pub --sig bare.sig msg2
# Deterministic: the same seed gives the same key.
run 0 genkey lms-sha256-n32-h5-w1 --seed "$(printf '%096d' 7)" --format raw --out raw2.key
run 0 pubkey lms-sha256-n32-h5-w1 --key raw2.key --format raw --out raw2.pub
same raw.pub raw2.pub "genkey --seed is not deterministic"
# Names the tool refuses (exit 2): unknown spelling, generic genkey, too tall.
run 2 genkey lms-sha256-n32-h7-w4
run 2 genkey lms-sha256-n32-h5-w4,h5-w4
run 2 genkey hss
run 2 genkey lms-sha256-n32-h20-w8
run 2 genkey hss-shake256-n24-h5-w8,h15-w4
run 3 sign xmss --key raw.key msg

# ---- A key whose state cannot be saved: refused, no signature, key unchanged
mkdir ro; cp lms-sha256-n32-h5-w4.key ro/k.pem; cp ro/k.pem ro.before
if [[ $(id -u) -ne 0 ]]; then
    chmod 0444 ro/k.pem; chmod 0555 ro
    echo keep >sentinel
    run 3 sign lms-sha256-n32-h5-w4 --key ro/k.pem --out sentinel msg
    if [[ $(cat sentinel) == keep ]]; then ok; else bad "read-only key: a signature was written"; fi
    chmod 0755 ro; chmod 0644 ro/k.pem
    chmod 0444 ro/k.pem
    run 3 sign lms-sha256-n32-h5-w4 --key ro/k.pem --out sentinel msg
    chmod 0644 ro/k.pem
else
    # root writes through chmod: use paths the tool cannot replace even as root,
    # a descriptor link (not a regular file) and a key under a non-directory.
    echo keep >sentinel
    run 3 sign lms-sha256-n32-h5-w4 --key /dev/fd/3 --out sentinel msg 3<ro/k.pem
    if [[ $(cat sentinel) == keep && ! -s out ]]; then ok; else bad "unwritable key: a signature was written"; fi
    run 3 sign lms-sha256-n32-h5-w4 --key ro/k.pem/x --out sentinel msg
fi
same ro/k.pem ro.before "a refused key file was changed"
run 3 sign lms-sha256-n32-h5-w4 --key - msg

# ---- Exhaustion: an h5 key gives 32 signatures, then refuses --------------
run 0 genkey lms-sha256-n32-h5-w1 --seed "$(printf '%096d' 5)" --out ex.key
for i in $(seq 1 32); do "$UCRYPT" sign lms-sha256-n32-h5-w1 --key ex.key --out "ex.sig" msg 2>err || bad "exhaustion: sign $i failed ($(cat err))"; done
if [[ $(q_of ex.sig) == 0000001f ]]; then ok; else bad "32nd signature has q=$(q_of ex.sig), expected 0000001f"; fi
cp ex.key ex.before; echo keep >sentinel
run 3 sign lms-sha256-n32-h5-w1 --key ex.key --out sentinel msg
if grep -q exhausted err && [[ $(cat sentinel) == keep ]]; then ok; else bad "33rd signature: $(cat err)"; fi
same ex.key ex.before "an exhausted key file was changed"

# ---- XMSS / XMSS^MT: the stored reference and Botan vectors ---------------
nx=0
for file in "$SRC/tests/kat/data/xmss_ref.txt" "$SRC/tests/kat/data/xmss_botan.txt"; do
    [[ -f $file ]] || { echo "[vectors] $file: MISSING"; bad "vector file missing: $file"; continue; }
    while read -r name a b c d; do
        [[ $name == \#* || -z $name ]] && continue
        if [[ $a == xmss || $a == xmssmt ]]; then kind=$a pk=$b m=$c s=$d; else
            kind=xmss pk=$a m=$b s=$c; fi
        [[ $m == - ]] && m=
        unhex "$pk" x.pub; unhex "$m" x.msg; unhex "$s" x.sig
        run 0 verify "$kind" --pub x.pub --format raw --sig x.sig x.msg
        printf 'y' >>x.msg
        run 1 verify "$kind" --pub x.pub --format raw --sig x.sig x.msg
        nx=$((nx + 1))
    done <"$file"
done
echo "[vectors] cli/xmss (ucrypt verify xmss|xmssmt): $nx passed"
head -c 20 x.pub >t.pub
run 3 verify xmss --pub t.pub --format raw --sig x.sig x.msg

cli_finish "lms/hss genkey pubkey sign verify, xmss verify"
