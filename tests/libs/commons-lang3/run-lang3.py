#!/usr/bin/env python3
"""commons-lang3 integration test: compiles Lang3Driver.java against Debian's
commons-lang3 jar, runs it on our jvm with each backend and compares stdout,
stderr and exit status with Lang3Driver.expected (recorded from HotSpot 17 by
--record, never edited by hand).

usage: run-lang3.py --jvm PATH --work DIR [--jar JAR] [--record [--java JAVA]]
Ends with a line "N passed, N failed"; exits 1 if any failed, 77 (skip) when
the jar is not installed."""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = "Lang3Driver"
BACKENDS = ["native", "green"]


def compile_driver(jar, work, javac):
    classes = os.path.join(work, "classes")
    shutil.rmtree(classes, ignore_errors=True)
    os.makedirs(classes)
    proc = subprocess.run([javac, "-nowarn", "-encoding", "UTF-8", "-cp", jar, "-d", classes,
                           os.path.join(HERE, DRIVER + ".java")],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout.decode("utf-8", "replace"))
        sys.exit("run-lang3: javac failed")
    return classes


def run(cmd, timeout):
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return proc.stdout, proc.stderr, proc.returncode


def expected_text(out, err, rc):
    """The recorded form: stdout, then stderr and the exit status when not empty/0."""
    text = out
    if err:
        text += b"--- stderr\n" + err
    if rc != 0:
        text += b"--- exit %d\n" % rc
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--jar", default="/usr/share/java/commons-lang3.jar")
    ap.add_argument("--javac", default="javac")
    ap.add_argument("--java", default="java")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--timeout", type=float, default=120)
    args = ap.parse_args()
    if not os.path.exists(args.jar):
        print("run-lang3: %s not installed (scripts/setup.sh installs it): skipped" % args.jar)
        return 77
    os.makedirs(args.work, exist_ok=True)
    classes = compile_driver(args.jar, args.work, args.javac)
    cp = classes + os.pathsep + args.jar
    expected_path = os.path.join(HERE, DRIVER + ".expected")
    if args.record:
        got = run([args.java, "-cp", cp, DRIVER], args.timeout)
        if got is None:
            sys.exit("run-lang3: java timed out")
        with open(expected_path, "wb") as f:
            f.write(expected_text(*got))
        print("recorded %s (%d bytes)" % (expected_path, os.path.getsize(expected_path)))
        return 0
    with open(expected_path, "rb") as f:
        expected = f.read()
    passed = failed = 0
    for backend in BACKENDS:
        got = run([args.jvm, "--threads=" + backend, "-cp", cp, DRIVER], args.timeout)
        if got is None:
            print("FAIL %s: timed out after %ds" % (backend, args.timeout))
            failed += 1
            continue
        text = expected_text(*got)
        if text == expected:
            print("ok   %s" % backend)
            passed += 1
            continue
        failed += 1
        print("FAIL %s: output differs from %s" % (backend, DRIVER + ".expected"))
        exp_lines = expected.decode("utf-8", "replace").splitlines()
        got_lines = text.decode("utf-8", "replace").splitlines()
        shown = 0
        for i in range(max(len(exp_lines), len(got_lines))):
            e = exp_lines[i] if i < len(exp_lines) else "<none>"
            g = got_lines[i] if i < len(got_lines) else "<none>"
            if e != g:
                print("  line %d\n    expected: %s\n    got:      %s" % (i + 1, e, g))
                shown += 1
                if shown == 5:
                    break
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
