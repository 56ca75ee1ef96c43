package java.nio;

final class ByteBufferAsDoubleBufferRL extends ByteBufferAsDoubleBuffer {
    ByteBufferAsDoubleBufferRL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, true);
    }
}
