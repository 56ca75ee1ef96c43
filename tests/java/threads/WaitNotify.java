// wait/notify handoff between a producer and a consumer through a one-slot
// buffer; the order of items is deterministic. Also wait with a timeout returns,
// and IllegalMonitorStateException without the lock.
public class WaitNotify {
    private Integer slot;
    private boolean done;

    synchronized void put(int v) throws InterruptedException {
        while (slot != null) wait();
        slot = v;
        notifyAll();
    }

    synchronized Integer take() throws InterruptedException {
        while (slot == null && !done) wait();
        Integer v = slot;
        slot = null;
        notifyAll();
        return v;
    }

    synchronized void finish() { done = true; notifyAll(); }

    public static void main(String[] args) throws InterruptedException {
        WaitNotify buf = new WaitNotify();
        StringBuilder consumed = new StringBuilder();
        Thread consumer = new Thread(() -> {
            try {
                Integer v;
                while ((v = buf.take()) != null) consumed.append(v).append(' ');
            } catch (InterruptedException e) {
                consumed.append("interrupted");
            }
        });
        consumer.start();
        for (int i = 1; i <= 20; i++) buf.put(i * i);
        synchronized (buf) { while (buf.slot != null) buf.wait(); }
        buf.finish();
        consumer.join();
        System.out.println("consumed: " + consumed.toString().trim());
        Object o = new Object();
        synchronized (o) {
            o.wait(10);
        }
        System.out.println("timed wait returned");
        try {
            o.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: IllegalMonitorStateException");
        }
        try {
            o.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: IllegalMonitorStateException");
        }
    }
}
