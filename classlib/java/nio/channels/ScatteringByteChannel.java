package java.nio.channels;

public interface ScatteringByteChannel extends ReadableByteChannel {
    long read(java.nio.ByteBuffer[] dsts, int offset, int length) throws java.io.IOException;

    long read(java.nio.ByteBuffer[] dsts) throws java.io.IOException;
}
