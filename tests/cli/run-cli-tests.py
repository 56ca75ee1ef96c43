#!/usr/bin/env python3
"""Bad command lines: the launcher's message and exit status.

Cases that HotSpot's launcher also rejects are compared with what `java`
printed for them, recorded once in tests/cli/expected/NAME.stderr and
NAME.exit (`--record` writes those, from `java`; never edit them by hand).
Flags of this VM alone (--threads=, --idle=, --gc-threads=, ...) have no
HotSpot counterpart (nor has the usage text, which lists this VM's
options): for them the run must exit with status 1 and print one
line starting with "Error: " that names the bad value.

`--check` re-runs `java` and compares it with the recordings instead.

usage: run-cli-tests.py --jvm build/jvm [--record | --check]"""
import argparse, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "expected")

# name, arguments (run in a scratch directory holding bad.jar and empty.jar)
HOTSPOT_CASES = [
    ("xmx-garbage", ["-Xmx12q", "Hello"]),
    ("xms-garbage", ["-Xms1q", "Hello"]),
    ("unrecognized-option", ["-foo", "Hello"]),
    ("jar-missing", ["-jar", "missing.jar"]),
    ("jar-corrupt", ["-jar", "bad.jar"]),
    ("jar-no-main-class", ["-jar", "nomain.jar"]),
    ("main-class-missing", ["NoSuchMain"]),
    # a main class that exists but cannot be loaded names what is missing
    ("main-super-missing", ["-cp", "missing", "MainSub"]),
    ("main-iface-missing", ["-cp", "missing", "MainImpl"]),
    ("main-wrong-name", ["-cp", "missing", "mainsub"]),
]
OWN_CASES = [
    (["--threads=bogus", "Hello"], "bogus"),
    (["--idle=sometimes", "Hello"], "sometimes"),
    (["--gc-threads=0", "Hello"], "0"),
    (["--gc-threads=x", "Hello"], "x"),
    (["--gc-termination=spin", "Hello"], "spin"),
    (["--carriers=0", "Hello"], "0"),
    (["--carriers=two", "Hello"], "two"),
]


def scratch():
    d = tempfile.mkdtemp(prefix="cli-tests-")
    with open(os.path.join(d, "bad.jar"), "wb") as f:
        f.write(b"this is not a zip archive\n")
    import zipfile
    with zipfile.ZipFile(os.path.join(d, "nomain.jar"), "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\n\r\n")
    # missing/: MainSub extends Base and MainImpl implements Iface, whose class
    # files are then removed; mainsub.class holds MainSub under the wrong name.
    m = os.path.join(d, "missing")
    os.makedirs(m)
    srcs = {"Base": "public class Base { }",
            "Iface": "public interface Iface { }",
            "MainSub": "public class MainSub extends Base { public static void main(String[] a) { } }",
            "MainImpl": "public class MainImpl implements Iface { public static void main(String[] a) { } }"}
    for n, src in srcs.items():
        with open(os.path.join(m, n + ".java"), "w") as f:
            f.write(src + "\n")
    subprocess.run(["javac", "-d", m] + [os.path.join(m, n + ".java") for n in srcs], check=True)
    for n in ("Base", "Iface"):
        os.remove(os.path.join(m, n + ".class"))
    import shutil
    shutil.copy(os.path.join(m, "MainSub.class"), os.path.join(m, "mainsub.class"))
    return d


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=60)
    return p.stderr, p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jvm", required=True)
    ap.add_argument("--java", default="java")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--check", action="store_true", help="compare java, not jvm, with the recordings")
    a = ap.parse_args()
    jvm = os.path.abspath(a.jvm)
    d = scratch()
    failed = 0
    if a.record:
        os.makedirs(EXPECTED, exist_ok=True)
    for name, args in HOTSPOT_CASES:
        base = os.path.join(EXPECTED, name)
        if a.record:
            err, rc = run([a.java] + args, d)
            with open(base + ".stderr", "w") as f:
                f.write(err)
            with open(base + ".exit", "w") as f:
                f.write("%d\n" % rc)
            print("recorded", name, "exit", rc)
            continue
        with open(base + ".stderr") as f:
            want_err = f.read()
        with open(base + ".exit") as f:
            want_rc = int(f.read())
        err, rc = run(([a.java] if a.check else [jvm]) + args, d)
        if err != want_err or rc != want_rc:
            failed += 1
            print("FAIL %s: jvm %s\n  want exit %d, stderr %r\n  got  exit %d, stderr %r"
                  % (name, " ".join(args), want_rc, want_err, rc, err))
        else:
            print("ok   %s" % name)
    if not a.record and not a.check:
        for args, bad in OWN_CASES:
            err, rc = run([jvm] + args, d)
            lines = err.splitlines()
            if rc != 1 or len(lines) != 1 or not lines[0].startswith("Error: ") or bad not in lines[0]:
                failed += 1
                print("FAIL jvm %s: want exit 1 and one 'Error: ...%s...' line, got exit %d, %r"
                      % (" ".join(args), bad, rc, err))
            else:
                print("ok   jvm %s: %s" % (" ".join(args), lines[0]))
    print("%d failed" % failed)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
