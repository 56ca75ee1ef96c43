package java.nio.channels;

public interface WritableByteChannel extends Channel {
    int write(java.nio.ByteBuffer src) throws java.io.IOException;
}
