package java.lang.reflect;

public interface AnnotatedParameterizedType extends AnnotatedType {
    AnnotatedType[] getAnnotatedActualTypeArguments();

    AnnotatedType getAnnotatedOwnerType();
}
