#!/usr/bin/env python3
"""The seed's measurement (JDK-4036992), on this VM: an idle program that once
called Toolkit.getDefaultToolkit() (tests/idle/IdleAwt.java, or any class
given with --program), counted from outside with `strace -c -f -p PID` as the
report's script did with `truss -c -p PID`, for each setting of
JDK_MIN_ALARM_INTERVAL and AWT_POLL_INTERVAL.  Prints one table per run in
the report's shape, then one summary table (calls per second, per syscall).

usage: seed-table.py --jvm PATH --work DIR [--threads green] [--idle legacy]
                     [--window 10] [--settle 2] [--alarm default,10000]
                     [--poll default,100000] [--program IdleAwt] [--cp DIR]
"""
import argparse, os, platform, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))


def measure(cmd, env, settle, window):
    out = tempfile.NamedTemporaryFile(delete=False, suffix=".strace")
    out.close()
    log = tempfile.TemporaryFile(mode="w+")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, text=True)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError("exited early: " + log.read()[-300:])
        st = subprocess.Popen(["strace", "-c", "-f", "-p", str(proc.pid), "-o", out.name],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t0 = time.time()
        time.sleep(window)
        st.send_signal(signal.SIGINT)
        st.wait(timeout=10)
        elapsed = time.time() - t0
        rows = []
        for line in open(out.name):
            f = line.split()
            if len(f) < 5 or not f[0][0].isdigit() or f[-1] == "total":
                continue
            try:
                secs, calls = float(f[1]), int(f[3])
            except ValueError:
                continue
            errors = int(f[4]) if len(f) == 6 else 0
            rows.append((f[-1], secs, calls, errors))
        log.seek(0)
        return rows, elapsed, log.read()
    finally:
        proc.kill()
        proc.wait()
        os.unlink(out.name)


def table(rows, elapsed, text, alarm, poll, a):
    print("*******************************************")
    print()
    print("Minimum clock resolution: %s" % alarm)
    print("Awt input thread poll interval: %s" % poll)
    print("%s  (jvm --threads=%s --idle=%s %s)" % (" ".join(platform.uname()[:3]), a.threads, a.idle, a.program))
    print()
    print("*******************************************")
    print()
    sig = sum(c for n, _, c, _ in rows if n == "rt_sigreturn")
    print("signals ------------")
    print("SIGALRM %d (one rt_sigreturn each)" % sig)
    print()
    print("%-14s %8s %7s %7s" % ("syscall", "seconds", "calls", "errors"))
    tot_s = tot_c = tot_e = 0
    for name, secs, calls, errors in sorted(rows, key=lambda r: -r[2]):
        print("%-14s %8s %7d %7s" % (name, ("%.2f" % secs).lstrip("0") or ".00", calls, errors or ""))
        tot_s += secs
        tot_c += calls
        tot_e += errors
    print("%-14s %8s %7s %7s" % ("", "----", "---", "---"))
    print("%-14s %8s %7d %7d" % ("sys totals:", ("%.2f" % tot_s).lstrip("0") or ".00", tot_c, tot_e))
    print("elapsed: %.2f" % elapsed)
    for line in text.splitlines()[:4]:
        print(line)
    print()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--threads", default="green")
    ap.add_argument("--idle", default="legacy")
    ap.add_argument("--window", type=float, default=10.0)
    ap.add_argument("--settle", type=float, default=2.0)
    ap.add_argument("--alarm", default="default,10000")
    ap.add_argument("--poll", default="default,100000")
    ap.add_argument("--program", default="IdleAwt")
    ap.add_argument("--cp", default=None, help="class path holding --program (default: compile tests/idle)")
    a = ap.parse_args()
    cp = a.cp
    if cp is None:
        cp = os.path.join(os.path.abspath(a.work), "seed-classes")
        os.makedirs(cp, exist_ok=True)
        src = os.path.join(HERE, "..", "idle", a.program + ".java")
        subprocess.run(["javac", "-d", cp, src], check=True)
    summary = []
    for alarm in a.alarm.split(","):
        for poll in a.poll.split(","):
            env = dict(os.environ)
            for k in ("JDK_MIN_ALARM_INTERVAL", "AWT_POLL_INTERVAL", "AWTSTUB_DISPLAY"):
                env.pop(k, None)
            if alarm != "default":
                env["JDK_MIN_ALARM_INTERVAL"] = alarm
            if poll != "default":
                env["AWT_POLL_INTERVAL"] = poll
            cmd = [a.jvm, "--threads=" + a.threads, "--idle=" + a.idle, "-cp", cp, a.program]
            rows, elapsed, text = measure(cmd, env, a.settle, a.window)
            table(rows, elapsed, text, alarm, poll, a)
            summary.append((alarm, poll, {n: c / elapsed for n, _, c, _ in rows},
                            sum(c for _, _, c, _ in rows) / elapsed))
    names = sorted({n for _, _, d, _ in summary for n in d},
                   key=lambda n: -max(d.get(n, 0) for _, _, d, _ in summary))
    print("calls per second (jvm --threads=%s --idle=%s %s)" % (a.threads, a.idle, a.program))
    head = ["JDK_MIN_ALARM_INTERVAL / AWT_POLL_INTERVAL"] + ["%s / %s" % (al, po) for al, po, _, _ in summary]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for n in names:
        print("| %s | %s |" % (n, " | ".join("%.0f" % d.get(n, 0) for _, _, d, _ in summary)))
    print("| total | %s |" % " | ".join("%.0f" % t for _, _, _, t in summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
