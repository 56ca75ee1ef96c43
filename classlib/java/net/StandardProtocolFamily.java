package java.net;

public enum StandardProtocolFamily implements ProtocolFamily {
    INET, INET6, UNIX
}
