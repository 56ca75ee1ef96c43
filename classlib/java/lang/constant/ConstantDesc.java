package java.lang.constant;

import java.lang.invoke.MethodHandles;

/** A nominal descriptor of a loadable constant. */
public interface ConstantDesc {
    Object resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException;
}
