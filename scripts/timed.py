#!/usr/bin/env python3
"""Runs a command and notes how long it took: wall seconds, and the CPU
seconds (user + system) of it and every process it waited for.

    timed.py NAME FILE COMMAND...

appends "NAME: wall W s, cpu C s" to FILE and exits with the command's
status.  scripts/test.sh times its stages with it: on a machine shared with
other work the wall time says little, the CPU time stays put."""
import os
import resource
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.stderr.write('usage: timed.py NAME FILE COMMAND...\n')
        return 2
    name, out, cmd = sys.argv[1], sys.argv[2], sys.argv[3:]
    t0 = time.monotonic()
    rc = subprocess.call(cmd)
    wall = time.monotonic() - t0
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out, 'a') as f:
        f.write('  %s: wall %d s, cpu %d s%s\n' % (name, round(wall), round(ru.ru_utime + ru.ru_stime),
                                                 '' if rc == 0 else ' (exit %d)' % rc))
    return rc


if __name__ == '__main__':
    sys.exit(main())
