#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Cortex-M benchmark: build, run under the cycle model, write build/bench/<target>.json.

Usage: bench/run_mcu.py TARGET... [--quick] [--check] [--no-build]
                        [--build-dir DIR] [--out-dir DIR] [--jobs N] [--only FAMILY]
                        [--profile NAME]

TARGET: m0plus m3 m4 m7 m33 m55 (CMake presets of the same names).
For each target:
  1. configures build/bench-<target> from the preset (tests off) and builds
     ucrypt_bench_fw and the footprint firmware (bench/firmware/);
  2. builds the cycle-model plugin (tools/cyclemodel -> build/cyclemodel);
  3. runs the firmware in qemu-system-arm with the plugin for the target's core
     model, pairing each plugin window with the firmware's "row" line, in order;
  4. subtracts the empty window (the first row), converts cycles to time at the
     clock of the nearest reference device, adds throughput, the painted stack
     and the footprint (bench/firmware/footprint.py on each link map);
  5. adds every other row of the reference pages (bench/reference/cmox.json)
     as "not implemented", and writes OUT_DIR/<target>.json in the format of
     the shared bench schema.
--quick  runs only the smoke-test subset of rows (SHA-256, one row per table;
         AES-CBC Fast, one sole and one flow row per direction).
--check  fails unless every window pairs with a row, every row's self-check
         passed, no row is listed twice and SHA-256 and AES-CBC rows have
         cycles > insns > 0 (cycles == insns on instruction-count cores,
         2 x cycles > insns on the dual-issue M7 and M55);
         a full run also fails if an AES-CBC, EdDSA, ML-KEM, ML-DSA, LMS or
         RSA row of the pages is left "not implemented". Rows printed once per sample
         (ML-DSA signing) are folded into one: cycles = average, with
         cycles_min / cycles_max / samples. Used by the ctest smoke test.
--no-build  uses an already built --build-dir as is.
--only FAMILY  runs only one family's rows (hash aes gcm eddsa ecdsa mlkem
         mldsa lms rsa), for working on it: the result is partial (other
         rows "not implemented"), so give it its own --out-dir; --check then
         only checks the rows that ran.
--jobs N  parallel build jobs (default: $JOBS, else 2).
--profile NAME  also runs the plugin's device profile NAME (e.g. stm32wl55:
         flash wait states, prefetch, caches): every row keeps "cycles" (zero
         wait states) and gets "cycles_device" and "time_us_device" (at the
         profile's clock); the JSON gets "device_profile". "auto": each
         target's profile from DEVICE_PROFILE (none for m3 and m55).
Cycles are model estimates at zero wait states (docs/CYCLE-MODEL.md).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.dont_write_bytecode = True  # keep bench/firmware/ free of __pycache__
sys.path.insert(0, str(ROOT / "bench" / "firmware"))
import footprint  # noqa: E402  (bench/firmware/footprint.py)

WL, L5, H5, H7, N6 = ("stm32wl-v4.txt", "stm32l5-v4.txt", "stm32h5-v4.txt", "stm32h7-v5.txt",
                      "stm32n6-v5.txt")
# target: QEMU board, plugin core model, core name, nearest reference device
# clock, cycle source, reference pages (nearest first: their rows come first).
TARGETS = {
    "m0plus": ("mps2-an385", "m0plus", "Cortex-M0+", 48_000_000, "model", [(WL, "M0+")]),
    "m3": ("mps2-an385", "m3", "Cortex-M3", 48_000_000, "model", [(WL, "M4")]),
    "m4": ("mps2-an386", "m4", "Cortex-M4", 48_000_000, "model", [(WL, "M4")]),
    "m7": ("mps2-an500", "m7", "Cortex-M7", 400_000_000, "model", [(H7, "M7")]),
    "m33": ("mps2-an505", "m33", "Cortex-M33", 110_000_000, "model", [(L5, "M33"), (H5, "M33")]),
    "m55": ("mps3-an547", "m55", "Cortex-M55", 600_000_000, "model", [(N6, "M55")]),
}
# The cycle model's device profile of each target's first reference page
# (tools/cyclemodel/memsys.c; --profile auto). None yet: m3 (no M3 board), m55 (N6).
DEVICE_PROFILE = {"m0plus": "stm32wl55", "m4": "stm32wl55", "m33": "stm32l5", "m7": "stm32h7"}
# Instructions a core model can issue in one cycle (the M7 and M55 dual-issue; --check).
ISSUE_WIDTH = {"m7": 2, "m55": 2}
# Footprint firmware (bench/firmware/CMakeLists.txt): (table, alg, variant,
# params, map file stem, benchmark tables whose stack figures it takes).
FOOTPRINT = [
    (f"hash.footprint_{mode}", alg, variant, {}, f"ucrypt_fp_{alg.lower()}{variant}_{mode}",
     {"sole": ("hash.sole",), "flow": ("hash.flow", "hash.final")}[mode])
    for alg in ("SHA256", "SHA384") for variant in ("small", "fast") for mode in ("sole", "flow")
] + [
    (f"aes_cbc.footprint_{mode}", "AES CBC", variant, {"direction": d},
     f"ucrypt_fp_aescbc_aes{variant}_{d}_{mode}", (f"aes_cbc.{mode}",))
    for variant in ("small", "fast") for d in ("enc", "dec") for mode in ("sole", "flow")
] + [
    ("eddsa.footprint", "Ed25519", math.lower(),
     {"message": 1023, "operation": op, "curve_def": table.lower()},
     f"ucrypt_fp_ed25519{math}{table}_{op}".lower(), ("eddsa",))
    for op in ("sign", "verify") for math in ("Small", "SuperFast") for table in ("OptLow", "OptHigh")
] + [
    ("ecdsa.footprint", alg, math.lower(), {"operation": op, "curve_def": table.lower()},
     f"ucrypt_fp_ecdsa_{curve}Ec{math}EcTable{table}_{op}".lower(), ("ecdsa",))
    for curve, alg, maths in (("EcP256", "SECP256R1", ("Small", "Fast", "SuperFast")),
                              ("EcP384", "SECP384R1", ("Small", "Fast")))
    for math in maths for table in ("Low", "High") for op in ("sign", "verify")
] + [
    ("rsa.footprint", "RSA", math.lower(),
     {"pkcs1": "v2.2", "modexp_method": method, "hash": "SHA-256", "modulus": "3K", "operation": "sign",
      "modexp_impl": impl.lower()},
     f"ucrypt_fp_rsa_rsa{math}{impl}{'crt' if method == 'crt' else ''}".lower(), ("rsa",))
    for method in ("crt", "no crt") for math in ("Small", "Fast") for impl in ("Low", "Mid", "High")
] + [  # one image: rsa_verify_pss has one implementation
    ("rsa.footprint", "RSA", math,
     {"pkcs1": "v2.2", "modexp_method": "n/a", "hash": "SHA-256", "modulus": "3K", "operation": "verify",
      "modexp_impl": "n/a"}, "ucrypt_fp_rsa_verify", ("rsa",))
    for math in ("small", "fast")
] + [  # C API against C++ (bench/firmware/footprint_capi.c, footprint.cpp UCRYPT_FP_CXX):
    # one row per image and API; footprint_rows() adds each row's size against C++.
    ("api.footprint", alg, "default", {"api": api}, stem, ())
    for alg, n in (("SHA-256", 1), ("SHA-256 + P-256 verify", 2), ("HMAC-SHA-256", 3))
    for api, stem in (("C++", f"ucrypt_fp_api_cxx_{n}"),
                      ("C", f"ucrypt_fp_api_c_{n}_ids0"),
                      ("C, id-taking functions", f"ucrypt_fp_api_c_{n}_ids1"))
]
# Footprint tables whose working buffer is the matching benchmark rows' (the
# documented workspace of the timed call, which the footprint image passes);
# the others report 0.
FOOTPRINT_WORKSPACE = ("rsa.footprint", "ecdsa.footprint")
QEMU_TIMEOUT = 120
# A full run signs 100 messages per ML-DSA signing row (6 rows): more time.
# The Cortex-M0+ (no long multiply: RSA-3072 and the curves run on 32x32->32
# products) needs several times the others' emulated instructions.
QEMU_TIMEOUT_FULL = 900
QEMU_TIMEOUT_FULL_M0PLUS = 3600


def log(target, msg):
    print(f"[{target}] {msg}", flush=True)


def source_commit():
    """The commit the working tree is at, "-dirty" if tracked files differ
    from it; "unknown" outside git. Recorded in each result file when it is
    measured, so the report can say which code every target's figures show."""
    def git(*args):
        try:
            return subprocess.run(["git", *args], cwd=ROOT, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True).stdout.strip()
        except OSError:  # no git on this machine
            return ""
    head = git("rev-parse", "--short", "HEAD")
    if not head:
        return "unknown"
    return head + ("-dirty" if git("status", "--porcelain", "--untracked-files=no") else "")


def stamp_commit(path):
    """Adds "commit" (source_commit()) to the result file at path."""
    doc = json.loads(Path(path).read_text())
    doc["commit"] = source_commit()
    Path(path).write_text(json.dumps(doc, indent=1) + "\n")


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if r.returncode != 0:
        sys.stdout.write(r.stdout)
        raise SystemExit(f"command failed ({r.returncode}): {' '.join(map(str, cmd))}")
    return r.stdout


def build_firmware(target, build_dir, jobs):
    if not (build_dir / "CMakeCache.txt").exists():
        log(target, f"configure {build_dir.relative_to(ROOT)} (preset {target})")
        run(["cmake", "--preset", target, "-B", str(build_dir), "-DUCRYPT_BUILD_TESTS=OFF",
             "-DUCRYPT_BUILD_BENCH=ON"], cwd=ROOT)
    log(target, "build ucrypt_bench_fw + footprint firmware")
    run(["cmake", "--build", str(build_dir), f"-j{jobs}", "--target", "ucrypt_bench_all"])


def build_plugin():
    out = ROOT / "build" / "cyclemodel"
    plugin = out / "libcyclemodel.so"
    if not (out / "CMakeCache.txt").exists():
        run(["cmake", "-S", str(ROOT / "tools" / "cyclemodel"), "-B", str(out), "-G", "Ninja"])
    run(["cmake", "--build", str(out)])
    return plugin


def symbol(elf, name):
    for line in run(["arm-none-eabi-nm", str(elf)]).splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] == name:
            return "0x" + parts[0]
    raise SystemExit(f"{elf}: symbol {name} not found")


def run_firmware(target, elf, plugin, quick, windows_path, only=None, profile=None):
    """Runs the firmware under the plugin; returns (fw info, rows), printing progress."""
    board, core = TARGETS[target][0], TARGETS[target][1]
    args = (f"{plugin},core={core},start={symbol(elf, 'ucrypt_bench_start')},"
            f"stop={symbol(elf, 'ucrypt_bench_stop')},out={windows_path}")
    args += f",profile={profile}" if profile else ""
    semi = "enable=on,target=native,chardev=semi,arg=ucrypt_bench_fw" + (",arg=quick" if quick else "")
    semi += f",arg=only={only}" if only else ""
    cmd = ["qemu-system-arm", "-M", board, "-nodefaults", "-display", "none", "-monitor", "none",
           "-serial", "none", "-chardev", "stdio,id=semi,signal=off",
           "-nic", "user,model=lan9118,restrict=on", "-semihosting-config", semi,
           "-kernel", str(elf), "-plugin", args]
    log(target, f"run {elf.name} on {board}, cycle model core={core}"
                + (f", device profile {profile}" if profile else ""))
    fw, rows, done = {}, [], None
    t0 = time.monotonic()
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as p:
        for line in p.stdout:
            kind, _, payload = line.strip().partition(" ")
            if kind == "fw":
                fw = json.loads(payload)
            elif kind == "row":
                row = json.loads(payload)
                rows.append(row)
                if row["table"] != "overhead":
                    log(target, f"({len(rows) - 1}) {describe(row)}")
            elif kind == "done":
                done = json.loads(payload)
            elif line.strip():
                log(target, f"firmware: {line.rstrip()}")
            limit = QEMU_TIMEOUT if quick else QEMU_TIMEOUT_FULL_M0PLUS if target == "m0plus" else QEMU_TIMEOUT_FULL
            if time.monotonic() - t0 > limit:
                p.kill()
                raise SystemExit(f"[{target}] QEMU timed out after {limit} s")
        err = p.stderr.read()
        rc = p.wait()
    if rc != 0 or done is None:
        raise SystemExit(f"[{target}] firmware failed (exit {rc}): {err.strip()}")
    if done["rows"] != len(rows):
        raise SystemExit(f"[{target}] firmware printed {len(rows)} rows, says {done['rows']}")
    return fw, rows


def describe(row):
    p = row["params"]
    key = " ".join(f"{k} {v}" for k, v in p.items() if k != "message")
    return f"{row['table']} {row['alg']} {row['variant']} {key}".rstrip()


WINDOW = re.compile(r"^window (\d+) insns (\d+) cycles (\d+)(?: device (\d+))?(.*)$")
UNKNOWN = re.compile(r"^# window (\d+) unknown (\d+)")
# The plugin's header when a device profile is given (tools/cyclemodel/cyclemodel.c).
PROFILE = re.compile(r'^# cyclemodel profile=(\S+) device="([^"]*)" clock=(\d+) MHz wait-states=(\d+)$')


def read_windows(path):
    """Returns ([(insns, cycles, device cycles or None)], profile header or None)."""
    out, profile = [], None
    for line in Path(path).read_text().splitlines():
        if UNKNOWN.match(line):  # instructions the plugin's decoder cannot place
            print(f"{path}: {line[2:]}", file=sys.stderr)
        p = PROFILE.match(line)
        if p:
            profile = {"name": p.group(1), "device": p.group(2), "clock_hz": int(p.group(3)) * 1_000_000,
                       "wait_states": int(p.group(4))}
        m = WINDOW.match(line)
        if m:
            if m.group(5).strip():
                raise SystemExit(f"{path}: {line}")
            out.append((int(m.group(2)), int(m.group(3)), int(m.group(4)) if m.group(4) else None))
    return out, profile


def measured_rows(target, rows, windows, profile=None):
    """Pairs windows with rows, subtracts the overhead window, adds time/throughput
    (and, with a device profile, cycles_device and time_us_device at its clock)."""
    if len(windows) != len(rows):
        raise SystemExit(f"[{target}] {len(windows)} plugin windows for {len(rows)} firmware rows")
    if rows[0]["table"] != "overhead":
        raise SystemExit(f"[{target}] the first row is not the overhead window")
    clock = TARGETS[target][3]
    o_insns, o_cycles, o_device = windows[0]
    out = []
    for row, (insns, cycles, device) in zip(rows[1:], windows[1:]):
        insns, cycles = insns - o_insns, cycles - o_cycles
        r = {"table": row["table"], "alg": row["alg"], "variant": row["variant"],
             "params": row["params"], "status": "ok" if row["check"] == "pass" else "check failed",
             "insns": insns, "cycles": cycles, "time_us": round(cycles / clock * 1e6, 3),
             "stack": row["stack"], "working_buffer": row.get("working_buffer", 0)}
        if profile is not None:
            r["cycles_device"] = device - o_device
            r["time_us_device"] = round(r["cycles_device"] / profile["clock_hz"] * 1e6, 3)
        if row.get("stack_saturated"):
            r["stack_note"] = "lower bound: the painted region was exhausted"
        if row["table"].endswith(".flow"):
            msg = row["params"]["message"]
            r["throughput_kBps"] = round(msg / (cycles / clock) / 1000, 1)
            r["cycles_per_byte"] = round(cycles / msg, 2)
        out.append(r)
    return fold_samples(out, rows[1:])


def fold_samples(measured, rows):
    """Rows printed once per sample (ML-DSA signing: one window per message)
    become one row: cycles/insns/time are the averages, with min and max
    beside them; the stack is the largest printed; the check must pass on
    every sample."""
    out, group = [], []
    for r, raw in zip(measured, rows):
        if "samples" not in raw:
            out.append(r)
            continue
        group.append(r)
        if raw["sample"] + 1 < raw["samples"]:
            continue
        first = dict(group[0])
        cyc, ins = [g["cycles"] for g in group], [g["insns"] for g in group]
        first.update(cycles=round(sum(cyc) / len(cyc)), insns=round(sum(ins) / len(ins)),
                     cycles_min=min(cyc), cycles_max=max(cyc), samples=len(group),
                     stack=max(g["stack"] for g in group),
                     status="ok" if all(g["status"] == "ok" for g in group) else "check failed")
        first["time_us"] = round(sum(g["time_us"] for g in group) / len(group), 3)
        if "cycles_device" in first:
            dev = [g["cycles_device"] for g in group]
            first.update(cycles_device=round(sum(dev) / len(dev)), cycles_device_min=min(dev),
                         cycles_device_max=max(dev),
                         time_us_device=round(sum(g["time_us_device"] for g in group) / len(group), 3))
        out.append(first)
        group = []
    return out


def footprint_rows(build_dir, measured):
    out = []
    for table, alg, variant, params, stem, tables in FOOTPRINT:
        map_path = build_dir / "bench" / "firmware" / f"{stem}.map"
        if not map_path.exists():
            continue
        fp = footprint.footprint(map_path)
        # The stack of the matching benchmark rows (same direction for AES).
        matching = [r for r in measured
                    if r["table"] in tables and r["alg"] == alg and r["variant"] == variant
                    and all(r["params"].get(k) == v for k, v in params.items())]
        stacks = [r["stack"] for r in matching]
        work = max((r.get("working_buffer", 0) for r in matching), default=0)
        row = {"table": table, "alg": alg, "variant": variant, "params": dict(params),
               "status": "ok", "code": fp["code"], "const": fp["const"], "global": fp["global"],
               "unwind": fp["unwind"], "working_buffer": work if table in FOOTPRINT_WORKSPACE else 0}
        if stacks:
            row["stack"] = max(stacks)
        out.append(row)
    # The C API images against the C++ image of the same operations (issue target:
    # the per-algorithm C entry points within 10 %).
    cxx = {r["alg"]: r["code"] + r["const"] for r in out
           if r["table"] == "api.footprint" and r["params"]["api"] == "C++"}
    for r in out:
        if r["table"] == "api.footprint" and r["alg"] in cxx:
            r["vs_cxx"] = round((r["code"] + r["const"]) / cxx[r["alg"]], 4)
    return out


# --- reference rows the library cannot run yet -------------------------------------------------

def _int(cell):
    m = re.match(r"^\s*([\d,]+)", cell)
    return int(m.group(1).replace(",", "")) if m else cell


PARAM = {  # reference-page column -> (param name, value conversion)
    "key size": ("key_bits", _int), "buffer size": ("buffer", _int),
    "message size": ("message", _int), "chunk size": ("chunk", _int),
    "cipher operation": ("direction", lambda c: {"encryption": "enc", "decryption": "dec"}.get(
        c.strip().lower(), c.strip().lower())),
    "operation": ("operation", lambda c: {"signature": "sign", "verification": "verify"}.get(
        c.strip().lower(), c.strip().lower())),
    "curve definition": ("curve_def", str.lower), "pkcs#1": ("pkcs1", str.lower),
    "priv. key mod. exp. method": ("modexp_method", str.lower), "hash method": ("hash", str),
    "modulus size": ("modulus", str), "priv. key mod. exp. implementation": ("modexp_impl", str.lower),
    "priv. key mod. exp.implementation": ("modexp_impl", str.lower), "function": ("function", str),
}
ALG_COLUMNS = ("aes mode", "curve", "suite", "suites")
VARIANT_COLUMNS = ("configuration", "ecc mathematics configuration", "rsa mathematics configuration")


def table_id(path, header):
    section = " ".join(path).lower()
    cols = [h.lower() for h in header]
    footprint_table = "code" in cols
    if "hash" in section:
        return None  # measured by the firmware
    if "aes" in section:
        if footprint_table:
            return "aes_cbc.footprint_sole" if "sole" in section else "aes_cbc.footprint_flow"
        return "aes_cbc.flow" if "chunk size" in cols else "aes_cbc.sole"
    for word, tid in (("ecdsa", "ecdsa"), ("eddsa", "eddsa"), ("rsa", "rsa")):
        if word in section:
            return tid + (".footprint" if footprint_table else "")
    for word, tid in (("ml-dsa", "mldsa"), ("ml-kem", "mlkem"), ("lms", "lms")):
        if word in section:
            return tid
    return "unknown"


def reference_row(tid, header, cells):
    row = {"table": tid, "alg": "AES CBC" if tid.startswith("aes_cbc") else "", "variant": "",
           "params": {}, "status": "not implemented"}
    if tid == "rsa" or tid == "rsa.footprint":
        row["alg"] = "RSA"
    for col, cell in zip(header, cells):
        c = col.lower()
        if c in ALG_COLUMNS:
            row["alg"] = cell
        elif c in VARIANT_COLUMNS:
            row["variant"] = cell.lower()
        elif c in PARAM:
            name, conv = PARAM[c]
            row["params"][name] = conv(cell)
    return row


def row_key(row):
    """The identity of a row: table, alg, variant and params (as in the reference pages)."""
    return json.dumps([row["table"], row["alg"], row["variant"], row["params"]], sort_keys=True)


def not_implemented_rows(target, measured=()):
    """Every non-hash row of the reference pages, as "not implemented", except
    the rows in `measured` (same table, alg, variant and params). A table
    comes from the nearest page (TARGETS); tables that page lacks (ML-KEM,
    ML-DSA, LMS on the WL page) from the first other page that has them."""
    ref = json.loads((ROOT / "bench" / "reference" / "cmox.json").read_text())
    nearest = TARGETS[target][5]
    order = [(p, t) for p, tabs in ref["pages"].items() for t in tabs]
    order.sort(key=lambda pt: next((i for i, n in enumerate(nearest)
                                    if n == (pt[0], pt[1]["core"])), len(nearest)))
    owner, out = {}, []
    seen = {row_key(r) for r in measured}
    for page, t in order:
        tid = table_id(t["path"], t["header"])
        if tid is None or owner.setdefault(tid, (page, t["core"])) != (page, t["core"]):
            continue
        for r in t["rows"]:
            row = reference_row(tid, t["header"], r["cells"])
            key = row_key(row)
            if key not in seen:
                seen.add(key)
                out.append(row)
    return out


# --- checks and summary ------------------------------------------------------------------------

def check(target, rows, measured, all_rows, quick, only=None):
    problems = [f"{describe(r)}: self-check failed" for r in rows if r.get("check") != "pass"]
    keys = [row_key(r) for r in all_rows]
    problems += [f"row listed twice: {k}" for k in sorted(set(keys)) if keys.count(k) > 1]
    if not quick:  # the full run measures these tables' rows of the pages
        problems += [f"{describe(r)}: not implemented" for r in all_rows
                     if r["table"].split(".")[0] in ("aes_cbc", "eddsa", "mlkem", "mldsa", "lms", "rsa")
                     and r["status"] != "ok"]
    sha256 = [r for r in measured if r["alg"] == "SHA256" and "cycles" in r]
    if not sha256 and only in (None, "hash"):
        problems.append("no SHA-256 row was measured")
    aes = [r for r in measured if r["table"].startswith("aes_cbc.") and "cycles" in r]
    if not aes and only in (None, "aes"):
        problems.append("no AES-CBC row was measured")
    icount = TARGETS[target][4] == "icount"
    for r in sha256 + aes:
        width = ISSUE_WIDTH.get(target, 1)
        ok = r["cycles"] == r["insns"] > 0 if icount else r["cycles"] * width > r["insns"] > 0
        if not ok:
            problems.append(f"{describe(r)}: cycles {r['cycles']} insns {r['insns']}")
    for p in problems:
        log(target, f"CHECK FAILED: {p}")
    return not problems


def summary(target, measured, fps):
    icount = TARGETS[target][4] == "icount"
    if icount:
        log(target, "instruction-count core model: cycles = instructions (docs/CYCLE-MODEL.md)")
    else:
        log(target, "cycles: model estimates at zero wait states (docs/CYCLE-MODEL.md)")
    unit = "insn/B" if icount else "c/B"
    for r in measured:
        extra = f"  {r['cycles_per_byte']} {unit}, {r['throughput_kBps']} kB/s" if "cycles_per_byte" in r else ""
        if "samples" in r:
            extra += (f"  min {r['cycles_min']} max {r['cycles_max']} over {r['samples']},"
                      f" working buffer {r['working_buffer']}")
        elif r.get("working_buffer"):
            extra += f"  working buffer {r['working_buffer']}"
        device = f" device {r['cycles_device']:>8}" if "cycles_device" in r else ""
        log(target, f"{describe(r):40s} insns {r['insns']:>8} cycles {r['cycles']:>8}{device} "
                    f"stack {r['stack']:>4}{extra}")
    for r in fps:
        log(target, f"{describe(r)}: code {r['code']} const {r['const']} "
                    f"global {r['global']} stack {r.get('stack', '?')}")


def cmake_cache(build_dir, key):
    cache = build_dir / "CMakeCache.txt"
    for line in cache.read_text().splitlines() if cache.exists() else []:
        if line.startswith(key + ":"):
            return line.split("=", 1)[1]
    return ""


def bench_target(target, opts):
    build_dir = Path(opts.build_dir) if opts.build_dir else ROOT / "build" / f"bench-{target}"
    build_dir = build_dir.resolve()
    if not opts.no_build:
        build_firmware(target, build_dir, opts.jobs)
    elf = build_dir / "bench" / "firmware" / "ucrypt_bench_fw.elf"
    if not elf.exists():
        raise SystemExit(f"[{target}] {elf} is missing (build it, or drop --no-build)")
    plugin = build_plugin()
    out_dir = Path(opts.out_dir) if opts.out_dir else ROOT / "build" / "bench"
    out_dir.mkdir(parents=True, exist_ok=True)
    windows_path = out_dir / f"{target}.windows.txt"
    want = DEVICE_PROFILE.get(target) if opts.profile == "auto" else opts.profile
    fw, rows = run_firmware(target, elf, plugin, opts.quick, windows_path, opts.only, want)
    windows, profile = read_windows(windows_path)
    if want and profile is None:
        raise SystemExit(f"[{target}] the plugin did not report device profile {want}")
    measured = measured_rows(target, rows, windows, profile)
    fps = footprint_rows(build_dir, measured)
    board, _, core, clock, source, _ = TARGETS[target]
    opt = cmake_cache(build_dir, "CMAKE_CXX_FLAGS_RELEASE").replace("-DNDEBUG", "").strip()
    result = {
        "target": target, "kind": "mcu", "core": core, "board": board, "cycle_source": source,
        "reference_clock_hz": clock, "compiler": f"{fw.get('compiler', '?')} {opt}".strip(),
        "quick": opts.quick, "commit": source_commit(),
        "note": ("cycles are model estimates at zero wait states (docs/CYCLE-MODEL.md)"
                 if source == "model" else
                 "instruction counts only: cycles = insns (CPI 1 placeholder, docs/CYCLE-MODEL.md)"),
        "rows": measured + fps + not_implemented_rows(target, measured + fps),
    }
    if profile is not None:  # cycles_device: the same windows on the device's memory system
        result["device_profile"] = profile
    out = out_dir / f"{target}.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    summary(target, measured, fps)
    log(target, f"wrote {out} ({len(measured)} measured, {len(fps)} footprint, "
                f"{len(result['rows']) - len(measured) - len(fps)} not implemented)")
    partial = opts.quick or opts.only is not None
    return check(target, rows, measured, result["rows"], partial, opts.only) if opts.check else True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("targets", nargs="+", choices=sorted(TARGETS))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--build-dir")
    ap.add_argument("--out-dir")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--profile", help="device profile of the cycle model (tools/cyclemodel/memsys.c), "
                    "e.g. stm32wl55, or auto (DEVICE_PROFILE per target): rows also get cycles_device")
    ap.add_argument("--only", choices=("hash", "aes", "gcm", "eddsa", "ecdsa", "mlkem", "mldsa", "lms", "rsa"))
    opts = ap.parse_args()
    if opts.build_dir and len(opts.targets) > 1:
        ap.error("--build-dir takes one target")
    os.chdir(ROOT)
    ok = all([bench_target(t, opts) for t in opts.targets])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
