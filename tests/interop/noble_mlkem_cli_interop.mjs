// SPDX-License-Identifier: Apache-2.0
// The ucrypt tool's ML-KEM commands against @noble/post-quantum (FIPS 203),
// through real key files (IETF LAMPS PKCS#8 seed form, SPKI).
//
//   node noble_mlkem_cli_interop.mjs <path to ucrypt> [cases per set]
//
// Per parameter set and random case (default 50): 'ucrypt genkey --seed'
// then 'pubkey --format raw' and 'genkey --format raw' equal noble's
// keygen(seed) public and secret keys; 'ucrypt kem encaps --m' (SPKI PEM
// input) equals noble's encapsulate(pk, m); noble's ciphertext (fresh m) is
// decapsulated by 'ucrypt kem decaps' from the PKCS#8 PEM file; and noble
// decapsulates a ucrypt ciphertext made with system randomness.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ml_kem512, ml_kem768, ml_kem1024 } from '@noble/post-quantum/ml-kem.js';

const ucrypt = process.argv[2];
const cases = Number(process.argv[3] ?? 50);
if (!ucrypt) {
  console.error('usage: node noble_mlkem_cli_interop.mjs <ucrypt> [cases per set]');
  process.exit(2);
}

const hex = (b) => Buffer.from(b).toString('hex');
const dir = mkdtempSync(join(tmpdir(), 'ucrypt_mlkem_cli_'));
const path = (name) => join(dir, name);
const run = (...args) => execFileSync(ucrypt, args, { stdio: ['ignore', 'pipe', 'pipe'] });

let failures = 0;
let checks = 0;
function expectEqual(what, ours, theirs) {
  checks++;
  if (hex(ours) !== hex(theirs)) {
    failures++;
    if (failures <= 10) console.error(`MISMATCH ${what}: ucrypt ${hex(ours).slice(0, 64)} noble ${hex(theirs).slice(0, 64)}`);
  }
}

const sets = [
  ['ml-kem-512', ml_kem512],
  ['ml-kem-768', ml_kem768],
  ['ml-kem-1024', ml_kem1024],
];

try {
  for (const [alg, kem] of sets) {
    let passed = 0;
    for (let i = 0; i < cases; i++) {
      const before = failures;
      const tag = `${alg} case ${i}`;
      const seed = randomBytes(64);
      const nk = kem.keygen(seed);
      run('genkey', alg, '--seed', hex(seed), '--out', path('key.pem'));
      run('pubkey', '--key', path('key.pem'), '--out', path('pub.pem'));
      expectEqual(`${tag} ek`, run('pubkey', '--key', path('key.pem'), '--format', 'raw'), nk.publicKey);
      expectEqual(`${tag} dk`, run('genkey', alg, '--seed', hex(seed), '--format', 'raw'), nk.secretKey);

      const m = randomBytes(32);
      const ne = kem.encapsulate(nk.publicKey, m);
      run('kem', 'encaps', alg, '--pub', path('pub.pem'), '--m', hex(m), '--ct-out', path('ct'), '--ss-out', path('ss'));
      expectEqual(`${tag} ct`, readFileSync(path('ct')), ne.cipherText);
      expectEqual(`${tag} ss`, readFileSync(path('ss')), ne.sharedSecret);

      const ne2 = kem.encapsulate(nk.publicKey);
      writeFileSync(path('ct2'), ne2.cipherText);
      expectEqual(`${tag} decaps`, run('kem', 'decaps', alg, '--key', path('key.pem'), '--ct', path('ct2')), ne2.sharedSecret);

      run('kem', 'encaps', alg, '--pub', path('pub.pem'), '--ct-out', path('ct3'), '--ss-out', path('ss3'));
      expectEqual(`${tag} noble decaps`, readFileSync(path('ss3')), kem.decapsulate(readFileSync(path('ct3')), nk.secretKey));
      if (failures === before) passed++;
    }
    console.log(`[vectors] noble/post-quantum ml-kem CLI (${alg}): ${passed} passed`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${checks} checks, ${failures} mismatches`);
process.exit(failures === 0 ? 0 : 1);
