#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Fault-injection campaign on the Cortex-M firmware under QEMU (docs/FAULTS.md).

Usage: tools/faultsim/faultsim.py [--build-dir DIR] [--out-dir DIR] OP... [options]
       tools/faultsim/faultsim.py --report [--out-dir DIR]

OP: an operation of tools/faultsim/firmware.cpp (rsa_sign ecdsa_sign ed25519_sign
    ecdsa_verify ed25519_verify rsa_verify gcm_decrypt chacha_decrypt).
For each OP and each --model (skip, flip, load):
  1. a fault-free run gives the reference result line and the window length
     (the locator plugin, tools/faultsim/plugin, counts instructions and loads);
  2. the faults are chosen: every instruction of the window (--all, or of
     --range A:B) or --faults N distinct ones drawn with --seed;
  3. the locator maps each to (pc, k): the k-th execution of address pc, and
     the cheapest breakpoint before it;
  4. one QEMU run per fault, driven through its gdb stub (remote serial
     protocol over a Unix socket, spoken here): stop at the fault, inject it,
     continue, classify the firmware's result line.
Results: OUT_DIR/<op>.<model>[.<label>].jsonl, one line per fault, appended as they come:
an interrupted campaign resumes where it stopped (same seed and count).
--report prints the table of every result file in OUT_DIR (docs/FAULTS.md).

Fault models (one fault per run):
  skip  the instruction does not execute (PC moved past it)
  flip  after the instruction executes, one random bit of one register it
        changed is flipped; an instruction that changes no general register
        (compare, branch, store) gets one random N/Z/C/V flag flipped
  load  after a load executes, the loaded register is zeroed or has one
        random bit flipped (half each, drawn per fault); only loads are drawn
Classes: correct, detected (error status, output all zero), released (error
status but the output buffer not cleared), silent (ok status, wrong output),
false_accept (ok status where the reference rejects), crash (fault handler
or abnormal exit), hang (no exit within the timeout), desync (the run did
not reach the chosen instruction: a tool failure, never expected).
"""
import argparse
import json
import os
import queue
import random
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
BOARDS = {"m4": "mps2-an386", "m0plus": "mps2-an385"}
MODELS = ("skip", "flip", "load")
CLASSES = ("correct", "detected", "released", "silent", "false_accept", "crash", "hang", "desync")
REG_PC, REG_XPSR = 15, 25  # QEMU's M-profile gdb register numbers


def run_qemu(board, elf, op, extra, timeout, text=True):
    """Starts the firmware through the project's runner (ports/cortex-m/qemu-run.sh)."""
    env = dict(os.environ, UCRYPT_QEMU_EXTRA=extra, UCRYPT_QEMU_TIMEOUT=str(timeout))
    return subprocess.Popen([str(ROOT / "ports/cortex-m/qemu-run.sh"), board, str(elf), op],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=text)


def symbol(elf, name):
    out = subprocess.run(["arm-none-eabi-nm", str(elf)], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        f = line.split()
        if len(f) == 3 and f[2] == name:
            return int(f[0], 16) & ~1
    sys.exit(f"faultsim: no symbol {name} in {elf}")


class Symbols:
    """Address -> function name (arm-none-eabi-nm -C), and whether it is the
    firmware's own code (tools/faultsim/firmware.cpp, the markers, startup)
    rather than the library's."""

    HARNESS = ("(anonymous namespace)::", "bench::", "ucrypt_bench_", "main")

    def __init__(self, elf):
        out = subprocess.run(["arm-none-eabi-nm", "-C", "-n", "-S", "--defined-only", str(elf)],
                             capture_output=True, text=True, check=True).stdout
        self.funcs = []
        for line in out.splitlines():
            f = line.split(" ", 3)
            if len(f) == 4 and f[2] in "tTwW":
                self.funcs.append((int(f[0], 16) & ~1, int(f[1], 16), f[3]))

    def name(self, pc):
        for start, size, name in self.funcs:
            if start <= pc < start + size:
                return name
        return "?"

    def harness(self, name):
        return name.startswith(self.HARNESS)


def plugin_path(build_dir):
    lib = build_dir.parent / "faultsim-plugin" / "libfaultlocate.so"
    if not lib.exists():
        subprocess.run(["cmake", "-S", str(ROOT / "tools/faultsim/plugin"), "-B", str(lib.parent)],
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", str(lib.parent)], check=True, stdout=subprocess.DEVNULL)
    return lib


def locate(ctx, op, samples):
    """Runs the fault-free firmware under the locator; returns (result line,
    window insns, loads, {(kind, n): location})."""
    with tempfile.TemporaryDirectory() as tmp:
        sfile, ofile = Path(tmp) / "samples", Path(tmp) / "out"
        sfile.write_text("".join(f"{k} {n}\n" for k, n in samples))
        args = f"reset={ctx.reset:#x},start={ctx.start:#x},stop={ctx.stop:#x},out={ofile},samples={sfile}"
        t0 = time.monotonic()
        p = run_qemu(ctx.board, ctx.elf, op, f"-plugin {ctx.plugin},{args}", 3600)
        stdout, stderr = p.communicate()
        stderr = stderr or ""
        elapsed = time.monotonic() - t0
        line = result_line(stdout)
        if p.returncode != 0 or line is None:
            sys.exit(f"faultsim: fault-free run of {op} failed ({p.returncode}): {stdout}{stderr}")
        locs, insns, loads = {}, None, None
        for row in ofile.read_text().splitlines():
            f = row.split()
            if f[0] == "s":
                locs[(f[1], int(f[2]))] = {
                    "dyn": int(f[3]), "pc": int(f[4], 16), "k": int(f[5]), "size": int(f[6]),
                    "rt": int(f[7]), "abs": int(f[8]), "tb": int(f[9])}
            elif f[0] == "window":
                insns, loads = int(f[1]), int(f[3])
        return line, insns, loads, locs, elapsed


def result_line(stdout):
    for line in stdout.splitlines():
        if line.startswith("faultsim op="):
            return dict(kv.split("=", 1) for kv in line.split()[1:])
    return None


class Gdb:
    """The part of the gdb remote serial protocol a fault needs."""

    def __init__(self, path, deadline):
        self.s = None
        while self.s is None:
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(str(path))
                self.s = s
            except OSError:
                if time.monotonic() > deadline:
                    raise TimeoutError("gdb stub did not open") from None
                time.sleep(0.01)
        self.buf = b""
        self.ack = True
        self.cmd("QStartNoAckMode")
        self.ack = False
        # QEMU answers 'p'/'P' only once the client has read the target
        # description (its register numbering: r0-r15, then xPSR is 25).
        self.cmd("qXfer:features:read:target.xml:0,ffb")

    def send(self, data):
        pkt = data.encode()
        self.s.sendall(b"$" + pkt + b"#%02x" % (sum(pkt) & 0xFF))

    def recv(self):
        while True:
            start = self.buf.find(b"$")
            if start >= 0:
                end = self.buf.find(b"#", start)
                if end >= 0 and len(self.buf) >= end + 3:
                    data = self.buf[start + 1:end].decode()
                    self.buf = self.buf[end + 3:]
                    if self.ack:
                        self.s.sendall(b"+")
                    return data
            chunk = self.s.recv(65536)
            if not chunk:
                raise EOFError("gdb stub closed")
            self.buf += chunk

    def cmd(self, data):
        self.send(data)
        return self.recv()

    def reg(self, n):
        return int.from_bytes(bytes.fromhex(self.cmd(f"p{n:x}")), "little")

    def set_reg(self, n, v):
        if self.cmd(f"P{n:x}={(v & 0xFFFFFFFF).to_bytes(4, 'little').hex()}") != "OK":
            raise RuntimeError("register write refused")

    def regs(self):
        return [self.reg(n) for n in range(16)] + [self.reg(REG_XPSR)]


class Session:
    """One QEMU process, stopped at reset under its gdb stub, reused for many
    faults: each fault starts with a system reset (QEMU reloads the image),
    and the run ends at a breakpoint on _exit or on a fault handler instead of
    QEMU exiting. A hang (no stop within the timeout) is interrupted.
    The locator plugin in stop mode holds the vCPU just before the block of
    the fault while the gdb stub is asked to stop (plugin/faultlocate.c)."""

    def __init__(self, ctx, op, timeout):
        self.ctx, self.op, self.timeout = ctx, op, timeout
        self.tmp = tempfile.TemporaryDirectory()
        d = Path(self.tmp.name)
        sock, ctl, ack = d / "gdb", d / "ctl", d / "ack"
        os.mkfifo(ctl)
        os.mkfifo(ack)
        self.p = run_qemu(ctx.board, ctx.elf, op,
                          f"-S -gdb unix:{sock},server=on,wait=off "
                          f"-plugin {ctx.plugin},reset={ctx.reset:#x},ctl={ctl},ack={ack}", 10 ** 6, text=False)
        self.ctl = open(ctl, "w")  # noqa: SIM115  (the plugin opens ctl, then ack)
        self.ack = os.open(ack, os.O_RDONLY)
        self.ack_buf = b""
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.g = Gdb(sock, time.monotonic() + 10)
        self.ends = {symbol(ctx.elf, "_exit"): "exit", symbol(ctx.elf, "HardFault_Handler"): "crash",
                     symbol(ctx.elf, "Default_Handler"): "crash"}
        self.fresh = True
        self.dead = False

    def _read(self):
        # Bytes: a fault can make the firmware print anything.
        for line in self.p.stdout:
            self.lines.put(line.decode("ascii", "replace"))

    def close(self):
        try:
            self.ctl.close()
            os.close(self.ack)
        except OSError:
            pass
        # SIGTERM: timeout(1) in qemu-run.sh passes it on to QEMU (SIGKILL
        # would leave QEMU running without its parent).
        self.p.terminate()
        try:
            self.p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
        self.tmp.cleanup()

    def reset(self):
        if not self.fresh:
            reply = self.g.cmd("qRcmd," + b"system_reset".hex())
            while reply.startswith("O") and reply != "OK":
                reply = self.g.recv()
        self.fresh = False
        while self.ack_line(0) is not None:
            pass
        while not self.lines.empty():
            self.lines.get_nowait()

    def ack_line(self, timeout):
        """The plugin's next line, or None after timeout seconds."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self.ack_buf:
            left = deadline - time.monotonic()
            if left < 0 or not select.select([self.ack], [], [], max(left, 0))[0]:
                return None
            chunk = os.read(self.ack, 4096)
            if not chunk:
                raise EOFError("plugin closed")
            self.ack_buf += chunk
        line, self.ack_buf = self.ack_buf.split(b"\n", 1)
        return line.decode().split()

    def stop_before(self, tb, delay):
        """Runs from reset and stops at the start of the block that starts at
        index tb from reset; returns the index where it stopped. delay: how
        long the vCPU is held for the stub to ask it to stop (on a loaded
        machine 20 ms can be too short: the run then overshoots, and the
        caller tries again with a longer one)."""
        self.ctl.write(f"{tb}\n")
        self.ctl.flush()
        self.g.send("c")
        line = self.ack_line(self.timeout + 5)
        if line is None or line[0] != "stop":
            raise TimeoutError("the run did not reach the fault")
        self.g.s.sendall(b"\x03")
        time.sleep(delay)  # the stub has asked the vCPU to stop before it moves on
        self.ctl.write("go\n")
        self.ctl.flush()
        self.g.recv()
        late = self.ack_line(0)  # a block ran after the hold: stopped too late
        return int(line[1]), late is None

    def finish(self):
        """Runs to the end; returns (how, result line or None)."""
        for a in self.ends:
            self.g.cmd(f"Z1,{a:x},2")
        self.g.send("c")
        self.g.s.settimeout(self.timeout)
        try:
            stop = self.g.recv()
        except EOFError:
            # QEMU ended by itself after the fault (e.g. a corrupted jump into
            # the semihosting exit): abnormal end, and the session is gone.
            self.dead = True
            return "crash", None
        except socket.timeout:
            self.g.s.settimeout(None)
            self.g.s.sendall(b"\x03")
            self.g.recv()
            how = "hang"
        else:
            self.g.s.settimeout(None)
            if not stop.startswith("T"):
                raise EOFError(f"QEMU stopped: {stop}")
            pc = self.g.reg(REG_PC)
            how = self.ends.get(pc, "crash")
            if how == "exit" and self.g.reg(0) != 0:
                how = "crash"
        for a in self.ends:
            self.g.cmd(f"z1,{a:x},2")
        line = None
        deadline = time.monotonic() + 2
        while how == "exit" and line is None and time.monotonic() < deadline:
            try:
                line = result_line(self.lines.get(timeout=0.05))
            except queue.Empty:
                pass
        return how, line


def inject(sess, model, loc, rng, ref):
    """One fault: returns (class, detail)."""
    g = sess.g
    detail = {}
    for delay in (0.02, 0.2, 1.0):
        sess.reset()
        at, in_time = sess.stop_before(loc["tb"], delay)
        if in_time and at <= loc["abs"]:
            for _ in range(loc["abs"] - at):
                g.cmd("s")
        pc = g.reg(REG_PC)
        if in_time and at <= loc["abs"] and pc == loc["pc"]:
            break
    else:
        detail["pc_seen"] = pc
        return "desync", detail
    if model == "skip":
        g.set_reg(REG_PC, pc + loc["size"])
    else:
        before = g.regs()
        g.cmd("s")
        after = g.regs()
        changed = [r for r in range(15) if before[r] != after[r]]
        if model == "load":
            if 0 <= loc["rt"] < REG_PC:
                changed = [loc["rt"]]
            changed = [r for r in changed if r != 13] or changed or [REG_PC]
            r = rng.choice(changed)
            if rng.random() < 0.5:
                new, detail["how"] = 0, "zero"
            else:
                bit = rng.randrange(32)
                new, detail["how"] = after[r] ^ (1 << bit), f"bit{bit}"
            detail["reg"] = r
            g.set_reg(r, new)
        elif changed:
            r, bit = rng.choice(changed), rng.randrange(32)
            detail.update(reg=r, bit=bit)
            g.set_reg(r, after[r] ^ (1 << bit))
        else:
            bit = rng.choice((28, 29, 30, 31))
            detail.update(reg="xpsr", bit=bit)
            g.set_reg(REG_XPSR, after[16] ^ (1 << bit))
    how, line = sess.finish()
    if how != "exit":
        return how, detail
    cls = classify(ref, line)
    if cls in ("released", "silent"):
        detail["out"] = line.get("out", "")[:64]  # to tell a faulty result from a garbled wipe
    return cls, detail


def classify(ref, got):
    if got is None:
        return "crash"
    out = got.get("out", "")
    if ref["status"] == "ok":
        if got["status"] == "ok":
            return "correct" if out == ref["out"] else "silent"
    else:
        if got["status"] == "ok":
            return "false_accept"
        if out == ref["out"]:
            return "correct"
    return "detected" if set(out) <= {"0"} else "released"


def campaign(ctx, op, model, args):
    stem = f"{op}.{model}" + (f".{args.label}" if args.label else "")
    out = ctx.out_dir / f"{stem}.jsonl"
    done = {}
    if out.exists():
        for line in out.read_text().splitlines():
            r = json.loads(line)
            if r["class"] != "desync":  # tried again
                done[r["n"]] = r
    # The fault-free run: reference line and window size.
    ref, insns, loads, _, clean_s = locate(ctx, op, [])
    space = loads if model == "load" else insns
    lo, hi = 0, space
    if args.range:
        a, b = args.range.split(":")
        lo, hi = int(a or 0), min(int(b or space), space)
    if args.all:
        chosen = list(range(lo, hi))
        method = f"every {'load' if model == 'load' else 'instruction'} of [{lo},{hi})"
    else:
        n = min(args.faults, hi - lo)
        chosen = sorted(random.Random(f"{args.seed}/{op}/{model}").sample(range(lo, hi), n))
        method = f"{n} distinct of [{lo},{hi}) drawn with seed {args.seed}"
    todo = [n for n in chosen if n not in done]
    # Written first, so that --report also shows an interrupted campaign
    # (its "faults" column says how many ran).
    meta = ctx.out_dir / f"{stem}.meta.json"
    meta.write_text(json.dumps({"op": op, "model": model, "stem": stem, "window": insns, "loads": loads,
                                "method": method, "board": ctx.board}) + "\n")
    kind = "l" if model == "load" else "a"
    print(f"faultsim: {op} {model}: window {insns} insns, {loads} loads; {method}; "
          f"{len(chosen) - len(todo)} already in {out.name}, {len(todo)} to run", flush=True)
    timeout = max(1.0, clean_s * 2)  # clean_s includes QEMU start-up; a session run is far less
    sess = None
    counts = {c: 0 for c in CLASSES}  # faults in library code
    for r in done.values():
        if r.get("where") != "harness":
            counts[r["class"]] += 1
    t0 = time.monotonic()
    batch = 500  # locate in batches so that progress starts early
    if any(r["class"] == "desync" for r in map(json.loads, out.read_text().splitlines())) \
            if out.exists() else False:
        out.write_text("".join(json.dumps(r) + "\n" for r in done.values()))
    with out.open("a") as f:
        for b in range(0, len(todo), batch):
            part = todo[b:b + batch]
            _, _, _, locs, _ = locate(ctx, op, [(kind, n) for n in part])
            for i, n in enumerate(part):
                loc = locs[(kind, n)]
                rng = random.Random(f"{args.seed}/{op}/{model}/{n}")
                for attempt in (1, 2):
                    if sess is None:
                        sess = Session(ctx, op, timeout)
                    try:
                        cls, detail = inject(sess, model, loc, rng, ref)
                        if sess.dead:
                            sess.close()
                            sess = None
                        break
                    except (EOFError, OSError, RuntimeError, TimeoutError) as e:
                        sess.close()
                        sess = None
                        cls, detail = "desync", {"error": str(e)}
                        rng = random.Random(f"{args.seed}/{op}/{model}/{n}")
                fn = ctx.symbols.name(loc["pc"])
                if not ctx.symbols.harness(fn):
                    counts[cls] += 1
                rec = {"op": op, "model": model, "n": n, "dyn": loc["dyn"], "pc": f"{loc['pc']:#x}",
                       "k": loc["k"], "fn": fn, "where": "harness" if ctx.symbols.harness(fn) else "library",
                       "class": cls, **detail}
                f.write(json.dumps(rec) + "\n")
                f.flush()
                if cls in ("silent", "false_accept", "released", "desync"):
                    print(f"faultsim: {op} {model} #{n} pc {loc['pc']:#x} (hit {loc['k']}) in {rec['where']} "
                          f"{fn}: {cls} {detail}", flush=True)
                k = b + i + 1
                if k % args.progress == 0 or k == len(todo):
                    rate = k / (time.monotonic() - t0)
                    print(f"faultsim: {op} {model} {k}/{len(todo)} ({rate:.1f}/s) library: "
                          + " ".join(f"{c}={v}" for c, v in counts.items() if v), flush=True)
    if sess is not None:
        sess.close()
    return counts


def report(out_dir):
    """Markdown table; a class's count of faults in the firmware's own code
    (the caller of the library, firmware.cpp) is shown apart as "+N h"."""
    print("| operation | model | faults | sample | " + " | ".join(CLASSES) + " |")
    print("|---|---|---:|---|" + "---:|" * len(CLASSES))
    for meta in sorted(out_dir.glob("*.meta.json")):
        m = json.loads(meta.read_text())
        lib, har = {c: 0 for c in CLASSES}, {c: 0 for c in CLASSES}
        res = out_dir / f"{m['stem']}.jsonl"
        rows = [json.loads(line) for line in res.read_text().splitlines()] if res.exists() else []
        for r in rows:
            (har if r.get("where") == "harness" else lib)[r["class"]] += 1
        cells = [f"{lib[c]}" + (f" +{har[c]} h" if har[c] else "") for c in CLASSES]
        print(f"| {m['op']} | {m['model']} | {len(rows)} | {m['method']}; window {m['window']} insns | "
              + " | ".join(cells) + " |")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ops", nargs="*")
    ap.add_argument("--target", default="m4", choices=sorted(BOARDS))
    ap.add_argument("--build-dir", type=Path)
    ap.add_argument("--out-dir", type=Path, default=ROOT / "build/faultsim")
    ap.add_argument("--model", action="append", choices=MODELS)
    ap.add_argument("--faults", type=int, default=10000)
    ap.add_argument("--all", action="store_true", help="every instruction (or load) of the window")
    ap.add_argument("--range", help="A:B, only window instructions A..B-1")
    ap.add_argument("--seed", default="1")
    ap.add_argument("--label", help="added to the result file name (e.g. tail for a --range run)")
    ap.add_argument("--progress", type=int, default=100)
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--fail-on", default="",
                    help="comma-separated classes whose presence makes the exit status 1")
    args = ap.parse_args()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    if args.report:
        report(args.out_dir)
        return 0
    if not args.ops:
        ap.error("name at least one operation")
    build_dir = args.build_dir or ROOT / "build" / args.target
    elf = build_dir / "tools/faultsim/ucrypt_faultsim_fw.elf"
    if not elf.exists():
        sys.exit(f"faultsim: {elf} missing (cmake --build {build_dir} --target ucrypt_faultsim_fw)")
    # The campaign runs on its own copy: a rebuild meanwhile must not change
    # the binary between the locator and the injection runs.
    copy = args.out_dir / f"firmware-{os.getpid()}.elf"
    shutil.copyfile(elf, copy)
    elf = copy
    ctx = argparse.Namespace(board=BOARDS[args.target], elf=elf, out_dir=args.out_dir,
                             symbols=Symbols(elf),
                             plugin=plugin_path(build_dir), reset=symbol(elf, "Reset_Handler"), start=symbol(elf, "ucrypt_bench_start"),
                             stop=symbol(elf, "ucrypt_bench_stop"))
    try:
        return run_campaigns(ctx, args)
    finally:
        copy.unlink()


def run_campaigns(ctx, args):
    bad = 0
    fail_on = {c for c in args.fail_on.split(",") if c}
    for op in args.ops:
        for model in args.model or ["skip"]:
            counts = campaign(ctx, op, model, args)
            bad += sum(counts[c] for c in fail_on)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
