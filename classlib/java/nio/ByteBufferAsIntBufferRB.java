package java.nio;

final class ByteBufferAsIntBufferRB extends ByteBufferAsIntBuffer {
    ByteBufferAsIntBufferRB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, true);
    }
}
