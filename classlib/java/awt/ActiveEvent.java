package java.awt;

/** An event that dispatches itself (the event queue calls dispatch()). */
public interface ActiveEvent {
    void dispatch();
}
