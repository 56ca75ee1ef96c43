package java.util;

/** Wraps a listener with extra data (a property name, say). */
public abstract class EventListenerProxy<T extends EventListener> implements EventListener {
    private final T listener;

    public EventListenerProxy(T listener) {
        this.listener = listener;
    }

    public T getListener() {
        return listener;
    }
}
