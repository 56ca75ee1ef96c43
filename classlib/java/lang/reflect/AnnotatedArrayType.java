package java.lang.reflect;

public interface AnnotatedArrayType extends AnnotatedType {
    AnnotatedType getAnnotatedGenericComponentType();

    AnnotatedType getAnnotatedOwnerType();
}
