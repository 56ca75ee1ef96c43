#!/usr/bin/env python3
"""Start-up cost of Hello: median wall time and peak RSS over N runs of
`jvm Hello` (both backends) and `java Hello`, alternating, side by side
(wall from spawn to exit, without a wrapper; peak RSS from a second run under
/usr/bin/time).

usage: benchmarks/startup.py [--jvm build/jvm] [-n 15]"""
import argparse, os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("-n", type=int, default=15)
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-d", d, os.path.join(HERE, "..", "examples", "Hello.java")], check=True)
    cmds = [("jvm --threads=native", [a.jvm, "--threads=native", "-cp", d, "Hello"]),
            ("jvm --threads=green", [a.jvm, "--threads=green", "-cp", d, "Hello"]),
            ("jvm --threads=mn", [a.jvm, "--threads=mn", "-cp", d, "Hello"]),
            ("java (HotSpot)", ["java", "-cp", d, "Hello"])]
    res = {n: ([], []) for n, _ in cmds}
    for _ in range(a.n):
        for name, cmd in cmds:
            # Wall: spawned directly, no /usr/bin/time in between, whose own
            # exec would add a millisecond or two to every run (a tenth of
            # jvm's).  Peak RSS: a second run under /usr/bin/time (a child
            # forked from this Python process would inherit its high-water
            # mark in wait4's ru_maxrss).
            t = time.perf_counter()
            p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall = (time.perf_counter() - t) * 1000
            if p.returncode != 0:
                sys.exit("%s exited %d" % (" ".join(cmd), p.returncode))
            q = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, capture_output=True, text=True)
            res[name][0].append(wall)
            res[name][1].append(int(q.stderr.strip().splitlines()[-1]))
    print("| command | median wall ms | median peak RSS KiB |")
    print("|---|---|---|")
    for name, _ in cmds:
        print("| %s | %.1f | %d |" % (name, statistics.median(res[name][0]), statistics.median(res[name][1])))
    j = statistics.median(res["java (HotSpot)"][0]), statistics.median(res["java (HotSpot)"][1])
    n = statistics.median(res["jvm --threads=native"][0]), statistics.median(res["jvm --threads=native"][1])
    print("\nratio java/jvm: wall %.1fx, RSS %.1fx" % (j[0] / n[0], j[1] / n[1]))


if __name__ == "__main__":
    sys.exit(main())
