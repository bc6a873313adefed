#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# check_absent.sh NM LIBUCRYPT_C LIBUCRYPT LIBUCRYPT_CORE: the reduced build of
# tests/capi/features (SHA-1, AES, RSA, ML-DSA, LMS, XMSS, Curve448 and
# every curve but P-256 off) defines no function of what is off, compiles none
# of its sources, and still has what is on (so that the check can fail).
nm=$1 capi=$2 lib=$3 core=$4
fail=0
defined() { "$nm" -g --defined-only "$capi" 2>/dev/null | awk '{print $3}' | grep -qx "$1"; }
for f in ucrypt_rsa_sign ucrypt_mldsa_keygen ucrypt_hss_sign ucrypt_xmss_verify ucrypt_x448_public_key \
         ucrypt_cipher_encrypt ucrypt_key_wrap ucrypt_cmac ucrypt_hash_sha1 ucrypt_hmac_sha1 ucrypt_hkdf_sha1 \
         ucrypt_ecdsa_p384_verify ucrypt_ec_brainpoolp256r1_keygen; do
  if defined "$f"; then echo "FAIL: $f is defined in $capi"; fail=1; fi
done
for f in ucrypt_hash_sha256 ucrypt_hmac_sha256 ucrypt_hkdf_sha256 ucrypt_ecdsa_p256_verify \
         ucrypt_mlkem_keygen ucrypt_x25519_public_key ucrypt_poly1305 ucrypt_aead_encrypt ucrypt_hash ucrypt_shake; do
  if ! defined "$f"; then echo "FAIL: $f is missing from $capi"; fail=1; fi
done
members=$(ar t "$lib"; ar t "$core")
for o in rsa_ mldsa_ lms xmss curve448 x448 ed448 aes_ modes_ gcm ccm cmac keywrap ctr_drbg tables_p384; do
  if echo "$members" | grep -q "^$o"; then echo "FAIL: an object $o* was compiled"; fail=1; fi
done
for o in sha256_ tables_p256 ecdsa mlkem x25519 chacha20 hmac_drbg; do
  if ! echo "$members" | grep -q "^$o"; then echo "FAIL: no object $o* in the reduced build"; fail=1; fi
done
[ $fail -eq 0 ] && echo "absent: the left-out families define nothing, the kept ones are there"
exit $fail
