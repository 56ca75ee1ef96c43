#!/usr/bin/env python3
"""The benchmark driver: runs the idle and contended scenarios on this VM (each
thread backend x idle mode) and, where `java` is on the PATH, on HotSpot with the
same class files, alternating the VMs compared and repeating (medians), and writes
Markdown tables, CSV and PNG plots to benchmarks/results/.

usage: python3 benchmarks/run.py [--quick] [--scenarios idle-wait,idle-sleep,...]
                                 [--out benchmarks/results] [--jvm build/jvm] [--fresh] [SCENARIO ...]
       benchmarks/run --list

Running some scenarios keeps the others' results from --out's raw.json (their
reports say when and by which command they were measured); --fresh drops them.

Scenarios: idle-awt, idle-wait, idle-sleep, xmltest, volano, startup, cpu, latency, soak,
threads-mem, container (default: all).
A scenario whose part of the VM has not landed (a missing class such as
java/net/ServerSocket, an option the VM does not accept) marks itself
"pending: <what is missing>" and still runs on HotSpot.  The driver exits non-zero,
with a clear message, when strace cannot attach, a program does not start or
reports a failure, or a message is lost."""
import argparse, ast, csv, datetime, glob, json, os, platform, re, resource, shutil, statistics
import subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import measure  # noqa: E402
from measure import Pending, RunFailure  # noqa: E402

VM_CONFIGS = [("native", "tickless"), ("native", "legacy"), ("green", "tickless"), ("green", "legacy"),
              ("mn", "tickless"), ("mn", "legacy")]
HOTSPOT = "HotSpot"
HOTSPOT_VT = "HotSpot VT"       # a JDK 21+ with the programs' Thread.ofVirtual() variants (benchmarks/java/vt)
TUNABLES = ("JDK_MIN_ALARM_INTERVAL", "AWT_POLL_INTERVAL")

# Seed 000 (JDK-4036992): syscalls/s from the report's `truss -c -p` tables (sys totals
# over elapsed, mean of its runs), JDK 1.1.5 green threads on Solaris 2.4 x86.
SEED_AWT = {("default", "default"): 737, ("10000", "10000"): 1433, ("10000", "100000"): 470,
            ("20000", "100000"): 456, ("40000", "100000"): 430, ("20000", "150000"): 334,
            ("40000", "150000"): 322, ("20000", "200000"): 277}


def label(cfg):
    return cfg if isinstance(cfg, str) else "%s/%s" % cfg


def median(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def fmt(v, nd=1):
    if v is None:
        return "—"
    if isinstance(v, str):
        return v
    if v != 0 and abs(v) < 0.1:
        return "%.3g" % v
    return ("%%.%df" % nd) % v


def ratio(v, ref):
    """'v (r× HotSpot)' for a figure beside HotSpot's."""
    if v is None:
        return "—"
    if ref is None:
        return fmt(v)
    if ref == 0:
        return "%s (HotSpot 0)" % fmt(v)
    return "%s (%s×)" % (fmt(v), fmt(v / ref, 2))


def tidy(md):
    return re.sub(r"\n{3,}", "\n\n", md)


def md_table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out) + "\n"


def shq(cmd, env=None):
    pre = " ".join("%s=%s" % kv for kv in sorted((env or {}).items()))
    s = " ".join(c if re.match(r"^[\w./:=,+-]+$", c) else "'%s'" % c.replace("'", "'\\''") for c in cmd)
    return (pre + " " + s).strip()


class Ctx:
    def __init__(self, a, classes):
        self.a = a
        self.quick = a.quick
        self.jvm = a.jvm
        self.java = a.java
        self.classes = classes
        self.pending = {}       # (scenario, config label) -> what is missing
        self.failures = []      # loud failures: (scenario, run label, message)
        self.commands = {}      # scenario -> list of exact commands (one per distinct shape)
        self.vt_java = getattr(a, "vt_java", None)          # set by main: (java, classes dir, version) or None
        self.vt_note = getattr(a, "vt_note", "")

    def configs(self, hotspot=True):
        cs = [c for c in VM_CONFIGS if c[0] in self.a.backends]
        if hotspot and self.java:
            cs.append(HOTSPOT)
        return cs

    def vt_configs(self):
        """[HOTSPOT_VT] where a JDK 21+ was found (idle-wait and volano add it)."""
        return [HOTSPOT_VT] if self.vt_java and self.java else []

    def cmd(self, cfg, args, vm_extra=(), hs_extra=()):
        rel = os.path.relpath(self.classes) if not os.path.isabs(self.classes) else self.classes
        if cfg == HOTSPOT_VT:
            java, vcls, _ = self.vt_java
            return [java] + list(hs_extra) + ["-cp", vcls, args[0] + "VT"] + list(args[1:])
        if cfg == HOTSPOT:
            return [self.java] + list(hs_extra) + ["-cp", rel] + list(args)
        return [self.jvm, "--threads=" + cfg[0], "--idle=" + cfg[1]] + list(vm_extra) + ["-cp", rel] + list(args)

    def env(self, settings=None):
        """The environment of a run: ours without the legacy tunables, plus settings."""
        e = {k: v for k, v in os.environ.items() if k not in TUNABLES}
        e.update(settings or {})
        return e

    def note_cmd(self, scen, cmd, settings=None):
        lst = self.commands.setdefault(scen, [])
        s = shq(cmd, settings)
        if s not in lst:
            lst.append(s)


class Run:
    def __init__(self, scen, label, est, fn, key=None):
        self.scen, self.label, self.est, self.fn, self.key = scen, label, est, fn, key


# ---------------------------------------------------------------- scenarios

class Scenario:
    name = ""
    title = ""

    def __init__(self, ctx):
        self.ctx = ctx
        self.results = {}       # key -> list of result dicts
        self.status = "ran"
        self.notes = []

    def record(self, key, res):
        self.results.setdefault(key, []).append(res)

    def guarded(self, cfg, key, fn):
        """Runs fn() unless this config is already known to be pending; records
        Pending and RunFailure instead of letting them end the driver."""
        def go():
            pk = (self.name, label(cfg))
            if pk in self.ctx.pending:
                return "skipped (pending: %s)" % self.ctx.pending[pk]
            try:
                res = fn()
            except Pending as e:
                self.ctx.pending[pk] = str(e)
                return "PENDING: %s" % e
            except RunFailure as e:
                self.ctx.failures.append((self.name, "%s %s" % (label(cfg), key), str(e)))
                self.record(key, {"failed": str(e)})
                return "FAILED: %s" % str(e).splitlines()[0]
            self.record(key, res)
            return res.get("summary", "ok")
        return go

    def pending_lines(self):
        out = []
        for (s, c), why in sorted(self.ctx.pending.items()):
            if s == self.name:
                out.append("- **%s: pending** — %s" % (c, why))
        return out

    def configs(self):
        return self.ctx.configs()

    def status_line(self):
        pend = [c for (s, c) in self.ctx.pending if s == self.name]
        fails = [f for f in self.ctx.failures if f[0] == self.name]
        vm = [label(c) for c in self.configs() if c != HOTSPOT]
        if fails:
            return "FAILED (%d runs)" % len(fails)
        if vm and all(c in pend for c in vm):
            return "pending: " + self.ctx.pending[(self.name, vm[0])]
        if pend:
            return "partly pending (%s)" % ", ".join(pend)
        return "ran"

    def write(self, out, md, rows, header, plots):
        with open(os.path.join(out, self.name + ".md"), "w") as f:
            f.write(tidy(md))
        with open(os.path.join(out, self.name + ".csv"), "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(header)
            w.writerows(rows)
        return plots

    def commands_md(self):
        cmds = self.ctx.commands.get(self.name, [])
        if not cmds:
            return ""
        return "\n## Commands\n\nRun from the repository root (class files compiled from `benchmarks/java/` into the class path shown):\n\n```\n" + \
            "\n".join(cmds) + "\n```\n"


class IdleScenario(Scenario):
    """Common part of idle-wait and idle-sleep: one program per parameter, measured with
    measure_idle on every config, alternating, repeated."""

    def params(self):
        raise NotImplementedError

    def windows(self):
        raise NotImplementedError

    def reps(self):
        return self.ctx.a.repeats or (1 if self.ctx.quick else 2)

    def period(self):
        return None

    def plan(self):
        settle, pw, sw = self.windows()
        runs = []
        cfgs = self.configs()
        for rep in range(self.reps()):
            for prm in self.params():
                k = rep % len(cfgs)
                for cfg in cfgs[k:] + cfgs[:k]:
                    runs.append(self.make_run(cfg, prm, rep, settle, pw, sw))
        return runs

    def make_run(self, cfg, prm, rep, settle, pw, sw):
        cmd, ready = self.program(cfg, prm)
        self.ctx.note_cmd(self.name, cmd)
        key = (label(cfg), prm)

        def fn():
            r = measure.measure_idle(cmd, ready, settle, pw, sw, env=self.ctx.env(), period=self.period())
            r["cmd"] = shq(cmd)
            r["summary"] = "%.1f syscalls/s, %.4f CPU s/s, %.1f vol csw/s%s" % (
                r["per_s"], r["cpu_per_s"], r["vcsw_per_s"], top_calls(r["calls"], 3, " — "))
            return r
        est = settle + pw + sw + (1.5 if cfg == HOTSPOT else 0.5) + (prm / 1000.0 if isinstance(prm, int) else 0) + \
            (1.0 if self.period() else 0)
        return Run(self.name, "%s %s rep %d" % (label(cfg), self.param_label(prm), rep + 1), est,
                   self.guarded(cfg, prm, fn), key)

    def by(self, cfg, prm):
        return [r for r in self.results.get((label(cfg), prm), []) if "failed" not in r]

    def guarded(self, cfg, prm, fn):
        return Scenario.guarded(self, cfg, (label(cfg), prm), fn)


def top_calls(calls, n=4, pre=""):
    if not calls:
        return ""
    items = sorted(calls.items(), key=lambda kv: -kv[1]["calls"])[:n]
    return pre + ", ".join("%s %d" % (k, v["calls"]) for k, v in items)


class IdleWait(IdleScenario):
    name = "idle-wait"
    title = "idle-wait: o.wait() forever (seed 001), N threads waiting"

    def params(self):
        return [1, 1000] if self.ctx.quick else [1, 35, 1000]

    def param_label(self, n):
        return "N=%d" % n

    def windows(self):
        a = self.ctx.a
        if self.ctx.quick:
            return 0.3, a.window or 0.8, a.window or 1.2
        return 0.7, a.window or 1.0, a.window or 2.0

    def configs(self):
        return self.ctx.configs() + self.ctx.vt_configs()

    def program(self, cfg, n):
        return self.ctx.cmd(cfg, ["IdleWait", str(n)]), r"^waiting \d+"

    def report(self, out):
        cfgs = self.configs()
        settle, pw, sw = self.windows()
        rows_csv = []
        for (cl, n), rs in sorted(self.results.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            for i, r in enumerate(rs):
                if "failed" in r:
                    rows_csv.append([n, cl, i + 1, "", "", "", "", "", "", "", r["failed"].splitlines()[0]])
                    continue
                rows_csv.append([n, cl, i + 1, r["syscalls"], "%.3f" % r["strace_window_s"], "%.2f" % r["per_s"],
                                 "%.5f" % r["cpu_per_s"], "%.2f" % r["vcsw_per_s"], "%.2f" % r["ivcsw_per_s"],
                                 r["threads"], top_calls(r["calls"], 6)])
        hdr = ["threads_waiting", "config", "rep", "syscalls", "strace_window_s", "syscalls_per_s",
               "cpu_s_per_s", "vol_csw_per_s", "invol_csw_per_s", "os_threads", "top_syscalls_or_error"]
        md = ["# %s\n" % self.title,
              "A program whose N threads all wait forever (`o.wait()`, nothing notifies): the seed's JDK 1.3 "
              "looped in `poll(?,0,10)` and took a SIGALRM a second in every waiting LWP (~200 syscalls/s "
              "with ~35 threads, `truss -c -p`). Counted from outside: CPU s/s and context switches/s from "
              "`/proc/PID/task/*/{schedstat,status}` over %.1f s with no tracer attached, then system calls "
              "with `strace -c -f -p PID` over %.1f s (after %.1f s of settling once the program says it is "
              "waiting). Medians of %d run(s) per cell, the VMs alternating.\n" % (pw, sw, settle, self.reps())]
        md += self.pending_lines()
        if HOTSPOT_VT in cfgs:
            md.append("\n%s: HotSpot %d with the program's threads made by `Thread.ofVirtual()` "
                      "(`benchmarks/java/vt/IdleWaitVT.java`).\n" % (HOTSPOT_VT, self.ctx.vt_java[2]))
        elif self.ctx.vt_note:
            md.append("\n" + self.ctx.vt_note + "\n")
        for field, what, nd in (("per_s", "System calls per second", 1), ("cpu_per_s", "CPU seconds per second", 4),
                                ("vcsw_per_s", "Voluntary context switches per second", 1)):
            rows = []
            for n in self.params():
                hs = self.medf(HOTSPOT, n, field)
                row = ["N=%d" % n]
                for cfg in cfgs:
                    v = self.medf(cfg, n, field)
                    row.append(fmt(v, nd) if cfg == HOTSPOT or not self.ctx.java else ratio_nd(v, hs, nd))
                rows.append(row)
            md.append("\n## %s\n\n(ratio to HotSpot in brackets)\n\n" % what if self.ctx.java else "\n## %s\n\n" % what)
            md.append(md_table(["threads waiting"] + [label(c) for c in cfgs], rows))
        md.append("\n## What the calls are (median run's top system calls, strace window)\n\n")
        rows = []
        for n in self.params():
            for cfg in cfgs:
                rs = self.by(cfg, n)
                if rs:
                    r = sorted(rs, key=lambda r: r["per_s"])[len(rs) // 2]
                    rows.append(["N=%d" % n, label(cfg), r["threads"], top_calls(r["calls"], 6) or "none"])
        md.append(md_table(["threads waiting", "config", "OS threads", "calls in the window"], rows))
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, hdr, None)
        plot = {"file": os.path.join(out, "idle-wait.png"), "kind": "bar", "title": self.title,
                "ylabel": "system calls per second (strace -c -f -p)", "logy": True,
                "categories": [label(c) for c in cfgs],
                "series": [{"label": "N=%d" % n, "y": [self.medf(c, n, "per_s") for c in cfgs]} for n in self.params()]}
        return [plot], self.headline()

    def medf(self, cfg, n, field):
        return median([r.get(field) for r in self.by(cfg, n)])

    def headline(self):
        cfgs = self.configs()
        rows = []
        for n in self.params():
            rows.append(["N=%d" % n] + [fmt(self.medf(c, n, "per_s")) for c in cfgs])
        return "System calls per second while N threads wait forever:\n\n" + \
            md_table(["threads waiting"] + [label(c) for c in cfgs], rows)


def ratio_nd(v, ref, nd):
    if v is None:
        return "—"
    if ref is None:
        return fmt(v, nd)
    if ref == 0:
        return "%s (HotSpot 0)" % fmt(v, nd)
    return "%s (%s×)" % (fmt(v, nd), fmt(v / ref, 2))


class IdleSleep(IdleScenario):
    name = "idle-sleep"
    title = "idle-sleep: a thread in a Thread.sleep(1000) loop"

    def params(self):
        return [0]

    def param_label(self, p):
        return "sleep(1000)"

    def period(self):
        return 1.0

    def windows(self):
        a = self.ctx.a
        if self.ctx.quick:
            return 0.5, a.window or 1.0, a.window or 2.0
        return 0.5, a.window or 2.0, a.window or 2.0

    def program(self, cfg, p):
        return self.ctx.cmd(cfg, ["IdleSleep"]), r"^sleeping"

    def medf(self, cfg, field):
        return median([r.get(field) for r in self.by(cfg, 0)])

    def report(self, out):
        cfgs = self.ctx.configs()
        settle, pw, sw = self.windows()
        rows_csv = []
        for (cl, _), rs in sorted(self.results.items()):
            for i, r in enumerate(rs):
                if "failed" in r:
                    rows_csv.append([cl, i + 1, "", "", "", "", "", "", r["failed"].splitlines()[0]])
                    continue
                r["wakeups"] = max(1, int(round(r["strace_window_s"])))
                # a call still in progress when strace detaches is not counted, while the one that attaching
                # interrupted is (as restart_syscall): over whole periods that evens out
                r["per_wakeup"] = r["syscalls"] / r["wakeups"]
                r["csw_per_wakeup"] = r["vcsw_per_s"]
                rows_csv.append([cl, i + 1, r["syscalls"], "%.3f" % r["strace_window_s"], "%.2f" % r["per_s"],
                                 "%.2f" % r["per_wakeup"], "%.5f" % r["cpu_per_s"], "%.2f" % r["vcsw_per_s"],
                                 top_calls(r["calls"], 6)])
        hdr = ["config", "rep", "syscalls", "strace_window_s", "syscalls_per_s", "syscalls_per_wakeup",
               "cpu_s_per_s", "vol_csw_per_s", "top_syscalls_or_error"]
        md = ["# %s\n" % self.title,
              "The floor for a program that wakes once a second is one wake-up a second: one blocking call "
              "that ends at the deadline. System calls per wake-up = calls in the `strace -c -f -p` window "
              "(%.0f s, started half a second after a wake-up, so it holds exactly %.0f wake-ups) ÷ %.0f "
              "(`restart_syscall` is the wait that attaching strace interrupted, resumed: it stands for the "
              "wait still in progress at detach, which strace does not count); CPU and voluntary context switches from /proc over %.0f s untraced, aligned the same way. "
              "Medians of %d run(s).\n" % (sw, sw, sw, pw, self.reps())]
        md += self.pending_lines()
        hs = self.medf(HOTSPOT, "per_wakeup") if self.ctx.java else None
        rows = []
        for cfg in cfgs:
            rs = self.by(cfg, 0)
            if not rs:
                rows.append([label(cfg), "—", "—", "—", "—", "—"])
                continue
            r = sorted(rs, key=lambda r: r["per_s"])[len(rs) // 2]
            pwu = self.medf(cfg, "per_wakeup")
            rows.append([label(cfg), fmt(pwu) if cfg == HOTSPOT else ratio(pwu, hs), fmt(self.medf(cfg, "per_s")),
                         fmt(self.medf(cfg, "cpu_per_s"), 4), fmt(self.medf(cfg, "vcsw_per_s")),
                         top_calls(r["calls"], 5) or "none"])
        md.append("\n" + md_table(["config", "syscalls per wake-up (× HotSpot)", "syscalls/s", "CPU s/s",
                                   "vol csw/s", "calls in the window (median run)"], rows))
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, hdr, None)
        plot = {"file": os.path.join(out, "idle-sleep.png"), "kind": "bar", "title": self.title,
                "ylabel": "system calls per wake-up", "logy": True, "categories": [label(c) for c in cfgs],
                "series": [{"label": "Thread.sleep(1000) loop", "y": [self.medf(c, "per_wakeup") for c in cfgs]}]}
        head = "System calls per wake-up of a `Thread.sleep(1000)` loop:\n\n" + \
            md_table([label(c) for c in cfgs], [[fmt(self.medf(c, "per_wakeup")) for c in cfgs]])
        return [plot], head


class IdleAwt(Scenario):
    name = "idle-awt"
    title = "idle-awt: TestAccept with Toolkit.getDefaultToolkit() (seed 000, JDK-4036992)"
    ALARMS = ["default", "10000", "20000", "40000"]
    POLLS = ["default", "10000", "100000", "150000", "200000"]

    def cells(self):
        if self.ctx.quick:
            return [(a, p) for a in ("default", "40000") for p in ("default", "200000")]
        return [(a, p) for a in self.ALARMS for p in self.POLLS]

    def windows(self):
        a = self.ctx.a
        if self.ctx.quick:
            return 0.5, a.window or 2.0
        return 0.7, a.window or 3.0

    def plan(self):
        settle, sw = self.windows()
        runs = []
        gl = ("green", "legacy")
        if gl in self.ctx.configs():
            for (al, po) in self.cells():
                runs.append(self.make(gl, (al, po), 0, settle, sw))
        others = [c for c in self.ctx.configs() if c != gl]
        reps = self.ctx.a.repeats or (1 if self.ctx.quick else 2)
        for rep in range(reps):
            k = rep % max(1, len(others))
            for cfg in others[k:] + others[:k]:
                runs.append(self.make(cfg, ("default", "default"), rep, settle, sw))
        return runs

    def make(self, cfg, cell, rep, settle, sw):
        settings = {}
        if cell[0] != "default":
            settings["JDK_MIN_ALARM_INTERVAL"] = cell[0]
        if cell[1] != "default":
            settings["AWT_POLL_INTERVAL"] = cell[1]
        cmd = self.ctx.cmd(cfg, ["TestAccept"])
        self.ctx.note_cmd(self.name, cmd, settings)
        key = (label(cfg), cell)

        def fn():
            r = measure.measure_idle(cmd, r"Waiting on connection", settle, 0, sw, env=self.ctx.env(settings))
            r["cmd"] = shq(cmd, settings)
            r["summary"] = "%.1f syscalls/s%s" % (r["per_s"], top_calls(r["calls"], 4, " — "))
            return r
        lbl = "%s alarm=%s awt=%s" % (label(cfg), cell[0], cell[1]) if cfg == ("green", "legacy") else \
            "%s rep %d" % (label(cfg), rep + 1)
        return Run(self.name, lbl, settle + sw + (1.5 if cfg == HOTSPOT else 0.6),
                   self.guarded(cfg, key, fn), key)

    def med(self, cfg, cell, field="per_s"):
        return median([r.get(field) for r in self.results.get((label(cfg), cell), []) if "failed" not in r])

    def truss(self, r, heading):
        """The seed's table shape: the VM's start-up lines, then per syscall seconds,
        calls, errors; sys totals; usr time; elapsed."""
        lines = ["### %s\n" % heading]
        starts = [ln for ln in r["output"].splitlines() if ln.startswith("[") or ln.startswith("Listening")
                  or ln.startswith("Waiting")][:4]
        if starts:
            lines.append("```\n" + "\n".join(starts) + "\n```\n")
        rows = [[k, "%.2f" % v["seconds"], v["calls"], v["errors"] or ""]
                for k, v in sorted(r["calls"].items(), key=lambda kv: -kv[1]["calls"])]
        sigs = r["calls"].get("rt_sigreturn", {}).get("calls", 0)
        rows.append(["**sys totals**", "%.2f" % r["sys_seconds"], "**%d**" % r["syscalls"], r["errors"] or ""])
        lines.append(md_table(["syscall", "seconds", "calls", "errors"], rows))
        lines.append("usr time: %.2f s · elapsed: %.2f s · %.1f syscalls/s · signals caught ≈ %d (rt_sigreturn)\n"
                     % (r["traced_usr_s"], r["strace_window_s"], r["per_s"], sigs))
        return "\n".join(lines)

    def report(self, out):
        settle, sw = self.windows()
        gl = ("green", "legacy")
        rows_csv = []
        for (cl, cell), rs in sorted(self.results.items()):
            for i, r in enumerate(rs):
                if "failed" in r:
                    rows_csv.append([cl, cell[0], cell[1], i + 1, "", "", "", "", r["failed"].splitlines()[0]])
                    continue
                rows_csv.append([cl, cell[0], cell[1], i + 1, r["syscalls"], "%.3f" % r["strace_window_s"],
                                 "%.2f" % r["per_s"], "%.4f" % r["cpu_per_s"], top_calls(r["calls"], 8)])
        hdr = ["config", "JDK_MIN_ALARM_INTERVAL", "AWT_POLL_INTERVAL", "rep", "syscalls", "strace_window_s",
               "syscalls_per_s", "cpu_s_per_s_traced", "syscalls_or_error"]
        md = ["# %s\n" % self.title,
              "The seed's program: `Toolkit.getDefaultToolkit()`, then `ServerSocket(0).accept()` forever. "
              "Counted like the seed's `truss -c -p PID` (10 s there): `strace -c -f -p PID` over %.1f s, "
              "%.1f s after the program prints `Waiting on connection...`. Green legacy sweeps "
              "`JDK_MIN_ALARM_INTERVAL` × `AWT_POLL_INTERVAL` (µs, environment); the other configurations run "
              "with the defaults. CPU here is measured while strace is attached (as truss's was).\n" % (sw, settle)]
        md += self.pending_lines()
        cells = self.cells()
        als = [a for a in self.ALARMS if any(c[0] == a for c in cells)]
        pos = [p for p in self.POLLS if any(c[1] == p for c in cells)]
        if gl in self.ctx.configs() and (self.name, label(gl)) not in self.ctx.pending:
            rows = []
            for a in als:
                row = [a]
                for p in pos:
                    v = self.med(gl, (a, p))
                    s = SEED_AWT.get((a, p))
                    row.append("%s (seed %s)" % (fmt(v), s) if s else fmt(v))
                rows.append(row)
            md.append("\n## Green legacy: syscalls/s by interval (seed 000's figures in brackets)\n\n")
            md.append(md_table(["JDK_MIN_ALARM_INTERVAL \\ AWT_POLL_INTERVAL"] + pos, rows))
        others = [c for c in self.ctx.configs() if c != gl]
        rows = []
        hs = self.med(HOTSPOT, ("default", "default")) if self.ctx.java else None
        for cfg in ([gl] if gl in self.ctx.configs() else []) + others:
            v = self.med(cfg, ("default", "default"))
            rows.append([label(cfg), ratio(v, hs) if cfg != HOTSPOT else fmt(v),
                         fmt(self.med(cfg, ("default", "default"), "cpu_per_s"), 4),
                         "pending: " + self.ctx.pending[(self.name, label(cfg))]
                         if (self.name, label(cfg)) in self.ctx.pending else ""])
        md.append("\n## Every configuration at the default settings\n\n")
        md.append(md_table(["config", "syscalls/s (× HotSpot)", "CPU s/s (traced)", "status"], rows))
        md.append("\n## truss-style tables\n\n")
        for cfg in ([gl] if gl in self.ctx.configs() else []) + others:
            for cell in (cells if cfg == gl else [("default", "default")]):
                rs = [r for r in self.results.get((label(cfg), cell), []) if "failed" not in r]
                if rs:
                    r = sorted(rs, key=lambda r: r["per_s"])[len(rs) // 2]
                    md.append(self.truss(r, "%s — JDK_MIN_ALARM_INTERVAL: %s, AWT_POLL_INTERVAL: %s"
                                         % (label(cfg), cell[0], cell[1])))
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, hdr, None)
        plots = []
        if gl in self.ctx.configs() and any(self.med(gl, c) is not None for c in cells):
            plots.append({"file": os.path.join(out, "idle-awt.png"), "kind": "bar", "logy": True, "linthresh": 10,
                          "title": "idle-awt, green legacy: syscalls/s by interval setting", "ylabel": "syscalls/s",
                          "xlabel": "AWT_POLL_INTERVAL (µs)", "categories": pos,
                          "series": [{"label": "JDK_MIN_ALARM_INTERVAL=%s" % a,
                                      "y": [self.med(gl, (a, p)) for p in pos]} for a in als] +
                          [{"label": "seed 000 (JDK 1.1.5, Solaris): JDK_MIN_ALARM_INTERVAL=20000 "
                                     "(first group: both default)",
                            "y": [SEED_AWT.get(("default" if p == "default" else "20000", p)) for p in pos]}]})
        allc = ([gl] if gl in self.ctx.configs() else []) + others
        plots.append({"file": os.path.join(out, "idle-awt-configs.png"), "kind": "bar", "logy": True,
                      "title": "idle-awt at default settings", "ylabel": "syscalls/s",
                      "categories": [label(c) for c in allc],
                      "series": [{"label": "TestAccept", "y": [self.med(c, ("default", "default")) for c in allc]}]})
        head = "TestAccept + Toolkit, system calls per second at default settings:\n\n" + \
            md_table([label(c) for c in allc], [[fmt(self.med(c, ("default", "default"))) if (self.name, label(c))
                                                 not in self.ctx.pending else "pending" for c in allc]])
        return plots, head


class XmlTest(Scenario):
    name = "xmltest"
    title = "xmltest: T threads building, walking, modifying and serializing XML trees (seed 002)"

    def threads(self):
        return [1, 8, 64] if self.ctx.quick else [1, 2, 8, 16, 32, 64, 128, 256]

    def timing(self):
        return (200, 600) if self.ctx.quick else (250, 750)

    def reps(self):
        return self.ctx.a.repeats or (1 if self.ctx.quick else 2)

    def gc_probe(self):
        p = subprocess.run([self.ctx.jvm, "--gc-termination=park", "-version"], capture_output=True, text=True)
        if p.returncode == 0:
            return None
        msg = (p.stderr.strip() or p.stdout.strip()).splitlines()
        return "the VM does not accept --gc-termination (`jvm --gc-termination=park -version` exits %d: %s)" % (
            p.returncode, msg[0] if msg else "")

    def strace_threads(self):
        return [1, 64] if self.ctx.quick else [1, 8, 32, 128]

    def strace_configs(self):
        # the idle mode does not change the collector: the traced runs skip the legacy modes
        return [c for c in self.ctx.configs() if c == HOTSPOT or c[1] == "tickless"]

    def gc_grid(self):
        """(T values, --gc-threads values, (T, --gc-threads) also run under strace)"""
        if self.ctx.quick:
            return [64], [2, 16], [(64, 16)]
        return [16, 128], [2, 16, 64], [(128, 16)]

    def plan(self):
        wu, ms = self.timing()
        runs = []
        cfgs = self.ctx.configs()
        self.gc_pending = self.gc_probe()
        for rep in range(self.reps()):
            for t in self.threads():
                k = (rep + t) % len(cfgs)
                for cfg in cfgs[k:] + cfgs[:k]:
                    runs.append(self.make(cfg, t, rep, wu, ms, strace=False))
        for t in self.strace_threads():
            for cfg in self.strace_configs():
                runs.append(self.make(cfg, t, 0, wu, ms, strace=True))
        if self.gc_pending:
            self.notes.append("GC variants (`--gc-termination=yield|park` × `--gc-threads` ∈ {2, 16, 64}): pending — "
                              + self.gc_pending)
        else:
            cfg = ("native", "tickless")
            ts, gts, traced = self.gc_grid()
            for t in ts:
                for g in gts:
                    for term in ("yield", "park"):
                        runs.append(self.make(cfg, t, 0, wu, ms, strace=False, gc=(term, g)))
            for t, g in traced:
                for term in ("yield", "park"):
                    runs.append(self.make(cfg, t, 0, wu, ms, strace=True, gc=(term, g)))
        return runs

    def heap(self):
        # without a collector (the option probe fails) the heap never frees: a big -Xmx, short runs
        return self.ctx.a.xml_heap if not self.gc_pending else "2g"

    def make(self, cfg, t, rep, wu, ms, strace, gc=None):
        vm_extra = ["-Xmx" + self.heap(), "-verbose:gc"]
        if gc:
            vm_extra += ["--gc-termination=" + gc[0], "--gc-threads=%d" % gc[1]]
        cmd = self.ctx.cmd(cfg, ["XMLTest", str(t), str(wu), str(ms)], vm_extra=vm_extra,
                           hs_extra=["-Xmx" + self.heap(), "-verbose:gc"])
        if rep == 0 and t == self.threads()[-1] and not strace and not gc:
            self.ctx.note_cmd(self.name, cmd)
        if gc and not strace and t == self.gc_grid()[0][-1] and gc[1] == self.gc_grid()[1][-1]:
            self.ctx.note_cmd(self.name, cmd)
        if strace and t == self.strace_threads()[-1] and not gc:
            self.ctx.note_cmd(self.name, ["strace", "-c", "-f", "-o", "FILE"] + cmd)
        key = (label(cfg), t, "strace" if strace else "clean", gc)

        def fn():
            limit = 60 if (strace and gc) else 180
            rc, outp, wall, rss, calls = measure.run_to_end(cmd, timeout=limit, env=self.ctx.env(), strace_c=strace)
            if rc == "timeout" and strace and gc:
                # ptrace stops on every sched_yield: a yield storm can make the traced run crawl
                return {"timeout": limit, "summary": "did not finish within %d s under strace" % limit}
            if rc != 0:
                measure.classify_exit(cmd, outp, rc)
            m = re.search(r"XMLTest OK threads=(\d+) total=(\d+) ms=(\d+) tps=([\d.Ee+-]+)", outp)
            if not m or "FAIL" in outp:
                raise RunFailure("XMLTest did not report OK:\n" + outp[-600:])
            per = [int(x) for x in re.findall(r"^Thread \d+ = (\d+)", outp, re.M)]
            total, msr = int(m.group(2)), int(m.group(3))
            if len(per) != t or sum(per) != total:
                raise RunFailure("XMLTest's per-thread counts do not add up (%d threads, sum %d, total %d)"
                                 % (len(per), sum(per), total))
            r = {"tps": total * 1000.0 / max(1, msr), "total": total, "measure_ms": msr, "wall_s": wall,
                 "rss_kb": rss, "min_thr": min(per), "max_thr": max(per), "cmd": shq(cmd)}
            r["per_thread"] = r["tps"] / t
            if calls:
                cl, tot, _, _ = calls
                r["syscalls"] = tot
                r["sched_yield"] = cl.get("sched_yield", {}).get("calls", 0)
                r["futex"] = cl.get("futex", {}).get("calls", 0)
                r["yield_per_s"] = r["sched_yield"] / wall
                r["futex_per_s"] = r["futex"] / wall
                r["top"] = top_calls(cl, 5)
            pauses, yields, parks = [], 0, 0
            for ln in outp.splitlines():
                g = OUR_GC.search(ln)
                if g:
                    pauses.append(float(g.group(1)))
                    yields += int(g.group(6))
                    parks += int(g.group(7))
                    continue
                g = HS_GC.search(ln)
                if g:
                    pauses.append(float(g.group(1)))
            r["gc_count"] = len(pauses)
            r["gc_pause_med"] = median(pauses)
            r["gc_pause_max"] = max(pauses) if pauses else None
            r["gc_pause_total"] = sum(pauses)
            r["gc_yields"], r["gc_parks"] = (yields, parks) if cfg != HOTSPOT else (None, None)
            r["summary"] = "%.1f tx/s (%.2f per thread%s), %d GCs%s%s" % (
                r["tps"], r["per_thread"], ", min %d max %d tx" % (r["min_thr"], r["max_thr"]), r["gc_count"],
                ", median pause %.2f ms" % r["gc_pause_med"] if pauses else "",
                (", %d sched_yield, %d futex in %.1f s" % (r["sched_yield"], r["futex"], wall)) if calls else "")
            return r
        what = "strace -c -f" if strace else "rep %d" % (rep + 1)
        if gc:
            what = "--gc-termination=%s --gc-threads=%d" % gc
        slow = 1.0 if cfg == HOTSPOT else (1.0 + t / 80.0 if cfg[0] == "green" else 1.0 + t / 400.0)   # mn: as native
        est = (wu + ms) / 1000.0 * slow + (0.6 if cfg == HOTSPOT else 0.2) + (t / 150.0 if strace else 0)
        return Run(self.name, "%s T=%d %s" % (label(cfg), t, what), est, self.guarded(cfg, key, fn), key)

    def get(self, cfg, t, kind, field, gc=None):
        return median([r.get(field) for r in self.results.get((label(cfg), t, kind, gc), [])
                       if "failed" not in r and "timeout" not in r])

    def report(self, out):
        cfgs = self.ctx.configs()
        wu, ms = self.timing()
        rows_csv = []
        for (cl, t, kind, gc), rs in sorted(self.results.items(), key=lambda kv: (kv[0][2], kv[0][0], kv[0][1], str(kv[0][3]))):
            for i, r in enumerate(rs):
                if "failed" in r or "timeout" in r:
                    rows_csv.append([cl, t, kind, gc[0] if gc else "", gc[1] if gc else "", i + 1] + [""] * 15 +
                                    [r["failed"].splitlines()[0] if "failed" in r else
                                     "did not finish within %d s under strace" % r["timeout"]])
                    continue
                rows_csv.append([cl, t, kind, gc[0] if gc else "", gc[1] if gc else "", i + 1, r["total"],
                                 r["measure_ms"], "%.2f" % r["tps"], "%.3f" % r["per_thread"], r["min_thr"],
                                 r["max_thr"], r["gc_count"], fmt(r["gc_pause_med"], 3), fmt(r["gc_pause_max"], 3),
                                 r["gc_yields"] if r["gc_yields"] is not None else "",
                                 r["gc_parks"] if r["gc_parks"] is not None else "",
                                 r.get("sched_yield", ""), r.get("futex", ""), "%.2f" % r["wall_s"], r["rss_kb"],
                                 r.get("top", "")])
        hdr = ["config", "threads", "run", "gc_termination", "gc_threads", "rep", "transactions", "measured_ms",
               "tx_per_s", "tx_per_s_per_thread", "min_thread_tx", "max_thread_tx", "gc_count", "gc_pause_median_ms",
               "gc_pause_max_ms", "gc_yields_vm", "gc_parks_vm", "sched_yield_strace", "futex_strace", "wall_s",
               "peak_rss_kb", "top_syscalls_or_error"]
        md = ["# %s\n" % self.title,
              "Each of T worker threads repeatedly parses a purchase-order document (%d items) with a small XML "
              "parser written in Java (`benchmarks/java/XMLTest.java`), walks the tree, modifies it (re-prices "
              "every item, drops a child, adds a total) and serializes it; every transaction's digest is checked "
              "against the one main computed first. Transactions are counted over %d ms after a %d ms warm-up "
              "(measured, not assumed: a busy green scheduler can stretch it); tx/s per thread = total ÷ T. "
              "Median of %d run(s), the VMs alternating. GC figures come from each VM's own `-verbose:gc` lines "
              "(whole run); `sched_yield`/`futex` counts from separate runs under `strace -c -f` (whole run, "
              "start-up included, so only their size matters).\n" % (20, ms, wu, self.reps())]
        if self.gc_pending:
            md.append("**This VM has no garbage collector** (the option probe failed): its heap never frees, so every "
                      "run gets `-Xmx2g` and is kept short (about 90 KB per transaction); HotSpot gets the same.\n")
        else:
            md.append("Every run, on both VMs, gets `-Xmx%s -verbose:gc`, so that it collects every fraction of a "
                      "second (about 90 KB allocated per transaction).\n" % self.heap())
        md += self.pending_lines()
        md += ["- " + n for n in self.notes]
        ts = self.threads()
        hs = {t: self.get(HOTSPOT, t, "clean", "tps") for t in ts}
        rows = []
        for t in ts:
            row = [t]
            for cfg in cfgs:
                v = self.get(cfg, t, "clean", "tps")
                row.append(fmt(v) if cfg == HOTSPOT or not self.ctx.java else ratio(v, hs[t]))
            rows.append(row)
        md.append("\n## Transactions per second, all threads (× HotSpot)\n\n")
        md.append(md_table(["T"] + [label(c) for c in cfgs], rows))
        rows = []
        for t in ts:
            rows.append([t] + ["%s [%s–%s]" % (fmt(self.get(c, t, "clean", "per_thread"), 2),
                                               fmt(self.get(c, t, "clean", "min_thr"), 0),
                                               fmt(self.get(c, t, "clean", "max_thr"), 0))
                               if self.get(c, t, "clean", "per_thread") is not None else "—" for c in cfgs])
        md.append("\n## Transactions per second per thread [fewest–most transactions of one thread in the window]\n\n")
        md.append(md_table(["T"] + [label(c) for c in cfgs], rows))
        rows = []
        for t in ts:
            rows.append([t] + ["%s / %s / %s" % (fmt(self.get(c, t, "clean", "gc_count"), 0),
                                                 fmt(self.get(c, t, "clean", "gc_pause_med"), 2),
                                                 fmt(self.get(c, t, "clean", "gc_pause_max"), 2))
                               if self.get(c, t, "clean", "gc_count") is not None else "—" for c in cfgs])
        md.append("\n## Collections / median pause ms / longest pause ms (-verbose:gc, whole run)\n\n")
        md.append(md_table(["T"] + [label(c) for c in cfgs], rows))
        rows = []
        scfgs = self.strace_configs()
        sts = self.strace_threads()
        for t in sts:
            rows.append([t] + ["%s / %s" % (fmt(self.get(c, t, "strace", "yield_per_s")),
                                            fmt(self.get(c, t, "strace", "futex_per_s")))
                               if self.get(c, t, "strace", "yield_per_s") is not None else "—" for c in scfgs])
        md.append("\n## sched_yield/s / futex/s over the whole run (strace -c -f; default --gc-termination)\n\n")
        md.append(md_table(["T"] + [label(c) for c in scfgs], rows))
        gkeys = sorted(k for k in self.results if k[3])
        nt = ("native", "tickless")
        if gkeys:
            gts_t, gts_g, traced = self.gc_grid()
            rows = []
            for t in gts_t:
                for g in gts_g:
                    for term in ("yield", "park"):
                        gc = (term, g)
                        n = self.get(nt, t, "clean", "gc_count", gc)
                        if n is None:
                            rows.append([t, g, term, "failed"] + [""] * 6)
                            continue
                        y = self.get(nt, t, "clean", "gc_yields", gc)
                        pk = self.get(nt, t, "clean", "gc_parks", gc)
                        st = self.results.get((label(nt), t, "strace", gc), [])
                        if st and "timeout" in st[0]:
                            sy = "did not finish in %d s" % st[0]["timeout"]
                        elif st and "failed" not in st[0]:
                            sy = "%s / %s" % (fmt(st[0]["yield_per_s"]), fmt(st[0]["futex_per_s"]))
                        else:
                            sy = "—"
                        rows.append([t, g, term, fmt(self.get(nt, t, "clean", "tps", gc)), fmt(n, 0),
                                     fmt(self.get(nt, t, "clean", "gc_pause_med", gc), 2),
                                     fmt(self.get(nt, t, "clean", "gc_pause_max", gc), 2),
                                     fmt(y / max(1, n)), fmt(pk / max(1, n)), sy])
            md.append("\n## GC termination protocols: --gc-termination × --gc-threads (native/tickless, -Xmx%s)\n\n"
                      % self.heap())
            md.append("The seed's storm: ParallelGC workers in `StealTask` termination calling `yield` ~700k times/s "
                      "at 128+ mutator threads on 256 CPUs. `yield` spins, then `sched_yield`s, then sleeps, as the old "
                      "ParallelTaskTerminator; `park` (the default) lets one thread look for work while the others "
                      "block. Yields and parks per collection are the VM's own `-verbose:gc` counters (untraced "
                      "runs); the last column comes from a run under `strace -c -f`, where every `sched_yield` is a "
                      "ptrace stop — which is why a storm can make that run crawl.\n\n")
            md.append(md_table(["T", "--gc-threads", "--gc-termination", "tx/s", "collections", "median pause ms",
                                "longest pause ms", "sched_yield per GC (VM)", "parks per GC (VM)",
                                "strace: sched_yield/s / futex/s"], rows))
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, hdr, None)
        plots = [{"file": os.path.join(out, "xmltest-tps.png"), "kind": "line", "logx": True,
                  "title": "xmltest: transactions per second by worker threads", "xlabel": "worker threads T",
                  "ylabel": "transactions/s (all threads)", "logy": True, "linthresh": 10,
                  "series": [{"label": label(c), "x": ts, "y": [self.get(c, t, "clean", "tps") for t in ts]}
                             for c in cfgs]},
                 {"file": os.path.join(out, "xmltest-yields.png"), "kind": "line", "logx": True,
                  "title": "xmltest: sched_yield and futex calls per second (strace -c -f)",
                  "xlabel": "worker threads T", "ylabel": "calls/s", "logy": True,
                  "series": [{"label": label(c) + " sched_yield", "x": sts,
                              "y": [self.get(c, t, "strace", "yield_per_s") for t in sts]} for c in scfgs] +
                  [{"label": label(c) + " futex", "x": sts, "y": [self.get(c, t, "strace", "futex_per_s") for t in sts]}
                   for c in scfgs]}]
        if gkeys:
            gts_t, gts_g, _ = self.gc_grid()
            series = []
            for term in ("yield", "park"):
                for t in gts_t:
                    ys = []
                    for g in gts_g:
                        n = self.get(nt, t, "clean", "gc_count", (term, g))
                        y = self.get(nt, t, "clean", "gc_yields", (term, g))
                        ys.append(None if n is None or y is None else y / max(1, n))
                    series.append({"label": "--gc-termination=%s, T=%d" % (term, t), "x": gts_g, "y": ys})
            plots.append({"file": os.path.join(out, "xmltest-gc-yields.png"), "kind": "line", "logx": True,
                          "logy": True, "title": "xmltest, native/tickless: sched_yield per collection (VM counters)",
                          "xlabel": "--gc-threads", "ylabel": "sched_yield calls per GC", "series": series})
        head = "Transactions per second (all worker threads):\n\n" + md_table(
            ["T"] + [label(c) for c in cfgs], [[t] + [fmt(self.get(c, t, "clean", "tps")) for c in cfgs] for t in ts])
        if gkeys:
            gts_t, gts_g, _ = self.gc_grid()
            t = gts_t[-1]
            rows = []
            for term in ("yield", "park"):
                row = [term]
                for g in gts_g:
                    n = self.get(nt, t, "clean", "gc_count", (term, g))
                    y = self.get(nt, t, "clean", "gc_yields", (term, g))
                    row.append("%s / %s ms" % (fmt(y / max(1, n)), fmt(self.get(nt, t, "clean", "gc_pause_med", (term, g)), 2))
                               if n else "—")
                rows.append(row)
            head += "\nGC termination at T=%d (native/tickless): sched_yield per collection / median pause:\n\n" % t + \
                md_table(["--gc-termination"] + ["--gc-threads=%d" % g for g in gts_g], rows)
        return plots, head


class Volano(Scenario):
    name = "volano"
    title = "volano: thread-per-connection chat server, rooms of 20 (seed 004)"

    BIG = 10000                 # only green, mn and HotSpot's virtual threads go this far

    def conns(self):
        if self.ctx.a.volano_conns:
            return [int(x) for x in self.ctx.a.volano_conns.split(",")]
        return [10, 100] if self.ctx.quick else [10, 100, 1000, 2000, 5000, self.BIG]

    def goes_big(self, cfg):
        return cfg == HOTSPOT_VT or (cfg != HOTSPOT and cfg[0] in ("green", "mn"))

    def msgs(self, c):
        return self.ctx.a.volano_m or max(2, 2000 // c)

    def configs(self):
        # native legacy only adds its 10 ms watcher thread: not a chat server's concern (green legacy's
        # poll-based iomgr is, and stays)
        return [c for c in self.ctx.configs() if c != ("native", "legacy")] + self.ctx.vt_configs()

    def plan(self):
        runs = []
        cfgs = self.configs()
        self.failed_at = {}
        for c in self.conns():
            for cfg in cfgs:
                if c < self.BIG or self.goes_big(cfg):
                    runs.append(self.make(cfg, c))
        return runs

    @staticmethod
    def fd_ceiling(c):
        """None, or why C connections cannot be opened under this process's open-file
        limit (each side holds C sockets, plus about 64 of its own)."""
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        need = c + 64
        if soft != resource.RLIM_INFINITY and need > soft:
            return "the open-file limit (ulimit -n %d) is the ceiling: C=%d needs about %d per process" % (
                soft, c, need)
        return None

    def make(self, cfg, c):
        m = self.msgs(c)
        timeout = 30 if self.ctx.quick else 120
        scmd = self.ctx.cmd(cfg, ["VolanoServer"], vm_extra=["-Xss256k"], hs_extra=["-Xss256k"])
        key = (label(cfg), c)

        def fn():
            if label(cfg) in self.failed_at:
                return {"skipped": "failed at C=%d" % self.failed_at[label(cfg)][0],
                        "summary": "skipped: failed at a smaller C"}
            ceiling = self.fd_ceiling(c)
            if ceiling:
                return {"skipped": ceiling, "ceiling": ceiling, "summary": "not run: " + ceiling}
            srv = measure.Proc(scmd, env=self.ctx.env())
            try:
                mm = srv.wait_line(r"Listening on port (\d+)", 30)
                port = mm.group(1)
                ccmd = self.ctx.cmd(cfg, ["VolanoClient", port, str(c), str(m), "20", str(timeout)],
                                    vm_extra=["-Xss256k"], hs_extra=["-Xss256k"])
                if c == self.conns()[-1]:
                    self.ctx.note_cmd(self.name, scmd)
                    self.ctx.note_cmd(self.name, [x if x != port else "PORT" for x in ccmd])
                rc, outp, wall, crss, _ = measure.run_to_end(ccmd, timeout=timeout + 60, env=self.ctx.env())
                srv_alive = srv.alive()
                s = measure.proc_sample(srv.pid) if srv_alive else {"hwm_kb": 0}
            finally:
                srv.kill()
            if rc != 0:
                miss = measure.missing_part(outp)
                if miss:
                    raise Pending(miss)
            r = {"connections": c, "messages": m, "client_rss_kb": crss, "server_rss_kb": s["hwm_kb"],
                 "wall_s": wall, "cmd": shq(ccmd)}
            ok = re.search(r"VOLANO OK connections=(\d+) delivered=(\d+) expected=(\d+) ms=(\d+)", outp)
            if rc == 0 and ok and srv_alive:
                d, ms = int(ok.group(2)), int(ok.group(4))
                r.update(delivered=d, expected=int(ok.group(3)), ms=ms, msg_per_s=d * 1000.0 / max(1, ms))
                nd = re.search(r"TCP_NODELAY = (\w+)", outp)
                r["nodelay"] = nd.group(1) if nd else "?"
                r["summary"] = "%.0f messages/s, %d delivered, server peak RSS %d KiB" % (
                    r["msg_per_s"], d, r["server_rss_kb"])
                return r
            # the failure point, and how
            fail = re.search(r"VOLANO FAIL (.*)", outp)
            srv_out = srv.output()
            if not srv_alive:
                how = "server died: " + (srv_out.strip().splitlines() or ["(no output)"])[-1][:160]
            elif fail and "connect" in fail.group(1):
                how = "client could not connect: " + fail.group(1)[:160]
            elif fail and "error=" in fail.group(1):
                how = fail.group(1)[:200]
            elif rc == "timeout":
                how = "client timed out after %d s" % (timeout + 60)
            elif fail:
                how = "lost messages: " + fail.group(1)[:200]
                self.ctx.failures.append((self.name, "%s C=%d" % (label(cfg), c), how))
            else:
                how = "client exit %s: %s" % (rc, (outp.strip().splitlines() or [""])[-1][:160])
            r["failed_how"] = how
            self.failed_at[label(cfg)] = (c, how)
            r["summary"] = "FAILS at C=%d: %s" % (c, how)
            return r
        est = (0.5 if cfg == HOTSPOT else 0.3) + c / 600.0 + (c * m * 20) / (60000.0 if cfg == HOTSPOT else 15000.0)
        return Run(self.name, "%s C=%d M=%d" % (label(cfg), c, m), est, self.guarded(cfg, key, fn), key)

    def get(self, cfg, c, field):
        rs = [r for r in self.results.get((label(cfg), c), []) if "failed" not in r]
        return rs[0].get(field) if rs else None

    def report(self, out):
        cfgs = self.configs()
        rows_csv = []
        for (cl, c), rs in sorted(self.results.items()):
            for r in rs:
                rows_csv.append([cl, c, r.get("messages", ""), r.get("delivered", ""), r.get("expected", ""),
                                 r.get("ms", ""), "%.1f" % r["msg_per_s"] if "msg_per_s" in r else "",
                                 r.get("server_rss_kb", ""), r.get("client_rss_kb", ""),
                                 r.get("failed_how", r.get("failed", r.get("skipped", "")))])
        hdr = ["config", "connections", "messages_per_connection", "delivered", "expected", "ms", "messages_per_s",
               "server_peak_rss_kb", "client_peak_rss_kb", "failure"]
        md = ["# %s\n" % self.title,
              "A chat server (`VolanoServer`, one thread per connection) and a client (`VolanoClient`, one thread "
              "per connection, on the same VM configuration, like the seed's single-host run) opening C "
              "connections in rooms of 20. Once all have joined, each connection sends M messages (M = max(2, "
              "2000 / C)), each after its previous one came back; every message is broadcast to its room and "
              "counted at the receivers, and the client checks that nothing was lost. Messages/s = messages "
              "received ÷ time from the start signal to the last delivery. Peak RSS is the server's VmHWM. "
              "Both sides run with `-Xss256k` (the seed: `-Xss96k`). C rises until a configuration fails; "
              "the failure point and how it failed are part of the result. native/legacy is left out: its legacy "
              "part is a 10 ms watcher thread, not the I/O path (green legacy's `poll` iomgr is kept).\n",
              "Seed 004 (JDK 1.4.2, FreeBSD, 500 MHz PIII): 1255 msg/s at 1000 connections, 960 at 2000, "
              "server out of memory at 2500.\n"]
        md += self.pending_lines()
        if HOTSPOT_VT in cfgs:
            md.append("%s: HotSpot %d, server and client threads made by `Thread.ofVirtual()` "
                      "(`benchmarks/java/vt/`). C=%d runs on green, mn and %s only.\n" % (
                          HOTSPOT_VT, self.ctx.vt_java[2], self.BIG, HOTSPOT_VT))
        elif self.ctx.vt_note:
            md.append(self.ctx.vt_note + "\n")
        ceilings = sorted({self.get(cfg, c, "ceiling") for c in self.conns() for cfg in cfgs} - {None})
        md += ["- not run: %s" % x for x in ceilings]
        rows = []
        for c in self.conns():
            hs = self.get(HOTSPOT, c, "msg_per_s")
            row = [c, self.msgs(c)]
            for cfg in cfgs:
                v = self.get(cfg, c, "msg_per_s")
                fh = self.get(cfg, c, "failed_how")
                cl = self.get(cfg, c, "ceiling")
                row.append("fails: " + fh if fh else "ceiling: ulimit -n" if cl else
                           (fmt(v, 0) if cfg == HOTSPOT else ratio(v, hs)))
            rows.append(row)
        md.append("\n## Messages per second (× HotSpot)\n\n")
        md.append(md_table(["C", "M"] + [label(c) for c in cfgs], rows))
        rows = []
        for c in self.conns():
            rows.append([c] + [fmt(self.get(cfg, c, "server_rss_kb"), 0) + " / " +
                               fmt(self.get(cfg, c, "client_rss_kb"), 0)
                               if self.get(cfg, c, "server_rss_kb") else "—" for cfg in cfgs])
        md.append("\n## Peak RSS, KiB (server / client)\n\n")
        md.append(md_table(["C"] + [label(c) for c in cfgs], rows))
        fails = [(label(cfg), self.failed_at[label(cfg)]) for cfg in cfgs if label(cfg) in getattr(self, "failed_at", {})]
        md.append("\n## Failure points\n\n")
        if fails:
            md += ["- %s: fails at C=%d — %s" % (cl, fc[0], fc[1]) for cl, fc in fails]
        ran = [label(c) for c in cfgs if (self.name, label(c)) not in self.ctx.pending]
        md.append("- " + ", ".join(x for x in ran if x not in dict(fails)) +
                  ": no failure up to C=%d" % self.conns()[-1] if [x for x in ran if x not in dict(fails)] else "")
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, hdr, None)
        cs = self.conns()
        plots = [{"file": os.path.join(out, "volano-msgs.png"), "kind": "line", "logx": True,
                  "title": "volano: messages per second by connections", "xlabel": "connections C",
                  "ylabel": "messages/s", "series": [{"label": label(c), "x": cs,
                                                       "y": [self.get(c, x, "msg_per_s") for x in cs]} for c in cfgs]},
                 {"file": os.path.join(out, "volano-rss.png"), "kind": "line", "logx": True,
                  "title": "volano: server peak RSS by connections", "xlabel": "connections C", "ylabel": "KiB",
                  "series": [{"label": label(c), "x": cs, "y": [self.get(c, x, "server_rss_kb") for x in cs]}
                             for c in cfgs]}]
        cfgs = self.configs()
        head = "Messages per second by connections:\n\n" + md_table(
            ["C"] + [label(c) for c in cfgs],
            [[c] + [("fails" if self.get(cfg, c, "failed_how") else fmt(self.get(cfg, c, "msg_per_s"), 0))
                    if (self.name, label(cfg)) not in self.ctx.pending else "pending" for cfg in cfgs] for c in cs])
        return plots, head


class Startup(Scenario):
    name = "startup"
    title = "startup: Hello (seed 003's `perf stat -r 50 java Hello`)"

    def plan(self):
        self.n = 5 if self.ctx.quick else 15
        self.cache_pending = None
        p = subprocess.run([self.ctx.jvm, "--container-cache-ms=0", "-version"], capture_output=True, text=True)
        if p.returncode != 0:
            self.cache_pending = "the VM does not accept --container-cache-ms (`jvm --container-cache-ms=0 " \
                                 "-version` exits %d)" % p.returncode
        runs = [Run(self.name, "benchmarks/startup.py -n %d" % self.n, self.n * 0.25, self.guarded(HOTSPOT, "startup", self.run_startup), "startup")]
        progs = [("Hello", ["Hello"], []),
                 ("XMLTest, 2 threads, -Xms8m -Xmx64m (collects)",
                  ["XMLTest", "2", "100", "400"], ["-Xms8m", "-Xmx64m"])]
        for pname, args, heap in progs:
            variants = [(("native", "tickless"), [])]
            if not self.cache_pending:
                variants.append((("native", "tickless"), ["--container-cache-ms=0"]))
            if self.ctx.java:
                variants.append((HOTSPOT, []))
            for cfg, extra in variants:
                key = ("cgroup", pname, label(cfg), tuple(extra))
                runs.append(Run(self.name, "cgroup reads %s: %s" % (" ".join([label(cfg)] + extra), pname), 1.0,
                                self.guarded(cfg, key, self.cgroup_fn(cfg, extra, args, heap)), key))
        self.progs = progs
        return runs

    def run_startup(self):
        cmd = [sys.executable, os.path.join(HERE, "startup.py"), "--jvm", self.ctx.jvm, "-n", str(self.n)]
        self.ctx.note_cmd(self.name, ["python3", "benchmarks/startup.py", "--jvm", self.ctx.jvm, "-n", str(self.n)])
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if p.returncode != 0:
            raise RunFailure("startup.py failed:\n" + (p.stderr or p.stdout)[-600:])
        rows = re.findall(r"^\| (.+?) \| ([\d.]+) \| (\d+) \|$", p.stdout, re.M)
        return {"table": p.stdout, "rows": rows, "summary": "; ".join("%s %s ms" % (a, b) for a, b, _ in rows)}

    def cgroup_fn(self, cfg, extra, args, heap):
        def fn():
            d = tempfile.mkdtemp()
            try:
                cmd = self.ctx.cmd(cfg, args, vm_extra=list(extra) + heap, hs_extra=heap)
                tr = os.path.join(d, "trace")
                full = ["strace", "-f", "-e", "trace=open,openat,openat2", "-o", tr] + cmd
                p = subprocess.run(full, capture_output=True, text=True, timeout=120)
                if p.returncode != 0:
                    measure.classify_exit(cmd, p.stdout + p.stderr, p.returncode)
                text = open(tr).read()
                opens = len(re.findall(r"\bopen(?:at2?)?\(", text))
                cg = len(re.findall(r'"(/sys/fs/cgroup[^"]*|/proc/self/cgroup|/proc/self/mountinfo|/proc/\d+/cgroup|'
                                    r'/proc/meminfo)"', text))
                self.ctx.note_cmd(self.name, ["strace", "-f", "-e", "trace=open,openat,openat2", "-o", "FILE"] + cmd)
                return {"opens": opens, "cgroup": cg, "summary": "%d opens, %d of cgroup/meminfo files" % (opens, cg)}
            finally:
                shutil.rmtree(d, ignore_errors=True)
        return fn

    def report(self, out):
        md = ["# %s\n" % self.title]
        perf = subprocess.run(["perf", "stat", "-e", "instructions:u", "true"], capture_output=True, text=True) \
            if shutil.which("perf") else None
        if perf is None or "not supported" in perf.stderr or perf.returncode != 0:
            md.append("Instructions: `perf stat` cannot count instructions on this machine (%s), so start-up is "
                      "wall time over %d runs, alternating the VMs (`benchmarks/startup.py`).\n" %
                      ("no perf" if perf is None else "`<not supported>`", self.n))
        rs = self.results.get("startup", [])
        rows_csv = []
        if rs and "failed" not in rs[0]:
            md.append("\n## Wall time and peak RSS of `Hello` (medians of %d)\n\n" % self.n)
            md.append(rs[0]["table"])
            rows_csv += [["startup", a, b, c] for a, b, c in rs[0]["rows"]]
        md.append("\n## Container files read (strace -f -e trace=open,openat,openat2, whole run)\n\n"
                  "Seed 003: HotSpot's `os::available_memory` re-read the cgroup files on every call. This VM "
                  "caches its cgroup/`/proc/meminfo` answers for 20 ms; `--container-cache-ms=0` re-reads on every "
                  "query. It queries at start-up and when a collection grows the heap.\n\n")
        rows = []
        for pname, _, _ in self.progs:
            for cfg, extra in [(("native", "tickless"), ()), (("native", "tickless"), ("--container-cache-ms=0",)),
                               (HOTSPOT, ())]:
                rr = [r for r in self.results.get(("cgroup", pname, label(cfg), extra), []) if "failed" not in r]
                name = ("jvm " + " ".join(extra)).strip() if cfg != HOTSPOT else "java (HotSpot)"
                if rr:
                    rows.append([pname, name, rr[0]["opens"], rr[0]["cgroup"]])
                    rows_csv.append(["opens", pname + " / " + name, rr[0]["opens"], rr[0]["cgroup"]])
                elif cfg != HOTSPOT and extra and self.cache_pending:
                    rows.append([pname, name, "pending", self.cache_pending])
        md.append(md_table(["program", "command", "files opened", "of them cgroup, mountinfo or meminfo"], rows))
        md.append(self.commands_md())
        self.write(out, "\n".join(md) + "\n", rows_csv, ["what", "command", "value", "value2"], None)
        head = rs[0]["table"] if rs and "failed" not in rs[0] else "(startup did not run)"
        return [], head


# -verbose:gc lines: ours, and HotSpot 17's unified logging
OUR_GC = re.compile(r"\[GC #\d+ .*?, ([\d.]+) ms .*?(\d+) GC threads, (\w+), steals (\d+)/(\d+), "
                    r"yields (\d+), parks (\d+)")
HS_GC = re.compile(r"GC\(\d+\) Pause .* ([\d.]+)ms\s*$")


def run_script(scen, timeout):
    """Runs scen.argv (a benchmarks/ script that compares with HotSpot) as it is;
    its finished process, or Pending / RunFailure."""
    script = os.path.basename(scen.argv[0])
    if not scen.ctx.java:
        raise Pending("benchmarks/%s needs HotSpot's java (the reference)" % script)
    scen.ctx.note_cmd(scen.name, ["python3"] + scen.argv)
    p = subprocess.run([sys.executable, os.path.join(ROOT, scen.argv[0])] + scen.argv[1:],
                       capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        raise RunFailure("%s failed:\n%s" % (script, (p.stderr or p.stdout)[-800:]))
    return p


class Cpu(Scenario):
    """benchmarks/cpu.py (CPU-bound programs on both backends, java -Xint and java),
    run as it is: it writes RESULTS/cpu.md and cpu.csv itself."""
    name = "cpu"
    title = "cpu: CPU-bound programs against `java -Xint` and `java` (`benchmarks/cpu.py`)"

    def plan(self):
        n = self.ctx.a.repeats or 3
        self.argv = ["benchmarks/cpu.py", "--jvm", self.ctx.jvm, "--out", self.ctx.a.out,
                     "--backends", ",".join(self.ctx.a.backends)] + \
            (["--quick"] if self.ctx.quick else ["-n", str(n)]) + (["--java", self.ctx.java] if self.ctx.java else [])
        est = 12 * (len(self.ctx.a.backends) + 2) * (0.3 if self.ctx.quick else 2.5 * n)
        return [Run(self.name, " ".join(self.argv[:1] + self.argv[7:]), est,
                    self.guarded(("native", "tickless"), "cpu", self.run_cpu), "cpu")]

    def run_cpu(self):
        p = run_script(self, 7200)
        m = re.search(r"user\+sys CPU seconds:\n(\|.*?)\n\n", p.stdout, re.S)
        table = m.group(1) + "\n" if m else p.stdout[-2000:]
        gm = re.search(r"^\| \*\*geometric mean\*\* \|.*$", table, re.M)
        return {"table": "User + system CPU seconds, medians (`benchmarks/results/cpu.md` has wall time too):\n\n" + table,
                "summary": gm.group(0) if gm else "ok"}

    def report(self, out):
        rs = self.results.get("cpu", [])
        return [], rs[0]["table"] if rs and "failed" not in rs[0] else "(cpu did not run)"


class Latency(Scenario):
    """benchmarks/latency.py (socket round trips next to a CPU-bound thread), run
    as it is; its table goes to RESULTS/latency.md."""
    name = "latency"
    title = "latency: socket round trips next to a CPU-bound thread (`benchmarks/latency.py`)"

    def plan(self):
        n = 2 if self.ctx.quick else 5
        trips = 500 if self.ctx.quick else 2000
        self.argv = ["benchmarks/latency.py", "--jvm", self.ctx.jvm, "-n", str(n), "--trips", str(trips)] + \
            (["--java", self.ctx.java] if self.ctx.java else [])
        return [Run(self.name, " ".join(self.argv[:1] + self.argv[3:7]), n * 8 * 0.5,
                    self.guarded(("green", "tickless"), "latency", self.run_latency), "latency")]

    def run_latency(self):
        p = run_script(self, 3600)
        m = re.search(r"^\| jvm --threads=green \|.*$", p.stdout, re.M)
        return {"table": p.stdout, "summary": m.group(0) if m else "ok"}

    def report(self, out):
        rs = self.results.get("latency", [])
        table = rs[0]["table"] if rs and "failed" not in rs[0] else "(latency did not run)"
        md = "# %s\n\n%s\n%s" % (self.title, table, self.commands_md())
        self.write(out, md, [], ["latency"], None)
        return [], table


class Soak(Scenario):
    """benchmarks/soak.py (rounds of locking fresh objects, thread start/join, interning,
    maps, a file and a socket, finalizers, classes through throwaway loaders; RSS sampled
    per round) on each backend and
    HotSpot at -Xmx32m; table and RSS-against-rounds plot."""
    name = "soak"
    title = "soak: RSS against rounds of steady work at -Xmx32m (`benchmarks/soak.py`)"

    def plan(self):
        self.rounds = 200 if self.ctx.quick else 2000
        self.csv = os.path.join(tempfile.mkdtemp(), "soak.csv")
        self.argv = ["benchmarks/soak.py", "--jvm", self.ctx.jvm, "--rounds", str(self.rounds),
                     "--xmx", "32m", "--backends", ",".join(self.ctx.a.backends), "--csv", self.csv] + \
            (["--java", self.ctx.java] if self.ctx.java else [])
        return [Run(self.name, "benchmarks/soak.py --rounds %d" % self.rounds, self.rounds * 0.05,
                    self.guarded(("native", "tickless"), "soak", self.run_soak), "soak")]

    def run_soak(self):
        p = run_script(self, 3600)
        series = {}
        with open(self.csv) as f:
            for row in csv.DictReader(f):
                series.setdefault(row["vm"], ([], []))
                series[row["vm"]][0].append(int(row["round"]))
                series[row["vm"]][1].append(int(row["rss_kib"]) / 1024.0)
        verdicts = re.findall(r"^\| (jvm[^|]*|java[^|]*) \|.*\| ([+-][\d.]+%) \| (yes|NO) \|", p.stdout, re.M)
        return {"table": p.stdout, "series": {k: [v[0], v[1]] for k, v in series.items()},
                "summary": "; ".join("%s %s %s" % (n.strip(), g, ok) for n, g, ok in verdicts) or "ok"}

    def report(self, out):
        rs = self.results.get("soak", [])
        if not rs or "failed" in rs[0]:
            return [], "(soak did not run)"
        r = rs[0]
        rows = [[vm, n, y] for vm, (xs, ys) in sorted(r["series"].items()) for n, y in zip(xs, ys)]
        plots = [{"file": os.path.join(out, "soak-rss.png"), "kind": "line", "title": self.title,
                  "xlabel": "round", "ylabel": "RSS (MiB)", "logx": False, "logy": False,
                  "series": [{"label": vm, "x": xs, "y": ys} for vm, (xs, ys) in sorted(r["series"].items())]}]
        md = "# %s\n\n%s\n![RSS against rounds](soak-rss.png)\n%s" % (self.title, r["table"], self.commands_md())
        self.write(out, md, rows, ["vm", "round", "rss_mib"], plots)
        return plots, r["summary"]


class ThreadsMem(Scenario):
    """benchmarks/threadsmem.py (RSS growth / threads with 10,000 threads parked in
    wait, per backend, HotSpot 17 and HotSpot with virtual threads where a JDK 21+ is
    found), run as it is; its table goes to RESULTS/threads-mem.md."""
    name = "threads-mem"
    title = "threads-mem: memory per thread, 10,000 threads parked in `wait` (`benchmarks/threadsmem.py`)"

    def plan(self):
        n = 1 if self.ctx.quick else 3
        self.argv = ["benchmarks/threadsmem.py", "--jvm", self.ctx.jvm, "-n", str(n),
                     "--backends", ",".join(self.ctx.a.backends)] + \
            (["--java", self.ctx.java] if self.ctx.java else []) + \
            (["--java-vt", self.ctx.a.java_vt] if getattr(self.ctx.a, "java_vt", "") else [])
        return [Run(self.name, "benchmarks/threadsmem.py -n %d" % n, n * 6 * 3.0,
                    self.guarded(("mn", "tickless"), "threads-mem", self.run_it), "threads-mem")]

    def run_it(self):
        p = run_script(self, 3600)
        m = re.search(r"^\| jvm --threads=mn \|.*$", p.stdout, re.M)
        return {"table": p.stdout, "summary": m.group(0) if m else "ok"}

    def report(self, out):
        rs = self.results.get("threads-mem", [])
        table = rs[0]["table"] if rs and "failed" not in rs[0] else "(threads-mem did not run)"
        md = "# %s\n\n%s\n%s" % (self.title, table, self.commands_md())
        self.write(out, md, [], ["threads-mem"], None)
        return [], table


class Container(Scenario):
    """benchmarks/container.py (seed 003: T threads asking availableProcessors,
    maxMemory and freeMemory in a loop, --container-cache-ms=0 against the default,
    cgroup opens per second under strace and CPU time per query, beside HotSpot 17),
    run as it is; its table goes to RESULTS/container.md."""
    name = "container"
    title = "container: cgroup queries in a loop, cached or not (seed 003, `benchmarks/container.py`)"

    def plan(self):
        n = 1 if self.ctx.quick else 3
        rounds = 2000 if self.ctx.quick else 5000
        self.argv = ["benchmarks/container.py", "--jvm", self.ctx.jvm, "-n", str(n), "--rounds", str(rounds),
                     "--backends", ",".join(self.ctx.a.backends)] + \
            (["--java", self.ctx.java] if self.ctx.java else [])
        return [Run(self.name, "benchmarks/container.py -n %d" % n, n * 8 * 2.0,
                    self.guarded(("native", "tickless"), "container", self.run_it), "container")]

    def run_it(self):
        p = run_script(self, 3600)
        m = re.search(r"^\| jvm --threads=native --container-cache-ms=0 \|.*$", p.stdout, re.M)
        return {"table": p.stdout, "summary": m.group(0) if m else "ok"}

    def report(self, out):
        rs = self.results.get("container", [])
        table = rs[0]["table"] if rs and "failed" not in rs[0] else "(container did not run)"
        md = "# %s\n\n%s\n%s" % (self.title, table, self.commands_md())
        self.write(out, md, [], ["container"], None)
        return [], table


SCENARIOS = {"threads-mem": ThreadsMem, "container": Container, "idle-awt": IdleAwt, "idle-wait": IdleWait, "idle-sleep": IdleSleep, "xmltest": XmlTest,
             "volano": Volano, "startup": Startup, "cpu": Cpu, "latency": Latency, "soak": Soak}
ORDER = ["idle-wait", "idle-sleep", "idle-awt", "xmltest", "volano", "startup", "cpu", "latency", "soak",
         "threads-mem", "container"]


# ---------------------------------------------------------------- driver

def machine_info(ctx):
    def sh(cmd):
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
            return (p.stdout + p.stderr).strip()
        except (OSError, subprocess.TimeoutExpired):
            return "?"
    cpu = "?"
    try:
        for ln in open("/proc/cpuinfo"):
            if ln.startswith("model name"):
                cpu = ln.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "?"
    try:
        for ln in open("/proc/meminfo"):
            if ln.startswith("MemTotal"):
                mem = "%.1f GiB" % (int(ln.split()[1]) / 1048576)
    except OSError:
        pass
    info = [("date", datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")),
            ("machine", "%s, %d CPUs (%s), %s RAM" % (platform.machine(), os.cpu_count() or 0, cpu, mem)),
            ("kernel", platform.release()),
            ("jvm", "%s — %s" % (ctx.jvm, sh([ctx.jvm, "-version"]).replace("\n", "; "))),
            ("jvm build", ctx.a.jvm_note or ("commit %s of this repository (the working tree may differ)" %
                                             sh(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"]))),
            ("HotSpot", sh([ctx.java, "-version"]).replace("\n", "; ") if ctx.java else "not on the PATH"),
            ("strace", sh(["strace", "-V"]).splitlines()[0] if shutil.which("strace") else "missing"),
            ("python", "%s (%s)" % (platform.python_version(), sys.executable)),
            ("load average at start (1, 5, 15 min)", " ".join(open("/proc/loadavg").read().split()[:3]))]
    return info


KEEP_ARGS = ("quick", "jvm", "java", "java_vt", "vt_java", "vt_note", "volano_conns", "backends", "repeats", "window", "xml_heap", "volano_m", "jvm_note", "classes")


def find_vt(a, classes):
    """a.vt_java = (java, classes, version) for HotSpot's virtual threads: the JDK 21+
    at --java-vt, else the newest in /usr/lib/jvm, with benchmarks/java/vt compiled by
    its javac into CLASSES-vt; else None and a.vt_note says why."""
    import threadsmem
    a.vt_java, a.vt_note = None, ""
    if not a.java:
        return
    home = threadsmem.find_vt_jdk(a.java_vt)
    if not home:
        a.vt_note = ("HotSpot with virtual threads: not measured (no JDK 21 or newer in /usr/lib/jvm; "
                     "--java-vt PATH names one).")
        return
    out = classes.rstrip("/") + "-vt"
    shutil.rmtree(out, ignore_errors=True)
    srcs = sorted(glob.glob(os.path.join("benchmarks", "java", "vt", "*.java")))
    p = subprocess.run([os.path.join(home, "bin", "javac"), "-d", out] + srcs, capture_output=True, text=True)
    if p.returncode != 0:
        a.vt_note = "HotSpot with virtual threads: not measured (%s's javac failed: %s)" % (home, p.stderr[-300:])
        return
    a.vt_java = (os.path.join(home, "bin", "java"), out, threadsmem.jdk_version(home))


def run_of(raw, name):
    """How scenario `name` of a raw.json was measured: {date, command, args, info}.
    (A raw.json written before runs were kept per scenario had one run for all.)"""
    sc = raw["scenarios"].get(name, {})
    if "run" in sc:
        return sc["run"]
    args = raw["args"]
    info = [list(x) for x in raw["info"]]
    cmd = raw.get("command")
    if not cmd:     # rebuilt from the arguments it recorded
        words = ["python3", "benchmarks/run.py"] + (["--quick"] if args.get("quick") else [])
        if args.get("jvm") and args["jvm"] != os.path.join("build", "jvm"):
            words += ["--jvm", args["jvm"]]
        if args.get("jvm_note"):
            words += ["--jvm-note", args["jvm_note"]]
        cmd = shq(words)
    return {"date": dict((k, v) for k, v in info).get("date", "?"), "command": cmd, "args": args, "info": info}


def kept_scenario(raw, name, a):
    """Scenario `name` rebuilt from a raw.json, with the arguments of the run that
    measured it (so that its report reads as that run's did)."""
    run = run_of(raw, name)
    a2 = argparse.Namespace(**vars(a))
    a2.classes = os.path.join("build", "bench-classes")     # before --classes existed
    for k, v in run["args"].items():
        setattr(a2, k, v)
    ctx = Ctx(a2, a2.classes)
    ctx.pending = {(sc, c): why for sc, c, why in raw["pending"] if sc == name}
    ctx.failures = [tuple(x) for x in raw["failures"] if x[0] == name]
    ctx.commands = {name: list(raw.get("commands", {}).get(name, []))}
    s = SCENARIOS[name](ctx)
    recorded = ctx.commands[name]
    s.plan()                # the state its report reads (probes of the VM); runs nothing
    if recorded:
        ctx.commands[name] = recorded
    r = raw["scenarios"][name]
    s.results = {ast.literal_eval(k): v for k, v in r.get("results", [])}
    if r.get("failed_at") is not None:
        s.failed_at = r["failed_at"]
    s.run = run
    return s


def main():
    argv_cmd = shq(["python3", "benchmarks/run.py"] + sys.argv[1:])
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("scen", nargs="*", metavar="SCENARIO")
    ap.add_argument("--scenarios", default="", help="comma-separated: " + ",".join(ORDER))
    ap.add_argument("--quick", action="store_true", help="CI smoke: fewer settings, shorter windows (~3 min)")
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--jvm", default=os.path.join(ROOT, "build", "jvm"))
    ap.add_argument("--java", default=shutil.which("java"), help="HotSpot's java (default: the one on the PATH)")
    ap.add_argument("--no-hotspot", action="store_true")
    ap.add_argument("--java-vt", default="", help="home of a JDK 21+ for the virtual-thread runs "
                    "(default: the newest found in /usr/lib/jvm; threads-mem)")
    ap.add_argument("--backends", default="native,green,mn")
    ap.add_argument("--repeats", type=int, default=0, help="runs per cell (default: scenario's)")
    ap.add_argument("--window", type=float, default=0, help="override every measuring window (s)")
    ap.add_argument("--xml-heap", default="64m", help="-Xmx of every xmltest run (both VMs), so that it collects")
    ap.add_argument("--volano-conns", default="", help="volano: the connection counts, comma-separated "
                    "(default 10,100,1000,2000,5000,10000; 10000 on green, mn and HotSpot VT only)")
    ap.add_argument("--volano-m", type=int, default=0, help="messages per connection (default max(2, 2000/C))")
    ap.add_argument("--jvm-note", default="", help="what the --jvm binary is (e.g. 'build of commit abc123'), for the report")
    ap.add_argument("--list", action="store_true", help="list the scenarios")
    ap.add_argument("--dry-run", action="store_true", help="print the runs and the time estimate, run nothing")
    ap.add_argument("--classes", default=os.path.join("build", "bench-classes"),
                    help="where benchmarks/java is compiled (emptied first; default build/bench-classes)")
    ap.add_argument("--fresh", action="store_true",
                    help="with some scenarios: drop the other scenarios' results kept in --out/raw.json")
    ap.add_argument("--report-only", action="store_true",
                    help="rewrite the reports and plots in --out from its raw.json (the measurements of the last run)")
    a = ap.parse_args()
    raw = None
    if a.report_only:
        try:
            with open(os.path.join(a.out, "raw.json")) as f:
                raw = json.load(f)
        except OSError as e:
            ap.error("--report-only needs %s/raw.json: %s" % (a.out, e))
        for k, v in raw["args"].items():
            setattr(a, k, v)
        a.scen, a.scenarios = raw["names"], ""
        argv_cmd = raw.get("command") or run_of(raw, raw["names"][0])["command"]
    if a.list:
        for s in ORDER:
            print("%-10s %s" % (s, SCENARIOS[s].title))
        return 0
    names = [s for s in (a.scenarios.split(",") if a.scenarios else []) + a.scen if s] or ORDER
    bad = [s for s in names if s not in SCENARIOS]
    if bad:
        ap.error("unknown scenario(s): %s (choose from %s)" % (", ".join(bad), ", ".join(ORDER)))
    names = [s for s in ORDER if s in names]
    a.backends = a.backends.split(",") if isinstance(a.backends, str) else a.backends
    if a.no_hotspot:
        a.java = None
    a.jvm = os.path.relpath(os.path.abspath(a.jvm)) if os.path.abspath(a.jvm).startswith(ROOT) else os.path.abspath(a.jvm)
    os.chdir(ROOT)
    for tool, why in (("strace", "counts idle system calls (apt-get install strace; scripts/setup.sh)"),
                      ("javac", "compiles benchmarks/java (scripts/setup.sh installs openjdk-17-jdk-headless)")):
        if not shutil.which(tool):
            print("run.py: %s is not installed: it %s" % (tool, why), file=sys.stderr)
            return 2
    if not os.access(a.jvm, os.X_OK):
        print("run.py: no VM at %s: build it first (sh scripts/build.sh)" % a.jvm, file=sys.stderr)
        return 2
    # thousands of connections need thousands of descriptors: raise the soft limit for the children
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 1 << 20, hard))
        except (ValueError, OSError):
            pass
    os.makedirs(a.out, exist_ok=True)
    classes = a.classes                                  # build/ is ignored by git
    shutil.rmtree(classes, ignore_errors=True)
    os.makedirs(classes)
    srcs = sorted(glob.glob(os.path.join("benchmarks", "java", "*.java"))) + [os.path.join("examples", "Hello.java")]
    p = subprocess.run(["javac", "-d", classes] + srcs, capture_output=True, text=True)
    if p.returncode != 0:
        print("run.py: javac failed:\n" + p.stdout + p.stderr, file=sys.stderr)
        return 2
    find_vt(a, classes)
    ctx = Ctx(a, classes)
    info = machine_info(ctx) if not raw else [tuple(x) for x in raw["info"]]
    if raw:
        return report(a, ctx, [kept_scenario(raw, n, a) for n in names], [], info, argv_cmd)
    prev = None
    if not a.fresh and any(n not in names for n in ORDER):
        try:
            with open(os.path.join(a.out, "raw.json")) as f:
                prev = json.load(f)
        except (OSError, ValueError):
            prev = None
    kept = [n for n in ORDER if n not in names and prev and n in prev.get("scenarios", {})]
    print("benchmarks: %s%s on %s, HotSpot: %s" % (", ".join(names), " (quick)" if a.quick else "", a.jvm,
                                                   a.java or "none"))
    scens = [SCENARIOS[n](ctx) for n in names]
    plan = []
    for s in scens:
        plan += s.plan()
    total_est = sum(r.est for r in plan)
    print("%d runs, estimated %s" % (len(plan), mmss(total_est)))
    if kept:
        print("keeping from %s: %s (--fresh drops them)" % (os.path.join(a.out, "raw.json"), ", ".join(
            "%s of %s" % (n, run_of(prev, n)["date"]) for n in kept)))
    if a.dry_run:
        for r in plan:
            print("  %-10s %-60s ~%.1f s" % (r.scen, r.label, r.est))
        return 0
    t_start = time.time()
    done_est = 0.0
    for i, r in enumerate(plan):
        t0 = time.time()
        summary = r.fn()
        done_est += r.est
        spent = time.time() - t_start
        left_est = total_est - done_est
        speed = spent / done_est if done_est > 0 else 1.0
        print("[%3d/%d %s, ~%s left] %s %s: %s" % (i + 1, len(plan), mmss(spent), mmss(left_est * max(0.5, min(speed, 4))),
                                                 r.scen, r.label, summary), flush=True)
    wall = time.time() - t_start
    info.append(("load average at end (1, 5, 15 min)", " ".join(open("/proc/loadavg").read().split()[:3])))
    info.append(("driver wall time", mmss(wall)))
    args = {k: getattr(a, k) for k in KEEP_ARGS}
    this_run = {"date": dict(info)["date"], "command": argv_cmd, "args": args, "info": info}
    for s in scens:
        s.run = this_run
    for n in kept:
        scens.append(kept_scenario(prev, n, a))
        scens[-1].kept = True           # its report files are not rewritten
    scens.sort(key=lambda s: ORDER.index(s.name))
    raw = {"args": args, "names": [s.name for s in scens], "info": info, "command": argv_cmd,
           "pending": [[sc, c, why] for s in scens for (sc, c), why in s.ctx.pending.items() if sc == s.name],
           "failures": [list(f) for s in scens for f in s.ctx.failures if f[0] == s.name],
           "commands": {s.name: s.ctx.commands.get(s.name, []) for s in scens},
           "scenarios": {sc.name: {"results": [[repr(k), v] for k, v in sc.results.items()],
                                   "failed_at": getattr(sc, "failed_at", None), "run": sc.run} for sc in scens}}
    with open(os.path.join(a.out, "raw.json"), "w") as f:
        json.dump(raw, f, indent=0, default=str)
    return report(a, ctx, scens, ctx.failures, info, argv_cmd, wall=wall)


def report(a, ctx, scens, failures, info, argv_cmd, wall=None):
    """Writes every scenario's report and plots and the summary; returns 1 if
    `failures` (this run's, or with --report-only those recorded) is not empty."""
    if a.report_only:
        failures = [f for s in scens for f in s.ctx.failures if f[0] == s.name]
    plots, heads, kept_pngs = [], {}, []
    for s in scens:
        if getattr(s, "kept", False):
            # measured by an earlier run: its files in --out stay as they are (they may have
            # been annotated since); only its headline is needed here
            with tempfile.TemporaryDirectory() as td:
                ps, head = s.report(td)
            kept_pngs += [f for f in (os.path.join(a.out, os.path.basename(p["file"])) for p in ps)
                          if os.path.exists(f)]
        else:
            ps, head = s.report(a.out)
            plots += ps
        heads[s.name] = head
    made = make_plots(plots) + kept_pngs
    write_summary(a, scens, heads, info, made, argv_cmd)
    if failures:
        print("\nFAILED: %d run(s):" % len(failures), file=sys.stderr)
        for sc, lbl, msg in failures:
            print("  %s %s: %s" % (sc, lbl, msg.replace("\n", "\n      ")), file=sys.stderr)
        return 1
    print("results in %s%s" % (a.out, " (%s)" % mmss(wall) if wall is not None else ""))
    return 0


def mmss(s):
    s = int(round(s))
    return "%d:%02d" % (s // 60, s % 60)


def make_plots(plots):
    """Renders with matplotlib here if this Python has it, else with a Python that does
    (Debian's python3-matplotlib installs into /usr/bin/python3's path)."""
    if not plots:
        return []
    import plot
    if plot.available():
        plot.render(plots)
        return [p["file"] for p in plots]
    for py in ("/usr/bin/python3", "python3"):
        exe = shutil.which(py)
        if not exe or os.path.realpath(exe) == os.path.realpath(sys.executable):
            continue
        if subprocess.run([exe, "-c", "import matplotlib"], capture_output=True).returncode == 0:
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(plots, f)
            subprocess.run([exe, os.path.join(HERE, "plot.py"), f.name], check=True)
            os.unlink(f.name)
            return [p["file"] for p in plots]
    print("run.py: no PNG plots: matplotlib is not installed (apt-get install python3-matplotlib; "
          "scripts/setup.sh)", file=sys.stderr)
    return []


def write_summary(a, scens, heads, info, made, argv_cmd):
    out = a.out
    runs = []                   # the driver runs the scenarios come from, in order
    for s in scens:
        if s.run["command"] not in [r["command"] for r in runs]:
            runs.append(s.run)
    num = {r["command"]: i + 1 for i, r in enumerate(runs)}
    many = len(runs) > 1
    if not many:
        made_by = "Made by `%s`" % runs[0]["command"] if runs else "Made by `%s`" % argv_cmd
    else:
        made_by = "Made by %d runs of the driver (listed under Runs; the machine table is the latest run's)" % len(runs)
    md = ["# Benchmark results\n",
          "%s (see `benchmarks/README.md`). Each scenario has its own report "
          "(tables and the exact commands), a CSV with every run, and PNG plots beside this file.\n" % made_by,
          md_table(["", ""], [[k, str(v).replace("|", "\\|")] for k, v in info])]
    md.append("\n## Status\n\n")
    md.append(md_table(["scenario", "status", "report"] + (["measured by"] if many else []),
                       [[s.name, s.status_line(), "[%s.md](%s.md), [%s.csv](%s.csv)" % (s.name, s.name, s.name, s.name)]
                        + (["run %d (%s)" % (num[s.run["command"]], s.run["date"])] if many else [])
                        for s in scens]))
    if many:
        md.append("\n## Runs\n\n")
        for i, r in enumerate(runs):
            ri = dict((k, v) for k, v in r["info"])
            md.append("%d. %s: `%s` (jvm build: %s; load average %s → %s)\n" % (
                i + 1, r["date"], r["command"], ri.get("jvm build", "?"),
                ri.get("load average at start (1, 5, 15 min)", "?"), ri.get("load average at end (1, 5, 15 min)", "?")))
    for s in scens:
        md.append("\n## %s\n\n" % s.title)
        lines = s.pending_lines() + ["- " + n for n in s.notes]
        if many:
            lines.append("- measured by run %d (%s)" % (num[s.run["command"]], s.run["date"]))
        if lines:
            md.append("\n".join(lines) + "\n")
        md.append(heads.get(s.name, "") + "\n")
        for f in made:
            b = os.path.basename(f)
            if b.startswith(s.name):
                md.append("![%s](%s)\n" % (b, b))
    failures = [f for s in scens for f in s.ctx.failures if f[0] == s.name]
    if failures:
        md.append("\n## Failures\n\n")
        md += ["- %s %s: %s\n" % (sc, lbl, msg.splitlines()[0]) for sc, lbl, msg in failures]
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write(tidy("\n".join(md) + "\n"))


if __name__ == "__main__":
    sys.exit(main())
