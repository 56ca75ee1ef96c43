package java.lang;

public class InheritableThreadLocal<T> extends ThreadLocal<T> {

    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    @SuppressWarnings("unchecked")
    Object inheritValue(Object parentValue) {
        return childValue((T) parentValue);
    }

    @Override
    ThreadLocalMap getMap(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    ThreadLocalMap createMap(Thread t) {
        ThreadLocalMap m = new ThreadLocalMap();
        t.inheritableThreadLocals = m;
        return m;
    }
}
