#!/usr/bin/env python3
"""GC termination protocols side by side (seed 002): runs a binary-trees
program with -verbose:gc for --gc-threads in {2, 16, 128} and
--gc-termination in {park, yield}, alternating, and reports per
configuration the median pause and the sched_yield / park counts per
collection that the VM's own GC lines report (cross-check with
`strace -c -f -e sched_yield`).

usage: benchmarks/gcterm.py [--jvm build/jvm] [-n 3] [--threads 2,16,128]"""
import argparse, os, re, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROG = os.path.join(HERE, "..", "tests", "java", "gc", "GcBinaryTrees.java")
LINE = re.compile(r"\[GC #\d+ \(([^)]*)\).*?, ([\d.]+) ms .*?(\d+) GC threads, (\w+), "
                  r"steals (\d+)/(\d+), yields (\d+), parks (\d+), wake-ups (\d+)\]")


def run(jvm, d, nthreads, proto, backend):
    cmd = [jvm, "--threads=" + backend, "-Xmx24m", "-verbose:gc", "--gc-threads=%d" % nthreads,
           "--gc-termination=" + proto, "-cp", d, "GcBinaryTrees"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600).stdout
    rows = [m.groups() for m in map(LINE.search, out.splitlines()) if m]
    if not rows:
        raise SystemExit("no GC lines from: " + " ".join(cmd))
    pauses = [float(r[1]) for r in rows]
    yields = [int(r[6]) for r in rows]
    parks = [int(r[7]) for r in rows]
    return len(rows), statistics.median(pauses), sum(yields) / len(rows), sum(parks) / len(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--threads", default="2,16,128")
    ap.add_argument("--backend", default="native")
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-d", d, PROG], check=True)
    counts = [int(x) for x in a.threads.split(",")]
    res = {}
    for _ in range(a.n):
        for n in counts:
            for proto in ("park", "yield"):
                res.setdefault((n, proto), []).append(run(a.jvm, d, n, proto, a.backend))
    print("| GC threads | protocol | collections | median pause ms | sched_yield per GC | parks per GC |")
    print("|---|---|---|---|---|---|")
    for n in counts:
        for proto in ("park", "yield"):
            r = res[(n, proto)]
            print("| %d | %s | %d | %.2f | %.1f | %.1f |" % (
                n, proto, r[0][0], statistics.median(x[1] for x in r),
                statistics.median(x[2] for x in r), statistics.median(x[3] for x in r)))
    p2 = statistics.median(x[1] for x in res[(counts[0], "park")])
    pn = statistics.median(x[1] for x in res[(counts[-1], "park")])
    print("\npark pause at %d threads / at %d threads: %.2fx" % (counts[-1], counts[0], pn / p2))


if __name__ == "__main__":
    sys.exit(main())
