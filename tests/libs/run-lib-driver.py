#!/usr/bin/env python3
"""Runs a driver of our own over a real library (tests/libs/<name>/<Driver>.java)
on our jvm, on each backend, and compares stdout, stderr and the exit status
with <Driver>.expected*, which are recorded from HotSpot only (--record; never
edited by hand).  --check re-runs HotSpot and compares it with the recording.

  run-lib-driver.py --dir tests/libs/codec --driver CodecDriver \\
      --jar /usr/share/java/commons-codec.jar --jvm build/jvm --work /tmp/codec
  run-lib-driver.py ... --record
Exit status 0 on success, 1 on a difference, 77 (skipped) without javac or a jar.
"""
import argparse
import os
import shutil
import subprocess
import sys


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    return p.stdout, p.stderr, p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dir', required=True)
    ap.add_argument('--driver', required=True)
    ap.add_argument('--jar', action='append', default=[])
    ap.add_argument('--jvm')
    ap.add_argument('--work', required=True)
    ap.add_argument('--threads', default='both')
    ap.add_argument('--record', action='store_true')
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--needs-source', action='append', default=[],
                    help='a class library source (classlib/...) the library cannot run without: '
                         'skipped while the tree lacks it')
    a = ap.parse_args()
    here = os.path.abspath(a.dir)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    lacking = [n for n in a.needs_source if not os.path.exists(os.path.join(root, n))]
    if lacking and not (a.record or a.check):
        print('SKIP: the class library has no ' + ', '.join(lacking))
        return 77
    missing = [j for j in a.jar if not os.path.exists(j)]
    if missing or shutil.which('javac') is None:
        print('SKIP: needs javac and ' + ', '.join(a.jar))
        return 77
    work = os.path.abspath(a.work)
    classes = os.path.join(work, 'classes')
    os.makedirs(classes, exist_ok=True)
    subprocess.run(['javac', '-nowarn', '-encoding', 'UTF-8', '-d', classes, '-cp', ':'.join(a.jar),
                    os.path.join(here, a.driver + '.java')], check=True)
    cp = ':'.join([classes] + a.jar)
    rundir = os.path.join(work, 'run')

    def fresh_run(cmd):
        shutil.rmtree(rundir, ignore_errors=True)
        os.makedirs(rundir)
        return run(cmd, rundir)

    def expected():
        def read(ext, default):
            path = os.path.join(here, a.driver + ext)
            if not os.path.exists(path):
                return default
            with open(path, 'rb') as f:
                return f.read()
        return read('.expected', b''), read('.expected-stderr', b''), int(read('.expected-exit', b'0'))

    if a.record or a.check:
        outs = [fresh_run(['java', '-cp', cp, a.driver]) for _ in range(2)]
        if outs[0] != outs[1]:
            print('HotSpot gives different output on two runs: not recorded')
            return 1
        out, err, rc = outs[0]
        if a.record:
            for ext, data in (('.expected', out), ('.expected-stderr', err)):
                path = os.path.join(here, a.driver + ext)
                if data or ext == '.expected':
                    with open(path, 'wb') as f:
                        f.write(data)
                elif os.path.exists(path):
                    os.remove(path)
            path = os.path.join(here, a.driver + '.expected-exit')
            if rc:
                with open(path, 'w') as f:
                    f.write('%d\n' % rc)
            elif os.path.exists(path):
                os.remove(path)
            print('recorded %s (%d bytes stdout, exit %d)' % (a.driver, len(out), rc))
            return 0
        if (out, err, rc) != expected():
            print('FAIL: HotSpot no longer matches the recording')
            return 1
    if not a.jvm:
        return 0
    jvm = os.path.abspath(a.jvm)
    want = expected()
    failed = 0
    for b in (['native', 'green'] if a.threads == 'both' else [a.threads]):
        got = fresh_run([jvm, '--threads=' + b, '-cp', cp, a.driver])
        if got == want:
            print('PASS %s (%s)' % (a.driver, b))
            continue
        failed += 1
        print('FAIL %s (%s): exit %d (want %d)' % (a.driver, b, got[2], want[2]))
        for name, g, w in (('stdout', got[0], want[0]), ('stderr', got[1], want[1])):
            if g != w:
                import difflib
                diff = difflib.unified_diff(w.decode(errors='replace').splitlines(),
                                            g.decode(errors='replace').splitlines(),
                                            'want ' + name, 'got ' + name, lineterm='')
                print('\n'.join(list(diff)[:60]))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
