package java.nio.channels;

public interface ByteChannel extends ReadableByteChannel, WritableByteChannel {}
