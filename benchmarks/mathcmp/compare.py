#!/usr/bin/env python3
"""Compares MathCmp's outputs: HS_DIR (written by java) with JVM_DIR (written by jvm).

For each function prints the number of inputs and how many results differ:
  strict  jvm StrictMath.f vs HotSpot StrictMath.f
  math    jvm Math.f vs HotSpot Math.f
  hs-m/s  HotSpot's own Math.f vs its StrictMath.f (how far HotSpot's Math is from fdlibm)
and, with --show K, the first K mismatching inputs' result bits.  Exits 1 if StrictMath
differs anywhere, or Math where it should not: HotSpot's Math.sin/cos/tan/exp/pow are stubs of
Intel's algorithms that the jvm approximates with the C library's, and its Math.log10 is
correctly rounded in all but about one input in millions (the jvm's always is)."""
import array
import os
import sys


APPROXIMATE = {'sin', 'cos', 'tan', 'exp', 'pow', 'log10'}


def load(path):
    a = array.array('Q')
    with open(path, 'rb') as f:
        a.frombytes(f.read())
    if sys.byteorder == 'little':
        a.byteswap()
    return a


def main():
    args = sys.argv[1:]
    show = 0
    if args and args[0] == '--show':
        show = int(args[1])
        args = args[2:]
    hs_dir, jvm_dir = args[0], args[1]
    names = sorted(f[:-4] for f in os.listdir(hs_dir) if f.endswith('.bin'))
    print('%-14s %9s %9s %9s %9s' % ('function', 'inputs', 'strict', 'math', 'hs-m/s'))
    bad = 0
    for name in names:
        h = load(os.path.join(hs_dir, name + '.bin'))
        j = load(os.path.join(jvm_dir, name + '.bin'))
        if len(h) != len(j):
            print('%s: lengths differ (%d, %d)' % (name, len(h), len(j)))
            bad += 1
            continue
        n = len(h) // 2
        ds = dm = dh = 0
        shown = 0
        for i in range(n):
            hm, hs, jm, js = h[2 * i], h[2 * i + 1], j[2 * i], j[2 * i + 1]
            if hs != js:
                ds += 1
            if hm != jm:
                dm += 1
            if hm != hs:
                dh += 1
            if (hs != js or hm != jm) and shown < show:
                shown += 1
                print('  #%d math hs %016x jvm %016x  strict hs %016x jvm %016x' % (i, hm, jm, hs, js))
        bad += ds + (dm if name not in APPROXIMATE else 0)
        print('%-14s %9d %9d %9d %9d' % (name, n, ds, dm, dh))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
