package java.lang.reflect;

// placeholder: owned by java.lang author
// (java.util needs Array.newInstance for toArray(T[]), Arrays.copyOf(T[], n) and friends;
//  the VM has to provide the native newArray below.)
public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null)
            throw new NullPointerException();
        if (length < 0)
            throw new NegativeArraySizeException(Integer.toString(length));
        return newArray(componentType, length);
    }

    private static native Object newArray(Class<?> componentType, int length);
}
