#!/usr/bin/env python3
"""Small heaps with many threads: benchmarks/java/ManyThreadsHeap (THREADS threads all
alive at once, each allocating objects of many sizes and keeping its last KEEP results)
on each backend and HotSpot, at a ladder of -Xmx values; reports, per VM and thread
count, the smallest -Xmx of the ladder in which every one of --tries runs completes
with the right checksum (a thread that dies of OutOfMemoryError leaves it wrong) (and its peak RSS there), and that -Xmx over HotSpot's.

usage: benchmarks/smallheap.py [--jvm build/jvm] [--java java] [--threads 500,1000]
                               [--keep 2] [--rounds 100] [--ladder 2,3,4,6,8,12,16,24,32,48,64]
                               [--tries 2] [--backends native,green,mn] [--timeout 60]
Prints a Markdown table.  Exits 1 if a VM fails at the top of the ladder."""
import argparse, os, signal, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def run_once(cmd, timeout):
    """Runs cmd; returns (exit status, stdout's last line, peak RSS in KiB); a run past
    timeout seconds is a failure (status -1)."""
    p = subprocess.Popen(["/usr/bin/time", "-f", "maxrss %M"] + cmd, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        so, se = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        # Counted as a failure at this -Xmx (HotSpot may hang once out of memory, SIGTERM
        # included): the whole group is killed, not only /usr/bin/time.
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return -1, "", None
    rss = None
    for line in se.splitlines():
        if line.startswith("maxrss "):
            rss = int(line.split()[1])
    lines = so.strip().splitlines()
    return p.returncode, lines[-1] if lines else "", rss


def smallest(vm, classes, n, a, expect):
    """The smallest -Xmx (MiB) of the ladder where every try succeeds, with its peak RSS."""
    for mib in [int(x) for x in a.ladder.split(",")]:
        ok, peak = True, 0
        for _ in range(a.tries):
            rc, last, rss = run_once(vm + ["-Xmx%dm" % mib, "-cp", classes, "ManyThreadsHeap",
                                           str(n), str(a.rounds), str(a.keep)], a.timeout)
            if rc != 0 or last != expect:   # a thread that died of OutOfMemoryError: a wrong sum
                ok = False
                break
            peak = max(peak, rss or 0)
        if ok:
            return mib, peak
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", default=os.path.join(HERE, "..", "build", "jvm"))
    ap.add_argument("--java", default="java")
    ap.add_argument("--threads", default="500,1000")
    ap.add_argument("--keep", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--ladder", default="2,3,4,6,8,12,16,24,32,48,64")
    ap.add_argument("--tries", type=int, default=2)
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("--timeout", type=float, default=60, help="seconds a run may take (default 60)")
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    subprocess.run(["javac", "-nowarn", "-d", d, os.path.join(HERE, "java", "ManyThreadsHeap.java")],
                   check=True, capture_output=True)
    vms = [("jvm --threads=" + b, [a.jvm, "--threads=" + b]) for b in a.backends.split(",") if b]
    if a.java:
        vms.append(("java (HotSpot)", [a.java]))
    print("Smallest -Xmx (MiB, of %s) in which %d of %d runs of `ManyThreadsHeap N %d %d` complete; "
          "peak RSS there in MiB; that -Xmx over HotSpot's.\n" % (a.ladder, a.tries, a.tries, a.rounds, a.keep))
    hdr = ["VM"]
    for n in a.threads.split(","):
        hdr += ["%s threads: -Xmx" % n, "RSS", "vs HotSpot"]
    print("| " + " | ".join(hdr) + " |")
    print("|" + "---|" * len(hdr))
    results, failed, expect = {}, 0, {}
    top = a.ladder.split(",")[-1]
    # HotSpot first: its line (a checksum of the arguments only) is what every VM must print.
    for name, vm in sorted(vms, key=lambda v: not v[0].startswith("java")):
        for n in [int(x) for x in a.threads.split(",")]:
            rc, last, _ = run_once(vm + ["-Xmx%sm" % top, "-cp", d, "ManyThreadsHeap", str(n),
                                         str(a.rounds), str(a.keep)], a.timeout)
            expect.setdefault(n, last if rc == 0 else None)
            if rc != 0 or last != expect[n]:
                print("FAILED: %s -Xmx%sm: exit %d, %r (expected %r)" % (name, top, rc, last, expect[n]),
                      file=sys.stderr)
                results[(name, n)] = (None, None)
                continue
            results[(name, n)] = smallest(vm, d, n, a, expect[n])
    hs = "java (HotSpot)"
    for name, _ in vms:
        cells = []
        for n in [int(x) for x in a.threads.split(",")]:
            mib, rss = results[(name, n)]
            if mib is None:
                cells.append("none | - | -")
                failed += 1
                continue
            ref = results.get((hs, n), (None, None))[0]
            cells.append("%d | %.1f | %s" % (mib, rss / 1024.0, ("%.2fx" % (mib / ref)) if ref else "-"))
        print("| " + name + " | " + " | ".join(cells) + " |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
