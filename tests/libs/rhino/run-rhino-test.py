#!/usr/bin/env python3
"""Rhino (Debian's librhino-java) running script.js through its shell,
org.mozilla.javascript.tools.shell.Main, in interpreted mode (-opt -1) and in
compiled mode (-opt 9: classes generated and defined at run time, JavaAdapter
classes implementing Java interfaces too).  The script reaches Java through
Rhino's reflection (constructors, overloads, fields, statics, arrays,
exceptions, interfaces implemented in JavaScript).

Both modes must print exactly script.expected, recorded from HotSpot only
(--record, in interpreted mode; never edited by hand); --check also re-runs
HotSpot in both modes and compares them with the recording.

  run-rhino-test.py --jvm build/jvm --work /tmp/rhino [--threads=native|green|both]
  run-rhino-test.py --record --work /tmp/rhino
"""
import argparse
import difflib
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, 'script.js')
EXPECTED = os.path.join(HERE, 'script.expected')
JAR = '/usr/share/java/js.jar'
MAIN = 'org.mozilla.javascript.tools.shell.Main'
MODES = ['-1', '9']


def run(vm, opt, cwd):
    cmd = vm + ['-cp', JAR, MAIN, '-opt', opt, SCRIPT]
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    return p.stdout + (b'' if p.returncode == 0 else b'[exit %d]\n' % p.returncode)


def compare(name, got, want):
    if got == want:
        return True
    print('%s: output differs' % name)
    for line in difflib.unified_diff(want.decode(errors='replace').splitlines(),
                                     got.decode(errors='replace').splitlines(), 'expected', name,
                                     lineterm='', n=2):
        print('  ' + line)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jvm')
    ap.add_argument('--work', default='/tmp/rhino-test')
    ap.add_argument('--threads', default='both', choices=['native', 'green', 'both'])
    ap.add_argument('--record', action='store_true', help='write the expectation from java')
    ap.add_argument('--check', action='store_true', help='also compare java with the expectation')
    a = ap.parse_args()
    if not os.path.exists(JAR):
        print('skipped: missing %s (scripts/setup.sh installs librhino-java)' % JAR)
        return 77
    os.makedirs(a.work, exist_ok=True)
    if a.record:
        with open(EXPECTED, 'wb') as f:
            f.write(run(['java', '-Xshare:off'], '-1', a.work))
        print('recorded script.expected from java')
        return 0
    with open(EXPECTED, 'rb') as f:
        want = f.read()
    ok = True
    if a.check:
        for opt in MODES:
            ok &= compare('java -opt ' + opt, run(['java', '-Xshare:off'], opt, a.work), want)
    if not a.jvm:
        return 0 if ok else 1
    jvm = os.path.abspath(a.jvm)
    for b in ['native', 'green'] if a.threads == 'both' else [a.threads]:
        for opt in MODES:
            good = compare('jvm --threads=%s -opt %s' % (b, opt), run([jvm, '--threads=' + b], opt, a.work), want)
            print('rhino --threads=%s -opt %s: %s' % (b, opt, 'ok' if good else 'FAILED'))
            ok &= good
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
