package java.nio.channels;

public interface GatheringByteChannel extends WritableByteChannel {
    long write(java.nio.ByteBuffer[] srcs, int offset, int length) throws java.io.IOException;

    long write(java.nio.ByteBuffer[] srcs) throws java.io.IOException;
}
