#!/usr/bin/env python3
"""Seed 003 (JDK 14 re-reading cgroup files at every container query): T threads
(benchmarks/java/ContainerQueries) call Runtime.availableProcessors(), maxMemory() and
freeMemory() in a loop, on every backend with --container-cache-ms=0 (re-read each
query) and with the default cache (20 ms), beside HotSpot 17.  Two runs per cell:
one under `strace -f -e trace=openat` counting the opens of cgroup files (paths under
/sys/fs/cgroup, and /proc/self/cgroup and mountinfo) per second of that run, one
without strace for the CPU time (user + system of the whole process) per query.
Medians of -n runs.

usage: benchmarks/container.py [--jvm build/jvm] [--java java] [--threads 4]
                               [--rounds 20000] [-n 3] [--backends native,green,mn]"""
import argparse, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
CG = re.compile(r'openat\([^"]*"(/sys/fs/cgroup[^"]*|/proc/self/cgroup|/proc/self/mountinfo)"')


def run_cpu(cmd):
    """(CPU seconds, wall seconds, queries) of one run without strace."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    wall = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    m = re.search(r"^queries (\d+)$", p.stdout, re.M)
    if p.returncode != 0 or not m:
        raise RuntimeError("%s: exit %d\n%s" % (" ".join(cmd), p.returncode, (p.stdout + p.stderr)[-800:]))
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return cpu, wall, int(m.group(1))


def run_strace(cmd, work):
    """(cgroup opens, wall seconds) of one run under strace -f -e trace=openat."""
    log = os.path.join(work, "strace.log")
    t0 = time.monotonic()
    p = subprocess.run(["strace", "-f", "-qq", "-e", "trace=openat", "-o", log] + cmd,
                       capture_output=True, text=True, timeout=1200)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        raise RuntimeError("strace %s: exit %d\n%s" % (" ".join(cmd), p.returncode, p.stderr[-800:]))
    with open(log) as f:
        opens = sum(1 for ln in f if CG.search(ln))
    return opens, wall


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jvm", default=os.path.join("build", "jvm"))
    ap.add_argument("--java", default=shutil.which("java"))
    ap.add_argument("--threads", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=20000)
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--backends", default="native,green,mn")
    a = ap.parse_args()
    if not shutil.which("strace"):
        sys.exit("container.py: strace is missing (scripts/setup.sh installs it)")
    work = tempfile.mkdtemp(prefix="container-")
    subprocess.run(["javac", "-d", work, os.path.join(HERE, "java", "ContainerQueries.java")], check=True)
    prog = ["-cp", work, "ContainerQueries", str(a.threads), str(a.rounds)]
    configs = []
    for b in a.backends.split(","):
        for ms in ("0", None):
            name = "jvm --threads=%s %s" % (b, "--container-cache-ms=0" if ms == "0" else "(cache 20 ms)")
            configs.append((name, [a.jvm, "--threads=" + b] + (["--container-cache-ms=0"] if ms else []) + prog))
    if a.java:
        configs.append(("java (HotSpot 17)", [a.java] + prog))
    res = {n: [] for n, _ in configs}
    for rep in range(a.n):
        k = rep % len(configs)
        for name, cmd in configs[k:] + configs[:k]:
            try:
                cpu, wall, q = run_cpu(cmd)
                opens, swall = run_strace(cmd, work)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print("FAILED: %s: %s" % (name, e), file=sys.stderr)
                sys.exit(1)
            res[name].append((cpu / q * 1e9, opens / swall, opens / q, wall))
            print("  %s rep %d: %.0f ns CPU/query, %d cgroup opens in %.2f s under strace" %
                  (name, rep + 1, cpu / q * 1e9, opens, swall), file=sys.stderr, flush=True)
    print("%d threads x %d rounds of availableProcessors + maxMemory + freeMemory (%d queries), "
          "medians of %d runs:\n" % (a.threads, a.rounds, 3 * a.threads * a.rounds, a.n))
    print("| VM | CPU ns per query | cgroup opens/s (under strace) | opens per query | wall s |")
    print("|---|---|---|---|---|")
    for name, _ in configs:
        xs = res[name]
        print("| %s | %.0f | %.0f | %.4f | %.2f |" % (
            name, statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs),
            statistics.median(x[2] for x in xs), statistics.median(x[3] for x in xs)))
    print("\nCommand: `python3 benchmarks/container.py --threads %d --rounds %d -n %d`" % (a.threads, a.rounds, a.n))


if __name__ == "__main__":
    main()
