// SPDX-License-Identifier: Apache-2.0
// Computes the ML-KEM known-answer digests of tests/kat/mlkem_kat.cpp with an
// independent implementation (@noble/post-quantum), so that the committed
// digests do not come from ucrypt's own output.
//
//   node tests/interop/mlkem_kat_digest.mjs
//
// Per parameter set: a SHAKE128 stream seeded with "ucrypt ML-KEM KAT <name>"
// gives, per iteration, d ‖ z (64 bytes), m (32 bytes) and two bytes p. The
// iteration runs keygen(d ‖ z), encapsulate(ek, m), decapsulates the
// ciphertext and a copy with bit 0 of byte (p0 + 256·p1) mod |ct| flipped, and
// absorbs ek ‖ dk ‖ ct ‖ ss ‖ ss_rejected into SHA3-256. The digest is
// printed after the first 10 and after 100 iterations.
import { ml_kem512, ml_kem768, ml_kem1024 } from '@noble/post-quantum/ml-kem.js';
import { sha3_256, shake128 } from '@noble/hashes/sha3.js';

const hex = (b) => Buffer.from(b).toString('hex');
const sets = [['ML-KEM-512', ml_kem512], ['ML-KEM-768', ml_kem768], ['ML-KEM-1024', ml_kem1024]];

for (const [name, kem] of sets) {
  const stream = shake128.create().update(new TextEncoder().encode(`ucrypt ML-KEM KAT ${name}`));
  const h = sha3_256.create();
  for (let i = 1; i <= 100; i++) {
    const input = stream.xof(98);
    const seed = input.subarray(0, 64);
    const m = input.subarray(64, 96);
    const { publicKey, secretKey } = kem.keygen(seed);
    const { cipherText, sharedSecret } = kem.encapsulate(publicKey, m);
    const back = kem.decapsulate(cipherText, secretKey);
    if (hex(back) !== hex(sharedSecret)) throw new Error(`${name}: decapsulation mismatch`);
    const bad = Uint8Array.from(cipherText);
    bad[(input[96] + 256 * input[97]) % bad.length] ^= 1;
    const rejected = kem.decapsulate(bad, secretKey);
    for (const part of [publicKey, secretKey, cipherText, sharedSecret, rejected]) h.update(part);
    if (i === 10 || i === 100) console.log(`${name} ${i} ${hex(h.clone().digest())}`);
  }
}
