#!/usr/bin/env python3
"""Regenerates the malformed class files in this folder and what HotSpot says.

For each case NAME it compiles a small Main-like class NAME with javac, breaks
the class file in one way, writes NAME.class, then runs the real
`java -cp tests/badclass NAME` and records its stderr in NAME.expected-stderr
and its exit status in NAME.expected-exit.

Usage: python3 tests/badclass/make-bad.py   (needs javac and java 17 on PATH)
"""
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

SOURCE = """public class %s {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
"""


def cp_entries(b):
    """Yields (index, tag, offset) for each constant-pool entry of class file b."""
    count = struct.unpack_from('>H', b, 8)[0]
    o, i = 10, 1
    sizes = {3: 5, 4: 5, 5: 9, 6: 9, 7: 3, 8: 3, 9: 5, 10: 5, 11: 5, 12: 5,
             15: 4, 16: 3, 17: 5, 18: 5, 19: 3, 20: 3}
    while i < count:
        tag = b[o]
        yield i, tag, o
        o += 3 + struct.unpack_from('>H', b, o + 1)[0] if tag == 1 else sizes[tag]
        i += 2 if tag in (5, 6) else 1


def first(b, tag):
    return next(o for _, t, o in cp_entries(b) if t == tag)


def truncated(b):
    return b[:len(b) // 2]


def bad_magic(b):
    return b'\xca\xfe\xba\xbf' + b[4:]


def bad_version(b):
    return b[:6] + struct.pack('>H', 62) + b[8:]


def extra_bytes(b):
    return b + b'\0'


def bad_cp_index(b):
    o = first(b, 10)            # the first Methodref's class_index
    return b[:o + 1] + struct.pack('>H', 999) + b[o + 3:]


def bad_tag(b):
    o = first(b, 10)            # the first Methodref becomes tag 99
    return b[:o] + b'\x63' + b[o + 1:]


def bad_utf8(b):
    o = first(b, 1)             # a 0xFF byte in the first Utf8
    return b[:o + 3] + b'\xff' + b[o + 4:]


CASES = {
    'Truncated': truncated,
    'BadMagic': bad_magic,
    'BadVersion': bad_version,
    'ExtraBytes': extra_bytes,
    'BadCpIndex': bad_cp_index,
    'BadTag': bad_tag,
    'BadUtf8': bad_utf8,
}


def main():
    env = {k: v for k, v in os.environ.items()
           if k not in ('JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS')}
    with tempfile.TemporaryDirectory() as tmp:
        for name, breaker in CASES.items():
            src = os.path.join(tmp, name + '.java')
            with open(src, 'w') as f:
                f.write(SOURCE % name)
            subprocess.run(['javac', '--release', '17', '-d', tmp, src], check=True)
            with open(os.path.join(tmp, name + '.class'), 'rb') as f:
                good = f.read()
            with open(os.path.join(HERE, name + '.class'), 'wb') as f:
                f.write(breaker(good))
            r = subprocess.run(['java', '-Xshare:auto', '-cp', HERE, name],
                               capture_output=True, env=env)
            if r.returncode == 0:
                sys.exit('%s: java accepted the broken class' % name)
            with open(os.path.join(HERE, name + '.expected-stderr'), 'wb') as f:
                f.write(r.stderr)
            with open(os.path.join(HERE, name + '.expected-exit'), 'w') as f:
                f.write('%d\n' % r.returncode)
            print('%-11s %s' % (name, r.stderr.decode().splitlines()[-1].strip()))


if __name__ == '__main__':
    main()
