#!/usr/bin/env python3
"""Per-thread memory: benchmarks/java/ThreadsMem starts N threads (default 10,000) that
each park in lock.wait(); the driver reads the process's VmRSS (/proc/PID/status) when
it prints "base" (after a warm-up thread) and again when all N wait, and reports
(ready - base) / N, per backend, on HotSpot 17 and, where a JDK 21 or newer is found
(/usr/lib/jvm/*, or --java-vt PATH), on HotSpot with virtual threads
(benchmarks/java/vt/ThreadsMemVT, compiled with that JDK's javac).  Median of -n runs.

usage: benchmarks/threadsmem.py [--jvm build/jvm] [--java java] [--java-vt JDK_HOME]
                                [--threads 10000] [-n 3] [--backends native,green,mn]
Prints a Markdown table; exits 1 if a run fails."""
import argparse, glob, os, re, shutil, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def rss_kib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS for %d" % pid)


def measure(cmd, n, timeout=300):
    """Runs cmd; returns (base KiB, ready KiB)."""
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, bufsize=1)
    try:
        line = p.stdout.readline().strip()
        if line != "base":
            raise RuntimeError("%s: expected 'base', got %r\n%s" % (" ".join(cmd), line, p.stderr.read()[-800:]))
        base = rss_kib(p.pid)
        p.stdin.write("go\n")
        p.stdin.flush()
        line = p.stdout.readline().strip()
        if line != "ready %d" % n:
            p.kill()
            raise RuntimeError("%s: expected 'ready %d', got %r\n%s" % (" ".join(cmd), n, line, p.stderr.read()[-800:]))
        ready = rss_kib(p.pid)
        p.stdin.write("end\n")
        p.stdin.flush()
        p.wait(timeout)
        return base, ready
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def jdk_version(home):
    try:
        out = subprocess.run([os.path.join(home, "bin", "java"), "-version"], capture_output=True,
                             text=True, timeout=60).stderr
    except (OSError, subprocess.TimeoutExpired):
        return 0
    m = re.search(r'version "(\d+)', out)
    return int(m.group(1)) if m else 0


def find_vt_jdk(given):
    """A JDK with virtual threads (21+): the given home, else the newest under /usr/lib/jvm."""
    if given:
        return given if jdk_version(given) >= 21 else None
    best, bv = None, 0
    for home in sorted(glob.glob("/usr/lib/jvm/*")):
        if os.path.islink(home) or not os.path.exists(os.path.join(home, "bin", "javac")):
            continue
        v = jdk_version(home)
        if v >= 21 and v > bv:
            best, bv = home, v
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jvm", default=os.path.join("build", "jvm"))
    ap.add_argument("--java", default=shutil.which("java"))
    ap.add_argument("--java-vt", default="", help="home of a JDK 21+ (default: the newest in /usr/lib/jvm)")
    ap.add_argument("--threads", type=int, default=10000)
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--backends", default="native,green,mn")
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="threadsmem-")
    subprocess.run(["javac", "-d", work, os.path.join(HERE, "java", "ThreadsMem.java")], check=True)
    configs = [("jvm --threads=%s" % b, [a.jvm, "--threads=" + b, "-cp", work, "ThreadsMem"])
               for b in a.backends.split(",") if b]
    if a.java:
        configs.append(("java (HotSpot 17)", [a.java, "-cp", work, "ThreadsMem"]))
    notes = []
    vt = find_vt_jdk(a.java_vt)
    if vt:
        vdir = os.path.join(work, "vt")
        subprocess.run([os.path.join(vt, "bin", "javac"), "-d", vdir,
                        os.path.join(HERE, "java", "vt", "ThreadsMemVT.java")], check=True)
        configs.append(("java %d, virtual threads" % jdk_version(vt),
                        [os.path.join(vt, "bin", "java"), "-cp", vdir, "ThreadsMemVT"]))
    else:
        notes.append("No JDK 21 or newer found (looked in /usr/lib/jvm; --java-vt PATH): "
                     "virtual threads not measured.")
    res = {name: [] for name, _ in configs}
    for rep in range(a.n):
        k = rep % len(configs)
        for name, cmd in configs[k:] + configs[:k]:     # alternating, rotated
            try:
                base, ready = measure(cmd + [str(a.threads)], a.threads)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print("FAILED: %s: %s" % (name, e), file=sys.stderr)
                sys.exit(1)
            res[name].append((base, ready))
            print("  %s rep %d: base %d KiB, ready %d KiB, %.2f KiB/thread" %
                  (name, rep + 1, base, ready, (ready - base) / a.threads), file=sys.stderr, flush=True)
    print("RSS growth with %d threads parked in `wait`, median of %d runs:\n" % (a.threads, a.n))
    print("| VM | base RSS KiB | with threads KiB | KiB per thread |")
    print("|---|---|---|---|")
    for name, cmd in configs:
        b = statistics.median(x[0] for x in res[name])
        r = statistics.median(x[1] for x in res[name])
        per = statistics.median((x[1] - x[0]) / a.threads for x in res[name])
        print("| %s | %d | %d | %.1f |" % (name, b, r, per))
    for n in notes:
        print("\n" + n)
    print("\nCommand: `python3 benchmarks/threadsmem.py --threads %d -n %d`" % (a.threads, a.n))


if __name__ == "__main__":
    main()
