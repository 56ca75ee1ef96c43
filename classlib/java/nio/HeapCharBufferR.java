package java.nio;

/** A read-only HeapCharBuffer. */
final class HeapCharBufferR extends HeapCharBuffer {
    HeapCharBufferR(char[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
