#!/usr/bin/env python3
"""Writes the verifier's test cases: hostile bytecode in small class files of
version 49 (Java 5), for which HotSpot still uses its old inference verifier,
whose one-line messages ours copies.  For each case NAME it writes NAME.class
(a class NAME whose main(String[]) has the code below) and records what
`java -cp . NAME` (OpenJDK 17) writes to stderr and its exit status in
NAME.expected-stderr and NAME.expected-exit, the layout of tests/badclass/.

tests/unit/test_verify.c runs verify_method() on each main and compares its
message with the one on HotSpot's "Caused by: java.lang.VerifyError: " line
(or expects success where HotSpot ran the class).

Usage: python3 tests/fuzz/verify/make-cases.py    (needs java 17 on PATH)
"""
import os
import struct
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


def u1(x): return struct.pack('>B', x)
def u2(x): return struct.pack('>H', x)
def u4(x): return struct.pack('>I', x)
def utf8(s):
    b = s.encode()
    return u1(1) + u2(len(b)) + b


def make(name, code, max_stack=2, max_locals=2, handlers=(), major=49):
    """A class `name` extending Object with one method, main, of `code`.
    Constant pool: 1 name, 2 Class name, 3 Object, 4 Class Object,
    5 "main", 6 its descriptor, 7 "Code"."""
    cp = [utf8(name), u1(7) + u2(1), utf8('java/lang/Object'), u1(7) + u2(3),
          utf8('main'), utf8('([Ljava/lang/String;)V'), utf8('Code')]
    ex = b''.join(u2(a) + u2(b) + u2(c) + u2(d) for a, b, c, d in handlers)
    body = (u2(max_stack) + u2(max_locals) + u4(len(code)) + code +
            u2(len(handlers)) + ex + u2(0))
    method = u2(0x9) + u2(5) + u2(6) + u2(1) + u2(7) + u4(len(body)) + body
    return (u4(0xCAFEBABE) + u2(0) + u2(major) + u2(len(cp) + 1) + b''.join(cp) +
            u2(0x21) + u2(2) + u2(4) + u2(0) + u2(0) + u2(1) + method + u2(0))


RETURN = 0xb1
CASES = {
    # name: (code, options)
    'VBranchPastEnd': (bytes([0xa7, 0x00, 0x07, RETURN]), {}),          # goto +7
    'VBranchIntoOperand': (bytes([0x10, 0x05, 0x57, 0xa7, 0xff, 0xfe, RETURN]), {}),
    'VLocalTooHigh': (bytes([0x1b, 0x57, RETURN]), {'max_locals': 1}),   # iload_1
    'VStackTooDeep': (bytes([0x04, 0x04, 0x04, 0x57, 0x57, 0x57, RETURN]), {}),
    'VPopEmpty': (bytes([0x57, RETURN]), {}),
    'VFallsOff': (bytes([0x04, 0x57]), {}),
    'VQuickOpcode': (bytes([0xd7, 0x00, 0x01, RETURN]), {}),           # invokevirtual_q
    'VUnknownOpcode': (bytes([0x00, 0xca, RETURN]), {}),               # breakpoint
    'VIntAsArray': (bytes([0x04, 0xbe, 0x57, RETURN]), {}),            # arraylength
    'VIntAsIntArray': (bytes([0x03, 0x03, 0x2e, 0x57, RETURN]), {}),   # iaload
    'VIntAsRefArray': (bytes([0x03, 0x03, 0x32, 0x57, RETURN]), {}),   # aaload
    'VIntAsObject': (bytes([0x03, 0xc2, RETURN]), {}),                 # monitorenter
    'VIntThrown': (bytes([0x03, 0xbf]), {}),                           # athrow
    'VRefAsInt': (bytes([0x01, 0x03, 0x60, 0x57, RETURN]), {}),        # iadd
    'VLongSplit': (bytes([0x09, 0x57, RETURN]), {}),                   # lconst_0 pop
    'VWrongReturn': (bytes([0x03, 0xac]), {}),                         # ireturn in void
    'VUninitLocal': (bytes([0x1b, 0x57, RETURN]), {}),                 # iload_1
    'VLocalWrongType': (bytes([0x01, 0x4c, 0x1b, 0x57, RETURN]), {}),  # astore_1 iload_1
    'VHeightMismatch': (bytes([0x03, 0x99, 0x00, 0x04, 0x03, RETURN]), {}),
    'VBadCpType': (bytes([0xb2, 0x00, 0x01, 0x57, RETURN]), {}),       # getstatic #1 (Utf8)
    'VBadCpIndex': (bytes([0xb2, 0x00, 0x63, 0x57, RETURN]), {}),      # getstatic #99
    'VSwitchTruncated': (bytes([0x03, 0xaa, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 9]), {}),
    'VHandlerMidInsn': (bytes([0x10, 0x05, 0x57, RETURN]),
                        {'handlers': [(0, 1, 3, 0)]}),
    'VHandlerBadTarget': (bytes([0x10, 0x05, 0x57, RETURN]),
                          {'handlers': [(0, 2, 1, 0)]}),
    # jsr to a subroutine that stores its return address and returns: legal.
    'VJsrRet': (bytes([0xa8, 0x00, 0x04, RETURN, 0x4c, 0xa9, 0x01]), {}),
    'VRetNotAddress': (bytes([0x03, 0x3c, 0xa9, 0x01]), {}),           # istore_1 ret 1
}


def main():
    for name, (code, opts) in CASES.items():
        path = os.path.join(HERE, name + '.class')
        with open(path, 'wb') as f:
            f.write(make(name, code, **opts))
        r = subprocess.run(['java', '-Xshare:off', '-cp', HERE, name],
                           capture_output=True, text=True)
        for ext, text in (('.expected-stderr', r.stderr),
                          ('.expected-exit', '%d\n' % r.returncode if r.returncode else '')):
            p = os.path.join(HERE, name + ext)
            if text:
                with open(p, 'w') as f:
                    f.write(text)
            elif os.path.exists(p):
                os.remove(p)
        print('%-20s %s' % (name, (r.stderr.strip().splitlines() or ['(ran)'])[-1]))


if __name__ == '__main__':
    main()
