package java.nio;

final class ByteBufferAsFloatBufferRB extends ByteBufferAsFloatBuffer {
    ByteBufferAsFloatBufferRB(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, true, true);
    }
}
