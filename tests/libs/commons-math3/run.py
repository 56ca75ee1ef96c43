#!/usr/bin/env python3
"""Runs Math3Driver (a driver of our own over Debian's commons-math3) on our jvm, on both
thread backends, and compares its stdout and exit status with Math3Driver.expected, which
was recorded from HotSpot 17 (`java`) with --record.

    tests/libs/commons-math3/run.py --jvm build/jvm [--work DIR] [--threads native|green|both]
    tests/libs/commons-math3/run.py --record        # re-record the expectation from java
    tests/libs/commons-math3/run.py --check         # also check that java still agrees

Exits 0 when every run matches, 1 otherwise, 77 (skipped) when the jar or javac is missing.
"""
import argparse
import difflib
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
JAR = "/usr/share/java/commons-math3.jar"
MAIN = "Math3Driver"
EXPECTED = os.path.join(HERE, MAIN + ".expected")


def run(cmd, timeout):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm")
    ap.add_argument("--work")
    ap.add_argument("--threads", default="both", choices=["native", "green", "both"])
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--timeout", type=int, default=120)
    a = ap.parse_args()
    if not os.path.exists(JAR) or shutil.which("javac") is None:
        print("skipped: %s or javac missing" % JAR)
        return 77
    work = a.work or tempfile.mkdtemp(prefix="math3-")
    classes = os.path.join(work, "classes")
    os.makedirs(classes, exist_ok=True)
    src = os.path.join(HERE, MAIN + ".java")
    rc, out, err = run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", JAR, "-d", classes, src], 300)
    if rc != 0:
        print("javac failed:\n" + out + err)
        return 1
    cp = classes + os.pathsep + JAR
    if a.record or a.check:
        if shutil.which("java") is None:
            print("java missing")
            return 1
        rc, out, err = run(["java", "-cp", cp, MAIN], a.timeout)
        if rc != 0 or err:
            print("java: exit %d\n%s" % (rc, err))
            return 1
        if a.record:
            with open(EXPECTED, "w", encoding="utf-8") as f:
                f.write(out)
            print("recorded %s (%d bytes)" % (EXPECTED, len(out)))
            return 0
        with open(EXPECTED, encoding="utf-8") as f:
            if f.read() != out:
                print("FAIL java no longer prints %s" % EXPECTED)
                return 1
    if not a.jvm:
        return 0
    with open(EXPECTED, encoding="utf-8") as f:
        expected = f.read()
    backends = ["native", "green"] if a.threads == "both" else [a.threads]
    failed = 0
    for b in backends:
        cmd = [a.jvm, "--threads=" + b, "-cp", cp, MAIN]
        try:
            rc, out, err = run(cmd, a.timeout)
        except subprocess.TimeoutExpired:
            print("FAIL %s: timed out" % b)
            failed += 1
            continue
        if rc == 0 and out == expected and not err:
            print("ok %s" % b)
            continue
        failed += 1
        print("FAIL %s: exit %d" % (b, rc))
        diff = difflib.unified_diff(expected.splitlines(), out.splitlines(), "expected", "actual", lineterm="")
        for i, line in enumerate(diff):
            if i >= 40:
                break
            print("    " + line)
        if err:
            print("    stderr: " + err[:2000])
        print("    command: " + " ".join(cmd))
    print("%d passed, %d failed" % (len(backends) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
