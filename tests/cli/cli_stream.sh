#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# ucrypt enc, hash and mac on inputs larger than the tool's 64 KiB buffer
# (docs/CLI.md): every enc mode round trips on an 8 MB file and matches
# `openssl enc` (ECB, CBC, CTR, CFB, OFB) or Python's `cryptography` (GCM,
# CCM, ChaCha20-Poly1305, XTS); a tampered AEAD ciphertext exits 1 and leaves
# no output; enc (every mode but XTS and KW/KWP, which their standards bound
# at 16 MiB), hash and mac run in constant memory (max RSS under
# /usr/bin/time -v on a 200 MB file, CCM decryption from a pipe too);
# hash/mac over several files and --check.
#
# usage: cli_stream.sh PATH/TO/ucrypt
set -u
source "$(dirname "$0")/lib.sh"
cli_setup "$@"
cli_need openssl python3 /usr/bin/time

# 8 MB + 7 bytes: many chunks and a partial last block.
head -c $((8 * 1024 * 1024 + 7)) /dev/urandom >big
head -c 64 /dev/urandom >keys
K16=$(head -c 16 keys | od -An -v -tx1 | tr -d ' \n')
K24=$(head -c 24 keys | od -An -v -tx1 | tr -d ' \n')
K32=$(head -c 32 keys | od -An -v -tx1 | tr -d ' \n')
K64=$(od -An -v -tx1 keys | tr -d ' \n')
IV=0f0e0d0c0b0a09080706050403020100
N12=000102030405060708090a0b

key_for() {
    case $1 in aes-128-xts) echo "$K32" ;; aes-256-xts) echo "$K64" ;; aes-128-*) echo "$K16" ;;
        aes-192-*) echo "$K24" ;; *) echo "$K32" ;; esac
}

# ---- OpenSSL's enc: the same bytes, both ways --------------------------------
for c in aes-128-ecb aes-192-cbc aes-256-cbc aes-128-ctr aes-256-cfb aes-192-ofb; do
    k=$(key_for $c)
    iv=(--iv "$IV"); oiv=(-iv "$IV")
    [[ $c == *-ecb ]] && iv=() && oiv=()
    "$UCRYPT" enc $c --key "$k" "${iv[@]}" --out ct big || bad "enc $c failed"
    openssl enc -$c -K "$k" "${oiv[@]}" -in big -out ossl_ct
    same ct ossl_ct "enc $c vs openssl enc"
    "$UCRYPT" enc $c --key "$k" "${iv[@]}" --decrypt --out pt ossl_ct || bad "enc $c --decrypt failed"
    same pt big "enc $c: decrypt of openssl's ciphertext"
    # Standard input and output stream too.
    "$UCRYPT" enc $c --key "$k" "${iv[@]}" <big | cmp -s - ossl_ct && ok || bad "enc $c: pipe"
done
# --nopad on a block multiple, against openssl -nopad.
head -c $((4 * 1024 * 1024)) big >big4m
"$UCRYPT" enc aes-256-cbc --key $K32 --iv $IV --nopad --out ct big4m
openssl enc -aes-256-cbc -K $K32 -iv $IV -nopad -in big4m -out ossl_ct
same ct ossl_ct "enc aes-256-cbc --nopad vs openssl"
expect_fail 3 'not a multiple of the 16-byte block' enc aes-256-cbc --key $K32 --iv $IV --nopad --out sentinel big

# ---- AEADs and XTS: Python's cryptography package -----------------------------
python3 - "$K16" "$K32" "$K64" "$N12" <<'PY' || bad "python reference ciphertexts"
import sys
from cryptography.hazmat.primitives.ciphers.aead import AESGCM, AESCCM, ChaCha20Poly1305
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
k16, k32, k64, n12 = (bytes.fromhex(a) for a in sys.argv[1:5])
data = open("big", "rb").read()
aad = bytes(range(20))
open("ref_gcm", "wb").write(AESGCM(k32).encrypt(n12, data, aad))
open("ref_ccm", "wb").write(AESCCM(k16, tag_length=12).encrypt(n12[:11], data, aad))
open("ref_chacha", "wb").write(ChaCha20Poly1305(k32).encrypt(n12, data, aad))
xts_in = data[: 16 * 1024 * 1024 // 2 + 5]
enc = Cipher(algorithms.AES(k64), modes.XTS(bytes(range(16)))).encryptor()
open("xts_in", "wb").write(xts_in)
open("ref_xts", "wb").write(enc.update(xts_in) + enc.finalize())
PY
AAD=000102030405060708090a0b0c0d0e0f10111213
aead_case() {  # NAME CIPHER KEY IV REF [options...]
    local name=$1 c=$2 k=$3 nonce=$4 ref=$5; shift 5
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --out ct big
    same ct "$ref" "enc $name vs cryptography"
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --decrypt --out pt "$ref"
    same pt big "enc $name --decrypt"
    # From a pipe: the ciphertext is spooled, then verified and decrypted.
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --decrypt <"$ref" | cmp -s - big && ok ||
        bad "enc $name --decrypt from a pipe"
    # A tampered byte in the middle: exit 1, no output file, nothing on stdout.
    cp "$ref" bad_ct
    printf '\xff' | dd of=bad_ct bs=1 seek=4000000 conv=notrunc status=none
    cmp -s bad_ct "$ref" && bad "tampering did not change the file"
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --decrypt --out never bad_ct 2>err
    rc=$?
    [[ $rc -eq 1 && ! -e never ]] && grep -q 'authentication failed' err && ok ||
        bad "enc $name: tampered ciphertext: exit $rc, output $(ls never 2>&1)"
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --decrypt bad_ct >stdout_out 2>err
    rc=$?
    [[ $rc -eq 1 && ! -s stdout_out ]] && ok || bad "enc $name: tampered ciphertext to stdout: exit $rc, $(wc -c <stdout_out) bytes"
    echo keep >kept
    "$UCRYPT" enc $c --key $k --iv "$nonce" --aad $AAD "$@" --decrypt --out kept bad_ct 2>err
    [[ $? -eq 1 && $(cat kept) == keep ]] && ok || bad "enc $name: tampered ciphertext replaced --out"
}
aead_case aes-256-gcm aes-256-gcm $K32 $N12 ref_gcm
aead_case aes-128-ccm aes-128-ccm $K16 ${N12:0:22} ref_ccm --tag-len 12
aead_case chacha20-poly1305 chacha20-poly1305 $K32 $N12 ref_chacha
"$UCRYPT" enc aes-256-xts --key $K64 --iv 000102030405060708090a0b0c0d0e0f --out ct xts_in
same ct ref_xts "enc aes-256-xts vs cryptography"
"$UCRYPT" enc aes-256-xts --key $K64 --iv 000102030405060708090a0b0c0d0e0f --decrypt --out pt ref_xts
same pt xts_in "enc aes-256-xts --decrypt"
head -c $((16 * 1024 * 1024 + 16)) /dev/zero >xts_long
expect_fail 3 'at most 2\^20 blocks' enc aes-128-xts --key $K32 --iv $IV xts_long

# ---- Modes without a reference here: round trips on the big file --------------
for c in aes-128-cbc-cs2 aes-256-cbc-cs2; do
    k=$(key_for $c)
    "$UCRYPT" enc $c --key $k --iv $IV --out ct big
    size_is ct "$(wc -c <big)" "enc $c length"
    "$UCRYPT" enc $c --key $k --iv $IV --decrypt --out pt ct
    same pt big "enc $c round trip"
done
head -c 100000 big >m100k
"$UCRYPT" enc aes-128-cbc-cs2 --key $K16 --iv $IV --out cs2_file m100k
"$UCRYPT" enc aes-128-cbc-cs2 --key $K16 --iv $IV <m100k | cmp -s - cs2_file && ok || bad "cbc-cs2: pipe and file differ"
# CBC-CS2 = CBC for a multiple of 16 (SP 800-38A Addendum): compare with openssl -nopad.
head -c 65552 big >m65552
"$UCRYPT" enc aes-128-cbc-cs2 --key $K16 --iv $IV --out ct m65552
openssl enc -aes-128-cbc -K $K16 -iv $IV -nopad -in m65552 -out ossl_ct
same ct ossl_ct "cbc-cs2 on whole blocks vs openssl cbc"
for c in aes-128-kw aes-256-kwp; do
    "$UCRYPT" enc $c --key "$(key_for $c)" --out ct m65552 && "$UCRYPT" enc $c --key "$(key_for $c)" --decrypt --out pt ct
    same pt m65552 "enc $c round trip (64 KiB + 16)"
done
expect_fail 3 'at most 16 MiB' enc aes-256-kwp --key $K32 xts_long

# ---- Constant memory: max RSS on a 200 MB file, every streaming mode ------------
# The whole file would need 200 MB; the tool holds a few 64 KiB buffers.
LIMIT_KB=16384
head -c $((200 * 1024 * 1024)) /dev/zero >huge
rss_ok() {  # WHAT COMMAND...: exit 0 and max RSS under LIMIT_KB
    local what=$1; shift
    /usr/bin/time -v -o time.log "$@" >/dev/null 2>err
    local rc=$? kb
    kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.log)
    if [[ $rc -eq 0 && -n $kb && $kb -lt $LIMIT_KB ]]; then ok; else bad "$what: exit $rc, max RSS ${kb:-?} kB (limit $LIMIT_KB): $(cat err)"; fi
}
rss_ok "enc aes-256-gcm" "$UCRYPT" enc aes-256-gcm --key $K32 --iv $N12 --out huge.gcm huge
rss_ok "enc aes-256-gcm --decrypt" "$UCRYPT" enc aes-256-gcm --key $K32 --iv $N12 --decrypt --out huge.pt huge.gcm
same huge.pt huge "200 MB GCM round trip"
rm -f huge.gcm huge.pt
rss_ok "enc aes-128-cbc" "$UCRYPT" enc aes-128-cbc --key $K16 --iv $IV --out huge.cbc huge
rss_ok "enc aes-128-cbc --decrypt (stdout)" "$UCRYPT" enc aes-128-cbc --key $K16 --iv $IV --decrypt huge.cbc
rm -f huge.cbc
rss_ok "enc chacha20-poly1305 (stdout)" "$UCRYPT" enc chacha20-poly1305 --key $K32 --iv $N12 huge
# CCM (the length comes first in B0): a file, and a pipe that is spooled to a
# temporary file before the tag is verified.
rss_ok "enc aes-128-ccm" "$UCRYPT" enc aes-128-ccm --key $K16 --iv "${N12:0:22}" --out huge.ccm huge
rss_ok "enc aes-128-ccm --decrypt (from a pipe)" "$UCRYPT" enc aes-128-ccm --key $K16 --iv "${N12:0:22}" --decrypt <huge.ccm
rm -f huge.ccm
# The other streaming modes, one direction each (the same code runs both).
for c in aes-128-ecb aes-128-ctr aes-256-cfb aes-192-ofb aes-128-cbc-cs2; do
    iv=(--iv "$IV"); [[ $c == *-ecb ]] && iv=()
    rss_ok "enc $c (stdout)" "$UCRYPT" enc $c --key "$(key_for $c)" "${iv[@]}" huge
done
# XTS (one data unit) and KW/KWP (six passes over the key data) are bounded at
# 16 MiB by their standards and the tool (checked above), not streamed.
rss_ok "hash sha256" "$UCRYPT" hash sha256 huge big
rss_ok "mac hmac-sha256" "$UCRYPT" mac hmac-sha256 --key 00 huge
# The bound is real: a tool that read the whole 200 MB file would exceed it.
/usr/bin/time -v -o time.log python3 -c 'import sys; d=open(sys.argv[1],"rb").read()' huge
kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' time.log)
[[ $kb -gt $LIMIT_KB ]] && ok || bad "reading 200 MB at once took only $kb kB: the bound proves nothing"
rm -f huge

# ---- hash and mac over several files; --check ----------------------------------
printf 'abc' >abc
: >empty
"$UCRYPT" hash sha256 abc empty big >sums
sha256sum abc empty big >sums_ref
same sums sums_ref "hash sha256 over three files vs sha256sum"
"$UCRYPT" hash sha256 --names abc | cmp -s - <(sha256sum abc) && ok || bad "hash --names"
[[ $("$UCRYPT" hash sha256 abc) == $(sha256sum abc | cut -c1-64) ]] && ok || bad "hash of one file: bare hex"
# Our list checks with sha256sum -c, and sha256sum's with ours.
sha256sum -c --quiet sums && ok || bad "sha256sum -c rejects ucrypt's list"
"$UCRYPT" hash sha256 --check sums_ref >report 2>err
[[ $? -eq 0 && $(cat report) == $'abc: OK\nempty: OK\nbig: OK' && ! -s err ]] && ok || bad "--check: $(cat report err)"
# A changed file: FAILED, exit 1, one stderr line.
cp big big_copy
"$UCRYPT" hash sha256 abc big_copy >sums2
printf 'x' >>big_copy
"$UCRYPT" hash sha256 --check sums2 >report 2>err
rc=$?
[[ $rc -eq 1 && $(cat report) == $'abc: OK\nbig_copy: FAILED' && $(cat err) == 'ucrypt: 1 of 2 listed files did NOT match' ]] &&
    ok || bad "--check FAILED: exit $rc, $(cat report err)"
# The binary marker '*' and CRLF line ends are accepted.
printf '%s *abc\r\n' "$(sha256sum abc | cut -c1-64)" >sums_bin
"$UCRYPT" hash sha256 --check sums_bin >report 2>err && [[ $(cat report) == 'abc: OK' ]] && ok || bad "--check '*' and CRLF: $(cat report err)"
# A missing file: FAILED open or read, exit 3; the others are still checked.
"$UCRYPT" hash sha256 abc empty >sums3
sed -i 's/  empty$/  missing/' sums3
"$UCRYPT" hash sha256 --check sums3 >report 2>err
rc=$?
[[ $rc -eq 3 && $(cat report) == $'abc: OK\nmissing: FAILED open or read' && $(wc -l <err) -eq 1 ]] &&
    grep -q '1 of 2 listed files could not be read' err && ok || bad "--check missing file: exit $rc, $(cat report err)"
# Malformed lines: exit 3 naming the line, and nothing checked.
for line in 'not a checksum line' "$(sha256sum abc | cut -c1-63)  abc" "$(sha256sum abc | cut -c1-64) abc" \
            "$(sha256sum abc | cut -c1-64)  " "zz$(sha256sum abc | cut -c3-64)  abc"; do
    { sha256sum abc; echo "$line"; } >sums_bad
    expect_fail 3 "'sums_bad' line 2: malformed" hash sha256 --check sums_bad
done
: >sums_empty
expect_fail 3 'no checksum lines' hash sha256 --check sums_empty
expect_fail 3 "cannot open 'nolist'" hash sha256 --check nolist
expect_fail 2 '--check takes the file names' hash sha256 --check sums abc
expect_fail 2 'does not apply' hash sha256 --check sums --out sentinel
expect_fail 3 "cannot open 'missing'" hash sha256 abc missing
# The list from standard input; shake with --len.
"$UCRYPT" hash sha256 --check - <sums >report 2>err && ok || bad "--check -: $(cat err)"
"$UCRYPT" hash shake256 --len 64 abc big >shake_sums
"$UCRYPT" hash shake256 --len 64 --check shake_sums >/dev/null 2>err && ok || bad "shake256 --check: $(cat err)"
expect_fail 3 'line 1: malformed \(expected 64 hex digits' hash shake256 --check shake_sums
# mac: several files match Python's hmac; --check compares tags; --verify takes one file.
KEY=000102030405060708090a0b0c0d0e0f
"$UCRYPT" mac hmac-sha256 --key $KEY abc big >macs
python3 - $KEY >macs_ref <<'PY'
import hmac, hashlib, sys
k = bytes.fromhex(sys.argv[1])
for n in ("abc", "big"):
    print(hmac.new(k, open(n, "rb").read(), hashlib.sha256).hexdigest() + "  " + n)
PY
same macs macs_ref "mac hmac-sha256 over two files vs Python hmac"
"$UCRYPT" mac hmac-sha256 --key $KEY --check macs >report 2>err && [[ $(cat report) == $'abc: OK\nbig: OK' ]] && ok ||
    bad "mac --check: $(cat report err)"
"$UCRYPT" mac hmac-sha256 --key ${KEY:0:30}ff --check macs >report 2>err
[[ $? -eq 1 && $(cat report) == $'abc: FAILED\nbig: FAILED' ]] && ok || bad "mac --check, wrong key: $(cat report err)"
"$UCRYPT" mac cmac-aes --key $KEY abc big >cmacs
"$UCRYPT" mac cmac-aes --key $KEY --check cmacs >/dev/null 2>err && ok || bad "cmac --check: $(cat err)"
expect_fail 3 'cmac-aes needs 16, 24 or 32 bytes' mac cmac-aes --key 0011 --check cmacs
expect_fail 2 '--verify checks one FILE' mac hmac-sha256 --key $KEY --verify 00 abc big
expect_fail 2 'exclude each other' mac hmac-sha256 --key $KEY --verify 00 --check macs

cli_finish "streaming enc, hash, mac"
