package java.nio;

final class ByteBufferAsCharBufferL extends ByteBufferAsCharBuffer {
    ByteBufferAsCharBufferL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, false);
    }
}
