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


def make(name, code, max_stack=2, max_locals=2, handlers=(), major=49, cp=None,
         methods=()):
    """A class `name` extending Object with one method, main, of `code`.
    Constant pool: 1 name, 2 Class name, 3 Object, 4 Class Object,
    5 "main", 6 its descriptor, 7 "Code", then cp's entries (see Pool).
    methods: more static methods, (name, descriptor, code, max_stack,
    max_locals) each."""
    base = [utf8(name), u1(7) + u2(1), utf8('java/lang/Object'), u1(7) + u2(3),
            utf8('main'), utf8('([Ljava/lang/String;)V'), utf8('Code')]
    pool = base + (cp.entries if cp else [])

    def method(name_idx, desc_idx, code, max_stack, max_locals, handlers):
        ex = b''.join(u2(a) + u2(b) + u2(c) + u2(d) for a, b, c, d in handlers)
        body = (u2(max_stack) + u2(max_locals) + u4(len(code)) + code +
                u2(len(handlers)) + ex + u2(0))
        return u2(0x9) + u2(name_idx) + u2(desc_idx) + u2(1) + u2(7) + u4(len(body)) + body

    ms = [method(5, 6, code, max_stack, max_locals, handlers)]
    for mname, mdesc, mcode, ms_, ml_ in methods:
        ms.append(method(cp.utf8(mname), cp.utf8(mdesc), mcode, ms_, ml_, ()))
    pool = base + (cp.entries if cp else [])
    return (u4(0xCAFEBABE) + u2(0) + u2(major) + u2(len(pool) + 1) + b''.join(pool) +
            u2(0x21) + u2(2) + u2(4) + u2(0) + u2(0) + u2(len(ms)) + b''.join(ms) + u2(0))


class Pool:
    """More constant-pool entries, from index 8 on; each method returns the
    index of the entry (made once)."""
    def __init__(self):
        self.entries, self.index = [], {}

    def _add(self, key, data):
        if key not in self.index:
            self.entries.append(data)
            self.index[key] = 7 + len(self.entries)
        return self.index[key]

    def utf8(self, s): return self._add(('u', s), utf8(s))
    def cls(self, n): return self._add(('c', n), u1(7) + u2(self.utf8(n)))
    def string(self, s): return self._add(('s', s), u1(8) + u2(self.utf8(s)))
    def nat(self, n, d): return self._add(('n', n, d), u1(12) + u2(self.utf8(n)) + u2(self.utf8(d)))
    def field(self, c, n, d): return self._add(('f', c, n, d), u1(9) + u2(self.cls(c)) + u2(self.nat(n, d)))
    def method(self, c, n, d): return self._add(('m', c, n, d), u1(10) + u2(self.cls(c)) + u2(self.nat(n, d)))
    def imethod(self, c, n, d): return self._add(('i', c, n, d), u1(11) + u2(self.cls(c)) + u2(self.nat(n, d)))


def b2(i): return bytes([i >> 8, i & 0xFF])


def typed(build, **opts):
    """A case whose code needs constant-pool entries: build(pool) returns
    the code (or (code, methods))."""
    cp = Pool()
    r = build(cp)
    code, methods = r if isinstance(r, tuple) else (r, ())
    return code, dict(opts, cp=cp, methods=methods)


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

# Reference types: what the light verifier once let through.
LDC, GETSTATIC, GETFIELD, PUTFIELD = 0x12, 0xb2, 0xb4, 0xb5
INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE = 0xb6, 0xb7, 0xb8, 0xb9
NEW, ARETURN, POP, DUP, ALOAD_0, ICONST_0, ICONST_1 = 0xbb, 0xb0, 0x57, 0x59, 0x2a, 0x03, 0x04
OUT = ('java/lang/System', 'out', 'Ljava/io/PrintStream;')
TYPED = {
    # ldc "x"; getfield Integer.value:I
    'VGetfieldWrongType': lambda cp: bytes([LDC, cp.string('x'), GETFIELD]) +
        b2(cp.field('java/lang/Integer', 'value', 'I')) + bytes([POP, RETURN]),
    # ldc "x"; iconst_0; putfield Integer.value:I
    'VPutfieldWrongType': lambda cp: bytes([LDC, cp.string('x'), ICONST_0, PUTFIELD]) +
        b2(cp.field('java/lang/Integer', 'value', 'I')) + bytes([RETURN]),
    # getstatic System.out; ldc "x"; putfield PrintStream.out... of a String value
    'VPutfieldValueWrongType': lambda cp: bytes([ALOAD_0, LDC, cp.string('x'), PUTFIELD]) +
        b2(cp.field('java/lang/Thread', 'name', 'Ljava/lang/Thread;')) + bytes([RETURN]),
    # aload_0 (String[]); invokevirtual String.length()I
    'VInvokeWrongReceiver': lambda cp: bytes([ALOAD_0, INVOKEVIRTUAL]) +
        b2(cp.method('java/lang/String', 'length', '()I')) + bytes([POP, RETURN]),
    # getstatic System.out; aload_0 (String[]); invokevirtual println(String)
    'VInvokeWrongArgument': lambda cp: bytes([GETSTATIC]) + b2(cp.field(*OUT)) +
        bytes([ALOAD_0, INVOKEVIRTUAL]) +
        b2(cp.method('java/io/PrintStream', 'println', '(Ljava/lang/String;)V')) + bytes([RETURN]),
    # main calls m()Ljava/lang/String;, which returns System.out
    'VReturnWrongType': lambda cp: (
        bytes([INVOKESTATIC]) + b2(cp.method('VReturnWrongType', 'm', '()Ljava/lang/String;')) +
        bytes([POP, RETURN]),
        [('m', '()Ljava/lang/String;', bytes([GETSTATIC]) + b2(cp.field(*OUT)) + bytes([ARETURN]), 1, 0)]),
    # ldc "x"; arraylength
    'VArraylengthOfString': lambda cp: bytes([LDC, cp.string('x'), 0xbe, POP, RETURN]),
    # iconst_1; newarray int; iconst_0; aaload
    'VAaloadOfIntArray': lambda cp: bytes([ICONST_1, 0xbc, 10, ICONST_0, 0x32, POP, RETURN]),
    # aload_0 (String[]); iconst_0; iaload
    'VIaloadOfStringArray': lambda cp: bytes([ALOAD_0, ICONST_0, 0x2e, POP, RETURN]),
    # ldc "x"; athrow
    'VThrowString': lambda cp: bytes([LDC, cp.string('x'), 0xbf]),
    # new Object; invokevirtual Object.hashCode()I (never initialized)
    'VUninitReceiver': lambda cp: bytes([NEW]) + b2(cp.cls('java/lang/Object')) +
        bytes([INVOKEVIRTUAL]) + b2(cp.method('java/lang/Object', 'hashCode', '()I')) +
        bytes([POP, RETURN]),
    # new Object; dup; invokespecial String.<init>()V
    'VWrongInit': lambda cp: bytes([NEW]) + b2(cp.cls('java/lang/Object')) +
        bytes([DUP, INVOKESPECIAL]) + b2(cp.method('java/lang/String', '<init>', '()V')) +
        bytes([POP, RETURN]),
    # String merged with Integer: Object; then String.length() on it
    'VMergedWrongType': lambda cp: bytes([ALOAD_0, 0xbe, 0x99, 0, 8, LDC, cp.string('x'),
        0xa7, 0, 7, ICONST_1, INVOKESTATIC]) +
        b2(cp.method('java/lang/Integer', 'valueOf', '(I)Ljava/lang/Integer;')) +
        bytes([INVOKEVIRTUAL]) + b2(cp.method('java/lang/String', 'length', '()I')) +
        bytes([POP, RETURN]),
    # Valid: String merged with Integer, then Object.hashCode(); an Integer
    # as a Number (the hierarchy), a String as a CharSequence (interface),
    # a new Object initialized, then used.
    'VGoodTypes': (lambda cp: bytes([ALOAD_0, 0xbe, 0x99, 0, 8, LDC, cp.string('x'),
        0xa7, 0, 7, ICONST_1, INVOKESTATIC]) +
        b2(cp.method('java/lang/Integer', 'valueOf', '(I)Ljava/lang/Integer;')) +
        bytes([INVOKEVIRTUAL]) + b2(cp.method('java/lang/Object', 'hashCode', '()I')) +
        bytes([POP, ICONST_1, INVOKESTATIC]) +
        b2(cp.method('java/lang/Integer', 'valueOf', '(I)Ljava/lang/Integer;')) +
        bytes([INVOKEVIRTUAL]) + b2(cp.method('java/lang/Number', 'intValue', '()I')) +
        bytes([POP, LDC, cp.string('x'), INVOKEINTERFACE]) +
        b2(cp.imethod('java/lang/CharSequence', 'length', '()I')) + bytes([1, 0, POP]) +
        bytes([NEW]) + b2(cp.cls('java/lang/Object')) +
        bytes([DUP, INVOKESPECIAL]) + b2(cp.method('java/lang/Object', '<init>', '()V')) +
        bytes([INVOKEVIRTUAL]) + b2(cp.method('java/lang/Object', 'hashCode', '()I')) +
        bytes([POP, RETURN]), {'max_stack': 3}),
}
for _name, _build in TYPED.items():
    CASES[_name] = typed(_build) if callable(_build) else typed(_build[0], **_build[1])


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
