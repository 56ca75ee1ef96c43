#!/usr/bin/env python3
"""The README's memory figures: the peak RSS of benchmarks/java/MemLoops's loops on each
backend and HotSpot, side by side, the median of --repeats runs each (the VMs taken
in turn within each repeat):

    lock 3000000 at -Xmx16m      synchronized (new Object()) three million times
    threads 20000 / 80000 at -Xmx32m   rounds of a thread started and joined that
                                 fills a small map and interns a new string
    loaders 16000 at -Xmx32m     throwaway class loaders, each defining a class

A loop that keeps nothing should not grow: threads 80000 should peak where 20000 does.

usage: benchmarks/memloops.py [--jvm build/jvm] [--java java] [--backends native,green,mn]
                              [--repeats 3] [--cases lock,threads20k,threads80k,loaders]
Prints a Markdown table (peak RSS in MiB, and the wall seconds of the median run).
Exits 1 if a run fails or prints another line than HotSpot's."""
import argparse, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = {
    "lock": ("16m", ["lock", "3000000"]),
    "threads20k": ("32m", ["threads", "20000"]),
    "threads80k": ("32m", ["threads", "80000"]),
    "loaders": ("32m", ["loaders", "16000"]),
}


def run_once(cmd):
    t0 = time.monotonic()
    p = subprocess.run(["/usr/bin/time", "-f", "maxrss %M"] + cmd, capture_output=True, text=True,
                       timeout=1800)
    wall = time.monotonic() - t0
    rss = None
    for line in p.stderr.splitlines():
        if line.startswith("maxrss "):
            rss = int(line.split()[1])
    out = p.stdout.strip().splitlines()
    if p.returncode != 0 or rss is None or not out:
        raise RuntimeError("%s: exit %d\n%s" % (" ".join(cmd), p.returncode, p.stderr[-600:]))
    return out[-1], rss, wall


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("--java", default="java")
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--cases", default=",".join(CASES))
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-nowarn", "-d", d, os.path.join(HERE, "java", "MemLoops.java")],
                   check=True, capture_output=True)
    vms = [("jvm --threads=" + b, [a.jvm, "--threads=" + b]) for b in a.backends.split(",") if b]
    if a.java:
        vms.append(("java (HotSpot)", [a.java]))
    cases = [c for c in a.cases.split(",") if c]
    cells, failed = {}, 0
    for c in cases:
        xmx, args = CASES[c]
        lines = {}
        for _ in range(a.repeats):
            for name, vm in vms:
                try:
                    line, rss, wall = run_once(vm + ["-Xmx" + xmx, "-cp", d, "MemLoops"] + args)
                except RuntimeError as e:
                    print("FAILED: %s" % e, file=sys.stderr)
                    failed += 1
                    continue
                lines.setdefault(name, set()).add(line)
                cells.setdefault((c, name), []).append((rss, wall))
        ref = lines.get("java (HotSpot)")
        for name, ls in lines.items():
            if len(ls) != 1 or (ref is not None and ls != ref):
                print("FAILED: %s %s printed %s, HotSpot %s" % (name, c, sorted(ls), sorted(ref or [])),
                      file=sys.stderr)
                failed += 1
    print("Peak RSS in MiB (median of %d runs; wall s of those runs' median in brackets).\n" % a.repeats)
    hdr = ["VM"] + ["%s %s -Xmx%s" % (CASES[c][1][0], CASES[c][1][1], CASES[c][0]) for c in cases]
    print("| " + " | ".join(hdr) + " |")
    print("|" + "---|" * len(hdr))
    for name, _ in vms:
        row = [name]
        for c in cases:
            xs = cells.get((c, name))
            if not xs:
                row.append("-")
                continue
            rss = statistics.median(r for r, _ in xs)
            wall = statistics.median(w for _, w in xs)
            row.append("%.1f (%.1f s)" % (rss / 1024.0, wall))
        print("| " + " | ".join(row) + " |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
