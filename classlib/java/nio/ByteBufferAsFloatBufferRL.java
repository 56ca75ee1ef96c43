package java.nio;

final class ByteBufferAsFloatBufferRL extends ByteBufferAsFloatBuffer {
    ByteBufferAsFloatBufferRL(ByteBuffer bb, int mark, int pos, int lim, int cap, int offset) {
        super(bb, mark, pos, lim, cap, offset, false, true);
    }
}
