#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Smoke test of the host benchmark (ctest bench.host.smoke).

Runs `ucrypt_bench_host --quick --out JSON` and checks that the file parses,
follows the shared result format for host rows, holds every table x algorithm x
variant row, and that every row has a positive ns_per_op. Peer entries must be
either measured (positive ns_per_op and a ratio) or say why they are not.
"""
import json
import subprocess
import sys
import time

EXPECTED_ALGS = {"SHA256", "SHA384", "SHA512", "SHA3-256", "HMAC-SHA256", "AES CBC", "AES CTR", "AES GCM"}
ROWS_PER_ALG_VARIANT = 3 + 4 + 1  # sole 32/64/128, flow 128/512/1024/2048, final
HASH_ALGS, HASH_VARIANTS = 5, 2   # small, fast
# AES-128-CBC enc and dec, AES-128-CTR, AES-128-GCM and AES-256-GCM enc; variants
# fast, ct, auto; sole 32/64/128/8000/65536 and flow 128/512/1024/2048.
CIPHER_ALGS, CIPHER_VARIANTS, ROWS_PER_CIPHER_VARIANT = 5, 3, 5 + 4
PEER_STATUSES = {"not available", "no such operation"}


def fail(msg):
    print(f"bench.host.smoke: FAIL: {msg}")
    sys.exit(1)


def check_row(i, row):
    for key in ("table", "alg", "variant", "params", "status", "host"):
        if key not in row:
            fail(f"row {i} has no '{key}': {row}")
    if row["status"] != "ok":
        fail(f"row {i} status {row['status']!r}")
    host = row["host"]
    if not host.get("ns_per_op", 0) > 0:
        fail(f"row {i} ({row['table']} {row['alg']} {row['variant']}) ns_per_op not > 0")
    if not host.get("p90_ns", 0) >= host["ns_per_op"]:
        fail(f"row {i} p90_ns below the median")
    for name, peer in host.get("peers", {}).items():
        if peer.get("status") == "ok":
            if not (peer.get("ns_per_op", 0) > 0 and peer.get("ratio", 0) > 0):
                fail(f"row {i} peer {name}: measured but no positive ns_per_op/ratio")
        elif peer.get("status") not in PEER_STATUSES:
            fail(f"row {i} peer {name}: status {peer.get('status')!r}")


def main():
    if len(sys.argv) != 3:
        fail("usage: check_host_json.py BENCH_EXE OUT_JSON")
    exe, out = sys.argv[1], sys.argv[2]
    start = time.monotonic()
    proc = subprocess.run([exe, "--quick", "--out", out], capture_output=True, text=True, timeout=60)
    elapsed = time.monotonic() - start
    sys.stdout.write(proc.stdout)
    if proc.returncode != 0:
        sys.stdout.write(proc.stderr)
        fail(f"exit status {proc.returncode}")
    with open(out, encoding="utf-8") as f:
        doc = json.load(f)
    if doc.get("target") != "host" or doc.get("kind") != "host":
        fail("target/kind are not 'host'")
    if doc.get("cycle_source") not in ("tsc", "perf", "none"):
        fail(f"cycle_source {doc.get('cycle_source')!r}")
    rows = doc.get("rows", [])
    algs = {r.get("alg") for r in rows}
    if algs != EXPECTED_ALGS:
        fail(f"algorithms {sorted(algs)} != {sorted(EXPECTED_ALGS)}")
    want = (HASH_ALGS * HASH_VARIANTS * ROWS_PER_ALG_VARIANT
            + CIPHER_ALGS * CIPHER_VARIANTS * ROWS_PER_CIPHER_VARIANT)
    if len(rows) != want:
        fail(f"{len(rows)} rows, expected {want}")
    for i, row in enumerate(rows):
        check_row(i, row)
    print(f"bench.host.smoke: {len(rows)} rows ok in {elapsed:.1f} s")


if __name__ == "__main__":
    main()
