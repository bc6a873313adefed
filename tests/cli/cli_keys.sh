#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The public-key commands of the ucrypt tool (docs/CLI.md): genkey, pubkey,
# sign, verify, derive, kem. Known answers from RFC 8032 §7.1 (TEST 1, 2) and
# RFC 7748 §6.1, byte-identical PKCS#8/SPKI against OpenSSL when installed,
# and every error path: exit codes, one "ucrypt: ..." stderr line, --out left
# untouched on failure.
#
# usage: cli_keys.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"
cli_need openssl

# ---- Ed25519: RFC 8032 §7.1 TEST 1 and TEST 2 ---------------------------
SK1=9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60
PK1=d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a
SIG1=e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b
SK2=4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb
SIG2=92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00

expect_ok genkey ed25519 --seed $SK1 --out ed1.pem
expect_ok genkey ed25519 --seed $SK1 --format der --out ed1.der
expect_ok genkey ed25519 --seed $SK1 --format raw --out ed1.raw
equals_hex ed1.raw $SK1 "genkey --format raw"
# RFC 8410 §7 layout: 302e 020100 300506032b6570 0422 0420 || key.
equals_hex ed1.der "302e020100300506032b657004220420$SK1" "genkey --format der"
expect_ok pubkey --key ed1.pem --format raw --out pk1.raw
equals_hex pk1.raw $PK1 "pubkey raw"
expect_ok pubkey --key ed1.der --format der --out pk1.der
equals_hex pk1.der "302a300506032b6570032100$PK1" "pubkey der"
expect_ok pubkey ed25519 --key ed1.raw --format raw --out pk1b.raw
same pk1.raw pk1b.raw "pubkey from a raw key"
expect_ok pubkey --key ed1.pem --out pk1.pem
: >empty
expect_ok sign ed25519 --key ed1.pem --out sig1 empty
equals_hex sig1 $SIG1 "sign ed25519 RFC 8032 TEST 1"
printf '\x72' >m72
expect_ok genkey ed25519 --seed $SK2 --out ed2.pem
expect_ok sign ed25519 --key ed2.pem --out sig2 m72
equals_hex sig2 $SIG2 "sign ed25519 RFC 8032 TEST 2"
"$UCRYPT" sign ed25519 --key ed1.raw --hex empty >out 2>err
[[ $(cat out) == "$SIG1" ]] && ok || bad "sign --hex with a raw key"
for pub in pk1.pem pk1.der pk1.raw; do
    expect_ok verify ed25519 --pub $pub --sig sig1 empty
    [[ $(cat out) == "Verified OK" ]] && ok || bad "verify output '$(cat out)'"
done
cp sig1 sigbad; printf '\x01' | dd of=sigbad bs=1 seek=5 conv=notrunc 2>/dev/null
expect_fail 1 "verification failure" verify ed25519 --pub pk1.pem --sig sigbad --out sentinel empty
[[ $(cat out) == "Verification failure" ]] && ok || bad "verify failure output '$(cat out)'"
expect_fail 1 "verification failure" verify ed25519 --pub pk1.pem --sig sig1 m72
expect_fail 1 "signature has 64" verify ed25519 --pub pk1.pem --sig m72 empty
# RFC 5958 v2 with the [1] publicKey: the right one is accepted, another refused.
printf '%s' "3051020101300506032b657004220420${SK1}812100${PK1}" | xxd -r -p >v2.der
printf '%s' "3051020101300506032b657004220420${SK1}812100${SK1}" | xxd -r -p >v2bad.der
expect_ok pubkey --key v2.der --format raw --out v2.pub
equals_hex v2.pub $PK1 "pubkey of a v2 PKCS#8 key"
expect_fail 3 "stored public key does not match" pubkey --key v2bad.der --out sentinel
expect_fail 2 "ctx" sign ed25519 --key ed1.pem --ctx 666f6f --out sentinel empty
expect_fail 2 "ctx" verify ed25519 --pub pk1.pem --sig sig1 --ctx 666f6f empty

# ---- X25519: RFC 7748 §6.1 --------------------------------------------------
A=77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a
B=5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb
APUB=8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a
SHARED=4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742
expect_ok genkey x25519 --seed $A --out xa.pem
expect_ok genkey x25519 --seed $B --out xb.pem
expect_ok pubkey --key xa.pem --format raw --out xa.raw
equals_hex xa.raw $APUB "x25519 public key"
expect_ok pubkey --key xb.pem --out xb.pub
expect_ok derive x25519 --key xa.pem --peer xb.pub --out ss1
equals_hex ss1 $SHARED "derive x25519 (SPKI peer)"
expect_ok derive x25519 --key xb.pem --peer xa.raw --hex
[[ $(cat out) == "$SHARED" ]] && ok || bad "derive --hex with a raw peer"
head -c 32 /dev/zero >zero.raw
expect_fail 3 "small order" derive x25519 --key xa.pem --peer zero.raw --out sentinel

# ---- ML-KEM ------------------------------------------------------------------
SEED=$(printf '%02x' $(seq 0 63))
M=$(printf '%02x' $(seq 100 131))
for alg in ml-kem-512 ml-kem-768 ml-kem-1024; do
    expect_ok genkey $alg --seed $SEED --out $alg.pem
    expect_ok kem keygen $alg --seed $SEED --out $alg.kg.pem
    same $alg.pem $alg.kg.pem "kem keygen = genkey ($alg)"
    expect_ok genkey $alg --seed $SEED --format der --out $alg.der
    # LAMPS seed form: privateKey OCTET STRING = [0] IMPLICIT 64 bytes.
    [[ $(hexof $alg.der) == *0442804"0"$SEED ]] && ok || bad "$alg PKCS#8 seed form"
    expect_ok genkey $alg --seed $SEED --format raw --out $alg.dk
    expect_ok pubkey --key $alg.pem --format raw --out $alg.ek
    expect_ok pubkey --key $alg.pem --out $alg.pub
    expect_ok kem encaps $alg --pub $alg.pub --m $M --ct-out $alg.ct --ss-out $alg.ss
    expect_ok kem encaps $alg --pub $alg.ek --m $M --ct-out $alg.ct2 --hex
    same $alg.ct $alg.ct2 "encaps with SPKI and raw ek ($alg)"
    [[ $(cat out) == "$(hexof $alg.ss)" ]] && ok || bad "encaps --hex ($alg)"
    for key in $alg.pem $alg.der $alg.dk; do
        expect_ok kem decaps $alg --key $key --ct $alg.ct --ss-out $alg.ss2
        same $alg.ss $alg.ss2 "decaps with $key"
    done
    expect_ok kem encaps $alg --pub $alg.pub --ct-out $alg.ct3 --ss-out $alg.ss3
    expect_ok kem decaps $alg --key $alg.pem --ct $alg.ct3 --ss-out $alg.ss4
    same $alg.ss3 $alg.ss4 "random encaps round trip ($alg)"
done
# The expandedKey and both forms, built from the seed form's pieces.
python3 - "$SEED" <<'PY' || bad "could not build the expandedKey/both PKCS#8 files"
import sys
seed = bytes.fromhex(sys.argv[1])
dk = open('ml-kem-768.dk', 'rb').read()
def tlv(tag, body):
    n = len(body)
    if n < 128: l = bytes([n])
    elif n < 256: l = bytes([0x81, n])
    else: l = bytes([0x82, n >> 8, n & 255])
    return bytes([tag]) + l + body
alg = tlv(0x30, tlv(0x06, bytes.fromhex('608648016503040402')))
def p8(inner): return tlv(0x30, bytes.fromhex('020100') + alg + tlv(0x04, inner))
open('exp.der', 'wb').write(p8(tlv(0x04, dk)))
open('both.der', 'wb').write(p8(tlv(0x30, tlv(0x04, seed) + tlv(0x04, dk))))
bad = bytearray(dk); bad[5] ^= 1
open('both_bad.der', 'wb').write(p8(tlv(0x30, tlv(0x04, seed) + tlv(0x04, bytes(bad)))))
hb = bytearray(dk); hb[-40] ^= 1
open('exp_bad.der', 'wb').write(p8(tlv(0x04, bytes(hb))))
PY
for key in exp.der both.der; do
    expect_ok kem decaps ml-kem-768 --key $key --ct ml-kem-768.ct --ss-out k.ss
    same ml-kem-768.ss k.ss "decaps with the $key form"
    expect_ok pubkey --key $key --format raw --out k.ek
    same ml-kem-768.ek k.ek "pubkey of the $key form"
done
expect_fail 3 "does not match the seed" pubkey --key both_bad.der --out sentinel
expect_fail 3 "invalid expanded key" kem decaps ml-kem-768 --key exp_bad.der --ct ml-kem-768.ct --ss-out sentinel
cp ml-kem-768.ek ek_bad; printf '\xff\xff' | dd of=ek_bad bs=1 conv=notrunc 2>/dev/null
expect_fail 3 "invalid" kem encaps ml-kem-768 --pub ek_bad --ct-out sentinel --ss-out sentinel
expect_fail 3 "ciphertext" kem decaps ml-kem-768 --key ml-kem-768.pem --ct ml-kem-512.ct --ss-out sentinel
expect_fail 3 "--m: 32 bytes" kem encaps ml-kem-768 --pub ml-kem-768.pub --m 0011 --ct-out sentinel
expect_fail 2 "missing --ct-out" kem encaps ml-kem-768 --pub ml-kem-768.pub
expect_fail 2 "does not apply" kem decaps ml-kem-768 --key ml-kem-768.pem --ct ml-kem-768.ct --m 00 --out sentinel
expect_fail 2 "unknown kem operation" kem wrap ml-kem-768
expect_fail 2 "cannot be used with 'kem'" kem keygen x25519
expect_fail 3 "holds a ml-kem-512 key, expected ml-kem-768" kem decaps ml-kem-768 --key ml-kem-512.pem --ct ml-kem-768.ct --ss-out sentinel

# ---- Errors common to the commands -------------------------------------------
expect_fail 2 "unknown genkey algorithm 'rsa-1'" genkey rsa-1 --out sentinel
expect_fail 2 "missing key algorithm" genkey
expect_fail 3 "--seed: ed25519 takes 32 bytes, got 31" genkey ed25519 --seed ${SK1:2} --out sentinel
expect_fail 3 "--seed: ml-kem-768 takes 64 bytes" genkey ml-kem-768 --seed $SK1 --out sentinel
expect_fail 3 "--seed: .*hex" genkey ed25519 --seed zz --out sentinel
expect_fail 2 "--format: unknown format" genkey ed25519 --format jwk --out sentinel
expect_fail 2 "cannot be used with 'sign'" sign x25519 --key xa.pem empty
expect_fail 2 "cannot be used with 'derive'" derive ed25519 --key ed1.pem --peer pk1.pem
expect_fail 3 "holds a x25519 key, expected ed25519" sign ed25519 --key xa.pem --out sentinel empty
expect_fail 3 "holds a ed25519 key, expected x25519" derive x25519 --key xa.pem --peer pk1.pem --out sentinel
expect_fail 3 "holds a x25519 key, expected ed25519" verify ed25519 --pub xb.pub --sig sig1 empty
expect_fail 3 "cannot open" sign ed25519 --key nonexistent.pem --out sentinel empty
expect_fail 3 "cannot open" pubkey --key nonexistent.pem --out sentinel
expect_fail 3 "cannot open" verify ed25519 --pub pk1.pem --sig nonexistent empty
expect_fail 3 "cannot open" sign ed25519 --key ed1.pem --out sentinel nonexistent.msg
expect_fail 3 "cannot open" derive x25519 --key xa.pem --peer nonexistent --out sentinel
expect_fail 2 "missing --key" pubkey --out sentinel
expect_fail 2 "missing --sig" verify ed25519 --pub pk1.pem empty
# Malformed PEM: a damaged base64 character, a cut END line, a wrong label.
sed '2s/^./*/' ed1.pem >badchar.pem
expect_fail 3 "malformed PEM" pubkey --key badchar.pem --out sentinel
head -n 2 ed1.pem >cut.pem
expect_fail 3 "malformed PEM" pubkey --key cut.pem --out sentinel
expect_fail 3 "PEM label 'PUBLIC KEY', expected 'PRIVATE KEY'" pubkey --key pk1.pem --out sentinel
expect_fail 3 "PEM label 'PRIVATE KEY', expected 'PUBLIC KEY'" verify ed25519 --pub ed1.pem --sig sig1 empty
# Malformed DER: trailing byte, truncation; a raw key without ALG.
{ cat ed1.der; printf '\x00'; } >trail.der
expect_fail 3 "malformed DER" pubkey --key trail.der --out sentinel
head -c 40 ed1.der >short.der
expect_fail 3 "malformed DER" pubkey --key short.der --out sentinel
expect_fail 3 "needs the algorithm" pubkey --key ed1.raw --out sentinel
head -c 31 ed1.raw >raw31
expect_fail 3 "not a PEM, DER or raw ed25519" pubkey ed25519 --key raw31 --out sentinel

# ---- 'ucrypt list' and --help show the commands ------------------------------
expect_ok list
for word in genkey: pubkey sign: verify: derive: kem: ed25519 x25519 ml-kem-512 ml-kem-1024; do
    grep -q -- "$word" out && ok || bad "'ucrypt list' lacks $word"
done
for cmd in genkey pubkey sign verify derive kem; do
    expect_ok $cmd --help
    grep -q "^Usage: ucrypt $cmd" out && ok || bad "$cmd --help"
done

# ---- OpenSSL: byte-identical files, both directions --------------------------
for alg in ed25519 x25519; do
    openssl genpkey -algorithm $alg -out o_$alg.pem 2>/dev/null
    openssl pkey -in o_$alg.pem -pubout -out o_$alg.pub 2>/dev/null
    expect_ok pubkey --key o_$alg.pem --out u_$alg.pub
    same o_$alg.pub u_$alg.pub "pubkey of an OpenSSL $alg key"
    expect_ok genkey $alg --out u_$alg.pem
    openssl pkey -in u_$alg.pem -out o_re_$alg.pem 2>/dev/null
    same u_$alg.pem o_re_$alg.pem "OpenSSL re-encoding of a ucrypt $alg key"
done

cli_finish "genkey pubkey sign verify derive kem"
