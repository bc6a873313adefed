// SPDX-License-Identifier: Apache-2.0
// Ed25519 / Ed25519ctx / Ed25519ph and X25519 against @noble/curves, both
// directions, through curve25519_driver (spawned once; one line per command).
//   node noble_ed25519_interop.mjs <driver> [cases per scheme, default 200]
// noble signs -> ucrypt verifies and reproduces the same signature bytes
// (Ed25519 is deterministic); ucrypt signs -> noble verifies; a corrupted
// signature fails on both sides. X25519: public keys agree and
// both sides derive the same shared secret.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { ed25519, ed25519ctx, ed25519ph, x25519 } from '@noble/curves/ed25519.js';

const [driverPath, casesArg] = process.argv.slice(2);
if (!driverPath) {
  console.error('usage: node noble_ed25519_interop.mjs <curve25519_driver> [cases]');
  process.exit(2);
}
const CASES = Number(casesArg ?? 200);

const driver = spawn(driverPath, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: driver.stdout });
const waiting = [];
lines.on('line', (l) => waiting.shift()(l));
function ask(cmd) {
  return new Promise((resolve) => {
    waiting.push(resolve);
    driver.stdin.write(cmd + '\n');
  });
}

const hex = (b) => (b.length ? Buffer.from(b).toString('hex') : '-');
let failures = 0;
function expect(cond, what) {
  if (!cond) {
    failures++;
    if (failures < 20) console.error('FAIL: ' + what);
  }
}

const schemes = [
  { name: 'pure', api: ed25519, ctx: () => new Uint8Array(0) },
  { name: 'ctx', api: ed25519ctx, ctx: () => randomBytes(1 + (randomBytes(1)[0] % 40)) },
  { name: 'ph', api: ed25519ph, ctx: () => randomBytes(randomBytes(1)[0] % 20) },
];

async function edCase(s, i) {
  const seed = randomBytes(32);
  const msg = randomBytes(i % 3 === 0 ? i % 300 : randomBytes(2).readUInt16LE() % 2000);
  const context = s.ctx();
  const opts = s.name === 'pure' ? {} : { context };
  const pub = s.api.getPublicKey(seed);
  expect((await ask(`edpub ${hex(seed)}`)) === hex(pub), `${s.name} public key ${i}`);
  // noble signs -> we verify and reproduce.
  const nsig = s.api.sign(msg, seed, opts);
  const ctxHex = hex(context);
  expect((await ask(`edverify ${s.name} ${ctxHex} ${hex(pub)} ${hex(msg)} ${hex(nsig)}`)) === 'ok',
    `${s.name} ucrypt verifies noble ${i}`);
  const usig = await ask(`edsign ${s.name} ${ctxHex} ${hex(seed)} ${hex(msg)}`);
  expect(usig === hex(nsig), `${s.name} same signature ${i}`);
  // we sign -> noble verifies.
  expect(s.api.verify(Buffer.from(usig, 'hex'), msg, pub, opts), `${s.name} noble verifies ucrypt ${i}`);
  // A corrupted signature fails on both sides.
  const bad = Buffer.from(nsig);
  bad[i % 64] ^= 1 << (i % 8);
  expect((await ask(`edverify ${s.name} ${ctxHex} ${hex(pub)} ${hex(msg)} ${hex(bad)}`)) === 'fail',
    `${s.name} ucrypt rejects corrupted ${i}`);
  let nobleOk = false;
  try { nobleOk = s.api.verify(bad, msg, pub, opts); } catch { nobleOk = false; }
  expect(!nobleOk, `${s.name} noble rejects corrupted ${i}`);
}

async function xCase(i) {
  const a = randomBytes(32), b = randomBytes(32);
  const pa = x25519.getPublicKey(a), pb = x25519.getPublicKey(b);
  expect((await ask(`xpub ${hex(a)}`)) === hex(pa), `x25519 public key ${i}`);
  const ours = await ask(`xdh ${hex(a)} ${hex(pb)}`);
  expect(ours === hex(x25519.getSharedSecret(b, pa)), `x25519 ucrypt(a, pb) = noble(b, pa) ${i}`);
  expect(ours === hex(x25519.getSharedSecret(a, pb)), `x25519 same secret ${i}`);
}

for (const s of schemes) {
  for (let i = 0; i < CASES; i++) await edCase(s, i);
  console.log(`[vectors] noble/curves ${s.name === 'pure' ? 'Ed25519' : 'Ed25519' + s.name} (all variants): ${CASES} cases`);
}
for (let i = 0; i < CASES; i++) await xCase(i);
console.log(`[vectors] noble/curves X25519 (both variants): ${CASES} cases`);
driver.stdin.end();
if (failures) {
  console.error(`${failures} failure(s)`);
  process.exit(1);
}
console.log('all interop checks passed');
