#!/usr/bin/env python3
"""Toolkit tests that HotSpot cannot run: a real event stream from a stand-in
display (awtstub-peer) to Java listeners, on each thread backend and idle
mode, and how the toolkit starts, fails and ends.

usage: run-awt-peer-tests.py --jvm PATH --peer PATH --work DIR
                             [--backends native,green] [--events N] [--filter S]

Each case starts awtstub-peer listening on a unix socket in WORK (or on
127.0.0.1:0), runs the jvm with AWTSTUB_DISPLAY naming it, and compares the
count and checksum of the events the Java listener got (tests/awt/AwtPeerCount)
with what the peer says it sent (see awtstub/wire.h for the checksum).
Ends with a line "N passed, N failed"; exits 1 if any failed."""
import argparse, os, re, socket, subprocess, sys, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = ["AwtPeerCount", "AwtStubScreen"]
MODES = ("tickless", "legacy")

MIXED = ('sync; chunk 7 20; random 300 3; chunk 0; delay 0.2; random 100 5; delay 0; '
         'text "Hi there"; click 5 6 3 2; down 1 1; move 2 2; move 3 3; up 3 3; '
         'mods shift+ctrl; key A; key F5; mods none; enter 0 0; exit 1023 767; random 500 9')


class Peer:
    """An awtstub-peer process; .addr is where it listens."""

    def __init__(self, peer, addr, script, extra=()):
        self.proc = subprocess.Popen([peer, "-l", addr, "-e", script] + list(extra),
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        m = re.match(r"awtstub-peer: listening on (\S+)", line)
        if not m:
            self.proc.kill()
            raise RuntimeError("peer did not start: %r %s" % (line, self.proc.stderr.read()))
        self.addr = m.group(1)

    def finish(self, timeout=20):
        try:
            out, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        return out, err


def dry_run(peer, script):
    out = subprocess.run([peer, "-d", "-e", script], capture_output=True, text=True, check=True).stdout
    m = re.search(r"script has (\d+) events checksum (0x[0-9a-f]{8})", out)
    return int(m.group(1)), m.group(2)


# The one line an ASan build prints on its own when green legacy first calls
# swapcontext (AddressSanitizer has no option to silence it).  It is not output
# of the program, so it is dropped before stderr is compared; any real report
# would end the process (halt_on_error) and fail the test on its exit status.
ASAN_SWAPCONTEXT = re.compile(r"^==\d+==WARNING: ASan doesn't fully support "
                              r"makecontext/swapcontext functions and may produce "
                              r"false positives in some cases!\n", re.M)


def run_jvm(a, backend, mode, prog, args, env_extra, timeout=120):
    env = dict(os.environ)
    for k in ("AWTSTUB_DISPLAY", "AWT_POLL_INTERVAL", "JDK_MIN_ALARM_INTERVAL"):
        env.pop(k, None)
    env.update(env_extra)
    cmd = [a.jvm, "--threads=" + backend, "--idle=" + mode, "-cp", a.classes, prog] + args
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)
        return p.returncode, p.stdout, ASAN_SWAPCONTEXT.sub("", p.stderr), cmd
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or "", e.stderr or "", cmd


def fmt_cmd(cmd, env_extra):
    return " ".join("%s=%s" % kv for kv in env_extra.items()) + (" " if env_extra else "") + " ".join(cmd)


def stream_case(a, backend, mode, script, tcp=False, env_extra=None, expect_prefix=(),
                quiet_ms=20000):
    """Peer plays script; the Java listener must get exactly what was sent."""
    n, want_sum = dry_run(a.peer, script)
    addr = "127.0.0.1:0" if tcp else os.path.join(a.work, "display-%s-%s.sock" % (backend, mode))
    peer = Peer(a.peer, addr, script)
    env = {"AWTSTUB_DISPLAY": peer.addr}
    env.update(env_extra or {})
    rc, out, err, cmd = run_jvm(a, backend, mode, "AwtPeerCount", [str(n), str(quiet_ms)], env)
    pout, perr = peer.finish()
    problems = []
    lines = out.splitlines()
    for i, pre in enumerate(expect_prefix):
        if i >= len(lines) or lines[i] != pre:
            problems.append("stdout line %d: want %r" % (i + 1, pre))
    lines = lines[len(expect_prefix):]
    want = "events %d checksum %s" % (n, want_sum)
    if rc != 0:
        problems.append("exit status %s" % rc)
    if not lines or lines[0] != want:
        problems.append("want %r, got %r" % (want, lines[0] if lines else out))
    if "off-dispatch-thread 0" not in lines:
        problems.append("events delivered off the dispatch thread")
    sent = re.search(r"sent (\d+) events checksum (0x[0-9a-f]{8})", pout)
    if not sent or int(sent.group(1)) != n or sent.group(2) != want_sum:
        problems.append("peer: %r (stderr %r)" % (pout.strip(), perr.strip()))
    if err.strip():
        problems.append("stderr: %r" % err.strip()[-300:])
    lat = next((l for l in lines if l.startswith("latency")), "")
    return problems, "%d events; %s" % (n, lat), fmt_cmd(cmd, env)


def case_no_display(a, backend, mode):
    addr = os.path.join(a.work, "nobody-listens.sock")
    env = {"AWTSTUB_DISPLAY": addr}
    rc, out, err, cmd = run_jvm(a, backend, mode, "AwtStubScreen", [], env, timeout=60)
    problems = []
    want = ("Exception in thread \"main\" java.awt.AWTError: Can't connect to the stand-in display "
            "using '%s' as the value of the AWTSTUB_DISPLAY variable: No such file or directory" % addr)
    if rc != 1:
        problems.append("exit status %s, want 1" % rc)
    if not err.startswith(want):
        problems.append("stderr %r, want it to start %r" % (err[:300], want))
    return problems, "AWTError, exit 1", fmt_cmd(cmd, env)


def case_in_process(a, backend, mode, poll=None):
    env = {}
    if poll is not None:
        env["AWT_POLL_INTERVAL"] = poll
    rc, out, err, cmd = run_jvm(a, backend, mode, "AwtStubScreen", [], env, timeout=60)
    want = []
    if poll is not None and mode == "legacy":
        want.append("[Minimum AWT input thread polling interval set to %s usecs]" % poll)
    want += ["java.awt.Dimension[width=1024,height=768]", "same toolkit true",
             "threads AWT-EventQueue-0 daemon, AWT-Input daemon",
             "listener got [java.awt.event.MouseEvent[MOUSE_CLICKED,(3,4),absolute(3,4),button=1,"
             "modifiers=Button1,extModifiers=Button1,clickCount=1] on canvas0]",
             "done"]
    problems = []
    if rc != 0:
        problems.append("exit status %s" % rc)
    if out.splitlines() != want:
        problems.append("stdout %r, want %r" % (out.splitlines(), want))
    if err:
        problems.append("stderr %r" % err[:300])
    return problems, "in-process display", fmt_cmd(cmd, env)


def case_peer_closes(a, backend, mode):
    """The display closes after its events: nothing is lost, the VM ends normally."""
    script = "sync; random 200 4"
    n, want_sum = dry_run(a.peer, script)
    addr = os.path.join(a.work, "closing-%s-%s.sock" % (backend, mode))
    peer = Peer(a.peer, addr, script, ["-c"])
    env = {"AWTSTUB_DISPLAY": peer.addr}
    rc, out, err, cmd = run_jvm(a, backend, mode, "AwtPeerCount", [str(n), "3000"], env)
    peer.finish()
    problems = []
    want = "events %d checksum %s" % (n, want_sum)
    if rc != 0 or not out.startswith(want + "\n") or err:
        problems.append("rc %s stdout %r stderr %r" % (rc, out[:200], err[:200]))
    return problems, "display closed after %d events" % n, fmt_cmd(cmd, env)


def case_garbage(a, backend, mode):
    """A 'display' that does not speak the format: the toolkit drops it, says so once."""
    path = os.path.join(a.work, "garbage-%s-%s.sock" % (backend, mode))
    if os.path.exists(path):
        os.unlink(path)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(path)
    srv.listen(1)

    def serve():
        c, _ = srv.accept()
        c.sendall(b"GET / HTTP/1.0\r\n\r\n" + b"x" * 100)
        try:
            while c.recv(100):
                pass
        except OSError:
            pass
        c.close()

    th = threading.Thread(target=serve, daemon=True)
    th.start()
    env = {"AWTSTUB_DISPLAY": path}
    rc, out, err, cmd = run_jvm(a, backend, mode, "AwtPeerCount", ["1", "1000"], env)
    srv.close()
    problems = []
    if rc != 0 or not out.startswith("events 0 checksum 0x00000011\n"):
        problems.append("rc %s stdout %r" % (rc, out[:200]))
    if "awtstub: the display sent a record that is not an input event" not in err:
        problems.append("stderr %r" % err[:300])
    return problems, "bad records: connection dropped", fmt_cmd(cmd, env)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--peer", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--backends", default="native,green")
    ap.add_argument("--events", type=int, default=1000)
    ap.add_argument("--filter", action="append", default=[])
    a = ap.parse_args()
    a.work = os.path.abspath(a.work)
    os.makedirs(a.work, exist_ok=True)
    a.classes = os.path.join(a.work, "classes")
    os.makedirs(a.classes, exist_ok=True)
    subprocess.run(["javac", "-d", a.classes] + [os.path.join(HERE, p + ".java") for p in PROGRAMS],
                   check=True)
    cases = []
    for backend in a.backends.split(","):
        for mode in MODES:
            b, m = backend, mode
            cases.append(("%s/%s/stream-%d" % (b, m, a.events),
                          lambda b=b, m=m: stream_case(a, b, m, "sync; random %d 7" % a.events)))
            cases.append(("%s/%s/mixed" % (b, m), lambda b=b, m=m: stream_case(a, b, m, MIXED)))
            cases.append(("%s/%s/in-process" % (b, m), lambda b=b, m=m: case_in_process(a, b, m)))
            cases.append(("%s/%s/in-process-poll" % (b, m),
                          lambda b=b, m=m: case_in_process(a, b, m, poll="100000")))
            cases.append(("%s/%s/peer-closes" % (b, m), lambda b=b, m=m: case_peer_closes(a, b, m)))
        b = backend
        cases.append(("%s/legacy/tcp-tunables" % b, lambda b=b: stream_case(
            a, b, "legacy", "sync; delay 1; random 100 2", tcp=True,
            env_extra={"AWT_POLL_INTERVAL": "100000", "JDK_MIN_ALARM_INTERVAL": "10000"},
            expect_prefix=(["[Minimum alarm interval set to 10000 usecs]"] if b == "green" else [])
            + ["[Minimum AWT input thread polling interval set to 100000 usecs]"])))
        cases.append(("%s/tickless/tcp" % b, lambda b=b: stream_case(
            a, b, "tickless", "sync; delay 1; random 100 2", tcp=True,
            env_extra={"AWT_POLL_INTERVAL": "100000"})))
        cases.append(("%s/tickless/no-display" % b, lambda b=b: case_no_display(a, b, "tickless")))
        cases.append(("%s/legacy/garbage" % b, lambda b=b: case_garbage(a, b, "legacy")))
    passed = failed = 0
    for name, fn in cases:
        if a.filter and not any(f in name for f in a.filter):
            continue
        t0 = time.time()
        try:
            problems, what, cmd = fn()
        except Exception as e:          # a broken case is a failure, not a crash
            problems, what, cmd = ["%s: %s" % (type(e).__name__, e)], "", ""
        dt = time.time() - t0
        if problems:
            failed += 1
            print("FAIL awt/%s (%.1f s): %s" % (name, dt, "; ".join(problems)))
            print("    command: %s" % cmd)
        else:
            passed += 1
            print("ok   awt/%s (%.1f s): %s" % (name, dt, what))
        sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
