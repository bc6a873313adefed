// SPDX-License-Identifier: Apache-2.0
// The ucrypt tool's RFC 8032 scheme names ed25519ctx, ed25519ph and ed448ph
// against @noble/curves (OpenSSL 3.0 has no Ed25519ctx/ph or Ed448ph instance
// in pkeyutl), through the tool's key files.
//
//   node noble_eddsa_cli_interop.mjs <path to ucrypt> [cases per scheme]
//
// Per scheme and random case (default 200): a random seed, message (0..2000
// bytes) and context (ed25519ctx 1..255 bytes, the others 0..255, sometimes
// absent); 'ucrypt sign' must equal noble's signature (both are
// deterministic), 'ucrypt verify' must accept noble's signature, and noble
// must accept ucrypt's. Every fourth case 'ucrypt verify' must reject noble's
// signature with one bit flipped (exit 1), and every tenth case goes through
// PKCS#8 / SPKI PEM files made by 'ucrypt genkey --seed' / 'pubkey' instead
// of raw keys. Two tool processes run at a time.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519ctx, ed25519ph } from '@noble/curves/ed25519.js';
import { ed448, ed448ph } from '@noble/curves/ed448.js';

const ucrypt = process.argv[2];
const cases = Number(process.argv[3] ?? 200);
if (!ucrypt) {
  console.error('usage: node noble_eddsa_cli_interop.mjs <ucrypt> [cases per scheme]');
  process.exit(2);
}

const hex = (b) => Buffer.from(b).toString('hex');
const rint = (n) => randomBytes(4).readUInt32LE(0) % n;
const dir = mkdtempSync(join(tmpdir(), 'ucrypt_eddsa_cli_'));
const path = (name) => join(dir, name);

// Runs the tool; resolves to { code, stdout }.
function run(args) {
  return new Promise((resolve) => {
    execFile(ucrypt, args, { encoding: 'buffer', maxBuffer: 1 << 20 }, (err, stdout) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout });
    });
  });
}

let failures = 0;
let checks = 0;
function expect(cond, what) {
  checks++;
  if (!cond) {
    failures++;
    if (failures <= 10) console.error(`FAIL ${what}`);
  }
}

// ed448 noble's prehash variant uses ed448's key derivation: same keys.
const schemes = [
  { name: 'ed25519ctx', api: ed25519ctx, seed: 32, minCtx: 1, family: 'ed25519' },
  { name: 'ed25519ph', api: ed25519ph, seed: 32, minCtx: 0, family: 'ed25519' },
  { name: 'ed448ph', api: ed448ph, seed: 57, minCtx: 0, family: 'ed448' },
];

// Resolves to true when every check of the case held.
async function oneCase(s, i) {
  const tag = `${s.name}_${i}`;
  const before = failures;
  const seed = randomBytes(s.seed);
  const msg = randomBytes(i % 5 === 0 ? i % 7 : rint(2001));
  // ed25519ph / ed448ph: every eighth case without --ctx (the empty context).
  const omitCtx = s.minCtx === 0 && i % 8 === 3;
  const context = omitCtx ? new Uint8Array(0) : randomBytes(s.minCtx + rint(256 - s.minCtx));
  const pub = s.name === 'ed448ph' ? ed448.getPublicKey(seed) : s.api.getPublicKey(seed);
  const nsig = s.api.sign(msg, seed, { context });
  writeFileSync(path(`${tag}.msg`), msg);
  writeFileSync(path(`${tag}.nsig`), nsig);
  let key = path(`${tag}.key`);
  let pubFile = path(`${tag}.pub`);
  if (i % 10 === 0) {
    const g = await run(['genkey', s.family, '--seed', hex(seed), '--out', key]);
    const p = await run(['pubkey', '--key', key, '--out', pubFile]);
    expect(g.code === 0 && p.code === 0, `${tag}: genkey/pubkey exit ${g.code}/${p.code}`);
    expect(readFileSync(pubFile, 'latin1').startsWith('-----BEGIN PUBLIC KEY-----'), `${tag}: SPKI PEM`);
  } else {
    writeFileSync(key, seed);
    writeFileSync(pubFile, pub);
  }
  const ctxArgs = omitCtx ? [] : ['--ctx', hex(context)];
  const signed = await run(['sign', s.name, '--key', key, ...ctxArgs, path(`${tag}.msg`)]);
  expect(signed.code === 0, `${tag}: ucrypt sign exit ${signed.code}`);
  expect(hex(signed.stdout) === hex(nsig), `${tag}: ucrypt and noble signatures differ`);
  expect(s.api.verify(signed.stdout, msg, pub, { context }), `${tag}: noble rejects ucrypt's signature`);
  const v = await run(['verify', s.name, '--pub', pubFile, '--sig', path(`${tag}.nsig`), ...ctxArgs,
    path(`${tag}.msg`)]);
  expect(v.code === 0 && v.stdout.toString() === 'Verified OK\n', `${tag}: ucrypt rejects noble's signature (${v.code})`);
  if (i % 4 === 1) {
    const bad = Buffer.from(nsig);
    bad[rint(bad.length)] ^= 1 << rint(8);
    writeFileSync(path(`${tag}.bad`), bad);
    const r = await run(['verify', s.name, '--pub', pubFile, '--sig', path(`${tag}.bad`), ...ctxArgs,
      path(`${tag}.msg`)]);
    expect(r.code === 1, `${tag}: ucrypt verify of a flipped bit exits ${r.code}, expected 1`);
  }
  return failures === before;
}

const started = Date.now();
try {
  for (const s of schemes) {
    // Two cases in flight: the tool processes use both cores.
    let passed = 0;
    for (let i = 0; i < cases; i += 2) {
      const batch = [oneCase(s, i)];
      if (i + 1 < cases) batch.push(oneCase(s, i + 1));
      for (const good of await Promise.all(batch)) passed += good ? 1 : 0;
    }
    console.log(`[vectors] noble/@noble/curves ${s.name} (ucrypt tool sign/verify both ways): ${passed} passed`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`noble_eddsa_cli_interop: ${checks} checks, ${failures} failures, ${secs} s`);
process.exit(failures === 0 ? 0 : 1);
