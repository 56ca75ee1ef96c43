// Toolkit.addAWTEventListener: events posted on the system event queue reach
// the listeners whose masks select them, on the dispatch thread, in order;
// adding a listener again widens its mask; remove; key events on a component
// without the focus and events whose source is no component reach no one;
// InvocationEvents dispatch themselves.  (No two MOUSE_MOVED events are queued
// at once: HotSpot may coalesce those.)
import java.awt.AWTEvent;
import java.awt.Canvas;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;

public class AwtListeners {
    public static void main(String[] args) throws Exception {
        Toolkit tk = Toolkit.getDefaultToolkit();
        Canvas c = new Canvas();
        AWTEventListener l1 = e -> System.out.println("L1 " + e.getID() + " " + EventQueue.isDispatchThread());
        AWTEventListener l2 = e -> System.out.println("L2 " + e.getID() + " " + e.paramString());
        tk.addAWTEventListener(l1, AWTEvent.MOUSE_EVENT_MASK);
        tk.addAWTEventListener(l1, AWTEvent.ACTION_EVENT_MASK | AWTEvent.COMPONENT_EVENT_MASK
                | AWTEvent.INVOCATION_EVENT_MASK);
        tk.addAWTEventListener(l2, AWTEvent.MOUSE_MOTION_EVENT_MASK | AWTEvent.KEY_EVENT_MASK);
        tk.addAWTEventListener(null, AWTEvent.MOUSE_MOTION_EVENT_MASK);
        EventQueue q = tk.getSystemEventQueue();
        for (int id = 500; id <= 506; id++)
            q.postEvent(new MouseEvent(c, id, 0L, 0, id - 499, 2, 1, false));
        q.postEvent(new ActionEvent(c, ActionEvent.ACTION_PERFORMED, "a"));
        q.postEvent(new ActionEvent("not a component", ActionEvent.ACTION_PERFORMED, "b"));
        q.postEvent(new ComponentEvent(c, ComponentEvent.COMPONENT_MOVED));
        q.postEvent(new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, 65, 'a'));
        EventQueue.invokeAndWait(() -> System.out.println("mid"));
        tk.removeAWTEventListener(l1);
        tk.removeAWTEventListener(null);
        q.postEvent(new MouseEvent(c, 500, 0L, 0, 1, 2, 1, false));
        q.postEvent(new MouseEvent(c, 503, 0L, 0, 9, 9, 1, false));
        EventQueue.invokeAndWait(() -> System.out.println("end"));
        tk.removeAWTEventListener(l2);
        q.postEvent(new MouseEvent(c, 503, 0L, 0, 9, 9, 1, false));
        EventQueue.invokeAndWait(() -> System.out.println("nobody listens"));
        final int[] counts = new int[2];
        AWTEventListener counter = e -> counts[e.getID() == 501 ? 0 : 1]++;
        tk.addAWTEventListener(counter, AWTEvent.MOUSE_EVENT_MASK | AWTEvent.MOUSE_MOTION_EVENT_MASK);
        for (int i = 0; i < 200; i++)
            q.postEvent(new MouseEvent(c, i % 2 == 0 ? 502 : 501, 0L, 0, i, i, 1, false));
        EventQueue.invokeAndWait(() -> System.out.println("counted " + counts[0] + " " + counts[1]));
        tk.removeAWTEventListener(counter);
    }
}
