package java.util.function;

@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> and(Predicate<? super T> other) {
        if (other == null) throw new NullPointerException();
        return t -> test(t) && other.test(t);
    }

    default Predicate<T> negate() {
        return t -> !test(t);
    }

    default Predicate<T> or(Predicate<? super T> other) {
        if (other == null) throw new NullPointerException();
        return t -> test(t) || other.test(t);
    }

    static <T> Predicate<T> isEqual(Object targetRef) {
        if (targetRef == null) return t -> t == null;
        return t -> targetRef.equals(t);
    }

    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        if (target == null) throw new NullPointerException();
        return (Predicate<T>) target.negate();
    }
}
