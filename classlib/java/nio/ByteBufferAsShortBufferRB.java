package java.nio;

final class ByteBufferAsShortBufferRB extends ByteBufferAsShortBuffer {
    ByteBufferAsShortBufferRB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, true);
    }
}
