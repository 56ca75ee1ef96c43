#!/usr/bin/env python3
"""CPU-bound benchmarks (benchmarks/cpu/*.java) on this VM (both thread backends)
and on HotSpot (`java -Xint`, its template interpreter, and `java`, its JIT),
side by side: the VMs alternate run by run (the order rotates every repetition),
each program runs N times per VM, and the report gives the median wall seconds
and the speed relative to `java -Xint` (t(-Xint) / t(VM): above 1 is faster),
with the geometric mean over the programs.

    python3 benchmarks/cpu.py                 # every program, 3 runs per VM
    python3 benchmarks/cpu.py -n 5 CpuFib CpuSort
    python3 benchmarks/cpu.py --quick         # the small test sizes, 1 run (smoke)
    python3 benchmarks/cpu.py --from-csv benchmarks/results/cpu.csv   # report again, run nothing

Every run's standard output (the program's checksum) must be byte for byte what
`java -Xint` printed; a mismatch, a crash or a non-zero exit is reported loudly
(stderr, and FAILED in the table) and makes the driver exit 1.  Writes
OUT/cpu.md and OUT/cpu.csv (default OUT: benchmarks/results).
"""
import argparse
import csv
import datetime
import glob
import math
import os
import platform
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SRC = os.path.join(HERE, "cpu")
XINT = "java -Xint"
JIT = "java"
_ARGS_RE = re.compile(r"^\s*//\s*args\s*:\s*(.*?)\s*$", re.M)


def programs():
    out = []
    for p in sorted(glob.glob(os.path.join(SRC, "*.java"))):
        name = os.path.splitext(os.path.basename(p))[0]
        with open(p, encoding="utf-8") as f:
            m = _ARGS_RE.search(f.read())
        out.append((name, shlex.split(m.group(1)) if m else []))
    return out


def describe(prog):
    """The program's leading comment, up to its usage line."""
    words = []
    with open(os.path.join(SRC, prog + ".java"), encoding="utf-8") as f:
        for ln in f:
            ln = ln.strip()
            if not ln.startswith("//") or re.match(r"//\s*(usage|args)\s*:", ln):
                break
            words.append(ln.lstrip("/").strip())
    return " ".join(words).replace("CPU benchmark: ", "")


def configs(a):
    cfgs = []
    for b in a.backends:
        cfgs.append(("jvm " + b, [a.jvm, "--threads=" + b] + a.jvm_args))
    if a.java:
        cfgs.append((XINT, [a.java, "-Xint"]))
        cfgs.append((JIT, [a.java]))
    return cfgs


def run_once(cmd, timeout):
    """(wall seconds, user+sys seconds, stdout, stderr, exit status or a reason)."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - t0, None, b"", b"", "timed out after %ds" % timeout
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return wall, cpu, p.stdout, p.stderr, p.returncode


def geomean(xs):
    xs = [x for x in xs if x is not None and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def f2(x, fmt="%.2f"):
    return "—" if x is None else fmt % x


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("progs", nargs="*", metavar="PROGRAM", help="class names (default: all of benchmarks/cpu)")
    ap.add_argument("-n", type=int, default=3, help="runs per program and VM (default 3)")
    ap.add_argument("--jvm", default=os.path.join(ROOT, "build", "jvm"))
    ap.add_argument("--jvm-arg", dest="jvm_args", action="append", default=[],
                    help="extra option for our VM (repeatable)")
    ap.add_argument("--java", default=shutil.which("java"), help="HotSpot's java (default: the one on the PATH)")
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("--quick", action="store_true", help="the small sizes of the programs' `// args:` lines, 1 run")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per run")
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--no-write", action="store_true", help="print the table only")
    ap.add_argument("--from-csv", metavar="CSV", help="run nothing: report again from an earlier cpu.csv")
    a = ap.parse_args()
    a.backends = [b for b in a.backends.split(",") if b]
    if a.quick:
        a.n = 1
    if not a.java:
        print("cpu.py: no `java` on the PATH: HotSpot is the reference (scripts/setup.sh installs it)", file=sys.stderr)
        return 2
    if not os.access(a.jvm, os.X_OK):
        print("cpu.py: no VM at %s: build it first (sh scripts/build.sh)" % a.jvm, file=sys.stderr)
        return 2
    progs = programs()
    if a.from_csv:
        return from_csv(a, [(n, s) for n, s in progs if not a.progs or n in a.progs], a.from_csv)
    if a.progs:
        unknown = [p for p in a.progs if p not in dict(progs)]
        if unknown:
            ap.error("unknown program(s): %s (have %s)" % (", ".join(unknown), ", ".join(n for n, _ in progs)))
        progs = [(n, s) for n, s in progs if n in a.progs]
    classes = tempfile.mkdtemp(prefix="cpu-classes-")
    try:
        p = subprocess.run(["javac", "-d", classes] + [os.path.join(SRC, n + ".java") for n, _ in progs],
                           capture_output=True, text=True)
        if p.returncode != 0:
            print("cpu.py: javac failed:\n" + p.stdout + p.stderr, file=sys.stderr)
            return 2
        return measure(a, progs, classes)
    finally:
        shutil.rmtree(classes, ignore_errors=True)


def make_table(progs, names, med, failed):
    """The Markdown table of medians med[(prog, cfg)] and a speed(prog, cfg) function."""
    def speed(prog, cfg):
        x, t = med.get((prog, XINT)), med.get((prog, cfg))
        return x / t if x and t else None

    header = ["program"]
    for c in names:
        header += ["%s s" % c] + (["× -Xint"] if c != XINT else [])
    gn = "jvm native" in names and "jvm green" in names
    mnn = "jvm native" in names and "jvm mn" in names
    if gn:
        header.append("green / native")
    if mnn:
        header.append("mn / native")
    rows = []
    for prog, _ in progs:
        r = [prog]
        for c in names:
            if (prog, c) in failed:
                r += ["FAILED"] + ([""] if c != XINT else [])
                continue
            r.append(f2(med.get((prog, c)), "%.3f"))
            if c != XINT:
                r.append(f2(speed(prog, c)))
        if gn:
            n, g = med.get((prog, "jvm native")), med.get((prog, "jvm green"))
            r.append(f2(g / n if n and g else None))
        if mnn:
            n, g = med.get((prog, "jvm native")), med.get((prog, "jvm mn"))
            r.append(f2(g / n if n and g else None))
        rows.append(r)
    gm = ["**geometric mean**"]
    for c in names:
        gm.append("")
        if c != XINT:
            gm.append("**%s**" % f2(geomean([speed(p, c) for p, _ in progs])))
    if gn:
        gm.append(f2(geomean([med[(p, "jvm green")] / med[(p, "jvm native")] for p, _ in progs
                               if (p, "jvm green") in med and (p, "jvm native") in med])))
    if mnn:
        gm.append(f2(geomean([med[(p, "jvm mn")] / med[(p, "jvm native")] for p, _ in progs
                               if (p, "jvm mn") in med and (p, "jvm native") in med])))
    rows.append(gm)
    table = "| " + " | ".join(header) + " |\n|" + "---|" * len(header) + "\n" + \
        "".join("| " + " | ".join(r) + " |\n" for r in rows)
    return table, speed


def measure(a, progs, classes):
    cfgs = configs(a)
    names = [c for c, _ in cfgs]
    load0 = " ".join(open("/proc/loadavg").read().split()[:3])
    times = {}      # (prog, cfg) -> [wall]
    cpus = {}       # (prog, cfg) -> [user+sys]
    failed = {}     # (prog, cfg) -> reason
    expected = {}   # prog -> stdout of java -Xint
    rows_csv = []
    t_start = time.time()
    total = len(progs) * a.n * len(cfgs)
    done = 0
    for prog, small in progs:
        args = small if a.quick else []
        # -Xint first (its output is the reference), then rotate the order.
        order = [names.index(XINT)] + [i for i in range(len(cfgs)) if cfgs[i][0] != XINT]
        for rep in range(a.n):
            k = rep % len(order)
            for i in order[k:] + order[:k]:
                cfg, prefix = cfgs[i]
                cmd = prefix + ["-cp", classes, prog] + args
                wall, cpu, out, err, rc = run_once(cmd, a.timeout)
                done += 1
                why = None
                if rc != 0:
                    why = ("exit status %s" % rc) if isinstance(rc, int) else rc
                    tail = err.decode("utf-8", "replace").strip().splitlines()[-3:]
                    if tail:
                        why += ": " + " / ".join(tail)
                elif cfg == XINT and prog not in expected:
                    expected[prog] = out
                elif prog in expected and out != expected[prog]:
                    why = "checksum mismatch: printed %r, java -Xint printed %r" % (
                        out.decode("utf-8", "replace")[-200:], expected[prog].decode("utf-8", "replace")[-200:])
                if why:
                    failed.setdefault((prog, cfg), why)
                    print("cpu.py: FAILED %s on %s: %s\n  command: %s" % (prog, cfg, why, shlex.join(cmd)),
                          file=sys.stderr)
                else:
                    times.setdefault((prog, cfg), []).append(wall)
                    cpus.setdefault((prog, cfg), []).append(cpu)
                rows_csv.append([prog, cfg, rep, "%.4f" % wall, "%.4f" % cpu if cpu is not None else "",
                                 "failed: " + why if why else "ok"])
                print("[%3d/%d %5.0fs] %-15s %-12s %7.3f s%s" % (done, total, time.time() - t_start, prog, cfg,
                                                                 wall, "  FAILED" if why else ""), flush=True)
    load1 = " ".join(open("/proc/loadavg").read().split()[:3])
    note = "load average at start %s, at the end %s; took %.0f s" % (load0, load1, time.time() - t_start)
    return report(a, progs, cfgs, times, cpus, failed, rows_csv, note)


def from_csv(a, progs, path):
    """Reports again from a cpu.csv written by an earlier run."""
    cfgs = configs(a)
    times, cpus, failed, rows_csv = {}, {}, {}, []
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            key = (r["program"], r["vm"])
            if r["program"] not in dict(progs):
                continue
            rows_csv.append([r["program"], r["vm"], r["rep"], r["wall_s"], r["cpu_s"], r["status"]])
            if r["status"] != "ok":
                failed.setdefault(key, r["status"][len("failed: "):])
                continue
            times.setdefault(key, []).append(float(r["wall_s"]))
            cpus.setdefault(key, []).append(float(r["cpu_s"]))
    a.n = max([len(v) for v in times.values()] or [0])
    return report(a, progs, cfgs, times, cpus, failed, rows_csv, "re-rendered from %s" % path)


def report(a, progs, cfgs, times, cpus, failed, rows_csv, note):
    names = [c for c, _ in cfgs]
    tables = {}
    speeds = {}
    for metric, data in (("cpu", cpus), ("wall", times)):
        med = {k: statistics.median(v) for k, v in data.items() if k not in failed}
        tables[metric], speeds[metric] = make_table(progs, names, med, failed)
    print()
    print("user+sys CPU seconds:\n" + tables["cpu"])
    print("wall seconds:\n" + tables["wall"])
    vm_cfgs = [c for c in names if c.startswith("jvm ")]
    speed = speeds["cpu"]
    lows = {c: [p for p, _ in progs if (speed(p, c) or 1) < 0.5] for c in vm_cfgs}
    for c in vm_cfgs:
        if lows[c]:
            print("below 0.5× -Xint on %s: %s" % (c, ", ".join(lows[c])))
    if failed:
        print("cpu.py: %d program/VM pairs FAILED (see above)" % len(failed), file=sys.stderr)
    if not a.no_write:
        write(a, progs, cfgs, tables, rows_csv, failed, note)
    return 1 if failed else 0


def sh(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
        return (p.stdout + p.stderr).strip().replace("\n", "; ")
    except (OSError, subprocess.TimeoutExpired):
        return "?"


def write(a, progs, cfgs, tables, rows_csv, failed, note):
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "cpu.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["program", "vm", "rep", "wall_s", "cpu_s", "status"])
        w.writerows(rows_csv)
    cpu = "?"
    for ln in open("/proc/cpuinfo"):
        if ln.startswith("model name"):
            cpu = ln.split(":", 1)[1].strip()
            break
    jvm = os.path.relpath(a.jvm, ROOT) if os.path.abspath(a.jvm).startswith(ROOT) else a.jvm
    cmdline = "python3 benchmarks/cpu.py" + (" --quick" if a.quick else "") + \
        ("" if a.quick else " -n %d" % a.n) + (" --jvm " + jvm if jvm != "build/jvm" else "") + \
        "".join(" --jvm-arg=" + x for x in a.jvm_args) + "".join(" " + p for p in (a.progs or []))
    md = ["# cpu: CPU-bound programs against HotSpot's interpreter (`java -Xint`) and JIT (`java`)\n",
          "`%s` — %d runs per program and VM, alternating the VMs (the order rotates every repetition); "
          "medians of the whole process (start-up included: about 0.01 s for jvm, 0.1 s for java); "
          "**× -Xint** is the speed relative to `java -Xint` (t(-Xint) / t), above 1 is faster. "
          "Every run's output is compared byte for byte with `java -Xint`'s.%s\n" %
          (cmdline, a.n, " Small (test) sizes." if a.quick else ""),
          "\n## User + system CPU seconds\n\nThe process's own CPU time (all its threads: HotSpot's "
          "JIT compiler and GC threads count against it). On a shared machine this is the steadier "
          "figure: wall time also counts the time the process waited for a CPU.\n",
          tables["cpu"],
          "\n## Wall seconds\n",
          tables["wall"],
          "\nPrograms (`benchmarks/cpu/`, default sizes; the `// args:` line of each is the small size "
          "that `tests/java/cpu/` runs):\n"]
    for prog, _ in progs:
        md.append("- `%s`: %s" % (prog, describe(prog)))
    if failed:
        md.append("\n**FAILED:**\n")
        for (p, c), why in sorted(failed.items()):
            md.append("- %s on %s: %s" % (p, c, why))
    md.append("\nCommands (from the repository root, classes compiled by `javac` from `benchmarks/cpu/`):\n\n```")
    for c, prefix in cfgs:
        md.append(shlex.join([os.path.relpath(x, ROOT) if x == a.jvm else x for x in prefix] + ["-cp", "CLASSES", "PROGRAM"]))
    md.append("```\n")
    md.append("Machine: %s, %d CPUs (%s); kernel %s; %s; %s.  "
              "jvm: %s (commit %s, the working tree may differ).  HotSpot: %s.\n" %
              (platform.machine(), os.cpu_count() or 0, cpu, platform.release(),
               datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"), note,
               jvm, sh(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"]), sh([a.java, "-version"])))
    with open(os.path.join(a.out, "cpu.md"), "w") as f:
        f.write("\n".join(md))
    print("wrote %s and %s" % (os.path.join(a.out, "cpu.md"), os.path.join(a.out, "cpu.csv")))


if __name__ == "__main__":
    sys.exit(main())
