#!/usr/bin/env python3
"""Runs the JNI tests: the programs tests/java/jni/<Name>.java with the C
libraries built from tests/jni/*.c, on HotSpot (`java`) and on our jvm, and
compares what they do.

    run-jni-tests.py --jvm PATH --libdir DIR --work DIR
                     [--threads native|green|mn|both|all] [--java java] [--javac javac]
                     [--filter SUBSTR] [-j N] [-v] [--record]
                     [--extra-jvm-args='-XX:+GCStress -Xmx16m']

The same library must give the same output on both VMs: that is the oracle.
Every test is compiled by one javac call into DIR/classes, then run as

    java          -Djava.library.path=LIBDIR -cp DIR/classes [jvm-args] Name [args]
    PATH --threads=X -Djava.library.path=LIBDIR -cp DIR/classes [jvm-args] Name [args]

each in a fresh scratch folder, with the per-test settings of
run-java-tests.py (`// args:`, `// jvm-args:`, `// timeout:`; a `// skip:`
naming this script is what keeps run-java-tests.py from running the test
without its library, and is ignored here).  A test marked `// jni-check-only`
is not compared with HotSpot: it is run only by the JVM_CHECKS below, which
look at what our jvm alone does (the green backend's native-call counts,
offloading).  A test marked `// jni-ld-library-path` gets LIBDIR in
LD_LIBRARY_PATH instead of -Djava.library.path (on both VMs).  stdout, stderr and the exit
status of our jvm must equal HotSpot's, after LIBDIR and DIR/classes are
written as <libdir> and <classes> in both.

When `java` is not installed, the recorded <Name>.expected (and
.expected-stderr, .expected-exit) files stand in for it; --record writes them
from HotSpot (two runs that must agree), as record-expectations.py does for
the other tests.  When they exist and `java` is installed, HotSpot is also
checked against them.
"""

import argparse
import concurrent.futures
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('run_java_tests',
                                               os.path.join(HERE, 'run-java-tests.py'))
rjt = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rjt)

JNI_DIR = os.path.join(HERE, 'java', 'jni')
SKIP_MARK = 'run-jni-tests.py'
CHECK_ONLY_RE = re.compile(r'^\s*//\s*jni-check-only\b', re.M)
LD_PATH_RE = re.compile(r'^\s*//\s*jni-ld-library-path\b', re.M)

# Checks of our jvm alone, where HotSpot has nothing to compare with: how a
# native call holds the green backend (counted by -Xlog:threads), and that
# --offload lets the other green threads run.  (backend, extra options,
# test, 'stdout' or 'stderr', regular expression that must match.)
JVM_CHECKS = [
    ('green', ['-Xlog:threads'], 'JniPrimitives', 'stderr',
     r'\[jni: 10[0-9][0-9] native calls held every green thread: [0-9.]+ ms in all, longest [0-9.]+ ms\]'),
    ('green', [], 'JniBlocking', 'stdout', r'^other threads ran during the native: no$'),
    ('green', ['-Djvm.jni.offload=true'], 'JniBlocking', 'stdout',
     r'^other threads ran during the native: yes$'),
    ('green', ['-Djvm.jni.offload=true', '-Xlog:threads'], 'JniThreadsJoin', 'stderr',
     r'\[jni: [0-9]+ native calls ran on helper OS threads\]'),
    ('native', [], 'JniBlocking', 'stdout', r'^other threads ran during the native: yes$'),
    # mn: a native holds its carrier only; the others run the other threads
    ('mn', ['--carriers=2'], 'JniBlocking', 'stdout', r'^other threads ran during the native: yes$'),
    # ...and with one carrier, sysmon hands its queue to a spare carrier
    ('mn', ['--carriers=1'], 'JniBlocking', 'stdout', r'^other threads ran during the native: yes$'),
    ('mn', ['--carriers=1', '-Xlog:threads'], 'JniBlocking', 'stderr', r' [1-9][0-9]* handoffs, '),
    # ...the main thread's first switch, back from a native whose slot was
    # handed over, is queued where a carrier sees it
    ('mn', ['--carriers=1'], 'JniHandoffReturn', 'stdout', r'^a thread started after it ran too$'),
    # ...and while every slot's carrier is in a native, a library thread's
    # attach (an fd the netpoller must see) still wakes the listener
    ('mn', ['--carriers=1'], 'JniThreadsJoin', 'stdout', r'^total: 2200$'),
]


def normalize(data, libdir, classes):
    return data.replace(os.fsencode(libdir), b'<libdir>').replace(os.fsencode(classes), b'<classes>')


def run(prefix, test, classes, work, tag, libdir):
    if test.ld_path:                # the library folder through the environment instead
        cmd = rjt.test_command(['env', 'LD_LIBRARY_PATH=' + libdir] + prefix, test, classes,
                               os.path.join(work, 'jars'))
    else:
        cmd = rjt.test_command(prefix + ['-Djava.library.path=' + libdir], test, classes,
                               os.path.join(work, 'jars'))
    cwd = rjt.fresh_dir(os.path.join(work, 'scratch', test.name + '-' + tag))
    o = rjt.run_process(cmd, cwd, test.stdin_path(), test.timeout)
    o.stdout = normalize(o.stdout, libdir, classes)
    o.stderr = normalize(o.stderr, libdir, classes)
    return o, cmd, cwd


def expectation_files(test):
    return (rjt.read_bytes(test.file('.expected')), rjt.read_bytes(test.file('.expected-stderr')),
            rjt.read_exit(test.file('.expected-exit')))


def record(test, o):
    with open(test.file('.expected'), 'wb') as f:
        f.write(o.stdout)
    for suffix, data in (('.expected-stderr', o.stderr),
                         ('.expected-exit', b'%d\n' % o.status if o.status else b'')):
        path = test.file(suffix)
        if data:
            with open(path, 'wb') as f:
                f.write(data)
        elif os.path.exists(path):
            os.unlink(path)


def check_jvm_only(index, test, backend, extra, stream, regex, opts, jvm, classes, work):
    """JVM_CHECKS[index]: returns (id, problems, elapsed)."""
    o, cmd, cwd = run([jvm, '--threads=' + backend] + opts.extra + extra, test, classes, work,
                      '%s-check%d' % (backend, index), opts.libdir)
    ident = 'jni/%s [%s %s]' % (test.name, backend, ' '.join(extra) or 'default')
    text = (o.stdout if stream == 'stdout' else o.stderr).decode('utf-8', 'replace')
    problems = []
    if o.timed_out or o.status != 0:
        problems.append('timed out' if o.timed_out else rjt.describe_status(o.status))
    if not re.search(regex, text, re.M):
        problems.append('%s does not match %r:' % (stream, regex))
        problems += ['  ' + line for line in text.splitlines()[-10:]]
    if problems:
        problems.append('command (in %s): %s' % (cwd, ' '.join(cmd)))
    return ident, problems, o.elapsed


def check(test, opts, jvm, java, classes, work, backends):
    """Returns a list of (id, problems, elapsed) for one test."""
    results = []
    if test.check_only:
        return results
    want = None
    if java:
        o, cmd, cwd = run([java], test, classes, work, 'hotspot', opts.libdir)
        if o.timed_out or o.status < 0:
            return [('jni/%s [hotspot]' % test.name,
                     ['HotSpot %s' % ('timed out' if o.timed_out else rjt.describe_status(o.status)),
                      'command (in %s): %s' % (cwd, ' '.join(cmd))], o.elapsed)]
        want = (o.stdout, o.stderr if o.stderr else None, o.status)
        if opts.record:
            o2, _, _ = run([java], test, classes, work, 'hotspot2', opts.libdir)
            if (o2.stdout, o2.stderr, o2.status) != (o.stdout, o.stderr, o.status):
                return [('jni/%s [hotspot]' % test.name,
                         ['two HotSpot runs differ: the test is not deterministic'], o.elapsed)]
            record(test, o)
        else:
            exp = expectation_files(test)
            if exp[0] is not None:
                problems = rjt.compare(o, exp[0], exp[1], exp[2], test.timeout)
                if problems:
                    results.append(('jni/%s [hotspot]' % test.name,
                                    ['HotSpot no longer matches the recorded expectation: '
                                     + problems[0]] + problems[1:], o.elapsed))
    else:
        exp = expectation_files(test)
        if exp[0] is None:
            return [('jni/%s' % test.name, ['no java and no %s.expected' % test.name], 0.0)]
        want = exp
    for backend in backends:
        o, cmd, cwd = run([jvm, '--threads=' + backend] + opts.extra, test, classes, work, backend,
                          opts.libdir)
        problems = rjt.compare(o, want[0], want[1], want[2], test.timeout)
        if problems:
            problems.append('command (in %s): %s' % (cwd, ' '.join(cmd)))
        else:
            shutil.rmtree(cwd, ignore_errors=True)
        results.append(('jni/%s [%s]' % (test.name, backend), problems, o.elapsed))
    return results


def built_backends(jvm, wanted):
    """The backends of `wanted` that this jvm has built (-version lists the
    others as "(not built)", e.g. mn under AddressSanitizer); says which it skips."""
    out = subprocess.run([jvm, "-version"], capture_output=True, text=True)
    m = re.search(r"thread backends: (.*)", out.stderr + out.stdout)
    if m is None:
        return list(wanted)
    missing = set(re.findall(r"(\w+) \(not built\)", m.group(1)))
    for b in wanted:
        if b in missing:
            print("skip %s: not built in this jvm" % b)
    return [b for b in wanted if b not in missing]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--jvm', required=True)
    ap.add_argument('--libdir', required=True, help='folder of the built tests/jni libraries')
    ap.add_argument('--work', required=True)
    ap.add_argument('--threads', default='all', choices=['native', 'green', 'mn', 'both', 'all'])
    ap.add_argument('--java', default='java')
    ap.add_argument('--javac', default='javac')
    ap.add_argument('--filter', action='append', default=[])
    ap.add_argument('-j', type=int, default=os.cpu_count() or 1)
    ap.add_argument('-v', '--verbose', action='store_true')
    ap.add_argument('--extra-jvm-args', action='append', default=[],
                    help='options for every run of our jvm (not HotSpot), split like a shell line')
    ap.add_argument('--record', action='store_true',
                    help='write the .expected files from HotSpot')
    opts = ap.parse_args()

    jvm = os.path.abspath(opts.jvm)
    opts.extra = [a for x in opts.extra_jvm_args for a in shlex.split(x)]
    opts.libdir = os.path.abspath(opts.libdir)
    work = os.path.abspath(opts.work)
    os.makedirs(work, exist_ok=True)
    java = shutil.which(opts.java)
    if opts.record and not java:
        sys.exit('--record needs HotSpot (%s not found)' % opts.java)
    backends = (['native', 'green'] if opts.threads == 'both'
                else ['native', 'green', 'mn'] if opts.threads == 'all' else [opts.threads])
    backends = built_backends(jvm, backends)

    tests = rjt.discover_tests(JNI_DIR)
    for t in tests:
        with open(t.path, encoding='utf-8') as f:
            text = f.read()
        t.check_only = bool(CHECK_ONLY_RE.search(text))
        t.ld_path = bool(LD_PATH_RE.search(text))
    chosen = [t for t in tests
              if not opts.filter or any(f in 'jni/' + t.name for f in opts.filter)]
    skipped = [t for t in chosen if t.skip and SKIP_MARK not in t.skip]
    chosen = [t for t in chosen if t not in skipped]
    classes = os.path.join(work, 'classes')
    error = rjt.compile_tests(tests, classes, opts.javac)
    if error:
        print('javac failed:\n' + error.rstrip())
        print('0 passed, %d failed' % len(chosen))
        return 1

    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        jobs = [pool.submit(check, t, opts, jvm, java, classes, work, backends) for t in chosen]
        by_name = {t.name: t for t in chosen}
        checks = [pool.submit(check_jvm_only, k, by_name[name], backend, extra, stream, regex,
                              opts, jvm, classes, work)
                  for k, (backend, extra, name, stream, regex) in enumerate(JVM_CHECKS)
                  if name in by_name and backend in backends]
        for fut in jobs:
            results += fut.result()
        for fut in checks:
            results.append(fut.result())

    passed = failed = 0
    for ident, problems, elapsed in sorted(results):
        if problems:
            failed += 1
            print('FAIL %s: %s' % (ident, problems[0]))
            for line in problems[1:]:
                print('    ' + line)
        else:
            passed += 1
            if opts.verbose:
                print('ok   %s (%.2fs)' % (ident, elapsed))
    summary = '%d passed, %d failed' % (passed, failed)
    if skipped:
        summary += ', %d skipped' % len(skipped)
    if opts.record:
        summary += ' (expectations recorded from HotSpot)'
    print(summary)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
