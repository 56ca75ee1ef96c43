package java.nio;

/**
 * A file region's buffer (FileChannel.map), over the mapped pages
 * themselves: its byte[] is an array whose elements are the mapping
 * (sun.nio.ch.FileMapping), outside the collected heap.  Writes through a
 * READ_WRITE buffer are the file's bytes (force() waits until they are
 * stored), a PRIVATE one's are copy-on-write, a READ_ONLY one is read-only.
 * Slices, duplicates and views share the mapping, which is unmapped once
 * none of them is reachable.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /* The mapping this buffer's array is (sun.nio.ch.FileMapping), or null (size 0). */
    Object mapping;

    MappedByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly, boolean direct) {
        super(hb, mark, pos, lim, cap, offset, readOnly, direct);
    }

    /* Called by sun.nio.ch.FileChannelImpl.map, through reflection: size bytes of hb from offset. */
    static MappedByteBuffer newMapped(byte[] hb, int offset, int size, boolean readOnly, Object mapping) {
        MappedByteBuffer b = readOnly ? new DirectByteBufferR(hb, -1, 0, size, size, offset)
                                      : new DirectByteBuffer(hb, -1, 0, size, size, offset);
        b.mapping = mapping;
        return b;
    }

    public final boolean isLoaded() {
        return mapping == null || ((sun.nio.ch.FileMapping) mapping).isLoaded(offset, capacity());
    }

    public final MappedByteBuffer load() {
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).load(offset, capacity());
        }
        return this;
    }

    public final MappedByteBuffer force() {
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).force(offset, capacity());
        }
        return this;
    }

    public final MappedByteBuffer force(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        if (mapping != null) {
            ((sun.nio.ch.FileMapping) mapping).force(offset + index, length);
        }
        return this;
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
