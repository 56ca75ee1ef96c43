package java.lang.invoke;

/**
 * Present so that javac can compile lambdas in the class library; the VM implements
 * LambdaMetafactory natively and never creates general method handles.
 */
public abstract class MethodHandle {
    MethodHandle() {
    }

    public MethodType type() {
        throw new UnsupportedOperationException();
    }
}
