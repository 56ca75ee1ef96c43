#!/usr/bin/env python3
"""Zip, gzip and jar files cross between java, our jvm and Info-ZIP/gzip.

For each writer (java, jvm --threads=native, jvm --threads=green) the
program tests/zip/ZipInterop.java writes t.zip, t.gz and t.jar into a
folder of its own; `unzip -t` and `gzip -t` must accept them, their bytes
must equal java's (the times are fixed), and every reader (java and both
backends) must print java's digest of them.  Files made by zip(1) and
gzip(1) are read by every reader too.

Usage: run-zip-interop.py --jvm build/jvm [--work DIR]
Exit status 0 when everything agrees, 1 otherwise (or 77, skipped, when
java, javac, zip, unzip or gzip is missing).
"""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--work", default="/tmp/zip-interop")
    a = ap.parse_args()
    for tool in ("java", "javac", "zip", "unzip", "gzip"):
        if shutil.which(tool) is None:
            print("SKIP: no " + tool)
            return 77
    work = os.path.abspath(a.work)
    shutil.rmtree(work, ignore_errors=True)
    classes = os.path.join(work, "classes")
    os.makedirs(classes)
    r = run(["javac", "-d", classes, os.path.join(HERE, "ZipInterop.java")])
    if r.returncode != 0:
        print(r.stderr.decode())
        return 1
    jvm = os.path.abspath(a.jvm)
    vms = {
        "java": ["java", "-cp", classes, "ZipInterop"],
        "native": [jvm, "--threads=native", "-cp", classes, "ZipInterop"],
        "green": [jvm, "--threads=green", "-cp", classes, "ZipInterop"],
    }
    failures = []
    # files from the tools themselves
    ext = os.path.join(work, "ext-src")
    os.makedirs(os.path.join(ext, "d"))
    with open(os.path.join(ext, "a.txt"), "w") as f:
        f.write("alpha line\n" * 500)
    with open(os.path.join(ext, "d", "b.txt"), "w") as f:
        f.write("beta")
    for writer in vms:
        out = os.path.join(work, writer)
        os.makedirs(out)
        r = run(vms[writer] + ["write", out])
        if r.returncode != 0:
            failures.append("%s write: exit %d %s" % (writer, r.returncode, r.stderr.decode()[-500:]))
            continue
        for f in ("t.zip", "t.jar"):
            t = run(["unzip", "-t", os.path.join(out, f)])
            if t.returncode != 0:
                failures.append("unzip -t %s/%s: %s" % (writer, f, t.stdout.decode()[-500:]))
        t = run(["gzip", "-t", os.path.join(out, "t.gz")])
        if t.returncode != 0:
            failures.append("gzip -t %s/t.gz: %s" % (writer, t.stderr.decode()))
        if writer != "java":
            for f in ("t.zip", "t.gz", "t.jar"):
                with open(os.path.join(out, f), "rb") as x, open(os.path.join(work, "java", f), "rb") as y:
                    if x.read() != y.read():
                        failures.append("%s/%s differs from java's bytes" % (writer, f))
        zp = os.path.join(out, "ext.zip")
        z = run(["zip", "-q", "-r", zp, "a.txt", "d"], cwd=ext)
        g = run(["sh", "-c", "gzip -c a.txt > " + os.path.join(out, "ext.gz")], cwd=ext)
        if z.returncode != 0 or g.returncode != 0:
            failures.append("zip/gzip failed")
    expected = {}
    for writer in vms:
        out = os.path.join(work, writer)
        for reader in vms:
            r = run(vms[reader] + ["read", out])
            got = r.stdout.decode() + ("" if r.returncode == 0 else "exit %d: %s" % (r.returncode, r.stderr.decode()[-500:]))
            if reader == "java":
                expected[writer] = got
            elif got != expected.get(writer):
                failures.append("%s reading %s's files:\n%s\njava read:\n%s" % (reader, writer, got, expected.get(writer)))
            print("ok %s reads %s" % (reader, writer) if reader == "java" or got == expected.get(writer)
                  else "FAIL %s reads %s" % (reader, writer))
    for f in failures:
        print("FAIL " + f)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
