#!/usr/bin/env python3
"""ASM (Debian's libasm-java) driven by AsmDriver.java: the driver generates
classes in memory with ASM and defines them through a ClassLoader subclass.

The driver is compiled against the jar, run on our jvm on each backend, and its
stdout, stderr and exit status compared with AsmDriver.expected*, which are
recorded from HotSpot only (--record; never edited by hand).  With `java` on
the PATH, --check also re-runs HotSpot and compares it with the recording.

  run-asm-test.py --jvm build/jvm --work /tmp/asm [--threads=native|green|both]
  run-asm-test.py --record --work /tmp/asm
"""
import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DRIVER = 'AsmDriver'
JARS = ['/usr/share/java/asm.jar']


def compile_driver(work):
    classes = os.path.join(work, 'classes')
    os.makedirs(classes, exist_ok=True)
    src = os.path.join(HERE, DRIVER + '.java')
    subprocess.run(['javac', '-nowarn', '-encoding', 'UTF-8', '-d', classes, '-cp', ':'.join(JARS), src],
                   check=True, stderr=subprocess.DEVNULL if not os.environ.get('V') else None)
    return classes


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    return p.stdout, p.stderr, p.returncode


def expected():
    def read(ext, default):
        path = os.path.join(HERE, DRIVER + ext)
        if not os.path.exists(path):
            return default
        with open(path, 'rb') as f:
            return f.read()
    return read('.expected', b''), read('.expected-stderr', b''), int(read('.expected-exit', b'0'))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jvm')
    ap.add_argument('--work', required=True)
    ap.add_argument('--threads', default='both')
    ap.add_argument('--record', action='store_true')
    ap.add_argument('--check', action='store_true')
    a = ap.parse_args()
    missing = [j for j in JARS if not os.path.exists(j)]
    if missing or shutil.which('javac') is None:
        print('SKIP: needs javac and ' + ', '.join(JARS))
        return 77
    os.makedirs(a.work, exist_ok=True)
    classes = compile_driver(a.work)
    cp = ':'.join([classes] + JARS)
    rundir = os.path.join(a.work, 'run')
    os.makedirs(rundir, exist_ok=True)
    if a.record or a.check:
        outs = [run(['java', '-cp', cp, DRIVER], rundir) for _ in range(2)]
        if outs[0] != outs[1]:
            print('HotSpot gives different output on two runs: not recorded')
            return 1
        out, err, rc = outs[0]
        if a.record:
            for ext, data in (('.expected', out), ('.expected-stderr', err)):
                path = os.path.join(HERE, DRIVER + ext)
                if data or ext == '.expected':
                    with open(path, 'wb') as f:
                        f.write(data)
                elif os.path.exists(path):
                    os.remove(path)
            path = os.path.join(HERE, DRIVER + '.expected-exit')
            if rc:
                with open(path, 'w') as f:
                    f.write('%d\n' % rc)
            elif os.path.exists(path):
                os.remove(path)
            print('recorded %s (%d bytes stdout, exit %d)' % (DRIVER, len(out), rc))
            return 0
        if (out, err, rc) != expected():
            print('FAIL: HotSpot no longer matches the recording')
            return 1
    if not a.jvm:
        return 0
    a.jvm = os.path.abspath(a.jvm)
    want = expected()
    backends = ['native', 'green'] if a.threads == 'both' else [a.threads]
    failed = 0
    for b in backends:
        got = run([a.jvm, '--threads=' + b, '-cp', cp, DRIVER], rundir)
        if got == want:
            print('PASS asm/%s (%s)' % (DRIVER, b))
            continue
        failed += 1
        print('FAIL asm/%s (%s): exit %d (want %d)' % (DRIVER, b, got[2], want[2]))
        for name, g, w in (('stdout', got[0], want[0]), ('stderr', got[1], want[1])):
            if g != w:
                print('--- %s: want\n%s\n--- got\n%s' % (name, w.decode(errors='replace')[-2000:],
                                                          g.decode(errors='replace')[-2000:]))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
