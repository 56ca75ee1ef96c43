import java.awt.AWTEvent;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;

/**
 * Counts the input events that the stand-in display (awtstub-peer) sends,
 * with the checksum of awtstub/wire.h, and checks they come on the event
 * dispatch thread.  Registers its listener, then calls Toolkit.sync(), which
 * the peer's script waits for ("sync") before playing.
 *
 * usage: AwtPeerCount N [QUIET_MS]   waits for N events, or until none came
 * for QUIET_MS (default 20000), then prints
 *   events N checksum 0xXXXXXXXX
 *   latency avg A ms max M ms        (getWhen, the peer's write time, to the listener)
 *   off-dispatch-thread K            (events a listener got elsewhere: 0)
 */
public class AwtPeerCount {
    private static final Object lock = new Object();
    private static int count;
    private static int sum = 17;
    private static long latencySum, latencyMax;
    private static int offThread;

    public static void main(String[] args) throws Exception {
        int want = Integer.parseInt(args[0]);
        long quietMs = args.length > 1 ? Long.parseLong(args[1]) : 20000;
        Toolkit tk = Toolkit.getDefaultToolkit();
        AWTEventListener l = new AWTEventListener() {
            public void eventDispatched(AWTEvent e) {
                long lat = System.currentTimeMillis();
                int h;
                synchronized (lock) {
                    h = sum;
                    h = h * 31 + e.getID();
                    if (e instanceof KeyEvent) {
                        KeyEvent k = (KeyEvent) e;
                        h = h * 31 + k.getKeyCode();
                        h = h * 31 + k.getKeyChar();
                        h = h * 31 + k.getKeyLocation();
                        h = h * 31 + 0;
                        h = h * 31 + k.getModifiersEx();
                        lat -= k.getWhen();
                    } else {
                        MouseEvent m = (MouseEvent) e;
                        h = h * 31 + m.getX();
                        h = h * 31 + m.getY();
                        h = h * 31 + m.getButton();
                        h = h * 31 + m.getClickCount();
                        h = h * 31 + m.getModifiersEx();
                        lat -= m.getWhen();
                    }
                    sum = h;
                    count++;
                    latencySum += lat;
                    if (lat > latencyMax)
                        latencyMax = lat;
                    if (!java.awt.EventQueue.isDispatchThread())
                        offThread++;
                    lock.notifyAll();
                }
            }
        };
        tk.addAWTEventListener(l, AWTEvent.KEY_EVENT_MASK | AWTEvent.MOUSE_EVENT_MASK
                | AWTEvent.MOUSE_MOTION_EVENT_MASK);
        tk.sync();
        synchronized (lock) {
            long last = System.currentTimeMillis();
            int seen = 0;
            while (count < want) {
                lock.wait(200);
                long now = System.currentTimeMillis();
                if (count != seen) {
                    seen = count;
                    last = now;
                } else if (now - last >= quietMs) {
                    break;
                }
            }
            String hex = Integer.toHexString(sum);
            while (hex.length() < 8)
                hex = "0" + hex;
            System.out.println("events " + count + " checksum 0x" + hex);
            System.out.println("latency avg " + (count == 0 ? 0 : latencySum / count) + " ms max "
                    + latencyMax + " ms");
            System.out.println("off-dispatch-thread " + offThread);
        }
    }
}
