#!/usr/bin/env python3
"""Checks `jvm --disassemble` against `javap -c`, the JDK's own disassembler.

Usage: run-disasm-test.py --jvm PATH --work DIR

Compiles Disasm.java (beside this script) and, for every method that has
code, compares the instruction offsets and names that `javap -c` prints with
the ones `jvm --disassemble` prints: before running (every name must be the
class file's) and with `--disassemble=after` (a quickened instruction shows
its quick name and "[quick: NAME]", and NAME must be javap's; before running,
only the link-time super-instructions of interp_prepare may show).  The program's
own output must also be what it prints before the listing.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LINK_TIME = ('ilil_cmp', 'ilil_op', 'algf_', 'iinc_goto', 'dldl_op', 'alil_xa', 'lcmp_if', 'llop_')   # interp_prepare's
INSN = re.compile(r'^\s+(\d+): ([a-z]\w*)')


def javap_methods(classes, name):
    """{method name+args: [(offset, opcode name)]} from javap -c -p."""
    out = subprocess.run(['javap', '-c', '-p', '-cp', classes, name], check=True,
                         capture_output=True, text=True).stdout
    methods, cur = {}, None
    for line in out.splitlines():
        if line.startswith('  ') and not line.startswith('   ') and '(' in line:
            head = line.strip()
            nm = re.search(r'([\w$<>]+)\(', head).group(1)
            if head.startswith('static {}'):
                nm = '<clinit>'
            elif nm == name.split('$')[-1] or nm == name:
                nm = '<init>'
            cur = methods.setdefault(nm, [])
            cur.append([])
            continue
        if line.strip() == 'static {};':
            cur = methods.setdefault('<clinit>', [])
            cur.append([])
            continue
        mm = INSN.match(line)
        if mm and cur is not None:
            cur[-1].append((int(mm.group(1)), mm.group(2)))
    return methods


def jvm_methods(text, after):
    """{method name: [[(offset, name)]]} from jvm --disassemble."""
    methods, cur = {}, None
    for line in text.splitlines():
        hm = re.match(r'^  ([\w$<>]+)\(.*;$', line)
        if hm:
            cur = methods.setdefault(hm.group(1), [])
            cur.append([])
            continue
        mm = INSN.match(line)
        if mm and cur is not None:
            name = mm.group(2)
            qm = re.search(r'\[quick: (\w+)\]', line)
            if qm:
                if not after and not name.startswith(LINK_TIME):   # link-time forms only
                    raise SystemExit('quick form before running: ' + line)
                name = qm.group(1)
            cur[-1].append((int(mm.group(1)), name))
    return methods


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--jvm', required=True)
    ap.add_argument('--work', required=True)
    a = ap.parse_args()
    classes = os.path.join(a.work, 'classes')
    os.makedirs(classes, exist_ok=True)
    subprocess.run(['javac', '-d', classes, os.path.join(HERE, 'Disasm.java')], check=True)
    want_out = subprocess.run(['java', '-cp', classes, 'Disasm', 'x'], check=True,
                              capture_output=True, text=True).stdout
    failures = 0
    checked = 0
    for cls in sorted(f[:-6] for f in os.listdir(classes) if f.endswith('.class')):
        want = javap_methods(classes, cls)
        for mode in ('before', 'after'):
            flag = '--disassemble' if mode == 'before' else '--disassemble=after'
            if mode == 'after' and cls != 'Disasm':
                continue
            r = subprocess.run([a.jvm, flag, '-cp', classes, cls, 'x'],
                               capture_output=True, text=True, timeout=60)
            text = r.stdout
            if mode == 'after':
                if not text.startswith(want_out):
                    print('FAIL %s after: program output %r' % (cls, text[:200]))
                    failures += 1
                    continue
                text = text[len(want_out):]
            got = jvm_methods(text, mode == 'after')
            for nm, bodies in want.items():
                for k, body in enumerate(bodies):
                    if not body:
                        continue
                    checked += 1
                    g = got.get(nm, [])
                    if k >= len(g) or g[k] != body:
                        failures += 1
                        print('FAIL %s.%s (%s): javap %s, jvm %s' % (
                            cls, nm, mode, body[:8], (g[k] if k < len(g) else None)))
    print('%d passed, %d failed' % (checked - failures, failures))
    return 1 if failures or checked == 0 else 0


if __name__ == '__main__':
    sys.exit(main())
