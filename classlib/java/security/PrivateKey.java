package java.security;

public interface PrivateKey extends Key {
    long serialVersionUID = 6034044314589513430L;
}
