package javax.crypto;

public interface SecretKey extends java.security.Key {
    long serialVersionUID = -4795878709595146952L;
}
