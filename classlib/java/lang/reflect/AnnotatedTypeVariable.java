package java.lang.reflect;

public interface AnnotatedTypeVariable extends AnnotatedType {
    AnnotatedType[] getAnnotatedBounds();

    AnnotatedType getAnnotatedOwnerType();
}
