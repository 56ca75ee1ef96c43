package java.nio;

/** A read-only HeapDoubleBuffer. */
final class HeapDoubleBufferR extends HeapDoubleBuffer {
    HeapDoubleBufferR(double[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
