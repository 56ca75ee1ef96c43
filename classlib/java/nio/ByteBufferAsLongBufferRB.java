package java.nio;

final class ByteBufferAsLongBufferRB extends ByteBufferAsLongBuffer {
    ByteBufferAsLongBufferRB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, true);
    }
}
