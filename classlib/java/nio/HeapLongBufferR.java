package java.nio;

/** A read-only HeapLongBuffer. */
final class HeapLongBufferR extends HeapLongBuffer {
    HeapLongBufferR(long[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
