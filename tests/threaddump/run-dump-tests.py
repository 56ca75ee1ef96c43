#!/usr/bin/env python3
"""Thread dump test: starts tests/threaddump/DumpStates.java (threads
sleeping, waiting, timed-waiting, parked, blocked on a monitor, joining, and
main reading stdin), sends SIGQUIT (kill -3) and checks that the dump on
stdout lists each thread with its name, daemon flag, priority, state line
(java.lang.Thread.State: ... as HotSpot prints it) and the frame of the
method it stands in, at the line marked "// dump: NAME" in the source; then
once more with one more thread in a CPU-bound loop; then the program must
run on to its end ("done", exit 0).  Runs on HotSpot too (the oracle for
the format and the states) when `java` is installed, and on our VM with
each backend and idle mode.

usage: run-dump-tests.py --jvm PATH --work DIR [--java java|none] [--backends native,green,mn]
Ends with a line "N passed, N failed"; exits 1 if any failed."""
import argparse, os, queue, re, shutil, signal, subprocess, sys, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "DumpStates.java")
STEP_TIMEOUT = 30.0

# name -> (state line, daemon, priority); main's is checked in both phases.
PHASE1 = {
    "main": ("RUNNABLE", False, 5),
    "dump-sleeper": ("TIMED_WAITING (sleeping)", True, 5),
    "dump-waiter": ("WAITING (on object monitor)", True, 5),
    "dump-timed-waiter": ("TIMED_WAITING (on object monitor)", True, 5),
    "dump-parker": ("WAITING (parking)", True, 7),
    "dump-blocked": ("BLOCKED (on object monitor)", True, 5),
    "dump-joiner": ("WAITING (on object monitor)", True, 5),
    "dump-holder": ("WAITING (on object monitor)", True, 5),
    "dump-lock-parker": ("WAITING (parking)", True, 5),
}
PHASE2 = dict(PHASE1)
PHASE2["dump-spinner"] = ("RUNNABLE", True, 5)
# The extra line HotSpot prints under the first frame, by thread.
LOCK_LINES = {
    "dump-waiter": "- waiting on <0x",
    "dump-timed-waiter": "- waiting on <0x",
    "dump-joiner": "- waiting on <0x",
    "dump-blocked": "- waiting to lock <0x",
}
# The lines under given frames (by the start of the frame's text), exactly,
# in order: (what, class, label).  A label stands for one object: the same
# label must be the same address everywhere in the dump, different labels
# different addresses.  Frames not listed are not checked (HotSpot's
# library holds monitors of its own, in BufferedReader.readLine say).
OBJ = "java.lang.Object"
FRAME_LINES = {
    "main": [("DumpStates.main(", [("locked", OBJ, "lock")])],
    "dump-blocked": [("DumpStates.blocker(", [("waiting to lock", OBJ, "lock")])],
    "dump-waiter": [("java.lang.Object.wait(", [("waiting on", OBJ, "monitor")]),
                    ("DumpStates.waiter(", [("locked", OBJ, "monitor")])],
    "dump-timed-waiter": [("java.lang.Object.wait(", [("waiting on", OBJ, "timedMonitor")]),
                          ("DumpStates.timedWaiter(", [("locked", OBJ, "timedMonitor")])],
    "dump-holder": [("java.lang.Object.wait(", [("waiting on", OBJ, "holdA")]),
                    ("DumpStates.holdInner(", [("locked", OBJ, "holdA"), ("locked", OBJ, "holdB"),
                                               ("locked", OBJ, "holdA")]),
                    ("DumpStates.holder(", [("locked", "java.lang.Class for DumpStates", "DumpStates")])],
    "dump-lock-parker": [("", [("parking to wait for",
                                "java.util.concurrent.locks.ReentrantLock$NonfairSync", "rlock")])],
}
EXTRA = re.compile(r"^- (.*?) +<(0x[0-9a-f]+)> \(a (.*)\)$")
HEADER = re.compile(r'^"(.*)" #(\d+)( daemon)? prio=(\d+) ')


def markers():
    """name or name@phase -> line number, from the "// dump: NAME" comments;
    "(any line ...)" after the name accepts any line of the method (None)."""
    m = {}
    for n, line in enumerate(open(SOURCE), 1):
        g = re.search(r"// dump: (\S+)( \(any line.*\))?", line)
        if g:
            m[g.group(1)] = None if g.group(2) else n
    return m


def parse_dump(lines):
    """The thread blocks of one dump: name -> dict(header, daemon, prio,
    state, frames, extra)."""
    threads = {}
    cur = None
    for line in lines:
        h = HEADER.match(line)
        if h:
            cur = {"daemon": bool(h.group(3)), "prio": int(h.group(4)), "state": None,
                   "frames": [], "extra": [], "frame_extras": [], "header": line}
            threads[h.group(1)] = cur
            continue
        if cur is None:
            continue
        if line.startswith("   java.lang.Thread.State: "):
            cur["state"] = line[len("   java.lang.Thread.State: "):]
        elif line.startswith("\tat "):
            cur["frames"].append(line[4:])
            cur["frame_extras"].append([])
        elif line.startswith("\t- "):
            if not cur["frames"] or len(cur["frames"]) == 1:
                cur["extra"].append(line[1:])
            if cur["frames"]:
                cur["frame_extras"][-1].append(line[1:])
        elif line == "":
            cur = None
    return threads


def check_dump(dump, expected, marks, phase, tag):
    errors = []
    if not any(l.startswith("Full thread dump ") for l in dump):
        errors.append("%s: no 'Full thread dump' header" % tag)
    threads = parse_dump(dump)
    for name, (state, daemon, prio) in expected.items():
        t = threads.get(name)
        if t is None:
            errors.append("%s: thread %r missing from the dump" % (tag, name))
            continue
        if t["state"] != state:
            errors.append("%s: %s: state %r, expected %r" % (tag, name, t["state"], state))
        if t["daemon"] != daemon or t["prio"] != prio:
            errors.append("%s: %s: header %r, expected daemon=%s prio=%d"
                          % (tag, name, t["header"], daemon, prio))
        method = {"main": "main"}.get(name, None)
        if method is None:
            method = re.sub(r"-(\w)", lambda g: g.group(1).upper(), name[len("dump-"):])
            method = {"blocked": "blocker", "timedWaiter": "timedWaiter",
                      "holder": "holdInner"}.get(method, method)
        key = "%s@%d" % (name, phase) if "%s@%d" % (name, phase) in marks else name
        line = marks.get(key)
        want = "DumpStates.%s(DumpStates.java:" % method
        frames = [f for f in t["frames"] if f.startswith(want)]
        if not frames:
            errors.append("%s: %s: no frame %s...; frames: %s" % (tag, name, want, t["frames"]))
        elif line is not None and frames[0] != "%s%d)" % (want, line):
            errors.append("%s: %s: frame %r, expected line %d" % (tag, name, frames[0], line))
        lock = LOCK_LINES.get(name)
        if lock and not any(e.startswith(lock) for e in t["extra"]):
            errors.append("%s: %s: no %r line under its first frame (got %s)"
                          % (tag, name, lock, t["extra"]))
    labels, addrs = {}, {}
    for name, specs in FRAME_LINES.items():
        t = threads.get(name)
        if t is None or name not in expected:
            continue
        for prefix, want in specs:
            idx = [i for i, fr in enumerate(t["frames"]) if fr.startswith(prefix)]
            if not idx:
                errors.append("%s: %s: no frame %s...; frames: %s" % (tag, name, prefix, t["frames"]))
                continue
            got = t["frame_extras"][idx[0]]
            where = "%s: %s: under %r" % (tag, name, t["frames"][idx[0]])
            if len(got) != len(want):
                errors.append("%s: lines %s, expected %d like %s" % (where, got, len(want), want))
                continue
            for line, (what, cls, label) in zip(got, want):
                m = EXTRA.match(line)
                if m is None or m.group(1) != what or m.group(3) != cls:
                    errors.append("%s: %r, expected '- %s <0x...> (a %s)'" % (where, line, what, cls))
                    continue
                addr = m.group(2)
                if labels.setdefault(label, addr) != addr or addrs.setdefault(addr, label) != label:
                    errors.append("%s: %r: %s is not the object it should be (%s)"
                                  % (where, line, addr, label))
    return errors


class Reader(threading.Thread):
    def __init__(self, stream):
        super().__init__(daemon=True)
        self.stream, self.q, self.all = stream, queue.Queue(), []

    def run(self):
        for raw in self.stream:
            line = raw.decode(errors="replace").rstrip("\n")
            self.all.append(line)
            self.q.put(line)
        self.q.put(None)

    def until(self, pred, timeout):
        """Lines up to and including the first for which pred is true."""
        got = []
        end = time.time() + timeout
        while True:
            try:
                line = self.q.get(timeout=max(0.01, end - time.time()))
            except queue.Empty:
                raise RuntimeError("timed out; last lines: %s" % got[-5:])
            if line is None:
                raise RuntimeError("the program's stdout ended; last lines: %s" % got[-5:])
            got.append(line)
            if pred(line):
                return got


def dump_end(line):
    return line.startswith("Heap") or line.startswith("JNI global refs")


def run_one(cmd, marks, tag):
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    r = Reader(p.stdout)
    r.start()
    errors = []
    try:
        r.until(lambda l: l == "ready", STEP_TIMEOUT)
        time.sleep(0.2)             # let the idle wait settle (green: epoll_wait)
        p.send_signal(signal.SIGQUIT)
        d1 = r.until(dump_end, STEP_TIMEOUT)
        errors += check_dump(d1, PHASE1, marks, 1, tag + " (all blocked)")
        p.stdin.write(b"spin\n")
        p.stdin.flush()
        r.until(lambda l: l == "spinning", STEP_TIMEOUT)
        # main prints "spinning", then blocks in readLine (the line the check
        # expects): give it the time to get there, as before the first dump
        # (on a loaded machine HotSpot itself was caught in the println).
        time.sleep(0.2)
        p.send_signal(signal.SIGQUIT)
        d2 = r.until(dump_end, STEP_TIMEOUT)
        errors += check_dump(d2, PHASE2, marks, 2, tag + " (one spinning)")
        p.stdin.write(b"quit\n")
        p.stdin.flush()
        r.until(lambda l: l == "done", STEP_TIMEOUT)
        rc = p.wait(timeout=STEP_TIMEOUT)
        if rc != 0:
            errors.append("%s: exit status %d after the dumps" % (tag, rc))
    except (RuntimeError, subprocess.TimeoutExpired, BrokenPipeError) as e:
        errors.append("%s: %s" % (tag, e))
    finally:
        if p.poll() is None:
            p.kill()
        p.wait()
        err = p.stderr.read().decode(errors="replace")
        if errors and err:
            errors.append("%s: stderr: %s" % (tag, err[-800:]))
    return errors


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
    ap.add_argument("--java", default="java", help="HotSpot's java, or 'none'")
    ap.add_argument("--backends", default="native,green,mn", help="comma-separated thread backends")
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    c = subprocess.run(["javac", "-d", a.work, SOURCE], capture_output=True, text=True)
    if c.returncode != 0:
        print("javac failed:\n" + c.stderr)
        return 1
    marks = markers()
    runs = []
    if a.java != "none" and shutil.which(a.java):
        runs.append(("hotspot", [a.java, "-cp", a.work, "DumpStates"]))
    for backend in built_backends(a.jvm, a.backends.split(",")):
        for idle in ("tickless", "legacy"):
            runs.append(("%s/%s" % (backend, idle),
                         [a.jvm, "--threads=" + backend, "--idle=" + idle, "-cp", a.work, "DumpStates"]))
    passed = failed = 0
    for tag, cmd in runs:
        errors = run_one(cmd, marks, tag)
        if errors:
            failed += 1
            print("FAIL %s" % tag)
            for e in errors:
                print("  " + e)
        else:
            passed += 1
            print("ok   %s" % tag)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
