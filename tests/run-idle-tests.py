#!/usr/bin/env python3
"""Idle tests: counts the system calls of an idle jvm from outside, with
`strace -c -f -p PID` (as the old `truss -c -p` did), for each backend and
idle mode.  Tickless must make no system calls in the window.  Native
legacy must show its periodic pattern (at least a floor of calls per
second).  Green legacy follows JDK 1.1 (seed 000, JDK-4036992): its alarm is
set for the earliest deadline and its fd waits poll per call, not per clock
tick, so only the toolkit's timed input loop (IdleAwt) keeps it busy (a
floor, and the loop's calls: poll, setitimer, rt_sigreturn, ioctl), while
the programs without it make next to no calls ("removing the
Toolkit.getDefaultToolkit() call fixes the problem").

usage: run-idle-tests.py --jvm PATH --work DIR [--window S] [--settle S] [-j N]
Ends with a line "N passed, N failed"; exits 1 if any failed."""
import argparse, concurrent.futures, os, re, signal, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = [("IdleWait", []), ("IdleManyWaiters", ["1000"]), ("IdleSleep", []), ("IdleAwt", []), ("TestAccept", []),
            ("IdleWaitFor", []), ("IdleRefs", []), ("IdleSelector", []), ("IdleWatch", ["{work}"]),
            ("IdleReceive", []), ("IdleForkJoin", [])]
# Minimum syscalls per second expected in legacy mode (the old behaviour).
LEGACY_FLOOR = {"native": 50.0, "green": 50.0, "mn": 50.0}
# Green legacy: the programs whose floor applies (the toolkit's 50 ms input
# loop: ~6 calls an iteration), with the calls that loop must show; every
# other program must stay under GREEN_LEGACY_CEILING calls/s.
GREEN_LEGACY_BUSY = {"IdleAwt": ("poll", "setitimer", "rt_sigreturn", "ioctl")}
GREEN_LEGACY_CEILING = 5.0


def count_syscalls(cmd, settle, window):
    """Starts cmd, waits settle seconds, counts syscalls over window."""
    out = tempfile.NamedTemporaryFile(delete=False, suffix=".strace")
    out.close()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            so, se = proc.communicate()
            return None, "exited early (status %s): %s" % (proc.returncode, se.decode(errors="replace")[-300:])
        st = subprocess.Popen(["strace", "-c", "-f", "-p", str(proc.pid), "-o", out.name],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(window)
        st.send_signal(signal.SIGINT)
        st.wait(timeout=10)
        text = open(out.name).read()
        total = 0
        calls = {}
        for line in text.splitlines():
            f = line.split()
            if len(f) >= 5 and f[-1] == "total":
                total = int(f[3])
            elif len(f) >= 5 and f[0][0].isdigit() and f[-1] != "total":
                try:
                    calls[f[-1]] = int(f[3])
                except ValueError:
                    pass
        return (total, calls), None
    finally:
        proc.kill()
        proc.wait()
        os.unlink(out.name)


def built_backends(jvm, wanted):
    """The backends of `wanted` that this jvm has built (-version lists the
    others as "(not built)", e.g. mn under AddressSanitizer); says which it skips."""
    out = subprocess.run([jvm, "-version"], capture_output=True, text=True)
    m = re.search(r"thread backends: (.*)", out.stderr + out.stdout)
    if m is None:
        return list(wanted)
    missing = set(re.findall(r"(\w+) \(not built\)", m.group(1)))
    for b in wanted:
        if b in missing:
            print("skip %s: not built in this jvm" % b)
    return [b for b in wanted if b not in missing]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--window", type=float, default=2.0)
    ap.add_argument("--settle", type=float, default=1.5)
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("-j", type=int, default=6, help="programs counted at once (default 6)")
    a = ap.parse_args()
    if subprocess.run(["which", "strace"], capture_output=True).returncode != 0:
        print("strace is not installed (scripts/setup.sh installs it)")
        print("0 passed, 1 failed")
        return 1
    classes = os.path.join(a.work, "idle-classes")
    os.makedirs(classes, exist_ok=True)
    srcs = [os.path.join(HERE, "idle", p + ".java") for p, _ in PROGRAMS]
    subprocess.run(["javac", "-d", classes] + srcs, check=True)
    jobs = []
    for backend in built_backends(a.jvm, a.backends.split(",")):
        for mode in ("tickless", "legacy"):
            for prog, args in PROGRAMS:
                if mode == "legacy" and prog == "IdleManyWaiters":
                    continue        # legacy with 1000 threads only shows more of the same
                args = [x.replace("{work}", os.path.abspath(a.work)) for x in args]    # a folder nothing changes
                cmd = [a.jvm, "--threads=" + backend, "--idle=" + mode, "-cp", classes, prog] + args
                jobs.append((backend, mode, prog, cmd))
    # The programs sit idle, so several are counted at once (-j): each strace
    # counts only its own process.
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as pool:
        results = list(pool.map(lambda j: count_syscalls(j[3], a.settle, a.window), jobs))
    passed = failed = 0
    for (backend, mode, prog, cmd), (res, err) in zip(jobs, results):
        name = "%s/%s/%s" % (backend, mode, prog)
        if err:
            print("FAIL %s: %s" % (name, err))
            failed += 1
            continue
        total, calls = res
        rate = total / a.window
        top = ", ".join("%s=%d" % kv for kv in sorted(calls.items(), key=lambda kv: -kv[1])[:4])
        if mode == "tickless":
            ok = total == 0
            want = "0 calls"
        elif backend == "green" and prog not in GREEN_LEGACY_BUSY:
            ok = rate < GREEN_LEGACY_CEILING
            want = "< %.0f/s" % GREEN_LEGACY_CEILING
        else:
            need = GREEN_LEGACY_BUSY.get(prog, ()) if backend == "green" else ()
            missing = [c for c in need if calls.get(c, 0) == 0]
            ok = rate >= LEGACY_FLOOR[backend] and not missing
            want = ">= %.0f/s%s" % (LEGACY_FLOOR[backend], " with " + ", ".join(need) if need else "")
        print("%s %s: %d syscalls in %.1f s (%.1f/s; want %s) %s" %
              ("ok  " if ok else "FAIL", name, total, a.window, rate, want, top))
        if ok:
            passed += 1
        else:
            failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
