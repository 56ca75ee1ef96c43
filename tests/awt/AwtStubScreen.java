import java.awt.AWTEvent;
import java.awt.Canvas;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What this VM's toolkit shows that HotSpot's headless one cannot: the
 * stand-in screen's size, the toolkit's two daemon threads, an event posted
 * on the system queue reaching a listener (the in-process display sends none).
 */
public class AwtStubScreen {
    public static void main(String[] args) throws Exception {
        Toolkit tk = Toolkit.getDefaultToolkit();
        System.out.println(tk.getScreenSize());
        System.out.println("same toolkit " + (tk == Toolkit.getDefaultToolkit()));
        Thread[] all = new Thread[64];
        int n = Thread.enumerate(all);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = all[i].getName();
            if (name.equals("AWT-EventQueue-0") || name.equals("AWT-Input"))
                names.add(name + (all[i].isDaemon() ? " daemon" : " user"));
        }
        Collections.sort(names);
        System.out.println("threads " + String.join(", ", names));
        final List<String> got = new ArrayList<>();
        tk.addAWTEventListener(e -> got.add(e.toString()), AWTEvent.MOUSE_EVENT_MASK);
        Canvas c = new Canvas();
        c.setBounds(0, 0, 10, 10);
        tk.getSystemEventQueue().postEvent(new MouseEvent(c, MouseEvent.MOUSE_CLICKED, 0L,
                MouseEvent.BUTTON1_DOWN_MASK, 3, 4, 3, 4, 1, false, MouseEvent.BUTTON1));
        EventQueue.invokeAndWait(() -> { });
        System.out.println("listener got " + got);
        System.out.println("done");
    }
}
