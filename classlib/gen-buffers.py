#!/usr/bin/env python3
"""Writes the java.nio buffer classes (ByteBuffer, the typed buffers, their heap
and ByteBuffer-view implementations) from one template.  Run it after changing
the template; the generated .java files are committed."""
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'java', 'nio')
TYPES = [
    # X, T, size, boxed, compare expr, equalsExpr
    ('Byte', 'byte', 1, 'Byte'),
    ('Char', 'char', 2, 'Character'),
    ('Short', 'short', 2, 'Short'),
    ('Int', 'int', 4, 'Integer'),
    ('Long', 'long', 8, 'Long'),
    ('Float', 'float', 4, 'Float'),
    ('Double', 'double', 8, 'Double'),
]

def common(X, T, size, Box):
    B = X + 'Buffer'
    if T in ('float', 'double'):
        eq = f'(x == y) || ({Box}.isNaN(x) && {Box}.isNaN(y))'
        cmp = f'((x < y) ? -1 : (x > y) ? +1 : (x == y) ? 0 : {Box}.isNaN(x) ? ({Box}.isNaN(y) ? 0 : +1) : -1)'
    else:
        eq = 'x == y'
        cmp = f'{Box}.compare(x, y)'
    return f'''
    /* The element at buffer index i (0 <= i < capacity), no checks. */
    abstract {T} ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, {T} v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract {B} make(int mark, int pos, int lim, int cap, int off, boolean ro);

    final void checkWritable() {{
        if (isReadOnly()) {{
            throw new ReadOnlyBufferException();
        }}
    }}

    public {T} get() {{
        return ix(nextGetIndex(1));
    }}

    public {T} get(int index) {{
        return ix(checkIndex(index));
    }}

    public {B} put({T} x) {{
        checkWritable();
        px(nextPutIndex(1), x);
        return this;
    }}

    public {B} put(int index, {T} x) {{
        checkWritable();
        px(checkIndex(index), x);
        return this;
    }}

    public {B} get({T}[] dst, int offset, int length) {{
        Objects.checkFromIndexSize(offset, length, dst.length);
        if (length > remaining()) {{
            throw new BufferUnderflowException();
        }}
        int p = position();
        for (int i = 0; i < length; i++) {{
            dst[offset + i] = ix(p + i);
        }}
        position(p + length);
        return this;
    }}

    public {B} get({T}[] dst) {{
        return get(dst, 0, dst.length);
    }}

    public {B} get(int index, {T}[] dst, int offset, int length) {{
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, dst.length);
        for (int i = 0; i < length; i++) {{
            dst[offset + i] = ix(index + i);
        }}
        return this;
    }}

    public {B} get(int index, {T}[] dst) {{
        return get(index, dst, 0, dst.length);
    }}

    public {B} put({B} src) {{
        if (src == this) {{
            throw new IllegalArgumentException("The source buffer is this buffer");
        }}
        checkWritable();
        int n = src.remaining();
        if (n > remaining()) {{
            throw new BufferOverflowException();
        }}
        int sp = src.position();
        int p = position();
        for (int i = 0; i < n; i++) {{
            px(p + i, src.ix(sp + i));
        }}
        src.position(sp + n);
        position(p + n);
        return this;
    }}

    public {B} put(int index, {B} src, int offset, int length) {{
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.limit());
        checkWritable();
        for (int i = 0; i < length; i++) {{
            px(index + i, src.ix(offset + i));
        }}
        return this;
    }}

    public {B} put({T}[] src, int offset, int length) {{
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        if (length > remaining()) {{
            throw new BufferOverflowException();
        }}
        int p = position();
        for (int i = 0; i < length; i++) {{
            px(p + i, src[offset + i]);
        }}
        position(p + length);
        return this;
    }}

    public final {B} put({T}[] src) {{
        return put(src, 0, src.length);
    }}

    public {B} put(int index, {T}[] src, int offset, int length) {{
        Objects.checkFromIndexSize(index, length, limit());
        Objects.checkFromIndexSize(offset, length, src.length);
        checkWritable();
        for (int i = 0; i < length; i++) {{
            px(index + i, src[offset + i]);
        }}
        return this;
    }}

    public {B} put(int index, {T}[] src) {{
        return put(index, src, 0, src.length);
    }}

    public {B} compact() {{
        checkWritable();
        int p = position();
        int n = remaining();
        for (int i = 0; i < n; i++) {{
            px(i, ix(p + i));
        }}
        position(n);
        limit(capacity());
        discardMark();
        return this;
    }}

    @Override
    public {B} slice() {{
        int pos = position();
        int rem = remaining();
        return make(-1, 0, rem, rem, pos, isReadOnly());
    }}

    @Override
    public {B} slice(int index, int length) {{
        Objects.checkFromIndexSize(index, length, limit());
        return make(-1, 0, length, length, index, isReadOnly());
    }}

    @Override
    public {B} duplicate() {{
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }}

    public {B} asReadOnlyBuffer() {{
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }}

    @Override
    public {B} position(int newPosition) {{
        super.position(newPosition);
        return this;
    }}

    @Override
    public {B} limit(int newLimit) {{
        super.limit(newLimit);
        return this;
    }}

    @Override
    public {B} mark() {{
        super.mark();
        return this;
    }}

    @Override
    public {B} reset() {{
        super.reset();
        return this;
    }}

    @Override
    public {B} clear() {{
        super.clear();
        return this;
    }}

    @Override
    public {B} flip() {{
        super.flip();
        return this;
    }}

    @Override
    public {B} rewind() {{
        super.rewind();
        return this;
    }}

    @Override
    public int hashCode() {{
        int h = 1;
        int p = position();
        for (int i = limit() - 1; i >= p; i--) {{
            h = 31 * h + (int) get(i);
        }}
        return h;
    }}

    @Override
    public boolean equals(Object ob) {{
        if (this == ob) {{
            return true;
        }}
        if (!(ob instanceof {B})) {{
            return false;
        }}
        {B} that = ({B}) ob;
        int n = remaining();
        if (n != that.remaining()) {{
            return false;
        }}
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {{
            {T} x = ix(p + i);
            {T} y = that.ix(q + i);
            if (!({eq})) {{
                return false;
            }}
        }}
        return true;
    }}

    public int compareTo({B} that) {{
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {{
            {T} x = ix(p + i);
            {T} y = that.ix(q + i);
            int c = {cmp};
            if (c != 0) {{
                return c;
            }}
        }}
        return remaining() - that.remaining();
    }}

    public int mismatch({B} that) {{
        int n = Math.min(remaining(), that.remaining());
        int p = position();
        int q = that.position();
        for (int i = 0; i < n; i++) {{
            {T} x = ix(p + i);
            {T} y = that.ix(q + i);
            if (!({eq})) {{
                return i;
            }}
        }}
        return remaining() == that.remaining() ? -1 : n;
    }}
'''

def typed(X, T, size, Box):
    B = X + 'Buffer'
    extra_iface = ''
    if X == 'Char':
        extra_iface = ', Appendable, CharSequence, Readable'
    to_string = f'''
    @Override
    public String toString() {{
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }}
'''
    if X == 'Char':
        to_string = '''
    @Override
    public String toString() {
        int p = position();
        int n = remaining();
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = ix(p + i);
        }
        return new String(cs);
    }

    @Override
    public final int length() {
        return remaining();
    }

    @Override
    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return ix(position() + index);
    }

    @Override
    public CharBuffer subSequence(int start, int end) {
        int pos = position();
        int lim = limit();
        if (start < 0 || end > lim - pos || start > end) {
            throw new IndexOutOfBoundsException();
        }
        return make(-1, pos + start, pos + end, capacity(), 0, isReadOnly());
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        Objects.checkFromToIndex(start, end, csq.length());
        return new StringCharBuffer(csq, start, end);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public final CharBuffer put(String src, int start, int end) {
        Objects.checkFromToIndex(start, end, src.length());
        checkWritable();
        if (end - start > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            put(src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    @Override
    public CharBuffer append(CharSequence csq) {
        if (csq == null) {
            return put("null");
        }
        return put(csq.toString());
    }

    @Override
    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = (csq == null ? "null" : csq);
        return put(cs.subSequence(start, end).toString());
    }

    @Override
    public CharBuffer append(char c) {
        return put(c);
    }

    public int read(CharBuffer target) throws java.io.IOException {
        int limit = limit();
        int pos = position();
        int remaining = limit - pos;
        int targetRemaining = target.remaining();
        if (targetRemaining <= 0) {
            return 0;
        }
        if (remaining <= 0) {
            return -1;
        }
        int n = Math.min(remaining, targetRemaining);
        for (int i = 0; i < n; i++) {
            target.put(get());
        }
        return n;
    }
'''
    order = '''
    public abstract ByteOrder order();
'''
    s = f'''package java.nio;

import java.util.Objects;

/**
 * A buffer of {T}s (written from one template with the other typed
 * buffers): heap buffers over a {T}[] (Heap{B}) and views of a ByteBuffer
 * (ByteBufferAs{B}B/L).
 */
public abstract class {B} extends Buffer implements Comparable<{B}>{extra_iface} {{
    {B}(int mark, int pos, int lim, int cap) {{
        super(mark, pos, lim, cap);
    }}

    public static {B} allocate(int capacity) {{
        if (capacity < 0) {{
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }}
        return new Heap{B}(new {T}[capacity], -1, 0, capacity, capacity, 0);
    }}

    public static {B} wrap({T}[] array, int offset, int length) {{
        Objects.checkFromIndexSize(offset, length, array.length);
        return new Heap{B}(array, -1, offset, offset + length, array.length, 0);
    }}

    public static {B} wrap({T}[] array) {{
        return wrap(array, 0, array.length);
    }}

    @Override
    public boolean isDirect() {{
        return false;
    }}

    @Override
    public final boolean hasArray() {{
        return false;
    }}

    @Override
    public {T}[] array() {{
        throw new UnsupportedOperationException();
    }}

    @Override
    public int arrayOffset() {{
        throw new UnsupportedOperationException();
    }}
{order}{to_string}{common(X, T, size, Box)}}}
'''
    # hasArray is overridden by heap: make it non-final
    s = s.replace('    public final boolean hasArray() {\n        return false;', '    public boolean hasArray() {\n        return false;')
    open(os.path.join(OUT, B + '.java'), 'w').write(s)

    heap = f'''package java.nio;

/** A {B} over a {T}[]: element i is hb[offset + i]. */
class Heap{B} extends {B} {{
    final {T}[] hb;
    final int offset;
    private final boolean readOnly;

    Heap{B}({T}[] hb, int mark, int pos, int lim, int cap, int offset) {{
        this(hb, mark, pos, lim, cap, offset, false);
    }}

    Heap{B}({T}[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {{
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }}

    @Override
    {T} ix(int i) {{
        return hb[offset + i];
    }}

    @Override
    void px(int i, {T} v) {{
        hb[offset + i] = v;
    }}

    @Override
    {B} make(int mark, int pos, int lim, int cap, int off, boolean ro) {{
        return ro ? new Heap{B}R(hb, mark, pos, lim, cap, offset + off)
                  : new Heap{B}(hb, mark, pos, lim, cap, offset + off);
    }}

    @Override
    public boolean isReadOnly() {{
        return readOnly;
    }}

    @Override
    public boolean hasArray() {{
        return !readOnly;
    }}

    @Override
    public {T}[] array() {{
        if (readOnly) {{
            throw new ReadOnlyBufferException();
        }}
        return hb;
    }}

    @Override
    public int arrayOffset() {{
        if (readOnly) {{
            throw new ReadOnlyBufferException();
        }}
        return offset;
    }}

    @Override
    public ByteOrder order() {{
        return ByteOrder.nativeOrder();
    }}
}}
'''
    open(os.path.join(OUT, 'Heap' + B + '.java'), 'w').write(heap)
    open(os.path.join(OUT, 'Heap' + B + 'R.java'), 'w').write(f'''package java.nio;

/** A read-only Heap{B}. */
final class Heap{B}R extends Heap{B} {{
    Heap{B}R({T}[] hb, int mark, int pos, int lim, int cap, int offset) {{
        super(hb, mark, pos, lim, cap, offset, true);
    }}
}}
''')
    if X == 'Char':
        # the view-specific toString of CharBuffer is content; that is inherited
        pass
    get = {'Char': 'getChar', 'Short': 'getShort', 'Int': 'getInt', 'Long': 'getLong', 'Float': 'getFloat', 'Double': 'getDouble'}[X]
    put = 'put' + get[3:]
    view = f'''package java.nio;

/** A {B} view of a ByteBuffer: element i is the {size} bytes at byte offset + {size} * i, in a fixed order. */
abstract class ByteBufferAs{B} extends {B} {{
    final ByteBuffer bb;
    final int offset;           /* in bytes, into bb's storage */
    final boolean bigEndian;
    private final boolean readOnly;

    ByteBufferAs{B}(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian, boolean readOnly) {{
        super(mark, pos, lim, cap);
        this.bb = bb;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.readOnly = readOnly;
    }}

    static ByteBufferAs{B} of(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset, boolean bigEndian,
                               boolean ro) {{
        if (bigEndian) {{
            return ro ? new ByteBufferAs{B}RB(bb, mark, pos, lim, cap, offset)
                      : new ByteBufferAs{B}B(bb, mark, pos, lim, cap, offset);
        }}
        return ro ? new ByteBufferAs{B}RL(bb, mark, pos, lim, cap, offset)
                  : new ByteBufferAs{B}L(bb, mark, pos, lim, cap, offset);
    }}

    @Override
    {T} ix(int i) {{
        return bb.{get}Raw(offset + {size} * i, bigEndian);
    }}

    @Override
    void px(int i, {T} v) {{
        bb.{put}Raw(offset + {size} * i, v, bigEndian);
    }}

    @Override
    {B} make(int mark, int pos, int lim, int cap, int off, boolean ro) {{
        return of(bb, mark, pos, lim, cap, offset + {size} * off, bigEndian, ro);
    }}

    @Override
    public boolean isReadOnly() {{
        return readOnly;
    }}

    @Override
    public boolean isDirect() {{
        return bb.isDirect();
    }}

    @Override
    public ByteOrder order() {{
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }}
}}
'''
    open(os.path.join(OUT, 'ByteBufferAs' + B + '.java'), 'w').write(view)
    for suf, be, ro in (('B', 'true', 'false'), ('L', 'false', 'false'), ('RB', 'true', 'true'), ('RL', 'false', 'true')):
        open(os.path.join(OUT, 'ByteBufferAs' + B + suf + '.java'), 'w').write(f'''package java.nio;

final class ByteBufferAs{B}{suf} extends ByteBufferAs{B} {{
    ByteBufferAs{B}{suf}(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {{
        super(bb, mark, pos, lim, cap, offset, {be}, {ro});
    }}
}}
''')

for X, T, size, Box in TYPES[1:]:
    typed(X, T, size, Box)

# ByteBuffer
X, T, size, Box = TYPES[0]
acc = ''
for (N, TT, sz) in (('Char', 'char', 2), ('Short', 'short', 2), ('Int', 'int', 4), ('Long', 'long', 8), ('Float', 'float', 4), ('Double', 'double', 8)):
    if TT in ('float', 'double'):
        bitsT = 'int' if TT == 'float' else 'long'
        toBits = 'Float.floatToRawIntBits' if TT == 'float' else 'Double.doubleToRawLongBits'
        fromBits = 'Float.intBitsToFloat' if TT == 'float' else 'Double.longBitsToDouble'
        rawget = f'''    final {TT} get{N}Raw(int b, boolean big) {{
        return {fromBits}(get{'Int' if TT == 'float' else 'Long'}Raw(b, big));
    }}

    final void put{N}Raw(int b, {TT} v, boolean big) {{
        put{'Int' if TT == 'float' else 'Long'}Raw(b, {toBits}(v), big);
    }}
'''
    else:
        wide = 'long' if TT == 'long' else 'int'
        rawget = f'''    final {TT} get{N}Raw(int b, boolean big) {{
        {wide} v = 0;
        for (int k = 0; k < {sz}; k++) {{
            {wide} x = hb[offset + b + (big ? k : {sz - 1} - k)] & 0xff;
            v = (v << 8) | x;
        }}
        return ({TT}) v;
    }}

    final void put{N}Raw(int b, {TT} v, boolean big) {{
        {wide} w = v;
        for (int k = {sz - 1}; k >= 0; k--) {{
            hb[offset + b + (big ? k : {sz - 1} - k)] = (byte) w;
            w >>= 8;
        }}
    }}
'''
    acc += rawget + f'''
    public {TT} get{N}() {{
        return get{N}Raw(nextGetIndex({sz}), bigEndian);
    }}

    public {TT} get{N}(int index) {{
        return get{N}Raw(checkIndex(index, {sz}), bigEndian);
    }}

    public ByteBuffer put{N}({TT} value) {{
        checkWritable();
        put{N}Raw(nextPutIndex({sz}), value, bigEndian);
        return this;
    }}

    public ByteBuffer put{N}(int index, {TT} value) {{
        checkWritable();
        put{N}Raw(checkIndex(index, {sz}), value, bigEndian);
        return this;
    }}

    public {N}Buffer as{N}Buffer() {{
        int n = remaining() / {sz};
        return ByteBufferAs{N}Buffer.of(this, -1, 0, n, n, position(), bigEndian, isReadOnly());
    }}

'''
bb = f'''package java.nio;

import java.util.Objects;

/**
 * A buffer of bytes over a byte[] (element i is hb[offset + i]), in big- or
 * little-endian order for the multi-byte accessors and views.  A "direct"
 * buffer (allocateDirect) is also Java heap memory, only marked direct (no
 * array access, as the JDK's); JNI's GetDirectBufferAddress does not know it.
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {{
    final byte[] hb;
    final int offset;
    private final boolean readOnly;
    private final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {{
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
        this.direct = direct;
    }}

    public static ByteBuffer allocateDirect(int capacity) {{
        if (capacity < 0) {{
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }}
        return new DirectByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }}

    public static ByteBuffer allocate(int capacity) {{
        if (capacity < 0) {{
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }}
        return new HeapByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0);
    }}

    public static ByteBuffer wrap(byte[] array, int offset, int length) {{
        Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapByteBuffer(array, -1, offset, offset + length, array.length, 0);
    }}

    public static ByteBuffer wrap(byte[] array) {{
        return wrap(array, 0, array.length);
    }}

    byte ix(int i) {{
        return hb[offset + i];
    }}

    void px(int i, byte v) {{
        hb[offset + i] = v;
    }}

    ByteBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {{
        ByteBuffer b;
        if (direct) {{
            b = ro ? new DirectByteBufferR(hb, mark, pos, lim, cap, offset + off)
                   : new DirectByteBuffer(hb, mark, pos, lim, cap, offset + off);
            if (this instanceof MappedByteBuffer) {{
                ((MappedByteBuffer) b).mapping = ((MappedByteBuffer) this).mapping;
            }}
        }} else {{
            b = ro ? new HeapByteBufferR(hb, mark, pos, lim, cap, offset + off)
                   : new HeapByteBuffer(hb, mark, pos, lim, cap, offset + off);
        }}
        return b;                   /* big-endian, as every new ByteBuffer */
    }}

    /* Like slice, these give a big-endian buffer whatever this one's order, as the JDK's. */
    @Override
    public ByteBuffer duplicate() {{
        return make(markValue(), position(), limit(), capacity(), 0, readOnly);
    }}

    public ByteBuffer asReadOnlyBuffer() {{
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }}

    @Override
    public final boolean isReadOnly() {{
        return readOnly;
    }}

    @Override
    public final boolean isDirect() {{
        return direct;
    }}

    @Override
    public final boolean hasArray() {{
        return !direct && !readOnly;
    }}

    @Override
    public final byte[] array() {{
        if (direct) {{
            throw new UnsupportedOperationException();
        }}
        if (readOnly) {{
            throw new ReadOnlyBufferException();
        }}
        return hb;
    }}

    @Override
    public final int arrayOffset() {{
        if (direct) {{
            throw new UnsupportedOperationException();
        }}
        if (readOnly) {{
            throw new ReadOnlyBufferException();
        }}
        return offset;
    }}

    public final ByteOrder order() {{
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }}

    public final ByteBuffer order(ByteOrder bo) {{
        bigEndian = (bo == ByteOrder.BIG_ENDIAN);
        return this;
    }}

    public final int alignmentOffset(int index, int unitSize) {{
        if (index < 0) {{
            throw new IllegalArgumentException("Index less than zero: " + index);
        }}
        if (unitSize < 1 || (unitSize & (unitSize - 1)) != 0) {{
            throw new IllegalArgumentException("Unit size not a power of two: " + unitSize);
        }}
        if (unitSize > 8 && !isDirect()) {{
            throw new UnsupportedOperationException("Unit size unsupported for non-direct buffers: " + unitSize);
        }}
        return (offset + index) % unitSize;
    }}

    @Override
    public String toString() {{
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }}

{acc}{common(X, T, size, Box)}}}
'''
# the common part declares abstract ix/px/make and a duplicate/asReadOnlyBuffer: drop those for ByteBuffer
bb = bb.replace('''    /* The element at buffer index i (0 <= i < capacity), no checks. */
    abstract byte ix(int i);

    /* Stores v at buffer index i, no checks (the caller checked read-only). */
    abstract void px(int i, byte v);

    /* A buffer of the same kind over elements [off, off + cap) of this one's storage. */
    abstract ByteBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro);
''', '')
bb = bb.replace('''    @Override
    public ByteBuffer duplicate() {
        return make(markValue(), position(), limit(), capacity(), 0, isReadOnly());
    }

    public ByteBuffer asReadOnlyBuffer() {
        return make(markValue(), position(), limit(), capacity(), 0, true);
    }
''', '')
open(os.path.join(OUT, 'ByteBuffer.java'), 'w').write(bb)
for name, base, ro, direct, doc in (
        ('HeapByteBuffer', 'ByteBuffer', 'false', 'false', 'A ByteBuffer over a byte[].'),
        ('HeapByteBufferR', 'ByteBuffer', 'true', 'false', 'A read-only HeapByteBuffer.'),
        ('DirectByteBuffer', 'MappedByteBuffer', 'false', 'true', 'A "direct" ByteBuffer (Java heap memory, marked direct).'),
        ('DirectByteBufferR', 'MappedByteBuffer', 'true', 'true', 'A read-only DirectByteBuffer.')):
    open(os.path.join(OUT, name + '.java'), 'w').write(f'''package java.nio;

/** {doc} */
class {name} extends {base} {{
    {name}(byte[] hb, int mark, int pos, int lim, int cap, int offset) {{
        super(hb, mark, pos, lim, cap, offset, {ro}, {direct});
    }}
}}
''')
open(os.path.join(OUT, 'MappedByteBuffer.java'), 'w').write('''package java.nio;

/**
 * A file region's buffer (FileChannel.map), over the mapped pages
 * themselves: its byte[] is an array whose elements are the mapping
 * (sun.nio.ch.FileMapping), outside the collected heap.  Writes through a
 * READ_WRITE buffer are the file's bytes (force() waits until they are
 * stored), a PRIVATE one's are copy-on-write, a READ_ONLY one is read-only.
 * Slices, duplicates and views share the mapping, which is unmapped once
 * none of them is reachable.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /* The mapping this buffer's array is (sun.nio.ch.FileMapping), or null (size 0). */
    Object mapping;

    MappedByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        super(hb, mark, pos, lim, cap, offset, readOnly, direct);
    }

    /* Called by sun.nio.ch.FileChannelImpl.map, through reflection: size bytes of hb from offset. */
    static MappedByteBuffer newMapped(byte[] hb, int offset, int size, boolean readOnly, Object mapping) {
        MappedByteBuffer b = readOnly ? new DirectByteBufferR(hb, -1, 0, size, size, offset)
                                      : new DirectByteBuffer(hb, -1, 0, size, size, offset);
        b.mapping = mapping;
        return b;
    }

    public final boolean isLoaded() {
        return mapping == null || ((sun.nio.ch.FileMapping) mapping).isLoaded(offset, capacity());
    }

    public final MappedByteBuffer load() {
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).load(offset, capacity());
        }
        return this;
    }

    public final MappedByteBuffer force() {
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).force(offset, capacity());
        }
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).force(offset + index, length);
        }
        return this;
    }

    @Override
    public final MappedByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public final MappedByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public final MappedByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public final MappedByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public final MappedByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public final MappedByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public final MappedByteBuffer rewind() {
        super.rewind();
        return this;
    }

    /* Every MappedByteBuffer is direct: ByteBuffer makes its slices and
     * duplicates DirectByteBuffers, which share the mapping. */
    @Override
    public MappedByteBuffer slice() {
        return (MappedByteBuffer) super.slice();
    }

    @Override
    public MappedByteBuffer slice(int index, int length) {
        return (MappedByteBuffer) super.slice(index, length);
    }

    @Override
    public MappedByteBuffer duplicate() {
        return (MappedByteBuffer) super.duplicate();
    }

    @Override
    public MappedByteBuffer compact() {
        super.compact();
        return this;
    }
}
''')
open(os.path.join(OUT, 'StringCharBuffer.java'), 'w').write('''package java.nio;

/** A read-only CharBuffer over a CharSequence (CharBuffer.wrap(CharSequence)). */
final class StringCharBuffer extends CharBuffer {
    private final CharSequence str;
    private final int offset;

    StringCharBuffer(CharSequence s, int start, int end) {
        super(-1, start, end, s.length());
        this.str = s;
        this.offset = 0;
    }

    private StringCharBuffer(CharSequence s, int mark, int pos, int lim, int cap, int offset) {
        super(mark, pos, lim, cap);
        this.str = s;
        this.offset = offset;
    }

    @Override
    char ix(int i) {
        return str.charAt(offset + i);
    }

    @Override
    void px(int i, char v) {
        throw new ReadOnlyBufferException();
    }

    @Override
    CharBuffer make(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new StringCharBuffer(str, mark, pos, lim, cap, offset + off);
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }
}
''')
