// java.awt.Toolkit: one instance, sync() does nothing visible, beep() rings the
// terminal bell on System.out (headless HotSpot writes BEL, 0x07).
import java.awt.Toolkit;

public class AwtToolkitBasics {
    public static void main(String[] args) {
        Toolkit a = Toolkit.getDefaultToolkit();
        Toolkit b = Toolkit.getDefaultToolkit();
        System.out.println("one toolkit " + (a == b) + " " + (a != null));
        a.sync();
        System.out.println("after sync");
        a.beep();
        System.out.println();
        System.out.println("after beep");
        System.out.println(Toolkit.getProperty("AWT.no.such.key", "fallback"));
        System.out.println(a.getSystemEventQueue() == b.getSystemEventQueue());
    }
}
