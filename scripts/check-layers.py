#!/usr/bin/env python3
"""Checks the layering of the C tree by its #include lines (ARCHITECTURE.md).

Each layer may include its own headers and those of the layers below it:

    os       <- threads <- io <- awtstub
    os, threads          <- gc (vm/gc/)
    everything           <- vm (vm/, outside vm/gc/)

and within vm/, only vm/heap.c (the heap's facade, vm/heap.h) includes the
collector's headers (vm/gc/): the rest of the VM goes through heap.h.

The link does the same for calls (meson.build: one static library a layer,
and the unit suites of a lower layer link that layer alone).  Exits 1 and
names each include against the layering; KNOWN lists the ones that are
still there, each with the reason, and fails if one of those has gone (so the
list cannot go stale)."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALLOWED = {
    'os': {'os'},
    'threads': {'os', 'threads'},
    'io': {'os', 'threads', 'io'},
    'awtstub': {'os', 'threads', 'io', 'awtstub'},
    'gc': {'os', 'threads', 'gc'},
    'vm': {'os', 'threads', 'io', 'awtstub', 'gc', 'vm'},
}
# (file, included file): why it is still there.
KNOWN = {
}
GC_FACADE = {'vm/heap.c'}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def layer_of(rel):
    top = rel.split('/')[0]
    if rel.startswith('vm/gc/'):
        return 'gc'
    if top in ALLOWED:
        return top
    return None


def resolve(src, name):
    for base in (os.path.dirname(src), ROOT, os.path.join(ROOT, 'vm')):
        p = os.path.normpath(os.path.join(base, name))
        if os.path.exists(p):
            return os.path.relpath(p, ROOT)
    return None


def main():
    bad, seen_known = [], set()
    for top in ('os', 'threads', 'io', 'awtstub', 'vm'):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for f in sorted(files):
                if not f.endswith(('.c', '.h')):
                    continue
                src = os.path.join(d, f)
                rel = os.path.relpath(src, ROOT)
                me = layer_of(rel)
                with open(src, encoding='utf-8', errors='replace') as fh:
                    text = fh.read()
                for name in INCLUDE.findall(text):
                    target = resolve(src, name)
                    if target is None:
                        continue            # generated (jni_slots.h) or a system header
                    other = layer_of(target)
                    if (me == 'vm' and other == 'gc' and rel not in GC_FACADE
                            and (rel, target) not in KNOWN):
                        bad.append('%s includes %s: only %s may use vm/gc/ (the heap facade)'
                                   % (rel, target, ', '.join(sorted(GC_FACADE))))
                        continue
                    if other is None or other in ALLOWED[me]:
                        continue
                    if (rel, target) in KNOWN:
                        seen_known.add((rel, target))
                        continue
                    bad.append('%s includes %s: layer %s may not use layer %s'
                               % (rel, target, me, other))
    for k in sorted(set(KNOWN) - seen_known):
        bad.append('%s no longer includes %s: remove it from KNOWN in %s'
                   % (k[0], k[1], os.path.relpath(__file__, ROOT)))
    for b in bad:
        print(b)
    print('layers: %d problem(s), %d known exception(s)' % (len(bad), len(seen_known)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
