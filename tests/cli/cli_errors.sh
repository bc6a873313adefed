#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The ucrypt tool's conventions (docs/CLI.md): exit codes, the single
# "ucrypt: ..." stderr line on every failure, --out left alone on failure,
# --help/--version/list, and known answers checked against published vectors
# (FIPS 180-2 / FIPS 202 examples, SP 800-185 KMAC samples, RFC 4231, RFC 5869,
# SP 800-38A/38D, RFC 3394/5649/4493/8439, NIST CAVS ANS X9.63) and against
# Python's hashlib/hmac and OpenSSL 3's X963KDF.
#
# usage: cli_errors.sh PATH/TO/ucrypt EXPECTED_VERSION
set -u
UCRYPT=$(realpath "${1:?usage: cli_errors.sh UCRYPT VERSION}")
VERSION=${2:?usage: cli_errors.sh UCRYPT VERSION}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
pass=0
fail=0

ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# run STDIN_FILE ARGS...: runs ucrypt, leaving $WORK/out, $WORK/err and $rc.
run() {
    local in=$1; shift
    "$UCRYPT" "$@" <"$in" >"$WORK/out" 2>"$WORK/err"
    rc=$?
}

# expect_fail CODE REGEX ARGS...: exit CODE, exactly one stderr line
# "ucrypt: ..." matching REGEX, nothing on stdout.
expect_fail() {
    local code=$1 re=$2; shift 2
    run /dev/null "$@"
    local lines; lines=$(wc -l <"$WORK/err")
    if [[ $rc -ne $code ]]; then
        bad "ucrypt $*: exit $rc, expected $code (stderr: $(cat "$WORK/err"))"
    elif [[ $lines -ne 1 ]] || ! grep -Eq "^ucrypt: " "$WORK/err"; then
        bad "ucrypt $*: stderr is not one 'ucrypt: ' line: $(cat "$WORK/err")"
    elif ! grep -Eq -- "$re" "$WORK/err"; then
        bad "ucrypt $*: stderr '$(cat "$WORK/err")' does not match /$re/"
    elif [[ -s $WORK/out && $code -ne 1 ]]; then
        bad "ucrypt $*: wrote to stdout on failure"
    else
        ok
    fi
}

# expect_out IN EXPECTED ARGS...: exit 0, stdout exactly EXPECTED, stderr empty.
expect_out() {
    local in=$1 want=$2; shift 2
    run "$in" "$@"
    local got; got=$(cat "$WORK/out")
    if [[ $rc -ne 0 || $got != "$want" || -s $WORK/err ]]; then
        bad "ucrypt $*: exit $rc, got '$got', expected '$want' (stderr: $(cat "$WORK/err"))"
    else
        ok
    fi
}

# expect_grep REGEX ARGS...: exit 0 and stdout matches REGEX.
expect_grep() {
    local re=$1; shift
    run /dev/null "$@"
    if [[ $rc -ne 0 ]] || ! grep -Eq -- "$re" "$WORK/out"; then
        bad "ucrypt $*: exit $rc, stdout does not match /$re/"
    else
        ok
    fi
}

printf 'abc' >"$WORK/abc"
: >"$WORK/empty"
head -c 200000 /dev/urandom >"$WORK/rand"
printf '\x00\x01\x02\x03' >"$WORK/kmac_msg"

# --- help, version, list -------------------------------------------------
expect_out /dev/null "ucrypt $VERSION" --version
expect_grep '^Usage: ucrypt COMMAND' --help
for c in hash mac kdf enc list; do expect_grep "^Usage: ucrypt $c" "$c" --help; done
expect_grep '^Usage: ucrypt hash' hash sha256 --bogus --help
expect_grep '^  sha512-256' list
expect_grep '^  shake256' list
expect_grep '^  hmac-sha3-512' list
expect_grep '^  kmac256' list
expect_grep '^  hkdf-sha512' list
expect_grep '^kdf:' list
expect_grep '^  cmac-aes +impl: small fast ct' list
expect_grep '^enc:' list
expect_grep '^  chacha20-poly1305' list

# --- known answers -------------------------------------------------------
SHA256_ABC=ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  # FIPS 180-2 B.1
expect_out "$WORK/abc" "$SHA256_ABC" hash sha256
out=$(printf abc | "$UCRYPT" hash sha256); [[ $out == "$SHA256_ABC" ]] && ok || bad "pipe: $out"
expect_out /dev/null "$SHA256_ABC" hash sha256 "$WORK/abc"
expect_out "$WORK/abc" "$SHA256_ABC" hash sha256 -
expect_out "$WORK/abc" "$SHA256_ABC" hash SHA256 --hex
expect_out /dev/null "$SHA256_ABC" hash --impl=small sha256 "$WORK/abc"
expect_out /dev/null "$SHA256_ABC" hash --impl fast sha256 "$WORK/abc"
expect_out /dev/null e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 hash sha256 "$WORK/empty"
# SHA3-256("abc"), FIPS 202 example.
expect_out "$WORK/abc" 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532 hash sha3-256
cp "$WORK/abc" "$WORK/-dash"
(cd "$WORK" && "$UCRYPT" hash sha256 -- -dash) | grep -qx "$SHA256_ABC" && ok || bad "'--' before a dash file name"

# Every hash, both variants, against Python's hashlib on 200 kB of random data.
for alg in sha1 sha224 sha256 sha384 sha512 sha512-224 sha512-256 sha3-224 sha3-256 sha3-384 sha3-512; do
    py=${alg//-/_}
    want=$(python3 -c "import hashlib,sys; print(hashlib.new('$py', open(sys.argv[1],'rb').read()).hexdigest())" "$WORK/rand")
    for impl in small fast; do expect_out /dev/null "$want" hash "$alg" --impl "$impl" "$WORK/rand"; done
done
for n in 16 32; do
    for x in 128 256; do
        want=$(python3 -c "import hashlib,sys; print(hashlib.shake_$x(open(sys.argv[1],'rb').read()).hexdigest($n))" "$WORK/rand")
        expect_out /dev/null "$want" hash "shake$x" --len "$n" "$WORK/rand"
    done
done
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_128(b'abc').hexdigest(16))")" hash shake128
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_256(b'abc').hexdigest(32))")" hash shake256
expect_out "$WORK/abc" "$(python3 -c "import hashlib; print(hashlib.shake_256(b'abc').hexdigest(1000))")" hash shake256 --len=1000

# HMAC: RFC 4231 test case 2 ("Jefe"), and hmac-sha3 against Python.
printf 'what do ya want for nothing?' >"$WORK/jefe"
expect_out "$WORK/jefe" 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843 mac hmac-sha256 --key 4a656665
expect_out "$WORK/jefe" 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843 mac hmac-sha256 --key 4A656665 --impl small
KEY=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f
for alg in sha1 sha224 sha384 sha512 sha3-224 sha3-256 sha3-384 sha3-512; do
    py=${alg//-/_}
    want=$(python3 -c "import hmac,hashlib,sys; print(hmac.new(bytes.fromhex('$KEY'), open(sys.argv[1],'rb').read(), '$py').hexdigest())" "$WORK/rand")
    for impl in small fast; do expect_out /dev/null "$want" mac "hmac-$alg" --key "$KEY" --impl "$impl" "$WORK/rand"; done
done
# KMAC: SP 800-185 KMAC samples #1 and #2.
KK=404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f
expect_out "$WORK/kmac_msg" e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e mac kmac128 --key $KK
CUSTOM=$(printf 'My Tagged Application' | od -An -tx1 | tr -d ' \n')
expect_out "$WORK/kmac_msg" 3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5 mac kmac128 --key $KK --custom "$CUSTOM" --len 32 --impl small
# --verify.
expect_out "$WORK/jefe" "Verified OK" mac hmac-sha256 --key 4a656665 --verify 5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843
run "$WORK/jefe" mac hmac-sha256 --key 4a656665 --verify 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3844
[[ $rc -eq 1 && $(cat "$WORK/out") == "Verification failure" && $(wc -l <"$WORK/err") -eq 1 ]] && ok || bad "--verify mismatch: rc=$rc out=$(cat "$WORK/out")"
expect_fail 3 'verify' mac hmac-sha256 --key 4a656665 --verify 5bdcc146 "$WORK/jefe"

# HKDF: RFC 5869 test case 1, and the 255*HashLen bound.
OKM=3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865
expect_out /dev/null $OKM kdf hkdf-sha256 --ikm 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b --salt 000102030405060708090a0b0c --info f0f1f2f3f4f5f6f7f8f9 --len 42
expect_out /dev/null $OKM kdf --len=42 --info=F0F1F2F3F4F5F6F7F8F9 hkdf-sha256 --salt=000102030405060708090A0B0C --ikm=0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B0B --impl small
run /dev/null kdf hkdf-sha256 --ikm 00 --len 8160
[[ $rc -eq 0 && $(wc -c <"$WORK/out") -eq 16321 ]] && ok || bad "hkdf-sha256 --len 8160: rc=$rc"
expect_fail 3 '8160' kdf hkdf-sha256 --ikm 00 --len 8161
expect_fail 3 '16320' kdf hkdf-sha512 --ikm 00 --len 16321

# ANSI X9.63 KDF: a NIST CAVS ansx963_2001 record (SHA-256, four counter
# blocks), OpenSSL 3's X963KDF on random inputs for every hash, no --salt,
# and the tool's 1 MiB bound.
X963=c498af77161cc59f2962b9a713e2b215152d139766ce34a776df11866a69bf2e52a13d9c7c6fc878c50c5ea0bc7b00e0da2447cfd874f6cf92f30d0097111485500c90c3af8b487872d04685d14c8d1dc8d7fa08beb0ce0ababc11f0bd496269142d43525a78e5bc79a17f59676a5706dc54d54d4d1f0bd7e386128ec26afc21
expect_out /dev/null $X963 kdf x963-sha256 --ikm 22518b10e70f2a3f243810ae3254139efbee04aa57c7af7d --info 75eef81aa3041e33b80971203d2c0c52 --len 128
expect_out /dev/null $X963 kdf x963-sha256 --ikm 22518b10e70f2a3f243810ae3254139efbee04aa57c7af7d --info 75eef81aa3041e33b80971203d2c0c52 --len 128 --impl small
for bits in 224 256 384 512; do
    for len in 1 $((bits / 8)) 100; do
        z=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
        info=$(head -c $((len % 7)) /dev/urandom | od -An -tx1 | tr -d ' \n')
        opt=(-kdfopt "digest:SHA$bits" -kdfopt "hexkey:$z")
        [[ -n $info ]] && opt+=(-kdfopt "hexinfo:$info")
        want=$(openssl kdf -keylen "$len" "${opt[@]}" X963KDF | tr -d ':\n' | tr 'A-F' 'a-f')
        expect_out /dev/null "$want" kdf "x963-sha$bits" --ikm "$z" ${info:+--info "$info"} --len "$len" --impl fast
    done
done
expect_fail 2 'takes no --salt' kdf x963-sha256 --ikm 00 --salt 00 --len 16
expect_fail 3 '1048576' kdf x963-sha256 --ikm 00 --len 1048577

# --- usage errors (exit 2) -----------------------------------------------
expect_fail 2 'missing command' 
expect_fail 2 "unknown command 'frobnicate'" frobnicate
expect_fail 2 "unknown hash algorithm 'md5'" hash md5 "$WORK/abc"
expect_fail 2 "unknown mac algorithm" mac cmac-des --key 00 "$WORK/abc"
expect_fail 2 "unknown kdf algorithm" kdf hkdf-md5 --ikm 00 --len 1
expect_fail 2 "^ucrypt: unknown option '--x' \(see 'ucrypt hash --help'\)$" hash sha256 --x "$WORK/abc"
expect_fail 2 "^ucrypt: unknown option '--x' \(see 'ucrypt hash --help'\)$" hash --x=1 sha256 "$WORK/abc"
expect_fail 2 "^ucrypt: unknown option '-x' \(see 'ucrypt mac --help'\)$" mac hmac-sha256 -x --key 00
expect_fail 2 'missing --key' mac hmac-sha256 "$WORK/abc"
expect_fail 2 'missing hash algorithm' hash
expect_fail 2 "unexpected argument 'extra'" genkey ed25519 extra
expect_fail 2 "unexpected argument" kdf hkdf-sha256 --ikm 00 --len 1 "$WORK/abc"
expect_fail 2 '--len applies only' hash sha256 --len 16 "$WORK/abc"
expect_fail 2 '--len applies only' mac hmac-sha256 --key 00 --len 16 "$WORK/abc"
expect_fail 2 '--custom applies only' mac hmac-sha256 --key 00 --custom 00 "$WORK/abc"
expect_fail 2 'not a number' hash shake128 --len 12x "$WORK/abc"
expect_fail 2 'needs a value' hash shake128 "$WORK/abc" --len
expect_fail 2 'takes no value' hash sha256 --hex=yes "$WORK/abc"
expect_fail 2 'more than once' mac hmac-sha256 --key 00 --key 01 "$WORK/abc"
expect_fail 2 '--impl' hash sha256 --impl turbo "$WORK/abc"
expect_fail 2 'missing --len' kdf hkdf-sha256 --ikm 00
expect_fail 2 'missing --ikm' kdf hkdf-sha256 --len 32

# --- bad input (exit 3) --------------------------------------------------
expect_fail 3 '--key: not a hex digit at position 3' mac hmac-sha256 --key 00zz "$WORK/abc"
expect_fail 3 '--key: odd number of hex digits' mac hmac-sha256 --key abc "$WORK/abc"
expect_fail 3 '--ikm: odd' kdf hkdf-sha256 --ikm 0 --len 32
expect_fail 3 '--salt: not a hex digit' kdf hkdf-sha256 --ikm 00 --salt 0g --len 32
expect_fail 3 '--custom: not a hex digit' mac kmac128 --key 00112233 --custom 'x0' "$WORK/abc"
expect_fail 3 "cannot open '$WORK/nonexistent'" hash sha256 "$WORK/nonexistent"
expect_fail 3 "cannot read '$WORK'" hash sha256 "$WORK"
expect_fail 3 'out of range' hash shake128 --len 0 "$WORK/abc"
expect_fail 3 'out of range \(4 to' mac kmac128 --key 00112233 --len 3 "$WORK/abc"
expect_fail 3 'out of range' kdf hkdf-sha256 --ikm 00 --len 0

# --- enc: known answers, AEAD failures, padding, usage ---------------------
# SP 800-38A F.2.1 (CBC-AES128), F.5.1 (CTR-AES128) and F.3.13 (CFB128-AES128) inputs.
K38A=2b7e151628aed2a6abf7158809cf4f3c
IV38A=000102030405060708090a0b0c0d0e0f
CTR38A=f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff
P38A=6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51
printf '%s' "$P38A" | xxd -r -p >"$WORK/p38a"
expect_out "$WORK/p38a" 7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2 enc aes-128-cbc --key $K38A --iv $IV38A --nopad --hex
expect_out "$WORK/p38a" 874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff enc aes-128-ctr --key $K38A --iv $CTR38A --hex --impl small
expect_out "$WORK/p38a" 3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b enc aes-128-cfb --key $K38A --iv $IV38A --hex --impl ct
# RFC 4493 §4 (CMAC-AES128, empty and 16-byte messages), every variant.
for impl in small fast ct; do
    expect_out "$WORK/empty" bb1d6929e95937287fa37d129b756746 mac cmac-aes --key $K38A --impl $impl
done
printf '6bc1bee22e409f96e93d7e117393172a' | xxd -r -p >"$WORK/m4493"
expect_out "$WORK/m4493" 070a16b46b4d4144f79bdd9dd04a287c mac cmac-aes --key $K38A
# RFC 3394 §4.1 and RFC 5649 §6 (KW and KWP), wrapping and unwrapping.
printf '00112233445566778899aabbccddeeff' | xxd -r -p >"$WORK/kwkey"
expect_out "$WORK/kwkey" 1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5 enc aes-128-kw --key 000102030405060708090A0B0C0D0E0F --hex
printf '1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5' | xxd -r -p >"$WORK/kwwrapped"
expect_out "$WORK/kwwrapped" 00112233445566778899aabbccddeeff enc aes-128-kw --key 000102030405060708090a0b0c0d0e0f --decrypt --hex --impl fast
printf 'c37b7e6492584340bed12207808941155068f738' | xxd -r -p >"$WORK/kwpkey"
expect_out "$WORK/kwpkey" 138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a enc aes-192-kwp --key 5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8 --hex
# GCM, McGrew-Viega test case 2 (SP 800-38D's source): ciphertext || tag, and a 12-byte tag.
head -c 16 /dev/zero >"$WORK/zero16"
Z16=00000000000000000000000000000000
Z12=000000000000000000000000
expect_out "$WORK/zero16" 0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bddf enc aes-128-gcm --key $Z16 --iv $Z12 --hex
expect_out "$WORK/zero16" 0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b2 enc aes-128-gcm --key $Z16 --iv $Z12 --tag-len 12 --hex
printf '0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bddf' | xxd -r -p >"$WORK/gcm_ct"
expect_out "$WORK/gcm_ct" $Z16 enc aes-128-gcm --key $Z16 --iv $Z12 --decrypt --hex
# Every variant and every mode gives the same bytes, and decrypts back.
for c in aes-256-ecb aes-192-cbc aes-128-cbc-cs2 aes-256-ctr aes-192-cfb aes-128-ofb aes-256-xts aes-256-gcm aes-128-ccm aes-256-kwp; do
    args=(--key "$(head -c 64 /dev/urandom | od -An -tx1 | tr -d ' \n' | cut -c1-"$(
        case $c in aes-128-*) echo 32;; aes-192-*) echo 48;; aes-256-xts) echo 128;; *) echo 64;; esac)")")
    case $c in *-ecb|*-kwp) ;; *-ccm) args+=(--iv 0102030405060708090a0b0c) ;; *) args+=(--iv 0f0e0d0c0b0a09080706050403020100) ;; esac
    head -c 1000 "$WORK/rand" >"$WORK/m1000"
    "$UCRYPT" enc $c "${args[@]}" --out "$WORK/c_default" "$WORK/m1000"
    same=1
    for impl in small fast ct; do
        "$UCRYPT" enc $c "${args[@]}" --impl $impl "$WORK/m1000" | cmp -s - "$WORK/c_default" || same=0
    done
    [[ $same -eq 1 ]] && ok || bad "enc $c: variants disagree"
    "$UCRYPT" enc $c "${args[@]}" --decrypt "$WORK/c_default" | cmp -s - "$WORK/m1000" && ok || bad "enc $c: no round trip"
done

# AEAD failures: exit 1, one stderr line, nothing on stdout, --out untouched or never created.
printf '0388dace60b6a392f328c2b971b2fe78ab6e47d42cec13bdf53a67b21257bdde' | xxd -r -p >"$WORK/gcm_bad"
expect_fail 1 'authentication failed' enc aes-128-gcm --key $Z16 --iv $Z12 --decrypt "$WORK/gcm_bad"
[[ ! -s $WORK/out ]] && ok || bad "bad GCM tag wrote plaintext"
echo old >"$WORK/keep"
expect_fail 1 'authentication failed' enc aes-128-gcm --key $Z16 --iv $Z12 --decrypt --out "$WORK/keep" "$WORK/gcm_bad"
[[ $(cat "$WORK/keep") == old ]] && ok || bad "bad tag: --out was modified"
expect_fail 1 'authentication failed' enc aes-128-gcm --key $Z16 --iv $Z12 --decrypt --out "$WORK/never" "$WORK/gcm_bad"
[[ ! -e $WORK/never ]] && ok || bad "bad tag: --out created"
expect_fail 1 'authentication failed' enc aes-128-gcm --key $Z16 --iv 000000000000000000000001 --decrypt "$WORK/gcm_ct"
expect_fail 1 'authentication failed' enc aes-128-gcm --key $Z16 --iv $Z12 --aad 00 --decrypt "$WORK/gcm_ct"
expect_fail 1 'authentication failed' enc chacha20-poly1305 --key $Z16$Z16 --iv $Z12 --decrypt "$WORK/gcm_ct"
expect_fail 1 'authentication failed' enc aes-128-kw --key 000102030405060708090a0b0c0d0e0e --decrypt "$WORK/kwwrapped"
expect_fail 3 'shorter than the 16-byte tag' enc aes-128-gcm --key $Z16 --iv $Z12 --decrypt "$WORK/abc"

# Padding (exit 3): an all-zero last block has no valid PKCS#7 padding.
"$UCRYPT" enc aes-128-cbc --key $Z16 --iv $Z16 --nopad --out "$WORK/zero_ct" "$WORK/zero16"
expect_fail 3 'bad decrypt' enc aes-128-cbc --key $Z16 --iv $Z16 --decrypt "$WORK/zero_ct"
expect_fail 3 'bad decrypt' enc aes-128-cbc --key $Z16 --iv $Z16 --decrypt --out "$WORK/keep" "$WORK/zero_ct"
[[ $(cat "$WORK/keep") == old ]] && ok || bad "bad padding: --out was modified"
expect_fail 3 'not a multiple of the 16-byte block' enc aes-128-cbc --key $Z16 --iv $Z16 --nopad "$WORK/abc"
expect_fail 3 'not a multiple of the 16-byte block' enc aes-128-ecb --key $Z16 --decrypt "$WORK/abc"
expect_fail 3 'the input is empty' enc aes-128-cbc --key $Z16 --iv $Z16 --decrypt "$WORK/empty"

# Bad input (exit 3): key, IV, tag lengths, hex, XTS keys, wrap lengths.
expect_fail 3 '--key: 15 bytes, expected 16' enc aes-128-cbc --key 000102030405060708090a0b0c0d0e --iv $Z16 "$WORK/abc"
expect_fail 3 '--key: 16 bytes, expected 32' enc aes-256-gcm --key $Z16 --iv $Z12 "$WORK/abc"
expect_fail 3 '--key: 32 bytes, expected 64' enc aes-256-xts --key $Z16$Z16 --iv $Z16 "$WORK/abc"
expect_fail 3 '--key: not a hex digit' enc aes-128-ctr --key 0g0102030405060708090a0b0c0d0e0f --iv $Z16 "$WORK/abc"
expect_fail 3 '--iv: 12 bytes, expected 16' enc aes-128-cbc --key $Z16 --iv $Z12 "$WORK/abc"
expect_fail 3 '--iv: 6 bytes, expected 7 to 13' enc aes-128-ccm --key $Z16 --iv 000000000000 "$WORK/abc"
expect_fail 3 '--iv: 16 bytes, expected 12' enc chacha20-poly1305 --key $Z16$Z16 --iv $Z16 "$WORK/abc"
expect_fail 3 '--iv: odd' enc aes-128-ofb --key $Z16 --iv 0 "$WORK/abc"
expect_fail 3 '--tag-len: 5 is not allowed' enc aes-128-gcm --key $Z16 --iv $Z12 --tag-len 5 "$WORK/abc"
expect_fail 3 '--tag-len: 7 is not allowed' enc aes-128-ccm --key $Z16 --iv $Z12 --tag-len 7 "$WORK/abc"
expect_fail 3 '--tag-len: 12 is not allowed' enc chacha20-poly1305 --key $Z16$Z16 --iv $Z12 --tag-len 12 "$WORK/abc"
expect_fail 3 'out of range' enc aes-128-gcm --key $Z16 --iv $Z12 --tag-len 17 "$WORK/abc"
expect_fail 3 'Key1 != Key2' enc aes-128-xts --key $Z16$Z16 --iv $Z16 "$WORK/zero16"
expect_fail 3 'KW wraps a multiple of 8' enc aes-128-kw --key $Z16 "$WORK/abc"
expect_fail 3 'expects a multiple of 8, at least 24' enc aes-128-kw --key $Z16 --decrypt "$WORK/zero16"
expect_fail 3 'at least 16 bytes' enc aes-128-cbc-cs2 --key $Z16 --iv $Z16 "$WORK/abc"
expect_fail 3 'cmac-aes needs 16, 24 or 32 bytes' mac cmac-aes --key 0011 "$WORK/abc"

# Usage errors (exit 2): unknown cipher, missing or meaningless options.
expect_fail 2 "unknown cipher 'aes-128-xyz'" enc aes-128-xyz --key $Z16 "$WORK/abc"
expect_fail 2 "unknown cipher 'aes-192-xts'" enc aes-192-xts --key $Z16 "$WORK/abc"
expect_fail 2 'missing cipher' enc
expect_fail 2 'missing --key' enc aes-128-cbc --iv $Z16 "$WORK/abc"
expect_fail 2 'missing --iv' enc aes-128-cbc --key $Z16 "$WORK/abc"
expect_fail 2 'missing --iv' enc aes-128-gcm --key $Z16 "$WORK/abc"
expect_fail 2 '--nopad applies only to ECB and CBC' enc aes-128-ctr --key $Z16 --iv $Z16 --nopad "$WORK/abc"
expect_fail 2 '--nopad applies only' enc aes-128-gcm --key $Z16 --iv $Z12 --nopad "$WORK/abc"
expect_fail 2 '--tag-len applies only' enc aes-128-cbc --key $Z16 --iv $Z16 --tag-len 16 "$WORK/abc"
expect_fail 2 '--aad applies only' enc aes-128-ctr --key $Z16 --iv $Z16 --aad 00 "$WORK/abc"
expect_fail 2 '--iv is not used' enc aes-128-ecb --key $Z16 --iv $Z16 "$WORK/abc"
expect_fail 2 '--iv is not used' enc aes-128-kw --key $Z16 --iv $Z16 "$WORK/abc"
expect_fail 2 '--impl applies only to AES' enc chacha20-poly1305 --key $Z16$Z16 --iv $Z12 --impl ct "$WORK/abc"
expect_fail 2 "--impl: unknown variant 'turbo'" enc aes-128-cbc --key $Z16 --iv $Z16 --impl turbo "$WORK/abc"
expect_fail 2 'not a number' enc aes-128-gcm --key $Z16 --iv $Z12 --tag-len x "$WORK/abc"
expect_fail 2 "unknown option '--ctx'" enc aes-128-gcm --key $Z16 --iv $Z12 --ctx 00 "$WORK/abc"
expect_fail 2 '--impl ct applies only to cmac-aes' mac hmac-sha256 --key 00 --impl ct "$WORK/abc"

# --- --out: written on success only, atomically --------------------------
expect_out /dev/null "" hash sha256 --out "$WORK/d1" "$WORK/abc"
[[ $(cat "$WORK/d1") == "$SHA256_ABC" ]] && ok || bad "--out content"
echo old >"$WORK/keep"
expect_fail 3 'odd' mac hmac-sha256 --key abc --out "$WORK/keep" "$WORK/abc"
expect_fail 3 'cannot open' hash sha256 --out "$WORK/keep" "$WORK/nonexistent"
expect_fail 2 'unknown option' hash sha256 --out "$WORK/keep" --nope "$WORK/abc"
expect_fail 3 '8160' kdf hkdf-sha256 --ikm 00 --len 9000 --out "$WORK/keep"
run "$WORK/jefe" mac hmac-sha256 --key 4a656665 --out "$WORK/keep" --verify 00000000000000000000000000000000000000000000000000000000000000ff
[[ $rc -eq 1 ]] && ok || bad "--verify failure with --out: rc=$rc"
[[ $(cat "$WORK/keep") == old ]] && ok || bad "--out was modified on failure"
expect_fail 3 'cannot open' hash sha256 --out "$WORK/never" "$WORK/nonexistent"
[[ ! -e $WORK/never ]] && ok || bad "--out created on failure"
expect_fail 3 "cannot write '$WORK/nodir/x'" hash sha256 --out "$WORK/nodir/x" "$WORK/abc"
leftovers=$(find "$WORK" -name '*.ucrypt-*' | wc -l)
[[ $leftovers -eq 0 ]] && ok || bad "temporary files left behind"

echo "[cli] $pass passed, $fail failed"
[[ $fail -eq 0 ]]
