"""Measuring helpers for benchmarks/run.py: start a program and wait for its ready
line, read CPU time and context switches of all its threads from /proc, count its
system calls from outside with `strace -c -f -p PID` (as the old `truss -c -p`
did), or run a whole program under `strace -c -f`.

Nothing here knows about scenarios; errors are raised as RunFailure (the driver
fails loudly) or Pending (the VM lacks a part the program needs)."""
import os, re, signal, subprocess, tempfile, threading, time

HZ = os.sysconf("SC_CLK_TCK")


class RunFailure(Exception):
    """The run could not be measured: the program did not start, died, printed a
    failure, or strace could not attach.  The driver reports it and exits non-zero."""


class Pending(Exception):
    """The program needs a part of the VM that has not landed (a missing class or
    native method): the scenario marks itself pending instead of failing."""


# What a VM prints when a class, method or native of its class library is not there
# yet (a missing class of the program itself is a failure, not pending).
MISSING = re.compile(
    r"((?:java\.lang\.)?(?:NoClassDefFoundError|ClassNotFoundException|NoSuchMethodError|NoSuchFieldError|"
    r"AbstractMethodError|UnsupportedOperationException)(?::\s*(?:'[^']*\s)?(?:L?javax?[/.]|sun[/.]|jdk[/.])[^\s]*"
    r"(?: [^\n]{0,80})?)|(?:java\.lang\.)?UnsatisfiedLinkError(?::[^\n]{0,120})?)")


def missing_part(output):
    """Returns 'NoClassDefFoundError: java/net/ServerSocket' (or similar) when the
    output says that something of the class library the program needs does not exist
    yet, else None."""
    m = MISSING.search(output)
    if not m:
        return None
    return m.group(1).replace("java.lang.", "", 1).strip()


def classify_exit(cmd, output, rc):
    """Raises Pending or RunFailure for a program that exited when it should not have."""
    miss = missing_part(output)
    if miss:
        raise Pending(miss)
    tail = "\n".join(output.strip().splitlines()[-6:])
    raise RunFailure("%s exited with status %s before it was measured:\n%s" % (" ".join(cmd[:6]), rc, tail))


class Proc:
    """A started program whose output (stdout and stderr together) is collected by a
    thread, so that it can be waited on for a line without blocking on the pipe."""

    def __init__(self, cmd, env=None, cwd=None):
        self.cmd = cmd
        e = dict(os.environ)
        if env:
            e.update(env)
        self.p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, env=e, cwd=cwd)
        self.pid = self.p.pid
        self.lines = []
        self.cv = threading.Condition()
        self.t = threading.Thread(target=self._read, daemon=True)
        self.t.start()

    def _read(self):
        for raw in self.p.stdout:
            with self.cv:
                self.lines.append(raw.decode("utf-8", "replace").rstrip("\n"))
                self.cv.notify_all()
        with self.cv:
            self.cv.notify_all()

    def output(self):
        with self.cv:
            return "\n".join(self.lines)

    def wait_line(self, pattern, timeout):
        """Waits until a line matches pattern; returns the match.  Raises Pending or
        RunFailure when the program exits first or the time-out passes."""
        rx = re.compile(pattern)
        end = time.time() + timeout
        seen = 0
        with self.cv:
            while True:
                for ln in self.lines[seen:]:
                    m = rx.search(ln)
                    if m:
                        return m
                seen = len(self.lines)
                if self.p.poll() is not None and not self.t.is_alive():
                    break
                left = end - time.time()
                if left <= 0:
                    break
                self.cv.wait(min(left, 0.1))
        rc = self.p.poll()
        if rc is not None:
            self.t.join(2)
            classify_exit(self.cmd, self.output(), rc)
        self.kill()
        miss = missing_part(self.output())
        if miss:
            raise Pending(miss)
        raise RunFailure("%s did not print /%s/ within %.0f s; output:\n%s" %
                         (" ".join(self.cmd[:6]), pattern, timeout, self.output()[-800:]))

    def alive(self):
        return self.p.poll() is None

    def kill(self):
        if self.p.poll() is None:
            try:
                self.p.kill()
            except ProcessLookupError:
                pass
        try:
            self.p.wait(10)
        except subprocess.TimeoutExpired:
            pass
        self.t.join(2)


def tasks(pid):
    try:
        return os.listdir("/proc/%d/task" % pid)
    except OSError:
        return []


def proc_sample(pid):
    """CPU time (s, from schedstat where there is one, else clock ticks), voluntary and
    involuntary context switches, summed over every thread; thread count; RSS."""
    cpu_ns = 0
    utime = stime = 0
    vcsw = ivcsw = 0
    n = 0
    for tid in tasks(pid):
        base = "/proc/%d/task/%s/" % (pid, tid)
        try:
            with open(base + "stat") as f:
                st = f.read()
            f2 = st[st.rindex(")") + 2:].split()
            utime += int(f2[11])
            stime += int(f2[12])
            try:
                with open(base + "schedstat") as f:
                    cpu_ns += int(f.read().split()[0])
            except (OSError, ValueError, IndexError):
                cpu_ns = None if cpu_ns is None else cpu_ns
            with open(base + "status") as f:
                for ln in f:
                    if ln.startswith("voluntary_ctxt_switches"):
                        vcsw += int(ln.split()[1])
                    elif ln.startswith("nonvoluntary_ctxt_switches"):
                        ivcsw += int(ln.split()[1])
            n += 1
        except (OSError, ValueError):
            continue          # the thread ended while we read it
    rss = hwm = 0
    try:
        with open("/proc/%d/status" % pid) as f:
            for ln in f:
                if ln.startswith("VmRSS:"):
                    rss = int(ln.split()[1])
                elif ln.startswith("VmHWM:"):
                    hwm = int(ln.split()[1])
    except OSError:
        pass
    return {"t": time.time(), "cpu_ns": cpu_ns, "utime": utime / HZ, "stime": stime / HZ,
            "vcsw": vcsw, "ivcsw": ivcsw, "threads": n, "rss_kb": rss, "hwm_kb": hwm}


def proc_delta(a, b):
    dt = b["t"] - a["t"]
    if a["cpu_ns"] is not None and b["cpu_ns"] is not None and b["cpu_ns"] >= a["cpu_ns"]:
        cpu = (b["cpu_ns"] - a["cpu_ns"]) / 1e9
    else:
        cpu = (b["utime"] + b["stime"]) - (a["utime"] + a["stime"])
    return {"window_s": dt, "cpu_s": cpu, "usr_s": b["utime"] - a["utime"], "sys_s": b["stime"] - a["stime"],
            "vcsw": b["vcsw"] - a["vcsw"], "ivcsw": b["ivcsw"] - a["ivcsw"]}


def parse_strace_c(text):
    """Parses `strace -c` output into ({name: {seconds, calls, errors}}, total calls, total errors, seconds)."""
    calls = {}
    total = None
    for line in text.splitlines():
        f = line.split()
        if len(f) < 5 or not re.match(r"^[\d.]+$", f[0]):
            continue
        try:
            name = f[-1]
            secs = float(f[1])
            n = int(f[3])
            err = int(f[4]) if len(f) >= 6 else 0
        except ValueError:
            continue
        if name == "total":
            total = (n, err, secs)
        else:
            calls[name] = {"seconds": secs, "calls": n, "errors": err}
    if total is None:
        total = (sum(c["calls"] for c in calls.values()), sum(c["errors"] for c in calls.values()),
                 sum(c["seconds"] for c in calls.values()))
    return calls, total[0], total[1], total[2]


def strace_window(pid, window, attach_timeout=60):
    """Counts the system calls of every thread of pid over window seconds, from the
    moment strace reports it has attached.  Returns (calls, total, errors, seconds,
    measured window, /proc delta over the traced window)."""
    fd, out = tempfile.mkstemp(suffix=".strace")
    os.close(fd)
    st = subprocess.Popen(["strace", "-c", "-f", "-p", str(pid), "-o", out],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err_lines = []
    attached = threading.Event()

    def read_err():
        for raw in st.stderr:
            ln = raw.decode("utf-8", "replace").rstrip()
            err_lines.append(ln)
            if "attached" in ln:
                attached.set()
    t = threading.Thread(target=read_err, daemon=True)
    t.start()
    try:
        end = time.time() + attach_timeout
        while not attached.is_set() and time.time() < end and st.poll() is None:
            attached.wait(0.02)
        if not attached.is_set():
            if st.poll() is None:
                st.send_signal(signal.SIGINT)
                st.wait(10)
            raise RunFailure("strace could not attach to pid %d: %s" %
                             (pid, " / ".join(err_lines[-3:]) or "no message (is ptrace allowed?)"))
        a = proc_sample(pid)
        t0 = time.time()
        time.sleep(window)
        b = proc_sample(pid)
        measured = time.time() - t0
        st.send_signal(signal.SIGINT)
        try:
            st.wait(60)
        except subprocess.TimeoutExpired:
            st.kill()
            st.wait()
            raise RunFailure("strace did not detach from pid %d" % pid)
        with open(out) as f:
            text = f.read()
        calls, total, errors, secs = parse_strace_c(text)
        return calls, total, errors, secs, measured, proc_delta(a, b)
    finally:
        if st.poll() is None:
            st.kill()
            st.wait()
        os.unlink(out)


def measure_idle(cmd, ready, settle, proc_window, strace_win, env=None, fail_rx=r"FAIL", ready_timeout=60,
                 period=None):
    """Starts cmd, waits for its ready line and settle seconds, then measures
    CPU s/s and context switches/s over proc_window (no tracer attached; skipped when 0)
    and system calls over strace_win.  With period (a program that wakes every period
    seconds from its ready line on), each window starts half a period after a wake-up,
    so that a window of k periods holds exactly k wake-ups.
    Returns a dict; raises RunFailure or Pending."""
    p = Proc(cmd, env=env)

    def align(t_ready):
        if period:
            phase = (time.time() - t_ready) % period
            time.sleep((0.5 * period - phase) % period)
    try:
        p.wait_line(ready, ready_timeout)
        t_ready = time.time()
        time.sleep(settle)
        if not p.alive():
            p.t.join(2)
            classify_exit(cmd, p.output(), p.p.returncode)
        res = {}
        if proc_window > 0:
            align(t_ready)
            a = proc_sample(p.pid)
            time.sleep(proc_window)
            b = proc_sample(p.pid)
            d = proc_delta(a, b)
            res.update(cpu_per_s=d["cpu_s"] / d["window_s"], vcsw_per_s=d["vcsw"] / d["window_s"],
                       ivcsw_per_s=d["ivcsw"] / d["window_s"], proc_window_s=d["window_s"])
        if period:
            # strace takes a moment to attach: start it a little before the half-period mark
            phase = (time.time() - t_ready) % period
            time.sleep((0.45 * period - phase) % period)
        calls, total, errors, secs, measured, d = strace_window(p.pid, strace_win)
        res.update(calls=calls, syscalls=total, errors=errors, sys_seconds=secs, strace_window_s=measured,
                   per_s=total / measured, traced_usr_s=d["usr_s"], traced_cpu_s=d["cpu_s"])
        if proc_window <= 0:
            res.update(cpu_per_s=d["cpu_s"] / d["window_s"], vcsw_per_s=d["vcsw"] / d["window_s"],
                       ivcsw_per_s=d["ivcsw"] / d["window_s"], proc_window_s=0.0)
        s = proc_sample(p.pid)
        res.update(threads=s["threads"], rss_kb=s["rss_kb"])
        if not p.alive():
            classify_exit(cmd, p.output(), p.p.returncode)
        out = p.output()
        if re.search(fail_rx, out):
            raise RunFailure("%s reported a failure:\n%s" % (" ".join(cmd[:6]), out[-800:]))
        res["output"] = out
        return res
    finally:
        p.kill()


def run_to_end(cmd, timeout, env=None, strace_c=False):
    """Runs cmd to its end (optionally under `strace -c -f`), with peak RSS from
    /usr/bin/time when it is there.  Returns (rc, output, wall_s, maxrss_kb, strace calls or None)."""
    pre = []
    trace_out = None
    if strace_c:
        fd, trace_out = tempfile.mkstemp(suffix=".strace")
        os.close(fd)
        pre = ["strace", "-c", "-f", "-o", trace_out]
    fd, tfile = tempfile.mkstemp(suffix=".time")
    os.close(fd)
    timer = ["/usr/bin/time", "-o", tfile, "-f", "%M"] if os.path.exists("/usr/bin/time") else []
    e = dict(os.environ)
    if env:
        e.update(env)
    t0 = time.time()
    p = subprocess.Popen(timer + pre + cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         stdin=subprocess.DEVNULL, env=e, start_new_session=True)
    try:
        so, _ = p.communicate(timeout=timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        so, _ = p.communicate()
        rc = "timeout"
    out = so.decode("utf-8", "replace")
    wall = time.time() - t0
    rss = 0
    try:
        with open(tfile) as f:
            v = f.read().strip().splitlines()
            rss = int(v[-1]) if v and v[-1].isdigit() else 0
    except (OSError, ValueError):
        pass
    os.unlink(tfile)
    calls = None
    if trace_out:
        try:
            with open(trace_out) as f:
                calls = parse_strace_c(f.read())
        finally:
            os.unlink(trace_out)
    return rc, out, wall, rss, calls
