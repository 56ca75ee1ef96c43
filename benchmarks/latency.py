#!/usr/bin/env python3
"""Socket round-trip latency next to CPU-bound threads: benchmarks/java/BusyEcho
(one-byte round trips over loopback to an echo thread while 0 or 1 threads
spin) on each backend and HotSpot, alternating, medians of N runs.

On green threads, tickless, a socket that becomes ready while another thread
computes is announced by SIGIO (threads/green/iomgr.c) once the scheduler has
seen a thread keep the CPU for half a time slice while others wait for fds;
before that it waited for the end of the 10 ms slice.  The table shows what
each costs; `-Xlog:threads` counts the SIGIOs.

usage: benchmarks/latency.py [--jvm build/jvm] [-n 5] [--trips 2000]"""
import argparse, os, re, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--trips", type=int, default=2000)
    ap.add_argument("--java", default="java")
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-d", d, os.path.join(HERE, "java", "BusyEcho.java")], check=True)
    vms = [("jvm --threads=green", [a.jvm, "--threads=green"]),
           ("jvm --threads=green --idle=legacy", [a.jvm, "--threads=green", "--idle=legacy"]),
           ("jvm --threads=native", [a.jvm, "--threads=native"]),
           ("jvm --threads=mn", [a.jvm, "--threads=mn"]),
           ("jvm --threads=mn --idle=legacy", [a.jvm, "--threads=mn", "--idle=legacy"]),
           ("java (HotSpot)", [a.java])]
    cells = {}
    for _ in range(a.n):
        for spin in (0, 1):
            for name, vm in vms:
                # Legacy green with a spinner costs a 10 ms slice a hop: fewer trips.
                trips = max(20, a.trips // 50) if spin and "green" in name and "legacy" in name else a.trips
                cmd = vm + ["-cp", d, "BusyEcho", str(trips), str(spin)]
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
                m = re.search(r"round trips, ([\d.]+) us each", p.stdout)
                if p.returncode != 0 or m is None:
                    sys.exit("%s failed (exit %d): %s" % (" ".join(cmd), p.returncode, (p.stdout + p.stderr)[-400:]))
                cells.setdefault((name, spin), []).append(float(m.group(1)))
    print("Median microseconds per one-byte round trip (%d runs each, %d trips; %d with a spinner "
          "on green legacy):\n" % (a.n, a.trips, max(20, a.trips // 50)))
    print("| command | no other thread | one thread spinning |")
    print("|---|---|---|")
    for name, _ in vms:
        print("| %s | %.1f | %.1f |" % (name, statistics.median(cells[(name, 0)]),
                                       statistics.median(cells[(name, 1)])))


if __name__ == "__main__":
    sys.exit(main())
