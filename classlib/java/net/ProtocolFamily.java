package java.net;

public interface ProtocolFamily {
    String name();
}
