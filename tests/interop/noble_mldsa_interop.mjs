// SPDX-License-Identifier: Apache-2.0
// ML-DSA differential test against @noble/post-quantum 0.7.1, both directions.
//
//   node noble_mldsa_interop.mjs <path to mldsa_driver> [cases per set]
//
// Per parameter set and random case (default 500, alternating the default
// and low-ram variants): keygen from the same ξ (pk and sk byte-equal), and
// one signing check in rotation, all with a random message and a random
// context (0–255 bytes, often empty):
//   0  pure ML-DSA with the same rnd: byte-equal
//   1  deterministic (rnd = 0): byte-equal
//   2  HashML-DSA (a pre-hash noble allows at this strength) with the same
//      rnd: byte-equal, and ucrypt's verify_prehash accepts noble's
//   3  external μ (noble's internal.sign with externalMu) with the same rnd:
//      byte-equal
//   4  hedged: ucrypt signs with fresh randomness and noble verifies; noble
//      signs hedged and ucrypt verifies
// Every case also flips one random bit of noble's signature (or of the
// message) and checks that ucrypt's verdict equals noble's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { ml_dsa44, ml_dsa65, ml_dsa87 } from '@noble/post-quantum/ml-dsa.js';
import { sha3_256, sha3_384, sha3_512, shake128_32, shake256, shake256_64 } from '@noble/hashes/sha3.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

const driverPath = process.argv[2];
const cases = Number(process.argv[3] ?? 500);
if (!driverPath) {
  console.error('usage: node noble_mldsa_interop.mjs <mldsa_driver> [cases]');
  process.exit(2);
}

const hex = (b) => (b.length === 0 ? '-' : Buffer.from(b).toString('hex'));
const unhex = (s) => new Uint8Array(Buffer.from(s, 'hex'));
const rint = (n) => randomBytes(4).readUInt32LE(0) % n;

const driver = spawn(driverPath, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: driver.stdout })[Symbol.asyncIterator]();

let failures = 0;
function expectEqual(what, ours, theirs) {
  if (ours !== theirs) {
    failures++;
    if (failures <= 10) console.error(`MISMATCH ${what}: ucrypt ${String(ours).slice(0, 64)} noble ${String(theirs).slice(0, 64)}`);
  }
}

// Commands depend on noble's results only: a batch is written at once and
// the answers are checked in order.
const pending = [];
const ask = (cmd, check) => pending.push({ cmd, check });
async function flush() {
  driver.stdin.write(pending.map((p) => p.cmd + '\n').join(''));
  for (const { cmd, check } of pending) {
    const { value, done } = await lines.next();
    if (done) throw new Error(`driver exited on: ${cmd.slice(0, 40)}`);
    check(value);
  }
  pending.length = 0;
}

const PH = {
  44: [['sha256', sha256], ['sha384', sha384], ['sha512', sha512], ['sha3_256', sha3_256], ['sha3_384', sha3_384],
    ['sha3_512', sha3_512], ['shake128', shake128_32], ['shake256', shake256_64]],
  65: [['sha384', sha384], ['sha512', sha512], ['sha3_384', sha3_384], ['sha3_512', sha3_512], ['shake256', shake256_64]],
  87: [['sha512', sha512], ['sha3_512', sha3_512], ['shake256', shake256_64]],
};

function randomContext() {
  const r = rint(4);
  return randomBytes(r === 0 ? 0 : r === 1 ? 255 : rint(64));
}

// μ = SHAKE256(SHAKE256(pk, 64) ‖ 0 ‖ |ctx| ‖ ctx ‖ msg, 64).
function computeMu(pk, msg, ctx) {
  const tr = shake256(pk, { dkLen: 64 });
  return shake256.create({ dkLen: 64 }).update(tr).update(new Uint8Array([0, ctx.length])).update(ctx).update(msg).digest();
}

const sets = [['44', ml_dsa44], ['65', ml_dsa65], ['87', ml_dsa87]];
for (const [set, dsa] of sets) {
  const before = failures;
  for (let i = 0; i < cases; i++) {
    const variant = i % 2 === 0 ? 'default' : 'lowram';
    const cmd = (op, ...args) => `${op} ${set} ${variant} ${args.join(' ')}`;
    const tag = `ML-DSA-${set} ${variant} case ${i}`;
    const xi = randomBytes(32);
    const { publicKey: pk, secretKey: sk } = dsa.keygen(xi);
    ask(cmd('keygen', hex(xi)), (ans) => expectEqual(`${tag} keygen`, ans, `${hex(pk)} ${hex(sk)}`));
    const msg = randomBytes(rint(200));
    const ctx = randomContext();
    const rnd = randomBytes(32);
    let nobleSig;
    const kind = i % 5;
    if (kind === 0 || kind === 1) {
      const opts = { context: ctx, extraEntropy: kind === 0 ? rnd : false };
      nobleSig = dsa.sign(msg, sk, opts);
      const want = hex(nobleSig);
      ask(cmd('sign', hex(sk), hex(msg), hex(ctx), hex(kind === 0 ? rnd : new Uint8Array(32))),
        (ans) => expectEqual(`${tag} sign (${kind === 0 ? 'rnd' : 'deterministic'})`, ans, want));
    } else if (kind === 2) {
      const [name, hash] = PH[set][rint(PH[set].length)];
      const signer = dsa.prehash(hash);
      const phSig = hex(signer.sign(msg, sk, { context: ctx, extraEntropy: rnd }));
      ask(cmd('signph', name, hex(sk), hex(msg), hex(ctx), hex(rnd)),
        (ans) => expectEqual(`${tag} HashML-DSA ${name}`, ans, phSig));
      ask(cmd('verifyph', name, hex(pk), hex(msg), hex(ctx), phSig),
        (ans) => expectEqual(`${tag} verify HashML-DSA ${name}`, ans, 'ok'));
    } else if (kind === 3) {
      const mu = computeMu(pk, msg, ctx);
      const sigMu = dsa.internal.sign(mu, sk, { externalMu: true, extraEntropy: rnd });
      ask(cmd('signmu', hex(sk), hex(mu), hex(rnd)), (ans) => expectEqual(`${tag} external mu`, ans, hex(sigMu)));
    } else {
      ask(cmd('sign', hex(sk), hex(msg), hex(ctx), 'rng'), (ans) =>
        expectEqual(`${tag} noble verifies hedged ucrypt`, dsa.verify(unhex(ans), msg, pk, { context: ctx }), true));
      nobleSig = dsa.sign(msg, sk, { context: ctx });
      const hedged = hex(nobleSig);
      ask(cmd('verify', hex(pk), hex(msg), hex(ctx), hedged),
        (ans) => expectEqual(`${tag} ucrypt verifies hedged noble`, ans, 'ok'));
    }
    if (nobleSig) {
      const bad = Uint8Array.from(nobleSig);
      const badMsg = Uint8Array.from(msg);
      if (i % 3 === 0 && badMsg.length > 0) badMsg[rint(badMsg.length)] ^= 1 << rint(8);
      else { const bit = rint(8 * bad.length); bad[bit >> 3] ^= 1 << (bit & 7); }
      const theirs = dsa.verify(bad, badMsg, pk, { context: ctx });
      ask(cmd('verify', hex(pk), hex(badMsg), hex(ctx), hex(bad)),
        (ans) => expectEqual(`${tag} tampered verdict`, ans === 'ok', theirs));
    }
    if (pending.length >= 60) await flush();
  }
  await flush();
  const ok = failures === before;
  console.log(`[vectors] noble/post-quantum 0.7.1 ML-DSA-${set} (default+lowram, both directions): ${ok ? cases : 0} passed`);
}
driver.stdin.end();
if (failures > 0) {
  console.error(`${failures} mismatches`);
  process.exit(1);
}
