#!/usr/bin/env python3
"""Records what HotSpot (`java`) does with the end-to-end Java tests, as the
expectations that tests/run-java-tests.py holds our VM to.

    record-expectations.py NAME...        (re)write the expectations of these tests
    record-expectations.py --all          (re)write every test's expectations
    record-expectations.py --check        re-run every test on java and report any
                                          expectation that no longer matches (exit 1)

NAME is a class name (IntOverflow), an id (arith/IntOverflow, java/arith/IntOverflow)
or a path to the .java file.  All tests are compiled by ONE javac call into a
temporary folder (the same flags as the runner), then each is run as

    java -cp CLASSES [jvm-args] Name [args]      (or java [jvm-args] -jar Name.jar [args])

in a scratch working directory, stdin from Name.input if present, exactly as the
runner runs our jvm.  Each test is run twice; a test whose two runs differ is
reported as nondeterministic and nothing is written for it.  Written next to
Name.java:
    Name.expected          stdout, exact bytes (always written, even if empty)
    Name.expected-stderr   stderr, only when non-empty (removed otherwise)
    Name.expected-exit     the exit status, only when not 0 (removed otherwise)

These files come from HotSpot only.  Never edit one by hand to match our VM.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('run_java_tests',
                                               os.path.join(HERE, 'run-java-tests.py'))
rjt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rjt)

SLOW_SECONDS = 1.0


def pick(tests, names):
    """The tests named on the command line, in command-line order."""
    by_key = {}
    for t in tests:
        for key in (t.name, t.id, t.id[len('java/'):], os.path.abspath(t.path)):
            by_key[key] = t
    chosen, unknown = [], []
    for n in names:
        t = by_key.get(os.path.abspath(n) if n.endswith('.java') else n)
        if t is None:
            unknown.append(n)
        elif t not in chosen:
            chosen.append(t)
    if unknown:
        sys.exit('error: no such test: ' + ', '.join(unknown))
    return chosen


def run_on_java(test, java, classes, scratch, runs):
    """Runs test `runs` times; returns the list of outcomes."""
    cmd = rjt.test_command([java], test, classes, os.path.join(scratch, 'jars'))
    outcomes = []
    for i in range(runs):
        cwd = rjt.fresh_dir(os.path.join(scratch, '%s.%d' % (test.name, i)))
        outcomes.append(rjt.run_process(cmd, cwd, test.stdin_path(), test.timeout))
        shutil.rmtree(cwd, ignore_errors=True)
    return outcomes


def same(a, b):
    return (a.stdout, a.stderr, a.status, a.timed_out) == (b.stdout, b.stderr, b.status,
                                                          b.timed_out)


def write_or_remove(path, data):
    """Writes data to path, or removes path when data is None."""
    if data is None:
        if os.path.exists(path):
            os.unlink(path)
        return
    with open(path, 'wb') as f:
        f.write(data)


def record(test, outcomes):
    """Writes the expectations; returns a list of problem lines (empty if fine)."""
    first = outcomes[0]
    if first.timed_out:
        return ['timed out on java after %gs; nothing written' % test.timeout]
    if first.status < 0:
        return ['java crashed (%s); nothing written' % rjt.describe_status(first.status)]
    for other in outcomes[1:]:
        if not same(first, other):
            lines = ['nondeterministic on java (two runs differ); nothing written']
            if first.stdout != other.stdout:
                lines += rjt.short_diff(first.stdout, other.stdout, 'stdout')
            if first.stderr != other.stderr:
                lines += rjt.short_diff(first.stderr, other.stderr, 'stderr')
            if first.status != other.status:
                lines.append('exit %d vs %d' % (first.status, other.status))
            return lines
    write_or_remove(test.file('.expected'), first.stdout)
    write_or_remove(test.file('.expected-stderr'), first.stderr or None)
    write_or_remove(test.file('.expected-exit'),
                    ('%d\n' % first.status).encode() if first.status else None)
    return []


def check(test, outcomes):
    """Compares the first run with the stored expectations."""
    want = rjt.read_bytes(test.file('.expected'))
    if want is None:
        return ['no %s.expected (record it)' % test.name]
    problems = rjt.compare(outcomes[0], want, rjt.read_bytes(test.file('.expected-stderr')),
                           rjt.read_exit(test.file('.expected-exit')), test.timeout)
    for other in outcomes[1:]:
        if not same(outcomes[0], other):
            problems.append('nondeterministic on java (two runs differ)')
    return problems


def orphans():
    """Expectation and input files under tests/java whose .java is gone."""
    found = []
    for dirpath, _, filenames in os.walk(rjt.JAVA_DIR):
        for fn in filenames:
            stem, dot, ext = fn.partition('.')
            if ext in ('expected', 'expected-stderr', 'expected-exit', 'input') and \
                    not os.path.exists(os.path.join(dirpath, stem + '.java')):
                found.append(os.path.relpath(os.path.join(dirpath, fn), rjt.JAVA_DIR))
    return sorted(found)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('names', nargs='*', help='tests to record')
    ap.add_argument('--all', action='store_true', help='record every test')
    ap.add_argument('--check', action='store_true',
                    help='only compare every expectation with what java does now')
    ap.add_argument('--java', default='java')
    ap.add_argument('--javac', default='javac')
    ap.add_argument('--runs', type=int, default=2,
                    help='runs per test, to catch nondeterminism (default 2)')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 1)
    opts = ap.parse_args()
    if opts.check and (opts.all or opts.names):
        ap.error('--check takes no test names and no --all')
    if not (opts.check or opts.all or opts.names):
        ap.error('give test names, --all, or --check')

    tests = rjt.discover_tests()
    # Tests marked `// skip:` are run elsewhere (e.g. the JNI programs by
    # run-jni-tests.py, which needs the test libraries): never record or check them here.
    chosen = ([t for t in tests if not t.skip] if (opts.all or opts.check)
              else pick(tests, opts.names))
    tmp = tempfile.mkdtemp(prefix='record-java-')
    try:
        classes = os.path.join(tmp, 'classes')
        error = rjt.compile_tests(tests, classes, opts.javac, force=True)
        if error:
            sys.exit('javac failed:\n' + error.rstrip())
        scratch = os.path.join(tmp, 'scratch')
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
            futs = [(t, pool.submit(run_on_java, t, opts.java, classes, scratch,
                                    max(1, opts.runs))) for t in chosen]
            results = [(t, f.result()) for t, f in futs]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    bad = 0
    for t, outcomes in results:
        problems = check(t, outcomes) if opts.check else record(t, outcomes)
        fastest = min(o.elapsed for o in outcomes)
        if fastest > SLOW_SECONDS and not outcomes[0].timed_out:
            print('warning: %s took %.2fs on java (keep tests well under a second)'
                  % (t.id, fastest))
        if problems:
            bad += 1
            print('%s %s: %s' % ('DIFF' if opts.check else 'ERROR', t.id, problems[0]))
            for line in problems[1:]:
                print('    ' + line)
        elif not opts.check:
            o = outcomes[0]
            print('recorded %s (%d bytes stdout, %d bytes stderr, exit %d)'
                  % (t.id, len(o.stdout), len(o.stderr), o.status))
    if opts.check:
        stray = orphans()
        for orphan in stray:
            print('ORPHAN %s: no %s.java next to it' % (orphan, orphan.split('.')[0]))
        print('%d match, %d differ' % (len(results) - bad, bad)
              + (', %d orphan files' % len(stray) if stray else ''))
        bad += len(stray)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
