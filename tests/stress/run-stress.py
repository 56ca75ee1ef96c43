#!/usr/bin/env python3
"""Stress set (issue #9): long-running, bounded Java programs run on each
thread backend, each printing one deterministic result line that must
equal what HotSpot prints for the same program and arguments (recorded in
expected/, see --record).

  ManyThreads     N short-lived threads, every one joined (green 10,000 and
                  native 2,000 at full size)
  PingPong        wait/notify ping-pong across 64 threads (32 pairs), a fixed
                  count of exchanges, exact totals
  EchoStress      an echo server under C connections open at once, every
                  byte checked (2,000 at full size)
  GcStress        64 mutators allocating and checking their data, with a
                  tiny heap (-Xmx16m) and 128 marking threads
  InterruptStress interrupts delivered at random to threads sleeping,
                  waiting and joining, exact accounting

Every run has a watchdog: past its time limit the driver sends SIGQUIT,
prints the VM's thread dump, kills the VM and fails the run.

usage: run-stress.py --jvm PATH --work DIR [--full] [--backends native,green,mn]
                     [--only NAME[,NAME]] [--record] [--java java]
--full runs the full sizes (minutes); the default is the short set (CI).
--record runs HotSpot for every size and writes expected/ (then exits).
Ends with a line "N passed, N failed"; exits 1 if any failed."""
import argparse, os, re, resource, shutil, signal, subprocess, sys, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected")

# name: (extra VM options, {(size, backend): args}, watchdog seconds by size)
STRESSES = [
    ("ManyThreads", [], {
        ("short", "green"): ["5000", "5000"], ("short", "native"): ["1000", "1000"],
        ("full", "green"): ["10000", "10000"], ("full", "native"): ["2000", "2000"]},
     {"short": 60, "full": 300}),
    ("PingPong", [], {
        ("short", "green"): ["5000"], ("short", "native"): ["5000"],
        ("full", "green"): ["20000"], ("full", "native"): ["20000"]},
     {"short": 60, "full": 300}),
    ("EchoStress", [], {
        ("short", "green"): ["500", "4", "1024"], ("short", "native"): ["500", "4", "1024"],
        ("full", "green"): ["2000", "8", "2048"], ("full", "native"): ["2000", "8", "2048"]},
     {"short": 60, "full": 300}),
    ("GcStress", ["-Xmx16m", "--gc-threads=128"], {
        ("short", "green"): ["64", "1000"], ("short", "native"): ["64", "1000"],
        ("full", "green"): ["64", "4000"], ("full", "native"): ["64", "4000"]},
     {"short": 90, "full": 600}),
    ("InterruptStress", [], {
        ("short", "green"): ["64", "200"], ("short", "native"): ["64", "200"],
        ("full", "green"): ["64", "1000"], ("full", "native"): ["64", "1000"]},
     {"short": 60, "full": 300}),
]
# mn runs green's sizes (user-level threads: as many as green affords).
for _name, _extra, _sizes, _dog in STRESSES:
    for _size in ("short", "full"):
        _sizes[(_size, "mn")] = _sizes[(_size, "green")]
# Options HotSpot gets too (the rest are ours: --gc-threads).
HOTSPOT_OPTS = {"-Xmx16m"}


def expected_path(name, args):
    return os.path.join(EXPECTED, "%s_%s.expected" % (name, "_".join(args)))


def raise_fd_limit(need):
    """Raises RLIMIT_NOFILE's soft limit towards need; returns the limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft >= need:
        return soft
    target = need if hard == resource.RLIM_INFINITY or hard >= need else hard
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        return target
    except (ValueError, OSError):
        return soft


def fit_echo(args):
    """Scales the connection count down to the fd limit (each connection
    takes two sockets in the one process); returns (args, note)."""
    conns = int(args[0])
    limit = raise_fd_limit(2 * conns + 256)
    if 2 * conns + 256 <= limit:
        return args, None
    fit = max(1, (limit - 256) // 2)
    return [str(fit)] + args[1:], ("RLIMIT_NOFILE is %d: EchoStress scaled down from %d to %d connections"
                                   % (limit, conns, fit))


def run_watched(cmd, limit):
    """Runs cmd with a watchdog.  Returns (rc, stdout, stderr, seconds, dump)
    where dump is the thread dump taken when the watchdog fired, else None."""
    t0 = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = [], []

    def pump(stream, sink):
        for chunk in iter(lambda: stream.read1(65536), b""):   # what has come
            sink.append(chunk)

    readers = [threading.Thread(target=pump, args=(p.stdout, out), daemon=True),
               threading.Thread(target=pump, args=(p.stderr, err), daemon=True)]
    for r in readers:
        r.start()
    dump = None
    try:
        p.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        before = len(b"".join(out))
        p.send_signal(signal.SIGQUIT)
        end = time.time() + 5
        while time.time() < end:    # the dump ends with its Heap section
            text = b"".join(out)[before:]
            if b"\nHeap\n" in text or b"JNI global refs" in text:
                time.sleep(0.2)
                break
            time.sleep(0.1)
        dump = b"".join(out)[before:].decode(errors="replace")
        p.kill()
        p.wait()
    for r in readers:
        r.join(timeout=5)
    secs = time.time() - t0
    return (p.returncode, b"".join(out).decode(errors="replace"),
            b"".join(err).decode(errors="replace"), secs, dump)


def hotspot_output(java, work, name, extra, args):
    cmd = [java] + [o for o in extra if o in HOTSPOT_OPTS] + ["-cp", work, name] + args
    rc, out, err, secs, dump = run_watched(cmd, 600)
    if rc != 0:
        raise RuntimeError("HotSpot failed on %s %s (status %s): %s" % (name, args, rc, err[-500:]))
    return out


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
    ap.add_argument("--jvm")
    ap.add_argument("--work", required=True)
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("--only", default="")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--java", default="java")
    ap.add_argument("--watchdog", type=float, default=0,
                    help="seconds before the watchdog fires (default: each stress's own)")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    sources = [os.path.join(HERE, n + ".java") for n, _, _, _ in STRESSES]
    c = subprocess.run(["javac", "-d", a.work] + sources, capture_output=True, text=True)
    if c.returncode != 0:
        print("javac failed:\n" + c.stderr)
        return 1
    only = set(filter(None, a.only.split(",")))
    chosen = [s for s in STRESSES if not only or s[0] in only]

    if a.record:
        os.makedirs(EXPECTED, exist_ok=True)
        raise_fd_limit(2 * 2000 + 256)
        for name, extra, sizes, _ in chosen:
            for args in sorted({tuple(v) for v in sizes.values()}):
                out = hotspot_output(a.java, a.work, name, extra, list(args))
                with open(expected_path(name, list(args)), "w") as f:
                    f.write(out)
                print("recorded %s %s: %s" % (name, " ".join(args), out.strip()))
        return 0

    if not a.jvm:
        ap.error("--jvm is required")
    size = "full" if a.full else "short"
    passed = failed = 0
    figures = []
    for name, extra, sizes, limits in chosen:
        for backend in built_backends(a.jvm, a.backends.split(",")):
            args = sizes[(size, backend)]
            note = None
            if name == "EchoStress":
                args, note = fit_echo(args)
            tag = "%s %s %s" % (backend, name, " ".join(args))
            if note:
                print("note: " + note)
            path = expected_path(name, args)
            if os.path.exists(path):
                want = open(path).read()
            elif shutil.which(a.java):
                print("note: no recorded %s; asking HotSpot" % os.path.basename(path))
                want = hotspot_output(a.java, a.work, name, extra, args)
            else:
                print("FAIL %s: no expected output (%s) and no java to make it" % (tag, path))
                failed += 1
                continue
            cmd = [a.jvm, "--threads=" + backend] + extra + ["-cp", a.work, name] + args
            limit = a.watchdog or limits[size]
            rc, out, err, secs, dump = run_watched(cmd, limit)
            figures.append((name, backend, " ".join(args), secs))
            problems = []
            if dump is not None:
                problems.append("watchdog: no end after %g s; thread dump:\n%s" % (limit, dump))
            elif rc != 0:
                problems.append("exit status %s" % rc)
            if dump is None and out != want:
                problems.append("output differs from HotSpot's:\n  got:  %s\n  want: %s"
                                % (out.strip().replace("\n", "\n        "),
                                   want.strip().replace("\n", "\n        ")))
            if problems:
                failed += 1
                print("FAIL %s (%.1f s)" % (tag, secs))
                for p in problems:
                    print("  " + p)
                if err.strip():
                    print("  stderr: " + err.strip()[-1500:])
            else:
                passed += 1
                print("ok   %s (%.1f s): %s" % (tag, secs, out.strip()))
            sys.stdout.flush()
    print("wall seconds (%s sizes):" % size)
    for name, backend, args, secs in figures:
        print("  %-16s %-7s %-16s %7.1f" % (name, backend, args, secs))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
