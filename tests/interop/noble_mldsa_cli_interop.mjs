// SPDX-License-Identifier: Apache-2.0
// The ucrypt tool's ML-DSA commands against @noble/post-quantum (FIPS 204),
// through real key files (IETF LAMPS PKCS#8 seed form, SPKI, raw).
//
//   node noble_mldsa_cli_interop.mjs <path to ucrypt> [cases per set]
//
// Per parameter set and random case (default 20): 'ucrypt genkey --seed ξ'
// then 'pubkey --format raw' and 'genkey --format raw' equal noble's
// keygen(ξ) pk and sk; 'ucrypt sign --deterministic --ctx' (or '--rnd', every
// other case with '--impl lowram') equals noble's signature; every third case
// HashML-DSA ('--prehash H --rnd') equals noble's prehash signer; noble's
// hedged signature is accepted by 'ucrypt verify' (SPKI PEM, or raw pk) and
// rejected once a bit of it is flipped; noble verifies ucrypt's hedged one.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ml_dsa44, ml_dsa65, ml_dsa87 } from '@noble/post-quantum/ml-dsa.js';
import { sha3_256, sha3_384, sha3_512, shake128_32, shake256_64 } from '@noble/hashes/sha3.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

const ucrypt = process.argv[2];
const cases = Number(process.argv[3] ?? 20);
if (!ucrypt) {
  console.error('usage: node noble_mldsa_cli_interop.mjs <ucrypt> [cases per set]');
  process.exit(2);
}

const hex = (b) => Buffer.from(b).toString('hex');
const rint = (n) => randomBytes(4).readUInt32LE(0) % n;
const dir = mkdtempSync(join(tmpdir(), 'ucrypt_mldsa_cli_'));
const path = (name) => join(dir, name);
const run = (...args) => execFileSync(ucrypt, args, { stdio: ['ignore', 'pipe', 'pipe'] });
// The exit code of 'ucrypt verify' (0 accepted, 1 rejected, else an error).
function verifyExit(...args) {
  try {
    run('verify', ...args);
    return 0;
  } catch (e) {
    return e.status;
  }
}

let failures = 0;
let checks = 0;
function expectEqual(what, ours, theirs) {
  checks++;
  const a = typeof ours === 'object' ? hex(ours) : String(ours);
  const b = typeof theirs === 'object' ? hex(theirs) : String(theirs);
  if (a !== b) {
    failures++;
    if (failures <= 10) console.error(`MISMATCH ${what}: ucrypt ${a.slice(0, 64)} noble ${b.slice(0, 64)}`);
  }
}

// The pre-hashes noble allows per set (collision strength ≥ the set's), with
// the tool's names.
const PH = {
  'ml-dsa-44': [['sha256', sha256], ['sha384', sha384], ['sha512', sha512], ['sha3-256', sha3_256],
    ['sha3-384', sha3_384], ['sha3-512', sha3_512], ['shake128', shake128_32], ['shake256', shake256_64]],
  'ml-dsa-65': [['sha384', sha384], ['sha512', sha512], ['sha3-384', sha3_384], ['sha3-512', sha3_512],
    ['shake256', shake256_64]],
  'ml-dsa-87': [['sha512', sha512], ['sha3-512', sha3_512], ['shake256', shake256_64]],
};

function randomContext() {
  const r = rint(4);
  return randomBytes(r === 0 ? 0 : r === 1 ? 255 : 1 + rint(64));
}

const sets = [['ml-dsa-44', ml_dsa44], ['ml-dsa-65', ml_dsa65], ['ml-dsa-87', ml_dsa87]];

try {
  for (const [alg, dsa] of sets) {
    let passed = 0;
    for (let i = 0; i < cases; i++) {
      const before = failures;
      const tag = `${alg} case ${i}`;
      const xi = randomBytes(32);
      const nk = dsa.keygen(xi);
      run('genkey', alg, '--seed', hex(xi), '--out', path('key.pem'));
      run('pubkey', '--key', path('key.pem'), '--out', path('pub.pem'));
      expectEqual(`${tag} pk`, run('pubkey', '--key', path('key.pem'), '--format', 'raw'), nk.publicKey);
      expectEqual(`${tag} sk`, run('genkey', alg, '--seed', hex(xi), '--format', 'raw'), nk.secretKey);

      const msg = randomBytes(rint(300));
      writeFileSync(path('msg'), msg);
      const ctx = randomContext();
      const ctxArgs = ctx.length ? ['--ctx', hex(ctx)] : [];
      const impl = i % 2 ? ['--impl', 'lowram'] : [];
      const det = dsa.sign(msg, nk.secretKey, { context: ctx, extraEntropy: false });
      expectEqual(`${tag} deterministic`, run('sign', alg, '--key', path('key.pem'), '--deterministic', ...ctxArgs,
        ...impl, path('msg')), det);
      const rnd = randomBytes(32);
      const withRnd = dsa.sign(msg, nk.secretKey, { context: ctx, extraEntropy: rnd });
      expectEqual(`${tag} --rnd`, run('sign', alg, '--key', path('key.pem'), '--rnd', hex(rnd), ...ctxArgs, ...impl,
        path('msg')), withRnd);
      if (i % 3 === 0) {
        const [name, hash] = PH[alg][rint(PH[alg].length)];
        const ph = dsa.prehash(hash).sign(msg, nk.secretKey, { context: ctx, extraEntropy: rnd });
        expectEqual(`${tag} HashML-DSA ${name}`, run('sign', alg, '--key', path('key.pem'), '--prehash', name,
          '--rnd', hex(rnd), ...ctxArgs, path('msg')), ph);
        writeFileSync(path('ph.sig'), ph);
        expectEqual(`${tag} verify HashML-DSA ${name}`, verifyExit(alg, '--pub', path('pub.pem'), '--sig',
          path('ph.sig'), '--prehash', name, ...ctxArgs, path('msg')), 0);
      }

      const hedged = dsa.sign(msg, nk.secretKey, { context: ctx });
      writeFileSync(path('n.sig'), hedged);
      writeFileSync(path('pk.raw'), nk.publicKey);
      const pub = i % 2 ? path('pk.raw') : path('pub.pem');
      expectEqual(`${tag} ucrypt verifies noble`, verifyExit(alg, '--pub', pub, '--sig', path('n.sig'), ...ctxArgs,
        ...impl, path('msg')), 0);
      const bad = Uint8Array.from(hedged);
      const bit = rint(8 * bad.length);
      bad[bit >> 3] ^= 1 << (bit & 7);
      writeFileSync(path('bad.sig'), bad);
      expectEqual(`${tag} ucrypt rejects a flipped bit`, verifyExit(alg, '--pub', pub, '--sig', path('bad.sig'),
        ...ctxArgs, path('msg')), 1);

      const ours = run('sign', alg, '--key', path('key.pem'), ...ctxArgs, path('msg'));
      expectEqual(`${tag} noble verifies ucrypt`, dsa.verify(ours, msg, nk.publicKey, { context: ctx }), true);
      if (failures === before) passed++;
    }
    console.log(`[vectors] noble/post-quantum ml-dsa CLI (${alg}): ${passed} passed`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${checks} checks, ${failures} mismatches`);
process.exit(failures === 0 ? 0 : 1);
