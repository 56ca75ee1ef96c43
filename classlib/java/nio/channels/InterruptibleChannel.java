package java.nio.channels;

public interface InterruptibleChannel extends Channel {
    void close() throws java.io.IOException;
}
