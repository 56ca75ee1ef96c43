package java.nio;

final class ByteBufferAsCharBufferB extends ByteBufferAsCharBuffer {
    ByteBufferAsCharBufferB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, false);
    }
}
