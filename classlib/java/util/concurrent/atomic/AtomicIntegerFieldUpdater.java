package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * Atomic updates of a volatile int field named at creation, found by the VM
 * (Atomics.fieldInfo), with no java.lang.reflect.  Access is not checked
 * against the caller (the field may be private), unlike the JDK's.
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicIntegerFieldUpdater<T> {
        private final long offset;
        private final Class<T> tclass;

        Impl(Class<T> tclass, String fieldName) {
            long[] info = new long[2];
            String desc = Atomics.fieldInfo(tclass, fieldName, info);
            if (desc == null) {
                throw new RuntimeException(new NoSuchFieldException(fieldName));
            }
            if (!desc.equals("I")) {
                throw new IllegalArgumentException("Must be integer type");
            }
            if ((info[1] & 0x40) == 0) {
                throw new IllegalArgumentException("Must be volatile type");
            }
            if (info[0] < 0) {
                throw new IllegalArgumentException();
            }
            this.offset = info[0];
            this.tclass = tclass;
        }

        private void check(T obj) {
            if (!tclass.isInstance(obj)) {
                throw new ClassCastException();   /* null too, as the JDK's */
            }
        }

        @Override
        public boolean compareAndSet(T obj, int expect, int update) {
            check(obj);
            return Atomics.casInt(obj, offset, expect, update);
        }

        @Override
        public boolean weakCompareAndSet(T obj, int expect, int update) {
            return compareAndSet(obj, expect, update);
        }

        @Override
        public void set(T obj, int newValue) {
            check(obj);
            Atomics.putInt(obj, offset, newValue);
        }

        @Override
        public void lazySet(T obj, int newValue) {
            set(obj, newValue);
        }

        @Override
        public int get(T obj) {
            check(obj);
            return Atomics.getInt(obj, offset);
        }

        @Override
        public int getAndSet(T obj, int newValue) {
            check(obj);
            return Atomics.getAndSetInt(obj, offset, newValue);
        }

        @Override
        public int getAndAdd(T obj, int delta) {
            check(obj);
            return Atomics.getAndAddInt(obj, offset, delta);
        }
    }
}
