package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * Atomic updates of a volatile long field named at creation, found by the VM
 * (Atomics.fieldInfo), with no java.lang.reflect.  Access is not checked
 * against the caller (the field may be private), unlike the JDK's.
 */
public abstract class AtomicLongFieldUpdater<T> {
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new Impl<U>(tclass, fieldName);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public long getAndAdd(T obj, long delta) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class Impl<T> extends AtomicLongFieldUpdater<T> {
        private final long offset;
        private final Class<T> tclass;

        Impl(Class<T> tclass, String fieldName) {
            long[] info = new long[2];
            String desc = Atomics.fieldInfo(tclass, fieldName, info);
            if (desc == null) {
                throw new RuntimeException(new NoSuchFieldException(fieldName));
            }
            if (!desc.equals("J")) {
                throw new IllegalArgumentException("Must be long type");
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
        public boolean compareAndSet(T obj, long expect, long update) {
            check(obj);
            return Atomics.casLong(obj, offset, expect, update);
        }

        @Override
        public boolean weakCompareAndSet(T obj, long expect, long update) {
            return compareAndSet(obj, expect, update);
        }

        @Override
        public void set(T obj, long newValue) {
            check(obj);
            Atomics.putLong(obj, offset, newValue);
        }

        @Override
        public void lazySet(T obj, long newValue) {
            set(obj, newValue);
        }

        @Override
        public long get(T obj) {
            check(obj);
            return Atomics.getLong(obj, offset);
        }

        @Override
        public long getAndSet(T obj, long newValue) {
            check(obj);
            return Atomics.getAndSetLong(obj, offset, newValue);
        }

        @Override
        public long getAndAdd(T obj, long delta) {
            check(obj);
            return Atomics.getAndAddLong(obj, offset, delta);
        }
    }
}
