package java.lang.constant;

import java.util.Optional;

/** A value that has a nominal descriptor (a ConstantDesc) for the constant pool. */
public interface Constable {
    Optional<? extends ConstantDesc> describeConstable();
}
