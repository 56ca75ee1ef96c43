package java.security;

public interface PublicKey extends Key {
    long serialVersionUID = 7187392471159151072L;
}
