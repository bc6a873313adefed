// SPDX-License-Identifier: Apache-2.0
// Computes the ML-DSA known-answer digests of tests/kat/mldsa_kat.cpp with an
// independent implementation (@noble/post-quantum 0.7.1), so that the
// committed digests do not come from ucrypt's own output.
//
//   node tests/interop/mldsa_kat_digest.mjs
//
// Per parameter set: a SHAKE128 stream seeded with "ucrypt ML-DSA KAT <name>"
// gives, per iteration, ξ (32 bytes), rnd (32), then one byte each for the
// message length, the context length (mod 64), the pre-hash choice, and two
// bytes p; then the message and the context themselves. The iteration runs
// keygen(ξ); a hedged signature with rnd and the context; a deterministic one
// (rnd = 0); a HashML-DSA one with rnd, the context and the pre-hash
// PH[choice mod |PH|] (the functions FIPS 204 allows at the set's strength);
// checks that all three verify and that the first one, with bit (p mod 8) of
// byte (p >> 3) mod |sig| flipped, does not; and absorbs
// pk ‖ sk ‖ sig ‖ sig_det ‖ sig_ph into SHA3-256. The digest is printed after
// 2 iterations and after 50.
import { ml_dsa44, ml_dsa65, ml_dsa87 } from '@noble/post-quantum/ml-dsa.js';
import { sha3_256, sha3_384, sha3_512, shake128, shake128_32, shake256_64 } from '@noble/hashes/sha3.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

const hex = (b) => Buffer.from(b).toString('hex');
// Same order as ucrypt::MlDsaPreHash; the list per set keeps those of
// collision strength ≥ the set's (what noble accepts).
const PH = {
  'ML-DSA-44': [sha256, sha384, sha512, sha3_256, sha3_384, sha3_512, shake128_32, shake256_64],
  'ML-DSA-65': [sha384, sha512, sha3_384, sha3_512, shake256_64],
  'ML-DSA-87': [sha512, sha3_512, shake256_64],
};
const sets = [['ML-DSA-44', ml_dsa44], ['ML-DSA-65', ml_dsa65], ['ML-DSA-87', ml_dsa87]];

for (const [name, dsa] of sets) {
  const stream = shake128.create().update(new TextEncoder().encode(`ucrypt ML-DSA KAT ${name}`));
  const h = sha3_256.create();
  const phs = PH[name];
  for (let i = 1; i <= 50; i++) {
    const input = stream.xof(69);
    const xi = input.subarray(0, 32);
    const rnd = input.subarray(32, 64);
    const msg = stream.xof(input[64]);
    const context = stream.xof(input[65] % 64);
    const ph = dsa.prehash(phs[input[66] % phs.length]);
    const { publicKey, secretKey } = dsa.keygen(xi);
    const sig = dsa.sign(msg, secretKey, { context, extraEntropy: rnd });
    const sigDet = dsa.sign(msg, secretKey, { context, extraEntropy: false });
    const sigPh = ph.sign(msg, secretKey, { context, extraEntropy: rnd });
    if (!dsa.verify(sig, msg, publicKey, { context }) || !dsa.verify(sigDet, msg, publicKey, { context }) ||
        !ph.verify(sigPh, msg, publicKey, { context })) throw new Error(`${name}: verification failed`);
    const bad = Uint8Array.from(sig);
    const p = input[67] + 256 * input[68];
    bad[(p >> 3) % bad.length] ^= 1 << (p & 7);
    if (dsa.verify(bad, msg, publicKey, { context })) throw new Error(`${name}: tampered signature accepted`);
    for (const part of [publicKey, secretKey, sig, sigDet, sigPh]) h.update(part);
    if (i === 2 || i === 50) console.log(`${name} ${i} ${hex(h.clone().digest())}`);
  }
}
