#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Calibration of the cycle model against hand-derived micro-benchmarks.

Each calib_*.S file holds windows (between ucrypt_bench_start/stop) and, in
comments next to each, the TRM derivation and the expected counts:
    @ window: <name>
    @ expect <core> [<core>...]: insns <N> cycles <C>
The file is assembled, run under QEMU with the plugin once per core model, and
every window is compared: instruction counts exactly, cycles within the
tolerance (2 % by default). Cores without an explicit line take the m4 line
(m3: same rules unless stated). The M33, M7 and M55 have their own files and
rules (calib_m33.S, calib_m7.S, calib_m55.S). Exit status
0 only if every window of every run matches.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PLUGIN_SOURCES = ["cyclemodel.c", "cores.c", "memsys.c", "thumb_decode.c"]

# (source, -mcpu, QEMU board, core models to check)
SUITES = [
    ("calib_m4.S", "cortex-m4", "mps2-an386", ["m4", "m3"]),
    ("calib_m0plus.S", "cortex-m0plus", "mps2-an385", ["m0plus"]),
    ("calib_m33.S", "cortex-m33", "mps2-an386", ["m33"]),
    ("calib_m7.S", "cortex-m7", "mps2-an386", ["m7"]),
    ("calib_m55.S", "cortex-m55", "mps3-an547", ["m55"]),
]
FALLBACK = {"m3": "m4"}
# Device profiles (docs/CYCLE-MODEL.md, "Device profiles"): (source, -mcpu,
# board, core model, profile). Each window's "@ stall <profile>: N" is the
# hand-derived device - cycles, checked exactly.
PROFILE_SUITES = [
    ("calib_profile.S", "cortex-m4", "mps2-an386", "m4", "stm32wl55"),
    ("calib_profile_m0plus.S", "cortex-m0plus", "mps2-an385", "m0plus", "stm32wl55"),
]
STALL_RE = re.compile(r"^@ stall (\S+): (\d+)")
DEVICE_RE = re.compile(r"^window (\d+) insns (\d+) cycles (\d+) device (\d+)")

WINDOW_RE = re.compile(r"^@ window: (\S+)")
EXPECT_RE = re.compile(r"^@ expect ([\w ,]+): insns (\d+) cycles (\d+)")
RESULT_RE = re.compile(r"^window (\d+) insns (\d+) cycles (\d+)")


def parse_expectations(path):
    windows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = WINDOW_RE.match(line)
            if m:
                windows.append({"name": m.group(1), "expect": {}})
                continue
            m = EXPECT_RE.match(line)
            if m:
                if not windows:
                    raise SystemExit(f"{path}: expect line before any window")
                for core in re.split(r"[ ,]+", m.group(1).strip()):
                    windows[-1]["expect"][core] = (int(m.group(2)), int(m.group(3)))
    return windows


def expected(window, core):
    exp = window["expect"]
    if core in exp:
        return exp[core]
    if core in FALLBACK and FALLBACK[core] in exp:
        return exp[FALLBACK[core]]
    return None


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


def build_plugin(work, cc):
    out = os.path.join(work, "libcyclemodel.so")
    srcs = [os.path.join(ROOT, "tools", "cyclemodel", s) for s in PLUGIN_SOURCES]
    run([cc, "-std=c11", "-O2", "-shared", "-fPIC", "-fvisibility=hidden", "-o", out] + srcs)
    return out


def symbol(nm, elf, name):
    for line in run([nm, elf]).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] == name:
            return int(parts[0], 16) & ~1
    raise SystemExit(f"{elf}: symbol {name} not found")


def measure(args, board, core, elf, out_path):
    start = symbol(args.nm, elf, "ucrypt_bench_start")
    stop = symbol(args.nm, elf, "ucrypt_bench_stop")
    plugin = f"{args.plugin},core={core},start={start:#x},stop={stop:#x},out={out_path}"
    cmd = [args.qemu, "-M", board, "-nographic", "-semihosting-config",
           "enable=on,target=native", "-kernel", elf, "-plugin", plugin]
    subprocess.run(cmd, check=True, timeout=120, stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL)
    results = []
    with open(out_path, encoding="utf-8") as f:
        for line in f:
            m = RESULT_RE.match(line)
            if m:
                results.append((int(m.group(2)), int(m.group(3))))
    return results


def assemble(args, source, mcpu):
    src = os.path.join(HERE, source)
    elf = os.path.join(args.work, source.replace(".S", ".elf"))
    run([args.gcc, f"-mcpu={mcpu}", "-mthumb", "-nostdlib", "-I", HERE,
         "-T", os.path.join(HERE, "calib.ld"), "-o", elf, src])
    return src, elf


def check_profile_suite(args, source, mcpu, board, core, profile):
    """Runs source with profile=...; each window's device - cycles must equal its stall line."""
    src, elf = assemble(args, source, mcpu)
    names, stalls = [], []
    with open(src, encoding="utf-8") as f:
        for line in f:
            m = WINDOW_RE.match(line)
            names += [m.group(1)] if m else []
            m = STALL_RE.match(line)
            if m and m.group(1) == profile:
                stalls.append(int(m.group(2)))
    out_path = os.path.join(args.work, f"{source[:-2]}.{core}.{profile}.txt")
    start = symbol(args.nm, elf, "ucrypt_bench_start")
    stop = symbol(args.nm, elf, "ucrypt_bench_stop")
    plugin = (f"{args.plugin},core={core},start={start:#x},stop={stop:#x},out={out_path},"
              f"profile={profile}")
    subprocess.run([args.qemu, "-M", board, "-nographic", "-semihosting-config",
                    "enable=on,target=native", "-kernel", elf, "-plugin", plugin],
                   check=True, timeout=120, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    with open(out_path, encoding="utf-8") as f:
        got = [(int(m.group(3)), int(m.group(4))) for m in map(DEVICE_RE.match, f) if m]
    if not (len(got) == len(names) == len(stalls)):
        print(f"FAIL {core} {profile} {source}: {len(got)} windows, {len(names)} named, {len(stalls)} stalls")
        return 1
    failures = 0
    for name, want, (cycles, device) in zip(names, stalls, got):
        ok = device - cycles == want
        failures += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} {core:<7}{name:<22}{profile}: cycles {cycles:>6} "
              f"device {device:>6}  stall {device - cycles:>4} (exp {want:>4})")
    return failures


def check_suite(args, source, mcpu, board, cores):
    src, elf = assemble(args, source, mcpu)
    windows = parse_expectations(src)
    failures = 0
    for core in cores:
        out_path = os.path.join(args.work, f"{source[:-2]}.{core}.txt")
        got = measure(args, board, core, elf, out_path)
        if len(got) != len(windows):
            print(f"FAIL {core} {source}: {len(got)} windows measured, {len(windows)} expected")
            failures += 1
            continue
        for w, (insns, cycles) in zip(windows, got):
            exp = expected(w, core)
            if exp is None:
                print(f"FAIL {core:<7}{w['name']:<22}no expectation")
                failures += 1
                continue
            dev = (cycles - exp[1]) / exp[1] if exp[1] else float(cycles != 0)
            ok = insns == exp[0] and abs(dev) <= args.tolerance
            failures += 0 if ok else 1
            print(f"{'ok  ' if ok else 'FAIL'} {core:<7}{w['name']:<22}"
                  f"insns {insns:>5} (exp {exp[0]:>5})  cycles {cycles:>6} (exp {exp[1]:>6})"
                  f"  {dev * 100:+6.2f}%")
    return failures


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--plugin", help="libcyclemodel.so (default: build it with --cc into --work)")
    p.add_argument("--qemu", default="qemu-system-arm")
    p.add_argument("--gcc", default="arm-none-eabi-gcc")
    p.add_argument("--nm", default="arm-none-eabi-nm")
    p.add_argument("--cc", default="cc", help="host C compiler for the plugin")
    p.add_argument("--work", default=os.path.join(ROOT, "build", "cyclemodel-calibration"))
    p.add_argument("--tolerance", type=float, default=0.02)
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    if not args.plugin:
        args.plugin = build_plugin(args.work, args.cc)
    failures = sum(check_suite(args, *suite) for suite in SUITES)
    failures += sum(check_profile_suite(args, *suite) for suite in PROFILE_SUITES)
    print(f"cyclemodel calibration: {'PASS' if failures == 0 else f'{failures} FAILED'}")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
