package java.nio;

final class ByteBufferAsLongBufferL extends ByteBufferAsLongBuffer {
    ByteBufferAsLongBufferL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, false);
    }
}
