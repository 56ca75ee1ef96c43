package java.nio;

final class ByteBufferAsIntBufferB extends ByteBufferAsIntBuffer {
    ByteBufferAsIntBufferB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, false);
    }
}
