#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# ML-DSA in the ucrypt tool (docs/CLI.md): genkey / pubkey / sign / verify
# for ml-dsa-44/65/87 in PEM, DER and raw; the LAMPS PKCS#8 seed, expandedKey
# and both forms (RFC 9881); --seed determinism; --ctx, --prehash,
# --deterministic and --rnd reproducibility; --impl default and lowram giving
# the same bytes; tampering → exit 1; and the error paths (exit code, one
# "ucrypt: ..." stderr line, --out untouched).
#
# usage: cli_mldsa.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"

XI=$(printf '%02x' $(seq 10 41))
RND=$(printf '%02x' $(seq 200 231))
CTX=$(printf '%02x' $(seq 1 20))
printf 'message to sign, ML-DSA' >msg
printf 'message to sign, ML-DSB' >msg2
: >empty

declare -A PK_SIZE=([ml-dsa-44]=1312 [ml-dsa-65]=1952 [ml-dsa-87]=2592)
declare -A SK_SIZE=([ml-dsa-44]=2560 [ml-dsa-65]=4032 [ml-dsa-87]=4896)
declare -A SIG_SIZE=([ml-dsa-44]=2420 [ml-dsa-65]=3309 [ml-dsa-87]=4627)
declare -A OID_LAST=([ml-dsa-44]=11 [ml-dsa-65]=12 [ml-dsa-87]=13)

for alg in ml-dsa-44 ml-dsa-65 ml-dsa-87; do
    # ---- keys: --seed determinism, formats, LAMPS seed form, SPKI ----------
    expect_ok genkey $alg --seed $XI --out $alg.pem
    expect_ok genkey $alg --seed $XI --out $alg.pem2
    same $alg.pem $alg.pem2 "genkey --seed is deterministic ($alg)"
    expect_ok genkey $alg --out $alg.rnd1.pem
    expect_ok genkey $alg --out $alg.rnd2.pem
    differ $alg.rnd1.pem $alg.rnd2.pem "genkey without --seed ($alg)"
    expect_ok genkey $alg --seed $XI --format der --out $alg.der
    oid="06096086480165030403${OID_LAST[$alg]}"
    [[ $(hexof $alg.der) == "3034020100300b${oid}04228020$XI" ]] && ok || bad "$alg PKCS#8 seed form: $(hexof $alg.der)"
    expect_ok genkey $alg --seed $XI --format raw --out $alg.sk
    size_is $alg.sk ${SK_SIZE[$alg]} "raw sk ($alg)"
    for key in $alg.pem $alg.der; do
        expect_ok pubkey --key $key --format raw --out $alg.pk
        size_is $alg.pk ${PK_SIZE[$alg]} "raw pk ($alg)"
    done
    expect_ok pubkey $alg --key $alg.sk --format raw --out $alg.pk2
    same $alg.pk $alg.pk2 "pubkey of the raw sk ($alg)"
    expect_ok pubkey --key $alg.pem --out $alg.pub
    expect_ok pubkey --key $alg.pem --format der --out $alg.pub.der
    [[ $(hexof $alg.pub.der) == 3082*"300b${oid}038"*"00$(hexof $alg.pk)" ]] && ok || bad "$alg SPKI layout"
    grep -q "BEGIN PUBLIC KEY" $alg.pub && ok || bad "$alg SPKI PEM label"
    grep -q "BEGIN PRIVATE KEY" $alg.pem && ok || bad "$alg PKCS#8 PEM label"

    # ---- sign / verify ------------------------------------------------------
    expect_ok sign $alg --key $alg.pem --deterministic --ctx $CTX --out $alg.det msg
    size_is $alg.det ${SIG_SIZE[$alg]} "signature ($alg)"
    expect_ok sign $alg --key $alg.sk --deterministic --ctx $CTX --out $alg.det2 msg
    same $alg.det $alg.det2 "deterministic signature, PEM vs raw key ($alg)"
    expect_ok sign $alg --key $alg.der --rnd 0000000000000000000000000000000000000000000000000000000000000000 \
        --ctx $CTX --impl lowram --out $alg.det3 msg
    same $alg.det $alg.det3 "--deterministic = --rnd 0^32, default = lowram ($alg)"
    expect_ok sign $alg --key $alg.pem --rnd $RND --out $alg.r1 msg
    expect_ok sign $alg --key $alg.pem --rnd $RND --impl lowram --out $alg.r2 msg
    same $alg.r1 $alg.r2 "--rnd signature, default vs lowram ($alg)"
    differ $alg.r1 $alg.det "--rnd vs deterministic ($alg)"
    expect_ok sign $alg --key $alg.pem --out $alg.h1 msg
    expect_ok sign $alg --key $alg.pem --out $alg.h2 msg
    differ $alg.h1 $alg.h2 "hedged signatures ($alg)"
    for pub in $alg.pub $alg.pub.der $alg.pk; do
        verified $alg --pub $pub --sig $alg.det --ctx $CTX msg
    done
    verified $alg --pub $alg.pub --sig $alg.det --ctx $CTX --impl lowram msg
    verified $alg --pub $alg.pk --format raw --sig $alg.h1 msg
    verified $alg --pub $alg.pub --sig $alg.r1 --impl lowram msg
    rejected $alg --pub $alg.pub --sig $alg.det msg                 # ctx missing
    rejected $alg --pub $alg.pub --sig $alg.det --ctx ${CTX}00 msg  # other ctx
    rejected $alg --pub $alg.pub --sig $alg.det --ctx $CTX msg2     # other message
    cp $alg.det $alg.bad; printf '\x55' | dd of=$alg.bad bs=1 seek=7 conv=notrunc 2>/dev/null
    rejected $alg --pub $alg.pub --sig $alg.bad --ctx $CTX msg      # c~ changed
    cp $alg.det $alg.bad; printf '\x01' | dd of=$alg.bad bs=1 seek=1000 conv=notrunc 2>/dev/null
    rejected $alg --pub $alg.pub --sig $alg.bad --ctx $CTX --impl lowram msg  # z changed
    expect_fail 1 "signature has ${SIG_SIZE[$alg]}" verify $alg --pub $alg.pub --sig msg msg  # wrong length: exit 1
done

# ---- HashML-DSA: every pre-hash, deterministic, default = lowram ---------------
for ph in sha256 sha384 sha512 sha3-256 sha3-384 sha3-512 shake128 shake256; do
    expect_ok sign ml-dsa-44 --key ml-dsa-44.pem --prehash $ph --ctx $CTX --deterministic --out ph.$ph msg
    expect_ok sign ml-dsa-44 --key ml-dsa-44.pem --prehash $ph --ctx $CTX --deterministic --impl lowram --out ph2.$ph msg
    same ph.$ph ph2.$ph "HashML-DSA $ph, default vs lowram"
    differ ph.$ph ml-dsa-44.det "HashML-DSA $ph vs pure"
    verified ml-dsa-44 --pub ml-dsa-44.pub --sig ph.$ph --prehash $ph --ctx $CTX msg
    rejected ml-dsa-44 --pub ml-dsa-44.pub --sig ph.$ph --ctx $CTX msg
done
rejected ml-dsa-44 --pub ml-dsa-44.pub --sig ph.sha256 --prehash sha512 --ctx $CTX msg
expect_ok sign ml-dsa-65 --key ml-dsa-65.pem --prehash SHA3-256 --out ph65 msg
verified ml-dsa-65 --pub ml-dsa-65.pub --sig ph65 --prehash sha3-256 msg
# The longest context (255 bytes) and the empty message.
CTX255=$(printf 'ab%.0s' $(seq 1 255))
expect_ok sign ml-dsa-87 --key ml-dsa-87.pem --ctx $CTX255 --out ctx255 empty
verified ml-dsa-87 --pub ml-dsa-87.pub --sig ctx255 --ctx $CTX255 empty
echo hello | "$UCRYPT" sign ml-dsa-44 --key ml-dsa-44.pem --deterministic --out stdin.sig && ok || bad "sign from stdin"
echo hello >hello
expect_ok sign ml-dsa-44 --key ml-dsa-44.pem --deterministic --out file.sig hello
same stdin.sig file.sig "sign from stdin = from a file"
expect_ok sign ml-dsa-44 --key ml-dsa-44.pem --deterministic --hex hello
[[ $(cat out) == "$(hexof file.sig)" ]] && ok || bad "sign --hex"

# ---- PKCS#8 expandedKey and both forms (RFC 9881 §6), built by hand ------------
python3 - "$XI" <<'PY' || bad "could not build the expandedKey/both PKCS#8 files"
import sys
xi = bytes.fromhex(sys.argv[1])
sk = open('ml-dsa-65.sk', 'rb').read()
def tlv(tag, body):
    n = len(body)
    if n < 128: l = bytes([n])
    elif n < 256: l = bytes([0x81, n])
    else: l = bytes([0x82, n >> 8, n & 255])
    return bytes([tag]) + l + body
alg = tlv(0x30, tlv(0x06, bytes.fromhex('608648016503040312')))
def p8(inner): return tlv(0x30, bytes.fromhex('020100') + alg + tlv(0x04, inner))
open('exp.der', 'wb').write(p8(tlv(0x04, sk)))
open('both.der', 'wb').write(p8(tlv(0x30, tlv(0x04, xi) + tlv(0x04, sk))))
b = bytearray(sk); b[200] ^= 1
open('both_bad.der', 'wb').write(p8(tlv(0x30, tlv(0x04, xi) + tlv(0x04, bytes(b)))))
t0 = bytearray(sk); t0[-20] ^= 1                   # a t0 byte
open('exp_bad_t0.der', 'wb').write(p8(tlv(0x04, bytes(t0))))
open('sk_bad_t0.raw', 'wb').write(bytes(t0))
tr = bytearray(sk); tr[70] ^= 1                    # a tr byte
open('exp_bad_tr.der', 'wb').write(p8(tlv(0x04, bytes(tr))))
s1 = bytearray(sk); s1[130] ^= 0x11                # an s1 byte
open('exp_bad_s1.der', 'wb').write(p8(tlv(0x04, bytes(s1))))
open('short_seed.der', 'wb').write(p8(tlv(0x80, xi[:31])))
open('long_sk.der', 'wb').write(p8(tlv(0x04, sk + b'\0')))
open('trailing.der', 'wb').write(p8(tlv(0x80, xi) + b'\x05\x00'))
open('both_3.der', 'wb').write(p8(tlv(0x30, tlv(0x04, xi) + tlv(0x04, sk) + tlv(0x04, b''))))
open('both_swapped.der', 'wb').write(p8(tlv(0x30, tlv(0x04, sk) + tlv(0x04, xi))))
open('exp_tag.der', 'wb').write(p8(tlv(0x81, xi)))
pa = tlv(0x30, tlv(0x06, bytes.fromhex('608648016503040312')) + b'\x05\x00')
open('params.der', 'wb').write(tlv(0x30, bytes.fromhex('020100') + pa + tlv(0x04, tlv(0x80, xi))))
PY
for key in exp.der both.der; do
    expect_ok pubkey --key $key --format raw --out k.pk
    same ml-dsa-65.pk k.pk "pubkey of the $key form"
    expect_ok sign ml-dsa-65 --key $key --deterministic --ctx $CTX --out k.sig msg
    same ml-dsa-65.det k.sig "signature with the $key form"
done
expect_ok pubkey --key exp.der --format der --out k.pub.der
same ml-dsa-65.pub.der k.pub.der "SPKI of the expandedKey form"
expect_fail 3 "does not match the seed" pubkey --key both_bad.der --out sentinel
for f in exp_bad_t0 exp_bad_tr exp_bad_s1; do
    expect_fail 3 "invalid expanded key" sign ml-dsa-65 --key $f.der --out sentinel msg
done
expect_fail 3 "invalid expanded key" pubkey ml-dsa-65 --key sk_bad_t0.raw --out sentinel
for f in short_seed long_sk trailing both_3 both_swapped exp_tag; do
    expect_fail 3 "malformed" pubkey --key $f.der --out sentinel
done
expect_fail 3 "parameters" pubkey --key params.der --out sentinel

# ---- Errors -------------------------------------------------------------------
CTX256=$(printf 'ab%.0s' $(seq 1 256))
expect_fail 3 "--ctx: at most 255 bytes" sign ml-dsa-44 --key ml-dsa-44.pem --ctx $CTX256 --out sentinel msg
expect_fail 3 "--ctx: at most 255 bytes" verify ml-dsa-44 --pub ml-dsa-44.pub --sig ml-dsa-44.det --ctx $CTX256 msg
expect_fail 3 "--ctx" sign ml-dsa-44 --key ml-dsa-44.pem --ctx 0g --out sentinel msg
expect_fail 3 "--rnd: 32 bytes expected, got 31" sign ml-dsa-44 --key ml-dsa-44.pem --rnd ${RND:2} --out sentinel msg
expect_fail 2 "exclude each other" sign ml-dsa-44 --key ml-dsa-44.pem --rnd $RND --deterministic --out sentinel msg
expect_fail 2 "--prehash: unknown hash 'md5'" sign ml-dsa-44 --key ml-dsa-44.pem --prehash md5 --out sentinel msg
expect_fail 2 "--prehash: unknown hash" verify ml-dsa-44 --pub ml-dsa-44.pub --sig ml-dsa-44.det --prehash sha1 msg
expect_fail 2 "--impl" sign ml-dsa-44 --key ml-dsa-44.pem --impl fast --out sentinel msg
expect_fail 3 "holds a ml-dsa-65 key, expected ml-dsa-44" sign ml-dsa-44 --key ml-dsa-65.pem --out sentinel msg
expect_fail 3 "holds a ml-dsa-65 key, expected ml-dsa-44" verify ml-dsa-44 --pub ml-dsa-65.pub --sig ml-dsa-44.det msg
expect_ok genkey ed25519 --out ed.pem
expect_fail 3 "holds a ed25519 key, expected ml-dsa-87" sign ml-dsa-87 --key ed.pem --out sentinel msg
expect_fail 3 "ml-dsa-44 public key: 1952 bytes" verify ml-dsa-44 --pub ml-dsa-65.pk --format raw --sig ml-dsa-44.det msg
expect_fail 3 "not a PEM, DER or raw ml-dsa-44 private key" sign ml-dsa-44 --key ml-dsa-65.sk --out sentinel msg
expect_fail 3 "--seed: ml-dsa-65 takes 32 bytes, got 31" genkey ml-dsa-65 --seed ${XI:2} --out sentinel
expect_fail 2 "--prehash: not an option of ed25519" sign ed25519 --key ed.pem --prehash sha256 --out sentinel msg
expect_fail 2 "--deterministic: not an option of ed25519" sign ed25519 --key ed.pem --deterministic --out sentinel msg
expect_fail 2 "cannot be used with 'kem'" kem keygen ml-dsa-44 --out sentinel
expect_fail 2 "unknown sign algorithm 'ml-dsa-66'" sign ml-dsa-66 --key ml-dsa-44.pem --out sentinel msg

# ---- list / help ------------------------------------------------------------------
expect_ok list
for alg in ml-dsa-44 ml-dsa-65 ml-dsa-87; do grep -q "$alg" out && ok || bad "list shows $alg"; done
for cmd in sign verify; do
    expect_ok $cmd --help
    for word in ml-dsa --prehash --deterministic --rnd --impl; do
        grep -q -- "$word" out && ok || bad "$cmd --help mentions $word"
    done
done

expect_ok genkey --help
grep -q "ml-dsa-44 ml-dsa-65 ml-dsa-87" out && ok || bad "genkey --help lists ml-dsa"

cli_finish "ml-dsa-44/65/87 genkey pubkey sign verify"
