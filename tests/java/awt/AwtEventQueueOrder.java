// java.awt.EventQueue: invokeLater runs in posting order on one dispatch thread,
// invokeAndWait waits for what was queued before it, isDispatchThread,
// getCurrentEvent, the Error for invokeAndWait on the dispatch thread, and an
// invokeLater at the very end of main still runs before the VM exits.
import java.awt.AWTEvent;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.InvocationEvent;
import java.util.ArrayList;
import java.util.List;

public class AwtEventQueueOrder {
    static final List<String> log = new ArrayList<>();

    static synchronized void note(String s) {
        log.add(s);
    }

    public static void main(String[] args) throws Exception {
        Toolkit tk = Toolkit.getDefaultToolkit();
        System.out.println("same toolkit " + (tk == Toolkit.getDefaultToolkit()));
        System.out.println("same queue " + (tk.getSystemEventQueue() == Toolkit.getDefaultToolkit().getSystemEventQueue()));
        System.out.println("main is dispatch thread " + EventQueue.isDispatchThread());
        System.out.println("current event on main " + EventQueue.getCurrentEvent());
        tk.sync();

        for (int i = 0; i < 20; i++) {
            final int n = i;
            EventQueue.invokeLater(() -> {
                note("later " + n);
                if (n == 5)
                    EventQueue.invokeLater(() -> note("nested after 5"));
            });
        }
        EventQueue.invokeAndWait(() -> note("and-wait"));
        EventQueue.invokeAndWait(() -> { });
        synchronized (AwtEventQueueOrder.class) {
            // Where "nested after 5" lands among the others depends on timing:
            // only that it comes after "later 5" is certain.
            int nested = log.indexOf("nested after 5");
            List<String> rest = new ArrayList<>(log);
            rest.remove("nested after 5");
            System.out.println(rest);
            System.out.println("nested ran after later 5: " + (nested > log.indexOf("later 5")));
        }

        final String[] where = new String[3];
        EventQueue.invokeAndWait(() -> {
            where[0] = Thread.currentThread().getName();
            where[1] = String.valueOf(EventQueue.isDispatchThread());
            AWTEvent cur = EventQueue.getCurrentEvent();
            where[2] = cur instanceof InvocationEvent ? "InvocationEvent " + cur.getID() : String.valueOf(cur);
        });
        System.out.println(where[0] + " " + where[1] + " " + where[2]);

        final String[] err = new String[1];
        EventQueue.invokeAndWait(() -> {
            try {
                EventQueue.invokeAndWait(() -> { });
                err[0] = "no error";
            } catch (Error e) {
                err[0] = e.toString();
            } catch (Exception e) {
                err[0] = "exception " + e;
            }
        });
        System.out.println(err[0]);

        final int[] sum = new int[1];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 25; i++) {
                    try {
                        EventQueue.invokeAndWait(() -> sum[0]++);
                    } catch (Exception e) {
                        throw new RuntimeException(e);
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("sum from 4 threads " + sum[0]);

        InvocationEvent ie = new InvocationEvent(tk, () -> note("posted"));
        System.out.println("dispatched before " + ie.isDispatched() + " " + ie.getID());
        tk.getSystemEventQueue().postEvent(ie);
        EventQueue.invokeAndWait(() -> { });
        System.out.println("dispatched after " + ie.isDispatched() + " " + ie.getException() + " " + ie.getThrowable());

        InvocationEvent caught = new InvocationEvent(tk, () -> { throw new IllegalStateException("kept"); }, null, true);
        caught.dispatch();
        System.out.println("caught " + caught.getException() + " / " + caught.getThrowable());

        EventQueue.invokeLater(() -> System.out.println("last, on " + Thread.currentThread().getName()));
    }
}
