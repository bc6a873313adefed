// SPDX-License-Identifier: Apache-2.0
// ML-KEM differential test against @noble/post-quantum, both directions.
//
//   node noble_mlkem_interop.mjs <path to mlkem_driver> [cases per set]
//
// Per parameter set and random case (default 1000 cases, alternating the
// default and small-stack variants): keygen from the same d ‖ z; encapsulation
// from the same m; ucrypt's encapsulation (fresh m) decapsulated by noble and
// noble's (fresh m) decapsulated by ucrypt; and a ciphertext with one flipped
// bit decapsulated by both (implicit rejection must give the same key).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { ml_kem512, ml_kem768, ml_kem1024 } from '@noble/post-quantum/ml-kem.js';

const driverPath = process.argv[2];
const cases = Number(process.argv[3] ?? 1000);
if (!driverPath) {
  console.error('usage: node noble_mlkem_interop.mjs <mlkem_driver> [cases]');
  process.exit(2);
}

const hex = (b) => Buffer.from(b).toString('hex');
const unhex = (s) => new Uint8Array(Buffer.from(s, 'hex'));

const driver = spawn(driverPath, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: driver.stdout })[Symbol.asyncIterator]();

let failures = 0;
function expectEqual(what, ours, theirs) {
  if (ours !== theirs) {
    failures++;
    if (failures <= 10) console.error(`MISMATCH ${what}: ucrypt ${String(ours).slice(0, 64)} noble ${theirs.slice(0, 64)}`);
  }
}

// Every command depends on noble's results only, so a batch of cases is sent
// in one write and the answers are checked in order afterwards.
const pending = [];
function ask(cmd, check) {
  pending.push({ cmd, check });
}
async function flush() {
  driver.stdin.write(pending.map((p) => p.cmd + '\n').join(''));
  for (const { cmd, check } of pending) {
    const { value, done } = await lines.next();
    if (done) throw new Error(`driver exited on: ${cmd.slice(0, 40)}`);
    check(value.split(' '));
  }
  pending.length = 0;
}

const sets = [['512', ml_kem512], ['768', ml_kem768], ['1024', ml_kem1024]];
for (const [set, kem] of sets) {
  const checksBefore = failures;
  for (let i = 0; i < cases; i++) {
    const variant = i % 2 === 0 ? 'default' : 'small';
    const tag = `ML-KEM-${set} ${variant} case ${i}`;
    const seed = randomBytes(64);
    const [m, m2, m3] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const nk = kem.keygen(seed);
    ask(`keygen ${set} ${variant} ${hex(seed)}`, ([ek, dk]) => {
      expectEqual(`${tag} ek`, ek, hex(nk.publicKey));
      expectEqual(`${tag} dk`, dk, hex(nk.secretKey));
    });

    const ne = kem.encapsulate(nk.publicKey, m);
    ask(`encaps ${set} ${variant} ${hex(nk.publicKey)} ${hex(m)}`, ([ct, ss]) => {
      expectEqual(`${tag} ct`, ct, hex(ne.cipherText));
      expectEqual(`${tag} ss`, ss, hex(ne.sharedSecret));
    });

    // ucrypt encapsulates, noble decapsulates.
    ask(`encaps ${set} ${variant} ${hex(nk.publicKey)} ${hex(m2)}`, ([ct2, ss2]) => {
      if (ct2 === 'ERR') return expectEqual(`${tag} encaps m2`, ss2, 'ok');
      expectEqual(`${tag} noble decaps of ucrypt ct`, hex(kem.decapsulate(unhex(ct2), nk.secretKey)), ss2);
    });

    // noble encapsulates, ucrypt decapsulates.
    const ne3 = kem.encapsulate(nk.publicKey, m3);
    ask(`decaps ${set} ${variant} ${hex(nk.secretKey)} ${hex(ne3.cipherText)}`, ([ss3]) =>
      expectEqual(`${tag} ucrypt decaps of noble ct`, ss3, hex(ne3.sharedSecret)));

    // Implicit rejection: one flipped bit anywhere in the ciphertext.
    const bad = Uint8Array.from(ne3.cipherText);
    const bit = randomBytes(4).readUInt32LE(0) % (8 * bad.length);
    bad[bit >> 3] ^= 1 << (bit & 7);
    const rejected = hex(kem.decapsulate(bad, nk.secretKey));
    ask(`decaps ${set} ${variant} ${hex(nk.secretKey)} ${hex(bad)}`, ([ssBad]) =>
      expectEqual(`${tag} implicit rejection`, ssBad, rejected));
    if (pending.length >= 250) await flush();
  }
  await flush();
  const ok = failures === checksBefore;
  console.log(`[vectors] noble/post-quantum 0.7.1 ML-KEM-${set} (default+small, both directions): ${ok ? cases : 0} passed`);
}
driver.stdin.end();
if (failures > 0) {
  console.error(`${failures} mismatches`);
  process.exit(1);
}
