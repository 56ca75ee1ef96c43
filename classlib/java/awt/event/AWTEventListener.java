package java.awt.event;

import java.awt.AWTEvent;
import java.util.EventListener;

/** Receives the events dispatched in the AWT that match the mask it was added with. */
public interface AWTEventListener extends EventListener {
    void eventDispatched(AWTEvent event);
}
