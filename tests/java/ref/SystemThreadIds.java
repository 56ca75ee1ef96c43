import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.TreeSet;

// The Reference Handler and Finalizer threads are daemons of the system group with
// HotSpot's ids; they take neither a user thread's id nor a place in the main group.
public class SystemThreadIds {
    static int finalized;

    static class F {
        @Override
        protected void finalize() {
            finalized++;
        }
    }

    public static void main(String[] args) throws Exception {
        WeakReference<Object> w = new WeakReference<>(new Object(), new ReferenceQueue<>());
        new F();
        Thread t = new Thread(() -> { });
        ThreadGroup main = Thread.currentThread().getThreadGroup();
        System.out.println(t.getId() + " " + t.getName() + " " + main.getName() + " active=" + main.activeCount());
        Thread[] all = new Thread[64];
        int n = main.getParent().enumerate(all);
        TreeSet<String> s = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            String name = all[i].getName();
            if (name.equals("Reference Handler") || name.equals("Finalizer")) {
                s.add(name + " id=" + all[i].getId() + " daemon=" + all[i].isDaemon() + " prio="
                        + all[i].getPriority() + " group=" + all[i].getThreadGroup().getName());
            }
        }
        for (String x : s) {
            System.out.println(x);
        }
        System.out.println("weak still set: " + (w != null));
    }
}
