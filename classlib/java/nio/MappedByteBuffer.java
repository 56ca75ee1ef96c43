package java.nio;

/**
 * A file region's buffer (FileChannel.map).  The mapping is a copy of the
 * region in the buffer's byte[] (every buffer here is Java heap memory): a
 * READ_WRITE mapping writes its bytes back to the file at force(), when its
 * channel is closed, and at exit; PRIVATE and READ_ONLY ones never do.
 * Slices and duplicates share the copy and its mapping.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /* The region this buffer's array copies (sun.nio.ch.FileMapping), or null. */
    Object mapping;

    MappedByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        super(hb, mark, pos, lim, cap, offset, readOnly, direct);
    }

    /* Called by sun.nio.ch.FileChannelImpl.map, through reflection. */
    static MappedByteBuffer newMapped(byte[] hb, boolean readOnly, Object mapping) {
        MappedByteBuffer b = readOnly ? new DirectByteBufferR(hb, -1, 0, hb.length, hb.length, 0)
                                      : new DirectByteBuffer(hb, -1, 0, hb.length, hb.length, 0);
        b.mapping = mapping;
        return b;
    }

    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    public final MappedByteBuffer force() {
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).writeBack();
        }
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return force();
    }

    @Override
    public final MappedByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public final MappedByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public final MappedByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public final MappedByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public final MappedByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public final MappedByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public final MappedByteBuffer rewind() {
        super.rewind();
        return this;
    }

    /* Every MappedByteBuffer is direct: ByteBuffer makes its slices and
     * duplicates DirectByteBuffers, which share the mapping. */
    @Override
    public MappedByteBuffer slice() {
        return (MappedByteBuffer) super.slice();
    }

    @Override
    public MappedByteBuffer slice(int index, int length) {
        return (MappedByteBuffer) super.slice(index, length);
    }

    @Override
    public MappedByteBuffer duplicate() {
        return (MappedByteBuffer) super.duplicate();
    }

    @Override
    public MappedByteBuffer compact() {
        super.compact();
        return this;
    }
}
