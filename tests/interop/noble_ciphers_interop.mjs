// SPDX-License-Identifier: Apache-2.0
// Cross-checks 'ucrypt enc' and 'ucrypt mac cmac-aes' against @noble/ciphers
// on seeded random inputs, both directions per case:
//   noble encrypts -> ucrypt --decrypt must give the plaintext back, and
//   ucrypt encrypts -> its output must equal noble's byte for byte (and, where
//   noble can, noble must decrypt it).
// Families: AES-GCM (AAD, nonces of 8..32 bytes, tags truncated to 4, 8,
// 12..16 bytes: SP 800-38D §7.1 MSB_t of noble's full tag), ChaCha20-Poly1305,
// AES-CBC (PKCS#7 and --nopad), ECB, CTR, CFB128, AES-KW, AES-KWP, AES-CMAC.
// A tampered tag / wrapped key must make ucrypt exit 1 with empty output.
//
// usage (working directory tests/interop, for node_modules):
//   node noble_ciphers_interop.mjs PATH/TO/ucrypt [--seed N] [--cases N]
import { spawnSync } from 'node:child_process';
import { aeskw, aeskwp, cbc, cfb, cmac, ctr, ecb, gcm } from '@noble/ciphers/aes.js';
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const UCRYPT = argv[0];
const SEED = opt('--seed', 20261129);
const CASES = opt('--cases', 200);
if (!UCRYPT) {
  console.error('usage: node noble_ciphers_interop.mjs PATH/TO/ucrypt [--seed N] [--cases N]');
  process.exit(2);
}
console.log(`seed ${SEED}`);

// mulberry32: a small seeded PRNG, so a failing run can be replayed.
let state = SEED >>> 0;
function rand32() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}
const randInt = (lo, hi) => lo + (rand32() % (hi - lo + 1));
const pick = (arr) => arr[rand32() % arr.length];
const bytes = (n) => Uint8Array.from({ length: n }, () => rand32() & 0xff);
const hex = (b) => Buffer.from(b).toString('hex');
const eq = (a, b) => Buffer.from(a).equals(Buffer.from(b));

function msgLen(multipleOf = 1) {
  const r = rand32() % 100;
  let n = r < 8 ? 0 : r < 35 ? 16 * randInt(1, 8) : r < 97 ? randInt(1, 300) : randInt(300, 3000);
  return Math.floor(n / multipleOf) * multipleOf;
}

function ucrypt(args, input) {
  const p = spawnSync(UCRYPT, args, { input: Buffer.from(input), maxBuffer: 1 << 26 });
  return { rc: p.status, out: p.stdout, err: p.stderr.toString().trim() };
}

const implArgs = () => {
  const v = pick([null, 'small', 'fast', 'ct']);
  return v ? ['--impl', v] : [];
};

const results = {};
let failures = 0;
function record(family, ok, what) {
  results[family] ??= { passed: 0, failed: 0 };
  if (ok) results[family].passed++;
  else {
    results[family].failed++;
    failures++;
    if (results[family].failed <= 3) console.log(`FAIL: ${family}: ${what}`);
  }
}

// One encrypt/decrypt family. `make` draws a case and returns
// { args, pt, ct (noble's output), nobleDecrypt(ct) or null, desc }.
function family(name, make) {
  for (let i = 0; i < CASES; i++) {
    const c = make();
    const enc = ucrypt(['enc', ...c.args], c.pt);
    let ok = enc.rc === 0 && eq(enc.out, c.ct);
    let why = ok ? '' : `ucrypt encrypt exit ${enc.rc} (${enc.err}), output ${hex(enc.out)}, noble ${hex(c.ct)}`;
    if (ok && c.nobleDecrypt) {
      try {
        ok = eq(c.nobleDecrypt(enc.out), c.pt);
      } catch (e) {
        ok = false;
      }
      if (!ok) why = 'noble could not decrypt ucrypt output';
    }
    const dec = ucrypt(['enc', ...c.args, '--decrypt'], c.ct);
    if (ok && !(dec.rc === 0 && eq(dec.out, c.pt))) {
      ok = false;
      why = `ucrypt could not decrypt noble output: exit ${dec.rc} (${dec.err})`;
    }
    record(name, ok, `${c.desc}: ${why}`);
  }
}

// A flipped bit in the tag (or the wrapped key) must fail with exit 1 and no output.
function tampered(name, make) {
  const c = make();
  const bad = Uint8Array.from(c.ct);
  bad[bad.length - 1 - (rand32() % Math.min(bad.length, 16))] ^= 1 << (rand32() % 8);
  const r = ucrypt(['enc', ...c.args, '--decrypt'], bad);
  record(`${name} tampered`, r.rc === 1 && r.out.length === 0 && r.err.startsWith('ucrypt: '),
         `exit ${r.rc}, ${r.out.length} bytes, stderr '${r.err}'`);
}

const keyBits = () => pick([128, 192, 256]);

function gcmCase() {
  const bits = keyBits();
  const key = bytes(bits / 8), nonce = bytes(rand32() % 4 === 0 ? randInt(8, 32) : 12);
  const aad = bytes(rand32() % 3 === 0 ? 0 : randInt(1, 64)), pt = bytes(msgLen());
  const tagLen = rand32() % 3 === 0 ? pick([4, 8, 12, 13, 14, 15]) : 16;
  const full = gcm(key, nonce, aad).encrypt(pt);
  const ct = full.subarray(0, pt.length + tagLen);  // SP 800-38D: the tag is MSB_t(S)
  const args = [`aes-${bits}-gcm`, '--key', hex(key), '--iv', hex(nonce), ...implArgs()];
  if (aad.length) args.push('--aad', hex(aad));
  if (tagLen !== 16 || rand32() % 4 === 0) args.push('--tag-len', String(tagLen));
  return { args, pt, ct, desc: `aes-${bits}-gcm tag ${tagLen} len ${pt.length}`,
           nobleDecrypt: tagLen === 16 ? (x) => gcm(key, nonce, aad).decrypt(x) : null };
}

function chachaCase() {
  const key = bytes(32), nonce = bytes(12), aad = bytes(rand32() % 3 === 0 ? 0 : randInt(1, 64));
  const pt = bytes(msgLen());
  const ct = chacha20poly1305(key, nonce, aad).encrypt(pt);
  const args = ['chacha20-poly1305', '--key', hex(key), '--iv', hex(nonce)];
  if (aad.length) args.push('--aad', hex(aad));
  return { args, pt, ct, desc: `chacha20-poly1305 len ${pt.length}`,
           nobleDecrypt: (x) => chacha20poly1305(key, nonce, aad).decrypt(x) };
}

function blockCase(mode, nopad) {
  const bits = keyBits();
  const key = bytes(bits / 8), iv = bytes(16), pt = bytes(msgLen(nopad ? 16 : 1));
  const mk = () => (mode === 'ecb' ? ecb(key, { disablePadding: nopad })
                    : mode === 'cbc' ? cbc(key, iv, { disablePadding: nopad })
                    : mode === 'ctr' ? ctr(key, iv) : cfb(key, iv));
  const args = [`aes-${bits}-${mode}`, '--key', hex(key), ...implArgs()];
  if (mode !== 'ecb') args.push('--iv', hex(iv));
  if (nopad) args.push('--nopad');
  return { args, pt, ct: mk().encrypt(pt), desc: `aes-${bits}-${mode}${nopad ? ' nopad' : ''} len ${pt.length}`,
           nobleDecrypt: (x) => mk().decrypt(x) };
}

function kwCase(padded) {
  const bits = keyBits();
  const kek = bytes(bits / 8);
  const pt = bytes(padded ? randInt(1, 100) : 8 * randInt(2, 12));
  const w = () => (padded ? aeskwp(kek) : aeskw(kek));
  const name = `aes-${bits}-${padded ? 'kwp' : 'kw'}`;
  return { args: [name, '--key', hex(kek), ...implArgs()], pt, ct: w().encrypt(pt),
           desc: `${name} len ${pt.length}`, nobleDecrypt: (x) => w().decrypt(x) };
}

function cmacFamily() {
  for (let i = 0; i < CASES; i++) {
    const bits = keyBits();
    const key = bytes(bits / 8), msg = bytes(msgLen());
    const want = hex(cmac(msg, key));
    const r = ucrypt(['mac', 'cmac-aes', '--key', hex(key), ...implArgs()], msg);
    let ok = r.rc === 0 && r.out.toString() === `${want}\n`;
    let why = `exit ${r.rc} (${r.err}) got ${r.out.toString().trim()} want ${want}`;
    if (ok) {
      const v = ucrypt(['mac', 'cmac-aes', '--key', hex(key), '--verify', want], msg);
      ok = v.rc === 0 && v.out.toString() === 'Verified OK\n';
      why = `--verify of noble's tag: exit ${v.rc} (${v.err})`;
    }
    record('aes-cmac', ok, `cmac-aes-${bits} len ${msg.length}: ${why}`);
  }
}

family('aes-gcm', gcmCase);
family('chacha20-poly1305', chachaCase);
family('aes-cbc', () => blockCase('cbc', false));
family('aes-cbc-nopad', () => blockCase('cbc', true));
family('aes-ecb', () => blockCase('ecb', rand32() % 4 === 0));
family('aes-ctr', () => blockCase('ctr', false));
family('aes-cfb', () => blockCase('cfb', false));
family('aes-kw', () => kwCase(false));
family('aes-kwp', () => kwCase(true));
cmacFamily();
for (let i = 0; i < 3; i++) {
  tampered('aes-gcm', gcmCase);
  tampered('chacha20-poly1305', chachaCase);
  tampered('aes-kw', () => kwCase(false));
  tampered('aes-kwp', () => kwCase(true));
}

let total = 0;
for (const [name, r] of Object.entries(results)) {
  console.log(`[vectors] noble-ciphers/${name} (random, seed ${SEED}): ${r.passed} passed, ${r.failed} failed`);
  total += r.passed;
}
console.log(`[vectors] noble-ciphers (all): ${total} passed, ${failures} failed (seed ${SEED})`);
process.exit(failures ? 1 : 0);
