package java.nio;

/** A read-only HeapByteBuffer. */
class HeapByteBufferR extends ByteBuffer {
    HeapByteBufferR(byte[] hb, int mark, int pos, int lim, int cap, int offset) {
        super(hb, mark, pos, lim, cap, offset, true, false);
    }
}
