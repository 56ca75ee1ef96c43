package java.nio;

/** A read-only HeapShortBuffer. */
final class HeapShortBufferR extends HeapShortBuffer {
    HeapShortBufferR(short[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
