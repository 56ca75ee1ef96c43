package java.awt;

import java.awt.event.ActionEvent;
import java.awt.event.ComponentEvent;
import java.awt.event.InvocationEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;

/**
 * The root of the AWT events: a source (EventObject's), an id, and whether it was consumed.
 */
public abstract class AWTEvent extends java.util.EventObject {
    private static final long serialVersionUID = -1825314779160409405L;

    protected int id;
    protected boolean consumed = false;

    public static final long COMPONENT_EVENT_MASK = 0x01;
    public static final long CONTAINER_EVENT_MASK = 0x02;
    public static final long FOCUS_EVENT_MASK = 0x04;
    public static final long KEY_EVENT_MASK = 0x08;
    public static final long MOUSE_EVENT_MASK = 0x10;
    public static final long MOUSE_MOTION_EVENT_MASK = 0x20;
    public static final long WINDOW_EVENT_MASK = 0x40;
    public static final long ACTION_EVENT_MASK = 0x80;
    public static final long ADJUSTMENT_EVENT_MASK = 0x100;
    public static final long ITEM_EVENT_MASK = 0x200;
    public static final long TEXT_EVENT_MASK = 0x400;
    public static final long INPUT_METHOD_EVENT_MASK = 0x800;
    public static final long PAINT_EVENT_MASK = 0x2000;
    public static final long INVOCATION_EVENT_MASK = 0x4000;
    public static final long HIERARCHY_EVENT_MASK = 0x8000;
    public static final long HIERARCHY_BOUNDS_EVENT_MASK = 0x10000;
    public static final long MOUSE_WHEEL_EVENT_MASK = 0x20000;
    public static final long WINDOW_STATE_EVENT_MASK = 0x40000;
    public static final long WINDOW_FOCUS_EVENT_MASK = 0x80000;

    public static final int RESERVED_ID_MAX = 1999;

    public AWTEvent(Object source, int id) {
        super(source);
        this.id = id;
    }

    public void setSource(Object newSource) {
        source = newSource;
    }

    public int getID() {
        return id;
    }

    public String toString() {
        String srcName = null;
        if (source instanceof Component)
            srcName = ((Component) source).getName();
        return getClass().getName() + "[" + paramString() + "] on "
                + (srcName != null ? srcName : String.valueOf(source));
    }

    public String paramString() {
        return "";
    }

    /** Consumes the event if it is one that can be consumed (key and mouse input). */
    protected void consume() {
        switch (id) {
        case KeyEvent.KEY_PRESSED:
        case KeyEvent.KEY_RELEASED:
        case MouseEvent.MOUSE_PRESSED:
        case MouseEvent.MOUSE_RELEASED:
        case MouseEvent.MOUSE_MOVED:
        case MouseEvent.MOUSE_DRAGGED:
        case MouseEvent.MOUSE_ENTERED:
        case MouseEvent.MOUSE_EXITED:
        case MouseEvent.MOUSE_WHEEL:
            consumed = true;
            break;
        default:
            break;
        }
    }

    protected boolean isConsumed() {
        return consumed;
    }

    /** The AWTEventListener mask that selects this event, 0 if none. */
    long eventMask() {
        if (id >= ComponentEvent.COMPONENT_FIRST && id <= ComponentEvent.COMPONENT_LAST)
            return COMPONENT_EVENT_MASK;
        if (id >= KeyEvent.KEY_FIRST && id <= KeyEvent.KEY_LAST)
            return KEY_EVENT_MASK;
        if (id == MouseEvent.MOUSE_MOVED || id == MouseEvent.MOUSE_DRAGGED)
            return MOUSE_MOTION_EVENT_MASK;
        if (id == MouseEvent.MOUSE_WHEEL)
            return MOUSE_WHEEL_EVENT_MASK;
        if (id >= MouseEvent.MOUSE_FIRST && id <= MouseEvent.MOUSE_LAST)
            return MOUSE_EVENT_MASK;
        if (id >= ActionEvent.ACTION_FIRST && id <= ActionEvent.ACTION_LAST)
            return ACTION_EVENT_MASK;
        if (id >= InvocationEvent.INVOCATION_FIRST && id <= InvocationEvent.INVOCATION_LAST)
            return INVOCATION_EVENT_MASK;
        return 0;
    }
}
