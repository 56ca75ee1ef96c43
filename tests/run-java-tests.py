#!/usr/bin/env python3
"""Runs the end-to-end Java tests (tests/java/**) and the malformed class files
(tests/badclass/) on our `jvm` and compares what it does with what HotSpot did.

    run-java-tests.py --jvm PATH --threads=native|green|mn --work DIR
                      [--filter SUBSTR] [-j N] [--timeout S]
                      [--extra-jvm-args='ARGS'] [--durations-from DIR] [-v] [--list]

Every tests/java/<area>/<Name>.java is compiled by ONE javac call into
DIR/classes (only when a source is newer than the last compile, or the set of
sources changed), then run as

    PATH --threads=X [extra-jvm-args] -cp DIR/classes [jvm-args] Name [args]

in a fresh scratch folder DIR/scratch/<Name> (its working directory), with
stdin from <Name>.input when that file exists (else /dev/null).  A test passes
when stdout is byte for byte <Name>.expected, stderr is byte for byte
<Name>.expected-stderr (or empty when that file does not exist), the exit
status is <Name>.expected-exit (or 0 when that file does not exist), and the
process neither crashed on a signal nor ran past its time-out.

Per-test settings are comments in the .java file, one per line:
    // args: a b "c d"        arguments after the class name (shell-like split)
    // jvm-args: -Dfoo=bar    options before the class name (also given to java)
    // timeout: 60            seconds instead of the default
    // skip: reason           do not run; counted as skipped
    // skip-on: BACKEND reason  do not run on that backend (a known limit the README names)
    // main-class: Other      run this class name instead of Name
    // run-as-jar             pack Name.class and Name$*.class into DIR/jars/Name.jar
                              (manifest Main-Class: Name) and run
                              PATH --threads=X [extra] [jvm-args] -jar Name.jar [args]

Every tests/badclass/NAME.class that has a NAME.expected-stderr or a
NAME.expected-exit is run as `PATH --threads=X -cp tests/badclass NAME`; its
stderr and exit status are compared the same way (stdout too, when a
NAME.expected exists).  A .class there with neither file is a helper that the
others load, not a test.

Expectations come from HotSpot only: tests/record-expectations.py writes them.
This module is also imported by that script, so keep the helpers below free of
anything specific to our VM.
"""

import argparse
import concurrent.futures
import difflib
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
JAVA_DIR = os.path.join(HERE, 'java')
BADCLASS_DIR = os.path.join(HERE, 'badclass')

# javac's own default debug info (source file + line numbers, no local variable
# names), spelled out so both scripts compile the same class files.
JAVAC_FLAGS = ['-encoding', 'UTF-8', '-g:source,lines', '-nowarn', '-Xlint:none',
               '-XDsuppressNotes']
DEFAULT_TIMEOUT = 30
DIFF_LINES = 30

# Environment variables that make `java` print "Picked up ..." or change its
# behaviour; removed for every child so both VMs see the same environment.
_SCRUB_ENV = ('JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'CLASSPATH',
              'JAVA_OPTIONS')

_META_RE = re.compile(r'^\s*//\s*(args|jvm-args|timeout|skip|skip-on|main-class)\s*:\s*(.*?)\s*$')
_JAR_RE = re.compile(r'^\s*//\s*run-as-jar\s*$')


class Test:
    """One tests/java/<area>/<Name>.java and its expectation files."""

    def __init__(self, path):
        self.path = path
        self.dir = os.path.dirname(path)
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.area = os.path.relpath(self.dir, JAVA_DIR)
        self.id = 'java/' + (self.name if self.area == '.' else self.area + '/' + self.name)
        self.args = []
        self.jvm_args = []
        self.timeout = DEFAULT_TIMEOUT
        self.skip = None
        self.skip_on = {}               # backend -> reason
        self.main_class = self.name
        self.as_jar = False
        with open(path, encoding='utf-8') as f:
            for line in f:
                if _JAR_RE.match(line):
                    self.as_jar = True
                    continue
                m = _META_RE.match(line)
                if not m:
                    continue
                key, value = m.groups()
                if key == 'args':
                    self.args += shlex.split(value)
                elif key == 'jvm-args':
                    self.jvm_args += shlex.split(value)
                elif key == 'timeout':
                    self.timeout = float(value)
                elif key == 'skip':
                    self.skip = value or 'skipped'
                elif key == 'skip-on':
                    backend, _, why = value.partition(' ')
                    self.skip_on[backend] = why or 'skipped'
                elif key == 'main-class':
                    self.main_class = value

    def file(self, suffix):
        return os.path.join(self.dir, self.name + suffix)

    def stdin_path(self):
        p = self.file('.input')
        return p if os.path.exists(p) else None


def discover_tests(root=JAVA_DIR):
    """All tests under root, sorted by id; exits if two share a class name."""
    tests = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith('.java'):
                tests.append(Test(os.path.join(dirpath, fn)))
    seen = {}
    for t in tests:
        if t.name in seen:
            sys.exit('error: class name %s used by both %s and %s'
                     % (t.name, seen[t.name].path, t.path))
        seen[t.name] = t
    tests.sort(key=lambda t: t.id)
    return tests


def clean_env():
    env = dict(os.environ)
    for k in _SCRUB_ENV:
        env.pop(k, None)
    return env


def compile_tests(tests, classes_dir, javac='javac', force=False):
    """Compiles every test with one javac call into classes_dir, unless the
    last compile there is newer than every source and used the same set.
    Returns None on success, else javac's output."""
    stamp = os.path.join(classes_dir, '.sources')
    sources = sorted(t.path for t in tests)
    listing = ' '.join([javac] + JAVAC_FLAGS) + '\n' + '\n'.join(sources) + '\n'
    if not force and os.path.exists(stamp):
        with open(stamp, encoding='utf-8') as f:
            same = f.read() == listing
        st = os.path.getmtime(stamp)
        if same and all(os.path.getmtime(s) <= st for s in sources):
            return None
    tmp = classes_dir + '.tmp'
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    argfile = os.path.join(tmp, '.javac-args')
    with open(argfile, 'w', encoding='utf-8') as f:
        for s in sources:
            f.write('"%s"\n' % s.replace('\\', '\\\\'))
    proc = subprocess.run([javac] + JAVAC_FLAGS + ['-d', tmp, '@' + argfile],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          env=clean_env())
    os.unlink(argfile)
    if proc.returncode != 0:
        shutil.rmtree(tmp, ignore_errors=True)
        return proc.stdout.decode('utf-8', 'replace') or 'javac exited %d' % proc.returncode
    with open(os.path.join(tmp, '.sources'), 'w', encoding='utf-8') as f:
        f.write(listing)
    shutil.rmtree(classes_dir, ignore_errors=True)
    os.rename(tmp, classes_dir)
    return None


def make_jar(test, classes_dir, jar_dir):
    """Packs Name.class and Name$*.class into jar_dir/Name.jar with a manifest
    naming Name as Main-Class; returns the jar's path."""
    os.makedirs(jar_dir, exist_ok=True)
    path = os.path.join(jar_dir, test.name + '.jar')
    tmp = path + '.tmp'
    with zipfile.ZipFile(tmp, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\nMain-Class: %s\r\n'
                   'Created-By: tests/run-java-tests.py\r\n\r\n' % test.main_class)
        for fn in sorted(os.listdir(classes_dir)):
            if fn == test.name + '.class' or (fn.startswith(test.name + '$') and fn.endswith('.class')):
                z.write(os.path.join(classes_dir, fn), fn)
    os.replace(tmp, path)
    return path


def test_command(vm_prefix, test, classes_dir, jar_dir):
    """The command line for one test: vm_prefix is the VM and its own options
    (e.g. [jvm, --threads=native, -Xmx64m] or [java])."""
    if test.as_jar:
        return (vm_prefix + test.jvm_args + ['-jar', make_jar(test, classes_dir, jar_dir)]
                + test.args)
    return vm_prefix + ['-cp', classes_dir] + test.jvm_args + [test.main_class] + test.args


class Outcome:
    """What one process did."""

    def __init__(self, stdout, stderr, status, timed_out, elapsed):
        self.stdout = stdout
        self.stderr = stderr
        self.status = status      # exit code >= 0, or -signal
        self.timed_out = timed_out
        self.elapsed = elapsed


def run_process(cmd, cwd, stdin_path, timeout):
    """Runs cmd in its own process group; kills the whole group on time-out."""
    stdin = open(stdin_path, 'rb') if stdin_path else subprocess.DEVNULL
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=clean_env(),
                                start_new_session=True)
    except OSError as e:
        if stdin_path:
            stdin.close()
        return Outcome(b'', ('cannot start %s: %s\n' % (cmd[0], e)).encode(), 127,
                       False, 0.0)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = proc.communicate()
    finally:
        if stdin_path:
            stdin.close()
    return Outcome(out, err, proc.returncode, timed_out, time.monotonic() - start)


def fresh_dir(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def read_bytes(path):
    if not os.path.exists(path):
        return None
    with open(path, 'rb') as f:
        return f.read()


def read_exit(path):
    data = read_bytes(path)
    return 0 if data is None else int(data.decode().strip())


def describe_status(status):
    if status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = 'unknown'
        return 'signal %d (%s)' % (-status, name)
    return 'exit %d' % status


def short_diff(expected, actual, label):
    """A unified diff of two byte strings, cut to DIFF_LINES lines."""
    a = expected.decode('utf-8', 'backslashreplace').splitlines(True)
    b = actual.decode('utf-8', 'backslashreplace').splitlines(True)
    lines = []
    for line in difflib.unified_diff(a, b, 'expected ' + label, 'actual ' + label, n=2):
        if not line.endswith('\n'):
            line += '\n\\ No newline at end of file\n'
        lines.extend(line.splitlines())
    if not lines:  # same text, different bytes (cannot happen with utf-8 decoding)
        lines = ['%s differs in bytes: %r vs %r' % (label, expected[:200], actual[:200])]
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES] + ['... (%d more diff lines)' % (len(lines) - DIFF_LINES)]
    return lines


def compare(outcome, want_stdout, want_stderr, want_exit, timeout):
    """Returns a list of problem lines; empty when the outcome is as expected.
    want_stdout None means stdout is not checked; want_stderr None means it
    must be empty."""
    problems = []
    if outcome.timed_out:
        problems.append('timed out after %gs' % timeout)
    elif outcome.status < 0:
        problems.append('crashed: %s' % describe_status(outcome.status))
    elif outcome.status != want_exit:
        problems.append('exit status %d, expected %d' % (outcome.status, want_exit))
    if want_stdout is not None and outcome.stdout != want_stdout:
        problems.append('stdout differs:')
        problems += ['  ' + l for l in short_diff(want_stdout, outcome.stdout, 'stdout')]
    want_err = want_stderr if want_stderr is not None else b''
    if outcome.stderr != want_err:
        problems.append('stderr differs:' if want_stderr is not None
                        else 'unexpected stderr:')
        problems += ['  ' + l for l in short_diff(want_err, outcome.stderr, 'stderr')]
    return problems


DURATIONS_NAME = 'durations.json'     # in the work folder: seconds per test, last run


def load_durations(work):
    """The seconds each test took when it last ran in this work folder."""
    try:
        with open(os.path.join(work, DURATIONS_NAME), encoding='utf-8') as f:
            d = json.load(f)
        return d if isinstance(d, dict) else {}
    except (OSError, ValueError):
        return {}


def save_durations(work, known, results):
    known = dict(known)
    for ident, _problems, elapsed in results:
        known[ident] = round(elapsed, 2)
    tmp = os.path.join(work, DURATIONS_NAME + '.tmp')
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(known, f, sort_keys=True, indent=0)
    os.replace(tmp, os.path.join(work, DURATIONS_NAME))


def check_test(test, cmd, work):
    """Runs one Java test; returns (id, problems, elapsed)."""
    want_stdout = read_bytes(test.file('.expected'))
    if want_stdout is None:
        return test.id, ['no %s.expected: record it with tests/record-expectations.py %s'
                         % (test.name, test.name)], 0.0
    cwd = fresh_dir(os.path.join(work, 'scratch', test.name))
    outcome = run_process(cmd, cwd, test.stdin_path(), test.timeout)
    problems = compare(outcome, want_stdout, read_bytes(test.file('.expected-stderr')),
                       read_exit(test.file('.expected-exit')), test.timeout)
    if problems:
        problems.append('command (in %s): %s' % (cwd, shlex.join(cmd)))
    else:
        shutil.rmtree(cwd, ignore_errors=True)
    return test.id, problems, outcome.elapsed


def discover_badclasses():
    """Names of the runnable tests/badclass/NAME.class files."""
    if not os.path.isdir(BADCLASS_DIR):
        return []
    names = []
    for fn in sorted(os.listdir(BADCLASS_DIR)):
        if not fn.endswith('.class'):
            continue
        name = fn[:-len('.class')]
        base = os.path.join(BADCLASS_DIR, name)
        if os.path.exists(base + '.expected-stderr') or os.path.exists(base + '.expected-exit'):
            names.append(name)
    return names


def check_badclass(name, cmd, work, timeout):
    base = os.path.join(BADCLASS_DIR, name)
    cwd = fresh_dir(os.path.join(work, 'scratch', 'badclass-' + name))
    outcome = run_process(cmd, cwd, None, timeout)
    problems = compare(outcome, read_bytes(base + '.expected'),
                       read_bytes(base + '.expected-stderr'),
                       read_exit(base + '.expected-exit'), timeout)
    if problems:
        problems.append('command: ' + shlex.join(cmd))
    else:
        shutil.rmtree(cwd, ignore_errors=True)
    return 'badclass/' + name, problems, outcome.elapsed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--jvm', required=True, help='the jvm binary to test')
    ap.add_argument('--threads', default='native', choices=['native', 'green', 'mn'])
    ap.add_argument('--work', required=True, help='folder for classes and scratch files')
    ap.add_argument('--filter', action='append', default=[],
                    help='run only tests whose id (java/area/Name, badclass/NAME) '
                         'contains this; may be repeated')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 1, help='parallel jobs')
    ap.add_argument('--timeout', type=float, default=None,
                    help='seconds per test (default %d, or the test\'s own)' % DEFAULT_TIMEOUT)
    ap.add_argument('--extra-jvm-args', action='append', default=[],
                    help="options for every run, split like a shell line; write "
                         "--extra-jvm-args='-Xmx64m --idle=legacy'")
    ap.add_argument('--javac', default='javac')
    ap.add_argument('--durations-from', metavar='DIR',
                    help='another work folder whose last run orders the tests when this one has none')
    ap.add_argument('-v', '--verbose', action='store_true', help='also list passing tests')
    ap.add_argument('--list', action='store_true', help='list the selected tests and stop')
    opts = ap.parse_args()

    jvm = os.path.abspath(opts.jvm) if os.sep in opts.jvm else (shutil.which(opts.jvm) or opts.jvm)
    work = os.path.abspath(opts.work)
    os.makedirs(work, exist_ok=True)
    extra = [a for s in opts.extra_jvm_args for a in shlex.split(s)]

    def selected(ident):
        return not opts.filter or any(f in ident for f in opts.filter)

    tests = discover_tests()
    chosen = [t for t in tests if selected(t.id)]
    badclasses = [n for n in discover_badclasses() if selected('badclass/' + n)]
    if opts.list:
        for t in chosen:
            print(t.id + ('  (skip: %s)' % t.skip if t.skip else ''))
        for n in badclasses:
            print('badclass/' + n)
        return 0

    classes = os.path.join(work, 'classes')
    for t in chosen:
        if not t.skip and opts.threads in t.skip_on:
            t.skip = 'on %s: %s' % (opts.threads, t.skip_on[opts.threads])
            print('SKIP %s %s' % (t.id, t.skip))
    runnable = [t for t in chosen if not t.skip]
    skipped = len(chosen) - len(runnable)
    if runnable:
        error = compile_tests(tests, classes, opts.javac)
        if error:
            print('javac failed:\n' + error.rstrip())
            print('0 passed, %d failed' % (len(runnable) + len(badclasses))
                  + (', %d skipped' % skipped if skipped else ''))
            return 1

    # The longest first, by their last run in this work folder (the suite
    # runs several times in one, a backend each) or, the first time, in
    # --durations-from's, so that no long test is left running alone at the
    # end; the report is in id order regardless.
    durations = load_durations(work)
    order = durations or (load_durations(opts.durations_from) if opts.durations_from else {})
    runnable.sort(key=lambda t: -order.get(t.id, 0.0))
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.j)) as pool:
        jars = os.path.join(work, 'jars')
        for t in runnable:
            cmd = test_command([jvm, '--threads=' + opts.threads] + extra, t, classes, jars)
            timeout = opts.timeout or t.timeout
            t.timeout = timeout
            jobs.append(pool.submit(check_test, t, cmd, work))
        for n in badclasses:
            cmd = [jvm, '--threads=' + opts.threads] + extra + ['-cp', BADCLASS_DIR, n]
            jobs.append(pool.submit(check_badclass, n, cmd, work,
                                    opts.timeout or DEFAULT_TIMEOUT))
        results = [fut.result() for fut in jobs]
    save_durations(work, durations, results)

    # Reported in a stable order (by id) once everything has run.
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
        summary += ', %d skipped' % skipped
    print(summary)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
