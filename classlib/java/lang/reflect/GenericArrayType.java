package java.lang.reflect;

public interface GenericArrayType extends Type {
    Type getGenericComponentType();
}
