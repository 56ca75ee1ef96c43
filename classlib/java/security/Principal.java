package java.security;

/** A named principal (the type only). */
public interface Principal {
    String getName();
}
