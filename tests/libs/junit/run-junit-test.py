#!/usr/bin/env python3
"""JUnit 4 (Debian's junit4 + libhamcrest-java) running CalculatorTest and
CalculatorRulesTest through org.junit.runner.JUnitCore and JUnit's own
TextListener (JUnitDriver.java).

The driver and the test class are compiled against the jars and run on our
jvm on each backend; stdout, stderr and exit status are compared with
JUnitDriver.expected*, recorded from HotSpot only (--record; never edited by
hand).  --check also re-runs HotSpot and compares it with the recording.

One mask, applied the same way to every output: the frame counts of the
"... N trimmed" and "... N more" lines of stack traces.  They count the frames
below the test method, which on HotSpot include four of its own reflection
frames (jdk.internal.reflect.NativeMethodAccessorImpl...) where our VM has
two.  The elapsed time is masked by the driver itself.

  run-junit-test.py --jvm build/jvm --work /tmp/junit [--threads=native|green|both]
  run-junit-test.py --record --work /tmp/junit
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = 'JUnitDriver'
SOURCES = ['JUnitDriver.java', 'CalculatorTest.java', 'CalculatorRulesTest.java']
JARS = ['/usr/share/java/junit4.jar', '/usr/share/java/hamcrest-core.jar']
FRAME_COUNT = re.compile(rb'^(\t\.\.\. )\d+( trimmed| more)$', re.M)


def mask(out):
    return FRAME_COUNT.sub(rb'\1N\2', out)


def compile_sources(work):
    classes = os.path.join(work, 'classes')
    os.makedirs(classes, exist_ok=True)
    srcs = [os.path.join(HERE, s) for s in SOURCES]
    subprocess.run(['javac', '-nowarn', '-encoding', 'UTF-8', '-d', classes, '-cp', ':'.join(JARS)] + srcs,
                   check=True)
    return classes


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    return mask(p.stdout), mask(p.stderr), p.returncode


def expected():
    def read(ext, default):
        path = os.path.join(HERE, DRIVER + ext)
        if not os.path.exists(path):
            return default
        with open(path, 'rb') as f:
            return f.read()
    return read('.expected', b''), read('.expected-stderr', b''), int(read('.expected-exit', b'0'))


def record(result):
    out, err, rc = result
    for ext, data, keep in (('.expected', out, True), ('.expected-stderr', err, bool(err)),
                            ('.expected-exit', b'%d\n' % rc, rc != 0)):
        path = os.path.join(HERE, DRIVER + ext)
        if keep:
            with open(path, 'wb') as f:
                f.write(data)
        elif os.path.exists(path):
            os.remove(path)


def compare(name, got, want):
    ok = True
    for label, g, w in (('stdout', got[0], want[0]), ('stderr', got[1], want[1]), ('exit', got[2], want[2])):
        if g != w:
            ok = False
            print('%s: %s differs' % (name, label))
            if label != 'exit':
                import difflib
                for line in difflib.unified_diff(w.decode(errors='replace').splitlines(),
                                                 g.decode(errors='replace').splitlines(),
                                                 'expected', name, lineterm='', n=2):
                    print('  ' + line)
            else:
                print('  expected %s, got %s' % (w, g))
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jvm')
    ap.add_argument('--work', default='/tmp/junit-test')
    ap.add_argument('--threads', default='both', choices=['native', 'green', 'both'])
    ap.add_argument('--record', action='store_true', help='write the expectation from java')
    ap.add_argument('--check', action='store_true', help='also compare java with the expectation')
    a = ap.parse_args()
    if a.jvm:
        a.jvm = os.path.abspath(a.jvm)
    missing = [j for j in JARS if not os.path.exists(j)]
    if missing:
        print('skipped: missing %s (scripts/setup.sh installs junit4 and libhamcrest-java)' % ', '.join(missing))
        return 77
    os.makedirs(a.work, exist_ok=True)
    classes = compile_sources(a.work)
    cp = ':'.join([classes] + JARS)
    if a.record:
        record(run(['java', '-Xshare:off', '-cp', cp, DRIVER], a.work))
        print('recorded %s from java' % DRIVER)
        return 0
    want = expected()
    ok = True
    if a.check:
        ok &= compare('java', run(['java', '-Xshare:off', '-cp', cp, DRIVER], a.work), want)
    if not a.jvm:
        return 0 if ok else 1
    backends = ['native', 'green'] if a.threads == 'both' else [a.threads]
    for b in backends:
        good = compare('jvm --threads=' + b, run([a.jvm, '--threads=' + b, '-cp', cp, DRIVER], a.work), want)
        print('%s --threads=%s: %s' % (DRIVER, b, 'ok' if good else 'FAILED'))
        ok &= good
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
