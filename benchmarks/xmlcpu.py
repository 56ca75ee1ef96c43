#!/usr/bin/env python3
"""xmltest by CPU time, for a shared machine: on a busy machine a VM's
transactions per second measure the share of the CPUs the kernel gave it
(one OS thread per Java thread gets more of them than two carriers) more
than the VM.  This runs benchmarks/java/XMLTest on each backend,
alternating (the order rotates every repetition), and reports per T the
medians of:
  - tx/s over the measuring window, as benchmarks/run.py's xmltest does;
  - tx per CPU-second inside that window (the process's utime + stime from
    /proc/PID/stat, sampled every 10 ms; the window is the last MS ms
    before the process ends: XMLTest prints and exits right after it);
  - the CPUs the process got in the window;
  - from -verbose:gc: collections per 1000 transactions (whole run), the
    median pause, and the median time to safepoint (`stopping`) with its
    sum as a share of the run's wall time.

usage: benchmarks/xmlcpu.py [--jvm build/jvm] [--backends native,mn,green]
                            [-T 2,16,32] [-n 3] [--warmup 250] [--ms 2000]
(compiles benchmarks/java/XMLTest.java into --classes first)"""
import argparse, os, re, statistics, subprocess, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
HZ = os.sysconf("SC_CLK_TCK")
OK = re.compile(r"XMLTest OK threads=(\d+) total=(\d+) ms=(\d+) tps=([\d.Ee+-]+)")


def cpu_of(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            s = f.read()
    except OSError:
        return None
    fl = s[s.rindex(")") + 2:].split()
    return (int(fl[11]) + int(fl[12])) / HZ


def one(cmd):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, samples = {}, []

    def reader():
        out["o"], out["e"] = p.communicate()
    th = threading.Thread(target=reader)
    th.start()
    while th.is_alive():
        c = cpu_of(p.pid)
        if c is not None:
            samples.append((time.monotonic(), c))
        time.sleep(0.01)
    th.join()
    o = out["o"]
    m = OK.search(o)
    if not m or not samples:
        raise SystemExit("XMLTest failed: %s\n%s%s" % (" ".join(cmd), o[-400:], out["e"][-400:]))
    total, ms = int(m.group(2)), int(m.group(3))
    end = samples[-1][0]
    begin_cpu = min(samples, key=lambda s: abs(s[0] - (end - ms / 1000.0)))[1]
    wcpu = max(samples[-1][1] - begin_cpu, 1.0 / HZ)
    wall = max(end - samples[0][0], 1e-3)
    stops = [float(x) for x in re.findall(r"stopping ([\d.]+) ms", o)]
    pauses = [float(x) for x in re.findall(r"\), ([\d.]+) ms \(mark", o)]
    return {"tps": float(m.group(4)), "per_cpu": total / wcpu, "cpus": wcpu / (ms / 1000.0),
            "gc_per_ktx": len(pauses) * 1000.0 / max(total, 1),
            "pause": statistics.median(pauses) if pauses else 0.0,
            "stop": statistics.median(stops) if stops else 0.0,
            "stop_share": sum(stops) / 1000.0 / wall}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jvm", default=os.path.join("build", "jvm"))
    ap.add_argument("--backends", default="native,mn,green")
    ap.add_argument("--extra", default="", help="more VM options for every run (space-separated)")
    ap.add_argument("-T", default="2,16,32")
    ap.add_argument("-n", type=int, default=3)
    ap.add_argument("--warmup", type=int, default=250)
    ap.add_argument("--ms", type=int, default=2000)
    ap.add_argument("--xmx", default="64m")
    ap.add_argument("--classes", default=os.path.join("build", "bench-classes"))
    a = ap.parse_args()
    os.makedirs(a.classes, exist_ok=True)
    subprocess.run(["javac", "-d", a.classes, os.path.join(HERE, "java", "XMLTest.java")], check=True)
    backends = a.backends.split(",")
    print("| T | backend | tx/s | × %s | tx per CPU-s | × %s | CPUs | GCs per 1000 tx | median pause ms "
          "| median stopping ms | stopping, share of wall |" % (backends[0], backends[0]))
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for t in [int(x) for x in a.T.split(",")]:
        res = {b: [] for b in backends}
        for rep in range(a.n):
            k = rep % len(backends)
            for b in backends[k:] + backends[:k]:
                cmd = [a.jvm, "--threads=" + b] + a.extra.split() + [
                    "-Xmx" + a.xmx, "-verbose:gc", "-cp", a.classes, "XMLTest", str(t), str(a.warmup), str(a.ms)]
                res[b].append(one(cmd))
        med = {b: {k: statistics.median(r[k] for r in res[b]) for k in res[b][0]} for b in backends}
        base = med[backends[0]]
        for b in backends:
            m = med[b]
            print("| %d | %s | %.0f | %.2f | %.0f | %.2f | %.2f | %.1f | %.2f | %.2f | %.1f%% |" % (
                t, b, m["tps"], m["tps"] / base["tps"], m["per_cpu"], m["per_cpu"] / base["per_cpu"],
                m["cpus"], m["gc_per_ktx"], m["pause"], m["stop"], 100 * m["stop_share"]), flush=True)


if __name__ == "__main__":
    main()
