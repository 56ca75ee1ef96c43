package java.nio;

final class ByteBufferAsShortBufferL extends ByteBufferAsShortBuffer {
    ByteBufferAsShortBufferL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, false);
    }
}
