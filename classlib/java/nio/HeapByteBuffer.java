package java.nio;

/** A ByteBuffer over a byte[]. */
class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, false, false);
    }
}
