package java.nio;

final class ByteBufferAsDoubleBufferRB extends ByteBufferAsDoubleBuffer {
    ByteBufferAsDoubleBufferRB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, true);
    }
}
