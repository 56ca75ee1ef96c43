#!/usr/bin/env python3
"""Soak: benchmarks/java/Soak (rounds of locking fresh objects, starting and joining
threads, interning new strings, filling and dropping maps, a file and a socket pair
opened and closed, objects with finalizers, a class loaded through throwaway class
loaders) on each backend and HotSpot, one after
the other, at the same -Xmx; the driver reads each VM's VmRSS from /proc when the
program reports a round done.  RSS should plateau: the mean of the last quarter of
the rounds less than 5% above the mean of the second quarter.

usage: benchmarks/soak.py [--jvm build/jvm] [--java java] [--rounds 2000] [--scale 1]
                          [--xmx 32m] [--backends native,green] [--csv FILE]
Prints a Markdown table; --csv writes every sample (vm, round, rss_kib).
Exits 1 if a run fails (a crash, a missing result line)."""
import argparse, csv, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
PLATEAU = 0.05


def rss_kib(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def soak(cmd, rounds):
    """Runs cmd; returns ([(round, rss)], wall seconds, last line)."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
    samples, last = [], ""
    for line in p.stdout:
        line = line.strip()
        last = line
        if line.startswith("round "):
            r = rss_kib(p.pid)
            if r is not None:
                samples.append((int(line.split()[1]), r))
    err = p.stderr.read()
    p.wait()
    wall = time.monotonic() - t0
    if p.returncode != 0 or not last.startswith("soak done") or len(samples) < rounds // 2:
        raise RuntimeError("%s: exit %s, last line %r, %d samples\n%s" %
                           (" ".join(cmd), p.returncode, last, len(samples), err[-600:]))
    return samples, wall, last


def quarter_means(samples, rounds):
    def mean_in(lo, hi):
        xs = [r for n, r in samples if lo < n <= hi]
        return statistics.mean(xs) if xs else None
    q = rounds / 4
    return mean_in(q, 2 * q), mean_in(3 * q, 4 * q)


def at(samples, n):
    best = None
    for k, r in samples:
        if k <= n:
            best = r
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("--java", default="java")
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("--xmx", default="32m")
    ap.add_argument("--backends", default="native,green")
    ap.add_argument("--csv")
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-nowarn", "-d", d, os.path.join(HERE, "java", "Soak.java")], check=True,
                   capture_output=True)
    vms = [("jvm --threads=" + b, [a.jvm, "--threads=" + b]) for b in a.backends.split(",") if b]
    if a.java:
        vms.append(("java (HotSpot)", [a.java]))
    rows, all_samples, failed = [], [], 0
    check = None
    for name, vm in vms:
        cmd = vm + ["-Xmx" + a.xmx, "-cp", d, "Soak", str(a.rounds), str(a.scale)]
        try:
            samples, wall, last = soak(cmd, a.rounds)
        except RuntimeError as e:
            print("FAILED: %s" % e, file=sys.stderr)
            failed += 1
            continue
        if check is None:
            check = last
        elif last != check:
            print("FAILED: %s printed %r, expected %r" % (name, last, check), file=sys.stderr)
            failed += 1
        q2, q4 = quarter_means(samples, a.rounds)
        growth = (q4 / q2 - 1) if q2 and q4 else None
        marks = [at(samples, max(1, a.rounds * k // 4)) for k in (0, 1, 2, 3, 4)]
        rows.append([name] + ["%d" % (m // 1024) if m else "-" for m in marks] +
                    ["%.1f" % (q2 / 1024), "%.1f" % (q4 / 1024),
                     "%+.1f%%" % (100 * growth) if growth is not None else "-",
                     "yes" if growth is not None and growth < PLATEAU else "NO", "%.1f" % wall])
        all_samples += [(name, n, r) for n, r in samples]
    q = a.rounds // 4
    print("Soak, %d rounds (scale %d) at -Xmx%s: RSS in MiB after round 1, %d, %d, %d and %d; "
          "means of the second and last quarters; plateau = last quarter < %d%% above the second.\n"
          % (a.rounds, a.scale, a.xmx, q, 2 * q, 3 * q, a.rounds, int(PLATEAU * 100)))
    hdr = ["VM", "round 1", "round %d" % q, "round %d" % (2 * q), "round %d" % (3 * q), "round %d" % a.rounds,
           "mean Q2", "mean Q4", "Q4 vs Q2", "plateau", "wall s"]
    print("| " + " | ".join(hdr) + " |")
    print("|" + "---|" * len(hdr))
    for r in rows:
        print("| " + " | ".join(r) + " |")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["vm", "round", "rss_kib"])
            w.writerows(all_samples)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
