package java.nio;

/** A read-only HeapIntBuffer. */
final class HeapIntBufferR extends HeapIntBuffer {
    HeapIntBufferR(int[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
