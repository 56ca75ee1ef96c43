package java.nio;

final class ByteBufferAsCharBufferRL extends ByteBufferAsCharBuffer {
    ByteBufferAsCharBufferRL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, true);
    }
}
