package java.lang.reflect;

import java.lang.annotation.Annotation;

public interface AnnotatedType extends AnnotatedElement {
    default AnnotatedType getAnnotatedOwnerType() {
        return null;
    }

    Type getType();

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    Annotation[] getDeclaredAnnotations();
}
