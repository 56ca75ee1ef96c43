package java.nio;

final class ByteBufferAsDoubleBufferB extends ByteBufferAsDoubleBuffer {
    ByteBufferAsDoubleBufferB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, false);
    }
}
