#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Regression check of a benchmark run against the committed baseline (`make bench-check`).

Usage: bench/check.py [--baseline bench/baseline/results.json] [--fresh report/results.json]
                      [--targets "m4 m33"] [--cycles-tol 0.01] [--bytes-tol 0] [--stack-tol 16]

--fresh is a report/results.json (bench/report.py) or a directory of
<target>.json files (build/bench), merged the same way as the report does.

For every Cortex-M row that the baseline measured ("status": "ok"), the fresh run
fails the check when:
  - the row is missing or no longer "ok";
  - model cycles or instruction counts are more than --cycles-tol (1 %) worse:
    the cycle model is deterministic, so this is tight;
  - code, constant data, global data or working buffer grew by more than
    --bytes-tol bytes (0);
  - the painted stack grew by more than --stack-tol bytes (16).
Host rows are not checked (wall-clock figures are noisy). Only targets present in
the fresh run (and in --targets, when given) are compared; the baseline's other
targets are listed as skipped. Improvements and newly implemented rows are
reported so that the baseline can be refreshed from the fresh run (its
Cortex-M targets; host rows are left out):
  bench/check.py --update-baseline
Exit status: 0 no regression, 1 regression (or nothing to compare).
"""
import argparse
import json
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import report_data as rd  # noqa: E402

CYCLE_FIELDS = ("cycles", "insns")
SAMPLE_FIELDS = ("cycles_min", "cycles_max", "samples")  # rows timed over several samples
BYTE_FIELDS = ("code", "const", "global", "working_buffer")


def load(path):
    p = Path(path)
    if p.is_dir():
        return rd.build_results(rd.load_bench(p), rd.load_reference())
    return json.loads(p.read_text())


def compare_row(base, fresh, opts):
    """(regressions, improvements) of one row, as text."""
    bad, good = [], []
    for f in CYCLE_FIELDS:
        b, n = base.get(f), fresh.get(f)
        if b is None:
            continue
        if n is None:
            bad.append(f"{f} missing (baseline {b})")
        elif n > b * (1 + opts.cycles_tol):
            bad.append(f"{f} {b} -> {n} (+{(n / b - 1) * 100:.2f} %)" if b else f"{f} {b} -> {n}")
        elif n < b:
            good.append(f"{f} {b} -> {n}")
    for f, tol in [(f, opts.bytes_tol) for f in BYTE_FIELDS] + [("stack", opts.stack_tol)]:
        b, n = base.get(f), fresh.get(f)
        if b is None:
            continue
        if n is None:
            bad.append(f"{f} missing (baseline {b})")
        elif n > b + tol:
            bad.append(f"{f} {b} -> {n} bytes (+{n - b})")
        elif n < b:
            good.append(f"{f} {b} -> {n} bytes")
    return bad, good


def describe(r):
    params = " ".join(f"{k}={v}" for k, v in r.get("params", {}).items())
    return f"{r['target']} {r['table']} {r['alg']} {r.get('variant', '')} {params}".replace("  ", " ").strip()


def check(baseline, fresh, opts):
    targets = [t for t, m in fresh["targets"].items()
               if m.get("kind") == "mcu" and t in baseline["targets"]
               and (not opts.targets or t in opts.targets)]
    skipped = [t for t, m in baseline["targets"].items() if m.get("kind") == "mcu" and t not in targets]
    fresh_rows = {(r["target"], rd.key_of(r)): r for r in fresh["rows"]}
    base_keys = set()
    regressions = 0
    for t in targets:
        quick = fresh["targets"][t].get("quick")
        compared = improved = newly = 0
        for b in (r for r in baseline["rows"] if r["target"] == t):
            base_keys.add((t, rd.key_of(b)))
            n = fresh_rows.get((t, rd.key_of(b)))
            if b.get("status") != "ok":
                newly += bool(n and n.get("status") == "ok")
                continue
            if n is None:
                if not quick:
                    print(f"REGRESSION {describe(b)}: row missing from the fresh run")
                    regressions += 1
                continue
            if n.get("status") != "ok":
                print(f"REGRESSION {describe(b)}: status {n.get('status')!r}")
                regressions += 1
                continue
            compared += 1
            bad, good = compare_row(b, n, opts)
            for msg in bad:
                print(f"REGRESSION {describe(b)}: {msg}")
            regressions += bool(bad)
            improved += bool(good and not bad)
            if opts.verbose:
                for msg in good:
                    print(f"improved   {describe(b)}: {msg}")
        new = sum(1 for k, r in fresh_rows.items() if k[0] == t and k not in base_keys and r.get("status") == "ok")
        print(f"check: {t}: {compared} measured rows compared, {improved} improved, "
              f"{newly + new} newly measured{' (quick run: missing rows ignored)' if quick else ''}")
    if skipped:
        print(f"check: not in this run, skipped: {' '.join(skipped)}")
    if not targets:
        print("check: FAILED: no Cortex-M target of the baseline is in the fresh run "
              "(run e.g. `make bench TARGETS=m4` first)")
        return 1
    print("check: host rows are not checked (noisy)")
    if regressions:
        print(f"check: FAILED: {regressions} regression(s) against the baseline "
              f"(cycles/insns > {opts.cycles_tol * 100:g} %, bytes > {opts.bytes_tol}, "
              f"stack > {opts.stack_tol} B)")
        return 1
    print("check: OK, no regression against the baseline")
    return 0


BASELINE_FIELDS = ("target", "table", "alg", "variant", "params", "status") + CYCLE_FIELDS + SAMPLE_FIELDS + BYTE_FIELDS + (
    "stack", "time_us", "throughput_kBps", "ratio", "ratio_alt")


def update_baseline(fresh, path):
    """Writes the fresh run's Cortex-M rows, with the figures the check reads (and the
    CMOX ratios for reference), one row per line so that a refresh diffs readably."""
    mcu = {t: m for t, m in fresh["targets"].items() if m.get("kind") == "mcu"}
    rows = [{k: r[k] for k in BASELINE_FIELDS if r.get(k) is not None}
            for r in fresh["rows"] if r["target"] in mcu]
    head = {k: v for k, v in fresh.items() if k not in ("rows", "targets")}
    head["targets"] = mcu
    text = json.dumps(head, indent=1)[:-2] + ',\n "rows": [\n' + ",\n".join(
        "  " + json.dumps(r, sort_keys=False) for r in rows) + "\n ]\n}\n"
    json.loads(text)  # the hand-joined document must stay valid JSON
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(text)
    print(f"check: wrote {path} ({', '.join(mcu)}; {len(rows)} rows)")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--baseline", default=str(rd.ROOT / "bench" / "baseline" / "results.json"))
    ap.add_argument("--fresh", default=str(rd.ROOT / "report" / "results.json"))
    ap.add_argument("--targets", type=lambda s: s.split(), default=None,
                    help="space-separated targets to compare (default: all in both)")
    ap.add_argument("--cycles-tol", type=float, default=0.01)
    ap.add_argument("--bytes-tol", type=int, default=0)
    ap.add_argument("--stack-tol", type=int, default=16)
    ap.add_argument("-v", "--verbose", action="store_true", help="list improvements too")
    ap.add_argument("--update-baseline", action="store_true",
                    help="write the fresh run's Cortex-M rows to --baseline instead of checking")
    opts = ap.parse_args()
    if opts.update_baseline:
        return update_baseline(load(opts.fresh), opts.baseline)
    for p in (opts.baseline, opts.fresh):
        if not Path(p).exists():
            print(f"check: {p} does not exist (run `make bench` first)", file=sys.stderr)
            return 1
    return check(load(opts.baseline), load(opts.fresh), opts)


if __name__ == "__main__":
    sys.exit(main())
