package java.nio;

/** A read-only HeapFloatBuffer. */
final class HeapFloatBufferR extends HeapFloatBuffer {
    HeapFloatBufferR(float[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true);
    }
}
